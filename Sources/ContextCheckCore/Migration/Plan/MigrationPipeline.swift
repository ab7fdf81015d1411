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
            noteSwift2Bodies(number)
            for function in file.functions {
                plan.bodies += 1
                // A body the reader cannot read statement by statement stays whole (UnreadBodies.swift).
                if noteUnreadBody(number, function) { continue }
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
        // The decision on each candidate of each body: `nil` while it converts, else its refusal.
        var refusals: [[MigrationRefusal?]] = []
        // First, each candidate on its own.
        for (file, function, analysis) in pending {
            var source = sourceDecision(file: file, function: function, analysis: analysis)
            if source.refusal == nil { source.refusal = arrivalRefusal(presenter: function.scope.name) }
            refusals.append(
                analysis.candidates.map { candidate in
                    source.refusal
                        ?? check(candidate, file: file, function: function, slots: &slots)
                        ?? heldBranchRefusal(file, candidate)
                })
        }
        // What holds only for several together: one hook per class hierarchy, one capture per kept
        // property, one delivery per key (SharedConflicts.swift); then unread bindings, calls, order.
        refuseSharedConflicts(pending, refusals: &refusals)
        for (number, entry) in pending.enumerated() {
            let analysis = entry.analysis
            for (index, refusal) in unusedBindingRefusals(entry.file, analysis, accepted: refusals[number].accepted) {
                refusals[number][index] = refusal
            }
            // Values that call code against what stays, and those refused taken as statements that stay
            // (CallValues.swift); then where the delivery goes, and what its place blocks (DeliveryPlacement.swift).
            let withCalls = settleCalls(entry.file, entry.function, analysis, refusals: &refusals[number])
            refusals[number] = settleDelivery(entry.file, entry.function, withCalls, refusals[number])
        }
        let decided = refusals.map(\.accepted)
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
            emit(entry.file, entry.function, entry.analysis, refusals: refusals[number], slots: slots)
            noteChangedFailures(entry.file, entry.analysis, accepted: decided[number])
            noteCallTraps(entry.file, entry.analysis, accepted: decided[number])
            noteChosenKeys(entry.file, entry.analysis, accepted: decided[number], slots: slots)
            let emitted = plan.counts - counted
            lines.append((emitted.handoffLinesBefore, emitted.handoffLinesAfter))
            let branches = Self.branchCounts(entry.analysis, accepted: decided[number]).filter {
                $0.value.converted > 0
            }
            if !branches.isEmpty {
                plan.bodyLines.append(
                    BodyLines(
                        branches: branches.keys.sorted().map { branchKey(entry.file, $0) },
                        before: emitted.handoffLinesBefore, after: emitted.handoffLinesAfter))
            }
            plan.fileCounts[files[entry.file].path, default: MigrationCounts()] += emitted
        }
        // A branch converted in part whose body's handoff grows, or whose conversion makes the app's grow,
        // stays as written (NeverLonger.swift).
        let longer = longerBranches(pending, decided: decided, lines: lines)
        if !longer.isEmpty {
            var again = initial
            again.heldBranches.merge(longer) { earlier, _ in earlier }
            again.heldBranchPasses = heldBranchPasses + 1
            again.run()
            self = again
            return
        }
        emitFrameworkSlots(pending, decided: decided)
        // Two edits of one file that overlap would mix: the file is then left as it is (MigrationEdits.swift).
        plan.dropOverlappingEdits()
        plan.notes.sort {
            ($0.position.path, $0.position.line, $0.position.column) < (
                $1.position.path, $1.position.line, $1.position.column
            )
        }
    }

    /// Notes a statement that stays, and the rule that refused it.
    mutating func note(_ file: Int, _ token: Int, _ refusal: MigrationRefusal) {
        let tokens = files[file].reader.tokens
        let at = tokens.isEmpty ? nil : tokens[min(max(token, 0), tokens.count - 1)]
        plan.notes.append(
            MigrationNote(
                position: SourcePosition(path: files[file].path, line: at?.line ?? 1, column: at?.column ?? 1),
                kind: refusal.kind.rawValue, message: refusal.message))
        plan.refusingRules.insert(refusal.rule)
    }

    mutating func note(
        _ file: Int, _ token: Int, _ kind: MigrationRefusalKind, _ message: String, fileID: String = #fileID
    ) {
        note(file, token, .refuse(kind, message, fileID: fileID))
    }
}
