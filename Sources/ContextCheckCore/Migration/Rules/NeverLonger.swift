/// A branch converted only in part stays as written unless that makes the handoff shorter
/// (``MigrationPlanner/PartialBranches/shorter``, the default).
///
/// Converting part of a branch adds an `offeredValues` hook (and perhaps a super call) while the
/// rest of the branch stays in `prepare(for:sender:)`: the handoff is then split across two
/// places, and is often longer than before. Such a conversion is kept only when it makes the
/// body's handoff shorter: once a run is planned, a body with a branch converted in part whose
/// lines after (``MigrationPlan/handoffLinesAfter``) outnumber its lines before has those
/// branches held back, and the run is decided again from its start with every statement of a
/// held-back branch refused (`longer`). A branch converted whole is not held back.
///
/// *Equivalent*: holding a branch back refuses statements, as any other refusal does, before the
/// later decisions (order, conflicts, groups, forms) are made, so each pass is as sound as a
/// first one. *Bounded*: each pass holds back at least one more branch; the third pass that
/// finds one holds back every branch with a statement that stays, and a fourth every branch that
/// converts, so at most five passes run whatever the sources (real apps take one or two).
extension MigrationRun {
    /// The branches to hold back, once a run is planned: those converted in part in bodies whose
    /// handoff grows, as `path:token` keys (``branchKey(_:_:)``), with the lines before and after.
    func longerPartialBranches(
        _ pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)],
        decided: [[Bool]], lines: [(before: Int, after: Int)]
    ) -> [String: (before: Int, after: Int)] {
        var held: [String: (before: Int, after: Int)] = [:]
        guard partialBranches == .shorter else { return held }
        // Late passes widen what they hold back, so that the passes end: the third every branch
        // converted in part, whatever its body's length; a later one every branch that converts.
        var every: [String: (before: Int, after: Int)] = [:]
        for (number, entry) in pending.enumerated() {
            let grows = lines[number].after > lines[number].before || heldBranchPasses >= 2
            for (branch, counts) in Self.branchCounts(entry.analysis, accepted: decided[number])
            where counts.converted > 0 {
                if counts.left > 0 && grows { held[branchKey(entry.file, branch)] = lines[number] }
                if heldBranchPasses >= 3 { every[branchKey(entry.file, branch)] = lines[number] }
            }
        }
        return held.isEmpty ? held : held.merging(every) { mine, _ in mine }
    }

    /// The key of a branch in ``heldBranches``: the file's path and the branch's first token.
    func branchKey(_ file: Int, _ branch: Int) -> String { "\(files[file].path):\(branch)" }

    /// The refusal of a statement in a held-back branch, `nil` for any other.
    func heldBranchRefusal(_ file: Int, _ candidate: MigrationCandidate) -> MigrationRefusal? {
        guard let lines = heldBranches[branchKey(file, candidate.branch)] else { return nil }
        return .refuse(
            .longer,
            "this branch stays as written: other statements of it stay, and converting only this one would make "
                + "the body's handoff longer (\(lines.before) line\(lines.before == 1 ? "" : "s") would become \(lines.after)); convert or "
                + "remove what stays first, then run migrate again"
        )
    }
}
