import Foundation
import PackagePlugin

/// Runs context-check on every build of a target that uses this plugin, so that findings
/// appear inline in Xcode (and in `swift build`), and an error fails the build. A clean check
/// prints nothing.
///
/// The command checks the target's storyboards and Swift and Objective-C files, and the Swift
/// and Objective-C files of the targets it depends on (a scene's class may live in one, named
/// by the scene's module). They are its inputs, so it runs again only when one of them changes.
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
                name: target.name, own: own, dependencies: dependencies)
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
    /// written only when no error was found.
    static func command(tool: URL, workDirectory: URL, name: String, own: [URL], dependencies: [URL]) -> Command {
        var seen = Set<String>()
        let inputs = (own + dependencies).filter { seen.insert($0.standardizedFileURL.path).inserted }
        let language = own.contains { $0.pathExtension == "swift" } ? "swift" : "m"
        let safeName = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let output = workDirectory.appendingPathComponent("ContextCheck-\(safeName).\(language)")
        return .buildCommand(
            displayName: "context-check \(name)", executable: tool,
            arguments: ["--quiet", "--touch", output.path, "--"] + inputs.map(\.path), inputFiles: inputs,
            outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ContextCheckBuildPlugin: XcodeBuildToolPlugin {
        /// In an Xcode project's target: checks the target's storyboards and sources with the
        /// sources of the targets and package products it depends on.
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
                    name: target.displayName, own: own, dependencies: dependencies)
            ]
        }
    }
#endif
