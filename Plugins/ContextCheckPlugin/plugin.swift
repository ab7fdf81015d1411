import Foundation
import PackagePlugin

/// `swift package context-check [--json] [--quiet] [--prefix P] [--target-root FOLDER]… [--target NAME]… [PATH…]`:
/// runs the check over the given paths, the named targets' files, or the package folder,
/// and fails when it finds an error. In an Xcode project (File ▸ Packages, or the project's
/// context menu), it checks the targets chosen there, or the project's folder.
///
/// `swift package context-check migrate [--json] [--prefix P] [--target NAME]… [PATH…]` runs the
/// migration assistant instead: it prints the diff that replaces the recognised
/// prepare(for:sender:) branches, for `git apply` (a plugin may not write the package's files).
///
/// `swift package context-check map [--format dot|mermaid] [--storyboard NAME]… [--from SCENE]… [--target NAME]… [PATH…]`
/// draws the context map of the same files and prints it (`-o FILE` writes it, which needs
/// `--allow-writing-to-package-directory` or `--disable-sandbox`).
///
/// Options are parsed here, so `--prefix ctx` is an option and not a path. The tool's exit
/// status is told apart: 1 is "found errors", 2 a usage error; anything else is a crash.
@main
struct ContextCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let options = Options(arguments) else { return }
        var paths = options.paths
        for name in options.targetNames {
            guard let target = try context.package.targets(named: [name]).first as? any SourceModuleTarget else {
                continue
            }
            // The target's files (`Target.directoryURL` needs tools 6.1; this package is on 6.0).
            paths += target.sourceFiles.map(\.url).filter(Options.isChecked).map(\.path)
        }
        if paths.isEmpty { paths = [context.package.directoryURL.path] }
        try Self.run(tool: context.tool(named: "context-check").url, arguments: options.toolArguments(paths: paths))
    }

    /// The command line, parsed.
    struct Options {
        /// Whether the first argument was `migrate`.
        var migrate: Bool
        /// Whether the first argument was `map`, and the map's own options, as the tool takes them.
        var map: Bool
        var mapOptions: [String] = []
        var json: Bool
        var quiet: Bool
        var prefix: String?
        var targetRoots: [String]
        var targetNames: [String]
        var paths: [String]

        /// Parses the arguments; `nil` after reporting an unknown option.
        init?(_ arguments: [String]) {
            migrate = arguments.first == "migrate"
            map = arguments.first == "map"
            var extractor = ArgumentExtractor(
                (migrate || map ? Array(arguments.dropFirst()) : arguments).map { $0 == "-o" ? "--output" : $0 })
            if map {
                for option in ["format", "storyboard", "from", "output"] {
                    for value in extractor.extractOption(named: option) { mapOptions += ["--\(option)", value] }
                }
            }
            if migrate && extractor.extractFlag(named: "write") > 0 {
                Diagnostics.error(
                    "context-check migrate: a command plugin may not write the package's files. To fix, apply the "
                        + "diff it prints: swift package context-check migrate | git apply")
                return nil
            }
            json = extractor.extractFlag(named: "json") > 0
            quiet = extractor.extractFlag(named: "quiet") > 0
            prefix = extractor.extractOption(named: "prefix").last
            targetRoots = extractor.extractOption(named: "target-root")
            targetNames = extractor.extractOption(named: "target")
            paths = extractor.remainingArguments
            if let unknown = paths.first(where: { $0.hasPrefix("-") }) {
                Diagnostics.error(
                    "context-check: unknown option '\(unknown)'. To fix, use --json, --quiet, --prefix P, "
                        + "--target-root FOLDER, --target NAME, or paths (and for map: --format dot|mermaid, "
                        + "--storyboard NAME, --from SCENE, -o FILE)")
                return nil
            }
        }

        static func isChecked(_ url: URL) -> Bool {
            ["storyboard", "swift", "h", "m", "mm"].contains(url.pathExtension)
        }

        func toolArguments(paths: [String]) -> [String] {
            var arguments: [String] = migrate ? ["migrate"] : map ? ["map"] + mapOptions : []
            if json && !map { arguments.append("--json") }
            if quiet && !migrate && !map { arguments.append("--quiet") }
            if let prefix { arguments += ["--prefix", prefix] }
            for root in targetRoots { arguments += ["--target-root", root] }
            return arguments + ["--"] + paths
        }
    }

    /// Runs the tool and turns its exit status into the plugin's outcome.
    static func run(tool: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
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

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ContextCheckPlugin: XcodeCommandPlugin {
        /// From Xcode's menu: checks the chosen targets' storyboards and sources (Xcode passes
        /// each as `--target NAME`), or the whole project folder when none is chosen.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            guard let options = Options(arguments) else { return }
            var paths = options.paths
            for name in options.targetNames {
                guard let target = context.xcodeProject.targets.first(where: { $0.displayName == name }) else {
                    Diagnostics.warning("context-check: the project has no target named '\(name)'")
                    continue
                }
                paths += target.inputFiles.map(\.url).filter(Options.isChecked).map(\.path)
            }
            if paths.isEmpty { paths = [context.xcodeProject.directoryURL.path] }
            try Self.run(
                tool: context.tool(named: "context-check").url, arguments: options.toolArguments(paths: paths))
        }
    }
#endif
