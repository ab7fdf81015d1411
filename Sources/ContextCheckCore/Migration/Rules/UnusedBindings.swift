/// Condition bindings that a conversion leaves unread.
///
/// `if segue.identifier == "show", let detail = segue.destination as? Detail { log() }` keeps
/// its clause when `log()` stays, but once `detail.item = item` has moved into the hook nothing
/// reads `detail`, and Swift warns about the unused value (an error under
/// `-warnings-as-errors`). The binding becomes the same test without a name:
/// `(segue.destination as? Detail) != nil`, which evaluates the same expression once, as the
/// binding did, and takes the same branch.
extension MigrationRun {
    /// The edits that turn each `let name = value` (or `var`, or `let name` alone) of a condition
    /// list whose name `isRead` says nothing reads, in the block or in a later condition, into
    /// `(value) != nil`.
    func unusedBindingTests(_ file: Int, _ conditions: Range<Int>, isRead: (String) -> Bool) -> [MigrationEdit] {
        let reader = files[file].reader
        let tokens = reader.tokens
        guard let parts = reader.commaSeparated(conditions) else { return [] }
        var edits: [MigrationEdit] = []
        for (number, part) in parts.enumerated() where part.count >= 2 {
            let first = part.lowerBound
            guard tokens[first].isWord("let") || tokens[first].isWord("var"), tokens[first + 1].kind == .identifier
            else { continue }
            let name = tokens[first + 1].text
            let laterConditions = parts.dropFirst(number + 1).contains { later in
                later.contains { tokens[$0].kind == .identifier && tokens[$0].text == name }
            }
            guard !isRead(name), !laterConditions else { continue }
            let test: String
            if part.count == 2 {
                // `if let name {`: the shorthand unwraps the name itself.
                test = "\(name) != nil"
            } else if tokens[first + 2].isMark("="), part.count > 3 {
                test = "(\(text(file, (first + 3)..<part.upperBound))) != nil"
            } else {
                continue
            }
            edits.append(MigrationEdit(range: tokens[first].start..<tokens[part.upperBound - 1].end, replacement: test))
        }
        return edits
    }
}
