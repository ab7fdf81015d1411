import Foundation
import PackagePlugin

/// `swift package context-check [--json] [--quiet] [--prefix P] [--target-root FOLDER]… [--target NAME]… [PATH…]`:
/// runs the check over the given paths, the named targets' files, or the package folder,
/// and fails when it finds an error. In an Xcode project (File ▸ Packages, or the project's
/// context menu), it checks the targets chosen there, or the project's folder.
///
/// `swift package context-check migrate [--json] [--explain FILE:LINE] [--partial-branches WHEN] [--prefix P]
/// [--target NAME]… [PATH…]` runs the migration assistant instead: it prints the diff that replaces
/// the recognised prepare(for:sender:) branches, for `git apply` (a plugin may not write the
/// package's files), or how one branch was decided.
///
/// `swift package context-check map [--format dot|mermaid] [--storyboard NAME]… [--from SCENE]… [--target NAME]… [PATH…]`
/// draws the context map of the same files and prints it (`-o FILE` writes it, which needs
/// `--allow-writing-to-package-directory` or `--disable-sandbox`).
///
/// Options are parsed here, so `--prefix ctx` is an option and not a path. The tool's exit
/// status is told apart: 1 is "found errors", 2 a usage error; anything else is a crash.
///
/// A plugin has one stream of text, which SwiftPM prints on its standard output: the tool's
/// standard output (the findings, the diff, the map) goes there alone, and what the tool writes on
/// standard error (the migration's notes, the map's summary) reaches SwiftPM's standard error
/// line by line, after the tool ends, prefixed `[ContextCheckPlugin]` — so `migrate | git apply`
/// and `map > map.dot` receive the product and nothing else.
@main
struct ContextCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let options = Options(arguments) else { return }
        try Self.run(
            tool: context.tool(named: "context-check").url, options: options, project: context.package.directoryURL,
            work: context.pluginWorkDirectoryURL)
    }

    /// Runs the tool once per named target (`--project FOLDER --target NAME`, the model of the
    /// whole project, that target's findings), or once over the paths, or over the project's
    /// folder.
    static func run(tool: URL, options: Options, project: URL, work: URL) throws {
        if options.targetNames.isEmpty || options.migrate {
            let paths = options.paths.isEmpty ? [project.path] : options.paths
            try run(tool: tool, arguments: options.toolArguments(paths: paths), work: work)
            return
        }
        for name in options.targetNames {
            try run(
                tool: tool,
                arguments: options.toolArguments(paths: options.paths, project: project.path, target: name), work: work)
        }
    }

    /// The command line, parsed.
    struct Options {
        /// Whether the first argument was `migrate`.
        var migrate: Bool
        /// Whether the first argument was `map`, and the map's own options, as the tool takes them.
        var map: Bool
        var mapOptions: [String] = []
        /// The migration's own options (`--explain`, `--partial-branches`), as the tool takes them.
        var migrateOptions: [String] = []
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
            if migrate {
                for option in ["explain", "partial-branches"] {
                    for value in extractor.extractOption(named: option) { migrateOptions += ["--\(option)", value] }
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
                        + "--storyboard NAME, --from SCENE, -o FILE; for migrate: --explain FILE:LINE, "
                        + "--partial-branches shorter|always)")
                return nil
            }
        }

        func toolArguments(paths: [String], project: String? = nil, target: String? = nil) -> [String] {
            var arguments: [String] = migrate ? ["migrate"] + migrateOptions : map ? ["map"] + mapOptions : []
            if json && !map { arguments.append("--json") }
            if quiet && !migrate && !map { arguments.append("--quiet") }
            if let prefix { arguments += ["--prefix", prefix] }
            for root in targetRoots { arguments += ["--target-root", root] }
            if let project, let target { arguments += ["--project", project, "--target", target] }
            return arguments + ["--"] + paths
        }
    }

    /// Runs the tool and turns its exit status into the plugin's outcome. Its standard error
    /// goes to a file in the plugin's work folder (a file, not a pipe: nothing to drain while the
    /// tool runs), whose lines then reach SwiftPM's standard error.
    static func run(tool: URL, arguments: [String], work: URL) throws {
        let errors = work.appendingPathComponent("context-check.stderr")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            Diagnostics.error(
                "context-check: cannot write \(errors.path). To fix, make the plugin's work folder writable")
            return
        }
        let errorFile = try FileHandle(forWritingTo: errors)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardError = errorFile
        try process.run()
        process.waitUntilExit()
        try errorFile.close()
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") { Diagnostics.progress(String(line)) }
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
        /// From Xcode's menu: checks the chosen targets (Xcode passes each as `--target NAME`)
        /// against the model of the whole project, or the whole project folder when none is chosen.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            guard let options = Options(arguments) else { return }
            try Self.run(
                tool: context.tool(named: "context-check").url, options: options,
                project: context.xcodeProject.directoryURL, work: context.pluginWorkDirectoryURL)
        }
    }
#endif
