import Foundation

/// Where one target (or project) of the checked repository ends, so that a class or a
/// storyboard resolves within the target that uses it.
///
/// A repository often holds several apps or targets that declare classes of the same name
/// (an iOS and a macOS `AccountViewController`). A target root is a folder whose files
/// see each other and the files outside every target root, but not the files of another
/// target root. Target roots are named with `--target-root`, or inferred: a folder holding
/// an `.xcodeproj` or a `Package.swift`, a subfolder named after one of the Xcode
/// project's targets or synchronized with one (Xcode 16), and `Sources/<Target>` of a
/// package. Within what a file sees, the declaration nearest to it in the folder tree wins,
/// then the one written against the using file's UI framework; a tie is reported as
/// ambiguous.
public struct TargetMap: Sendable {
    /// Absolute target root folders.
    public private(set) var roots: Set<String>

    /// Creates a map.
    ///
    /// - Parameter roots: Target root folders, relative to the working directory or absolute.
    public init(roots: some Sequence<String> = []) {
        self.roots = Set(roots.map(Self.absolute))
    }

    /// The absolute, standardized form of `path`.
    static func absolute(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL.path
        while url.count > 1 && url.hasSuffix("/") { url.removeLast() }
        return url
    }

    /// The innermost target root containing `path`, `nil` when it is in none.
    func root(of path: String) -> String? {
        var folder = (Self.absolute(path) as NSString).deletingLastPathComponent
        while folder.count > 1 {
            if roots.contains(folder) { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Whether a declaration in `location` is seen from `path`: every target root that holds
    /// the declaration holds `path` too.
    func isVisible(_ location: String, from path: String) -> Bool {
        guard let root = root(of: location) else { return true }
        return Self.absolute(path).hasPrefix(root + "/")
    }

    /// The outcome of looking a name up from a file.
    public enum Resolution<Item> {
        /// One declaration is meant.
        case found(Item)
        /// Several are equally near; none is picked.
        case ambiguous([Item])
        /// Declarations exist, but only in other targets.
        case elsewhere([Item])
        /// No declaration of that name.
        case missing
    }

    /// Picks the declaration meant by a name used in `path`.
    ///
    /// - Parameters:
    ///   - candidates: Every declaration of the name.
    ///   - path: The file that uses the name.
    ///   - location: A declaration's file.
    ///   - prefer: Breaks a tie between equally near declarations (the platform).
    func resolve<Item>(
        _ candidates: [Item], from path: String, location: (Item) -> String, prefer: (Item) -> Bool = { _ in true }
    ) -> Resolution<Item> {
        guard !candidates.isEmpty else { return .missing }
        let user = Self.absolute(path)
        let visible = candidates.filter { isVisible(location($0), from: user) }
        guard !visible.isEmpty else { return .elsewhere(candidates) }
        if visible.count == 1 { return .found(visible[0]) }
        let userFolders = user.split(separator: "/").dropLast()
        func nearness(_ item: Item) -> Int {
            let folders = Self.absolute(location(item)).split(separator: "/").dropLast()
            return zip(userFolders, folders).prefix { $0 == $1 }.count
        }
        let best = visible.map(nearness).max() ?? 0
        var nearest = visible.filter { nearness($0) == best }
        if nearest.count > 1 {
            let preferred = nearest.filter(prefer)
            if !preferred.isEmpty { nearest = preferred }
        }
        return nearest.count == 1 ? .found(nearest[0]) : .ambiguous(nearest)
    }

    /// The folders of an Xcode project's targets, relative to the project's folder: each
    /// `PBXNativeTarget`'s `name`, and the folders of its `fileSystemSynchronizedGroups`
    /// (Xcode 16 projects, where a target is a folder).
    static func xcodeTargetFolders(project: String) -> [String] {
        guard let text = try? String(contentsOfFile: project + "/project.pbxproj", encoding: .utf8),
            let start = text.range(of: "/* Begin PBXNativeTarget section */"),
            let end = text.range(of: "/* End PBXNativeTarget section */", range: start.upperBound..<text.endIndex)
        else { return [] }
        var folders: [String] = []
        var inSynchronizedGroups = false
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("fileSystemSynchronizedGroups = (") {
                inSynchronizedGroups = true
            } else if inSynchronizedGroups {
                if trimmed.hasPrefix(")") {
                    inSynchronizedGroups = false
                } else if let open = trimmed.range(of: "/* "), let close = trimmed.range(of: " */"),
                    open.upperBound <= close.lowerBound
                {
                    folders.append(String(trimmed[open.upperBound..<close.lowerBound]))
                }
            } else if trimmed.hasPrefix("name = "), trimmed.hasSuffix(";") {
                var name = trimmed.dropFirst("name = ".count).dropLast()
                if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 { name = name.dropFirst().dropLast() }
                folders.append(String(name))
            }
        }
        return folders
    }

    /// Adds the roots a folder's markers imply: the folder of an `.xcodeproj` and its target
    /// folders, the folder of a `Package.swift` and its `Sources/<Target>` folders.
    mutating func addMarkers(projectFolders: [String], xcodeProjects: [String], packageFolders: [String]) {
        let manager = FileManager.default
        func isFolder(_ path: String) -> Bool {
            var folder: ObjCBool = false
            return manager.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
        }
        for folder in projectFolders { roots.insert(Self.absolute(folder)) }
        for project in xcodeProjects {
            let folder = (Self.absolute(project) as NSString).deletingLastPathComponent
            for name in Self.xcodeTargetFolders(project: project) where isFolder(folder + "/" + name) {
                roots.insert(folder + "/" + name)
            }
        }
        for package in packageFolders {
            let folder = Self.absolute(package)
            for group in ["Sources", "Tests"] {
                for name in (try? manager.contentsOfDirectory(atPath: folder + "/" + group)) ?? []
                where isFolder(folder + "/" + group + "/" + name) {
                    roots.insert(folder + "/" + group + "/" + name)
                }
            }
        }
    }
}
