/// What `context-check migrate --explain FILE:LINE` prints: how the plan decided one branch of a
/// `prepare(for:sender:)` body, statement by statement.
///
/// The run records a trace for every branch it counts (``MigrationRun/branchCounts(_:accepted:)``)
/// from the decisions it renders, so the trace and the diff cannot disagree: each statement of the
/// branch that would convert, and each that stays with the kind and the message of its note.

/// One branch as the plan decided it.
struct MigrationBranchTrace: Sendable {
    /// One statement of the branch and what becomes of it.
    struct Step: Sendable {
        var line: Int
        /// The statement's first line, trimmed.
        var text: String
        /// `nil` when it converts; else why it stays, and the rule that said so.
        var refusal: MigrationRefusal?
        /// When it converts: the rule that wrote it, and the form it is written in.
        var conversion: (rule: String, form: String)? = nil
        /// Whether it hands something over: a statement that stays and does not (a log line)
        /// leaves its branch converted.
        var handsOff = true
    }

    var path: String
    /// The presenting class.
    var presenter: String
    /// The lines of the body, and of the branch within it.
    var body: ClosedRange<Int>
    var lines: ClosedRange<Int>
    /// The identifiers the branch runs for; `nil` for any segue.
    var identifiers: [String]?
    var steps: [Step]
    /// The statements that convert and that stay, as the totals count them.
    var converted: Int
    var left: Int
    /// Why the whole target's conversion was dropped, when it was (``MigrationPlanner/merge(_:)``).
    var dropped: String?

    /// `converted`, `partly converted` or `left as written`.
    var outcome: String {
        if dropped != nil || converted == 0 { return "left as written" }
        return left > 0 ? "partly converted" : "converted"
    }

    /// The trace as text: the branch, then one line per statement.
    var description: String {
        let segues = identifiers.map { $0.map { "\"\($0)\"" }.joined(separator: ", ") } ?? "any segue"
        var text =
            "\(Diagnostic.oneLine(path)):\(lines.lowerBound): branch of \(presenter).prepare(for:sender:) "
            + "(lines \(lines.lowerBound)–\(lines.upperBound)), for \(Diagnostic.oneLine(segues)): \(outcome)\n"
        for step in steps {
            let decision =
                step.refusal.map {
                    "stays [\($0.kind.rawValue), \($0.rule)]: \(Diagnostic.oneLine($0.message))"
                        + (step.handsOff
                            ? "" : " (it hands nothing over, so the branch counts as converted without it)")
                } ?? step.conversion.map { "converts [\($0.rule)]: \($0.form)" } ?? "converts"
            text += "  \(step.line): \(Diagnostic.oneLine(step.text))\n      \(decision)\n"
        }
        if let dropped { text += "  then dropped [source-class]: \(Diagnostic.oneLine(dropped))\n" }
        return text
    }
}

extension MigrationRun {
    /// Records the traces of a body's branches, from the decisions the plan renders: `counts` as
    /// ``branchCounts(_:accepted:)`` gives them, and each candidate's refusal, `nil` when it converts.
    mutating func traceBranches(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        counts: [Int: (converted: Int, left: Int)], refusals: [MigrationRefusal?]
    ) {
        let reader = files[file].reader
        let tokens = reader.tokens
        func firstLine(_ range: Range<Int>) -> String {
            guard !range.isEmpty else { return "" }
            let start = tokens[range.lowerBound].start
            var end = start
            let bytes = files[file].bytes
            let limit = tokens[range.upperBound - 1].end
            while end < limit, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let line = String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            return line.count > 100 ? String(line.prefix(99)) + "…" : line
        }
        var steps: [Int: [(token: Int, step: MigrationBranchTrace.Step, end: Int)]] = [:]
        var identifiers: [Int: [String]?] = [:]
        for kept in analysis.kept {
            let step = MigrationBranchTrace.Step(
                line: tokens[kept.statement.lowerBound].line, text: firstLine(kept.statement),
                refusal: kept.refusal, handsOff: kept.handsOff)
            steps[kept.branch, default: []].append(
                (kept.statement.lowerBound, step, tokens[kept.statement.upperBound - 1].line))
            if identifiers[kept.branch] == nil { identifiers[kept.branch] = .some(kept.identifiers) }
        }
        let forms = handoffForms[Self.formKey(file, function)] ?? []
        for (index, candidate) in analysis.candidates.enumerated() {
            let step = MigrationBranchTrace.Step(
                line: tokens[candidate.statement.lowerBound].line, text: firstLine(candidate.statement),
                refusal: refusals[index],
                conversion: refusals[index] == nil
                    ? conversion(candidate, index < forms.count ? forms[index] : nil) : nil)
            steps[candidate.branch, default: []].append(
                (candidate.statement.lowerBound, step, tokens[candidate.statement.upperBound - 1].line))
            identifiers[candidate.branch] = .some(candidate.identifiers)
        }
        let body = tokens[function.declarationStart].line...tokens[function.close].line
        for branch in counts.keys.sorted() {
            let found = (steps[branch] ?? []).sorted { $0.token < $1.token }
            let start = min(tokens[branch].line, found.first?.step.line ?? tokens[branch].line)
            let end = max(start, found.map(\.end).max() ?? start)
            plan.branchTraces.append(
                MigrationBranchTrace(
                    path: files[file].path, presenter: function.scope.name, body: body, lines: start...end,
                    identifiers: identifiers[branch] ?? nil, steps: found.map(\.step),
                    converted: counts[branch]?.converted ?? 0, left: counts[branch]?.left ?? 0))
        }
    }
}

extension MigrationPlan {
    /// Why `--explain` found nothing to explain.
    public struct ExplainError: Error, CustomStringConvertible, Sendable, Equatable {
        /// The message, ending with how to fix it.
        public var description: String
    }

    /// The traces of the branches at `line` of the file at `path` (`migrate --explain FILE:LINE`):
    /// the innermost branch holding the line, or every branch of the body holding it.
    ///
    /// `path` is matched against the planned files' paths whole, or else as the end of exactly
    /// one of them (`Detail.swift`, `App/Detail.swift`).
    public func explanation(path: String, line: Int) throws(ExplainError) -> String {
        let paths = Set(branchTraces.map(\.path)).union(sources.keys)
        let suffix = path.hasPrefix("/") ? path : "/" + path
        let matches = paths.contains(path) ? [path] : paths.filter { $0.hasSuffix(suffix) }.sorted()
        guard matches.count == 1, let file = matches.first else {
            throw ExplainError(
                description: matches.isEmpty
                    ? "'\(path)' is not among the files read. To fix, name a Swift file under the paths given, "
                        + "as its path or its end (Detail.swift)"
                    : "'\(path)' names \(matches.count) files read (\(matches.joined(separator: ", "))). To fix, "
                        + "give more of its path")
        }
        let traces = branchTraces.filter { $0.path == file }
        if let branch = traces.filter({ $0.lines.contains(line) }).min(by: { $0.lines.count < $1.lines.count }) {
            return branch.description
        }
        let body = traces.filter { $0.body.contains(line) }
        guard body.isEmpty else { return body.map(\.description).joined() }
        let bodies = Set(traces.map(\.body)).sorted { $0.lowerBound < $1.lowerBound }
        throw ExplainError(
            description: "no branch of a prepare(for:sender:) body that hands something over is at \(file):\(line). "
                + "To fix, name a line inside one"
                + (bodies.isEmpty
                    ? " (this file has none)"
                    : " (in this file: lines "
                        + bodies.map { "\($0.lowerBound)–\($0.upperBound)" }
                        .joined(separator: ", ") + ")"))
    }
}

extension MigrationRun {
    /// The rule that writes a converted candidate, and the form it takes, as `--explain` says it.
    func conversion(_ candidate: MigrationCandidate, _ form: HandoffForm?) -> (rule: String, form: String) {
        guard case .assign(let property, _) = candidate.action else {
            return ("KeptDestinations", "@SegueDestination on the property that keeps it")
        }
        if isFrameworkWrite(candidate) {
            return ("FrameworkProperties", "a new slot for '\(property)', read on arrival")
        }
        switch form {
        case .declaration(let key):
            return ("HandoffForms", "a key on the destination's slot, @Prepared(key: \"\(key)\")")
        case .offered: return ("HandoffForms", "an entry of the hook's values for every segue")
        case .covered: return ("HandoffForms", "the entry another statement of the same value offers")
        case .lazy: return ("HandoffForms", "addLazily(forKey: \"\(property)\", onSegue:) in the hook")
        case .block, nil: return ("HandoffForms", "the hook's values, under the branch's tests")
        }
    }
}
