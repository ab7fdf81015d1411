import Foundation

/// The files a check reads, found under the paths given on the command line.
public struct InputFiles: Sendable {
    /// `.storyboard` files, sorted.
    public var storyboards: [String] = []
    /// `.swift` files, sorted.
    public var swiftFiles: [String] = []
    /// Paths that do not exist.
    public var diagnostics: [Diagnostic] = []

    private static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Collects the inputs: files as given, folders searched recursively.
    ///
    /// - Parameter paths: Files and folders.
    public static func collect(_ paths: [String]) -> InputFiles {
        var inputs = InputFiles()
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                inputs.diagnostics.append(
                    Diagnostic(
                        severity: .error, position: SourcePosition(path: path, line: 1, column: 1),
                        message: "no such file or folder. To fix, correct the path given to context-check."))
                continue
            }
            if !isFolder.boolValue {
                inputs.add(path)
                continue
            }
            let root = URL(fileURLWithPath: path)
            let enumerator = manager.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL {
                if skippedFolders.contains(url.lastPathComponent) {
                    enumerator?.skipDescendants()
                    continue
                }
                inputs.add(url.path)
            }
        }
        inputs.storyboards.sort()
        inputs.swiftFiles.sort()
        return inputs
    }

    private mutating func add(_ path: String) {
        if path.hasSuffix(".storyboard") {
            storyboards.append(path)
        } else if path.hasSuffix(".swift") {
            swiftFiles.append(path)
        }
    }
}
