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
    public internal(set) var roots: Set<String>
    /// Absolute folders of the projects found (`.xcodeproj`, `Package.swift`).
    public private(set) var projects: Set<String> = []

    /// A module the project builds: an Xcode target's, or a package's `Sources/<Target>`.
    struct Module: Sendable {
        /// The module's name, as a storyboard's `customModule` names it.
        var name: String
        /// Its folders, absolute.
        var folders: [String]
        /// Files it builds outside those folders, absolute.
        var files: Set<String>
        /// Its bundle identifiers, when known.
        var bundleIdentifiers: Set<String>
    }

    /// The modules found, in the order found.
    private(set) var modules: [Module] = []
    /// Indices into `modules` by module name.
    private var modulesByName: [String: [Int]] = [:]
    /// Indices into `modules` by bundle identifier.
    private var modulesByBundle: [String: [Int]] = [:]
    /// For a file an Xcode target builds from outside the target's folder, the target roots it
    /// belongs to: it sees their files as theirs do.
    private var memberRoots: [String: Set<String>] = [:]

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

    /// Whether a declaration in `location` is seen from `path`: the target root that holds
    /// the declaration holds `path` too, or an Xcode target builds both.
    func isVisible(_ location: String, from path: String) -> Bool {
        guard let root = root(of: location) else { return true }
        let user = Self.absolute(path)
        if user.hasPrefix(root + "/") || memberRoots[user]?.contains(root) == true { return true }
        // A file another target also builds (an extension taking a file of the app's folder)
        // is that target's too.
        guard !memberRoots.isEmpty, let shared = memberRoots[Self.absolute(location)] else { return false }
        return shared.contains { user.hasPrefix($0 + "/") }
    }

    /// The modules of that name.
    func modules(named name: String) -> [Module] { (modulesByName[name] ?? []).map { modules[$0] } }

    /// The modules whose bundle has that identifier.
    func modules(bundleIdentifier: String) -> [Module] { (modulesByBundle[bundleIdentifier] ?? []).map { modules[$0] } }

    /// Whether `module` builds the file at `path`: it is in one of its folders, or one of its files.
    func module(_ module: Module, contains path: String) -> Bool {
        let file = Self.absolute(path)
        return module.files.contains(file) || module.folders.contains { file.hasPrefix($0 + "/") }
    }

    /// Adds a module, and makes its files outside its folders see its target roots.
    mutating func add(_ module: Module) {
        modulesByName[module.name, default: []].append(modules.count)
        for identifier in module.bundleIdentifiers { modulesByBundle[identifier, default: []].append(modules.count) }
        modules.append(module)
        let moduleRoots = module.folders.filter(roots.contains)
        guard !moduleRoots.isEmpty else { return }
        for file in module.files where !moduleRoots.contains(where: { file.hasPrefix($0 + "/") }) {
            memberRoots[file, default: []].formUnion(moduleRoots)
        }
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
        guard !visible.isEmpty else {
            // Another project beside this one (a sibling app, a monorepo's other package) is not
            // "another target": what it declares does not exist for this one.
            let project = project(of: user)
            let sameProject = candidates.filter { self.project(of: location($0)) == project }
            return sameProject.isEmpty ? .missing : .elsewhere(sameProject)
        }
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

    /// Adds the folder of an `.xcodeproj` or a `Package.swift`: a target root, and a project
    /// whose results never depend on another project beside it.
    mutating func addProject(_ folder: String) {
        let folder = Self.absolute(folder)
        roots.insert(folder)
        projects.insert(folder)
    }

    /// The innermost project folder holding `path`, `nil` when it is in none.
    func project(of path: String) -> String? {
        guard !projects.isEmpty else { return nil }
        var folder = (Self.absolute(path) as NSString).deletingLastPathComponent
        while folder.count > 1 {
            if projects.contains(folder) { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }
}
