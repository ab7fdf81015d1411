/// Where the library delivers a body's converted values, and which early exits block a conversion.
///
/// Converted, a value is no longer written where the body wrote it: the library evaluates it (its
/// conditions, its bindings, its value) and writes the slot inside `super.prepare(for:sender:)`
/// (or `prepareContext(for:sender:)` for a `SegueContext` adopter). Where the body already calls
/// super, that call is the delivery point and stays where it is. Where the migration writes the
/// call itself, it chooses, per body, between two places:
///
/// - ``DeliveryPlacement/top``: the body's first line (after the superclass's prepare for an
///   adopter). What stays and ran *before* a converted statement now runs after its delivery.
/// - ``DeliveryPlacement/last``: after everything the body runs. `super.prepare(for: segue,
///   sender: sender)` as the body's last statement when the body has no `return` of its own;
///   `defer { super.prepare(for: segue, sender: sender) }` as its first statement when it has one
///   (a `defer` written first runs last, after every other `defer`, on every path out of the
///   body). What stays and ran *after* a converted statement now runs before its delivery.
///
/// ``MigrationRun/orderBlocker(_:file:_:_:_:placement:exits:)`` computes the blockers of each;
/// the planner takes the placement that converts more whole branches, then more statements,
/// and, on a tie, the top (what the assistant wrote before the choice existed). Real bodies mostly keep a call first and assign
/// plain values after it (`vc.setUp(…)`, then `vc.delegate = self`): the last placement converts
/// those.
///
/// Why the last placement keeps what the body does, for a converted statement C at position p:
///
/// 1. *The hook runs on the same calls.* A `defer` registered as the first statement runs on
///    every `return`; a last statement is reached on every call when the body has no `return`
///    (a `break` leaves a `switch`, not the body). A trap (`fatalError`, a failed `as!`) skips
///    it, as it skips everything else the body would have done after it: the app stops.
/// 2. *It delivers exactly when C ran.* C ran when p was reached and its conditions held. The
///    hook re-tests C's conditions (identifiers, the destination's class, the `if let`/`guard let`
///    bindings, which are C's ``MigrationCandidate/bindings``), so every path on which p was not
///    reached must be one on which those conditions fail. An exit before p (``exitBlocker``)
///    that is not C's own guard (a `guard … else { return }` that the walk made part of C's
///    conditions: it precedes C in a block that encloses C) may skip p while the conditions
///    hold; it blocks. So does an exit that skips the delivery point but not p (a `return`
///    after p with a super call written after it). An exit in another clause of a dispatch C
///    is in never runs with C, nor does a `return` statement that runs only for other
///    identifiers or for a destination of a class unrelated to C's
///    (``neverTogether(_:_:)``): when it runs, C's conditions fail. A `return` inside a closure or a nested function is no exit of
///    `prepare`: only exit words that begin a statement of the body's tree count, and every one
///    in an opaque statement (a loop, a `do`, a labelled statement), closures or not.
/// 3. *The conditions and the value read the same state at the end as at p.* Everything that
///    runs between p and the end is what stays after p (plus `defer`s registered before p,
///    which ``orderBlocker`` counts as after p). Each must commute with C: a log line of
///    literals (reads nothing, writes only the log), a bare `return` (does nothing), or a
///    refused assignment to another plain stored property (``commutes(_:with:file:)``), whose
///    check includes the names C's bindings read, not only its value: a condition of C is a
///    binding, an identifier test (the segue's identifier, which nothing writes) or a test of
///    the destination's class (which no assignment changes).
/// 4. *What stays sees the destination as before.* Statements before p ran before C's write and
///    still do; statements after p run before the delivery now, so they must not read what C
///    writes, which is the same commute test.
///
/// `#line` and `#function` in a statement that stays: the last statement moves no line of the
/// body (the `defer` line moves every line below it by one, as the top placement always did);
/// `#function` is still `prepare(for:sender:)`, since the statement stays in the body. A value
/// that reads a `#` literal is never converted (``PrepareIdioms`` takes it as impure).
extension MigrationRun {
    /// Where the body's delivery call goes.
    enum DeliveryPlacement: Equatable {
        /// At the existing super call, or at the top of the body when the migration writes it.
        case top
        /// After everything the body runs (only where the migration writes the call).
        case last
    }

    /// Whether the migration writes the body's delivery call itself, so that it may place it last:
    /// the body calls no super (a `PreparedViewController` subclass to be), or the class adopts
    /// `SegueContext` and its `prepareContext(for:sender:)` line is new (after the superclass's
    /// prepare, which is then the body's first statement, wherever the new line goes). The body's
    /// closing brace starts its line, so that a last statement has a line of its own.
    func mayPlaceDeliveryLast(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        adoptsSegueContext: Bool
    ) -> Bool {
        let tokens = files[file].reader.tokens
        guard function.close < tokens.count, function.close > function.open,
            tokens[function.close].line > tokens[function.open].line,
            tokens[function.close - 1].line < tokens[function.close].line
        else { return false }
        return adoptsSegueContext || analysis.superCall == nil
    }

    /// Whether the statement is `defer { super.prepare(…) }` and nothing else: the body's super
    /// call, which runs after everything the body runs.
    static func isDeferredSuperCall(_ reader: PrepareBodyReader, _ range: Range<Int>) -> Bool {
        let words = reader.texts(range)
        return words.count >= 7 && words[0] == "defer" && words[1] == "{" && words.last == "}"
            && reader.partner[range.lowerBound + 1] == range.upperBound - 1
            && Array(words[2..<5]) == ["super", ".", "prepare"] && words[5] == "("
            && reader.partner[range.lowerBound + 5] == range.upperBound - 2
    }

    /// Whether the body returns early anywhere: the last placement is then a `defer`.
    func hasReturn(_ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis)
        -> Bool
    {
        exits(file, function, analysis).contains { files[file].reader.tokens[$0.token].isWord("return") }
    }

    /// A point where control leaves the statements that follow it: a `return`, a `throw`, a
    /// `break`, a `continue` or a `fallthrough` that begins a statement of the body's tree, or
    /// any of those words inside an opaque statement (read as leaving the whole body).
    struct ExitPoint {
        var token: Int
        /// The dispatch clauses it is in (``MigrationPathStep``s, as the idiom walk numbers them).
        var path: [MigrationPathStep]
        /// The token after which control goes on: the body's `}` for a `return`, the `switch`'s
        /// `}` for an unlabelled `break` or a `fallthrough`.
        var resumes: Int
        /// The dispatch `guard` whose `else` it is in, and the block holding that guard.
        var guardStatement: Int?
        var guardBlock: Range<Int>?
    }

    /// The body's exit points, in order.
    func exits(_ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis)
        -> [ExitPoint]
    {
        let reader = files[file].reader
        let tokens = reader.tokens
        let words: Set<String> = ["return", "throw", "break", "continue", "fallthrough"]
        var found: [ExitPoint] = []
        func walk(
            _ statements: [PrepareBodyReader.Statement], block: Range<Int>, path: [MigrationPathStep],
            switchClose: Int?, inGuard: (statement: Int, block: Range<Int>)?
        ) {
            for statement in statements {
                let range = statement.tokens
                switch statement.kind {
                case .simple:
                    guard let first = range.first, tokens[first].kind == .identifier, !tokens[first].isBackticked
                    else { continue }
                    // A labelled statement (`outer: for …`) is read like an opaque one.
                    if range.count >= 2, tokens[first + 1].isMark(":") {
                        opaque(range, path: path)
                        continue
                    }
                    guard words.contains(tokens[first].text) else { continue }
                    let labelled = range.count >= 2 && tokens[first + 1].kind == .identifier
                    var resumes = function.close
                    if ["break", "fallthrough"].contains(tokens[first].text), !labelled, let switchClose {
                        resumes = switchClose
                    }
                    found.append(
                        ExitPoint(
                            token: first, path: path, resumes: resumes, guardStatement: inGuard?.statement,
                            guardBlock: inGuard?.block))
                case .opaque:
                    opaque(range, path: path)
                case .ifChain(let clauses, let elseBlock):
                    for (number, clause) in clauses.enumerated() {
                        walk(
                            clause.block.statements, block: clause.block.open..<(clause.block.close + 1),
                            path: path + [MigrationPathStep(dispatch: range.lowerBound, clause: number)],
                            switchClose: switchClose, inGuard: nil)
                    }
                    if let elseBlock {
                        walk(
                            elseBlock.statements, block: elseBlock.open..<(elseBlock.close + 1),
                            path: path + [MigrationPathStep(dispatch: range.lowerBound, clause: clauses.count)],
                            switchClose: switchClose, inGuard: nil)
                    }
                case .guardStatement(_, let elseBlock):
                    var dispatch: (Int, Range<Int>)?
                    if case .dispatch = analysis.roles[range.lowerBound] { dispatch = (range.lowerBound, block) }
                    walk(
                        elseBlock.statements, block: elseBlock.open..<(elseBlock.close + 1), path: path,
                        switchClose: switchClose, inGuard: dispatch)
                case .switchStatement(_, let cases, let close):
                    for (number, item) in cases.enumerated() {
                        walk(
                            item.statements, block: item.tokens,
                            path: path + [MigrationPathStep(dispatch: range.lowerBound, clause: number)],
                            switchClose: close, inGuard: nil)
                    }
                }
            }
        }
        func opaque(_ range: Range<Int>, path: [MigrationPathStep]) {
            // A `defer`'s body cannot leave the body; anything else may, through any of the words.
            if let first = range.first, tokens[first].isWord("defer") { return }
            for index in range where tokens[index].kind == .identifier && !tokens[index].isBackticked {
                if words.contains(tokens[index].text), index == 0 || !tokens[index - 1].isMark(".") {
                    found.append(
                        ExitPoint(
                            token: index, path: path, resumes: function.close, guardStatement: nil, guardBlock: nil))
                }
            }
        }
        walk(
            function.statements, block: (function.open + 1)..<function.close, path: [], switchClose: nil, inGuard: nil)
        return found
    }

    /// An exit point that makes the hook deliver when the candidate did not run, or not deliver
    /// when it ran (see this file's proof, point 2). `delivery` is where the hook runs: the super
    /// call's first token, or `nil` for a call the migration writes (first, last or in a `defer`:
    /// no exit skips it).
    func exitBlocker(
        _ candidate: MigrationCandidate, exits: [ExitPoint], delivery: Int?, _ analysis: PrepareBodyAnalysis
    ) -> Int? {
        let position = candidate.statement.lowerBound
        for exit in exits {
            // Another clause of a dispatch the candidate is in: never in the same call.
            if exit.path.contains(where: { step in
                candidate.path.contains { $0.dispatch == step.dispatch && $0.clause != step.clause }
            }) {
                continue
            }
            // A `return` that stays as a statement of its own runs where its record says (another
            // identifier, a destination of an unrelated class): then never with the candidate.
            if let kept = analysis.kept.first(where: { $0.statement.lowerBound == exit.token }),
                neverTogether(
                    (kept.path, kept.identifiers, kept.certainCast),
                    (candidate.path, candidate.identifiers, candidate.cast))
            {
                continue
            }
            let skipsCandidate = exit.token < position && position < exit.resumes
            let skipsDelivery = delivery.map { exit.token < $0 && $0 < exit.resumes } ?? false
            if skipsCandidate == skipsDelivery { continue }
            // The candidate's own guard: the hook re-tests its conditions.
            if skipsCandidate, !skipsDelivery, let guardStatement = exit.guardStatement, let block = exit.guardBlock,
                guardStatement < position, block.contains(position)
            {
                continue
            }
            return exit.token
        }
        return nil
    }
}

extension MigrationRun {
    /// Refuses the candidates of one body that cannot go without the rest of their `if let` block
    /// or that an order blocker holds, for the top placement and, where the migration writes the
    /// delivery call, for the last one; keeps the placement that converts more whole branches,
    /// then more statements (the top on a tie), and records a last one in ``lastDeliveries``.
    mutating func settleDelivery(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        _ refusals: [MigrationRefusal?]
    ) -> [MigrationRefusal?] {
        let exits = exits(file, function, analysis)
        let top = settleOrder(file, function, analysis, refusals, placement: .top, exits: exits)
        guard zip(top, refusals).contains(where: { $0 != nil && $1 == nil }),
            mayPlaceDeliveryLast(
                file, function, analysis,
                adoptsSegueContext: sourceDecision(file: file, function: function, analysis: analysis)
                    .adoptsSegueContext)
        else { return top }
        let last = settleOrder(file, function, analysis, refusals, placement: .last, exits: exits)
        // More whole branches first (what a reader counts), then more statements.
        func score(_ refusals: [MigrationRefusal?]) -> (Int, Int) {
            var left = Set(analysis.kept.filter(\.handsOff).map(\.branch))
            for (index, candidate) in analysis.candidates.enumerated() where refusals[index] != nil {
                left.insert(candidate.branch)
            }
            let whole = Set(analysis.candidates.map(\.branch)).subtracting(left).count
            return (whole, refusals.filter { $0 == nil }.count)
        }
        guard score(last) > score(top) else { return top }
        lastDeliveries.insert(Self.formKey(file, function))
        return last
    }

    private func settleOrder(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        _ refusals: [MigrationRefusal?], placement: DeliveryPlacement, exits: [ExitPoint]
    ) -> [MigrationRefusal?] {
        var refusals = refusals
        let tokens = files[file].reader.tokens
        let members = Dictionary(grouping: analysis.candidates.indices) { analysis.candidates[$0].group ?? 0 }
        var changed = true
        var rounds = 0
        // Each round refuses at least one candidate or ends, so there are at most as many rounds as candidates.
        while changed && rounds <= analysis.candidates.count + 1 {
            changed = false
            rounds += 1
            for (index, candidate) in analysis.candidates.enumerated() where refusals[index] == nil {
                // What converts so far: each refusal below ends the candidate's turn.
                let decided = refusals.accepted
                if let group = candidate.group {
                    let together = members[group] ?? []
                    if group < 0 || together.contains(where: { !decided[$0] }) {
                        refusals[index] = .refuse(.sideEffect, "it is in an 'if let' block whose other statements stay")
                        changed = true
                        continue
                    }
                }
                if let refusal = observedOrderRefusal(index, file: file, analysis, decided) {
                    // An observed property's code runs on arrival: its write must come last (ObservedSlots.swift).
                    refusals[index] = refusal
                    changed = true
                    continue
                }
                if let (exit, stays) = deletedExitBlocker(index, analysis, decided, exits: exits) {
                    // The block holding the value's own guard goes with the value, and its exit with it.
                    refusals[index] = .refuse(
                        .order,
                        "converted, the '\(tokens[exit].text)' at \(tokens[exit].line):\(tokens[exit].column) would go with "
                            + "its block, and the statement at \(tokens[stays].line):\(tokens[stays].column) that stays "
                            + "after the block would then run where it left first: convert by hand"
                    )
                    changed = true
                    continue
                }
                if let (blocker, reason) = callOrderBlocker(index, file: file, function, analysis, decided) {
                    // A value that calls code, wherever the delivery goes (CallValues.swift).
                    let token = tokens[blocker]
                    refusals[index] = .refuse(
                        .order, reason.replacingOccurrences(of: "%@", with: "\(token.line):\(token.column)")
                    )
                    changed = true
                    continue
                }
                guard
                    let blocker = orderBlocker(
                        index, file: file, function, analysis, decided, placement: placement, exits: exits)
                else { continue }
                let token = tokens[blocker]
                if ["return", "throw", "break", "continue", "fallthrough"].contains(token.text) {
                    let at = "'\(token.text)' at \(token.line):\(token.column)"
                    refusals[index] = .refuse(
                        .order,
                        blocker < candidate.statement.lowerBound
                            ? "converted, it would be delivered where the \(at) leaves before it: the hook cannot "
                                + "tell that it left; convert it by hand"
                            : "converted, it would not be delivered where the \(at) leaves before "
                                + "super.prepare(for:sender:): call super before leaving, or move it by hand"
                    )
                } else {
                    refusals[index] = .refuse(
                        .order,
                        "converted, it would run at super.prepare(for:sender:), on the other side of the statement "
                            + "at \(token.line):\(token.column) that stays"
                    )
                }
                changed = true
            }
        }
        return refusals
    }
}

extension MigrationRun {
    /// Where the candidate's conditions start reading state that a statement of the body may
    /// change, for ``DeliveryPlacement/last``: the first of its bindings (`if let`, `guard let`,
    /// `let`) that reads more than the sender, the segue's identifier, casts and the names its
    /// earlier bindings bound (`let cell = sender as? Cell` reads nothing that changes;
    /// `let row = tableView.indexPathForSelectedRow` does), or the body's top for a destination
    /// reached through a navigation controller (its `topViewController` can change). The
    /// original evaluated those conditions there; the hook evaluates them at the end, so what
    /// runs between that point and the candidate must commute with it too (this file's proof,
    /// point 3). `nil` when the conditions read nothing that changes.
    func conditionsRead(_ candidate: MigrationCandidate, file: Int, _ function: PrepareBodyReader.PrepareFunction)
        -> Int?
    {
        if candidate.cast.path != .direct { return function.open }
        let reader = files[file].reader
        let tokens = reader.tokens
        // The bindings that gate it (conditions) or that its value reads, directly or through another.
        var needed = Set<String>()
        if case .assign(_, let value) = candidate.action {
            guard let names = reader.mentionedNames(value) else { return function.open }
            needed = names
        }
        var relevant: [MigrationBinding] = []
        for binding in candidate.bindings.reversed()
        where binding.isCondition || !needed.isDisjoint(with: binding.names) {
            guard let names = reader.mentionedNames(binding.tokens) else { return function.open }
            needed.formUnion(names)
            relevant.insert(binding, at: 0)
        }
        var fixed: Set<String> = [function.senderName]
        for binding in relevant {
            var index = binding.tokens.lowerBound
            var changes = false
            while index < binding.tokens.upperBound {
                let token = tokens[index]
                defer { index += 1 }
                if token.kind == .punctuation || token.kind == .string || token.kind == .integer
                    || token.kind == .float
                {
                    if token.kind == .string, reader.interpolations(index)?.isEmpty != true {
                        changes = true
                    }
                    if token.isMark("."), index + 1 < binding.tokens.upperBound, tokens[index + 1].kind == .identifier,
                        index > binding.tokens.lowerBound, tokens[index - 1].isWord(function.segueName),
                        tokens[index + 1].isWord("identifier")
                    {
                        index += 1
                        continue
                    }
                    if token.isMark(".") { changes = true }
                    continue
                }
                guard token.kind == .identifier else {
                    // `=` of the binding, `==`/`!=` between fixed names.
                    if token.kind == .operator, ["=", "==", "!="].contains(token.text) { continue }
                    changes = true
                    continue
                }
                if ["let", "var", "nil", "true", "false"].contains(token.text) || fixed.contains(token.text)
                    || binding.names.contains(token.text) || token.text == function.segueName
                {
                    continue
                }
                if ["as", "is"].contains(token.text) {
                    // The type after it: `as? Module.Cell`.
                    var next = index + 1
                    while next < binding.tokens.upperBound, tokens[next].isMark("?") || tokens[next].isMark("!") {
                        next += 1
                    }
                    while next < binding.tokens.upperBound, tokens[next].kind == .identifier {
                        next += 1
                        guard next + 1 < binding.tokens.upperBound, tokens[next].isMark("."),
                            tokens[next + 1].kind == .identifier
                        else { break }
                        next += 1
                    }
                    index = next - 1
                    continue
                }
                changes = true
            }
            if changes { return binding.tokens.lowerBound }
            fixed.formUnion(binding.names)
        }
        return nil
    }

    /// An exit the conversion would delete although a statement that stays depends on it: the
    /// `return` (or `break`) of the value's own dispatch `guard`, which the body editor deletes with
    /// the guard once nothing after it in its block stays, while a statement after that block — in
    /// an enclosing block, before where the exit resumes — stays. Before, the exit skipped that
    /// statement when the guard failed; deleted, it would run. Returns the exit and that statement.
    func deletedExitBlocker(
        _ index: Int, _ analysis: PrepareBodyAnalysis, _ accepted: [Bool], exits: [ExitPoint]
    ) -> (exit: Int, stays: Int)? {
        let candidate = analysis.candidates[index]
        let position = candidate.statement.lowerBound
        let converted = (candidate.path, candidate.identifiers, Optional(candidate.cast))
        // What stays and may run in the same call (another clause of a dispatch never does).
        var staying = analysis.kept.filter { kept in
            !neverTogether((kept.path, kept.identifiers, kept.certainCast), converted)
        }.map(\.statement.lowerBound)
        for (number, other) in analysis.candidates.enumerated() where !accepted[number] {
            var certain: DestinationCast?
            if case .assign = other.action { certain = other.cast }
            if !neverTogether((other.path, other.identifiers, certain), converted) {
                staying.append(other.statement.lowerBound)
            }
        }
        for exit in exits {
            guard exit.guardStatement != nil, let block = exit.guardBlock, block.contains(position) else { continue }
            if let stays = staying.filter({ $0 >= block.upperBound && $0 < exit.resumes }).min() {
                return (exit.token, stays)
            }
        }
        return nil
    }
}
