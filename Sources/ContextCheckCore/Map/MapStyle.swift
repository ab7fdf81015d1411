/// The map's colours and words, one set for both formats: a diagnostic's severity is drawn in
/// one colour and named as the check names it.
enum MapStyle {
    /// The colour of a severity; `nil` is what the map adds, which no diagnostic says.
    static func color(_ severity: Diagnostic.Severity?) -> String {
        switch severity {
        case .error: "#C62828"
        case .warning: "#B25E00"
        case .note: "#1565C0"
        case nil: "#6A1B9A"
        }
    }

    /// A `#RRGGBB` colour as `rgb(r,g,b)`, which has no `#` for Mermaid to read as an entity.
    static func rgb(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        guard digits.count == 6 else { return "black" }
        let parts = stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0 }
        return "rgb(\(parts[0]),\(parts[1]),\(parts[2]))"
    }

    /// The colour of what has no mark.
    static let plain = "#455A64"
    /// The colour of secondary text.
    static let quiet = "#78909C"

    /// How a mark begins: a symbol and the check's own word for its severity.
    static func prefix(_ severity: Diagnostic.Severity?) -> String {
        switch severity {
        case .error: "✖ error: "
        case .warning: "⚠ warning: "
        case .note: "ℹ note: "
        case nil: "○ "
        }
    }

    /// The map's legend, one line.
    static let legend =
        "✖ error, ⚠ warning, ℹ note — the check's diagnostics, in its words  ·  ○ what no diagnostic says  ·  "
        + "solid: segue  ·  dashed: unwind  ·  dotted: storyboard reference  ·  key ← where its value comes from"

    /// A slot as one line: `mail: Mail (required)`.
    static func slot(_ slot: ContextFlow.Slot) -> String {
        var kinds: [String] = []
        if slot.ambientKey != nil { kinds.append("ambient") }
        if slot.isRequired { kinds.append("required") }
        if slot.isWeak { kinds.append("weak") }
        let key = slot.key == slot.name ? "" : " (key \(slot.key))"
        let type = slot.type.map { ": \($0)" } ?? ""
        return "\(slot.ambientKey ?? slot.name)\(key)\(type)"
            + (kinds.isEmpty ? "" : " · " + kinds.joined(separator: ", "))
    }

    /// A scene's subtitle: its container kind, Storyboard ID, whether it is initial.
    static func subtitle(_ scene: ContextFlow.Scene) -> String {
        var parts: [String] = []
        if scene.resolvedClass == nil, scene.title.hasPrefix("UI") || scene.title.hasPrefix("NS") {
        } else if let kind = scene.containerKind {
            parts.append(kind)
        }
        if let identifier = scene.storyboardIdentifier { parts.append("ID \(identifier)") }
        if scene.isInitial { parts.append("initial") }
        return parts.joined(separator: " · ")
    }

    /// At most this many slots are listed on a scene; the rest are counted.
    static let slotsShown = 6

    /// A segue's title: `showMessage (showDetail)`, `unwindToInbox: (unwind)`.
    static func title(_ segue: ContextFlow.Segue) -> String {
        let name = segue.identifier ?? segue.unwindAction ?? ""
        return name.isEmpty ? segue.kind : "\(name) (\(segue.kind))"
    }
}
