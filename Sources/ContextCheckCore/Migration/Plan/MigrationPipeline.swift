import Foundation

/// The pipeline of one run: each body is read into its model (``PrepareIdioms``), every candidate
/// is decided by the rules in their order — each on its own, then what holds only for several
/// together — and the plan is rendered (MigrationEdits.swift). A rule that needs the whole plan
/// (ObservedSlots.swift, NeverLonger.swift) decides the run again from its start.
extension MigrationRun {
    mutating func run() {
        let initial = self
        let shadowedCalls = shadowedPureCalls()
        let selfOrRootAccessors = ContainerPaths.selfOrRootAccessors(files)
        containerFacts = ContainerPaths.Facts(files: files, scopesByName: scopesByName)
        var pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)] = []
        for (number, file) in files.enumerated() where plannedFiles?.contains(file.path) ?? true {
            let counted = plan.counts
            defer { plan.fileCounts[file.path, default: MigrationCounts()] += plan.counts - counted }
            // Swift 2's `prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?)`: not read, said so.
            let tokens = file.reader.tokens
            for index in tokens.indices
            where tokens[index].isWord("func") && index + 2 < tokens.count
                && tokens[index + 1].isWord("prepareForSegue") && tokens[index + 2].isMark("(")
            {
                plan.bodiesNotRead += 1
                note(
                    number, index, .unreadable,
                    "prepareForSegue(_:sender:) is Swift 2's spelling, which today's UIKit never calls: it is not read; "
                        + "rename it prepare(for:sender:) (and fix what the compiler reports) first")
            }
            for function in file.functions {
                plan.bodies += 1
                if let problem = function.unreadable {
                    note(number, function.open, .unreadable, "this prepare(for:sender:) body stays: \(problem)")
                    plan.branchesFound += 1
                    plan.branchesLeft += 1
                    continue
                }
                var idioms = PrepareIdioms(
                    reader: file.reader, function: function, constants: constants,
                    segueEquatableEnums: segueEquatableEnums, shadowedCalls: shadowedCalls,
                    selfOrRootAccessors: selfOrRootAccessors)
                idioms.analyze()
                pending.append((number, function, idioms.analysis))
            }
        }
        // `vc.title = …` becomes a write of a new slot (FrameworkProperties.swift).
        adoptFrameworkSlots(&pending)
        recordOwnPrepares(pending)
        for (file, function, analysis) in pending where !analysis.candidates.isEmpty {
            mayConvert.insert(function.scope.name)
            let reader = files[file].reader
            for candidate in analysis.candidates {
                guard case .assign(let property, let value) = candidate.action else { continue }
                mayBecomeSlots.insert(candidate.cast.className + "." + property)
                // A destination told of its arrival takes part too (ObservedSlots.swift).
                if isObservedAssignment(candidate) || isFrameworkWrite(candidate) {
                    mayConvert.insert(candidate.cast.className)
                }
                let words = reader.texts(value)
                // Only an unconditional one: under `if let`, the name would deliver where it did not.
                if words == [property] || words == ["self", ".", property],
                    candidate.bindings.allSatisfy({ !$0.isCondition })
                {
                    ownHandoffs[function.scope.name, default: []].append(
                        (candidate.identifiers, candidate.cast.className, property))
                }
            }
        }
        var slots: [String: SlotDecision] = [:]
        var decided: [[Bool]] = []
        var refusals: [[MigrationRefusal?]] = []
        // First, each candidate on its own.
        for (file, function, analysis) in pending {
            var accepted: [Bool] = []
            var reasons: [MigrationRefusal?] = []
            var source = sourceDecision(file: file, function: function, analysis: analysis)
            if source.refusal == nil { source.refusal = arrivalRefusal(presenter: function.scope.name) }
            for candidate in analysis.candidates {
                if let refusal = source.refusal {
                    accepted.append(false)
                    reasons.append(refusal)
                    continue
                }
                let reason =
                    check(candidate, file: file, function: function, slots: &slots)
                    ?? heldBranchRefusal(file, candidate)
                accepted.append(reason == nil)
                reasons.append(reason)
            }
            decided.append(accepted)
            refusals.append(reasons)
        }
        // A class whose superclass is converted too would shadow that superclass's hook with its own.
        var converting = Set<String>()
        for (number, entry) in pending.enumerated() where decided[number].contains(true) {
            converting.insert(entry.function.scope.name)
        }
        for (number, entry) in pending.enumerated() {
            guard let ancestor = ancestors(entry.function.scope.name).first(where: converting.contains) else {
                continue
            }
            for index in decided[number].indices where decided[number][index] {
                decided[number][index] = false
                refusals[number][index] = .refuse(
                    .sourceClass,
                    "its superclass '\(ancestor)' is converted too, and one offeredValues hook would hide the other: "
                        + "merge the two by hand"
                )
            }
        }
        // Then what holds only for several together: one capture per kept property, one delivery
        // per key, groups, order.
        var keeps: [String: Int] = [:]
        for (number, entry) in pending.enumerated() {
            for (index, candidate) in entry.analysis.candidates.enumerated() where decided[number][index] {
                if case .keep(let property) = candidate.action {
                    keeps[entry.function.scope.name + "." + property, default: 0] += 1
                }
            }
        }
        for (number, entry) in pending.enumerated() {
            for (index, candidate) in entry.analysis.candidates.enumerated() where decided[number][index] {
                if case .keep(let property) = candidate.action,
                    keeps[entry.function.scope.name + "." + property, default: 0] > 1
                {
                    decided[number][index] = false
                    refusals[number][index] = .refuse(
                        .condition,
                        "'\(property)' keeps the destination of several branches: one @SegueDestination names one segue"
                    )
                }
            }
        }
        var delivered: [String: [(identifiers: [String]?, bindings: [MigrationBinding])]] = [:]
        for (number, entry) in pending.enumerated() {
            let analysis = entry.analysis
            for (index, candidate) in analysis.candidates.enumerated() where decided[number][index] {
                guard case .assign(let property, _) = candidate.action else { continue }
                // One hook per presenter: two of its branches must not offer one key to one class.
                let key = entry.function.scope.name + ">" + candidate.cast.className + "." + property
                let overlapping = (delivered[key] ?? []).contains { other in
                    // Two arms of one carried chain: the hook writes the chain, one arm runs.
                    if Self.differentArms(other.bindings, candidate.bindings) { return false }
                    guard let others = other.identifiers, let mine = candidate.identifiers else { return true }
                    return others.contains(where: mine.contains)
                }
                if overlapping {
                    decided[number][index] = false
                    refusals[number][index] = .refuse(
                        .conflict, "'\(property)' is already delivered to \(candidate.cast.className) for this segue"
                    )
                } else {
                    delivered[key, default: []].append((candidate.identifiers, candidate.bindings))
                }
            }
            for (index, refusal) in unusedBindingRefusals(entry.file, analysis, accepted: decided[number]) {
                decided[number][index] = false
                refusals[number][index] = refusal
            }
            // Values that call code against what stays, and those refused taken as statements that stay
            // (CallValues.swift); then where the delivery goes, and what its place blocks (DeliveryPlacement.swift).
            let withCalls = settleCalls(
                entry.file, entry.function, analysis, accepted: &decided[number], refusals: &refusals[number])
            let (settled, reasons) = settleDelivery(
                entry.file, entry.function, withCalls, decided[number], refusals[number])
            decided[number] = settled
            refusals[number] = reasons
        }
        // An observed slot relied on its class's own prepare(for:sender:), which converts nothing in the
        // end: decided again from the start without it (ObservedSlots.swift).
        let unconfirmed = unconfirmedArrivals(pending, decided: decided)
        if !unconfirmed.isEmpty {
            var again = initial
            again.ownPrepareArrivals = ownPrepareArrivals.refusing(unconfirmed)
            again.run()
            self = again
            return
        }
        decideImplicitlyUnwrappedSlots(pending, decided: decided, slots: &slots)
        chooseHandoffForms(pending.map { ($0.file, $0.function, $0.analysis) }, decided: decided, slots: slots)
        var lines: [(before: Int, after: Int)] = []
        for (number, entry) in pending.enumerated() {
            let counted = plan.counts
            emit(
                entry.file, entry.function, entry.analysis, accepted: decided[number], refusals: refusals[number],
                slots: slots)
            noteChangedFailures(entry.file, entry.analysis, accepted: decided[number])
            noteCallTraps(entry.file, entry.analysis, accepted: decided[number])
            noteChosenKeys(entry.file, entry.analysis, accepted: decided[number], slots: slots)
            let emitted = plan.counts - counted
            lines.append((emitted.handoffLinesBefore, emitted.handoffLinesAfter))
            plan.fileCounts[files[entry.file].path, default: MigrationCounts()] += emitted
        }
        // A branch converted in part whose body's handoff grows stays as written (NeverLonger.swift).
        let longer = longerPartialBranches(pending, decided: decided, lines: lines)
        if !longer.isEmpty {
            var again = initial
            again.heldBranches.merge(longer) { earlier, _ in earlier }
            again.heldBranchPasses = heldBranchPasses + 1
            again.run()
            self = again
            return
        }
        emitFrameworkSlots(pending, decided: decided)
        // Two edits of one file that overlap would mix: the file is then left as it is.
        for (path, edits) in plan.edits {
            let sorted = MigrationPlan.sorted(edits)
            if zip(sorted, sorted.dropFirst()).contains(where: { $0.range.upperBound > $1.range.lowerBound }) {
                plan.edits[path] = nil
                plan.notes.append(
                    MigrationNote(
                        position: SourcePosition(path: path, line: 1, column: 1),
                        kind: MigrationRefusalKind.unreadable.rawValue,
                        message: "the changes proposed for this file overlap, so it is left as it is; please report it")
                )
            }
        }
        plan.notes.sort {
            ($0.position.path, $0.position.line, $0.position.column) < (
                $1.position.path, $1.position.line, $1.position.column
            )
        }
    }

    mutating func note(_ file: Int, _ token: Int, _ refusal: MigrationRefusal) {
        note(file, token, refusal.kind, refusal.message)
    }

    mutating func note(_ file: Int, _ token: Int, _ kind: MigrationRefusalKind, _ message: String) {
        let tokens = files[file].reader.tokens
        let at = tokens.isEmpty ? nil : tokens[min(max(token, 0), tokens.count - 1)]
        plan.notes.append(
            MigrationNote(
                position: SourcePosition(path: files[file].path, line: at?.line ?? 1, column: at?.column ?? 1),
                kind: kind.rawValue, message: message))
    }
}
