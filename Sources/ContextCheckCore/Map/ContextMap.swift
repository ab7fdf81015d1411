import Foundation

/// The context map: which values flow along which segues, drawn from what the check saw.
///
/// It reads the ``ContextFlow`` a check recorded (``CheckResult/flow``) and nothing else, so
/// the picture and the diagnostics agree: each diagnostic is marked once, on the segue, key,
/// scene or reference it is about, in its severity's colour and with its own words. It also
/// marks what no diagnostic says: a slot no segue fills, and a key a scene provides that no
/// destination reads.
///
/// ```swift
/// let result = ContractChecker().check(InputFiles.collect(["App"]))
/// let dot = ContextMap(result, narrowing: .init(storyboards: ["Main"])).render(.dot)
/// ```
public struct ContextMap: Sendable {
    /// An output format.
    public enum Format: String, Sendable, CaseIterable {
        /// Graphviz DOT: render with `dot -Tsvg`.
        case dot
        /// A Mermaid flowchart, which GitHub and most Markdown viewers render.
        case mermaid
    }

    /// What part of the app to draw; everything when empty.
    public struct Narrowing: Sendable {
        /// Storyboards by name (`Main`) or by the end of their path (`iOS/Main.storyboard`).
        public var storyboards: [String]
        /// Targets (modules, or target root folders) whose storyboards to draw.
        public var targets: [String]
        /// Scenes to start from (a class, a Storyboard ID or an object id): only what they lead to is drawn.
        public var from: [String]

        /// Creates a narrowing.
        ///
        /// - Parameters:
        ///   - storyboards: Storyboard names or path ends.
        ///   - targets: Target names.
        ///   - from: Starting scenes.
        public init(storyboards: [String] = [], targets: [String] = [], from: [String] = []) {
            self.storyboards = storyboards
            self.targets = targets
            self.from = from
        }
    }

    /// A mark on the map: a diagnostic of the check, or what the map adds (no severity).
    struct Mark: Hashable {
        /// The diagnostic's severity; `nil` for what the map adds.
        var severity: Diagnostic.Severity?
        /// The words shown.
        var text: String
        /// The whole diagnostic, for a tooltip.
        var detail: String
    }

    /// A scene as drawn, with its marks.
    struct Node {
        var scene: ContextFlow.Scene
        var marks: [Mark]
        /// Whether it is drawn as a group of the scenes it holds.
        var isGroup: Bool
    }

    /// One line of an edge's label: a key and where it comes from, or a mark.
    struct KeyLine: Hashable {
        var key: String
        var origin: String
        var mark: Mark?
        /// Whether it sums up the keys not listed.
        var isSummary = false

        /// `key ← origin`, or `+5 more keys: 3 properties, 2 slots`.
        var text: String { isSummary ? "\(key): \(origin)" : "\(key) ← \(origin)" }
    }

    /// A segue as drawn.
    struct Edge {
        var segue: ContextFlow.Segue
        var from: String
        /// The scenes, references or placeholders it leads to.
        var to: [String]
        var lines: [KeyLine]
        var marks: [Mark]
        var isUnwind: Bool { segue.kind == "unwind" }
        var severity: Diagnostic.Severity? { ContextMap.worst(marks.map(\.severity) + lines.map { $0.mark?.severity }) }
    }

    /// A node that is not a scene: a reference, an unwind's exit, a missing object, a file.
    struct Placeholder {
        enum Kind { case reference, exit, missing, file }
        var id: String
        var kind: Kind
        var storyboard: String?
        var title: String
        var marks: [Mark]
    }

    /// A storyboard as drawn.
    struct Board {
        var file: ContextFlow.StoryboardFile
        var marks: [Mark]
    }

    private(set) var boards: [Board] = []
    private(set) var nodes: [Node] = []
    private(set) var placeholders: [Placeholder] = []
    private(set) var edges: [Edge] = []
    /// The container holding each storyboard reference, when one does.
    private(set) var containerOfReference: [String: String] = [:]
    /// Edges from a reference to the scene it leads into.
    private(set) var leads: [(reference: String, scene: String)] = []
    /// How many diagnostics are about what this map does not draw (narrowed away).
    private(set) var findingsElsewhere = 0
    /// How many diagnostics are marked.
    private(set) var findingsMarked = 0
    /// Shown scenes by the container that holds them.
    private(set) var childrenIndices: [String: [Int]] = [:]
    /// Indices made once, so that drawing is linear in the map (issue 40): each shown scene's
    /// node by its id, the ids of the groups, and the nodes and placeholders of each storyboard.
    private(set) var nodeIndex: [String: Int] = [:]
    private var groupIDs: Set<String> = []
    private var nodesByStoryboard: [String: [Int]] = [:]
    private var placeholdersByStoryboard: [String: [Int]] = [:]

    /// An edge with more keys than this shows its problems and sums up the rest.
    static let keysShownInFull = 4

    /// Lays out the map of a check's result.
    ///
    /// - Parameters:
    ///   - result: A check's result; its ``CheckResult/flow`` is drawn.
    ///   - narrowing: What part to draw.
    public init(_ result: CheckResult, narrowing: Narrowing = Narrowing()) {
        self.init(flow: result.flow, narrowing: narrowing)
    }

    init(flow: ContextFlow, narrowing: Narrowing) {
        let scenesByID = Dictionary(flow.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let shown = Self.shownScenes(flow, narrowing: narrowing, scenes: scenesByID)
        let shownBoards = Set(shown.map { scenesByID[$0]?.storyboard ?? "" })
        let narrowed = !narrowing.storyboards.isEmpty || !narrowing.targets.isEmpty || !narrowing.from.isEmpty
        let boardShown: (ContextFlow.StoryboardFile) -> Bool = { file in
            if !narrowing.from.isEmpty { return shownBoards.contains(file.path) }
            return Self.matches(file, narrowing)
        }
        // Containers holding a shown scene are groups (an edge into one is drawn to its first scene);
        // one that holds only storyboard references is a scene, the references beside it.
        var children: [String: Int] = [:]
        for scene in flow.scenes where shown.contains(scene.id) {
            if let container = scene.container { children[container, default: 0] += 1 }
        }
        for scene in flow.scenes where shown.contains(scene.id) {
            if nodeIndex[scene.id] == nil { nodeIndex[scene.id] = nodes.count }  // a repeated id names its first
            nodes.append(
                Node(scene: scene, marks: [], isGroup: scene.containerKind != nil && children[scene.id] != nil))
        }
        var boardIndex: [String: Int] = [:]
        for file in flow.storyboards where boardShown(file) {
            boardIndex[file.path] = boards.count
            boards.append(Board(file: file, marks: []))
        }
        var placeholderIndex: [String: Int] = [:]
        func placeholder(_ id: String, _ kind: Placeholder.Kind, board: String?, title: String) -> Int {
            if let index = placeholderIndex[id] { return index }
            placeholderIndex[id] = placeholders.count
            placeholders.append(Placeholder(id: id, kind: kind, storyboard: board, title: title, marks: []))
            return placeholders.count - 1
        }
        let referencesByID = Dictionary(flow.references.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func referenceTitle(_ reference: ContextFlow.Reference) -> String {
            "\(reference.storyboardName).storyboard" + (reference.referencedIdentifier.map { ": \($0)" } ?? "")
        }
        for reference in flow.references where boardIndex[reference.storyboard] != nil {
            let fromShownScene = flow.segues.contains {
                shown.contains($0.source) && $0.destination == .reference(reference.id)
            }
            guard narrowing.from.isEmpty || fromShownScene else { continue }
            _ = placeholder(reference.id, .reference, board: reference.storyboard, title: referenceTitle(reference))
            if let container = reference.container { containerOfReference[reference.id] = container }
            if let target = reference.target, shown.contains(target) { leads.append((reference.id, target)) }
        }
        var edgeIndex: [String: Int] = [:]
        for segue in flow.segues where shown.contains(segue.source) {
            let board = scenesByID[segue.source]?.storyboard
            var targets: [String] = []
            switch segue.destination {
            case .scene(let id):
                if shown.contains(id) { targets = [id] }
            case .reference(let id):
                if let reference = referencesByID[id] {
                    targets = [
                        placeholders[
                            placeholder(id, .reference, board: reference.storyboard, title: referenceTitle(reference))
                        ].id
                    ]
                }
            case .unwind(let scenes):
                targets = scenes.filter { shown.contains($0) }
                if scenes.isEmpty {
                    let id = segue.id + "#exit"
                    targets = [
                        placeholders[placeholder(id, .exit, board: board, title: "exit: \(segue.unwindAction ?? "?")")]
                            .id
                    ]
                }
            case .missing(let object):
                let id = segue.id + "#missing"
                targets = [placeholders[placeholder(id, .missing, board: board, title: "missing '\(object)'")].id]
            }
            guard !targets.isEmpty else { continue }
            edgeIndex[segue.id] = edges.count
            edges.append(Edge(segue: segue, from: segue.source, to: targets, lines: [], marks: []))
        }
        // Each finding on what it is about.
        for finding in flow.findings {
            let mark = Mark(
                severity: finding.diagnostic.severity, text: finding.wording, detail: finding.diagnostic.description)
            var placed = true
            switch finding.subject {
            case .scene(let id):
                if let index = nodeIndex[id] { nodes[index].marks.append(mark) } else { placed = false }
            case .segue(let id, let key):
                guard let index = edgeIndex[id] else {
                    placed = false
                    break
                }
                if let key, let line = edges[index].lines.firstIndex(where: { $0.key == key && $0.mark == nil }) {
                    edges[index].lines[line].mark = mark
                } else if let key {
                    edges[index].lines.append(KeyLine(key: key, origin: "", mark: mark))
                } else {
                    edges[index].marks.append(mark)
                }
            case .reference(let id):
                if let index = placeholderIndex[id] { placeholders[index].marks.append(mark) } else { placed = false }
            case .declaration, .file:
                let path = finding.diagnostic.position.path
                if let index = boardIndex[path] {
                    boards[index].marks.append(mark)
                } else if !narrowed {
                    let index = placeholder(
                        "file#" + path, .file, board: nil, title: (path as NSString).lastPathComponent)
                    placeholders[index].marks.append(mark)
                } else {
                    placed = false
                }
            }
            if placed { findingsMarked += 1 } else { findingsElsewhere += 1 }
        }
        childrenIndices = Self.children(of: nodes)
        for index in nodes.indices {
            if nodes[index].isGroup { groupIDs.insert(nodes[index].scene.id) }
            nodesByStoryboard[nodes[index].scene.storyboard, default: []].append(index)
        }
        for index in placeholders.indices {
            if let board = placeholders[index].storyboard { placeholdersByStoryboard[board, default: []].append(index) }
        }
        // The keys of each edge, after the marks on keys so that each key's line carries its mark.
        for index in edges.indices {
            edges[index].lines = Self.keyLines(edges[index], scenes: scenesByID)
        }
        // What no diagnostic says: slots no segue fills, provided keys no destination reads.
        var filled: [String: Set<String>] = [:]
        var read: [String: Set<String>] = [:]
        for segue in flow.segues {
            for key in segue.keys {
                filled[key.destination, default: []].insert(key.key)
                if let provided = key.provided { read[segue.source, default: []].insert(provided) }
            }
        }
        let notedPositions = Set(flow.findings.map(\.diagnostic.position))
        for index in nodes.indices {
            let scene = nodes[index].scene
            for slot in scene.slots where slot.ambientKey == nil && filled[scene.id]?.contains(slot.key) != true {
                nodes[index].marks.append(
                    Mark(
                        severity: nil, text: "slot '\(slot.key)': no segue fills it",
                        detail: "\(scene.title).\(slot.name) is filled by no segue the check saw"))
            }
            for provided in scene.provides where read[scene.id]?.contains(provided.key) != true {
                if let position = provided.position, notedPositions.contains(position) { continue }
                nodes[index].marks.append(
                    Mark(
                        severity: nil,
                        text: "provides '\(provided.key)' (\(provided.origin.wording)): no destination reads it",
                        detail: "\(scene.title) provides '\(provided.key)'"
                            + (provided.segue.map { " on '\($0)'" } ?? "")
                            + " and no destination of its segues reads it"))
            }
        }
    }

    /// The key lines of an edge: each key with its origin, marked ones first when the edge
    /// carries many, the rest summed up.
    static func keyLines(_ edge: Edge, scenes: [String: ContextFlow.Scene]) -> [KeyLine] {
        let destinations = Set(edge.segue.keys.map(\.destination))
        var lines: [KeyLine] = []
        var seen = Set<String>()
        var unused = edge.lines
        for key in edge.segue.keys {
            var name = key.key
            if destinations.count > 1, let title = scenes[key.destination]?.title { name = "\(title).\(key.key)" }
            guard seen.insert(name + "\u{0}" + key.origin.wording).inserted else { continue }
            let marked = unused.firstIndex { $0.key == key.key }
            lines.append(KeyLine(key: name, origin: key.origin.wording, mark: marked.map { unused[$0].mark } ?? nil))
            if let marked { unused.remove(at: marked) }
        }
        // Marks on keys the flow did not record.
        lines += unused
        guard lines.count > keysShownInFull else { return lines }
        let marked = lines.filter { $0.mark != nil }
        let rest = lines.filter { $0.mark == nil }
        var byOrigin: [String: Int] = [:]
        for line in rest { byOrigin[Self.originKind(line.origin), default: 0] += 1 }
        let summary = byOrigin.sorted { $0.key < $1.key }.map { kind, count in
            "\(count) " + (count == 1 ? kind : kind == "property" ? "properties" : kind + "s")
        }.joined(separator: ", ")
        return marked + [KeyLine(key: "+\(rest.count) more keys", origin: summary, mark: nil, isSummary: true)]
    }

    /// An origin's kind, for a summary: `property prepCtxUser` is a `property`.
    static func originKind(_ wording: String) -> String {
        if wording.hasPrefix("property ") { return "property" }
        if wording.hasPrefix("slot ") { return "slot" }
        return wording
    }

    /// The worst severity among some.
    static func worst(_ severities: [Diagnostic.Severity?]) -> Diagnostic.Severity? {
        let present = severities.compactMap { $0 }
        if present.contains(.error) { return .error }
        if present.contains(.warning) { return .warning }
        return present.isEmpty ? nil : .note
    }

    static func matches(_ file: ContextFlow.StoryboardFile, _ narrowing: Narrowing) -> Bool {
        let byName =
            narrowing.storyboards.isEmpty
            || narrowing.storyboards.contains { file.name == $0 || file.path.hasSuffix("/" + $0) || file.path == $0 }
        let byTarget = narrowing.targets.isEmpty || narrowing.targets.contains { file.targets.contains($0) }
        return byName && byTarget
    }

    /// The scenes to draw: those of the chosen storyboards and targets, and from a starting
    /// scene, what its segues lead to (through containers and references).
    static func shownScenes(
        _ flow: ContextFlow, narrowing: Narrowing, scenes: [String: ContextFlow.Scene]
    ) -> Set<String> {
        let files = Dictionary(flow.storyboards.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let candidates = flow.scenes.filter { scene in
            files[scene.storyboard].map { matches($0, narrowing) } ?? true
        }
        guard !narrowing.from.isEmpty else { return Set(candidates.map(\.id)) }
        let allowed = Set(candidates.map(\.id))
        var children: [String: [String]] = [:]
        for scene in flow.scenes {
            if let container = scene.container { children[container, default: []].append(scene.id) }
        }
        let references = Dictionary(flow.references.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for reference in flow.references {
            if let container = reference.container, let target = reference.target {
                children[container, default: []].append(target)
            }
        }
        var outgoing: [String: [String]] = [:]
        for segue in flow.segues {
            switch segue.destination {
            case .scene(let id): outgoing[segue.source, default: []].append(id)
            case .reference(let id):
                if let target = references[id]?.target { outgoing[segue.source, default: []].append(target) }
            case .unwind, .missing: break
            }
        }
        let starts = candidates.filter { scene in
            narrowing.from.contains {
                $0 == scene.title || $0 == scene.resolvedClass || $0 == scene.storyboardIdentifier
                    || scene.id.hasSuffix("#" + $0)
            }
        }
        var shown = Set<String>()
        var expanded = Set<String>()
        var pending = starts.map { ($0.id, true) }
        while let (next, expand) = pending.popLast() {
            guard allowed.contains(next) else { continue }
            shown.insert(next)
            // A scene inside a container is drawn inside it, without the container's other scenes.
            if let container = scenes[next]?.container, !shown.contains(container) {
                pending.append((container, false))
            }
            guard expand, expanded.insert(next).inserted else { continue }
            pending += (outgoing[next] ?? []).map { ($0, true) }
            pending += (children[next] ?? []).map { ($0, true) }
        }
        return shown
    }

    /// The map in a format.
    ///
    /// - Parameter format: DOT or Mermaid.
    /// - Returns: The text, ending with a line break; the same bytes for the same inputs.
    public func render(_ format: Format) -> String {
        switch format {
        case .dot: DOTMap(self).text
        case .mermaid: MermaidMap(self).text
        }
    }

    /// Whether there is nothing to draw: no storyboard matches the narrowing.
    public var isEmpty: Bool { boards.isEmpty && placeholders.isEmpty }

    /// How many of the check's diagnostics the map marks, and how many are about what it does not draw.
    public var findingCounts: (marked: Int, elsewhere: Int) { (findingsMarked, findingsElsewhere) }
}

// MARK: What each renderer draws

extension ContextMap {
    /// An item of a storyboard's drawing: a scene, a container holding its scenes, or a placeholder.
    indirect enum Member {
        case node(Int)
        case group(Int, [Member])
        case placeholder(Int)
    }

    /// What each storyboard holds, containers as groups of the scenes they hold.
    func members(of board: Board) -> [Member] {
        let path = board.file.path
        var byContainer: [String: [Member]] = [:]
        var top: [Member] = []
        for index in placeholdersByStoryboard[path] ?? [] {
            let placeholder = placeholders[index]
            if placeholder.kind == .reference, let container = containerOfReference[placeholder.id],
                groupIDs.contains(container)
            {
                byContainer[container, default: []].append(.placeholder(index))
            } else {
                top.append(.placeholder(index))
            }
        }
        var ordered: [Member] = []
        func build(_ index: Int) -> Member {
            let node = nodes[index]
            guard node.isGroup else { return .node(index) }
            return .group(index, (childrenIndices[node.scene.id] ?? []).map(build) + (byContainer[node.scene.id] ?? []))
        }
        for index in nodesByStoryboard[path] ?? [] {
            if let container = nodes[index].scene.container, groupIDs.contains(container) { continue }
            ordered.append(build(index))
        }
        return ordered + top
    }

    /// Shown scenes by the container that holds them, in order.
    static func children(of nodes: [Node]) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for index in nodes.indices {
            if let container = nodes[index].scene.container { result[container, default: []].append(index) }
        }
        return result
    }

    /// A group's first scene, recursively: where an edge into the group is drawn to.
    func anchor(of index: Int) -> String? {
        let node = nodes[index]
        guard node.isGroup else { return node.scene.id }
        for child in childrenIndices[node.scene.id] ?? [] {
            if let anchor = anchor(of: child) { return anchor }
        }
        return nil
    }

    /// Whether scene `inner` is `outer` or lies inside it.
    func scene(_ inner: String, isInside outer: String) -> Bool {
        var current: String? = inner
        var steps = 0
        while let next = current, steps < 64 {
            if next == outer { return true }
            current = nodeIndex[next].map { nodes[$0].scene.container } ?? nil
            steps += 1
        }
        return false
    }
}
