/// Reading compound statements: `if` chains, `switch` statements on the identifier or on the
/// destination's type, and the clauses an earlier one always takes first.
extension PrepareIdioms {
    mutating func ifChain(
        _ statement: PrepareBodyReader.Statement, clauses: [PrepareBodyReader.IfClause],
        elseBlock: PrepareBodyReader.Block?, _ context: Context
    ) {
        // `if let indexPath = tableView.indexPathForSelectedRow { destination.item = … }` under a
        // destination: a value block, whose assignments convert together.
        if clauses.count == 1, elseBlock == nil {
            var narrowed = context
            if let reading = conditions(clauses[0].conditions, &narrowed), reading.others.isEmpty,
                reading.identifiers == nil, narrowed.cast == context.cast, narrowed.enumGate == context.enumGate,
                !reading.valueBindings.isEmpty
            {
                groupCount += 1
                narrowed.group = groupCount
                for (part, name) in zip(reading.valueBindings, reading.valueNames) {
                    narrowed.bindings.append(MigrationBinding(tokens: part, isCondition: true, names: name))
                }
                let before = analysis.candidates.count
                block(clauses[0].block.statements, narrowed)
                // Assignments, and the destination's cast when the block makes it.
                let inner = clauses[0].block.statements.allSatisfy { inner in
                    switch analysis.roles[inner.tokens.lowerBound] {
                    case .candidate, .valueBinding: return true
                    case .destinationBinding: return context.cast == nil
                    default: return false
                    }
                }
                runsUnder(context)
                if inner && analysis.candidates.count > before {
                    analysis.roles[statement.tokens.lowerBound] = .valueBlock(group: groupCount)
                } else {
                    keep(statement, .sideEffect, "an 'if let' block that does more than assign the destination stays")
                    // Its assignments stay with it.
                    for candidate in before..<analysis.candidates.count { analysis.candidates[candidate].group = -1 }
                }
                return
            }
        }
        // `if let call = sender as? Call { … } else { … }`, `if showsBack { … }` (SenderConditions.swift).
        if carriedChain(statement, clauses: clauses, elseBlock: elseBlock, context) { return }
        let dispatch = statement.tokens.lowerBound
        var recognised = false
        // The identifiers earlier clauses take whatever else holds, and the clause taking each.
        var taken: [String: Int] = [:]
        // What the clauses before the one read say of their segues.
        var earlierArms: [ArmFacts] = []
        for (number, clause) in clauses.enumerated() {
            let tests = split(clause.conditions, at: [",", "&&"]).compactMap { identifierTest($0, context) }
            var facts = ArmFacts(
                keyword: clause.keyword,
                identifiers: tests.first.map { first in tests.dropFirst().reduce(Set(first)) { $0.intersection($1) } },
                cast: plainDestinationCast(clause.conditions))
            analysis.armFacts[clause.keyword] = facts
            defer { earlierArms.append(analysis.armFacts[clause.keyword] ?? facts) }
            if let earlier = unreachableClause(clause, taken: &taken, context) {
                // It never runs: it stays as written, and it hands nothing over (not a branch).
                pathNow = context.path + [MigrationPathStep(dispatch: dispatch, clause: number)]
                runsUnder(context)
                let first = analysis.kept.count
                let line = tokens[earlier].line
                keepInside(
                    clause.block, .condition,
                    "this arm never runs: the arm at line \(line) takes every segue it tests for first; delete it by hand"
                )
                for index in first..<analysis.kept.count { analysis.kept[index].handsOff = false }
                continue
            }
            var narrowed = context
            narrowed.path.append(MigrationPathStep(dispatch: dispatch, clause: number))
            narrowed.branch = clause.keyword
            pathNow = narrowed.path
            branchNow = clause.keyword
            runsUnder(context)
            guard let reading = conditions(clause.conditions, &narrowed), reading.others.isEmpty,
                reading.identifiers != nil || narrowed.cast != context.cast || narrowed.enumGate != context.enumGate
                    || narrowed.destination != context.destination
            else {
                analysis.branches.append(clause.keyword)
                keepInside(
                    clause.block, .condition, "under a condition other than the identifier or the destination's class",
                    under: clause.conditions)
                continue
            }
            recognised = true
            if let cast = narrowed.cast, cast != context.cast {
                facts.cast = cast
                analysis.armFacts[clause.keyword] = facts
            }
            narrowed.earlierArms.append(EarlierArms(mine: facts, earlier: earlierArms))
            if let name = narrowed.destination, name != context.destination {
                narrowed.destinationScope = ScopedName(
                    name: name, scope: clause.block.open..<(clause.block.close + 1),
                    staysWhenEmpty: elseBlock.map { !$0.statements.isEmpty } ?? false)
            }
            if let identifiers = reading.identifiers {
                narrowed.identifiers = Self.intersect(context.identifiers, identifiers)
            }
            // `if segue.identifier == "x", let cell = sender as? Cell`: the clause runs only when they
            // bind, so the values converted in it are added under the same conditions.
            for (part, name) in zip(reading.valueBindings, reading.valueNames) {
                narrowed.bindings.append(MigrationBinding(tokens: part, isCondition: true, names: name))
            }
            analysis.branches.append(clause.keyword)
            block(clause.block.statements, narrowed)
        }
        if let elseBlock {
            pathNow = context.path + [MigrationPathStep(dispatch: dispatch, clause: clauses.count)]
            runsUnder(context)
            keepInside(elseBlock, .condition, "an 'else' runs for every other segue and stays as written")
        }
        runsUnder(context)
        if recognised {
            analysis.roles[statement.tokens.lowerBound] = .dispatch
        } else {
            keep(statement, .condition, "an 'if' on something other than the identifier or the destination's class")
        }
    }

    /// The class a condition list casts `segue.destination` itself to, in a part of its own
    /// (`let d = segue.destination as? Detail`, `segue.destination is Detail`), whatever its
    /// other parts say: the clause runs only for a destination of that class.
    func plainDestinationCast(_ conditions: Range<Int>) -> DestinationCast? {
        for part in split(conditions, at: [",", "&&"]) {
            let words = reader.texts(part)
            let simple = part.allSatisfy { tokens[$0].kind != .string }
            if simple, words.count == 9, words[0] == "let", words[2] == "=", words[3] == segue, words[4] == ".",
                words[5] == "destination", words[6] == "as", words[7] == "?"
            {
                return DestinationCast(className: words[8], path: .direct)
            }
            if simple, words.count == 5, words[0] == segue, words[1] == ".", words[2] == "destination", words[3] == "is"
            {
                return DestinationCast(className: words[4], path: .direct)
            }
        }
        return nil
    }

    /// The first token of the earlier clause that makes `clause` unreachable: every identifier
    /// `clause` tests for is in `taken`, the identifiers of earlier clauses whose conditions are
    /// identifier tests only (so they run for those segues whatever else holds, and an `else if`
    /// after them never does). A clause of identifier tests only adds its own to `taken`.
    func unreachableClause(_ clause: PrepareBodyReader.IfClause, taken: inout [String: Int], _ context: Context)
        -> Int?
    {
        let tests = split(clause.conditions, at: [",", "&&"]).map { identifierTest($0, context) }
        // A clause with another condition may fail where its identifier matches: it takes nothing.
        guard !tests.isEmpty, tests.allSatisfy({ $0 != nil }) else { return nil }
        var identifiers = Set(tests[0] ?? [])
        for test in tests.dropFirst() { identifiers.formIntersection(test ?? []) }
        if let first = identifiers.sorted().first, identifiers.allSatisfy({ taken[$0] != nil }) {
            return taken[first]
        }
        for identifier in identifiers where taken[identifier] == nil { taken[identifier] = clause.keyword }
        return nil
    }

    /// A switch's `default`: a `break` is the dispatch's, any other statement stays.
    mutating func keepDefault(_ item: PrepareBodyReader.SwitchCase, every other: String) {
        for inner in item.statements {
            if reader.texts(inner.tokens) == ["break"] {
                analysis.roles[inner.tokens.lowerBound] = .dispatch
            } else {
                keep(inner, .condition, "'default' runs for every other \(other) and stays as written")
            }
        }
    }

    /// Marks every statement of a block as kept (the statement itself stays with its block).
    mutating func keepInside(
        _ block: PrepareBodyReader.Block, _ kind: MigrationRefusalKind, _ reason: String,
        under condition: Range<Int>? = nil, fileID: String = #fileID
    ) {
        for statement in block.statements { keep(statement, kind, reason, under: condition, fileID: fileID) }
    }

    mutating func switchStatement(
        _ statement: PrepareBodyReader.Statement, subject: Range<Int>, cases: [PrepareBodyReader.SwitchCase],
        _ context: Context
    ) {
        // `switch (segue.identifier ?? "")`: the parentheses change nothing.
        let subject = ConditionForms.unwrapped(subject, reader)
        var words = reader.texts(subject)
        // `segue.identifier ?? ""`: a segue without an identifier matches no case (`""` is no identifier).
        if words.count >= 2, words[words.count - 2] == "??", literal(at: subject.upperBound - 1) == "" {
            words.removeLast(2)
        }
        let fallsThrough = reader.texts(statement.tokens).contains("fallthrough")
        if !fallsThrough, destinationTypeSwitch(statement, subject: subject, cases: cases, context) { return }
        let enumName = words.count == 1 ? context.enumAliases[words[0]] : nil
        guard
            (isIdentifierSubject(words, context) || words == [segue, ".", "identifier", "!"] || enumName != nil)
                && !fallsThrough
        else {
            let reason =
                fallsThrough ? "a 'switch' with 'fallthrough'" : "a 'switch' on something other than the identifier"
            for item in cases {
                for inner in item.statements { keep(inner, .condition, reason) }
            }
            keep(statement, .condition, reason)
            return
        }
        analysis.roles[statement.tokens.lowerBound] = .dispatch
        let dispatch = statement.tokens.lowerBound
        // Only the first case that matches runs: what the cases before take, and whether one of them
        // may match what cannot be read.
        var taken: [String: Int] = [:]
        var mayBeTaken: [String: Int] = [:]
        var unreadEarlier: Int?
        for (number, item) in cases.enumerated() {
            var narrowed = context
            narrowed.path.append(MigrationPathStep(dispatch: dispatch, clause: number))
            narrowed.branch = item.keyword
            pathNow = narrowed.path
            branchNow = item.keyword
            runsUnder(context)
            if item.isDefault {
                keepDefault(item, every: "segue")
                continue
            }
            var identifiers: [String] = []
            var readable = true
            // `case "a" where flag:` matches "a" only when the clause holds: it takes nothing for sure.
            let whereClause = item.patterns.first { tokens[$0].isWord("where") }
            for pattern in split(item.patterns.lowerBound..<(whereClause ?? item.patterns.upperBound), at: [","]) {
                if let enumName, let value = enumCase(pattern, of: enumName) {
                    identifiers.append(value)
                } else if enumName == nil, let literal = identifierValue(pattern) {
                    identifiers.append(literal)
                } else {
                    readable = false
                }
            }
            guard readable, whereClause == nil else {
                analysis.caseIdentifiers[item.keyword] = readable ? Set(identifiers) : .some(nil)
                if readable {
                    for identifier in identifiers where mayBeTaken[identifier] == nil {
                        mayBeTaken[identifier] = item.keyword
                    }
                    for inner in item.statements {
                        keep(inner, .condition, "a case with a 'where' clause stays as written")
                    }
                    continue
                }
                unreadEarlier = unreadEarlier ?? item.keyword
                for inner in item.statements {
                    keep(
                        inner, .identifier,
                        "a case whose pattern is not a string literal (an identifier constant or enum)")
                }
                continue
            }
            analysis.caseIdentifiers[item.keyword] = Set(identifiers)
            defer { for identifier in identifiers where taken[identifier] == nil { taken[identifier] = item.keyword } }
            if let unread = unreadEarlier {
                let line = tokens[unread].line
                for inner in item.statements {
                    keep(
                        inner, .condition,
                        "the case at line \(line) comes first and may match its segue (a pattern or a 'where' the "
                            + "assistant does not read): convert by hand")
                }
                continue
            }
            // A segue an earlier case matches never reaches this one.
            let live = identifiers.filter { taken[$0] == nil }
            if let identifier = live.first(where: { mayBeTaken[$0] != nil }), let earlier = mayBeTaken[identifier] {
                let line = tokens[earlier].line
                for inner in item.statements {
                    keep(
                        inner, .condition,
                        "the case at line \(line) comes first and matches '\(identifier)' when its 'where' clause holds: "
                            + "convert by hand")
                }
                continue
            }
            if live.isEmpty, let first = identifiers.first, let earlier = taken[first] {
                let line = tokens[earlier].line
                let kept = analysis.kept.count
                for inner in item.statements {
                    keep(
                        inner, .condition,
                        "this case never runs: the case at line \(line) matches every segue it names first; delete it by "
                            + "hand")
                }
                for index in kept..<analysis.kept.count { analysis.kept[index].handsOff = false }
                continue
            }
            identifiers = live
            narrowed.identifiers = Self.intersect(context.identifiers, identifiers)
            if enumName != nil { narrowed.enumGate = nil }
            analysis.branches.append(item.keyword)
            block(item.statements, narrowed)
        }
    }

    /// `switch segue.destination { case let detail as Detail: … case is Other: … default: … }`:
    /// each case a branch for its class, read as a cast. A destination of two of the classes
    /// runs only the first case: ``MigrationCandidate/earlierCaseClasses`` lets the planner
    /// refuse a case whose class is related to an earlier one's. `false` when it is no such switch.
    mutating func destinationTypeSwitch(
        _ statement: PrepareBodyReader.Statement, subject: Range<Int>, cases: [PrepareBodyReader.SwitchCase],
        _ context: Context
    ) -> Bool {
        let words = normalized(subject)
        let through = containerPath(words, context)
        guard context.cast == nil, context.enumGate == nil,
            (words.count == 3 && words[0] == segue && words[1] == "." && isDestinationWord(words[2]))
                || (words.count == 1 && context.destinationAliases.contains(words[0]))
                || through == .selfOrNavigationRoot
        else { return false }
        var patterns: [(className: String, name: String?)?] = []
        for item in cases where !item.isDefault {
            let range = item.patterns
            let texts = reader.texts(range)
            let simple = range.allSatisfy { tokens[$0].kind == .identifier && !tokens[$0].isBackticked }
            if simple, texts.count == 4, texts[0] == "let", texts[2] == "as" {
                patterns.append((texts[3], texts[1]))
            } else if simple, texts.count == 2, texts[0] == "is" {
                patterns.append((texts[1], nil))
            } else {
                patterns.append(nil)
            }
        }
        // A case bound to a name that becomes `break` would leave the name unused (a warning):
        // only a `default: break` lets converted cases go whole.
        let defaultIsBreak = cases.filter(\.isDefault).allSatisfy { item in
            item.statements.allSatisfy { reader.texts($0.tokens) == ["break"] }
        }
        let readable = patterns.allSatisfy { $0 != nil }
        guard readable, defaultIsBreak || patterns.allSatisfy({ $0?.name == nil }) else {
            let reason =
                readable
                ? "a 'switch' on the destination's class whose 'default' does more than 'break' stays"
                : "a 'switch' on the destination with a pattern other than 'let name as Class' or 'is Class' stays"
            for item in cases {
                for inner in item.statements { keep(inner, .condition, reason, under: subject) }
            }
            keep(statement, .condition, reason)
            return true
        }
        analysis.roles[statement.tokens.lowerBound] = .dispatch
        let dispatch = statement.tokens.lowerBound
        var earlier: [String] = []
        var number = 0
        for (clause, item) in cases.enumerated() {
            var narrowed = context
            narrowed.path.append(MigrationPathStep(dispatch: dispatch, clause: clause))
            narrowed.branch = item.keyword
            pathNow = narrowed.path
            branchNow = item.keyword
            if item.isDefault {
                keepDefault(item, every: "destination")
                continue
            }
            guard let pattern = patterns[number] else { continue }
            number += 1
            narrowed.cast = DestinationCast(className: pattern.className, path: through ?? .direct)
            analysis.caseClasses[item.keyword] = pattern.className
            narrowed.destination = pattern.name
            if let name = pattern.name { narrowed.destinationScope = ScopedName(name: name, scope: item.tokens) }
            narrowed.earlierCaseClasses = earlier
            earlier.append(pattern.className)
            analysis.branches.append(item.keyword)
            block(item.statements, narrowed)
        }
        return true
    }
}
