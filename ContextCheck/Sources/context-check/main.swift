// context-check: the static contract check of PreparedContext.
//
//     context-check [--json] [--prefix PREFIX] PATH…
//
// Reads every .storyboard and .swift file under the given paths (folders are searched,
// skipping .build, DerivedData, Pods, Carthage and hidden folders) and prints findings as
// `path:line:column: error|warning|note: message`, then a summary line. Exit status: 1 when an
// error was found, 2 for a usage error, 0 otherwise.
import ContextCheckCore
import Foundation

let usage = "usage: context-check [--json] [--prefix PREFIX] PATH…"
var json = false
var prefix = "prepCtx"
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": json = true
    case "--prefix":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("context-check: --prefix needs a value\n\(usage)\n".utf8))
            exit(2)
        }
        prefix = value
    case "--help", "-h":
        print(usage)
        exit(0)
    case _ where argument.hasPrefix("-"):
        FileHandle.standardError.write(Data("context-check: unknown option '\(argument)'\n\(usage)\n".utf8))
        exit(2)
    default: paths.append(argument)
    }
}
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("context-check: no path given\n\(usage)\n".utf8))
    exit(2)
}

let inputs = InputFiles.collect(paths)
let result = ContractChecker(prefix: prefix).check(storyboardPaths: inputs.storyboards, swiftPaths: inputs.swiftFiles)
var all = result
all.diagnostics = inputs.diagnostics + result.diagnostics
if json {
    print(all.json())
} else {
    for diagnostic in all.diagnostics { print(diagnostic) }
    print(all.summary)
}
exit(all.hasErrors ? 1 : 0)
