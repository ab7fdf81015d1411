/// When a value that calls code converts: `loginVC.loginHandler = OTRXMPPCreateAccountHandler()`,
/// `controller.form = Form.registration(with: .jabber)`.
///
/// A converted value leaves `prepare(for:sender:)` for the `offeredValues(forSegue:…)` hook,
/// which the library evaluates inside `super.prepare(for:sender:)`. A value that only reads is
/// the same value there as long as nothing written in between changes what it reads (the order
/// rule, StatementOrder.swift). A value that calls the app's code (a function, a method, an
/// initializer, a `description` in an interpolation) is more: the call may print, count, change
/// the presenter or return a fresh object each time. It converts only when the assistant proves
/// that the call runs exactly as before — as many times, under the same conditions, at a moment
/// no other statement can tell apart — and otherwise stays, with a note saying why.
///
/// **How often.** `prepareContext(for:destinations:…)` (SegueContext.swift) asks the hook once per
/// segue, with the segue's destination, before the container traversal: what one call returns goes
/// to every controller the traversal reaches (`ContainerTraversal.destinations(from:)`). A
/// `PreparedPageViewController` asks it again for every page it is given after the segue, and an
/// app's own ``ContextContainer`` may hold controllers it is given later too. The other callers
/// are: the factories and `PreparedStoryboard.instantiate(…, from:)` (`applyContext`, with no
/// identifier), an app calling `prepareContext(for:segueIdentifier:sender:)` itself, and the
/// testing target's `checkTransition`/`expectTransition` (which call that).
/// `ContextPropagation.propagate` never asks it. The proof covers the case where nothing can ask
/// again: a converted call runs once per segue when every segue of its branch reaches a controller
/// that is no container at all — its class and superclasses build on `UIViewController`,
/// `UITableViewController`, `UICollectionViewController` or `NSViewController` (or their prepared
/// bases) and adopt no ``ContextContainer`` — when the value reaches the destination directly (not
/// a navigation controller's root, which the traversal reaches as a child), and when no code of the
/// app asks the hook outside a storyboard segue (``MigrationRun/hookCallers``, and the deliveries
/// ``MigrationRun/outsideDeliveries`` lists). A segue made in code
/// (`UIStoryboardSegue(identifier:source:destination:)`) or a `prepare(for:sender:)` called by hand
/// could lead anywhere, so either refuses as well.
///
/// **Under the same conditions.** The original runs the call when the identifier and the class of
/// `segue.destination` match (`d?.x = f()` evaluates `f()` only when `d` is not `nil`) and the
/// branch's bindings bind. The hook keeps exactly these tests: a call is always written in the
/// eager `if identifier == …, destination is X { values.add(f(), forKey: …) }` block — never an
/// unconditional entry (evaluated for every segue), never `addLazily` or a `bySegue:` table
/// (evaluated at delivery, when the library decides), never a key on the slot.
///
/// **At a moment nothing can tell apart.** In the hook the call runs inside
/// `super.prepare(for:sender:)`, wherever the order rule places the library's delivery. So no
/// statement that stays and may run in the same call may be anywhere in the body — a log line
/// included, since the call may print too (``MigrationRun/callOrderBlocker(_:file:_:_:_:)``). The
/// values that convert beside the call and may run in the same call are written as `if` blocks
/// too, so the hook evaluates them all in their written order (a key on a slot or a lazy value
/// would be read after the call, an entry of the values literal before it). A destination kept by
/// an earlier statement (`self.detail = detail`, which becomes a `@SegueDestination` filled after
/// the hook) blocks it. What else the library runs in `prepare(for:sender:)` is the app's code only
/// through the presenter's other hooks (`segueValues(…)`, refused here) and the destination's
/// `contextDidArrive(_:)` (refused by ArrivalHooks.swift); properties with observers never become
/// slots. The destination is a controller the storyboard has just made, which the app reaches only
/// through `segue.destination`: the value still may not read it, and its names resolve in the
/// hook as in any converted value (``PrepareIdioms``' purity rules, interpolations included).
///
/// **Traps.** A value that traps (`f()!`, `as!`, an index out of range) traps in the hook at the
/// same point of the same segue, after the same calls: the same crash of the process, reported
/// from `offeredValues(forSegue:…)`. It converts, with a `changed-failure` note at the statement.
extension MigrationRun {
    /// The controller classes, as the first superclass the app does not declare, that the library
    /// never looks into (no ``ContextContainer``): a destination built on one of them is asked
    /// about exactly once per segue.
    static let plainControllerRoots: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "NSViewController",
        "PreparedViewController", "PreparedTableViewController", "PreparedCollectionViewController",
    ]

    /// What a person does instead when a value that calls code stays.
    static let callByHand =
        "assign it by hand in the destination's contextDidArrive(_:) or after super.prepare(for:sender:)"

    /// Why a candidate whose value calls code does not convert, or `nil` when the call provably runs
    /// once per segue of its branch, as before (see the top of this file).
    func callProof(_ candidate: MigrationCandidate, source: String) -> MigrationRefusal? {
        guard candidate.makesCalls, case .assign(let property, _) = candidate.action else { return nil }
        let what = "the value assigned to '\(property)' calls code"
        guard candidate.cast.path == .direct else {
            return .refuse(
                .sideEffect,
                "\(what), and it goes to a controller inside a container, which may be given controllers after the "
                    + "segue and ask the hook again for them: \(Self.callByHand)"
            )
        }
        if let outside = outsideDeliveries.first(where: { $0.importsLibrary || exportsLibrary }) {
            return .refuse(
                .sideEffect,
                "\(what), and the app asks for context outside storyboard segues (\(outside.call) at "
                    + "\(outside.position.path):\(outside.position.line)), which would run the call too: "
                    + Self.callByHand
            )
        }
        if let caller = hookCallers.first {
            return .refuse(
                .sideEffect,
                "\(what), and \(caller.call) at \(caller.position.path):\(caller.position.line) could run the hook "
                    + "(or this body) for a destination the storyboards do not show: \(Self.callByHand)"
            )
        }
        // The presenter's other hooks are the app's code that the library runs before this one.
        let family = [source] + ancestors(source) + (subclassesByName[source] ?? [])
        if let owner = family.first(where: { name in
            declarations(ofClass: name).contains {
                $0.methods.contains("segueValues") || $0.methods.contains("offeredValues")
            }
        }) {
            return .refuse(
                .sideEffect,
                "\(what), and '\(owner)' implements a segueValues/offeredValues hook that the library runs "
                    + "around it: \(Self.callByHand)"
            )
        }
        for route in routes(from: source, identifiers: candidate.identifiers) {
            let at = "\(route.position.path):\(route.position.line)"
            if route.isUnwind {
                return .refuse(
                    .sideEffect, "\(what), and the unwind segue at \(at) runs this branch too: \(Self.callByHand)")
            }
            guard case .scene(let reached) = route.target else {
                return .refuse(
                    .sideEffect,
                    "\(what), and the segue at \(at) leads to a container or a scene the storyboards do not show, "
                        + "which may ask the hook again for controllers given to it later: " + Self.callByHand
                )
            }
            if let reached, let reason = containerReason(reached) {
                return .refuse(
                    .sideEffect, "\(what), and the segue at \(at) reaches '\(reached)', \(reason): \(Self.callByHand)"
                )
            }
        }
        return nil
    }

    /// Why the library may look into a controller of class `name` (so that the hook is asked for
    /// what it holds too), or `nil` when it never does.
    func containerReason(_ name: String) -> String? {
        let chain = [name] + ancestors(name)
        let root = chain.last.flatMap { last in unique(last) == nil ? last : nil } ?? ""
        guard Self.plainControllerRoots.contains(root) else {
            return unique(name) == nil
                ? "which is not declared once in Swift in the sources"
                : "built on '\(root.isEmpty ? "a class it declares twice" : root)', which may hold other controllers"
        }
        let protocols = containerProtocols
        for member in chain.dropLast() {
            for (file, scope) in scopesByName[member] ?? [] {
                guard let inheritance = scope.inheritance else { continue }
                if let found = files[file].reader.texts(inheritance).first(where: protocols.contains) {
                    return "which adopts '\(found)' (the library delivers to what it holds)"
                }
            }
        }
        return nil
    }

    /// The container protocol that a class of the app, or one of its superclasses, adopts (in its
    /// declaration or an extension): the library then delivers to the controllers it holds too.
    func adoptedContainerProtocol(_ name: String) -> String? {
        let protocols = containerProtocols
        for member in [name] + ancestors(name) {
            for (file, scope) in scopesByName[member] ?? [] {
                guard let inheritance = scope.inheritance else { continue }
                if let found = files[file].reader.texts(inheritance).first(where: protocols.contains) { return found }
            }
        }
        return nil
    }

    /// `ContextContainer` and the app's protocols that refine it (``containerProtocols``, read once).
    static func containerProtocols(in files: [File]) -> Set<String> {
        var found: Set<String> = ["ContextContainer"]
        var grew = true
        var rounds = 0
        while grew, rounds < 16 {
            grew = false
            rounds += 1
            for file in files {
                for scope in file.scopes where scope.keyword == "protocol" && !found.contains(scope.name) {
                    if let inheritance = scope.inheritance,
                        file.reader.texts(inheritance).contains(where: found.contains)
                    {
                        found.insert(scope.name)
                        grew = true
                    }
                }
            }
        }
        return found
    }

    /// Code of the app that runs an `offeredValues(forSegue:…)` hook, or a `prepare(for:sender:)`
    /// body, for a destination no storyboard segue shows: `prepareContext(for:…)` with anything
    /// but the segue of the `prepare(for:sender:)` it is in, the testing target's transition checks,
    /// a storyboard segue made in code, and `prepare(for:sender:)` called on anything but `super`.
    static func hookCallers(in files: [File]) -> [(call: String, position: SourcePosition)] {
        var found: [(call: String, position: SourcePosition)] = []
        let checks: Set<String> = ["checkTransition", "expectTransition", "XCTAssertTransition"]
        for file in files {
            let reader = file.reader
            let tokens = reader.tokens
            for index in tokens.indices where tokens[index].kind == .identifier && index + 1 < tokens.count {
                let token = tokens[index]
                let opens = tokens[index + 1].isMark("(") && reader.partner[index + 1] > index
                let afterDot = index > 0 && tokens[index - 1].isMark(".")
                let declared = index > 0 && tokens[index - 1].isWord("func")
                var call: String?
                if checks.contains(token.text), opens, !declared {
                    call = token.text + "(…)"
                } else if token.isWord("UIStoryboardSegue") || token.isWord("NSStoryboardSegue"),
                    opens
                        || (index + 2 < tokens.count && tokens[index + 1].isMark(".")
                            && tokens[index + 2].isWord("init"))
                {
                    call = "a segue made in code (\(token.text)(…))"
                } else if token.isWord("prepare"), opens, !declared, index + 3 < tokens.count,
                    tokens[index + 2].isWord("for"), tokens[index + 3].isMark(":"),
                    !(afterDot && index >= 2 && tokens[index - 2].isWord("super"))
                {
                    call = "prepare(for:sender:) called by hand"
                } else if token.isWord("prepareContext"), opens, !declared {
                    let arguments = (index + 2)..<reader.partner[index + 1]
                    let enclosing = file.functions.first { $0.open < index && index < $0.close }
                    let parts = reader.commaSeparated(arguments) ?? []
                    let words = parts.first.map(reader.texts) ?? []
                    let isSegue = enclosing.map { words == ["for", ":", $0.segueName] } ?? false
                    let labels = parts.compactMap { part in
                        part.count >= 2 && tokens[part.lowerBound + 1].isMark(":") ? tokens[part.lowerBound].text : nil
                    }
                    if !isSegue || labels.contains("segueIdentifier") { call = "prepareContext(for:…)" }
                }
                if let call {
                    found.append((call, SourcePosition(path: file.path, line: token.line, column: token.column)))
                }
            }
        }
        return found
    }

    /// Why the accepted `index` must stay because of a statement that calls code, or `nil`: the
    /// token of the statement in the way, with the reason (`%@` stands for its position).
    ///
    /// - A value that calls code commutes with no statement that stays and may run in the same
    ///   call, anywhere in the body, log lines included: where the library runs the hook (at the
    ///   super call, at the top where the migration writes it, or last) is the order rule's choice
    ///   (``orderBlocker(_:file:_:_:_:)``), and this holds wherever it goes. Nor does it commute with a
    ///   destination kept before it (`self.detail = detail` becomes a `@SegueDestination`, filled
    ///   after the hook).
    /// - A refused value that calls code stays; for any converted value that may run with it, it
    ///   is a statement that may change what that value reads, not the plain assignment
    ///   ``commutes(_:with:file:)`` lets pass.
    func callOrderBlocker(
        _ index: Int, file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        _ accepted: [Bool]
    ) -> (token: Int, reason: String)? {
        let candidate = analysis.candidates[index]
        let position = candidate.statement.lowerBound
        let converted = (candidate.path, candidate.identifiers, Optional(candidate.cast))
        if candidate.makesCalls {
            for kept in analysis.kept
            where !neverTogether((kept.path, kept.identifiers, kept.certainCast), converted) {
                return (
                    kept.statement.lowerBound,
                    "its value calls code, which would run inside super.prepare(for:sender:), apart from the "
                        + "statement at %@ that stays and may tell the two apart (either may print, read or change "
                        + "what the other does): convert that statement first, or assign this one by hand"
                )
            }
        }
        for (number, other) in analysis.candidates.enumerated() where number != index {
            let at = other.statement.lowerBound
            var certain: DestinationCast?
            if case .assign = other.action { certain = other.cast }
            if neverTogether((other.path, other.identifiers, certain), converted) { continue }
            if candidate.makesCalls, !accepted[number] {
                return (
                    at,
                    "its value calls code, which would run inside super.prepare(for:sender:), apart from the "
                        + "statement at %@ that stays and may tell the two apart: convert that statement first, or "
                        + "assign this one by hand"
                )
            }
            if candidate.makesCalls, accepted[number], case .keep(let kept) = other.action, at < position {
                return (
                    at,
                    "its value calls code, and '\(kept)' keeps the destination at %@, which the library does only "
                        + "after the hook: the call would see '\(kept)' as it was; assign this one by hand"
                )
            }
            if !accepted[number], other.makesCalls, !analysis.kept.contains(where: { $0.statement == other.statement }),
                commutes(other, with: candidate, file: file)
            {
                return (
                    at,
                    "converted, it would run inside super.prepare(for:sender:), apart from the statement at %@, "
                        + "which stays and calls code that may change what it reads"
                )
            }
        }
        return nil
    }

    /// Decides the values that call code against the statements known to stay before the order
    /// rule runs (``callOrderBlocker(_:file:_:_:_:)``, to a fixed point: a refused call stays and may
    /// block another), and returns the body's analysis with each refused value that calls code
    /// also among the statements that stay. The order rule then takes such a value for what it is,
    /// a statement whose call may change what the values converted around it read, and not an
    /// assignment that commutes with them.
    func settleCalls(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        refusals: inout [MigrationRefusal?]
    ) -> PrepareBodyAnalysis {
        let calls = analysis.candidates.indices.filter { analysis.candidates[$0].makesCalls }
        guard !calls.isEmpty else { return analysis }
        var changed = true
        // Each round refuses at least one call or ends.
        while changed {
            changed = false
            for index in calls where refusals[index] == nil {
                guard
                    let (blocker, reason) = callOrderBlocker(
                        index, file: file, function, analysis, refusals.accepted)
                else { continue }
                let token = files[file].reader.tokens[blocker]
                refusals[index] = .refuse(
                    .order, reason.replacingOccurrences(of: "%@", with: "\(token.line):\(token.column)"))
                changed = true
            }
        }
        var result = analysis
        for index in calls where refusals[index] != nil {
            let candidate = analysis.candidates[index]
            result.kept.append(
                KeptStatement(
                    statement: candidate.statement, refusal: .refuse(.sideEffect, "its value calls code"),
                    path: candidate.path, branch: candidate.branch, handsOff: true, identifiers: candidate.identifiers,
                    certainCast: candidate.cast))
        }
        return result
    }

    /// The accepted candidates of a body that must be written as eager `if` blocks, in their
    /// written order: each value that calls code, and every accepted value that may run in the same
    /// call as one (a key on a slot or a lazy value would be read after the call, an entry of the
    /// values literal before it).
    func callOrdered(_ analysis: PrepareBodyAnalysis, accepted: [Bool]) -> Set<Int> {
        let calls = analysis.candidates.indices.filter { accepted[$0] && analysis.candidates[$0].makesCalls }
        guard !calls.isEmpty else { return [] }
        var ordered = Set(calls)
        for (index, candidate) in analysis.candidates.enumerated() where accepted[index] {
            let mine = (candidate.path, candidate.identifiers, Optional(candidate.cast))
            if calls.contains(where: { call in
                let theirs = analysis.candidates[call]
                return !neverTogether((theirs.path, theirs.identifiers, Optional(theirs.cast)), mine)
            }) {
                ordered.insert(index)
            }
        }
        return ordered
    }

    /// A `changed-failure` note at each converted value that calls code and may trap (`!`, `as!`,
    /// a subscript): it traps in the hook instead, at the same point of the same segue.
    mutating func noteCallTraps(_ file: Int, _ analysis: PrepareBodyAnalysis, accepted: [Bool]) {
        let reader = files[file].reader
        let tokens = reader.tokens
        for (index, candidate) in analysis.candidates.enumerated() where accepted[index] && candidate.makesCalls {
            guard case .assign(_, let value) = candidate.action else { continue }
            // The value, and the bindings whose value calls code that move with it (InlinedBindings.swift).
            let read = reader.mentionedNames(value) ?? []
            let moved = candidate.bindings.filter { $0.callsCode && $0.names.contains(where: read.contains) }
            // A postfix `!` (`f()!`, `as!`) or a subscript (`list[0]`): after a name, `)` or `]`.
            let traps = ([value] + moved.map { bindingValue(file, $0) }).contains { value in
                value.contains { at in
                    guard at > value.lowerBound, !tokens[at].spaceBefore else { return false }
                    let before = tokens[at - 1]
                    guard before.kind == .identifier || before.isMark(")") || before.isMark("]") else { return false }
                    return (tokens[at].kind == .operator && tokens[at].text.hasPrefix("!")) || tokens[at].isMark("[")
                }
            }
            guard traps else { continue }
            let at = tokens[candidate.statement.lowerBound]
            plan.notes.append(
                MigrationNote(
                    position: SourcePosition(path: files[file].path, line: at.line, column: at.column),
                    kind: MigrationNote.changedFailureKind,
                    message:
                        "this value calls code and may stop the app ('!' or a subscript): converted, it stops it at "
                        + "the same point of the same segue, reported from offeredValues(forSegue:…) inside "
                        + "super.prepare(for:sender:) instead of from here"))
        }
    }
}
