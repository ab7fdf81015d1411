/// The handoff never grows: a branch converted only in part stays as written unless that makes
/// its body's handoff shorter, and no conversion makes the app's handoff longer
/// (``MigrationPlanner/PartialBranches/shorter``, the default).
///
/// Converting part of a branch adds an `offeredValues` hook (and perhaps a super call) while the
/// rest of the branch stays in `prepare(for:sender:)`: the handoff is then split across two
/// places, and is often longer than before. Such a conversion is kept only when it makes the
/// body's handoff shorter: once a run is planned, a body with a branch converted in part whose
/// lines after (``MigrationPlan/handoffLinesAfter``) outnumber its lines before has those
/// branches held back, and the run is decided again from its start with every statement of a
/// held-back branch refused (`longer`). Then the app as a whole (``MigrationPlanner/neverLonger(_:)``):
/// a branch converted whole still adds the hook's frame, and where `prepare(for:sender:)` stays
/// (other branches, an adopter's `prepareContext`), a short branch becomes a longer hook. When the
/// plan's lines after outnumber its lines before, the bodies that grow are held back, the most
/// grown first, until the app's handoff no longer grows, and the app is planned again.
///
/// *Equivalent*: holding a branch back refuses statements, as any other refusal does, before the
/// later decisions (order, conflicts, groups, forms) are made, so each pass is as sound as a
/// first one. *Bounded*: each pass holds back at least one more branch; the third pass that
/// finds one holds back every branch with a statement that stays, and a fourth every branch that
/// converts, so at most five passes of a run run whatever the sources; each planning of the app
/// holds back at least one more branch, so the app is planned at most once more than it has
/// branches (real apps take one or two plannings; a hierarchy whose classes each convert only
/// once their superclass is held takes one per class).
extension MigrationRun {
    /// The branches to hold back, once a run is planned: those converted in part in bodies whose
    /// handoff grows, as `path:token` keys (``branchKey(_:_:)``), with their body's lines.
    func longerBranches(
        _ pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)],
        decided: [[Bool]], lines: [(before: Int, after: Int)]
    ) -> [String: HeldBranch] {
        var held: [String: HeldBranch] = [:]
        guard partialBranches == .shorter else { return held }
        // Late passes widen what they hold back, so that the passes end: the third every branch
        // converted in part, whatever its body's length; a later one every branch that converts.
        var every: [String: HeldBranch] = [:]
        for (number, entry) in pending.enumerated() {
            let grows = lines[number].after > lines[number].before || heldBranchPasses >= 2
            for (branch, counts) in Self.branchCounts(entry.analysis, accepted: decided[number])
            where counts.converted > 0 {
                let body = HeldBranch(before: lines[number].before, after: lines[number].after, whole: false)
                if counts.left > 0 && grows { held[branchKey(entry.file, branch)] = body }
                if heldBranchPasses >= 3 { every[branchKey(entry.file, branch)] = body }
            }
        }
        return held.isEmpty ? held : held.merging(every) { mine, _ in mine }
    }

    /// The key of a branch in ``heldBranches``: the file's path and the branch's first token.
    func branchKey(_ file: Int, _ branch: Int) -> String { "\(files[file].path):\(branch)" }

    /// The refusal of a statement in a held-back branch, `nil` for any other.
    func heldBranchRefusal(_ file: Int, _ candidate: MigrationCandidate) -> MigrationRefusal? {
        guard let lines = heldBranches[branchKey(file, candidate.branch)] else { return nil }
        let counted = "\(lines.before) line\(lines.before == 1 ? "" : "s") would become \(lines.after)"
        if lines.whole {
            return .refuse(
                .longer,
                "this branch stays as written: converted, its body's handoff would grow (\(counted)), and the app's "
                    + "with it; convert it by hand where a hook reads better, or run migrate with --partial-branches "
                    + "always"
            )
        }
        return .refuse(
            .longer,
            "this branch stays as written: other statements of it stay, and converting only this one would make "
                + "the body's handoff longer (\(counted)); convert or remove what stays first, then run migrate again"
        )
    }
}

extension MigrationPlanner {
    /// The plan `planning` makes, planned again with the bodies that make the app's handoff grow
    /// held back, the most grown first, until it no longer grows.
    func neverLonger(_ planning: ([String: HeldBranch]) -> MigrationPlan) -> MigrationPlan {
        var held: [String: HeldBranch] = [:]
        var plan = planning(held)
        var passes = 0
        // Each pass holds back at least one more branch or ends: holding a class back may let its
        // subclass convert (SharedConflicts.swift), so the passes go on until the app no longer grows.
        while partialBranches == .shorter, plan.handoffLinesAfter > plan.handoffLinesBefore {
            var excess = plan.handoffLinesAfter - plan.handoffLinesBefore
            // The most grown first; among equals, in the order of their paths, for the same plan each time;
            // from the third pass every body that grows, and when none grows alone, every body that converts.
            var bodies = plan.bodyLines.filter { $0.after > $0.before }.sorted {
                ($0.after - $0.before, $1.branches.first ?? "") > ($1.after - $1.before, $0.branches.first ?? "")
            }
            if bodies.isEmpty { bodies = plan.bodyLines }
            let before = held.count
            for body in bodies where excess > 0 || passes >= 2 {
                excess -= body.after - body.before
                for branch in body.branches {
                    held[branch] = HeldBranch(before: body.before, after: body.after, whole: true)
                }
            }
            guard held.count > before else { break }
            plan = planning(held)
            passes += 1
        }
        return plan
    }
}

/// A body's handoff lines before and after, and the branches it converts (``MigrationRun/branchKey(_:_:)``).
struct BodyLines: Sendable {
    var branches: [String]
    var before: Int
    var after: Int
}

/// A branch an earlier pass held back (NeverLonger.swift): its body's handoff lines before and
/// after, and whether it was converted whole (held for the app's length) or in part.
struct HeldBranch {
    var before: Int
    var after: Int
    var whole: Bool
}
