import Foundation
import PackagePlugin

/// `swift package context-check [--json] [--prefix P] [--target-root FOLDER]… [--target NAME]… [PATH…]`:
/// runs the check over the given paths, the named targets' folders, or the package folder,
/// and fails when it finds an error.
///
/// Options are parsed here, so `--prefix ctx` is an option and not a path. The tool's exit
/// status is told apart: 1 is "found errors", 2 a usage error; anything else is a crash.
@main
struct ContextCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let json = extractor.extractFlag(named: "json") > 0
        let prefixes = extractor.extractOption(named: "prefix")
        let targetRoots = extractor.extractOption(named: "target-root")
        let targetNames = extractor.extractOption(named: "target")
        var paths = extractor.remainingArguments
        if let unknown = paths.first(where: { $0.hasPrefix("-") }) {
            Diagnostics.error(
                "context-check: unknown option '\(unknown)'. To fix, use --json, --prefix P, --target-root FOLDER, "
                    + "--target NAME, or paths")
            return
        }
        for name in targetNames {
            guard let target = try context.package.targets(named: [name]).first as? any SourceModuleTarget else {
                continue
            }
            // The target's files (`Target.directoryURL` needs tools 6.1; this package is on 6.0).
            let extensions: Set = ["storyboard", "swift", "h", "m", "mm"]
            paths += target.sourceFiles.map(\.url).filter { extensions.contains($0.pathExtension) }.map(\.path)
        }
        if paths.isEmpty { paths = [context.package.directoryURL.path] }
        var toolArguments: [String] = []
        if json { toolArguments.append("--json") }
        if let prefix = prefixes.last { toolArguments += ["--prefix", prefix] }
        for root in targetRoots { toolArguments += ["--target-root", root] }
        toolArguments.append("--")
        toolArguments += paths

        let process = Process()
        process.executableURL = try context.tool(named: "context-check").url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0):
            break
        case (.exit, 1):
            Diagnostics.error("context-check found errors in the storyboards (listed above)")
        case (.exit, 2):
            Diagnostics.error("context-check did not run: the command line was not understood (see above)")
        case (let reason, let status):
            Diagnostics.error(
                "context-check stopped unexpectedly (\(reason == .uncaughtSignal ? "signal" : "exit status") "
                    + "\(status)). To fix, report it with the command that was run")
        }
    }
}
