import Foundation
import PreparedContext

/// Checks storyboards against the context their controllers declare, with the library's
/// own matching and conversion rules.
///
/// For every segue it finds the controllers the destination stands for (through navigation,
/// tab bar, split, page, window and tab view controllers, and storyboard references), then
/// reports required keys no source provides, ambiguous sources, type mismatches and lossy
/// literal conversions, plain properties that cannot be written, destinations whose class
/// is not declared, references that point nowhere, and — as notes — prefixed source
/// properties no destination takes.
public struct ContractChecker {
    /// The marker prefix for classes that do not set their own.
    public var prefix: String

    /// Creates a checker.
    ///
    /// - Parameter prefix: The marker prefix, `prepCtx` by default.
    public init(prefix: String = "prepCtx") {
        self.prefix = prefix
    }

    /// Reads the files and checks every segue.
    ///
    /// - Parameters:
    ///   - storyboardPaths: `.storyboard` files.
    ///   - swiftPaths: `.swift` files declaring the app's controllers.
    ///   - objectiveCPaths: `.h`, `.m` and `.mm` files declaring Objective-C controllers.
    ///   - targets: Where targets begin, so that names resolve within their target.
    /// - Returns: The findings; a file that cannot be read is a finding too.
    public func check(
        storyboardPaths: [String], swiftPaths: [String], objectiveCPaths: [String] = [],
        targets: TargetMap = TargetMap()
    ) -> CheckResult {
        var files = InputFiles()
        files.storyboards = storyboardPaths
        files.swiftFiles = swiftPaths
        files.objectiveCFiles = objectiveCPaths
        files.targets = targets
        return check(AppModel(files: files))
    }

    /// Reads the inputs a ``InputFiles/collect(_:targetRoots:includeSkipped:)`` found, with the
    /// projects among them, and checks every segue.
    ///
    /// - Parameter inputs: The files and the projects found.
    /// - Returns: The findings, those of collecting the files first.
    public func check(_ inputs: InputFiles) -> CheckResult {
        check(AppModel(reading: inputs))
    }

    /// Checks every segue of the app the model describes, and reports the findings of the
    /// files the model's run covers (every file, or its focused target's).
    ///
    /// - Parameter model: The app, built by ``AppModel/build(paths:targetRoots:project:target:)``.
    /// - Returns: The findings, the model's own first.
    public func check(_ model: AppModel) -> CheckResult {
        let swiftPaths = model.files.swiftFiles
        let objectiveCPaths = model.files.objectiveCFiles
        var diagnostics: [Diagnostic] = []
        let (declarations, swiftDiagnostics, unreadable) = Self.readClasses(swiftPaths + objectiveCPaths)
        diagnostics += swiftDiagnostics
        var storyboards: [Storyboard] = []
        for path in model.files.storyboards {
            do {
                storyboards.append(try StoryboardReader.read(path: path))
            } catch {
                diagnostics.append(Diagnostic(severity: .error, position: error.position, message: error.message))
            }
        }
        let classes = ClassIndex(declarations, targets: model.files.targets)
        var run = Run(checker: self, classes: classes, storyboards: storyboards, model: model)
        run.recordStoryboards(model.files.storyboards)
        run.checkAll()
        diagnostics += run.diagnostics
        // A storyboard copied into a target that compiles none of its classes is checked for the
        // targets that do: one note for that target, and none of its findings in that target's run.
        var notCheckedFor: [String: Set<Int>] = [:]
        for copy in run.copiedStoryboards() where model.focus == nil || model.focus == copy.target {
            notCheckedFor[copy.storyboard.path, default: []].insert(copy.target)
            diagnostics.append(copy.note)
        }
        if let focus = model.focus {
            diagnostics = diagnostics.filter { diagnostic in
                guard model.reports(diagnostic.position.path) else { return false }
                if notCheckedFor[diagnostic.position.path]?.contains(focus) == true {
                    return diagnostic.rule == "copied-storyboard"
                }
                return true
            }
        }
        // A run that read no storyboard checked no segue: it must not pass in silence.
        if model.files.storyboards.isEmpty {
            diagnostics.append(
                model.configuration.noStoryboardWarning(
                    roots: model.roots.isEmpty ? Array(model.files.swiftFiles.prefix(1)) : model.roots))
        }
        diagnostics = model.configuration.apply(to: diagnostics, isReported: model.reports)
        var seen = Set<Diagnostic>()
        diagnostics = diagnostics.filter { seen.insert($0).inserted }
        diagnostics.sort {
            ($0.position.path, $0.position.line, $0.position.column, $0.message)
                < ($1.position.path, $1.position.line, $1.position.column, $1.message)
        }
        diagnostics = model.files.diagnostics + model.diagnostics + diagnostics
        // The map marks each localized copy; the printed findings name the copies once.
        run.flow.attach(diagnostics)
        diagnostics = Diagnostic.groupingLocalizedCopies(diagnostics)
        let counted = { (path: String) in !unreadable.contains(path) && model.reports(path) }
        return CheckResult(
            diagnostics: diagnostics, storyboardCount: storyboards.filter { model.reports($0.path) }.count,
            swiftFileCount: swiftPaths.filter(counted).count, segueCount: run.segueCount,
            objectiveCFileCount: objectiveCPaths.filter(counted).count,
            flow: run.flow)
    }

    /// The UTF-8 bytes of the text file at `path`, as `String(data:encoding:)` reads it; nil
    /// when it cannot be read or is not UTF-8. Only the bytes outlive the call: a file is held
    /// once, not as its data, its string and its bytes at the same time.
    static func utf8Contents(atPath path: String) -> [UInt8]? {
        guard let source = FileManager.default.contents(atPath: path).flatMap({ String(data: $0, encoding: .utf8) })
        else { return nil }
        return Array(source.utf8)
    }

    /// Reads the Swift and Objective-C files in parallel; merges extensions into their classes.
    static func readClasses(_ paths: [String]) -> (
        declarations: [(classes: [SwiftClass], extensions: [String: SwiftClass])], diagnostics: [Diagnostic],
        unreadable: Set<String>
    ) {
        let results = UnsafeResults(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            guard let utf8 = utf8Contents(atPath: path) else {
                results.set(index, .failure(path))
                return
            }
            if path.hasSuffix(".swift") {
                results.set(index, .success(SwiftDeclarationReader.read(utf8: utf8, path: path)))
            } else {
                let source = String(decoding: utf8, as: UTF8.self)
                let classes = ObjectiveCDeclarationReader.read(source: source, path: path)
                results.set(index, .success(SwiftFile(classes: classes, extensions: [:], problems: [])))
            }
        }
        var declarations: [(classes: [SwiftClass], extensions: [String: SwiftClass])] = []
        var diagnostics: [Diagnostic] = []
        var unreadable = Set<String>()
        for result in results.values {
            switch result {
            case .success(let file):
                declarations.append((file.classes, file.extensions))
                diagnostics += file.problems
            case .failure(let path):
                unreadable.insert(path)
                diagnostics.append(
                    Diagnostic(
                        severity: .error, position: SourcePosition(path: path, line: 1, column: 1),
                        message: "cannot read this source file as UTF-8 text. To fix, check that it exists, is "
                            + "readable and is saved as UTF-8"))
            case nil:
                break
            }
        }
        return (declarations, diagnostics, unreadable)
    }
}

/// Per-file results written from parallel workers, each index once.
private final class UnsafeResults: @unchecked Sendable {
    enum Outcome {
        case success(SwiftFile)
        case failure(String)
    }

    private let lock = NSLock()
    private(set) var values: [Outcome?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: Outcome) {
        lock.lock()
        values[index] = outcome
        lock.unlock()
    }
}

/// Every declared class by name, looked up from the file that uses the name: within its
/// target, nearest first (see ``TargetMap``).
private final class ClassIndex {
    private(set) var all: [SwiftClass] = []
    private var byName: [String: [Int]] = [:]
    /// Indices into `all` by the selectors and by the method base names each class declares.
    private var bySelector: [String: [Int]] = [:]
    private var byMethod: [String: [Int]] = [:]
    private let targets: TargetMap
    private var cache: [String: TargetMap.Resolution<Int>] = [:]

    init(_ files: [(classes: [SwiftClass], extensions: [String: SwiftClass])], targets: TargetMap) {
        self.targets = targets
        // An Objective-C class is declared in its header and again by its implementation and
        // class extension: one class per name and target.
        var objectiveC: [String: Int] = [:]
        // Per name, the Objective-C classes declared so far, and whether each has a header and an
        // implementation: a header and an implementation in two folders are one class.
        var objectiveCByName: [String: [(index: Int, header: Bool, implementation: Bool)]] = [:]
        for file in files {
            for declared in file.classes {
                if declared.isObjectiveC {
                    let path = declared.position.path
                    let isHeader = path.hasSuffix(".h")
                    let key =
                        declared.name + "\u{0}"
                        + (targets.root(of: path) ?? (path as NSString).deletingLastPathComponent)
                    var found = objectiveC[key]
                    if found == nil {
                        // The other half of a pair, in another folder that sees this one (or is seen).
                        found =
                            objectiveCByName[declared.name]?.first { entry in
                                (isHeader ? !entry.header : !entry.implementation)
                                    && (entry.header || entry.implementation)
                                    && (targets.isVisible(all[entry.index].position.path, from: path)
                                        || targets.isVisible(path, from: all[entry.index].position.path))
                            }?.index
                    }
                    if let entries = objectiveCByName[declared.name], let index = found,
                        let slot = entries.firstIndex(where: { $0.index == index })
                    {
                        if isHeader {
                            objectiveCByName[declared.name]?[slot].header = true
                        } else {
                            objectiveCByName[declared.name]?[slot].implementation = true
                        }
                    }
                    if let index = found {
                        objectiveC[key] = index
                        all[index].selectors.formUnion(declared.selectors)
                        all[index].methods.formUnion(declared.methods)
                        if all[index].inherited.isEmpty && !declared.inherited.isEmpty {
                            all[index].inherited = declared.inherited
                            all[index].position = declared.position
                        }
                        continue
                    }
                    objectiveC[key] = all.count
                    objectiveCByName[declared.name, default: []].append((all.count, isHeader, !isHeader))
                }
                all.append(declared)
                byName[declared.name, default: []].append(all.count - 1)
                if let objCName = declared.objCName, objCName != declared.name {
                    byName[objCName, default: []].append(all.count - 1)
                }
            }
        }
        for file in files {
            for (name, part) in file.extensions {
                guard case .found(let index) = resolveIndex(name, from: part.position.path, platform: part.platform)
                else { continue }
                all[index].methods.formUnion(part.methods)
                all[index].selectors.formUnion(part.selectors)
                all[index].inherited += part.inherited
                all[index].hasSegueHook = all[index].hasSegueHook || part.hasSegueHook
                all[index].prefix = all[index].prefix ?? part.prefix
                all[index].explicitKeys.merge(part.explicitKeys) { $0.union($1) }
                all[index].passedKeys.formUnion(part.passedKeys)
            }
        }
        for (index, declared) in all.enumerated() {
            for selector in declared.selectors { bySelector[selector, default: []].append(index) }
            for method in declared.methods { byMethod[method, default: []].append(index) }
        }
    }

    /// Whether any file declares a class of that name.
    func isDeclared(_ name: String) -> Bool { byName[name] != nil }

    /// The declaration `name` means in `path`.
    func resolve(_ name: String, from path: String, platform: Platform?) -> TargetMap.Resolution<SwiftClass> {
        switch resolveIndex(name, from: path, platform: platform) {
        case .found(let index): .found(all[index])
        case .ambiguous(let indices): .ambiguous(indices.map { all[$0] })
        case .elsewhere(let indices): .elsewhere(indices.map { all[$0] })
        case .missing: .missing
        }
    }

    /// The class `name` means in `path`, when exactly one.
    func find(_ name: String, from path: String, platform: Platform?) -> SwiftClass? {
        if case .found(let declared) = resolve(name, from: path, platform: platform) { return declared }
        return nil
    }

    /// Classes declaring `selector` that `path` sees, and those it does not. An Objective-C
    /// class is seen from everywhere, as the runtime sees it.
    func owners(of selector: String, from path: String) -> (visible: [SwiftClass], elsewhere: [SwiftClass]) {
        let owners = (bySelector[selector] ?? []).map { all[$0] }
        func seen(_ owner: SwiftClass) -> Bool {
            owner.isObjectiveC || targets.isVisible(owner.position.path, from: path)
        }
        return (owners.filter(seen), owners.filter { !seen($0) })
    }

    /// Classes `path` sees that declare a method of that base name, under another selector.
    func methodNamed(_ name: String, from path: String) -> [SwiftClass] {
        (byMethod[name] ?? []).map { all[$0] }.filter { targets.isVisible($0.position.path, from: path) }
    }

    private func resolveIndex(_ name: String, from path: String, platform: Platform?) -> TargetMap.Resolution<Int> {
        guard let candidates = byName[name] else { return .missing }
        if candidates.count == 1, targets.roots.isEmpty { return .found(candidates[0]) }
        let key = name + "\u{0}" + (path as NSString).deletingLastPathComponent + "\u{0}" + (platform?.rawValue ?? "")
        if let cached = cache[key] { return cached }
        var resolution = targets.resolve(
            candidates, from: path, location: { self.all[$0].position.path },
            prefer: { platform == nil || self.all[$0].platform == nil || self.all[$0].platform == platform })
        // The Objective-C runtime has one class namespace: a class of a framework target is
        // found from every module that loads it.
        if case .elsewhere(let others) = resolution {
            let objectiveC = others.filter { self.all[$0].isObjectiveC }
            if objectiveC.count == 1 { resolution = .found(objectiveC[0]) }
        }
        cache[key] = resolution
        return resolution
    }

    /// The declaration of `name` among the files of `modules` (a storyboard's explicit
    /// `customModule`), whichever target uses it.
    func resolve(_ name: String, inModules modules: [TargetMap.Module], platform: Platform?)
        -> TargetMap.Resolution<
            SwiftClass
        >
    {
        guard let candidates = byName[name] else { return .missing }
        let key =
            name + "\u{0}module\u{0}" + modules.map(\.name).joined(separator: ",") + "\u{0}"
            + (platform?.rawValue ?? "")
        let resolution: TargetMap.Resolution<Int>
        if let cached = cache[key] {
            resolution = cached
        } else {
            var inModule = candidates.filter { index in
                modules.contains { targets.module($0, contains: self.all[index].position.path) }
            }
            if inModule.count > 1 {
                let preferred = inModule.filter {
                    platform == nil || self.all[$0].platform == nil || self.all[$0].platform == platform
                }
                if !preferred.isEmpty { inModule = preferred }
            }
            resolution =
                switch inModule.count {
                case 0: .elsewhere(candidates)
                case 1: .found(inModule[0])
                default: .ambiguous(inModule)
                }
            cache[key] = resolution
        }
        switch resolution {
        case .found(let index): return .found(all[index])
        case .ambiguous(let indices): return .ambiguous(indices.map { all[$0] })
        case .elsewhere(let indices): return .elsewhere(indices.map { all[$0] })
        case .missing: return .missing
        }
    }
}

/// One check over a set of storyboards and classes.
private struct Run {
    let checker: ContractChecker
    let classes: ClassIndex
    let storyboards: [Storyboard]
    let targets: TargetMap
    /// The app model: its modules, external modules and which bundle holds each storyboard.
    let model: AppModel
    /// Storyboards by name: a reference resolves within its target.
    let storyboardsByName: [String: [Storyboard]]
    var diagnostics: [Diagnostic] = []
    var segueCount = 0
    /// Keys each source class provides that some destination took, by class identity.
    var consumed: [String: Set<String>] = [:]
    /// Source classes that present something, by identity.
    var presenters: [String: SwiftClass] = [:]
    /// What the map draws: the scenes, segues and keys as this run checks them.
    var flow = ContextFlow()
    /// What is being checked: a diagnostic reported now is about it.
    var focus: ContextFlow.Subject?
    /// The map's words for the next diagnostic, when the message's first clause is too long.
    var mark: String?
    /// The scenes whose class is that class or a subclass, by class identity, in the order
    /// recorded: where an unwind lands, and what a finding about a class points at on the map.
    var scenesByClass: [String: [(id: String, storyboard: String)]] = [:]

    init(checker: ContractChecker, classes: ClassIndex, storyboards: [Storyboard], model: AppModel) {
        self.checker = checker
        self.classes = classes
        self.storyboards = storyboards
        self.model = model
        targets = model.files.targets
        storyboardsByName = Dictionary(grouping: storyboards, by: \.name)
    }

    mutating func checkAll() {
        // Without a single source file, every class would be "not declared": say so once instead.
        if classes.all.isEmpty, let first = storyboards.first {
            report(
                .note, at: SourcePosition(path: first.path, line: 1, column: 1),
                "no Swift or Objective-C source was checked, so the scenes' classes, their context and the unwind "
                    + "actions are not checked. To have them checked, give the folders that hold the app's sources too."
            )
        }
        for storyboard in storyboards {
            recordScenes(of: storyboard)
            for id in storyboard.controllerOrder {
                guard let controller = storyboard.controllers[id] else { continue }
                focus = .scene(ContextFlow.id(storyboard, id))
                checkClassExists(controller, in: storyboard)
            }
            for (source, segue) in storyboard.segues {
                guard segue.kind != "relationship" else {
                    // A container's children load with it (a tab, a split item, a window's content),
                    // whether or not a segue leads to the container: UIKit and AppKit raise when
                    // one of them points nowhere.
                    focus = .scene(ContextFlow.id(storyboard, source.id))
                    _ = resolve(segue.destinationID, in: storyboard, at: segue.position)
                    continue
                }
                segueCount += 1
                focus = .segue(ContextFlow.id(segue), key: nil)
                recordSegue(segue, from: source, in: storyboard)
                check(segue, from: source, in: storyboard)
            }
        }
        reportUnconsumed()
        reportImplicitlyUnwrappedSlots()
        focus = nil
    }

    // MARK: Classes

    /// The class of a controller, `nil` for a system class, one in another module, or a name
    /// that does not resolve to exactly one class in the storyboard's target.
    func swiftClass(of controller: Storyboard.Controller, in storyboard: Storyboard) -> SwiftClass? {
        if case .checked(.found(let declared)) = sceneClass(of: controller, in: storyboard) { return declared }
        return nil
    }

    /// What a scene's custom class is to the check.
    enum SceneClass {
        /// No custom class, or a class of Apple's frameworks (`UIViewController`, `AVKit`'s).
        case system
        /// A module that is none of the checked targets: a dependency's whose sources are not given.
        case otherModule
        /// An explicit module that is none of the project's modules nor a declared external one:
        /// at run time UIKit and AppKit log "Unknown class" and load a plain controller.
        case unknownModule(String)
        /// Looked up in the checked sources.
        case checked(TargetMap.Resolution<SwiftClass>)
    }

    /// Modules of Apple's SDKs a storyboard names as a scene's module.
    static let systemModules: Set<String> = [
        "UIKit", "AppKit", "Cocoa", "Foundation", "AVKit", "SafariServices", "MessageUI", "QuickLook", "QuickLookUI",
        "PhotosUI", "ContactsUI", "EventKitUI", "GameKit", "MediaPlayer", "PassKit", "StoreKit", "WebKit", "MapKit",
        "SwiftUI", "GLKit", "SceneKit", "SpriteKit", "Messages", "AuthenticationServices", "CarPlay", "IntentsUI",
        "PDFKit", "HealthKitUI", "AddressBookUI", "Social", "Twitter", "NotificationCenter",
    ]

    /// View controller classes of Apple's frameworks a storyboard may name explicitly, besides
    /// any `UI…` and `NS…` class.
    static let systemClasses: Set<String> = [
        "AVPlayerViewController", "SFSafariViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "QLPreviewController", "PHPickerViewController", "CNContactViewController",
        "CNContactPickerViewController", "EKEventViewController", "EKEventEditViewController", "EKCalendarChooser",
        "GKGameCenterViewController", "MPMediaPickerController", "PKAddPassesViewController",
        "PKPaymentAuthorizationViewController", "SKStoreProductViewController", "GLKViewController",
        "MSMessagesAppViewController", "SCNView", "SKView", "MKMapView", "WKWebView",
    ]

    /// Whether `name` is a class of Apple's frameworks: `UI` or `NS` then a capital letter, or
    /// one of ``systemClasses``.
    static func isSystemClass(_ name: String) -> Bool {
        if systemClasses.contains(name) { return true }
        guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
        return name.dropFirst(2).first?.isUppercase == true
    }

    /// The class a scene names: by its explicit module among the project's targets when the
    /// storyboard sets one, else as the storyboard's own target sees it.
    func sceneClass(of controller: Storyboard.Controller, in storyboard: Storyboard) -> SceneClass {
        guard let name = controller.customClass else { return .system }
        let platform: Platform = storyboard.isAppKit ? .appKit : .uiKit
        if let module = controller.customModule, !controller.moduleIsTarget {
            if Self.systemModules.contains(module) { return .system }
            // Modules of this storyboard's project only: a sibling project's are not this one's.
            let project = targets.project(of: storyboard.path)
            let modules = targets.modules(named: module).filter { found in
                project == nil || found.folders.contains { targets.project(of: $0 + "/-") == project }
                    || found.files.contains { targets.project(of: $0) == project }
            }
            if !modules.isEmpty { return .checked(classes.resolve(name, inModules: modules, platform: platform)) }
            if model.externalModules.contains(module) { return .otherModule }
            // With the modules of the storyboard's project known, a module none of them is, nor any
            // declared external one, does not exist.
            if let project, !classes.all.isEmpty, model.targets.contains(where: { $0.project == project }) {
                return .unknownModule(module)
            }
            // The module is not one the project's markers name (no project or package was found,
            // or it is another package's): the class as the storyboard sees it, or the one
            // class of that name, since the module says it may live elsewhere.
            switch classes.resolve(name, from: storyboard.path, platform: platform) {
            case .missing: return Self.isSystemClass(name) ? .system : .otherModule
            case .elsewhere(let others) where others.count == 1: return .checked(.found(others[0]))
            case let resolution: return .checked(resolution)
            }
        }
        if Self.isSystemClass(name) && !classes.isDeclared(name) { return .system }
        let resolution = classes.resolve(name, from: storyboard.path, platform: platform)
        // A class of an external folder (a pod's Objective-C class, which has no module) exists.
        if case .missing = resolution, model.externalClasses.contains(name) { return .otherModule }
        return .checked(resolution)
    }

    /// The identities of the classes a storyboard's scenes name, with their superclasses: an
    /// unwind from one of its scenes may land in any of them, whichever module declares it.
    func sceneClasses(in storyboard: Storyboard) -> Set<String> {
        var identities = Set<String>()
        for controller in storyboard.controllers.values {
            var current = swiftClass(of: controller, in: storyboard)
            while let next = current, identities.insert(next.identity).inserted { current = superclass(of: next) }
        }
        return identities
    }

    static func list(_ declarations: [SwiftClass]) -> String {
        declarations.map { "\($0.position.path):\($0.position.line)" }.sorted().joined(separator: ", ")
    }

    mutating func checkClassExists(_ controller: Storyboard.Controller, in storyboard: Storyboard) {
        guard let name = controller.customClass, !classes.all.isEmpty else { return }
        let resolution: TargetMap.Resolution<SwiftClass>
        switch sceneClass(of: controller, in: storyboard) {
        case .system:
            return
        case .otherModule:
            // Another package's or SDK's class (a pod's, say): not among the checked sources.
            return
        case .unknownModule(let module):
            let project = targets.project(of: storyboard.path)
            let known = Set(model.targets.filter { $0.project == project }.map(\.moduleName)).sorted()
            report(
                .error, at: controller.position,
                "the scene's module '\(module)' (of the class '\(name)') is not a module of this project, so at run "
                    + "time the class is unknown and a plain controller is loaded in its place. To fix, set the "
                    + "Module in Interface Builder's Identity inspector to one of "
                    + (known.isEmpty ? "the project's modules" : known.map { "'\($0)'" }.joined(separator: ", "))
                    + " (or check \"Inherit Module From Target\"), or, for a pod's or a binary framework's module, "
                    + "declare it in \(CheckConfiguration.fileName) with 'external-module \(module)'.")
            return
        case .checked(let checked):
            resolution = checked
        }
        let explicitModule = controller.moduleIsTarget ? nil : controller.customModule
        switch resolution {
        case .found:
            return
        case .missing where explicitModule != nil:
            mark = "class '\(name)' not declared in module '\(explicitModule ?? "")'"
            report(
                .error, at: controller.position,
                "the scene's custom class '\(name)' is not declared in the module '\(explicitModule ?? "")' of the "
                    + "checked sources. To fix, correct the class name in Interface Builder's Identity inspector, or "
                    + "add the file that declares it to that module's target.")
        case .elsewhere(let others) where explicitModule != nil:
            report(
                .warning, at: controller.position,
                "the scene's custom class '\(name)' is not declared in the module '\(explicitModule ?? "")' but "
                    + "only elsewhere (\(Self.list(others))), so its scenes are not checked. To fix, set the Module "
                    + "in Interface Builder's Identity inspector to the module that declares it.")
        case .missing:
            mark = "class '\(name)' not declared"
            report(
                .error, at: controller.position,
                "the scene's custom class '\(name)' is not declared in the checked Swift or Objective-C sources. "
                    + "To fix, correct the class name in Interface Builder's Identity inspector, "
                    + "or add the file that declares it to the check.")
        case .elsewhere(let others):
            mark = "class '\(name)' declared only in other targets"
            report(
                .warning, at: controller.position,
                "the scene's custom class '\(name)' is declared only in other targets (\(Self.list(others))), so its "
                    + "scenes are not checked. To fix, declare it in this storyboard's target, or name the target "
                    + "roots with --target-root if the inferred ones are wrong.")
        case .ambiguous(let candidates):
            mark = "class '\(name)' declared more than once"
            report(
                .warning, at: controller.position,
                "the scene's custom class '\(name)' is declared more than once where this storyboard can see it "
                    + "(\(Self.list(candidates))), so its scenes are not checked. To fix, name each target's folder "
                    + "with --target-root.")
        }
    }

    /// Storyboards copied into the bundle of a target that compiles none of their classes
    /// while another target holding them does: each with the note to report, at the
    /// storyboard's first line.
    func copiedStoryboards() -> [(storyboard: Storyboard, target: Int, note: Diagnostic)] {
        var copies: [(storyboard: Storyboard, target: Int, note: Diagnostic)] = []
        for storyboard in storyboards {
            let holders = model.targets(holding: storyboard.path)
            guard holders.count > 1 else { continue }
            let classFiles = Set(
                storyboard.controllers.values.compactMap { swiftClass(of: $0, in: storyboard) }.map {
                    TargetMap.absolute($0.position.path)
                })
            guard !classFiles.isEmpty else { continue }
            let indices = model.targets.indices.filter { index in
                holders.contains { $0.name == model.targets[index].name && $0.project == model.targets[index].project }
            }
            var compiling: [Int] = []
            var copying: [Int] = []
            for index in indices {
                let compiled = Set(model.dependencyClosure(of: index).flatMap { model.targets[$0].sources })
                if classFiles.contains(where: compiled.contains) {
                    compiling.append(index)
                } else {
                    copying.append(index)
                }
            }
            guard !compiling.isEmpty else { continue }
            let checkedFor = compiling.map { "'\(model.targets[$0].name)'" }.joined(separator: ", ")
            for index in copying {
                let name = model.targets[index].name
                copies.append(
                    (
                        storyboard, index,
                        Diagnostic(
                            severity: .note, position: SourcePosition(path: storyboard.path, line: 1, column: 1),
                            message: "\((storyboard.path as NSString).lastPathComponent) is copied into the bundle of "
                                + "'\(name)', which compiles none of its classes, so it is checked for \(checkedFor) "
                                + "only. To fix, if '\(name)' does not use it, remove it from that target's Copy "
                                + "Bundle Resources.")
                    ))
            }
        }
        return copies
    }

    /// The superclass of a class, resolved from its own file.
    func superclass(of declared: SwiftClass) -> SwiftClass? {
        declared.inherited.lazy.compactMap {
            classes.find($0, from: declared.position.path, platform: declared.platform)
        }.first
    }

    /// The stored properties of a class and its superclasses, own class first, that take part
    /// in matching: an `@Ambient` slot is fed by its key type, never by name, and provides nothing.
    func properties(of declared: SwiftClass) -> [SwiftClass.Property] {
        var result: [SwiftClass.Property] = []
        var current: SwiftClass? = declared
        var visited = Set<String>()
        while let next = current, visited.insert(next.identity).inserted {
            result += next.properties.filter { $0.ambientKey == nil }
            current = superclass(of: next)
        }
        return result
    }

    func prefix(of declared: SwiftClass) -> String {
        var current: SwiftClass? = declared
        var visited = Set<String>()
        while let next = current, visited.insert(next.identity).inserted {
            if let prefix = next.prefix { return prefix }
            current = superclass(of: next)
        }
        return checker.prefix
    }

    func contract(_ property: SwiftClass.Property, prefix: String) -> StaticContract.Property {
        StaticContract.Property(
            name: property.name, isSlot: property.isSlot, explicitKey: property.explicitKey, prefix: prefix)
    }

    /// Whether `name`, as written in `path`, is `ancestor`, a subclass of it, or declares
    /// conformance to it.
    func isSubtype(_ name: String, of ancestor: String, in path: String) -> Bool {
        var pending = [(name, path, Platform?.none)]
        var visited = Set<String>()
        while let (next, from, platform) = pending.popLast(), visited.insert(next).inserted {
            if next == ancestor { return true }
            if let declared = classes.find(next, from: from, platform: platform) {
                pending += declared.inherited.map { ($0, declared.position.path, declared.platform) }
            }
        }
        return false
    }

    // MARK: Segues

    mutating func check(_ segue: Storyboard.Segue, from source: Storyboard.Controller, in storyboard: Storyboard) {
        let sourceClass = swiftClass(of: source, in: storyboard)
        if segue.kind == "unwind" {
            checkUnwind(segue, from: source, sourceClass: sourceClass, in: storyboard)
            return
        }
        guard let (targetBoard, target) = resolve(segue.destinationID, in: storyboard, at: segue.position) else {
            return
        }
        let destinations = unwrap(target, in: targetBoard)
        if let sourceClass, let identifier = segue.identifier {
            checkSegueDestinations(of: sourceClass, for: identifier, reaching: destinations, in: targetBoard, at: segue)
        }
        for destination in destinations {
            guard let destinationClass = swiftClass(of: destination, in: targetBoard) else { continue }
            if source.customClass != nil && sourceClass == nil { continue }  // reported once already
            checkEdge(
                segue, source: sourceClass, sourceName: source.customClass ?? source.element,
                destination: destinationClass, destinationScene: [ContextFlow.id(targetBoard, destination.id)])
        }
    }

    /// An unwind segue names an Objective-C selector; Swift methods are matched by the
    /// selector Swift derives for them (`unwindToList(sender:)` is `unwindToListWithSender:`).
    mutating func checkUnwind(
        _ segue: Storyboard.Segue, from source: Storyboard.Controller, sourceClass: SwiftClass?,
        in storyboard: Storyboard
    ) {
        guard let action = segue.unwindAction, !classes.all.isEmpty else { return }
        var (owners, elsewhere) = classes.owners(of: action, from: storyboard.path)
        if !elsewhere.isEmpty {
            let named = sceneClasses(in: storyboard)
            owners += elsewhere.filter { named.contains($0.identity) }
            elsewhere.removeAll { named.contains($0.identity) }
        }
        guard !owners.isEmpty else {
            let method = String(action.prefix { $0 != ":" })
            let near = classes.methodNamed(method, from: storyboard.path).filter { !$0.isObjectiveC }
            var message = "no checked class declares the unwind action '\(action)'"
            if !near.isEmpty {
                let selectors = Set(near.flatMap { $0.selectors.filter { $0.hasPrefix(method) } }).sorted()
                message +=
                    "; \(near.map(\.name).sorted().joined(separator: ", ")) declares '\(method)' with the selector "
                    + selectors.map { "'\($0)'" }.joined(separator: ", ")
                    + ". To fix, reconnect the unwind segue in Interface Builder, or label the method's parameter "
                    + "with _ ('@IBAction func \(method)(_ segue: UIStoryboardSegue)')."
            } else if !elsewhere.isEmpty {
                message +=
                    " in this storyboard's target; only other targets do (\(Self.list(elsewhere))). To fix, add "
                    + "the action to the controller to unwind to in this target."
            } else {
                message +=
                    ". To fix, add '@IBAction func \(method)(_ segue: UIStoryboardSegue)' to the controller to "
                    + "unwind to."
            }
            mark = "no checked class declares the unwind action '\(action)'"
            report(.warning, at: segue.position, message)
            return
        }
        recordUnwindTargets(of: segue, to: owners, from: storyboard)
        if source.customClass != nil && sourceClass == nil { return }  // reported once already
        for owner in owners.sorted(by: { $0.identity < $1.identity }) {
            checkEdge(
                segue, source: sourceClass, sourceName: source.customClass ?? source.element, destination: owner,
                destinationScene: scenes(of: owner, from: storyboard), isUnwind: true)
        }
    }

    /// The controller a segue destination id stands for, following storyboard references
    /// within the referencing storyboard's target.
    mutating func resolve(_ id: String, in storyboard: Storyboard, at position: SourcePosition) -> (
        Storyboard, Storyboard.Controller
    )? {
        if let controller = storyboard.controllers[id] { return (storyboard, controller) }
        guard let reference = storyboard.references[id] else {
            mark = "destination '\(id)' is not in this storyboard"
            report(
                .error, at: position,
                "the segue's destination '\(id)' is not in this storyboard. To fix, reconnect the segue in "
                    + "Interface Builder.")
            return nil
        }
        let name = reference.storyboardName ?? storyboard.name
        let outerFocus = focus
        focus = .reference(ContextFlow.id(storyboard, id))
        defer { focus = outerFocus }
        var named = storyboardsByName[name] ?? []
        // A storyboard of another project beside this one is never this one's.
        if let project = targets.project(of: storyboard.path) {
            named = named.filter { targets.project(of: $0.path) == project }
        }
        // Without a bundle, UIKit and AppKit look in the referencing storyboard's own bundle: only
        // the storyboards the bundle of a target holding this one holds are candidates.
        let holders = model.targets(holding: storyboard.path)
        func known(_ targets: [AppModel.Target]) -> Bool {
            !targets.isEmpty && targets.allSatisfy(\.membershipIsKnown)
        }
        if reference.bundleIdentifier == nil, known(holders), !named.isEmpty,
            named.allSatisfy({ known(model.targets(holding: $0.path)) })
        {
            let inBundle = named.filter { board in
                let absolute = TargetMap.absolute(board.path)
                return holders.contains { $0.storyboards.contains(absolute) }
            }
            if inBundle.isEmpty {
                let owners = Set(named.flatMap { model.targets(holding: $0.path).map(\.name) }).sorted()
                report(
                    .error, at: reference.position,
                    "the storyboard reference points to '\(name)', which the bundle of "
                        + holders.map { "'\($0.name)'" }.joined(separator: ", ")
                        + " does not hold (only " + owners.map { "'\($0)'" }.joined(separator: ", ")
                        + " holds \(name).storyboard), so at run time it raises \"Could not find a storyboard named "
                        + "'\(name)'\". To fix, add \(name).storyboard to the resources of "
                        + holders.map { "'\($0.name)'" }.joined(separator: ", ")
                        + " (Copy Bundle Resources, or resources: in Package.swift), or set the reference's Bundle to the bundle identifier of the target that holds it."
                )
                return nil
            }
            named = inBundle
        }
        var lookup = targets.resolve(Self.oneLocalization(named), from: storyboard.path, location: \.path)
        if case .elsewhere(let others) = lookup, reference.bundleIdentifier == nil, known(holders),
            others.count == 1 || Self.oneLocalization(others).count == 1
        {
            // In the bundle of a target holding the storyboard, wherever its folder lies.
            lookup = .found(Self.oneLocalization(others)[0])
        }
        if let bundle = reference.bundleIdentifier {
            let modules = targets.modules(bundleIdentifier: bundle)
            guard !modules.isEmpty else {
                report(
                    .note, at: reference.position,
                    "the storyboard reference points to '\(name)' in the bundle '\(bundle)', which no checked target "
                        + "builds, so it cannot be checked. To have it checked, add the Xcode project that builds that "
                        + "bundle to the check.")
                return nil
            }
            let owned = Self.oneLocalization(
                (storyboardsByName[name] ?? []).filter { board in
                    modules.contains { targets.module($0, contains: board.path) }
                })
            switch owned.count {
            case 0:
                report(
                    .error, at: reference.position,
                    "the storyboard reference points to '\(name)' in the bundle '\(bundle)' (the target "
                        + modules.map { "'\($0.name)'" }.joined(separator: ", ")
                        + "), which builds no storyboard of that name. To fix, correct the reference's storyboard "
                        + "name or bundle, or add \(name).storyboard to that target.")
                return nil
            case 1: lookup = .found(owned[0])
            default: lookup = .ambiguous(owned)
            }
        }
        let target: Storyboard
        switch lookup {
        case .found(let found):
            target = found
        case .missing:
            report(
                .error, at: reference.position,
                "the storyboard reference points to '\(name)', which is not among the checked storyboards. To fix, "
                    + "correct the reference's storyboard name, or add \(name).storyboard to the check.")
            return nil
        case .elsewhere(let others):
            report(
                .warning, at: reference.position,
                "the storyboard reference points to '\(name)', which exists only in other targets ("
                    + others.map(\.path).sorted().joined(separator: ", ")
                    + "), so it is not followed. To fix, add \(name).storyboard to this storyboard's target, or name "
                    + "the target roots with --target-root if the inferred ones are wrong.")
            return nil
        case .ambiguous(let candidates):
            report(
                .warning, at: reference.position,
                "the storyboard reference points to '\(name)', and several storyboards of that name are equally "
                    + "near (" + candidates.map(\.path).sorted().joined(separator: ", ")
                    + "), so it is not followed. To fix, name each target's folder with --target-root.")
            return nil
        }
        let controller: Storyboard.Controller?
        if let identifier = reference.referencedIdentifier {
            controller = target.controllers.values.first { $0.storyboardIdentifier == identifier }
        } else {
            controller = target.initialControllerID.flatMap { target.controllers[$0] }
        }
        guard let controller else {
            let what =
                reference.referencedIdentifier.map { "no scene with Storyboard ID '\($0)'" } ?? "no initial controller"
            mark = "points nowhere: '\(name)' has \(what)"
            report(
                .error, at: reference.position,
                "the storyboard reference points nowhere: '\(target.path)' has \(what). To fix, set the "
                    + "referenced ID to an existing Storyboard ID, or mark an initial controller in \(name).")
            return nil
        }
        recordReferenceTarget(ContextFlow.id(storyboard, id), ContextFlow.id(target, controller.id))
        return (target, controller)
    }

    /// One storyboard per bundle folder: localized copies (`Base.lproj/Detail.storyboard`,
    /// `fr.lproj/Detail.storyboard`) are one storyboard to a reference; the Base one stands for them.
    static func oneLocalization(_ storyboards: [Storyboard]) -> [Storyboard] {
        guard storyboards.count > 1 else { return storyboards }
        func folder(_ board: Storyboard) -> (bundle: String, isBase: Bool) {
            let folder = (board.path as NSString).deletingLastPathComponent
            guard folder.hasSuffix(".lproj") else { return (folder, false) }
            return (
                (folder as NSString).deletingLastPathComponent, (folder as NSString).lastPathComponent == "Base.lproj"
            )
        }
        var chosen: [String: Storyboard] = [:]
        for board in storyboards.sorted(by: {
            (folder($0).isBase ? 0 : 1, $0.path) < (folder($1).isBase ? 0 : 1, $1.path)
        }) {
            let bundle = folder(board).bundle
            if chosen[bundle] == nil { chosen[bundle] = board }
        }
        return chosen.values.sorted { $0.path < $1.path }
    }

    /// Reports each `@SegueDestination(segue: identifier)` property of `source` whose type no
    /// controller the segue reaches has, as propagation would report it. Scenes whose class
    /// is not known here (another module's, a missing one) make the check silent.
    mutating func checkSegueDestinations(
        of source: SwiftClass, for identifier: String, reaching destinations: [Storyboard.Controller],
        in board: Storyboard, at segue: Storyboard.Segue
    ) {
        let captures = properties(of: source).filter { $0.isSegueDestination && $0.destinationSegue == identifier }
        guard !captures.isEmpty else { return }
        var names: [String] = []
        for destination in destinations {
            switch sceneClass(of: destination, in: board) {
            case .system: names.append(destination.customClass ?? destination.element)
            case .checked(.found(let declared)): names.append(declared.name)
            default: return
            }
        }
        for capture in captures {
            guard let declared = capture.declaredType else { continue }
            let expected = String(TypeName(declared).isOptional ? declared.dropLast() : Substring(declared))
            // A framework class (`UINavigationController`) may be a scene named by its element only.
            if expected.hasPrefix("UI") || expected.hasPrefix("NS") { continue }
            guard !names.contains(where: { $0 == expected || isSubtype($0, of: expected, in: board.path) }) else {
                continue
            }
            let error = PreparationError(
                .wrongControllerClass, key: identifier, sourceType: source.name,
                destinationType: names.joined(separator: ", "), expectedType: expected,
                actualType: names.joined(separator: ", "),
                detail: "for @SegueDestination \(source.name).\(capture.name)")
            report(.error, at: segue.position, "\(error)")
        }
    }

    /// The controller and, for containers, every controller inside it (relationship segues),
    /// each once.
    mutating func unwrap(_ root: Storyboard.Controller, in storyboard: Storyboard) -> [Storyboard.Controller] {
        var result: [Storyboard.Controller] = []
        var visited = Set<String>()
        var pending = [(storyboard, root)]
        while let (board, controller) = pending.popLast() {
            guard visited.insert(board.path + "\u{0}" + controller.id).inserted else { continue }
            result.append(controller)
            guard controller.isContainer else { continue }
            for segue in controller.segues.reversed() where segue.kind == "relationship" {
                if let child = resolve(segue.destinationID, in: board, at: segue.position) { pending.append(child) }
            }
        }
        return result
    }

    // MARK: The contract of one edge

    /// Checks what one source provides to one destination. An unwind delivers into slots
    /// only, as propagation does: the destination's plain prefixed properties are what it
    /// provides.
    mutating func checkEdge(
        _ segue: Storyboard.Segue, source: SwiftClass?, sourceName: String, destination: SwiftClass,
        destinationScene: [String], isUnwind: Bool = false
    ) {
        let sourceProperties = source.map(properties(of:)) ?? []
        let sourcePrefix = source.map(prefix(of:)) ?? checker.prefix
        let sourceContract = sourceProperties.map { contract($0, prefix: sourcePrefix) }
        let destinationPrefix = prefix(of: destination)
        var passed = Set<String>()
        if let source {
            presenters[source.identity] = source
            passed = (source.explicitKeys[nil] ?? []).union(segue.identifier.flatMap { source.explicitKeys[$0] } ?? [])
        }
        let label =
            "segue" + (segue.identifier.map { " '\($0)'" } ?? "")
            + " (\(segue.kind)) from \(sourceName) to \(destination.name)"
        let destinationProperties = properties(of: destination)
        let slotKeys = Set(destinationProperties.map { contract($0, prefix: destinationPrefix) }.map(\.key))
        let edge = ContextFlow.id(segue)
        defer { focus = .segue(edge, key: nil) }
        if !isUnwind { recordAmbientSlots(of: destination, along: segue, into: destinationScene) }
        for property in destinationProperties {
            let slot = contract(property, prefix: destinationPrefix)
            // A prefixed `let` only provides, as in propagation: no destination asks for it.
            guard slot.takesPart, property.isSlot || !(isUnwind || property.isLet) else { continue }
            focus = .segue(edge, key: slot.key)
            if let key = passed.first(where: {
                Self.passes($0, to: slot.key, prefix: destinationPrefix, slots: slotKeys)
            }) {
                recordKey(
                    slot.key, along: segue, into: destinationScene,
                    origin: passedOrigin(of: key, by: source, on: segue), via: key)
                continue
            }
            let candidates = StaticContract.candidates(for: slot, in: sourceContract)
            var seenPositions = Set<SourcePosition>()
            let matches = candidates.compactMap { candidate in sourceProperties.first { $0.name == candidate.name } }
                .filter { seenPositions.insert($0.position).inserted }
            switch matches.count {
            case 0:
                // An unwind returns to a controller that is on screen: its slots were filled when it
                // was presented, and propagation fails only a required slot never assigned.
                guard property.isRequiredSlot, !isUnwind else { continue }
                recordKey(slot.key, along: segue, into: destinationScene, origin: .undelivered)
                mark = "'\(slot.key)' required, never delivered"
                let error = PreparationError(
                    .missingRequiredValue, key: slot.key, sourceType: sourceName, destinationType: destination.name,
                    expectedType: property.declaredType ?? "?",
                    detail: "no property, slot or passed key of that name"
                        + (source?.isObjectiveC == true
                            ? " (\(sourceName) is declared in Objective-C, whose properties PreparedContext cannot read)"
                            : ""))
                let hook = source?.hasSegueHook == true
                report(
                    hook ? .warning : .error, at: segue.position,
                    "\(label): \(error)" + (hook ? " (unless its segue hook computes the key)" : ""))
            case 1:
                let match = matches[0]
                consumed[source?.identity ?? "", default: []].insert(match.name)
                recordKey(slot.key, along: segue, into: destinationScene, origin: origin(of: match), via: match.name)
                if let wrapper = match.otherWrapper {
                    // Propagation cannot read through another property wrapper, and says so.
                    mark = "'\(slot.key)' cannot be read through \(wrapper)"
                    let error = PreparationError(
                        .notReadable, key: slot.key, sourceType: sourceName, destinationType: destination.name,
                        detail: "the source's '\(match.name)' is stored in a \(wrapper), which PreparedContext "
                            + "cannot read through")
                    report(.error, at: segue.position, "\(label): \(error)")
                    continue
                }
                if !property.isSlot && !property.isObjC {
                    mark = "'\(slot.key)' cannot be written (plain, not @objc)"
                    let error = PreparationError(
                        .notWritable, key: slot.key, sourceType: sourceName, destinationType: destination.name,
                        detail: "'\(property.name)' is a plain stored property that is not @objc")
                    report(.error, at: segue.position, "\(label): \(error)")
                    continue
                }
                checkTypes(
                    from: match, sourceName: sourceName, to: property, destination: destination.name, key: slot.key,
                    at: segue.position, label: label, sourcePath: source?.position.path ?? destination.position.path)
            default:
                for match in matches { consumed[source?.identity ?? "", default: []].insert(match.name) }
                recordKey(
                    slot.key, along: segue, into: destinationScene, origin: origin(of: matches[0]), via: matches[0].name
                )
                mark = "'\(slot.key)' provided \(matches.count) times"
                let error = PreparationError(
                    .ambiguousSource, key: slot.key, sourceType: sourceName, destinationType: destination.name,
                    detail: matches.map { match in
                        "\(match.name)" + (match.type.map { ": \($0)" } ?? "") + " in \(match.owner) at "
                            + "\((match.position.path as NSString).lastPathComponent):\(match.position.line):"
                            + "\(match.position.column)"
                    }.joined(separator: "; "))
                report(.error, at: segue.position, "\(label): \(error)")
            }
        }
    }

    mutating func checkTypes(
        from source: SwiftClass.Property, sourceName: String, to slot: SwiftClass.Property, destination: String,
        key: String, at position: SourcePosition, label: String, sourcePath: String
    ) {
        guard let sourceWritten = source.type, let slotWritten = slot.type else { return }
        let offered = TypeName(sourceWritten)
        let expected = TypeName(slotWritten)
        func error(_ code: PreparationError.Code, detail: String? = nil) -> PreparationError {
            PreparationError(
                code, key: key, sourceType: sourceName, destinationType: destination, expectedType: slotWritten,
                actualType: sourceWritten, detail: detail)
        }
        if offered.base == expected.base || ["Any", "AnyObject"].contains(expected.base) {
            if offered.isOptional && !expected.isOptional && slot.isSlot {
                mark = "'\(key)' may be nil, \(slotWritten) is not optional"
                report(.warning, at: position, "\(label): \(error(.nilValue)) (it may hold nil at run time)")
            }
            return
        }
        if StaticContract.isNumeric(offered.base), StaticContract.isNumeric(expected.base) {
            if let literal = source.numberLiteral, !offered.isOptional {
                let value: Any =
                    switch literal {
                    case .integer(let integer): integer
                    case .floatingPoint(let double): double
                    }
                if StaticContract.number(value, fitsExactly: expected.base) == false {
                    mark = "'\(key)' \(sourceWritten) \(value) → \(slotWritten) loses information"
                    report(.error, at: position, "\(label): \(error(.lossyConversion, detail: "\(value)"))")
                }
            } else {
                mark = "'\(key)' \(sourceWritten) → \(slotWritten) only when it fits"
                report(
                    .warning, at: position,
                    "\(label): '\(key)' converts \(sourceWritten) to \(slotWritten) only when the value fits exactly; "
                        + "a value that does not is refused at run time. To fix, declare both sides with the same numeric type."
                )
            }
            return
        }
        if isSubtype(offered.base, of: expected.base, in: sourcePath) { return }
        if isKnown(offered.base) && isKnown(expected.base) {
            mark = "'\(key)' type mismatch: expects \(slotWritten), is \(sourceWritten)"
            report(.error, at: position, "\(label): \(error(.typeMismatch))")
        }
    }

    /// Whether a type is concrete and known here, so that two different names cannot be related.
    func isKnown(_ name: String) -> Bool {
        classes.isDeclared(name) || StaticContract.isNumeric(name)
            || ["String", "Bool", "Character", "Date", "URL", "Data", "UUID"].contains(name)
    }

    mutating func report(_ severity: Diagnostic.Severity, at position: SourcePosition, _ message: String) {
        let diagnostic = Diagnostic(severity: severity, position: position, message: message)
        diagnostics.append(diagnostic)
        if let focus, flow.subjects[ContextFlow.key(diagnostic)] == nil {
            flow.subjects[ContextFlow.key(diagnostic)] = (focus, mark)
        }
        mark = nil
    }

    /// Whether a key passed with the segue, by its hook or offered reaches the slot key
    /// `slotKey`: propagation's own rule, `StaticContract.passedKey(_:reaches:prefix:slotKeys:)`.
    static func passes(_ passedKey: String, to slotKey: String, prefix: String, slots: Set<String>) -> Bool {
        StaticContract.passedKey(passedKey, reaches: slotKey, prefix: prefix, slotKeys: slots)
    }

    /// Errors for `@Prepared var x: T!` with no `required:` argument: an optional to Swift, so
    /// propagation never reports it missing.
    mutating func reportImplicitlyUnwrappedSlots() {
        for declared in classes.all {
            for property in declared.properties where property.isImplicitlyUnwrappedSlot {
                let written = String((property.declaredType ?? "").dropLast())
                focus = subject(forClass: declared)
                mark = "'\(property.name)': \(written)! is never reported missing"
                report(
                    .error, at: property.position,
                    "implicitly unwrapped @Prepared slot is never reported missing; '\(property.name)' of "
                        + "\(declared.name) is declared \(written)!, an optional to Swift, so an undelivered value "
                        + "reads as nil and stops the program where it is used. To fix, declare it `\(written)` "
                        + "(required) or `\(written)?` (optional), or say which you mean and keep reading nil with "
                        + "`@Prepared(required: true) var \(property.name): \(written)! = nil`.")
            }
        }
    }

    /// Notes for prefixed source properties that no destination takes.
    mutating func reportUnconsumed() {
        for (identity, declared) in presenters.sorted(by: { $0.key < $1.key }) {
            let prefix = prefix(of: declared)
            focus = subject(forClass: declared)
            for property in declared.properties
            where !property.isSlot && property.ambientKey == nil && !prefix.isEmpty && property.name.hasPrefix(prefix) {
                guard consumed[identity]?.contains(property.name) != true else { continue }
                mark = "provides '\(property.name)', no destination takes it"
                report(
                    .note, at: property.position,
                    "'\(property.name)' is provided by \(declared.name) but no destination of its segues takes it. "
                        + "To fix, remove the prefix if it is not context, or declare a slot for it in the destination."
                )
            }
        }
    }
}

// MARK: Recording the flow for the map

extension Run {
    /// Records the storyboards given, with the targets that build each — the app model's
    /// targets whose bundle holds it, so that a storyboard copied into an extension is drawn
    /// for the extension too — or, outside every project, the target root that holds it; one
    /// that was not read could not be.
    mutating func recordStoryboards(_ paths: [String]) {
        let read = Set(storyboards.map(\.path))
        for path in paths {
            var owners = model.targets(holding: path).map(\.name)
            if owners.isEmpty { owners = targets.modules.filter { targets.module($0, contains: path) }.map(\.name) }
            if owners.isEmpty, let root = targets.root(of: path) { owners = [(root as NSString).lastPathComponent] }
            flow.storyboards.append(
                ContextFlow.StoryboardFile(
                    path: path, name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension,
                    targets: Array(Set(owners)).sorted(), isReadable: read.contains(path)))
        }
    }

    /// Records a storyboard's scenes, each with the container that holds it, what it declares
    /// and what it provides, and its storyboard references.
    mutating func recordScenes(of storyboard: Storyboard) {
        var containerOf: [String: String] = [:]
        for (source, segue) in storyboard.segues where segue.kind == "relationship" && source.isContainer {
            if containerOf[segue.destinationID] == nil { containerOf[segue.destinationID] = source.id }
        }
        for id in storyboard.controllerOrder {
            guard let controller = storyboard.controllers[id] else { continue }
            let declared = swiftClass(of: controller, in: storyboard)
            var slots: [ContextFlow.Slot] = []
            var provides: [ContextFlow.ProvidedKey] = []
            var chain = Set<String>()
            if let declared {
                let prefix = prefix(of: declared)
                var current: SwiftClass? = declared
                while let next = current, chain.insert(next.identity).inserted {
                    for property in next.properties {
                        if property.isSlot || property.ambientKey != nil {
                            slots.append(
                                ContextFlow.Slot(
                                    name: property.name, key: property.explicitKey ?? property.name,
                                    type: property.declaredType ?? property.inferredType,
                                    isRequired: property.isRequiredSlot, isWeak: property.isWeakSlot,
                                    ambientKey: property.ambientKey))
                        } else if !prefix.isEmpty && property.name.hasPrefix(prefix) && !property.isSegueDestination {
                            provides.append(
                                ContextFlow.ProvidedKey(
                                    key: property.name, origin: .property(property.name), position: property.position))
                        }
                    }
                    current = superclass(of: next)
                }
                provides += declared.passedKeys.sorted { ($0.key, $0.segue ?? "") < ($1.key, $1.segue ?? "") }.map {
                    ContextFlow.ProvidedKey(key: $0.key, origin: .passed($0.origin), segue: $0.segue)
                }
            }
            let sceneID = ContextFlow.id(storyboard, id)
            for identity in chain { scenesByClass[identity, default: []].append((sceneID, storyboard.path)) }
            flow.scenes.append(
                ContextFlow.Scene(
                    id: sceneID, storyboard: storyboard.path,
                    title: controller.customClass
                        ?? ContextFlow.frameworkClass(of: controller.element, appKit: storyboard.isAppKit),
                    resolvedClass: declared?.name, storyboardIdentifier: controller.storyboardIdentifier,
                    isInitial: storyboard.initialControllerID == id,
                    containerKind: controller.isContainer ? controller.element : nil,
                    container: containerOf[id].map { ContextFlow.id(storyboard, $0) }, slots: slots, provides: provides,
                    position: controller.position))
        }
        for reference in storyboard.references.values.sorted(by: { $0.id < $1.id }) {
            flow.references.append(
                ContextFlow.Reference(
                    id: ContextFlow.id(storyboard, reference.id), storyboard: storyboard.path,
                    storyboardName: reference.storyboardName ?? storyboard.name,
                    referencedIdentifier: reference.referencedIdentifier,
                    container: containerOf[reference.id].map { ContextFlow.id(storyboard, $0) },
                    position: reference.position))
        }
    }

    /// Records a segue before it is checked; its keys are recorded as the check decides them.
    mutating func recordSegue(_ segue: Storyboard.Segue, from source: Storyboard.Controller, in storyboard: Storyboard)
    {
        let destination: ContextFlow.Endpoint =
            if segue.kind == "unwind" || storyboard.exits.contains(segue.destinationID) {
                .unwind([])
            } else if storyboard.controllers[segue.destinationID] != nil {
                .scene(ContextFlow.id(storyboard, segue.destinationID))
            } else if storyboard.references[segue.destinationID] != nil {
                .reference(ContextFlow.id(storyboard, segue.destinationID))
            } else {
                .missing(segue.destinationID)
            }
        flow.segues.append(
            ContextFlow.Segue(
                id: ContextFlow.id(segue), source: ContextFlow.id(storyboard, source.id), destination: destination,
                identifier: segue.identifier, kind: segue.kind, unwindAction: segue.unwindAction, keys: [],
                position: segue.position))
    }

    /// The scenes an unwind to a class declaring its action lands on: scenes of that class or
    /// a subclass, in the unwinding storyboard when it has any.
    func scenes(of owner: SwiftClass, from storyboard: Storyboard) -> [String] {
        let all = scenesByClass[owner.identity] ?? []
        let local = all.filter { $0.storyboard == storyboard.path }
        return (local.isEmpty ? all : local).map(\.id)
    }

    mutating func recordUnwindTargets(of segue: Storyboard.Segue, to owners: [SwiftClass], from storyboard: Storyboard)
    {
        guard let index = flow.segues.indices.last, flow.segues[index].id == ContextFlow.id(segue) else { return }
        var targets: [String] = []
        for owner in owners.sorted(by: { $0.identity < $1.identity }) {
            for scene in scenes(of: owner, from: storyboard) where !targets.contains(scene) { targets.append(scene) }
        }
        flow.segues[index].destination = .unwind(targets)
    }

    /// What a finding about a class is about on the map: the first scene of that class or a
    /// subclass, else the declaration.
    func subject(forClass declared: SwiftClass) -> ContextFlow.Subject {
        if let scene = scenesByClass[declared.identity]?.first { return .scene(scene.id) }
        return .declaration(declared.identity, name: declared.name)
    }

    /// Records the scene a storyboard reference leads into.
    mutating func recordReferenceTarget(_ reference: String, _ scene: String) {
        guard let index = flow.references.firstIndex(where: { $0.id == reference }) else { return }
        flow.references[index].target = scene
    }

    /// Records one slot's key along the segue being checked, into each scene.
    mutating func recordKey(
        _ key: String, along segue: Storyboard.Segue, into scenes: [String], origin: ContextFlow.Origin,
        via provided: String? = nil
    ) {
        guard let index = flow.segues.indices.last, flow.segues[index].id == ContextFlow.id(segue) else { return }
        for scene in scenes {
            let entry = ContextFlow.KeyFlow(key: key, destination: scene, origin: origin, provided: provided)
            if !flow.segues[index].keys.contains(entry) { flow.segues[index].keys.append(entry) }
        }
    }

    /// Records the `@Ambient` slots of a destination: ambient context hands them on.
    mutating func recordAmbientSlots(of destination: SwiftClass, along segue: Storyboard.Segue, into scenes: [String]) {
        var current: SwiftClass? = destination
        var visited = Set<String>()
        while let next = current, visited.insert(next.identity).inserted {
            for property in next.properties {
                guard let key = property.ambientKey else { continue }
                recordKey(key, along: segue, into: scenes, origin: .ambient(key))
            }
            current = superclass(of: next)
        }
    }

    /// Where a passed key that reached a slot is written: a call site for this segue first.
    func passedOrigin(of key: String, by source: SwiftClass?, on segue: Storyboard.Segue) -> ContextFlow.Origin {
        let candidates = (source?.passedKeys ?? []).filter { $0.key == key }
        let chosen =
            candidates.first { $0.segue != nil && $0.segue == segue.identifier }
            ?? candidates.filter { $0.segue == nil }.min { $0.origin.rawValue < $1.origin.rawValue }
        return .passed(chosen?.origin ?? .segueHook)
    }

    func origin(of match: SwiftClass.Property) -> ContextFlow.Origin {
        match.isSlot ? .slot(match.name, key: match.explicitKey) : .property(match.name)
    }
}
