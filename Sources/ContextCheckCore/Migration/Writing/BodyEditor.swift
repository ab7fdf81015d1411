/// Deletes the converted statements of one body, clause by clause.
struct BodyEditor {
    let run: MigrationRun
    let file: Int
    let analysis: PrepareBodyAnalysis
    let accepted: [Bool]
    private(set) var edits: [MigrationEdit] = []
    /// Whether every candidate of a group was accepted, by group.
    let groupAccepted: [Int: Bool]

    init(run: MigrationRun, file: Int, analysis: PrepareBodyAnalysis, accepted: [Bool]) {
        self.run = run
        self.file = file
        self.analysis = analysis
        self.accepted = accepted
        var groups: [Int: Bool] = [:]
        for (index, candidate) in analysis.candidates.enumerated() {
            if let group = candidate.group { groups[group] = (groups[group] ?? true) && accepted[index] }
        }
        groupAccepted = groups
    }

    private var tokens: SwiftTokens { run.files[file].reader.tokens }

    private func mentions(_ range: Range<Int>, _ name: String) -> Bool {
        range.contains { tokens[$0].kind == .identifier && tokens[$0].text == name }
    }

    /// Whether each statement of a block goes.
    func removableFlags(_ statements: [PrepareBodyReader.Statement]) -> [Bool] {
        var flags = [Bool](repeating: false, count: statements.count)
        var laterKept: [PrepareBodyReader.Statement] = []
        var allLaterRemovable = true
        for index in statements.indices.reversed() {
            let statement = statements[index]
            var flag: Bool
            switch analysis.roles[statement.tokens.lowerBound] {
            case .destinationBinding(let name), .valueBinding(let name):
                flag = !laterKept.contains { remains($0, mentioning: name) }
            case .dispatch:
                if case .guardStatement = statement.kind {
                    flag = allLaterRemovable
                } else {
                    flag = removable(statement)
                }
            case .candidate(let number):
                flag = accepted[number]
            case .valueBlock(let group):
                flag = groupAccepted[group] ?? false
            default:
                flag = false
            }
            flags[index] = flag
            if !flag {
                laterKept.append(statement)
                allLaterRemovable = false
            }
        }
        return flags
    }

    /// Whether what stays of a statement that stays (in part) names `name`: a binding only that
    /// names would be unused once the rest goes, a warning.
    private func remains(_ statement: PrepareBodyReader.Statement, mentioning name: String) -> Bool {
        switch analysis.roles[statement.tokens.lowerBound] {
        case .candidate(let number):
            return !accepted[number] && mentions(statement.tokens, name)
        case .valueBlock(let group):
            return !(groupAccepted[group] ?? false) && mentions(statement.tokens, name)
        case .dispatch:
            switch statement.kind {
            case .ifChain(let clauses, let elseBlock):
                return clauses.contains { clause in
                    mentions(clause.conditions, name)
                        || clause.block.statements.contains { remains($0, mentioning: name) }
                } || (elseBlock.map { mentions(($0.open)..<($0.close + 1), name) } ?? false)
            case .switchStatement(let subject, let cases, _):
                return mentions(subject, name)
                    || cases.contains { item in
                        mentions(item.patterns, name) || item.statements.contains { remains($0, mentioning: name) }
                    }
            default:
                return mentions(statement.tokens, name)
            }
        default:
            return mentions(statement.tokens, name)
        }
    }

    private func removable(_ statement: PrepareBodyReader.Statement) -> Bool {
        switch statement.kind {
        case .simple:
            return reader(statement) == ["break"]
        case .ifChain(let clauses, let elseBlock):
            return clauses.allSatisfy { blockRemovable($0.block.statements) } && (elseBlock?.statements.isEmpty ?? true)
        case .switchStatement(_, let cases, _):
            return cases.allSatisfy { blockRemovable($0.statements) }
        default:
            return false
        }
    }

    private func reader(_ statement: PrepareBodyReader.Statement) -> [String] {
        run.files[file].reader.texts(statement.tokens)
    }

    private func blockRemovable(_ statements: [PrepareBodyReader.Statement]) -> Bool {
        removableFlags(statements).allSatisfy { $0 }
    }

    private mutating func delete(_ range: Range<Int>) {
        guard let first = range.first, let last = range.last else { return }
        edits.append(MigrationEdit(range: run.lineRange(file, tokens[first].start..<tokens[last].end), replacement: ""))
    }

    /// Deletes what goes in a block, and inside the statements that stay.
    mutating func emitBlock(_ statements: [PrepareBodyReader.Statement]) {
        let flags = removableFlags(statements)
        for (number, (statement, flag)) in zip(statements, flags).enumerated() {
            if flag {
                delete(statement.tokens)
            } else if case .dispatch = analysis.roles[statement.tokens.lowerBound] {
                partial(statement)
                // A guard that stays: a name it binds that nothing after it reads any more is tested instead.
                if case .guardStatement(let conditions, _) = statement.kind {
                    let later = zip(statements, flags).dropFirst(number + 1).filter { !$0.1 }.map(\.0)
                    edits += run.unusedBindingTests(file, conditions) { name in
                        later.contains { remains($0, mentioning: name) }
                    }
                }
            }
        }
    }

    private mutating func partial(_ statement: PrepareBodyReader.Statement) {
        switch statement.kind {
        case .ifChain(let clauses, let elseBlock):
            let flags = clauses.map { blockRemovable($0.block.statements) }
            if let elseBlock, !elseBlock.statements.isEmpty {
                // The else runs for every other segue: a converted clause stays, empty.
                for (clause, flag) in zip(clauses, flags) {
                    if flag {
                        for inner in clause.block.statements { delete(inner.tokens) }
                    } else {
                        emitBlock(clause.block.statements)
                    }
                    // A name the clause binds that nothing left in it reads is tested instead.
                    let kept =
                        flag
                        ? []
                        : zip(clause.block.statements, removableFlags(clause.block.statements)).filter { !$0.1 }.map(
                            \.0)
                    edits += run.unusedBindingTests(file, clause.conditions) { name in
                        kept.contains { remains($0, mentioning: name) }
                    }
                }
                return
            }
            // Without an else, a clause that goes lets the segues it took reach the clauses after it:
            // it goes only when no clause that stays after it can run for one of them
            // (ChainArms.swift); otherwise it stays, empty.
            func mayOverlap(_ a: Int, _ b: Int) -> Bool {
                guard let mine = analysis.armFacts[a], let theirs = analysis.armFacts[b] else { return true }
                return run.mayRunForOneSegue(mine, theirs)
            }
            var deletable = flags
            for index in clauses.indices.reversed() where flags[index] {
                deletable[index] = !clauses.indices.contains { later in
                    later > index && !deletable[later] && mayOverlap(clauses[index].keyword, clauses[later].keyword)
                }
            }
            for (clause, (flag, goes)) in zip(clauses, zip(flags, deletable)) where flag && !goes {
                for inner in clause.block.statements { delete(inner.tokens) }
                edits += run.unusedBindingTests(file, clause.conditions) { _ in false }
            }
            guard let firstKept = deletable.firstIndex(of: false) else { return }
            if firstKept > 0 {
                edits.append(
                    MigrationEdit(
                        range: tokens[clauses[0].keyword].start..<tokens[clauses[firstKept].keyword].start,
                        replacement: ""))
            }
            for index in clauses.indices where index > firstKept {
                if deletable[index] {
                    let from = tokens[clauses[index - 1].block.close].end
                    edits.append(MigrationEdit(range: from..<tokens[clauses[index].block.close].end, replacement: ""))
                }
            }
            for (clause, flag) in zip(clauses, flags) where !flag {
                emitBlock(clause.block.statements)
                // A name the clause binds that nothing left in it reads is tested instead.
                let kept = zip(clause.block.statements, removableFlags(clause.block.statements)).filter { !$0.1 }.map(
                    \.0)
                edits += run.unusedBindingTests(file, clause.conditions) { name in
                    kept.contains { remains($0, mentioning: name) }
                }
            }
        case .switchStatement(_, let cases, _):
            // A case goes only when a `default` catches what it matched; without one (a switch over an
            // enum must stay exhaustive) its statements become `break`.
            let defaultTrivial =
                cases.contains(where: \.isDefault)
                && cases.filter(\.isDefault).allSatisfy { blockRemovable($0.statements) }
            // A case that goes lets what it matched reach the cases after it: it goes only when no
            // case that stays after it may match one of those segues (ChainArms.swift).
            let flags = cases.map { !$0.isDefault && blockRemovable($0.statements) }
            func mayMatchBoth(_ a: Int, _ b: Int) -> Bool {
                if let mine = analysis.caseIdentifiers[a] ?? nil, let theirs = analysis.caseIdentifiers[b] ?? nil {
                    return !mine.isDisjoint(with: theirs)
                }
                if let mine = analysis.caseClasses[a], let theirs = analysis.caseClasses[b] {
                    return !run.neverBoth(mine, theirs)
                }
                return true
            }
            func goes(_ index: Int) -> Bool {
                guard flags[index], defaultTrivial else { return false }
                return !cases.indices.contains { later in
                    later > index && !cases[later].isDefault && !flags[later]
                        && mayMatchBoth(cases[index].keyword, cases[later].keyword)
                }
            }
            for (index, item) in cases.enumerated() where !item.isDefault {
                if blockRemovable(item.statements) {
                    if goes(index) {
                        delete(item.tokens)
                    } else if let first = item.statements.first, let last = item.statements.last {
                        edits.append(
                            MigrationEdit(
                                range: tokens[first.tokens.lowerBound].start..<tokens[last.tokens.upperBound - 1].end,
                                replacement: "break"))
                    }
                } else {
                    emitBlock(item.statements)
                }
            }
        default:
            break
        }
    }
}
