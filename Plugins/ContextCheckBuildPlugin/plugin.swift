import Foundation
import PackagePlugin

/// Runs context-check on every build of a target that uses this plugin, so that findings
/// appear inline in Xcode (and in `swift build`), and an error fails the build.
///
/// The command checks the target's storyboards and Swift and Objective-C files, and takes
/// them as its inputs, so it runs again only when one of them changes. Its output is an empty
/// Swift file (a comment), which makes the build system run it before compiling the target.
/// A storyboard in a package target must be one of its files (a resource, or excluded), so
/// that the plugin sees it.
@main
struct ContextCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles.map(\.url).filter(Self.isChecked)
        guard !inputs.isEmpty else { return [] }
        return try [
            Self.command(
                tool: context.tool(named: "context-check").url, workDirectory: context.pluginWorkDirectoryURL,
                name: target.name, paths: inputs, inputs: inputs)
        ]
    }

    static func isChecked(_ url: URL) -> Bool {
        ["storyboard", "swift", "h", "m", "mm"].contains(url.pathExtension)
    }

    static func command(tool: URL, workDirectory: URL, name: String, paths: [URL], inputs: [URL]) -> Command {
        let output = workDirectory.appendingPathComponent("ContextCheck-\(name).swift")
        return .buildCommand(
            displayName: "context-check \(name)", executable: tool,
            arguments: ["--touch", output.path, "--"] + paths.map(\.path), inputFiles: inputs, outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ContextCheckBuildPlugin: XcodeBuildToolPlugin {
        /// In an Xcode app target: checks the target's own storyboards and sources.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.map(\.url).filter(Self.isChecked)
            guard !inputs.isEmpty else { return [] }
            return try [
                Self.command(
                    tool: context.tool(named: "context-check").url, workDirectory: context.pluginWorkDirectoryURL,
                    name: target.displayName, paths: inputs, inputs: inputs)
            ]
        }
    }
#endif
