/// The map as a Mermaid flowchart: a subgraph per storyboard and per container, quoted labels
/// with every character Mermaid could read as syntax written as an entity, and generated
/// identifiers (`n0`, `g1`, `p2`, `b3`) that no keyword can break.
struct MermaidMap {
    private(set) var text = ""
    private let map: ContextMap
    private var ids: [String: String] = [:]
    /// The links drawn so far, for `linkStyle`, with their colour and style.
    private var links: [(color: String, width: Int, dashed: Bool)] = []
    /// Node ids by class name.
    private var classes: [String: [String]] = [:]

    init(_ map: ContextMap) {
        self.map = map
        for (index, node) in map.nodes.enumerated() { ids[node.scene.id] = (node.isGroup ? "g" : "n") + "\(index)" }
        for (index, placeholder) in map.placeholders.enumerated() { ids[placeholder.id] = "p\(index)" }
        write()
    }

    private mutating func line(_ indent: Int, _ content: String) {
        text += String(repeating: "  ", count: indent) + content + "\n"
    }

    private mutating func write() {
        let (marked, elsewhere) = map.findingCounts
        line(0, "%% context map: \(MapStyle.legend.replacingOccurrences(of: "%%", with: "%"))")
        line(
            0,
            "%% \(marked) diagnostic\(marked == 1 ? "" : "s") marked"
                + (elsewhere > 0 ? ", \(elsewhere) about parts this map leaves out" : ""))
        line(0, "flowchart LR")
        for (index, board) in map.boards.enumerated() {
            let targets = board.file.targets.isEmpty ? "" : " · " + board.file.targets.joined(separator: ", ")
            line(
                1,
                "subgraph b\(index)[\"\(Self.label("<b>" , "\(board.file.name).storyboard", "</b>" ))\(Self.escape(targets))\"]"
            )
            line(2, "direction LR")
            if !board.marks.isEmpty || !board.file.isReadable {
                let title = board.file.isReadable ? "\(board.file.name).storyboard" : "could not be read"
                let id = "b\(index)f"
                line(2, "\(id)[\"\(Self.label(title: title, subtitle: "", lines: [], marks: board.marks))\"]")
                classify(id, ContextMap.worst(board.marks.map(\.severity)), fallback: "file")
            }
            for member in map.members(of: board) { write(member, indent: 2) }
            line(1, "end")
        }
        let files = map.placeholders.indices.filter { map.placeholders[$0].kind == .file }
        if !files.isEmpty {
            line(1, "subgraph sources[\"Sources\"]")
            for index in files { write(.placeholder(index), indent: 2) }
            line(1, "end")
        }
        for edge in map.edges { write(edge) }
        for (reference, scene) in map.leads {
            guard let from = ids[reference], let to = ids[scene] else { continue }
            line(1, "\(from) -.->|\"leads into\"| \(to)")
            links.append((MapStyle.quiet, 1, true))
        }
        line(1, "classDef error stroke:\(MapStyle.color(.error)),stroke-width:2px,color:#000")
        line(1, "classDef warning stroke:\(MapStyle.color(.warning)),stroke-width:2px,color:#000")
        line(1, "classDef note stroke:\(MapStyle.color(.note)),stroke-width:1px,color:#000")
        line(1, "classDef reference fill:#ECEFF1,stroke:\(MapStyle.quiet),stroke-dasharray:3 3")
        line(1, "classDef file fill:#FFFDE7,stroke:\(MapStyle.quiet)")
        for name in classes.keys.sorted() {
            line(1, "class \(classes[name, default: []].joined(separator: ",")) \(name)")
        }
        for (index, link) in links.enumerated() where link.color != MapStyle.plain || link.dashed {
            line(
                1,
                "linkStyle \(index) stroke:\(link.color),stroke-width:\(link.width)px"
                    + (link.dashed ? ",stroke-dasharray:4 3" : ""))
        }
    }

    private mutating func classify(_ id: String, _ severity: Diagnostic.Severity?, fallback: String? = nil) {
        guard let name = severity?.rawValue ?? fallback else { return }
        classes[name, default: []].append(id)
    }

    private mutating func write(_ member: ContextMap.Member, indent: Int) {
        switch member {
        case .node(let index):
            let node = map.nodes[index]
            let id = ids[node.scene.id] ?? ""
            line(indent, "\(id)[\"\(Self.label(node))\"]")
            classify(id, ContextMap.worst(node.marks.map(\.severity)))
        case .group(let index, let members):
            let node = map.nodes[index]
            let id = ids[node.scene.id] ?? ""
            line(indent, "subgraph \(id)[\"\(Self.label(node))\"]")
            line(indent + 1, "direction TB")
            for member in members { write(member, indent: indent + 1) }
            line(indent, "end")
            classify(id, ContextMap.worst(node.marks.map(\.severity)))
        case .placeholder(let index):
            let placeholder = map.placeholders[index]
            let id = ids[placeholder.id] ?? ""
            let label = Self.label(title: placeholder.title, subtitle: "", lines: [], marks: placeholder.marks)
            switch placeholder.kind {
            case .reference: line(indent, "\(id)[/\"\(label)\"/]")
            case .exit: line(indent, "\(id)([\"\(label)\"])")
            case .missing: line(indent, "\(id)[\"\(label)\"]")
            case .file: line(indent, "\(id)[\"\(label)\"]")
            }
            let fallback: String? =
                switch placeholder.kind {
                case .reference: "reference"
                case .file: "file"
                default: nil
                }
            classify(id, ContextMap.worst(placeholder.marks.map(\.severity)), fallback: fallback)
        }
    }

    private mutating func write(_ edge: ContextMap.Edge) {
        guard let from = ids[edge.from] else { return }
        var label = "<b>\(Self.escape(MapStyle.title(edge.segue)))</b>"
        for keyLine in edge.lines {
            label += "<br/>" + (keyLine.mark.map(Self.mark) ?? Self.escape(keyLine.text))
        }
        for mark in edge.marks { label += "<br/>" + Self.mark(mark) }
        let severity = edge.severity
        for target in edge.to {
            guard let to = ids[target] else { continue }
            let arrow = edge.isUnwind ? "-.->" : severity == .error ? "==>" : "-->"
            line(1, "\(from) \(arrow)|\"\(label)\"| \(to)")
            links.append(
                (severity == nil ? MapStyle.plain : MapStyle.color(severity), severity == .error ? 2 : 1, edge.isUnwind)
            )
        }
    }

    // MARK: Labels

    private static func label(_ node: ContextMap.Node) -> String {
        let scene = node.scene
        var lines = scene.slots.prefix(MapStyle.slotsShown).map { "⟵ " + MapStyle.slot($0) }
        if scene.slots.count > MapStyle.slotsShown { lines.append("+\(scene.slots.count - MapStyle.slotsShown) slots") }
        return label(title: scene.title, subtitle: MapStyle.subtitle(scene), lines: lines, marks: node.marks)
    }

    private static func label(_ open: String, _ text: String, _ close: String) -> String {
        open + escape(text) + close
    }

    private static func label(title: String, subtitle: String, lines: [String], marks: [ContextMap.Mark]) -> String {
        var label = "<b>\(escape(title))</b>"
        if !subtitle.isEmpty { label += "<br/><small>\(escape(subtitle))</small>" }
        for line in lines { label += "<br/>" + escape(line) }
        for mark in marks { label += "<br/>" + Self.mark(mark) }
        return label
    }

    /// A mark in its colour, beginning with its severity's word.
    static func mark(_ mark: ContextMap.Mark) -> String {
        "<span style='color:\(MapStyle.rgb(MapStyle.color(mark.severity)))'>\(escape(MapStyle.prefix(mark.severity) + mark.text))</span>"
    }

    /// Text inside a quoted Mermaid label: every character that Mermaid or its HTML could read
    /// as syntax becomes a numeric entity (`#34;`), which Mermaid turns back into the character.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "#", "<", ">", "&", "|", "`", "'", "[", "]", "{", "}", "(", ")", ";", "%", "\\":
                result += "#\(scalar.value);"
            case "\n", "\r", "\t": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
