import PreparedContext

/// The library's slot for a property UIKit owns (its table, read rather than copied).
typealias FrameworkSlot = StaticContract.FrameworkSlot

/// A write to a property that UIKit owns on the destination (`vc.title = name`,
/// `vc.hidesBottomBarWhenPushed = true`), which a subclass cannot redeclare as a slot.
///
/// The library's table of such properties (``StaticContract/frameworkSlot(for:)``, the one the
/// `unknownKey` fix names) gives each a slot of another name and the assignment that applies it.
/// The migration writes exactly that: the slot on the destination, the value offered under the
/// slot's key, and the assignment in the destination's `contextDidArrive(_:)`, run only when this
/// preparation delivered the slot:
///
/// ```swift
/// @Prepared var screenTitle: String?
///
/// override func contextDidArrive(_ report: PreparationReport) {
///     if $screenTitle.wasDelivered(in: report) { title = screenTitle }
/// }
/// ```
///
/// Why that is the assignment, for a converted write W of property `p` at position `w`:
///
/// 1. *The same segues and conditions.* The value is offered by the hook under W's own tests
///    (identifiers, the destination's class, W's bindings), like every converted value; the
///    storyboard proof, the route proof and the condition proofs are those of any slot. The
///    assignment runs when the slot was delivered by *this* preparation (`wasDelivered(in:)` is
///    `true` for every delivery of it, an equal value and a `nil` included): exactly when the
///    hook offered the value. Any other preparation, an unwind back included, delivers nothing
///    into the new slot (the conflict checks of any new slot: no other presenter, unwind,
///    coordinator, factory or literal key can fill it; the new slot counts as a property of the
///    destination that may become a slot, so that a presenter that gains the same slot and
///    presents it, or is presented by it, is seen), so `wasDelivered` is `false` and the property
///    keeps its value, as without the assignment.
/// 2. *The same value.* The slot's type is the property's (`String?`, `Bool`, an enumeration):
///    `nil` offered into a `String?` slot stores `nil` and counts as delivered, so `title = nil`
///    still happens where it happened; the table's other types are not optional, so no value is
///    flattened. A slot whose type is `Any` would not be the same (``slotDecision(_:in:)``'s
///    rule): the table's `Any?` entry is not moved.
/// 3. *Before UIKit reads it.* `contextDidArrive(_:)` runs inside the library's delivery, within
///    the presenter's `prepare(for:sender:)`, before the transition: UIKit reads a title, a bottom
///    bar flag or a presentation style only when the controller is shown or pushed, after
///    `prepare` returns. The properties moved are the table's plain ones whose setter only stores
///    (``movableFrameworkProperties``); the others stay (a size the setter reports to a container,
///    toolbar items, a tab bar item whose title `title` also sets).
/// 4. *The same order against what stays.* The write now happens at the delivery (the super
///    call, the top or the end of the body, DeliveryPlacement.swift), after every other value of
///    the preparation is delivered. Against statements that stay, it counts as running the
///    app's code (``MigrationRun/orderBlocker(_:file:_:_:_:placement:exits:)``, as an observed
///    write does): no statement that stays between `w` and the delivery may run with it, a log
///    line or a refused assignment included. Against the other converted writes it commutes:
///    they write slots' storage, which runs no code; UIKit's setter reads none of them and runs
///    none of the app's code, because no class of the destination's family (superclasses,
///    subclasses, their extensions) declares the property or a member its setter writes, and the
///    app observes none of them by key path. An observed slot's code (ObservedSlots.swift) runs
///    after these assignments in the same `contextDidArrive(_:)`, which is where its own rule
///    puts it: its write is the last converted write of what runs with it. Values are evaluated by
///    the hook before any delivery, as for every converted value. On a route through a
///    navigation controller, no controller of the app's there runs code of its own on arrival.
/// 5. *Where the destination is told.* The destination takes part, or is made to exactly as a
///    presenter would be (``observedDestination(_:fix:)``): not `open`, no `prepare(for:sender:)`
///    of its own, no `contextDidArrive(_:)` in its family (one written by the migration for an
///    observed slot is merged into the same method).
/// 6. *The slot's name is free.* No class of the family mentions it (a new member would change
///    what the name means there), no protocol declares it, and no extension of a type the app
///    does not declare (`UIViewController`, a protocol) does.
extension MigrationRun {
    /// The framework-owned properties whose write is moved, and the members of the destination
    /// whose declaration in the app would make UIKit's setter run the app's code (`title` also
    /// sets the navigation item's and the tab bar item's title).
    static let movableFrameworkProperties: [String: [String]] = [
        "title": ["title", "navigationItem", "tabBarItem"],
        "hidesBottomBarWhenPushed": ["hidesBottomBarWhenPushed"],
        "modalPresentationStyle": ["modalPresentationStyle"],
        "modalTransitionStyle": ["modalTransitionStyle"],
        "isModalInPresentation": ["isModalInPresentation"],
    ]

    /// The UIKit controller classes (and the library's subclasses of them) a destination whose
    /// framework property moves may be built on: plain controllers, no containers.
    static let frameworkControllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "PreparedViewController",
        "PreparedTableViewController", "PreparedCollectionViewController",
    ]

    /// Whether the candidate writes a framework-owned property through a new slot: converted, the
    /// write runs at the delivery, so for the order rule it is a call of the app's code.
    func isFrameworkWrite(_ candidate: MigrationCandidate) -> Bool {
        guard case .assign(let property, _) = candidate.action else { return false }
        return frameworkWrites[candidate.cast.className + "." + property] != nil
    }

    /// Turns each write of a movable framework-owned property into a write of its slot
    /// (`title` becomes `screenTitle`), so that every later check (keys, conflicts, forms, the
    /// hook) reads the slot; records why a write cannot, for ``frameworkSlotDecision(_:in:)``. The
    /// new slot is added to the destination's properties as one this run may make a slot.
    mutating func adoptFrameworkSlots(
        _ pending: inout [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)]
    ) {
        var adopted: [String: FrameworkSlot] = [:]
        for number in pending.indices {
            for index in pending[number].analysis.candidates.indices {
                let candidate = pending[number].analysis.candidates[index]
                let className = candidate.cast.className
                guard case .assign(let property, let value) = candidate.action,
                    let slot = StaticContract.frameworkSlot(for: property), unique(className) != nil,
                    !allProperties(className).contains(where: { $0.name == property })
                else { continue }
                let key = className + "." + property
                if frameworkRefusals[key] == nil, adopted[key] == nil {
                    if let reason = frameworkRefusal(slot, in: className) {
                        frameworkRefusals[key] = "'\(key)': \(reason)"
                    } else if case .failure(let refusal) = observedDestination(className, fix: Self.arrivalFix(slot)) {
                        // Not told of its arrival: the new slot would never exist, and must not count as one.
                        frameworkRefusals[key] = Self.arrivalRefusalMessage(slot, in: className, refusal.value.message)
                    } else {
                        adopted[key] = slot
                    }
                }
                guard adopted[key] != nil else { continue }
                pending[number].analysis.candidates[index].action = .assign(property: slot.slotName, value: value)
            }
        }
        for (key, slot) in adopted.sorted(by: { $0.key < $1.key }) {
            let className = String(key.prefix { $0 != "." })
            frameworkWrites[className + "." + slot.slotName] = slot
            guard let found = classes[className], found.count == 1 else { continue }
            var declared = found[0].declared
            declared.properties.append(
                SwiftClass.Property(
                    name: slot.slotName, isSlot: false, explicitKey: nil, requiredArgument: nil,
                    declaredType: slot.slotType, inferredType: nil, numberLiteral: nil,
                    hasInitializer: slot.slotDeclaration.contains("="), isObjC: false, isLet: false, otherWrapper: nil,
                    position: declared.position, owner: className))
            classes[className] = [(found[0].file, declared)]
        }
        allClasses = classes.keys.sorted().flatMap { classes[$0] ?? [] }
        indexClasses()
    }

    /// Why a framework-owned property of `className` cannot move to its slot, from what the
    /// sources declare (the destination's part in the preparation is decided later).
    private func frameworkRefusal(_ slot: FrameworkSlot, in className: String) -> String? {
        let property = slot.property
        let fix =
            "assign it in the destination's contextDidArrive(_:) by hand (@Prepared var \(slot.slotDeclaration), "
            + "and \(slot.assignment))"
        let renamed =
            "assign it in the destination's contextDidArrive(_:) by hand, from a slot named other than "
            + "'\(slot.slotName)'"
        guard let setterMembers = Self.movableFrameworkProperties[property],
            slot.assignment == property + " = " + slot.slotName
        else {
            return "'\(property)' is a property UIKit owns whose setter may do more than store it: it stays; \(fix)"
        }
        let chain = [className] + ancestors(className)
        // The first class of the chain the app does not declare: the framework's.
        let base = chain.first { unique($0) == nil } ?? ""
        guard unique(className)?.declared.platform != .appKit, Self.frameworkControllerBases.contains(base) else {
            let built = base.isEmpty ? "is not built" : "is built on '\(base)', not"
            return "'\(className)' \(built) on a UIKit view controller class whose '\(property)' the migration knows: "
                + "it stays; \(fix)"
        }
        let family = chain + (subclassesByName[className] ?? [])
        for name in family {
            for (file, scope) in scopesByName[name] ?? [] {
                if let member = setterMembers.first(where: { declaresMember($0, file: file, scope: scope) }) {
                    return
                        "'\(name)' declares '\(member)', which UIKit's setter of '\(property)' would run: it stays; \(fix)"
                }
                if mentions(slot.slotName, file: file, scope: scope) {
                    return
                        "'\(name)' mentions '\(slot.slotName)', the name of the slot the value would need: it stays; "
                        + renamed
                }
            }
        }
        // A protocol or an extension of a type the app does not declare (UIViewController, a
        // protocol) could clash with the new member or be witnessed by it.
        for (number, file) in files.enumerated() {
            for scope in file.scopes where scope.keyword == "protocol" || scope.keyword == "extension" {
                guard scope.keyword == "protocol" || unique(scope.name) == nil,
                    declaresMember(slot.slotName, file: number, scope: scope)
                else { continue }
                return "'\(scope.name)' declares '\(slot.slotName)' in a \(scope.keyword), which the new slot of "
                    + "'\(className)' would clash with: it stays; \(renamed)"
            }
        }
        if let path = observedByKeyPath(property) {
            return "'\(property)' is observed by key path in \(path), which would see it written at another moment: it "
                + "stays; \(fix)"
        }
        return nil
    }

    /// Whether a type body or extension declares a member named `name` at its own level.
    private func declaresMember(_ name: String, file: Int, scope: PrepareBodyReader.Scope) -> Bool {
        let reader = files[file].reader
        let tokens = reader.tokens
        let declaring: Set<String> = [
            "var", "let", "func", "case", "typealias", "class", "struct", "enum", "actor", "protocol", "associatedtype",
        ]
        return reader.topLevel((scope.open + 1)..<scope.close).contains { index in
            tokens[index].kind == .identifier && declaring.contains(tokens[index].text) && index + 1 < scope.close
                && tokens[index + 1].text == name
        }
    }

    /// Whether the text of a type body or extension has `name` as a word (in code, a string's
    /// interpolation or a comment).
    private func mentions(_ name: String, file: Int, scope: PrepareBodyReader.Scope) -> Bool {
        let tokens = files[file].reader.tokens
        let text = String(
            decoding: files[file].bytes[tokens[scope.open].start..<tokens[scope.close].end], as: UTF8.self)
        return Self.containsWord(name, in: text)
    }

    static func containsWord(_ word: String, in text: String) -> Bool {
        func isNameCharacter(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_"
        }
        var searched = text[...]
        while let found = searched.range(of: word) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
            if !isNameCharacter(before) && !isNameCharacter(after) { return true }
            searched = text[found.upperBound...]
        }
        return false
    }

    /// The file that observes `property` by key path (`\.title`, `\Detail.title`,
    /// `#keyPath(…title)`, `forKeyPath: "title"`), if any.
    private func observedByKeyPath(_ property: String) -> String? {
        for file in files {
            let text = String(decoding: file.bytes, as: UTF8.self)
            guard Self.containsWord(property, in: text) else { continue }
            if text.contains("#keyPath") && text.contains("." + property) { return file.path }
            if (text.contains("forKeyPath") || text.contains("keyPath:")) && text.contains("\"" + property + "\"") {
                return file.path
            }
            // `\.title`, `\Detail.title`, `\Detail.child?.title`: a backslash, then a path ending in the name.
            var searched = text[...]
            while let found = searched.range(of: "." + property) {
                searched = text[found.upperBound...]
                if let next = searched.first, next.isLetter || next.isNumber || next == "_" { continue }
                var start = found.lowerBound
                while start > text.startIndex {
                    let previous = text[text.index(before: start)]
                    guard previous.isLetter || previous.isNumber || "_.?!".contains(previous) else { break }
                    start = text.index(before: start)
                }
                if start > text.startIndex, text[text.index(before: start)] == "\\" { return file.path }
            }
        }
        return nil
    }

    /// How to assign the property by hand, as a refusal ends.
    static func arrivalFix(_ slot: FrameworkSlot) -> String {
        "assign it in contextDidArrive(_:) by hand (@Prepared var \(slot.slotDeclaration), and \(slot.assignment))"
    }

    /// Why the property cannot be assigned on arrival: the destination cannot be told (`reason`).
    static func arrivalRefusalMessage(_ slot: FrameworkSlot, in className: String, _ reason: String) -> String {
        "'\(className).\(slot.property)' (a property UIKit owns) would be assigned in contextDidArrive(_:), but \(reason)"
    }

    /// How the framework-owned property's slot is written, for a candidate that assigns it
    /// (`property` is the slot's name, or the framework property's when it was not adopted);
    /// `nil` when the property is not a framework-owned one this run adopted or refused.
    func frameworkSlotDecision(_ property: String, in className: String) -> Result<SlotDecision, Refusal>? {
        func refuse(_ message: String) -> Result<SlotDecision, Refusal> {
            .failure(Refusal(value: .refuse(.destinationProperty, message)))
        }
        if let message = frameworkRefusals[className + "." + property] { return refuse(message) }
        guard let slot = frameworkWrites[className + "." + property] else { return nil }
        let original = "'\(className).\(slot.property)' (a property UIKit owns)"
        let fix = Self.arrivalFix(slot)
        if case .failure(let refusal) = observedDestination(className, fix: fix) {
            return refuse(Self.arrivalRefusalMessage(slot, in: className, refusal.value.message))
        }
        // Another controller of the route that runs code on arrival would run before or after the assignment.
        for route in routes(reaching: className) where !route.isUnwind {
            guard case .navigation(let container, _) = route.target, let container, unique(container) != nil else {
                continue
            }
            let family = [container] + ancestors(container) + (subclassesByName[container] ?? [])
            let arrives = family.contains { unique($0)?.declared.methods.contains("contextDidArrive") == true }
            let observed = allProperties(container).contains { other in
                mayBecomeSlots.contains(container + "." + other.name)
                    && (declaration(other.name, in: container)?.1.hasAccessors ?? false)
            }
            if arrives || observed {
                return refuse(
                    "\(original) would be assigned in contextDidArrive(_:), and the navigation controller '\(container)' "
                        + "(segue at \(route.position.path):\(route.position.line)) runs code on arrival too: \(fix)")
            }
        }
        guard let (file, scope) = scope(of: className) else { return refuse("\(original): \(fix)") }
        let tokens = files[file].reader.tokens
        // Members on lines of their own, or an empty body (`{}`), which gets lines of its own.
        guard
            scope.open + 1 == scope.close
                || (tokens[scope.open + 1].line > tokens[scope.open].line
                    && tokens[scope.close - 1].line < tokens[scope.close].line)
        else {
            return refuse("\(original): '\(className)' is declared with members on the line of its braces; \(fix)")
        }
        return .success(SlotDecision(file: file, edits: [], valueType: slot.slotType))
    }

    /// Writes, for each destination that receives an accepted framework-owned value, its slots
    /// (first in its body) and one `contextDidArrive(_:)` that applies them, merged with the one
    /// an observed slot wrote there (whose call runs after the assignments).
    mutating func emitFrameworkSlots(
        _ pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)],
        decided: [[Bool]]
    ) {
        var received: [String: Set<String>] = [:]
        for (number, entry) in pending.enumerated() {
            for (index, candidate) in entry.analysis.candidates.enumerated()
            where decided[number][index] && isFrameworkWrite(candidate) {
                guard case .assign(let slotName, _) = candidate.action else { continue }
                received[candidate.cast.className, default: []].insert(slotName)
            }
        }
        for className in received.keys.sorted() {
            guard let (file, scope) = scope(of: className),
                case .success(let destination) = observedDestination(className)
            else { continue }
            let slots = (received[className] ?? []).sorted().compactMap { frameworkWrites[className + "." + $0] }
            let path = files[file].path
            let tokens = files[file].reader.tokens
            let bytes = files[file].bytes
            let (classIndent, unit) = memberIndentation(file, scope)
            let empty = scope.open + 1 == scope.close
            let memberIndent = classIndent + unit
            // The slots, first in the body.
            let open = tokens[scope.open].end
            let afterOpen = bytes[open...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? open
            let declarations = slots.map { slot -> String in
                let key = slotKeys[className + "." + slot.slotName].map { "(key: " + Self.quoted($0) + ")" } ?? ""
                return "\(memberIndent)@Prepared\(key) var \(slot.slotDeclaration)\n"
            }
            if !empty { add(path, MigrationEdit(range: afterOpen..<afterOpen, replacement: declarations.joined())) }
            // One contextDidArrive(_:): the assignments, then what an observed slot wrote there.
            let classClose = tokens[scope.close].start
            let closeLineStart = bytes[..<classClose].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? classClose
            var lines = slots.map { slot in
                "\(memberIndent)\(unit)if $\(slot.slotName).wasDelivered(in: report) { \(slot.assignment) }"
            }
            let signature = "contextDidArrive(_ report: PreparationReport) {\n"
            if let at = plan.edits[path]?.firstIndex(where: { edit in
                edit.range == closeLineStart..<closeLineStart && edit.replacement.contains(signature)
            }), let observed = plan.edits[path]?[at] {
                plan.edits[path]?.remove(at: at)
                let inner = observed.replacement.components(separatedBy: signature).last ?? ""
                lines += inner.split(separator: "\n").dropLast().map(String.init)
            }
            let keyword = destination.isOverride ? "override func" : "func"
            let hook =
                "\n\(memberIndent)\(accessPrefix(className))\(keyword) \(signature)" + lines.joined(separator: "\n")
                + "\n\(memberIndent)}\n"
            if empty {
                let inside = tokens[scope.open].end..<tokens[scope.close].start
                add(path, MigrationEdit(range: inside, replacement: "\n" + declarations.joined() + hook + classIndent))
            } else {
                add(path, MigrationEdit(range: closeLineStart..<closeLineStart, replacement: hook))
            }
            for edit in takingPart(className, newBase: destination.newBase, adopts: destination.adoptsSegueContext) {
                add(path, edit)
            }
            addImport(file)
        }
    }
}
