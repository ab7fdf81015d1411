import Foundation
import PackagePlugin

/// Runs context-check on every build of a target that uses this plugin, so that findings
/// appear inline in Xcode (and in `swift build`), and an error fails the build. A clean check
/// prints nothing.
///
/// The command names the package (or the Xcode project) and the target — `--project FOLDER
/// --target NAME` — so the tool builds the same model of the app as a run on the folder: the
/// project's targets, their modules, which storyboards each bundle holds, the `.context-check`
/// file. It reports the findings in the target's own storyboards and sources. Its declared
/// inputs stay the files — the target's storyboards and sources, the sources of the targets it
/// depends on, the configuration file — so it runs again only when one of them changes.
/// Its output is an empty source file (a comment) in the target's language — Swift, or
/// Objective-C for a target without Swift, which may have no `SWIFT_VERSION` — which makes
/// the build system run it before compiling the target. A storyboard in a package target must
/// be one of its files (a resource, or excluded), so that the plugin sees it.
@main
struct ContextCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? any SourceModuleTarget else { return [] }
        let own = module.sourceFiles.map(\.url).filter(Self.isChecked)
        guard !own.isEmpty else { return [] }
        let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? any SourceModuleTarget }
            .flatMap { $0.sourceFiles.map(\.url) }.filter(Self.isSource)
        return try [
            Self.command(
                tool: context.tool(named: "context-check").url, workDirectory: context.pluginWorkDirectoryURL,
                project: context.package.directoryURL, name: target.name, own: own, dependencies: dependencies)
        ]
    }

    /// Files the check reads from the target itself.
    static func isChecked(_ url: URL) -> Bool {
        ["storyboard", "swift", "h", "m", "mm"].contains(url.pathExtension)
    }

    /// Files the check reads from a target this one depends on: its classes, not its
    /// storyboards (its own build checks those).
    static func isSource(_ url: URL) -> Bool {
        ["swift", "h", "m", "mm"].contains(url.pathExtension)
    }

    /// The build command: quiet, so that a clean check prints nothing; its output file is
    /// written only when no error was found. `project` is the folder of the package or of the
    /// Xcode project, which the tool reads whole (a build command may read any file; it may
    /// write only its outputs).
    static func command(
        tool: URL, workDirectory: URL, project: URL, name: String, own: [URL], dependencies: [URL]
    ) -> Command {
        var seen = Set<String>()
        var inputs = (own + dependencies).filter { seen.insert($0.standardizedFileURL.path).inserted }
        let configuration = project.appendingPathComponent(".context-check")
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        let language = own.contains { $0.pathExtension == "swift" } ? "swift" : "m"
        let safeName = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let output = workDirectory.appendingPathComponent("ContextCheck-\(safeName).\(language)")
        return .buildCommand(
            displayName: "context-check \(name)", executable: tool,
            arguments: ["--quiet", "--touch", output.path, "--project", project.path, "--target", name],
            inputFiles: inputs, outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ContextCheckBuildPlugin: XcodeBuildToolPlugin {
        /// In an Xcode project's target: checks the target's storyboards against the project's
        /// model; its inputs are its storyboards and sources and those of the targets and package
        /// products it depends on.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let own = target.inputFiles.map(\.url).filter(Self.isChecked)
            guard !own.isEmpty else { return [] }
            var dependencies: [URL] = []
            var seen: Set<String> = [target.id]
            var pending = target.dependencies
            while let dependency = pending.popLast() {
                switch dependency {
                case .target(let other):
                    guard seen.insert(other.id).inserted else { continue }
                    dependencies += other.inputFiles.map(\.url).filter(Self.isSource)
                    pending += other.dependencies
                case .product(let product):
                    for packageTarget in product.targets {
                        guard let module = packageTarget as? any SourceModuleTarget else { continue }
                        dependencies += module.sourceFiles.map(\.url).filter(Self.isSource)
                    }
                @unknown default:
                    continue
                }
            }
            return try [
                Self.command(
                    tool: context.tool(named: "context-check").url, workDirectory: context.pluginWorkDirectoryURL,
                    project: context.xcodeProject.directoryURL, name: target.displayName, own: own,
                    dependencies: dependencies)
            ]
        }
    }
#endif
