import Foundation
@_spi(ContextCheck) import PreparedContext

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
    /// - Returns: The findings; a file that cannot be read is a finding too.
    public func check(storyboardPaths: [String], swiftPaths: [String]) -> CheckResult {
        var diagnostics: [Diagnostic] = []
        let (classes, swiftDiagnostics) = Self.readClasses(swiftPaths)
        diagnostics += swiftDiagnostics
        var storyboards: [Storyboard] = []
        for path in storyboardPaths {
            do {
                storyboards.append(try StoryboardReader.read(path: path))
            } catch {
                diagnostics.append(Diagnostic(severity: .error, position: error.position, message: error.message))
            }
        }
        var run = Run(checker: self, classes: classes, storyboards: storyboards)
        run.checkAll()
        diagnostics += run.diagnostics
        var seen = Set<Diagnostic>()
        diagnostics = diagnostics.filter { seen.insert($0).inserted }
        diagnostics.sort {
            ($0.position.path, $0.position.line, $0.position.column, $0.message)
                < ($1.position.path, $1.position.line, $1.position.column, $1.message)
        }
        return CheckResult(
            diagnostics: diagnostics, storyboardCount: storyboards.count, swiftFileCount: swiftPaths.count,
            segueCount: run.segueCount)
    }

    /// Reads the Swift files in parallel; merges extensions into their classes.
    static func readClasses(_ paths: [String]) -> ([String: SwiftClass], [Diagnostic]) {
        let results = UnsafeResults(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            guard let data = FileManager.default.contents(atPath: path),
                let source = String(data: data, encoding: .utf8)
            else {
                results.set(index, .failure(path))
                return
            }
            results.set(index, .success(SwiftDeclarationReader.read(source: source, path: path)))
        }
        var classes: [String: SwiftClass] = [:]
        var extensions: [String: [SwiftClass]] = [:]
        var diagnostics: [Diagnostic] = []
        for result in results.values {
            switch result {
            case .success(let read):
                for declared in read.classes where classes[declared.name] == nil {
                    classes[declared.name] = declared
                }
                for (name, declared) in read.extensions { extensions[name, default: []].append(declared) }
            case .failure(let path):
                diagnostics.append(
                    Diagnostic(
                        severity: .error, position: SourcePosition(path: path, line: 1, column: 1),
                        message: "cannot read this Swift file as UTF-8 text; check that it exists and is readable"))
            case nil:
                break
            }
        }
        for (name, parts) in extensions {
            guard var declared = classes[name] else { continue }
            for part in parts {
                declared.methods.formUnion(part.methods)
                declared.inherited += part.inherited
                declared.hasSegueHook = declared.hasSegueHook || part.hasSegueHook
                declared.prefix = declared.prefix ?? part.prefix
                declared.explicitKeys.merge(part.explicitKeys) { $0.union($1) }
            }
            classes[name] = declared
        }
        return (classes, diagnostics)
    }
}

/// Per-file results written from parallel workers, each index once.
private final class UnsafeResults: @unchecked Sendable {
    enum Outcome {
        case success((classes: [SwiftClass], extensions: [String: SwiftClass]))
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

/// One check over a set of storyboards and classes.
private struct Run {
    let checker: ContractChecker
    let classes: [String: SwiftClass]
    let storyboards: [Storyboard]
    let storyboardsByName: [String: Storyboard]
    var diagnostics: [Diagnostic] = []
    var segueCount = 0
    /// Keys each source class provides that some destination took.
    var consumed: [String: Set<String>] = [:]
    /// Source classes that present something.
    var presenters: Set<String> = []

    init(checker: ContractChecker, classes: [String: SwiftClass], storyboards: [Storyboard]) {
        self.checker = checker
        self.classes = classes
        self.storyboards = storyboards
        storyboardsByName = Dictionary(storyboards.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func checkAll() {
        for storyboard in storyboards {
            for id in storyboard.controllerOrder {
                if let controller = storyboard.controllers[id] { checkClassExists(controller) }
            }
            for (source, segue) in storyboard.segues where segue.kind != "relationship" {
                segueCount += 1
                check(segue, from: source, in: storyboard)
            }
        }
        reportUnconsumed()
    }

    // MARK: Classes

    /// The class of a controller, `nil` for a system class or one in another module.
    func swiftClass(of controller: Storyboard.Controller) -> SwiftClass? {
        controller.customClass.flatMap { classes[$0] }
    }

    mutating func checkClassExists(_ controller: Storyboard.Controller) {
        guard let name = controller.customClass, classes[name] == nil else { return }
        // A class of another module is not among the checked sources.
        if controller.customModule != nil, !controller.moduleIsTarget { return }
        diagnostics.append(
            Diagnostic(
                severity: .error, position: controller.position,
                message: "the scene's custom class '\(name)' is not declared in the checked Swift sources. "
                    + "To fix, correct the class name in Interface Builder's Identity inspector, "
                    + "or add the file that declares it to the check."))
    }

    /// The stored properties of a class and its superclasses, own class first.
    func properties(of declared: SwiftClass) -> [SwiftClass.Property] {
        var result: [SwiftClass.Property] = []
        var current: SwiftClass? = declared
        var visited = Set<String>()
        while let next = current, visited.insert(next.name).inserted {
            result += next.properties
            current = next.inherited.lazy.compactMap { classes[$0] }.first
        }
        return result
    }

    func prefix(of declared: SwiftClass) -> String {
        var current: SwiftClass? = declared
        var visited = Set<String>()
        while let next = current, visited.insert(next.name).inserted {
            if let prefix = next.prefix { return prefix }
            current = next.inherited.lazy.compactMap { classes[$0] }.first
        }
        return checker.prefix
    }

    func contract(_ property: SwiftClass.Property, prefix: String) -> StaticContract.Property {
        StaticContract.Property(
            name: property.name, isSlot: property.isSlot, explicitKey: property.explicitKey, prefix: prefix)
    }

    /// Whether `name` is `ancestor`, a subclass of it, or declares conformance to it.
    func isSubtype(_ name: String, of ancestor: String) -> Bool {
        var pending = [name]
        var visited = Set<String>()
        while let next = pending.popLast(), visited.insert(next).inserted {
            if next == ancestor { return true }
            pending += classes[next]?.inherited ?? []
        }
        return false
    }

    // MARK: Segues

    mutating func check(_ segue: Storyboard.Segue, from source: Storyboard.Controller, in storyboard: Storyboard) {
        let sourceClass = swiftClass(of: source)
        if segue.kind == "unwind" {
            checkUnwind(segue, from: source, sourceClass: sourceClass)
            return
        }
        guard let (targetBoard, target) = resolve(segue.destinationID, in: storyboard, at: segue.position) else {
            return
        }
        for destination in unwrap(target, in: targetBoard) {
            guard let destinationClass = swiftClass(of: destination) else { continue }
            if source.customClass != nil && sourceClass == nil { continue }  // reported once already
            checkEdge(
                segue, source: sourceClass, sourceName: source.customClass ?? source.element,
                destination: destinationClass)
        }
    }

    mutating func checkUnwind(_ segue: Storyboard.Segue, from source: Storyboard.Controller, sourceClass: SwiftClass?) {
        guard let action = segue.unwindAction else { return }
        let method = String(action.prefix { $0 != ":" })
        let owners = classes.values.filter { $0.methods.contains(method) }.sorted { $0.name < $1.name }
        guard !owners.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, position: segue.position,
                    message: "no checked class declares the unwind action '\(action)'. To fix, add "
                        + "'@IBAction func \(method)(_ segue: UIStoryboardSegue)' to the controller to unwind to."))
            return
        }
        for owner in owners {
            checkEdge(
                segue, source: sourceClass, sourceName: source.customClass ?? source.element, destination: owner,
                isUnwind: true)
        }
    }

    /// The controller a segue destination id stands for, following storyboard references.
    mutating func resolve(_ id: String, in storyboard: Storyboard, at position: SourcePosition) -> (
        Storyboard, Storyboard.Controller
    )? {
        if let controller = storyboard.controllers[id] { return (storyboard, controller) }
        guard let reference = storyboard.references[id] else {
            diagnostics.append(
                Diagnostic(
                    severity: .error, position: position,
                    message: "the segue's destination '\(id)' is not in this storyboard. To fix, reconnect "
                        + "the segue in Interface Builder."))
            return nil
        }
        let name = reference.storyboardName ?? storyboard.name
        guard let target = storyboardsByName[name] else {
            diagnostics.append(
                Diagnostic(
                    severity: .error, position: reference.position,
                    message: "the storyboard reference points to '\(name)', which is not among the checked "
                        + "storyboards. To fix, correct the reference's storyboard name, or add \(name).storyboard "
                        + "to the check."))
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
            diagnostics.append(
                Diagnostic(
                    severity: .error, position: reference.position,
                    message: "the storyboard reference points nowhere: '\(name)' has \(what). To fix, set the "
                        + "referenced ID to an existing Storyboard ID, or mark an initial controller in \(name)."))
            return nil
        }
        return (target, controller)
    }

    /// The controller and, for containers, every controller inside it (relationship segues),
    /// each once.
    mutating func unwrap(_ root: Storyboard.Controller, in storyboard: Storyboard) -> [Storyboard.Controller] {
        var result: [Storyboard.Controller] = []
        var visited = Set<String>()
        var pending = [(storyboard, root)]
        while let (board, controller) = pending.popLast() {
            guard visited.insert(board.name + "/" + controller.id).inserted else { continue }
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
        isUnwind: Bool = false
    ) {
        let sourceProperties = source.map(properties(of:)) ?? []
        let sourcePrefix = source.map(prefix(of:)) ?? checker.prefix
        let sourceContract = sourceProperties.map { contract($0, prefix: sourcePrefix) }
        let destinationPrefix = prefix(of: destination)
        var passed = Set<String>()
        if let source {
            presenters.insert(source.name)
            passed = (source.explicitKeys[nil] ?? []).union(segue.identifier.flatMap { source.explicitKeys[$0] } ?? [])
        }
        let label =
            "segue" + (segue.identifier.map { " '\($0)'" } ?? "")
            + " (\(segue.kind)) from \(sourceName) to \(destination.name)"
        for property in properties(of: destination) {
            let slot = contract(property, prefix: destinationPrefix)
            guard slot.takesPart, property.isSlot || !isUnwind, !passed.contains(slot.key) else { continue }
            let candidates = StaticContract.candidates(for: slot, in: sourceContract)
            let matches = candidates.compactMap { candidate in sourceProperties.first { $0.name == candidate.name } }
            switch matches.count {
            case 0:
                guard property.isRequiredSlot else { continue }
                let error = PreparationError(
                    .missingRequiredValue, key: slot.key, sourceType: sourceName, destinationType: destination.name,
                    expectedType: property.declaredType ?? "?",
                    detail: "no property, slot or passed key of that name")
                let hook = source?.hasSegueHook == true
                report(
                    hook ? .warning : .error, at: segue.position,
                    "\(label): \(error)" + (hook ? " (unless its segue hook computes the key)" : ""))
            case 1:
                let match = matches[0]
                consumed[source?.name ?? "", default: []].insert(match.name)
                if let wrapper = match.otherWrapper {
                    // Propagation cannot read through another property wrapper, and says so.
                    let error = PreparationError(
                        .notReadable, key: slot.key, sourceType: sourceName, destinationType: destination.name,
                        detail: "the source's '\(match.name)' is stored in a \(wrapper), which PreparedContext "
                            + "cannot read through")
                    report(.error, at: segue.position, "\(label): \(error)")
                    continue
                }
                if !property.isSlot && !property.isObjC {
                    let error = PreparationError(
                        .notWritable, key: slot.key, sourceType: sourceName, destinationType: destination.name,
                        detail: property.isLet
                            ? "'\(property.name)' is a let constant"
                            : "'\(property.name)' is a plain stored property that is not @objc")
                    report(.error, at: segue.position, "\(label): \(error)")
                    continue
                }
                checkTypes(
                    from: match, sourceName: sourceName, to: property, destination: destination.name, key: slot.key,
                    at: segue.position, label: label)
            default:
                for match in matches { consumed[source?.name ?? "", default: []].insert(match.name) }
                let error = PreparationError(
                    .ambiguousSource, key: slot.key, sourceType: sourceName, destinationType: destination.name,
                    detail: matches.map(\.name).joined(separator: ", "))
                report(.error, at: segue.position, "\(label): \(error)")
            }
        }
    }

    mutating func checkTypes(
        from source: SwiftClass.Property, sourceName: String, to slot: SwiftClass.Property, destination: String,
        key: String, at position: SourcePosition, label: String
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
                    report(.error, at: position, "\(label): \(error(.lossyConversion, detail: "\(value)"))")
                }
            } else {
                report(
                    .warning, at: position,
                    "\(label): '\(key)' converts \(sourceWritten) to \(slotWritten) only when the value fits exactly; "
                        + "a value that does not is refused at run time. To fix, declare both sides with the same numeric type."
                )
            }
            return
        }
        if isSubtype(offered.base, of: expected.base) { return }
        if isKnown(offered.base) && isKnown(expected.base) {
            report(.error, at: position, "\(label): \(error(.typeMismatch))")
        }
    }

    /// Whether a type is concrete and known here, so that two different names cannot be related.
    func isKnown(_ name: String) -> Bool {
        classes[name] != nil || StaticContract.isNumeric(name)
            || ["String", "Bool", "Character", "Date", "URL", "Data", "UUID"].contains(name)
    }

    mutating func report(_ severity: Diagnostic.Severity, at position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(severity: severity, position: position, message: message))
    }

    /// Notes for prefixed source properties that no destination takes.
    mutating func reportUnconsumed() {
        for name in presenters.sorted() {
            guard let declared = classes[name] else { continue }
            let prefix = prefix(of: declared)
            for property in declared.properties
            where !property.isSlot && !prefix.isEmpty && property.name.hasPrefix(prefix) {
                guard consumed[name]?.contains(property.name) != true else { continue }
                report(
                    .note, at: property.position,
                    "'\(property.name)' is provided by \(name) but no destination of its segues takes it. "
                        + "To fix, remove the prefix if it is not context, or declare a slot for it in the destination."
                )
            }
        }
    }
}
