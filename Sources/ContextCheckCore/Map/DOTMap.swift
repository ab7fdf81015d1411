/// The map as Graphviz DOT: a cluster per storyboard, a dashed cluster per container holding
/// its scenes, HTML-like labels coloured by severity, and each diagnostic in full as a tooltip.
struct DOTMap {
    private(set) var text = ""
    private let map: ContextMap
    /// DOT node ids by scene, reference or placeholder id: `n0`, `n1` …
    private var ids: [String: String] = [:]
    /// Cluster names of the containers drawn as groups, by scene id.
    private var clusters: [String: String] = [:]

    init(_ map: ContextMap) {
        self.map = map
        for (index, node) in map.nodes.enumerated() {
            if node.isGroup { clusters[node.scene.id] = "cluster_g\(index)" } else { ids[node.scene.id] = "n\(index)" }
        }
        for (index, placeholder) in map.placeholders.enumerated() { ids[placeholder.id] = "p\(index)" }
        write()
    }

    private mutating func line(_ indent: Int, _ content: String) {
        text += String(repeating: "  ", count: indent) + content + "\n"
    }

    private mutating func write() {
        line(0, "digraph \"context map\" {")
        var legend = MapStyle.legend
        let (marked, elsewhere) = map.findingCounts
        legend += "  ·  \(marked) diagnostic\(marked == 1 ? "" : "s") marked"
        if elsewhere > 0 { legend += ", \(elsewhere) about parts this map leaves out" }
        line(
            1,
            "graph [rankdir=LR, compound=true, fontname=\"Helvetica\", fontsize=10, nodesep=0.25, "
                + "ranksep=0.7, labelloc=b, labeljust=l, label=<\(Self.html(legend))>]")
        line(
            1,
            "node [shape=box, style=\"rounded,filled\", fillcolor=\"#FFFFFF\", color=\"\(MapStyle.plain)\", "
                + "fontname=\"Helvetica\", fontsize=10, margin=\"0.12,0.06\"]")
        line(1, "edge [fontname=\"Helvetica\", fontsize=9, color=\"\(MapStyle.plain)\", arrowsize=0.7]")
        for (index, board) in map.boards.enumerated() {
            line(1, "subgraph \"cluster_b\(index)\" {")
            let targets =
                board.file.targets.isEmpty
                ? ""
                : "<font color=\"\(MapStyle.quiet)\"> · \(Self.html(board.file.targets.joined(separator: ", ")))</font>"
            line(
                2,
                "label=<<b>\(Self.html(board.file.name)).storyboard</b>\(targets)>; labeljust=l; labelloc=t; style=\"rounded\"; "
                    + "color=\"#90A4AE\"; fontsize=11;")
            if !board.marks.isEmpty || !board.file.isReadable {
                let title = board.file.isReadable ? "\(board.file.name).storyboard" : "could not be read"
                line(
                    2,
                    "\"b\(index)_file\" [shape=note, label=<\(Self.label(title: title, subtitle: "", lines: [], marks: board.marks))>, "
                        + "color=\"\(MapStyle.color(ContextMap.worst(board.marks.map(\.severity))))\", "
                        + "tooltip=\"\(Self.tooltip(board.marks))\"]")
            }
            for member in map.members(of: board) { write(member, indent: 2) }
            line(1, "}")
        }
        let files = map.placeholders.indices.filter { map.placeholders[$0].kind == .file }
        if !files.isEmpty {
            line(1, "subgraph \"cluster_sources\" {")
            line(2, "label=<<b>Sources</b>>; labeljust=l; style=\"rounded\"; color=\"#90A4AE\"; fontsize=11;")
            for index in files { write(.placeholder(index), indent: 2) }
            line(1, "}")
        }
        for edge in map.edges { write(edge) }
        for (reference, scene) in map.leads {
            guard let from = ids[reference], let (to, cluster) = endpoint(scene) else { continue }
            line(
                1,
                "\(from) -> \(to) [style=dotted, color=\"\(MapStyle.quiet)\", label=<<font color=\"\(MapStyle.quiet)\">"
                    + "leads into</font>>\(cluster.map { ", lhead=\"\($0)\"" } ?? "")]")
        }
        line(0, "}")
    }

    /// The node an edge to `id` is drawn to, and the cluster it stands for when `id` is a group.
    private func endpoint(_ id: String) -> (String, String?)? {
        if let node = ids[id] { return (node, nil) }
        guard let cluster = clusters[id], let index = map.nodeIndex[id],
            let anchor = map.anchor(of: index), let node = ids[anchor]
        else { return nil }
        return (node, cluster)
    }

    private mutating func write(_ member: ContextMap.Member, indent: Int) {
        switch member {
        case .node(let index):
            let node = map.nodes[index]
            let severity = ContextMap.worst(node.marks.map(\.severity))
            line(
                indent,
                "\(ids[node.scene.id] ?? "") [label=<\(Self.label(node))>, "
                    + "color=\"\(severity == nil ? MapStyle.plain : MapStyle.color(severity))\""
                    + (severity == .error ? ", penwidth=2" : "") + (node.scene.isInitial ? ", peripheries=2" : "")
                    + ", tooltip=\"\(Self.tooltip(node.marks, fallback: node.scene.title))\"]")
        case .group(let index, let members):
            let node = map.nodes[index]
            let severity = ContextMap.worst(node.marks.map(\.severity))
            line(indent, "subgraph \"\(clusters[node.scene.id] ?? "")\" {")
            line(
                indent + 1,
                "label=<\(Self.label(node))>; labeljust=l; labelloc=t; style=\"dashed,rounded\"; "
                    + "color=\"\(severity == nil ? "#B0BEC5" : MapStyle.color(severity))\"; "
                    + "tooltip=\"\(Self.tooltip(node.marks, fallback: node.scene.title))\";")
            for member in members { write(member, indent: indent + 1) }
            line(indent, "}")
        case .placeholder(let index):
            let placeholder = map.placeholders[index]
            let severity = ContextMap.worst(placeholder.marks.map(\.severity))
            let shape =
                switch placeholder.kind {
                case .reference: "shape=folder, style=filled, fillcolor=\"#ECEFF1\""
                case .exit: "shape=box, style=\"rounded,dashed\", fontsize=9"
                case .missing: "shape=box, style=dashed"
                case .file: "shape=note"
                }
            line(
                indent,
                "\(ids[placeholder.id] ?? "") [\(shape), "
                    + "label=<\(Self.label(title: placeholder.title, subtitle: "", lines: [], marks: placeholder.marks))>, "
                    + "color=\"\(severity == nil ? MapStyle.quiet : MapStyle.color(severity))\", "
                    + "tooltip=\"\(Self.tooltip(placeholder.marks, fallback: placeholder.title))\"]")
        }
    }

    private mutating func write(_ edge: ContextMap.Edge) {
        guard let (from, tail) = endpoint(edge.from) else { return }
        let severity = edge.severity
        let color = severity == nil ? MapStyle.plain : MapStyle.color(severity)
        var label = "<b>\(Self.html(MapStyle.title(edge.segue)))</b>"
        for keyLine in edge.lines {
            label += "<br align=\"left\"/>"
            if let mark = keyLine.mark {
                label += Self.html(mark)
            } else {
                label += Self.html(keyLine.text)
            }
        }
        for mark in edge.marks { label += "<br align=\"left\"/>" + Self.html(mark) }
        label += "<br align=\"left\"/>"
        let details =
            edge.lines.map { $0.mark?.detail ?? $0.text } + edge.marks.map(\.detail)
        let tooltip = Self.escape(([MapStyle.title(edge.segue)] + details).joined(separator: "\n"))
        for target in edge.to {
            guard let (to, head) = endpoint(target) else { continue }
            var attributes = [
                "label=<\(label)>", "color=\"\(color)\"", "tooltip=\"\(tooltip)\"", "labeltooltip=\"\(tooltip)\"",
            ]
            if severity == .error { attributes.append("penwidth=2") }
            if edge.segue.kind == "embed" { attributes.append("arrowhead=diamond") }
            // A cluster's edge is drawn to its border, unless one end lies inside the other.
            let headCluster = head.flatMap { map.scene(edge.from, isInside: target) ? nil : $0 }
            let tailCluster = tail.flatMap { map.scene(target, isInside: edge.from) ? nil : $0 }
            if edge.isUnwind {
                // Drawn from its target back to its source, so that it follows the forward segues' order.
                attributes += ["style=dashed", "dir=back", "arrowtail=empty"]
                if let headCluster { attributes.append("ltail=\"\(headCluster)\"") }
                if let tailCluster { attributes.append("lhead=\"\(tailCluster)\"") }
                line(1, "\(to) -> \(from) [\(attributes.joined(separator: ", "))]")
            } else {
                if let headCluster { attributes.append("lhead=\"\(headCluster)\"") }
                if let tailCluster { attributes.append("ltail=\"\(tailCluster)\"") }
                line(1, "\(from) -> \(to) [\(attributes.joined(separator: ", "))]")
            }
        }
    }

    // MARK: Labels

    private static func label(_ node: ContextMap.Node) -> String {
        let scene = node.scene
        var lines = scene.slots.prefix(MapStyle.slotsShown).map { "⟵ " + MapStyle.slot($0) }
        if scene.slots.count > MapStyle.slotsShown { lines.append("+\(scene.slots.count - MapStyle.slotsShown) slots") }
        return label(title: scene.title, subtitle: MapStyle.subtitle(scene), lines: lines, marks: node.marks)
    }

    private static func label(title: String, subtitle: String, lines: [String], marks: [ContextMap.Mark]) -> String {
        var label = "<b>\(html(title))</b>"
        if !subtitle.isEmpty {
            label += "<br/><font point-size=\"8\" color=\"\(MapStyle.quiet)\">\(html(subtitle))</font>"
        }
        for line in lines { label += "<br align=\"left\"/><font point-size=\"9\">\(html(line))</font>" }
        for mark in marks { label += "<br align=\"left\"/>" + html(mark) }
        if !lines.isEmpty || !marks.isEmpty { label += "<br align=\"left\"/>" }
        return label
    }

    /// A mark in its colour, beginning with its severity's word.
    static func html(_ mark: ContextMap.Mark) -> String {
        "<font color=\"\(MapStyle.color(mark.severity))\">\(html(MapStyle.prefix(mark.severity) + mark.text))</font>"
    }

    /// Text for an HTML-like label.
    static func html(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// Text for a quoted string: backslashes and quotes escaped, lines as `\n`.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": break
            default: result.append(character)
            }
        }
        return result
    }

    private static func tooltip(_ marks: [ContextMap.Mark], fallback: String = "") -> String {
        escape(marks.isEmpty ? fallback : marks.map(\.detail).joined(separator: "\n"))
    }
}
