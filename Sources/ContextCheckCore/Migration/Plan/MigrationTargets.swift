import Foundation

/// The migration seen target by target, as the check sees the app (``AppModel``).
///
/// A class declared once in an iOS target and once in a macOS target is one class in each: each
/// target is planned on its own, with the sources it compiles (and those of the targets it
/// depends on) and the storyboards its bundle holds, so that the presenter, the destination and
/// the storyboards of a `prepare(for:sender:)` body resolve within the target that compiles it.
/// A file that several targets read is planned in each; its edits are kept only when every one
/// of those targets proposes the same, since each proved them against its own classes and
/// segues only. Where they differ, every target that proposed an edit there keeps none, and
/// neither does any target that shares an edited file with such a target.
extension MigrationPlanner {
    /// One run's part of the plan.
    struct TargetGroup {
        /// The target's name, or the project's folder.
        var name: String
        /// The Swift files it read (for the project's files no target compiles: those files),
        /// whose edits it must agree on.
        var sources: Set<String>
        var plan: MigrationPlan
    }

    /// What a run reads and plans.
    struct GroupInputs {
        var name: String
        var sources: Set<String>
        var storyboards: [String]
        /// The files whose bodies it plans; `nil` for all.
        var planned: Set<String>?
    }

    /// The runs of a model: per project, one per target that holds storyboards or bodies (its
    /// sources and its dependencies'), and one for the project's files no target compiles. A
    /// project whose targets' files are not all known is one run, as is a folder with no project.
    static func targetGroups(_ model: AppModel, bodyFiles: Set<String>) -> [GroupInputs] {
        var byAbsolute: [String: String] = [:]
        for path in model.files.swiftFiles + model.files.storyboards { byAbsolute[TargetMap.absolute(path)] = path }
        var projects: [String: (swift: [String], boards: [String])] = [:]
        for path in model.files.swiftFiles.sorted() {
            projects[model.project(of: path) ?? "", default: ([], [])].swift.append(path)
        }
        for path in model.files.storyboards.sorted() {
            projects[model.project(of: path) ?? "", default: ([], [])].boards.append(path)
        }
        var result: [GroupInputs] = []
        for key in projects.keys.sorted() {
            guard let (swift, boards) = projects[key] else { continue }
            let swiftSet = Set(swift)
            let boardSet = Set(boards)
            let whole = GroupInputs(name: key, sources: swiftSet, storyboards: boards, planned: nil)
            let members = model.targets.indices.filter { index in
                model.targets[index].sources.contains { byAbsolute[$0].map(swiftSet.contains) == true }
            }
            guard !members.isEmpty, members.allSatisfy({ model.targets[$0].membershipIsKnown }) else {
                result.append(whole)
                continue
            }
            var held = Set<String>()
            for index in members {
                let closure = model.dependencyClosure(of: index)
                let sources = Set(closure.flatMap { model.targets[$0].sources }.compactMap { byAbsolute[$0] })
                    .intersection(swiftSet)
                let storyboards = Set(closure.flatMap { model.targets[$0].storyboards }.compactMap { byAbsolute[$0] })
                    .intersection(boardSet)
                held.formUnion(model.targets[index].sources.compactMap { byAbsolute[$0] })
                // A target with neither storyboards nor bodies presents nothing by segue.
                guard !storyboards.isEmpty || !sources.isDisjoint(with: bodyFiles) else { continue }
                result.append(
                    GroupInputs(
                        name: model.targets[index].name, sources: sources, storyboards: storyboards.sorted(),
                        planned: nil))
            }
            let unheld = swiftSet.subtracting(held)
            if !unheld.isDisjoint(with: bodyFiles) {
                var rest = whole
                rest.planned = unheld
                result.append(rest)
            }
        }
        return result
    }

    /// Whether a file's text may hold a `prepare(for:sender:)` body (or a Swift 2 one).
    static func mayHoldBody(_ text: String) -> Bool {
        text.contains("prepare(for") || text.contains("prepareForSegue")
    }

    /// One plan from the runs: each file's edits once, where every run that read it agrees;
    /// each file's totals and notes from the first run that planned its bodies.
    static func merge(_ parts: [TargetGroup]) -> MigrationPlan {
        var edited: [String: [Int]] = [:]
        for (number, part) in parts.enumerated() {
            for (path, edits) in part.plan.edits where !edits.isEmpty { edited[path, default: []].append(number) }
        }
        var dropped: [Int: String] = [:]
        for path in edited.keys.sorted() {
            let readers = parts.indices.filter { parts[$0].sources.contains(path) }
            let proposals = Set(readers.map { Set(parts[$0].plan.edits[path] ?? []) })
            guard proposals.count > 1 else { continue }
            let names = readers.map { parts[$0].name }.joined(separator: ", ")
            for reader in readers where !(parts[reader].plan.edits[path] ?? []).isEmpty && dropped[reader] == nil {
                dropped[reader] =
                    "the targets \(names) all compile \((path as NSString).lastPathComponent), and the migration "
                    + "differs between them (their classes or segues differ), so nothing is converted for "
                    + "'\(parts[reader].name)': convert by hand"
            }
        }
        // A target dropped takes along every target that edits one of its files.
        var changed = true
        while changed {
            changed = false
            for (_, proposers) in edited.sorted(by: { $0.key < $1.key })
            where proposers.contains(where: { dropped[$0] != nil }) {
                let cause = proposers.compactMap { dropped[$0] }.first ?? ""
                for proposer in proposers where dropped[proposer] == nil {
                    dropped[proposer] = cause
                    changed = true
                }
            }
        }
        var merged = MigrationPlan()
        var home: [String: Int] = [:]
        for (number, part) in parts.enumerated() {
            for path in part.plan.fileCounts.keys where home[path] == nil { home[path] = number }
        }
        var seen = Set<MigrationNote>()
        for (number, part) in parts.enumerated() {
            merged.sources.merge(part.plan.sources) { first, _ in first }
            merged.refusingRules.formUnion(part.plan.refusingRules)
            if dropped[number] == nil {
                for (path, edits) in part.plan.edits where !edits.isEmpty { merged.edits[path] = edits }
            }
            for note in part.plan.notes where home[note.position.path].map({ $0 == number }) ?? true {
                if seen.insert(note).inserted { merged.notes.append(note) }
            }
            for var trace in part.plan.branchTraces where home[trace.path].map({ $0 == number }) ?? true {
                trace.dropped = dropped[number]
                merged.branchTraces.append(trace)
            }
            if dropped[number] == nil {
                merged.bodyLines += part.plan.bodyLines.filter { body in
                    body.branches.allSatisfy { home[String($0[..<($0.lastIndex(of: ":") ?? $0.endIndex)])] == number }
                }
            }
        }
        for path in home.keys.sorted() {
            guard let number = home[path], let counts = parts[number].plan.fileCounts[path] else { continue }
            if let reason = dropped[number], counts.statementsConverted > 0 {
                merged.counts += counts.unconverted
                merged.notes.append(
                    MigrationNote(
                        position: SourcePosition(path: path, line: 1, column: 1),
                        kind: MigrationRefusalKind.sourceClass.rawValue, message: reason))
            } else {
                merged.counts += counts
            }
            merged.fileCounts[path] = counts
        }
        merged.notes.sort {
            ($0.position.path, $0.position.line, $0.position.column) < (
                $1.position.path, $1.position.line, $1.position.column
            )
        }
        return merged
    }
}
