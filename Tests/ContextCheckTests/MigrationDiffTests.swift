import Testing

@testable import ContextCheckCore

/// The text the migration writes: edits applied in order, and blank lines where an edit meets
/// them kept to what the file had there.
@Suite("Migration: applying edits")
struct MigrationDiffTests {
    /// `source` with the first occurrence of `removed` deleted, or `text` inserted before the
    /// first occurrence of `anchor`.
    static func apply(
        _ source: String, removing removed: String? = nil, insertingAt anchor: String? = nil, _ text: String = ""
    )
        -> String
    {
        let bytes = Array(source.utf8)
        var edits: [MigrationEdit] = []
        if let removed, let range = source.range(of: removed) {
            let lower = source.utf8.distance(from: source.startIndex, to: range.lowerBound)
            edits.append(MigrationEdit(range: lower..<(lower + removed.utf8.count), replacement: ""))
        }
        if let anchor, let range = source.range(of: anchor) {
            let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound)
            edits.append(MigrationEdit(range: offset..<offset, replacement: text))
        }
        return MigrationPlan.apply(edits, to: bytes)
    }

    @Test("A block removed between two blank lines leaves one blank line, not two")
    func removedBlock() {
        let source = "func f() {\n    a()\n\n    if x {\n        b()\n    }\n\n}\n"
        let result = Self.apply(source, removing: "    if x {\n        b()\n    }\n")
        #expect(result == "func f() {\n    a()\n\n}\n")
    }

    @Test("A line of spaces next to the removed block counts as blank, and the next line keeps its indentation")
    func whitespaceLines() {
        let source = "func f() {\n    a()\n    \n    if x {\n        b()\n    }\n\n    c()\n}\n"
        let result = Self.apply(source, removing: "    if x {\n        b()\n    }\n")
        #expect(result == "func f() {\n    a()\n\n    c()\n}\n")
    }

    @Test("A member added before a closing brace that follows a blank line adds no second blank line")
    func insertedMember() {
        let source = "class A {\n    var x = 1\n\n}\n"
        let result = Self.apply(source, insertingAt: "}\n", "\n    func g() {}\n")
        #expect(result == "class A {\n    var x = 1\n\n    func g() {}\n}\n")
    }

    @Test("Two blank lines the file had where the edit is stay two; runs away from every edit are not touched")
    func keepsTheFilesOwn() {
        let source = "func f() {\n    a()\n\n\n    if x {\n        b()\n    }\n}\n\n\n\nlet y = 2\n"
        let result = Self.apply(source, removing: "    if x {\n        b()\n    }\n")
        #expect(result == "func f() {\n    a()\n\n\n}\n\n\n\nlet y = 2\n")
    }

    @Test("A file with CRLF line ends keeps them where blank lines are cut")
    func crlf() {
        let source = "func f() {\r\n    a()\r\n\r\n    if x {\r\n        b()\r\n    }\r\n\r\n}\r\n"
        let result = Self.apply(source, removing: "    if x {\r\n        b()\r\n    }\r\n")
        #expect(result == "func f() {\r\n    a()\r\n\r\n}\r\n")
    }
}
