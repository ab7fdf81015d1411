/// A destination property with a `didSet` observer that becomes a slot.
///
/// Propagation writes a slot's storage, not the property, so the observer would not run on
/// delivery. Where it is provably the same, the migration keeps the `didSet` (other assignments
/// in the app still run it), moves its body into a method, and calls that method from the
/// destination's `contextDidArrive(_:)` when this preparation delivered the value:
///
/// ```swift
/// @Prepared var theme: String? {
///     didSet { themeDidChange() }
/// }
///
/// private func themeDidChange() { … the didSet's body … }
///
/// override func contextDidArrive(_ report: PreparationReport) {
///     if $theme.wasDelivered(in: report) { themeDidChange() }
/// }
/// ```
///
/// It holds when:
/// - the property has only a `didSet` (no `willSet`, `get`, `set`, no parameter), whose body
///   never reads `oldValue`, on a stored optional or plain property without an initializer
///   other than a literal (``observedSlotEdits(_:in:file:declaration:)``);
/// - the destination takes part, or can be made to take part exactly as a presenter is
///   (``observedDestination(_:)``), and neither it, its superclasses nor its subclasses
///   implement `contextDidArrive(_:)`; no other property of it that this run may make a slot
///   has observers;
/// - `contextDidArrive(_:)` runs once everything the preparation hands over is delivered, so
///   the assignment is the last converted write of its branch (``observedOrderRefusal(_:_:_:)``),
///   and no statement that stays between it and the delivery may run in the same call (the
///   order rule counts it as a call of the app's code: ``MigrationRun/isObservedAssignment(_:)``);
/// - `wasDelivered(in:)` is `true` for every delivery of that preparation, an equal value and a
///   `nil` included, and no other presenter can fill the new slot (the conflict checks, which
///   count the destination as taking part: ``MigrationRun/run()`` adds it to `mayConvert`).
///
/// A destination made to take part gets the presenter's edits (``takingPart(_:newBase:adopts:)``):
/// a UIKit or AppKit superclass becomes its `Prepared…Controller` (whose `contextDidArrive(_:)` it
/// overrides); the app's own superclass stays, and the class adopts `SegueContext` (`class Detail:
/// AppBase, SegueContext`, `var ambientContext = ContextValues()`, a plain `contextDidArrive(_:)`),
/// whose destinations the library tells of their arrival too. Adopting changes nothing else for a
/// class with no `prepare(for:sender:)` of its own: it delivers nothing when it presents, and the
/// app has no `@Ambient` slot whose value it could hand on (the presenter checks refuse one). Its
/// own options would give its plain properties' prefix, where the presenter's did: it is refused
/// where the app declares a `preparationOptions`.
///
/// A destination with a `prepare(for:sender:)` of its own cannot simply be made to take part:
/// moved to a prepared base while its body stays, it would start delivering what it holds to the
/// controllers it presents. It is told of its arrival only where this same run converts that body
/// (``observedDestination(_:fix:allowingOwnPrepare:)``), and then nothing is added that the
/// conversion of its body does not do already:
/// 1. *It takes part anyway, checked as a presenter.* Its body is its class's only
///    `prepare(for:sender:)`, in the class's own declaration, planned by this run with something
///    to convert; the presenter decision the emission writes for it (``sourceDecision(file:function:analysis:)``
///    on that very body, and ``arrivalRefusal(presenter:)``) has no refusal and moves it to the
///    same `Prepared…Controller` base the slot's edits name, with the hook in its body: the base
///    edit is the same edit, written once (``add(_:_:)``), and `contextDidArrive(_:)` overrides
///    the base's. Every check a presenter passes (its subclasses, its slots and prefixed names,
///    the keys its destinations name, the unwinds from it) holds for it because it holds for its
///    own conversion; the new slot itself is a property that may become a slot, so the conflict
///    checks see it provide its key to the controllers it presents (``conflicts(_:key:destination:source:candidate:)``).
/// 2. *It converts in the end.* That is known only once every candidate of the run is settled (a
///    converted superclass, conflicts, unused bindings, values that call code, the order rules
///    may refuse all of its body). ``unconfirmedArrivals(_:decided:)`` then looks at the final
///    decisions: a class whose observed slot was accepted through its own body, where that body
///    has no accepted candidate, is refused for observed slots, and the whole run is decided
///    again from its start (the same sources, nothing kept but that set). Each pass refuses at
///    least one more class (the fifth, all of them), so at most five passes run; the last one
///    has every such body converting, and
///    every decision in it (order, unused bindings, the forms) was made with the observed
///    candidates it keeps.
/// 3. *Nothing the observer reads moves.* Converting the destination's own body changes what
///    happens when it presents, later, not when it arrives: its `offeredValues` hook and
///    `@SegueDestination` properties run and fill during its own segues, and read the slot's
///    value, which is the assigned one as before. The edits do not meet: the body's hook replaces
///    or follows the `prepare(for:sender:)` body, the observer's method follows the property, the
///    `contextDidArrive(_:)` goes before the class's closing brace, and the framework-owned
///    properties' hook (FrameworkProperties.swift), which would share it, never applies to such a
///    class.
///
/// A presenter whose assignment of the property stays still runs the `didSet` there: it is kept
/// on the slot, and a presenter that does not deliver the slot makes `wasDelivered(in:)` false.
extension MigrationRun {
    /// How a destination takes part: `override` when its base is a prepared controller (the
    /// library's class implements the method), plain when it adopts `SegueContext` itself; the
    /// new base class when the migration moves it to one.
    struct ObservedDestination {
        var isOverride: Bool
        var newBase: String?
        /// Whether it adopts `SegueContext`, its superclass being the app's own (``takingPart(_:newBase:adopts:)``).
        var adoptsSegueContext = false
        /// Whether it takes part only because this run converts its own `prepare(for:sender:)`,
        /// which ``unconfirmedArrivals(_:decided:)`` checks once every candidate is settled.
        var throughOwnPrepare = false
    }

    /// What the run knows of destinations that take part through their own
    /// `prepare(for:sender:)`, which the same run converts.
    struct OwnPrepareArrivals {
        /// The planned bodies of each class's `prepare(for:sender:)` that have something to convert.
        var bodies:
            [String: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)]] =
                [:]
        /// Classes whose own body converted nothing in an earlier pass of the run: their observed
        /// slots may not rely on it.
        var refused: Set<String> = []
        /// The passes before this one.
        var passes = 0

        /// The state of the next pass, which refuses `unconfirmed` too; after a few passes, every
        /// class with a body, so that a run takes a bounded number of passes whatever the sources.
        func refusing(_ unconfirmed: Set<String>) -> OwnPrepareArrivals {
            let all = passes >= 3 ? Set(bodies.keys) : []
            return OwnPrepareArrivals(refused: refused.union(unconfirmed).union(all), passes: passes + 1)
        }
    }

    /// Records the planned bodies with something to convert, by class, for ``observedDestination(_:fix:allowingOwnPrepare:)``.
    mutating func recordOwnPrepares(
        _ pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)]
    ) {
        for entry in pending where !entry.analysis.candidates.isEmpty {
            ownPrepareArrivals.bodies[entry.function.scope.name, default: []].append(entry)
        }
    }

    /// The destinations whose accepted observed slots rely on their own `prepare(for:sender:)`
    /// converting, where it converts nothing once every candidate is settled (a superclass
    /// converted too, an order blocker, every statement refused…): the run is decided again
    /// without them (``MigrationRun/run()``).
    func unconfirmedArrivals(
        _ pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)],
        decided: [[Bool]]
    ) -> Set<String> {
        var converting = Set<String>()
        for (number, entry) in pending.enumerated() where decided[number].contains(true) {
            converting.insert(entry.function.scope.name)
        }
        var unconfirmed = Set<String>()
        for (number, entry) in pending.enumerated() {
            for (index, candidate) in entry.analysis.candidates.enumerated()
            where decided[number][index] && isObservedAssignment(candidate) {
                let className = candidate.cast.className
                guard !converting.contains(className), !ownPrepareArrivals.refused.contains(className),
                    case .success(let destination) = observedDestination(className, allowingOwnPrepare: true),
                    destination.throughOwnPrepare
                else { continue }
                unconfirmed.insert(className)
            }
        }
        return unconfirmed
    }

    /// Whether the candidate assigns a property that has observers or accessors: converted, its
    /// observer runs at the delivery, so for the order rule it is a call of the app's code.
    func isObservedAssignment(_ candidate: MigrationCandidate) -> Bool {
        guard case .assign(let property, _) = candidate.action,
            let (_, declaration) = declaration(property, in: candidate.cast.className)
        else { return false }
        return declaration.hasAccessors
    }

    /// The method the observer's body moves into.
    static func observerMethodName(_ property: String) -> String { property + "DidChange" }

    /// Whether and how `className` can be told that its context arrived; `fix` ends a refusal.
    ///
    /// A class with a `prepare(for:sender:)` of its own is told only where `allowingOwnPrepare`
    /// (observed slots) and this run converts that body, as a presenter: then it takes part anyway.
    func observedDestination(
        _ className: String,
        fix: String =
            "move the didSet's code to contextDidArrive(_:) by hand (see 'Configuring the screen in didSet' in the "
            + "migration guide)",
        allowingOwnPrepare: Bool = false
    ) -> Result<ObservedDestination, Refusal> {
        func refuse(_ message: String) -> Result<ObservedDestination, Refusal> {
            .failure(Refusal(value: .refuse(.destinationProperty, message + ": " + fix)))
        }
        guard let (classFile, scope) = scope(of: className), let declared = unique(className)?.declared else {
            return refuse("'\(className)' is not declared once in Swift in the sources")
        }
        // A subclass in another module could override the property or the method.
        let classTokens = files[classFile].reader.tokens
        if classTokens[max(0, scope.keywordIndex - 4)..<scope.keywordIndex].contains(where: { $0.isWord("open") }) {
            return refuse(
                "'\(className)' is open: a subclass elsewhere may override its property or contextDidArrive(_:)")
        }
        let chain = ancestors(className)
        let family = [className] + chain + (subclassesByName[className] ?? [])
        if let implementer = family.first(where: {
            unique($0)?.declared.methods.contains("contextDidArrive") == true
        }) {
            return refuse("'\(implementer)' implements contextDidArrive(_:) already")
        }
        if !declarations(of: "PreparationReport").isEmpty {
            return refuse("the app declares a 'PreparationReport' of its own")
        }
        if chain.contains(where: { $0.hasPrefix("Prepared") && $0.hasSuffix("Controller") }) {
            return .success(ObservedDestination(isOverride: true, newBase: nil))
        }
        if declared.inherited.contains("SegueContext") {
            return .success(ObservedDestination(isOverride: false, newBase: nil))
        }
        if chain.contains(where: { unique($0)?.declared.inherited.contains("SegueContext") == true }) {
            // The protocol's witness is the superclass's: a method of the subclass would not be called.
            return refuse("'\(className)' takes part through a superclass that adopts SegueContext")
        }
        // A UIKit or AppKit base becomes its Prepared one; the app's own superclass stays, and the class
        // adopts SegueContext, whose destinations the library tells of their arrival too.
        guard let base = declared.inherited.first, scope.inheritance != nil else {
            return refuse("'\(className)' does not take part and inherits from nothing")
        }
        let newBase = Self.preparedBases[base]
        // It takes part as a presenter would: every check a presenter passes holds for it too.
        func hasPrepare(_ name: String) -> Bool { files.contains { $0.functions.contains { $0.scope.name == name } } }
        if let owner = (subclassesByName[className] ?? []).first(where: hasPrepare) {
            return refuse("'\(owner)' has a prepare(for:sender:) of its own, which would start delivering context")
        }
        if hasPrepare(className) {
            guard let newBase else {
                return refuse(
                    "'\(className)' has a prepare(for:sender:) of its own and inherits from '\(base)', not from a UIKit "
                        + "or AppKit controller class")
            }
            return ownPrepareDestination(className, newBase: newBase, allowed: allowingOwnPrepare, refuse)
        }
        let function = PrepareBodyReader.PrepareFunction(
            scope: scope, segueName: "segue", senderName: "sender", isAppKit: false,
            declarationStart: scope.keywordIndex, open: scope.open, close: scope.close, statements: [],
            unreadable: nil)
        let decision = sourceDecision(file: classFile, function: function, analysis: PrepareBodyAnalysis())
        if let reason = (decision.refusal ?? arrivalRefusal(presenter: className))?.message {
            return refuse("'\(className)' would have to take part, and as a presenter it cannot (\(reason))")
        }
        guard decision.newBase == newBase, decision.adoptsSegueContext == (newBase == nil) else {
            return refuse("'\(className)' would have to take part in a way the migration does not write")
        }
        // An adopter's own options (the default) would set the prefix of its plain properties, where
        // the presenter's did.
        if newBase == nil, !declarations(of: "preparationOptions").isEmpty {
            return refuse(
                "'\(className)' would adopt SegueContext, and the app declares 'preparationOptions', whose prefix it "
                    + "would no longer share")
        }
        return .success(
            ObservedDestination(isOverride: newBase != nil, newBase: newBase, adoptsSegueContext: newBase == nil))
    }

    /// How a class with a `prepare(for:sender:)` of its own takes part: as the presenter it is,
    /// when this run converts that body (checked again once all is settled:
    /// ``unconfirmedArrivals(_:decided:)``) and moves the class to `newBase`.
    private func ownPrepareDestination(
        _ className: String, newBase: String, allowed: Bool,
        _ refuse: (String) -> Result<ObservedDestination, Refusal>
    ) -> Result<ObservedDestination, Refusal> {
        let prepares = files.flatMap(\.functions).filter { $0.scope.name == className }
        let planned = ownPrepareArrivals.bodies[className] ?? []
        guard allowed, prepares.count == 1, planned.count == 1, let (file, function, analysis) = planned.first,
            function.scope.keyword == "class"
        else {
            return refuse(
                "'\(className)' has a prepare(for:sender:) of its own, which would start delivering context (this run "
                    + "converts nothing in it, or it is not one body in the class's own declaration)")
        }
        if ownPrepareArrivals.refused.contains(className) {
            return refuse(
                "'\(className)' has a prepare(for:sender:) of its own, and nothing in it converts in the end, so it "
                    + "would start delivering context for this slot alone")
        }
        let decision = sourceDecision(file: file, function: function, analysis: analysis)
        if let reason = (decision.refusal ?? arrivalRefusal(presenter: className))?.message {
            return refuse(
                "'\(className)' has a prepare(for:sender:) of its own, and as a presenter it cannot take part (\(reason))"
            )
        }
        guard decision.newBase == newBase, !decision.adoptsSegueContext, decision.hookInClassBody == nil else {
            return refuse("'\(className)' would have to take part in a way the migration does not write")
        }
        return .success(ObservedDestination(isOverride: true, newBase: newBase, throughOwnPrepare: true))
    }

    /// The edits that keep an observed property's `didSet` and run its body on arrival, or why
    /// that is not provably the same.
    func observedSlotEdits(
        _ property: String, in className: String, file: Int, declaration: PropertyDeclaration
    ) -> Result<[MigrationEdit], Refusal> {
        func refuse(_ message: String) -> Result<[MigrationEdit], Refusal> {
            .failure(
                Refusal(
                    value: .refuse(
                        .destinationProperty,
                        "'\(className).\(property)' \(message) (didSet runs on assignment, not on delivery): move "
                            + "that code to contextDidArrive(_:) by hand"
                    )))
        }
        let reader = files[file].reader
        let tokens = reader.tokens
        // `var p: T { didSet { … } }` or `var p: T = literal { didSet { … } }`: one accessor block.
        guard let close = Optional(declaration.end - 1), close > declaration.keyword, tokens[close].isMark("}"),
            let open = (declaration.keyword..<close).first(where: { reader.partner[$0] == close }),
            tokens[open].isMark("{"), declaration.type != nil
        else { return refuse("has observers or accessors") }
        if let initializer = declaration.initializer {
            let value = (initializer + 1)..<open
            // An empty array or dictionary literal runs no code either.
            let words = reader.texts(value)
            let empty = words == ["[", "]"] || words == ["[", ":", "]"]
            let literal =
                value.count == 1
                && ([.string, .integer, .float].contains(tokens[value.lowerBound].kind)
                    || tokens[value.lowerBound].isWord("nil") || tokens[value.lowerBound].isWord("true")
                    || tokens[value.lowerBound].isWord("false"))
            guard empty || literal else { return refuse("has observers and an initial value that is not a literal") }
            if !empty, tokens[value.lowerBound].kind == .string,
                reader.interpolations(value.lowerBound)?.isEmpty != true
            {
                return refuse("has observers and an interpolated initial value")
            }
        }
        guard open + 2 < close, tokens[open + 1].isWord("didSet"), tokens[open + 2].isMark("{"),
            reader.partner[open + 2] == close - 1
        else { return refuse("has accessors or observers other than a single didSet") }
        let bodyOpen = open + 2
        let bodyClose = close - 1
        // `oldValue` is the observer's own; a name the method would not see means the same.
        // Read in the text, so also inside a string's interpolation (one token) or a comment.
        let bodyText = String(
            decoding: files[file].bytes[tokens[bodyOpen].end..<tokens[bodyClose].start], as: UTF8.self)
        if bodyText.contains("oldValue") {
            return refuse("has a didSet that reads oldValue")
        }
        if tokens[declaration.keyword].isWord("let") || declaration.modifiers.contains(where: { $0.text == "weak" }) {
            return refuse("has observers and is weak")
        }
        let method = Self.observerMethodName(property)
        if files.contains(where: { String(decoding: $0.bytes, as: UTF8.self).contains(method) }) {
            return refuse("has a didSet whose code would move to '\(method)()', a name the app uses")
        }
        if let other = allProperties(className).first(where: { other in
            other.name != property && mayBecomeSlots.contains(className + "." + other.name)
                && (self.declaration(other.name, in: className)?.1.hasAccessors ?? false)
        }) {
            return refuse("has a didSet, and so has '\(other.name)', which may become a slot too")
        }
        let told = observedDestination(className, allowingOwnPrepare: true)
        guard case .success(let destination) = told else {
            if case .failure(let refusal) = told { return .failure(refusal) }
            return refuse("has observers or accessors")
        }
        guard let (classFile, scope) = self.scope(of: className), classFile == file else {
            return refuse("has observers and is declared apart from its class")
        }
        let bytes = files[file].bytes
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let memberIndent = indentation(file, tokens[declaration.start].start)
        let observerIndent = indentation(file, tokens[open + 1].start)
        let unit =
            observerIndent.count > memberIndent.count && observerIndent.hasPrefix(memberIndent)
            ? String(observerIndent.dropFirst(memberIndent.count)) : "    "
        let inner = string(tokens[bodyOpen].end..<tokens[bodyClose].start)
        var moved = inner
        if inner.contains("\n") {
            // One indentation level less, unless a line would change meaning (a multi-line string).
            let lines = inner.split(separator: "\n", omittingEmptySubsequences: false)
            let shifted = lines.dropFirst().allSatisfy { line in
                line.allSatisfy { $0 == " " || $0 == "\t" } || line.hasPrefix(observerIndent + unit)
            }
            if shifted && !inner.contains("\"\"\"") && !inner.contains("#\"") {
                moved =
                    ([String(lines[0])]
                    + lines.dropFirst().map { line in
                        line.allSatisfy { $0 == " " || $0 == "\t" }
                            ? String(line)
                            : memberIndent + unit + String(line.dropFirst(observerIndent.count + unit.count))
                    }).joined(separator: "\n")
                if moved.hasSuffix("\n" + observerIndent) {
                    moved = String(moved.dropLast(observerIndent.count)) + memberIndent
                }
            }
        }
        var edits: [MigrationEdit] = []
        let call = inner.contains("\n") ? "\n\(observerIndent)\(unit)\(method)()\n\(observerIndent)" : " \(method)() "
        edits.append(MigrationEdit(range: tokens[bodyOpen].end..<tokens[bodyClose].start, replacement: call))
        let afterDeclaration = tokens[close].end
        edits.append(
            MigrationEdit(
                range: afterDeclaration..<afterDeclaration,
                replacement: "\n\n\(memberIndent)private func \(method)() {\(moved)}"))
        let access = accessPrefix(className)
        let keyword = destination.isOverride ? "override func" : "func"
        let classClose = tokens[scope.close].start
        let closeLineStart = bytes[..<classClose].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? classClose
        let onOwnLine = bytes[closeLineStart..<classClose].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
        }
        let hook =
            "\n\(memberIndent)\(access)\(keyword) contextDidArrive(_ report: PreparationReport) {\n"
            + "\(memberIndent)\(unit)if $\(property).wasDelivered(in: report) { \(method)() }\n\(memberIndent)}\n"
        if onOwnLine {
            edits.append(MigrationEdit(range: closeLineStart..<closeLineStart, replacement: hook))
        } else {
            edits.append(MigrationEdit(range: classClose..<classClose, replacement: hook))
        }
        return .success(
            edits + takingPart(className, newBase: destination.newBase, adopts: destination.adoptsSegueContext))
    }

    /// Why a property that is a slot already and has observers cannot receive a converted value:
    /// a delivery writes its storage, so its observers would not run. `nil` only for the shape
    /// ``observedSlotEdits(_:in:file:declaration:)`` writes (a second run): a `didSet` that calls
    /// `<property>DidChange()` alone, which the class's own `contextDidArrive(_:)` calls when the
    /// slot was delivered.
    func observedSlotRefusal(_ property: String, in className: String, _ file: Int, _ declaration: PropertyDeclaration)
        -> Refusal?
    {
        let refusal = Refusal(
            value: .refuse(
                .destinationProperty,
                "'\(className).\(property)' is a slot with observers, which do not run when a value is delivered: move "
                    + "their code to contextDidArrive(_:) by hand (see 'Configuring the screen in didSet' in the migration "
                    + "guide)"
            ))
        let reader = files[file].reader
        let tokens = reader.tokens
        let method = Self.observerMethodName(property)
        let close = declaration.end - 1
        guard close > declaration.keyword, tokens[close].isMark("}"),
            let open = (declaration.keyword..<close).first(where: { reader.partner[$0] == close }),
            reader.texts(open..<(close + 1)) == ["{", "didSet", "{", method, "(", ")", "}", "}"],
            let (classFile, scope) = self.scope(of: className), classFile == file
        else { return refusal }
        // `func contextDidArrive(_ report: PreparationReport) { … if $p.wasDelivered(in: report) { pDidChange() } … }`
        let body = (scope.open + 1)..<scope.close
        guard
            let name = body.first(where: {
                tokens[$0].isWord("contextDidArrive") && $0 > 0 && tokens[$0 - 1].isWord("func")
            }),
            let hookOpen = (name..<scope.close).first(where: { tokens[$0].isMark("{") }),
            reader.partner[hookOpen] > hookOpen
        else { return refusal }
        let words = reader.texts((hookOpen + 1)..<reader.partner[hookOpen]).joined(separator: " ")
        let call = "if $ \(property) . wasDelivered ( in : report ) { \(method) ( ) }"
        let call2 = "if $\(property) . wasDelivered ( in : report ) { \(method) ( ) }"
        guard words.contains(call) || words.contains(call2) else { return refusal }
        return nil
    }

    /// Why the observed candidate `index` cannot convert for the moment its observer runs:
    /// another converted write of the same preparation comes after it (`contextDidArrive(_:)`
    /// runs once all are delivered, so the observer would see that write too).
    func observedOrderRefusal(
        _ index: Int, file: Int, _ analysis: PrepareBodyAnalysis, _ accepted: [Bool]
    ) -> MigrationRefusal? {
        let candidate = analysis.candidates[index]
        guard case .assign(let property, _) = candidate.action, isObservedAssignment(candidate) else { return nil }
        let mine = (candidate.path, candidate.identifiers, Optional(candidate.cast))
        for (other, later) in analysis.candidates.enumerated()
        where accepted[other] && other != index && later.statement.lowerBound > candidate.statement.lowerBound {
            var certain: DestinationCast?
            if case .assign = later.action { certain = later.cast }
            if neverTogether((later.path, later.identifiers, certain), mine) { continue }
            let token = files[file].reader.tokens[later.statement.lowerBound]
            return .refuse(
                .order,
                "the didSet of '\(candidate.cast.className).\(property)' would run in contextDidArrive(_:), after the "
                    + "value at \(token.line):\(token.column) is delivered too: assign '\(property)' last, or move its "
                    + "didSet's code to contextDidArrive(_:) by hand"
            )
        }
        return nil
    }
}
