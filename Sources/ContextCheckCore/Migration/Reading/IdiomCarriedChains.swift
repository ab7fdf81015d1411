/// Reading carried chains: `if` chains over the sender and the presenter's state that convert
/// whole, and what their conditions may read (SenderConditions.swift decides them).
extension PrepareIdioms {
    /// Words a carried condition never reads as a name.
    static let conditionKeywords: Set<String> = keywords.union(["super", "Self", "some", "any", "case", "where"])

    /// `if let call = sender as? Call { d.direction = .incoming } else { d.direction = .outgoing }`,
    /// `if showsBack { d.showBackButton = true }`: an `if` chain whose clauses test only the sender,
    /// bound names and the presenter's stored state (``SenderConditions``), read as one group of
    /// candidates that the hook offers under the same chain. `false` when a clause tests anything
    /// else, or an arm holds another dispatch, a block or a cast: the chain is then read as before.
    mutating func carriedChain(
        _ statement: PrepareBodyReader.Statement, clauses: [PrepareBodyReader.IfClause],
        elseBlock: PrepareBodyReader.Block?, _ context: Context
    ) -> Bool {
        guard !clauses.isEmpty, clauses.count <= SenderConditions.maximumClauses, context.enumGate == nil else {
            return false
        }
        let enclosing = Set(context.bindings.flatMap(\.names))
        let hidden: (String) -> Bool = { [self] name in
            name == segue || name == context.destination || Self.hookNames.contains(name)
                || context.containers.contains(name) || context.destinationAliases.contains(name)
                || context.rootAliases.contains(name)
        }
        // A name bound before the chain is tested again in the hook through its binding, whose value
        // is held to the same rules (`let narrow = sender == nil`), back to the first binding.
        var checked = Set<Int>()
        func boundReads(_ names: Set<String>, before limit: Int) -> [StateRead]? {
            var reads: [StateRead] = []
            for name in names {
                guard let at = context.bindings[..<limit].lastIndex(where: { $0.names.contains(name) }) else {
                    continue
                }
                let binding = context.bindings[at]
                guard binding.arm == nil, checked.insert(at).inserted else { continue }
                guard !tokens[binding.tokens.lowerBound].isWord("case"),
                    let equal = binding.tokens.first(where: { tokens[$0].isMark("=") })
                else { return nil }
                let value = (equal + 1)..<binding.tokens.upperBound
                let earlier = Set(context.bindings[..<at].flatMap(\.names))
                guard
                    let found = SenderConditions.stateReads(
                        value, reader, sender: function.senderName, bound: earlier, isTest: false,
                        unavailable: { hidden($0) || (localNames.contains($0) && !earlier.contains($0)) }),
                    let deeper = boundReads(
                        (reader.mentionedNames(value) ?? []).intersection(earlier), before: at)
                else { return nil }
                reads += found + deeper
            }
            return reads
        }
        // Each clause's parts, the names they bind and the presenter properties they read.
        var chainParts: [[ConditionPart]] = []
        var chainReads: [[StateRead]] = []
        for clause in clauses {
            var bound = enclosing
            var parts: [ConditionPart] = []
            var reads: [StateRead] = []
            let split = split(clause.conditions, at: [",", "&&"])
            guard split.count <= SenderConditions.maximumParts else { return false }
            for part in split {
                let unavailable: (String) -> Bool = { [self, bound] name in
                    hidden(name) || (localNames.contains(name) && !bound.contains(name))
                }
                var names: [String] = []
                var tested = part
                if tokens[part.lowerBound].isWord("let") {
                    guard part.count >= 4, tokens[part.lowerBound + 1].kind == .identifier,
                        !tokens[part.lowerBound + 1].isBackticked, tokens[part.lowerBound + 2].isMark("=")
                    else { return false }
                    names = [tokens[part.lowerBound + 1].text]
                    tested = (part.lowerBound + 3)..<part.upperBound
                    // In the hook, a name of its own (`values`) or of a parameter would be hidden.
                    if Self.hookNames.contains(names[0]) || names[0] == segue { return false }
                }
                guard
                    let found = SenderConditions.stateReads(
                        tested, reader, sender: function.senderName, bound: bound, isTest: names.isEmpty,
                        unavailable: unavailable)
                else { return false }
                guard
                    let throughBindings = boundReads(
                        (reader.mentionedNames(tested) ?? []).intersection(enclosing), before: context.bindings.count)
                else { return false }
                reads += found + throughBindings
                parts.append(ConditionPart(tokens: part, names: names))
                bound.formUnion(names)
            }
            guard !parts.isEmpty else { return false }
            chainParts.append(parts)
            chainReads.append(reads)
        }
        let hasElse = elseBlock.map { !$0.statements.isEmpty } ?? false
        let saved = (analysis, groupCount)
        groupCount += 1
        let group = groupCount
        let dispatch = statement.tokens.lowerBound
        let before = analysis.candidates.count
        var arms: [[PrepareBodyReader.Statement]] = clauses.map(\.block.statements)
        if hasElse, let elseBlock { arms.append(elseBlock.statements) }
        for (number, statements) in arms.enumerated() {
            var narrowed = context
            narrowed.path.append(MigrationPathStep(dispatch: dispatch, clause: number))
            narrowed.group = group
            let tested = min(number, clauses.count - 1)
            narrowed.stateReads += chainReads[0...tested].flatMap { $0 }
            let span = clauses[0].conditions.lowerBound..<clauses[tested].conditions.upperBound
            narrowed.bindings.append(
                MigrationBinding(
                    tokens: span, isCondition: true,
                    names: number < clauses.count ? chainParts[number].flatMap(\.names) : [],
                    arm: ConditionArm(chain: dispatch, clause: number, clauses: chainParts, hasElse: hasElse)))
            block(statements, narrowed)
        }
        runsUnder(context)
        pathNow = context.path
        branchNow = context.branch
        // Every statement of every arm an assignment or a pure `let`; a nested dispatch, block or
        // cast reads the chain as before.
        var onlyAssignments = true
        for statements in arms {
            for inner in statements {
                switch analysis.roles[inner.tokens.lowerBound] {
                case .candidate(let number):
                    if case .keep = analysis.candidates[number].action { onlyAssignments = false }
                case .valueBinding, .kept:
                    break
                default:
                    (analysis, groupCount) = saved
                    return false
                }
                if case .kept = analysis.roles[inner.tokens.lowerBound] { onlyAssignments = false }
            }
        }
        let members = analysis.candidates[before...]
        let oneClass = Set(members.map(\.cast.className)).count == 1 && Set(members.map(\.cast.path)).count == 1
        if onlyAssignments, oneClass, !members.isEmpty {
            analysis.roles[statement.tokens.lowerBound] = .valueBlock(group: group)
        } else {
            keep(
                statement, .sideEffect,
                "an 'if' over the sender or the presenter's state converts whole, and an arm of this one does more "
                    + "than assign one destination's properties: convert it by hand")
            for candidate in before..<analysis.candidates.count { analysis.candidates[candidate].group = -1 }
        }
        return true
    }
}
