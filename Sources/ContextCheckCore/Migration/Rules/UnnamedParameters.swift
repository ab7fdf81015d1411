/// A `prepare(for:sender:)` whose sender parameter has no name in the body
/// (`sender _: Any?`), which the migration must pass on in the call it adds.
///
/// The call the body gains (`super.prepare(for: segue, sender: …)` or
/// `prepareContext(for: segue, sender: …)`) must hand the library the sender UIKit passed: it is
/// what the hooks and the engine read. `_` cannot be written as an argument, and `nil` would be
/// another sender, so the parameter gets a name in the signature. The name is one the body does not
/// mention anywhere (not even in a string or a comment): the body cannot read the unnamed parameter, so any name it writes is one it
/// reads from outside (a property, a global), which a parameter of that name would shadow.
extension MigrationRun {
    /// The edit that names an unnamed sender parameter and the name to pass, or nil when it is named.
    func senderParameterNaming(file: Int, function: PrepareBodyReader.PrepareFunction) -> (
        edit: MigrationEdit, name: String
    )? {
        guard function.senderName == "_" else { return nil }
        let tokens = files[file].reader.tokens
        // The body's text, its comments and literals included: a name found in it anywhere, even
        // inside a longer word or an interpolation, is not taken.
        let body = String(
            decoding: files[file].bytes[tokens[function.open].start..<tokens[function.close].end], as: UTF8.self)
        var name = "sender"
        var number = 1
        while body.contains(name) {
            number += 1
            name = "sender\(number)"
        }
        // The signature's `sender _:`: the label, then `_`, then the colon.
        var index = function.declarationStart
        while index + 2 < function.open {
            if tokens[index].isWord("sender"), tokens[index + 1].text == "_", tokens[index + 2].isMark(":") {
                let range = tokens[index].end..<tokens[index + 1].end
                return (MigrationEdit(range: range, replacement: name == "sender" ? "" : " \(name)"), name)
            }
            index += 1
        }
        return nil
    }
}
