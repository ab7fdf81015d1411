/// Condition shapes of `prepare(for:sender:)` bodies that `context-check migrate` reads beyond
/// a plain identifier test or destination cast, and the proofs they need.
///
/// - `switch (segue.identifier ?? "")`: the parenthesised subject is the subject.
/// - `segue.destination is Detail` (or `navigation.topViewController is Detail` for a bound
///   navigation controller): a test of the destination's class that binds nothing.
/// - `guard … else { fatalError(…) }` (or `preconditionFailure(…)`): the guard stops the app
///   where `guard … else { return }` would leave the method. A stop on the destination's class
///   converts only where the storyboards prove that every segue the branch runs for reaches
///   that class, so the stop is dead code; a stop on any other binding (the sender's class, a
///   row's index path) converts with a note, because there the converted hook offers no value
///   where the original stopped the app: a change in the failure case only, never silent.
enum ConditionForms {
    /// `range` without parentheses that wrap all of it: `(segue.identifier ?? "")`.
    static func unwrapped(_ range: Range<Int>, _ reader: PrepareBodyReader) -> Range<Int> {
        var range = range
        var rounds = 0
        while range.count >= 2, rounds < 64, reader.tokens[range.lowerBound].isMark("("),
            reader.partner[range.lowerBound] == range.upperBound - 1
        {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
            rounds += 1
        }
        return range
    }

    /// The calls that never return, which a `guard`'s `else` may end in.
    static let stoppingCalls: Set<String> = ["fatalError", "preconditionFailure"]

    /// Whether a `guard`'s `else` block is one call that stops the app: `fatalError(…)` or
    /// `preconditionFailure(…)`, whatever its message. The message is only evaluated when the
    /// guard fails, so dropping the guard drops nothing that runs otherwise.
    static func stopsTheApp(_ block: PrepareBodyReader.Block, _ reader: PrepareBodyReader) -> Bool {
        guard block.statements.count == 1, case .simple = block.statements[0].kind else { return false }
        let range = block.statements[0].tokens
        let tokens = reader.tokens
        guard range.count >= 3, tokens[range.lowerBound].kind == .identifier,
            !tokens[range.lowerBound].isBackticked, stoppingCalls.contains(tokens[range.lowerBound].text),
            tokens[range.lowerBound + 1].isMark("("), reader.partner[range.lowerBound + 1] == range.upperBound - 1
        else { return false }
        return true
    }

    /// `subject is ClassName` at the top level of a condition: the subject's tokens and the
    /// class's name; `nil` for any other condition (a generic, optional or qualified type
    /// included, which stay).
    static func typeTest(_ range: Range<Int>, _ reader: PrepareBodyReader) -> (subject: Range<Int>, className: String)?
    {
        let range = unwrapped(range, reader)
        let tokens = reader.tokens
        guard range.count >= 3, tokens[range.upperBound - 1].kind == .identifier,
            !tokens[range.upperBound - 1].isBackticked, tokens[range.upperBound - 2].isWord("is")
        else { return nil }
        // Only `is` at the end: `a is B && c` is split before this, `a is B.C` is refused.
        let subject = range.lowerBound..<(range.upperBound - 2)
        if subject.contains(where: { tokens[$0].isWord("is") || tokens[$0].isWord("as") }) { return nil }
        return (subject, tokens[range.upperBound - 1].text)
    }
}

extension MigrationRun {
    /// Whether the candidate's cast of the destination cannot fail on the route: the scene (or
    /// the navigation controller's one root, or the container path's controller) is of its class.
    func castCannotFail(on route: SegueRoute, _ candidate: MigrationCandidate) -> Bool {
        let cast = candidate.cast
        if cast.path.isContainerPath {
            if case .reaches = containerReach(route, candidate) { return true }
            return false
        }
        switch route.target {
        case .scene(let name):
            return cast.path == .direct && isKind(name, of: cast.className)
        case .navigation(let container, let roots):
            return cast.path == .navigationRoot && roots.count == 1 && isKind(roots[0], of: cast.className)
                && !isKind(container, of: cast.className)
        case .unknown, .container:
            return false
        }
    }

    /// For a candidate converted past a `guard` that stops the app when the destination is not
    /// of its class: the refusal when a segue the branch runs for reaches a scene of another
    /// class (or the storyboards cannot tell), where converting would drop a stop that runs.
    func everyRouteProof(source: String, candidate: MigrationCandidate) -> MigrationRefusal? {
        guard candidate.stopsOnOtherDestinations else { return nil }
        let cast = candidate.cast
        for route in routes(from: source, identifiers: candidate.identifiers) {
            let reaches = castCannotFail(on: route, candidate)
            if !reaches || route.isUnwind, cast.path.isContainerPath {
                return .refuse(
                    .storyboard,
                    "the cast to '\(cast.className)' traps (as!) or stops the app where the destination is another "
                        + "class, and the segue at \(route.position.path):\(route.position.line) may reach another: "
                        + "converting would remove that stop; convert by hand, or cast with 'as?'"
                )
            }
            if !reaches || route.isUnwind {
                return .refuse(
                    .condition,
                    "a 'guard' stops the app (fatalError) when the destination is not '\(cast.className)', and the "
                        + "segue at \(route.position.path):\(route.position.line) may reach another class, so that stop "
                        + "can run: converting would remove it; convert by hand, or return instead of stopping"
                )
            }
        }
        return nil
    }

    /// For a candidate in a case of a `switch` on the destination's class: the refusal when the
    /// class of an earlier case may be its own, a superclass or a subclass (the destination would
    /// run that case instead, or both would offer values), or when the app does not declare a
    /// class of the chain, so that the relation cannot be told.
    func earlierCaseProof(candidate: MigrationCandidate) -> MigrationRefusal? {
        let mine = candidate.cast.className
        // Every class from the case's up to the first the app does not declare: then a relation
        // between two app classes shows in one of the chains.
        func knownChain(_ name: String) -> Bool {
            guard unique(name) != nil else { return false }
            let last = ancestors(name).last ?? name
            return last == name || classes[last] == nil
        }
        for earlier in candidate.earlierCaseClasses {
            guard knownChain(mine), knownChain(earlier) else {
                return .refuse(
                    .condition,
                    "an earlier case of this 'switch' on the destination names '\(earlier)', which the sources do not "
                        + "declare once in Swift, so whether a '\(mine)' runs that case instead cannot be told: "
                        + "convert by hand"
                )
            }
            if isKind(mine, of: earlier) || isKind(earlier, of: mine) {
                return .refuse(
                    .condition,
                    "an earlier case of this 'switch' on the destination names '\(earlier)', a class related to '\(mine)': "
                        + "only the first matching case runs, which the hook's separate tests would not keep; convert by hand"
                )
            }
        }
        return nil
    }

    /// The accepted candidates whose conversion would leave a destination name that a condition
    /// binds (`if let d = …`, `guard let d = …`, `case let d as …`) unused by the statements that
    /// stay in its scope, which the compiler warns about (a `-warnings-as-errors` build breaks):
    /// each with its refusal. Where nothing stays, the binding goes with its statement.
    func unusedBindingRefusals(_ file: Int, _ analysis: PrepareBodyAnalysis, accepted: [Bool])
        -> [Int: MigrationRefusal]
    {
        let tokens = files[file].reader.tokens
        var byScope: [ScopedName: [Int]] = [:]
        for (index, candidate) in analysis.candidates.enumerated() where accepted[index] {
            if let bound = candidate.destinationScope { byScope[bound, default: []].append(index) }
        }
        var refusals: [Int: MigrationRefusal] = [:]
        for (bound, members) in byScope {
            var staying = analysis.kept.map(\.statement).filter { bound.scope.contains($0.lowerBound) }
            for (index, candidate) in analysis.candidates.enumerated()
            where !accepted[index] && bound.scope.contains(candidate.statement.lowerBound) {
                staying.append(candidate.statement)
            }
            guard !staying.isEmpty || bound.staysWhenEmpty else { continue }
            let mentioned = staying.contains { range in
                range.clamped(to: 0..<tokens.count).contains { index in
                    tokens[index].kind == .identifier && tokens[index].text == bound.name
                        && (index == 0 || !tokens[index - 1].isMark("."))
                }
            }
            guard !mentioned else { continue }
            for index in members {
                refusals[index] = .refuse(
                    .condition,
                    "converted, it would leave '\(bound.name)' bound by its condition and unused by the statements that "
                        + "stay beside it (a warning): convert those first, or all of this block by hand"
                )
            }
        }
        return refusals
    }

    /// A note at each `guard` whose stop a converted value no longer passes: where the original
    /// stopped the app, the hook now offers no value.
    mutating func noteChangedFailures(_ file: Int, _ analysis: PrepareBodyAnalysis, accepted: [Bool]) {
        var noted = Set<Int>()
        for (index, candidate) in analysis.candidates.enumerated() where accepted[index] {
            for guardToken in candidate.stoppingGuards where noted.insert(guardToken).inserted {
                let tokens = files[file].reader.tokens
                let at = tokens[min(max(guardToken, 0), tokens.count - 1)]
                plan.notes.append(
                    MigrationNote(
                        position: SourcePosition(path: files[file].path, line: at.line, column: at.column),
                        kind: MigrationNote.changedFailureKind,
                        message:
                            "converted past this guard, which stops the app (fatalError) when it fails: the values "
                            + "after it are now offered only when its conditions hold, and where the app stopped, the "
                            + "destination gets no value instead (a required slot reports it as missing): the failure "
                            + "case changes, nothing else; keep a check in the destination's contextDidArrive(_:) if "
                            + "the stop matters"))
            }
        }
    }
}

extension MigrationNote {
    /// The kind of a note on a conversion that changes only what happens when a `guard` that
    /// stopped the app fails: not a statement left, so not among ``MigrationPlan/reasons``.
    static let changedFailureKind = "changed-failure"
}
