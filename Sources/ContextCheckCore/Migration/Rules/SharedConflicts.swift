/// What holds only for several candidates together, decided once each is decided on its own:
///
/// - one hook per class hierarchy: a presenter whose superclass converts too would hide that
///   superclass's `offeredValues(forSegue:…)` with its own (or the other way round);
/// - one capture per kept property: `@SegueDestination` names one segue, so a property that
///   keeps the destination of several branches stays;
/// - one delivery per key: two branches of one presenter must not offer one key to one class for
///   one segue, unless they are arms of one carried chain (SenderConditions.swift), of which one runs.
extension MigrationRun {
    func refuseSharedConflicts(
        _ pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)],
        refusals: inout [[MigrationRefusal?]]
    ) {
        // A class whose superclass is converted too would shadow that superclass's hook with its own.
        var converting = Set<String>()
        for (number, entry) in pending.enumerated() where refusals[number].contains(where: { $0 == nil }) {
            converting.insert(entry.function.scope.name)
        }
        for (number, entry) in pending.enumerated() {
            guard let ancestor = ancestors(entry.function.scope.name).first(where: converting.contains) else {
                continue
            }
            for index in refusals[number].indices where refusals[number][index] == nil {
                refusals[number][index] = .refuse(
                    .sourceClass,
                    "its superclass '\(ancestor)' is converted too, and one offeredValues hook would hide the other: "
                        + "merge the two by hand"
                )
            }
        }
        var keeps: [String: Int] = [:]
        for (number, entry) in pending.enumerated() {
            for (index, candidate) in entry.analysis.candidates.enumerated() where refusals[number][index] == nil {
                if case .keep(let property) = candidate.action {
                    keeps[entry.function.scope.name + "." + property, default: 0] += 1
                }
            }
        }
        for (number, entry) in pending.enumerated() {
            for (index, candidate) in entry.analysis.candidates.enumerated() where refusals[number][index] == nil {
                if case .keep(let property) = candidate.action,
                    keeps[entry.function.scope.name + "." + property, default: 0] > 1
                {
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
            for (index, candidate) in analysis.candidates.enumerated() where refusals[number][index] == nil {
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
                    refusals[number][index] = .refuse(
                        .conflict, "'\(property)' is already delivered to \(candidate.cast.className) for this segue"
                    )
                } else {
                    delivered[key, default: []].append((candidate.identifiers, candidate.bindings))
                }
            }
        }
    }
}
