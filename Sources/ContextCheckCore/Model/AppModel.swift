// The app model: the one picture of the app every job reads (the check, the migration, the map).
//
//     AppModel
//     ├─ files: InputFiles            every storyboard, Swift and Objective-C file read, the walk's
//     │                               diagnostics, and the TargetMap (which file sees which)
//     ├─ projects: [String]           folders of each .xcodeproj and Package.swift found
//     ├─ targets: [AppModel.Target]   per target: name, module, project folder, bundle identifiers,
//     │                               folders, `sources` it compiles, `storyboards` its bundle holds,
//     │                               `dependencies` (modules of the project it depends on),
//     │                               `externalDependencies` (package products, pods)
//     ├─ externalModules: Set<String> modules whose classes exist but are not read: package
//     │                               products, pods, binary frameworks, the configuration's
//     ├─ externalClasses: Set<String> class names declared in external folders (the configuration's)
//     ├─ configuration                the project root's `.context-check` file
//     └─ focus: Int?                  the target a plugin run checks (nil: everything read)
//
// Built once by `AppModel.build(paths:targetRoots:project:target:)` from what the user has: an
// `.xcodeproj` (or the folder of an `.xcworkspace`), a `Package.swift` read as data (never
// executed), or a plain folder. The command line and both plugins call that one entry point.
import Foundation

/// The app as every job of the checker sees it: its targets, the modules they define and
/// depend on, which storyboards each target's bundle holds, their sources, and the modules
/// and folders whose classes exist but are not read.
///
/// Build it once with ``build(paths:targetRoots:project:target:)``; ``ContractChecker`` checks
/// it. A run for one target (`--project P --target T`, what the build plugins pass) reads the
/// same model as a run on the folder and reports the findings in that target's files, so that
/// both give the same findings.
public struct AppModel: Sendable {
    /// One target of an Xcode project or a package.
    public struct Target: Sendable {
        /// The target's name.
        public var name: String
        /// The module its classes belong to.
        public var moduleName: String
        /// The folder of the `.xcodeproj` or `Package.swift` that defines it, absolute.
        public var project: String
        /// Its bundle identifiers, when literal.
        public var bundleIdentifiers: Set<String>
        /// Its folders, absolute.
        public var folders: [String]
        /// The Swift and Objective-C files read that it compiles, absolute.
        public var sources: [String] = []
        /// The storyboards read that its bundle holds, absolute.
        public var storyboards: [String] = []
        /// The modules of the same project it depends on.
        public var dependencies: [String]
        /// The modules it links from outside the project (package products).
        public var externalDependencies: [String]
        /// For an Xcode target, the files its build phases take (`nil` for a package target,
        /// whose files are those of its folder).
        var buildFiles: Set<String>?
        /// Folders every file of which is the target's (a package target's, or a synchronized
        /// folder of Xcode 16).
        var ownedFolders: [String]
        /// Files of its folders that it does not take (`exclude:`), absolute.
        var excluded: [String] = []
        /// `sources:` of a package target, absolute; `nil` when not given.
        var sourcePaths: [String]?
        /// Whether its files are known from the project (build phases, synchronized folders, a
        /// package's folder), not guessed from a folder named after it.
        var membershipIsKnown = true
    }

    /// The files read and the target roots.
    public internal(set) var files: InputFiles
    /// The folders of each project (`.xcodeproj`, `Package.swift`) found, absolute.
    public internal(set) var projects: [String] = []
    /// The targets of every project found.
    public internal(set) var targets: [Target] = []
    /// Modules whose classes exist but are not read.
    public internal(set) var externalModules: Set<String> = []
    /// Names of the classes declared in the configuration's external folders.
    var externalClasses: Set<String> = []
    /// The configuration files read.
    public internal(set) var configuration = CheckConfiguration()
    /// The index into ``targets`` of the target a plugin run checks; `nil` checks everything.
    public internal(set) var focus: Int?
    /// Problems building the model (an unknown target, an unreadable configuration).
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The files and folders read (a project's folder, the paths given), absolute.
    var roots: [String] = []

    /// The distinct sets of files Xcode targets build, each with the targets that build it.
    var buildGroups: [(files: Set<String>, targets: [Int])] = []

    /// The targets by absolute file path: which targets compile a file or hold a storyboard.
    private var holders: [String: [Int]] = [:]

    /// Every module the projects define.
    public var moduleNames: Set<String> { Set(targets.map(\.moduleName)) }

    /// The targets that compile `path` or whose bundle holds it.
    func targets(holding path: String) -> [Target] {
        (holders[TargetMap.absolute(path)] ?? []).map { targets[$0] }
    }

    /// The project folder `path` lies in (the innermost), `nil` outside every project.
    func project(of path: String) -> String? {
        files.targets.project(of: path)
    }

    /// Builds the model.
    ///
    /// - Parameters:
    ///   - paths: Files and folders to read (besides `project`).
    ///   - targetRoots: Folders to treat as target roots, besides the inferred ones.
    ///   - project: An `.xcodeproj`, an `.xcworkspace`, a `Package.swift` or the folder holding
    ///     one: its folder is read whole.
    ///   - target: The target whose files the check reports (a build plugin's); needs `project`.
    /// - Returns: The model; problems (a missing path, an unknown target) are its diagnostics.
    public static func build(
        paths: [String], targetRoots: [String] = [], project: String? = nil, target: String? = nil
    ) -> AppModel {
        var projectFolder: String?
        if let project {
            let absolute = TargetMap.absolute(project)
            let name = (absolute as NSString).lastPathComponent
            if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name == "Package.swift" {
                projectFolder = (absolute as NSString).deletingLastPathComponent
            } else {
                projectFolder = absolute
            }
        }
        let walked = (projectFolder.map { [$0] } ?? []) + paths
        var model = AppModel(reading: InputFiles.collect(walked, targetRoots: targetRoots), roots: walked)
        if let target {
            let candidates = model.targets.indices.filter {
                model.targets[$0].name == target
                    && (projectFolder == nil || model.targets[$0].project.hasPrefix(projectFolder ?? ""))
            }
            if let index = candidates.first(where: { model.targets[$0].project == projectFolder }) ?? candidates.first {
                model.focus = index
            } else {
                let known = Set(model.targets.map(\.name)).sorted().joined(separator: ", ")
                model.diagnostics.append(
                    Diagnostic(
                        severity: .error,
                        position: SourcePosition(path: projectFolder ?? paths.first ?? ".", line: 1, column: 1),
                        message: "no target named '\(target)' in the project"
                            + (known.isEmpty
                                ? " (no Xcode project or Package.swift was found)" : " (its targets: \(known))")
                            + ". To fix, pass a target's name with --target, or the folder of the project that defines it "
                            + "with --project."))
            }
        }
        return model
    }

    /// Wraps files already collected in a model, reading no project.
    init(files: InputFiles) {
        self.files = files
    }

    /// Builds the model of the files a folder walk collected: reads the projects it found, the
    /// configuration files of their folders and of the `roots` given, and the external folders.
    ///
    /// - Parameters:
    ///   - inputs: The files and project markers found.
    ///   - roots: The paths walked: a folder among them may hold the configuration file.
    public init(reading inputs: InputFiles, roots: [String] = []) {
        files = inputs
        configuration = CheckConfiguration.read(folders: roots.filter(Self.isFolder) + files.projectFolders)
        diagnostics += configuration.diagnostics
        configuration.usedSkips = files.skip(configuration.skippedPaths)
        self.roots = roots.map(TargetMap.absolute)
        readProjects()
        addBuiltFilesOutside()
        dropExcluded()
        readExternals()
        indexHolders()
    }

    /// Adds the files an Xcode target builds from outside the folders read (`../Shared/…`):
    /// a run on the project's folder then reads what Xcode builds, as a run on the whole
    /// repository does.
    mutating func addBuiltFilesOutside() {
        let read = Set(
            (files.storyboards + files.swiftFiles + files.objectiveCFiles).map(TargetMap.absolute))
        var added = Set<String>()
        for group in buildGroups {
            for file in group.files where !read.contains(file) && !added.contains(file) {
                guard ["storyboard", "swift", "h", "m", "mm"].contains((file as NSString).pathExtension),
                    FileManager.default.fileExists(atPath: file)
                else { continue }
                added.insert(file)
            }
        }
        for file in added.sorted() { files.add(file) }
        files.storyboards.sort()
        files.swiftFiles.sort()
        files.objectiveCFiles.sort()
    }

    /// Leaves out the files a package target excludes (`exclude:`): they are none of its files,
    /// and SwiftPM neither builds nor copies them.
    mutating func dropExcluded() {
        let excluded = targets.flatMap(\.excluded)
        guard !excluded.isEmpty else { return }
        files.skip(excluded)
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// Reads the `.xcodeproj` and `Package.swift` files the walk found into targets, modules and
    /// target roots.
    mutating func readProjects() {
        var map = files.targets
        var found: [TargetMap.Module] = []
        for project in files.xcodeProjects {
            let folder = (TargetMap.absolute(project) as NSString).deletingLastPathComponent
            map.addProject(folder)
            projects.append(folder)
            guard let read = XcodeProject.read(xcodeproj: TargetMap.absolute(project)) else { continue }
            let names = Set(read.targets.map(\.name))
            let moduleByName = Dictionary(
                read.targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
            var groupBySignature: [String: Int] = [:]
            for target in read.targets {
                if !target.files.isEmpty {
                    if let group = groupBySignature[target.phaseSignature] {
                        buildGroups[group].targets.append(targets.count)
                    } else {
                        groupBySignature[target.phaseSignature] = buildGroups.count
                        buildGroups.append((target.files, [targets.count]))
                    }
                }
                map.roots.formUnion(target.folders)
                found.append(
                    TargetMap.Module(
                        name: target.moduleName, folders: target.folders, files: target.files,
                        bundleIdentifiers: target.bundleIdentifiers))
                targets.append(
                    Target(
                        name: target.name, moduleName: target.moduleName, project: folder,
                        bundleIdentifiers: target.bundleIdentifiers, folders: target.folders,
                        dependencies: target.targetDependencies.filter(names.contains).compactMap { moduleByName[$0] },
                        externalDependencies: target.packageProducts,
                        buildFiles: target.files,
                        ownedFolders: target.synchronizedFolders.isEmpty && target.files.isEmpty
                            ? target.folders : target.synchronizedFolders,
                        membershipIsKnown: !target.synchronizedFolders.isEmpty || !target.files.isEmpty))
                externalModules.formUnion(target.packageProducts)
            }
        }
        for package in files.packageFolders {
            let folder = TargetMap.absolute(package)
            map.addProject(folder)
            projects.append(folder)
            let manifest = PackageManifest.read(packageFolder: folder)
            var declared: [PackageManifest.Target] = manifest?.targets ?? []
            // Without a readable target list, every Sources/<Name> and Tests/<Name> is a target.
            if declared.isEmpty {
                for group in ["Sources", "Tests"] {
                    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + group))?.sorted()
                        ?? [] where Self.isFolder(folder + "/" + group + "/" + name)
                    {
                        declared.append(PackageManifest.Target(kind: "target", name: name, path: group + "/" + name))
                    }
                }
            }
            let names = Set(declared.map(\.name))
            for target in declared {
                let module = XcodeProject.c99Identifier(target.name)
                if target.kind == "binaryTarget" || target.kind == "systemLibrary" {
                    externalModules.insert(module)
                    continue
                }
                let root = TargetMap.absolute(folder + "/" + target.folder)
                map.roots.insert(root)
                found.append(TargetMap.Module(name: module, folders: [root], files: [], bundleIdentifiers: []))
                targets.append(
                    Target(
                        name: target.name, moduleName: module, project: folder, bundleIdentifiers: [],
                        folders: [root],
                        dependencies: target.targetDependencies.filter(names.contains).map(XcodeProject.c99Identifier),
                        externalDependencies: target.productDependencies.map(XcodeProject.c99Identifier),
                        buildFiles: nil, ownedFolders: [root],
                        excluded: target.exclude.map { TargetMap.absolute(root + "/" + $0) },
                        sourcePaths: target.sources.map { $0.map { TargetMap.absolute(root + "/" + $0) } }))
                externalModules.formUnion(target.productDependencies.map(XcodeProject.c99Identifier))
            }
        }
        // Roots first: a module's files outside its folders see the roots among its folders.
        for module in found { map.add(module) }
        files.targets = map
        externalModules.subtract(moduleNames)
    }

    /// The configuration's external modules, and the class names of its external folders and of
    /// `Pods/` folders beside a project: their classes exist but are not read.
    mutating func readExternals() {
        externalModules.formUnion(configuration.externalModules)
        var folders = configuration.externalFolders
        for project in projects where Self.isFolder(project + "/Pods") {
            folders.append(project + "/Pods")
            // Each pod's folder is its module (`Pods/Alamofire`).
            for name in (try? FileManager.default.contentsOfDirectory(atPath: project + "/Pods")) ?? []
            where Self.isFolder(project + "/Pods/" + name) && !name.hasPrefix(".") && !name.contains(" ")
                && !["Headers", "Local Podspecs", "Target Support Files"].contains(name)
                && !name.hasSuffix(".xcodeproj")
            {
                externalModules.insert(XcodeProject.c99Identifier(name))
            }
        }
        guard !folders.isEmpty else { return }
        let external = InputFiles.collect(folders, includeSkipped: true)
        let read = external.swiftFiles + external.objectiveCFiles
        // A configured folder is used when it holds a file read here (a stale line is a warning).
        let readPaths = read.map(TargetMap.absolute)
        for line in configuration.externalFolderLines
        where readPaths.contains(where: { $0 == line.path || $0.hasPrefix(line.path + "/") }) {
            configuration.usedExternalFolders.insert(line.path)
        }
        let (declarations, _, _) = ContractChecker.readClasses(read)
        for file in declarations {
            for declared in file.classes {
                externalClasses.insert(declared.name)
                if let objCName = declared.objCName { externalClasses.insert(objCName) }
            }
        }
    }

    /// Which targets compile each source read and hold each storyboard read.
    mutating func indexHolders() {
        // Folder → targets owning every file under it; file → Xcode targets building it.
        var byFolder: [String: [Int]] = [:]
        var byFile: [String: [Int]] = [:]
        for (index, target) in targets.enumerated() {
            for folder in target.ownedFolders { byFolder[folder, default: []].append(index) }
        }
        // Each distinct set of build files once: targets that share build phases share the set.
        for (group, members) in buildGroups.enumerated() {
            for file in members.files { byFile[file, default: []].append(group) }
        }
        func owners(_ path: String) -> [Int] {
            var result = (byFile[path] ?? []).flatMap { buildGroups[$0].targets }
            var folder = (path as NSString).deletingLastPathComponent
            while folder.count > 1 {
                for index in byFolder[folder] ?? [] where !result.contains(index) {
                    let target = targets[index]
                    if target.excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
                    result.append(index)
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
            return result
        }
        for path in files.storyboards {
            let absolute = TargetMap.absolute(path)
            let found = owners(absolute)
            holders[absolute] = found
            for index in found { targets[index].storyboards.append(absolute) }
        }
        for path in files.swiftFiles + files.objectiveCFiles {
            let absolute = TargetMap.absolute(path)
            let found = owners(absolute).filter { index in
                guard let sources = targets[index].sourcePaths else { return true }
                return sources.contains { absolute == $0 || absolute.hasPrefix($0 + "/") }
            }
            holders[absolute] = found
            for index in found { targets[index].sources.append(absolute) }
        }
    }

    /// The targets `target` depends on, itself first, transitively (within its project).
    func dependencyClosure(of index: Int) -> [Int] {
        var result: [Int] = []
        var pending = [index]
        var seen = Set<Int>()
        while let next = pending.popLast(), seen.insert(next).inserted {
            result.append(next)
            let target = targets[next]
            for module in target.dependencies {
                pending += targets.indices.filter {
                    targets[$0].moduleName == module && targets[$0].project == target.project
                }
            }
        }
        return result
    }

    /// The files whose findings a run reports: every file, or the focused target's storyboards
    /// and sources.
    func reports(_ path: String) -> Bool {
        guard let focus else { return true }
        let absolute = TargetMap.absolute(path)
        return holders[absolute]?.contains(focus) == true
    }
}
