/// A destination property that its class's `deinit` reads stays a plain stored property.
///
/// A `deinit` is nonisolated. Swift 6 lets it read a stored property of a main-actor class, but
/// not a computed one, and a `@Prepared` property is computed (its wrapper holds the value): the
/// migrated class would no longer compile ("main actor-isolated property can not be referenced
/// from a nonisolated context").
extension MigrationRun {
    /// The refusal when a `deinit` of the class (in its body or an extension) mentions the property.
    func deinitReadRefusal(_ property: String, in className: String) -> Refusal? {
        for (file, scope) in scopesByName[className] ?? []
        where scope.keyword == "class" || scope.keyword == "extension" {
            let reader = files[file].reader
            let tokens = reader.tokens
            var index = scope.open + 1
            while index + 1 < scope.close {
                if tokens[index].isWord("deinit"), tokens[index + 1].isMark("{"),
                    reader.partner[index + 1] > index + 1
                {
                    let body = (index + 2)..<reader.partner[index + 1]
                    guard let names = reader.mentionedNames(body) else {
                        return deinitRefusal(property, className, unreadable: true)
                    }
                    if names.contains(property) || body.contains(where: { tokens[$0].isWord(property) }) {
                        return deinitRefusal(property, className, unreadable: false)
                    }
                }
                index += 1
            }
        }
        return nil
    }

    private func deinitRefusal(_ property: String, _ className: String, unreadable: Bool) -> Refusal {
        Refusal(
            value: .refuse(
                .destinationProperty,
                unreadable
                    ? "'\(className)' has a deinit the assistant cannot read; as a slot, '\(property)' could not be "
                        + "read there (a nonisolated deinit reads stored properties only): convert by hand"
                    : "'\(className).\(property)' is read in deinit, which is nonisolated: as a slot (a computed "
                        + "property) it could not be read there, so it stays"
            ))
    }
}
