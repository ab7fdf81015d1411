// context-check: the static contract check of PreparedContext.
//
//     context-check [--json] [--quiet] [--prefix PREFIX] [--target-root FOLDER]… PATH…
//
//     context-check [options] --project PROJECT [--target NAME] [PATH…]
//
// Reads every .storyboard, .swift, .h, .m and .mm file under the given paths (folders are
// searched, skipping .build, DerivedData, Pods, Carthage, hidden folders and bundles Xcode does
// not build from, such as .xcloc catalogs) and prints findings as
// `path:line:column: error|warning|note: message`, then a summary line (not with --quiet, so
// that a clean check prints nothing). With --project, the project's folder is read whole (its
// .xcodeproj, Package.swift and .context-check file) and, with --target, the findings in that
// target's storyboards and sources are printed: what the build plugins run. A run that reads no
// storyboard prints a warning, since it checked no segue.
// Exit status: 0 when no error was found (warnings included), 1 when an error was found, 2 for a
// usage error.
//
//     context-check migrate [--write] [--json] [--prefix PREFIX] [--target-root FOLDER]… PATH…
//
// Reads the same files and proposes, as a unified diff that `git apply` accepts, the change that
// replaces each recognised prepare(for:sender:) branch with the library's forms; `--write` writes
// it instead, all or nothing, and lists the files written. Statements it leaves are listed as
// `path:line:column: note: …`, then the totals.
// Exit status: 0, 1 when --write wrote nothing (a file cannot be written; any written before it
// were restored), 2 for a usage error.
//
//     context-check map [--format dot|mermaid] [--storyboard NAME]… [--target NAME]… [--from SCENE]… [-o FILE] PATH…
//
// Draws the context map (MapCommand.swift).
import ContextCheckCore
import Foundation

/// Exit statuses, distinct so that a plugin or a CI script can tell them apart.
enum ExitStatus: Int32 {
    /// No error found (warnings and notes may have been printed).
    case clean = 0
    /// At least one error was found.
    case foundErrors = 1
    /// The command line is wrong.
    case usage = 2
}

let usage = """
    usage: context-check [--json] [--quiet] [--prefix PREFIX] [--target-root FOLDER]… [--touch FILE] PATH…
           context-check [options] --project PROJECT [--target NAME] [PATH…]
      --project PROJECT     an .xcodeproj, .xcworkspace, Package.swift or their folder: read whole
      --target NAME         report the findings in that target's storyboards and sources only
      --list-targets        print each target the model found (its project's folder, a tab, its name)
      --json                machine-readable output
      --quiet               no summary line: a clean check prints nothing
      --prefix PREFIX       the marker prefix of classes that set none (default prepCtx)
      --target-root FOLDER  a folder holding one target's files (repeatable); names resolve within it
      --touch FILE          write FILE when no error was found (for build-tool plugins)
      --file-list FILE      read paths from FILE, one a line (a Run Script phase's input file list);
                            an empty list checks nothing, with a warning
    exit status: 0 no error, 1 errors found, 2 usage error
    """

let migrateUsage = """
    usage: context-check migrate [--write] [--json] [--explain FILE:LINE] [--partial-branches WHEN]
                                 [--prefix PREFIX] [--target-root FOLDER]… PATH…
      --write               write the changes instead of printing them as a diff
      --json                the diff, the totals and the statements left, as JSON
      --explain FILE:LINE   print how the branch at that line was decided, statement by statement,
                            instead of the diff (FILE: its path or the end of it, Detail.swift)
      --partial-branches WHEN
                            shorter (default): a branch that cannot be converted whole is converted
                            in part only when that makes the handoff shorter, and the app's handoff
                            never grows; always: whenever it can
      --prefix PREFIX       the marker prefix of the project (default prepCtx)
      --target-root FOLDER  a folder holding one target's files (repeatable)
    prints a unified diff (apply it with git apply), then the statements left and the totals on stderr;
    --write checks every file first (regular, unchanged since read, writable), writes each atomically
    through its symbolic links with its permissions kept, restores them all if one fails, and lists them
    exit status: 0, 1 when --write wrote nothing because a file cannot be written, 2 for a usage error
    """

func fail(_ message: String, usage: String = usage) -> Never {
    FileHandle.standardError.write(Data("context-check: \(message)\n\(usage)\n".utf8))
    exit(ExitStatus.usage.rawValue)
}

/// The command line of one command, read by the parser all three share: `--help` prints
/// `usage`, a wrong command line exits with status 2 and `usage`.
func parse(_ arguments: ArraySlice<String>, _ options: CommandOptions, usage: String) -> CommandOptions.Parsed {
    switch options.parse(arguments) {
    case .parsed(let parsed): return parsed
    case .help:
        print(usage)
        exit(ExitStatus.clean.rawValue)
    case .failed(let message): fail(message, usage: usage)
    }
}

/// `context-check migrate`: plans the migration and prints or writes it.
func migrate(_ arguments: ArraySlice<String>) -> Never {
    let options = parse(arguments, .migrate, usage: migrateUsage)
    let write = options.has("--write")
    let json = options.has("--json")
    let prefix = options.value("--prefix") ?? "prepCtx"
    let paths = options.paths
    let targetRoots = options.values("--target-root")
    guard !paths.isEmpty else { fail("no path given", usage: migrateUsage) }
    if write && json { fail("--write and --json do not go together: choose one", usage: migrateUsage) }
    let partial = options.value("--partial-branches") ?? "shorter"
    guard let partialBranches = MigrationPlanner.PartialBranches(rawValue: partial) else {
        fail("--partial-branches takes shorter or always, not '\(partial)'", usage: migrateUsage)
    }
    var explained: (path: String, line: Int)?
    if let location = options.value("--explain") {
        guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]),
            line > 0, colon > location.startIndex
        else {
            fail("--explain takes FILE:LINE (Detail.swift:42), not '\(location)'", usage: migrateUsage)
        }
        if write || json { fail("--explain goes with neither --write nor --json: choose one", usage: migrateUsage) }
        explained = (String(location[..<colon]), line)
    }
    let plan = MigrationPlanner(prefix: prefix, partialBranches: partialBranches).plan(
        InputFiles.collect(paths, targetRoots: targetRoots))
    if let (path, line) = explained {
        do {
            print(try plan.explanation(path: path, line: line), terminator: "")
        } catch {
            FileHandle.standardError.write(Data("context-check: \(error.description)\n".utf8))
            exit(ExitStatus.usage.rawValue)
        }
        exit(ExitStatus.clean.rawValue)
    }
    if json {
        print(plan.json(), terminator: "")
    } else {
        if write {
            do {
                let written = try plan.write()
                print(
                    written.map { "wrote \($0.path)" + ($0.target.map { " (through its link, \($0))" } ?? "") + "\n" }
                        .joined(), terminator: "")
            } catch {
                FileHandle.standardError.write(Data("context-check: \(error)\n".utf8))
                exit(ExitStatus.foundErrors.rawValue)
            }
        } else {
            print(plan.unifiedDiff(), terminator: "")
        }
        let report = plan.notes.map { $0.description + "\n" }.joined() + plan.summary + "\n"
        FileHandle.standardError.write(Data(report.utf8))
    }
    exit(ExitStatus.clean.rawValue)
}

let arguments = CommandLine.arguments.dropFirst()[...]
if arguments.first == "migrate" { migrate(arguments.dropFirst()) }
if arguments.first == "map" { map(arguments.dropFirst()) }
let options = parse(arguments, .check, usage: usage)
let json = options.has("--json")
let quiet = options.has("--quiet")
let listTargets = options.has("--list-targets")
let prefix = options.value("--prefix") ?? "prepCtx"
let targetRoots = options.values("--target-root")
let touch = options.value("--touch")
let project = options.value("--project")
let targetName = options.value("--target")
let fileList = !options.values("--file-list").isEmpty
var paths = options.paths
for list in options.values("--file-list") {
    guard let data = FileManager.default.contents(atPath: list) else {
        fail("cannot read the file list '\(list)'. To fix, check its path")
    }
    paths += String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}
guard !paths.isEmpty || project != nil || fileList else { fail("no path given") }
if targetName != nil && project == nil { fail("--target needs --project: the project that defines the target") }

let model = AppModel.build(paths: paths, targetRoots: targetRoots, project: project, target: targetName)
if targetName != nil && model.focus == nil {
    // The target is not in the project: say which exist, as a usage error.
    FileHandle.standardError.write(Data(model.diagnostics.map { $0.description + "\n" }.joined().utf8))
    exit(ExitStatus.usage.rawValue)
}
if listTargets {
    for target in model.targets { print(target.project + "\t" + target.name) }
    exit(ExitStatus.clean.rawValue)
}
let result = ContractChecker(prefix: prefix).check(model)
print(result.output(json: json, quiet: quiet), terminator: "")
if let touch, !result.hasErrors {
    _ = FileManager.default.createFile(atPath: touch, contents: Data("// \(result.summary)\n".utf8))
}
exit(result.hasErrors ? ExitStatus.foundErrors.rawValue : ExitStatus.clean.rawValue)
