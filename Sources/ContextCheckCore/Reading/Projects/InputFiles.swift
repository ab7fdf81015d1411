import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files a check reads, found under the paths given on the command line, and the
/// targets they belong to.
public struct InputFiles: Sendable {
    /// `.storyboard` files, sorted.
    public var storyboards: [String] = []
    /// `.swift` files, sorted.
    public var swiftFiles: [String] = []
    /// Objective-C `.h`, `.m` and `.mm` files, sorted.
    public var objectiveCFiles: [String] = []
    /// Paths that do not exist, folders that cannot be read, links that are not followed.
    public var diagnostics: [Diagnostic] = []
    /// The target roots, named and inferred (see ``TargetMap``).
    public var targets = TargetMap()
    /// The `.xcodeproj` bundles found, read by ``AppModel``.
    var xcodeProjects: [String] = []
    /// The folders holding a `Package.swift`, read by ``AppModel``.
    var packageFolders: [String] = []

    /// The folders of the projects found.
    var projectFolders: [String] {
        xcodeProjects.map { ($0 as NSString).deletingLastPathComponent } + packageFolders
    }

    private static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Bundles Xcode does not build from: localization catalogs exported for translators
    /// (`.xcloc`, which hold copies of the storyboards), archives, results, asset catalogs,
    /// workspaces, built products and documentation catalogs.
    static let skippedBundles: Set<String> = [
        "xcloc", "xcarchive", "xcresult", "xcassets", "xcworkspace", "xcframework", "framework", "app", "appex",
        "dSYM", "docc", "playground",
    ]

    /// Collects the inputs: files as given, folders searched recursively.
    ///
    /// - Parameters:
    ///   - paths: Files and folders.
    ///   - targetRoots: Folders to treat as target roots, besides the inferred ones.
    ///   - includeSkipped: Whether to search `Pods` and the other folders Xcode does not build
    ///     from (for the configuration's external folders).
    public static func collect(_ paths: [String], targetRoots: [String] = [], includeSkipped: Bool = false)
        -> InputFiles
    {
        var inputs = InputFiles()
        inputs.targets = TargetMap(roots: targetRoots)
        let manager = FileManager.default
        let skippedFolders: Set<String> = includeSkipped ? [] : Self.skippedFolders
        for root in targetRoots where !manager.fileExists(atPath: root) {
            inputs.warn(root, "the target root given with --target-root does not exist. To fix, correct the path.")
        }
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
            var pending = [path]
            while let folder = pending.popLast() {
                guard access(folder, R_OK | X_OK) == 0,
                    let names = try? manager.contentsOfDirectory(atPath: folder)
                else {
                    inputs.warn(
                        folder,
                        "cannot read this folder, so its files are not checked. "
                            + "To fix, make it readable (chmod u+rx), or leave it out of the paths given.")
                    continue
                }
                for name in names.sorted().reversed() where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                    let child = folder == "/" ? "/" + name : folder + "/" + name
                    var isChildFolder: ObjCBool = false
                    let exists = manager.fileExists(atPath: child, isDirectory: &isChildFolder)
                    let isLink = (try? manager.destinationOfSymbolicLink(atPath: child)) != nil
                    if isLink && exists && isChildFolder.boolValue {
                        let target = (try? manager.destinationOfSymbolicLink(atPath: child)) ?? "?"
                        inputs.warn(
                            child,
                            "this is a symbolic link to a folder ('\(target)'), which is not followed. "
                                + "To fix, give the folder it points to as a path of its own.")
                        continue
                    }
                    if isLink && !exists {
                        inputs.warn(
                            child,
                            "this symbolic link points to nothing, so it is not checked. "
                                + "To fix, correct or remove the link.")
                        continue
                    }
                    if isChildFolder.boolValue {
                        if name.hasSuffix(".xcodeproj") {
                            inputs.xcodeProjects.append(child)
                        } else if !Self.skippedBundles.contains((name as NSString).pathExtension) {
                            pending.append(child)
                        }
                    } else if name == "Package.swift" {
                        inputs.packageFolders.append(folder)
                    } else if exists {
                        inputs.add(child)
                    }
                }
            }
        }
        inputs.storyboards.sort()
        inputs.swiftFiles.sort()
        inputs.objectiveCFiles.sort()
        return inputs
    }

    /// Leaves out the files under `paths` (absolute): the configuration's `skip` lines.
    ///
    /// - Returns: The paths that left a file out, and those that left a storyboard out.
    @discardableResult
    mutating func skip(_ paths: [String]) -> (files: Set<String>, storyboards: Set<String>) {
        guard !paths.isEmpty else { return ([], []) }
        var used: (files: Set<String>, storyboards: Set<String>) = ([], [])
        func kept(_ path: String) -> Bool {
            let absolute = TargetMap.absolute(path)
            let matching = paths.filter { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }
            used.files.formUnion(matching)
            if path.hasSuffix(".storyboard") { used.storyboards.formUnion(matching) }
            return matching.isEmpty
        }
        storyboards = storyboards.filter(kept)
        swiftFiles = swiftFiles.filter(kept)
        objectiveCFiles = objectiveCFiles.filter(kept)
        return used
    }

    private mutating func warn(_ path: String, _ message: String) {
        diagnostics.append(
            Diagnostic(severity: .warning, position: SourcePosition(path: path, line: 1, column: 1), message: message))
    }

    mutating func add(_ path: String) {
        let name = (path as NSString).lastPathComponent
        let folder = (path as NSString).deletingLastPathComponent
        // A project given as a file (a Run Script phase lists files only) is read as in a folder.
        if name == "project.pbxproj" && folder.hasSuffix(".xcodeproj") {
            if !xcodeProjects.contains(folder) { xcodeProjects.append(folder) }
        } else if name == "Package.swift" {
            let packageFolder = folder.isEmpty ? "." : folder
            if !packageFolders.contains(packageFolder) { packageFolders.append(packageFolder) }
        }
        if path.hasSuffix(".storyboard") {
            storyboards.append(path)
        } else if path.hasSuffix(".swift") {
            if (path as NSString).lastPathComponent != "Package.swift" { swiftFiles.append(path) }
        } else if path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm") {
            objectiveCFiles.append(path)
        }
    }
}
