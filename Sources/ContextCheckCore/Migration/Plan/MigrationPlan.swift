import Foundation

/// One finding of `context-check migrate`: a statement left in place, with why.
public struct MigrationNote: Sendable, Codable, Hashable {
    /// Where the statement starts.
    public var position: SourcePosition
    /// The kind of reason, as grouped in the totals (`side-effect`, `storyboard`, …).
    public var kind: String
    /// Why it stays, and what to do by hand.
    public var message: String

    /// `path:line:column: note: message`, as compilers print diagnostics: on one line, its line
    /// breaks and other control characters escaped as in ``Diagnostic/description``.
    public var description: String {
        "\(Diagnostic.oneLine(position.path)):\(position.line):\(position.column): note: "
            + "\(Diagnostic.oneLine(message)) [\(kind)]"
    }
}

/// What `context-check migrate` proposes for a project: edits by file, and the totals.
public struct MigrationPlan: Sendable {
    /// Byte-range replacements by file path.
    public var edits: [String: [MigrationEdit]] = [:]
    /// Statements and branches left in place, in file and position order.
    public var notes: [MigrationNote] = []
    /// `prepare(for:sender:)` bodies read.
    public var bodies = 0
    /// Bodies that are not read, with a note each: Objective-C `prepareForSegue:sender:` and
    /// Swift 2's `prepareForSegue(_:sender:)`.
    public var bodiesNotRead = 0
    /// Branches found: identifier clauses, cases and guards, and a body's top level when it
    /// does work itself.
    public var branchesFound = 0
    /// Branches whose every statement was converted.
    public var branchesConverted = 0
    /// Branches of which some statements were converted and some stay.
    public var branchesPartly = 0
    /// Branches left as they were.
    public var branchesLeft = 0
    /// Statements converted.
    public var statementsConverted = 0
    /// Lines the converted handoffs took in `prepare(for:sender:)` (the statements deleted, or
    /// the whole override when nothing stays).
    public var handoffLinesBefore = 0
    /// Lines of what replaces them: the `offeredValues` hooks, and the super call a body gains.
    public var handoffLinesAfter = 0
    /// Notes by kind: the statements left by reason (a note on a conversion is not counted).
    public var reasons: [String: Int] {
        notes.reduce(into: [:]) { counts, note in
            if note.kind != MigrationNote.changedFailureKind && note.kind != MigrationNote.chosenKeyKind {
                counts[note.kind, default: 0] += 1
            }
        }
    }
    /// How each branch was decided, for ``explanation(path:line:)``.
    var branchTraces: [MigrationBranchTrace] = []
    /// Each body that converts something: its handoff lines, for the app's (NeverLonger.swift).
    var bodyLines: [BodyLines] = []
    /// The rules that made the notes of this plan (``MigrationRefusal/rule``; see MigrationRules.swift).
    var refusingRules: Set<String> = []
    /// The files' text, to build the diff and write the files.
    var sources: [String: String] = [:]
    /// The totals by the file holding the bodies they count: a file that several targets
    /// compile is planned once per target and counted once.
    var fileCounts: [String: MigrationCounts] = [:]

    /// The totals, as one value.
    var counts: MigrationCounts {
        get {
            MigrationCounts(
                bodies: bodies, bodiesNotRead: bodiesNotRead, branchesFound: branchesFound,
                branchesConverted: branchesConverted, branchesPartly: branchesPartly, branchesLeft: branchesLeft,
                statementsConverted: statementsConverted, handoffLinesBefore: handoffLinesBefore,
                handoffLinesAfter: handoffLinesAfter)
        }
        set {
            bodies = newValue.bodies
            bodiesNotRead = newValue.bodiesNotRead
            branchesFound = newValue.branchesFound
            branchesConverted = newValue.branchesConverted
            branchesPartly = newValue.branchesPartly
            branchesLeft = newValue.branchesLeft
            statementsConverted = newValue.statementsConverted
            handoffLinesBefore = newValue.handoffLinesBefore
            handoffLinesAfter = newValue.handoffLinesAfter
        }
    }

    /// Whether it proposes any change.
    public var isEmpty: Bool { edits.values.allSatisfy(\.isEmpty) }

    /// The summary line.
    public var summary: String {
        "\(bodies) prepare bod\(bodies == 1 ? "y" : "ies")"
            + (bodiesNotRead == 0 ? "" : " (\(bodiesNotRead) more not read)")
            + ", \(branchesFound) branch\(branchesFound == 1 ? "" : "es"): "
            + "\(branchesConverted) converted, \(branchesPartly) partly, \(branchesLeft) left; "
            + "\(statementsConverted) statement\(statementsConverted == 1 ? "" : "s") converted"
            + (statementsConverted == 0
                ? "" : " (handoff lines \(handoffLinesBefore) before, \(handoffLinesAfter) after)")
            + (reasons.isEmpty
                ? ""
                : "; left by reason: "
                    + reasons.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                    .joined(separator: ", "))
    }
}

/// The totals of a plan (``MigrationPlan``), to add and subtract them.
struct MigrationCounts: Equatable, Sendable {
    var bodies = 0
    var bodiesNotRead = 0
    var branchesFound = 0
    var branchesConverted = 0
    var branchesPartly = 0
    var branchesLeft = 0
    var statementsConverted = 0
    var handoffLinesBefore = 0
    var handoffLinesAfter = 0

    static func + (a: Self, b: Self) -> Self {
        MigrationCounts(
            bodies: a.bodies + b.bodies, bodiesNotRead: a.bodiesNotRead + b.bodiesNotRead,
            branchesFound: a.branchesFound + b.branchesFound,
            branchesConverted: a.branchesConverted + b.branchesConverted,
            branchesPartly: a.branchesPartly + b.branchesPartly, branchesLeft: a.branchesLeft + b.branchesLeft,
            statementsConverted: a.statementsConverted + b.statementsConverted,
            handoffLinesBefore: a.handoffLinesBefore + b.handoffLinesBefore,
            handoffLinesAfter: a.handoffLinesAfter + b.handoffLinesAfter)
    }

    static func - (a: Self, b: Self) -> Self {
        MigrationCounts(
            bodies: a.bodies - b.bodies, bodiesNotRead: a.bodiesNotRead - b.bodiesNotRead,
            branchesFound: a.branchesFound - b.branchesFound,
            branchesConverted: a.branchesConverted - b.branchesConverted,
            branchesPartly: a.branchesPartly - b.branchesPartly, branchesLeft: a.branchesLeft - b.branchesLeft,
            statementsConverted: a.statementsConverted - b.statementsConverted,
            handoffLinesBefore: a.handoffLinesBefore - b.handoffLinesBefore,
            handoffLinesAfter: a.handoffLinesAfter - b.handoffLinesAfter)
    }

    static func += (a: inout Self, b: Self) { a = a + b }

    /// The same bodies and branches with nothing converted: what a dropped plan leaves.
    var unconverted: Self {
        var result = self
        result.branchesLeft += branchesConverted + branchesPartly
        result.branchesConverted = 0
        result.branchesPartly = 0
        result.statementsConverted = 0
        result.handoffLinesBefore = 0
        result.handoffLinesAfter = 0
        return result
    }
}

/// One replacement of bytes in a file.
public struct MigrationEdit: Sendable, Hashable {
    /// The UTF-8 byte range replaced.
    public var range: Range<Int>
    /// The new text.
    public var replacement: String
}

/// Plans the conversion of a project's `prepare(for:sender:)` bodies (`context-check migrate`).
///
/// A statement is converted only when the result provably delivers what it did: the
/// destination's class is the one the storyboards show for the segue's identifier (and is
/// reached the way the cast reaches it), the destination property can become a slot of the
/// same type, no other presenter would deliver into the new slot, the value reads names,
/// members and subscripts only, and moving it to the segue's preparation keeps the order of
/// the statements that stay. Everything else stays, with a note.
public struct MigrationPlanner {
    /// The marker prefix of the project (default `prepCtx`).
    public var prefix: String
    /// When a branch of which only some statements convert is converted (default: when that
    /// makes the handoff shorter).
    public var partialBranches: PartialBranches

    /// When a branch that cannot be converted whole is converted in part, and whether the app's
    /// handoff may grow (`--partial-branches`).
    public enum PartialBranches: String, Sendable, CaseIterable {
        /// Only when that makes the body's handoff shorter, and no conversion that makes the app's
        /// handoff longer: otherwise the branch stays as written, with a `longer` note on each
        /// statement that would have converted.
        case shorter
        /// Whenever a statement of it can be converted on its own, even if the handoff grows.
        case always
    }

    /// Creates a planner.
    public init(prefix: String = "prepCtx", partialBranches: PartialBranches = .shorter) {
        self.prefix = prefix
        self.partialBranches = partialBranches
    }

    /// Plans the migration of the files in `inputs`, project by project (the app model's
    /// projects: an `.xcodeproj` or `Package.swift` folder), so that a class of a sibling project
    /// never makes a name ambiguous, and within a project target by target (``targetGroups(_:)``),
    /// so that a class declared once per platform target is one class in each.
    public func plan(_ inputs: InputFiles) -> MigrationPlan {
        let model = AppModel(reading: inputs)
        var texts: [String: String] = [:]
        for path in model.files.swiftFiles.sorted() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            texts[path] = String(decoding: data, as: UTF8.self)
        }
        var boards: [String: Storyboard] = [:]
        for path in model.files.storyboards.sorted() {
            if let board = try? StoryboardReader.read(path: path) { boards[path] = board }
        }
        // Only files that may hold a body are planned; a run with none proposes nothing.
        let bodyFiles = Set(texts.keys.filter { Self.mayHoldBody(texts[$0] ?? "") })
        let traces = MigrationRun.LibraryTraces.read(
            texts: texts, projectFolders: inputs.projectFolders, xcodeProjects: inputs.xcodeProjects, prefix: prefix)
        var merged = neverLonger { held in
            var parts: [TargetGroup] = []
            for group in Self.targetGroups(model, bodyFiles: bodyFiles) {
                guard !group.sources.intersection(group.planned ?? bodyFiles).isDisjoint(with: bodyFiles) else {
                    parts.append(
                        TargetGroup(name: group.name, sources: group.planned ?? group.sources, plan: MigrationPlan()))
                    continue
                }
                var run = MigrationRun(
                    prefix: prefix, sources: texts.filter { group.sources.contains($0.key) },
                    storyboards: group.storyboards.compactMap { boards[$0] })
                run.plannedFiles = group.planned
                run.libraryTraces = traces
                run.partialBranches = partialBranches
                run.heldBranches = held
                run.run()
                parts.append(TargetGroup(name: group.name, sources: group.planned ?? group.sources, plan: run.plan))
            }
            return Self.merge(parts)
        }
        var objectiveC: [String: String] = [:]
        for path in model.files.objectiveCFiles.sorted() where path.hasSuffix(".m") || path.hasSuffix(".mm") {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            objectiveC[path] = String(decoding: data, as: UTF8.self)
        }
        merged.noteObjectiveCBodies(objectiveC)
        return merged
    }

    /// Plans the migration of Swift sources (by path) against storyboards.
    public func plan(sources: [String: String], storyboards: [Storyboard]) -> MigrationPlan {
        neverLonger { held in
            var run = MigrationRun(prefix: prefix, sources: sources, storyboards: storyboards)
            run.libraryTraces = .read(texts: sources, projectFolders: [], xcodeProjects: [], prefix: prefix)
            run.partialBranches = partialBranches
            run.heldBranches = held
            run.run()
            return run.plan
        }
    }
}
