import Foundation
import PackagePlugin

/// `swift package context-check [--json] [--prefix P] [paths…]`: runs the check over the
/// package directory (or the given paths) and fails when it finds an error.
@main
struct ContextCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "context-check")
        var arguments = arguments
        if !arguments.contains(where: { !$0.hasPrefix("-") }) {
            arguments.append(context.package.directoryURL.path)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("context-check found problems (exit status \(process.terminationStatus))")
        }
    }
}
