// What the hook writes for each value: the bindings it copies, the value's text and its type,
// and the `nil` tests that stand for conditions.
extension MigrationRun {
    /// The bindings the values read, directly or through a later binding, in order; a condition
    /// that binds a name nothing reads comes back with no names (it is still tested). Copying
    /// an unused binding into the hook would be a warning, an error under `-warnings-as-errors`.
    func usedBindings(_ file: Int, _ bindings: [MigrationBinding], values: [Range<Int>]) -> [MigrationBinding] {
        let reader = files[file].reader
        var used = Set<String>()
        for value in values { used.formUnion(reader.mentionedNames(value) ?? []) }
        var result: [MigrationBinding] = []
        for binding in bindings.reversed() {
            if binding.names.contains(where: used.contains) {
                var kept = binding
                // A pattern's names that nothing reads become `_`.
                kept.names = binding.names.filter(used.contains)
                result.append(kept)
                // What its value reads: the tokens after `=`.
                used.formUnion(reader.mentionedNames(bindingValue(file, binding)) ?? [])
            } else if binding.isCondition {
                var test = binding
                test.names = []
                result.append(test)
                used.formUnion(reader.mentionedNames(bindingValue(file, binding)) ?? [])
            }
        }
        return result.reversed()
    }

    /// The value as a person writes it for `values.add(_:forKey:)`: coerced to the slot's type
    /// (`name as String?`), in parentheses only where `as` would bind tighter than the value's
    /// own operators, and not coerced when it already has that type (`sender as! Item`, a string
    /// literal for a `String` slot).
    func offered(_ file: Int, _ value: Range<Int>, as type: String, presenter: String? = nil) -> String {
        let reader = files[file].reader
        let tokens = reader.tokens
        var inner = value
        // Parentheses around one expression go; a tuple's (a comma at their top level) stay.
        while inner.count >= 2, tokens[inner.lowerBound].isMark("("),
            reader.partner[inner.lowerBound] == inner.upperBound - 1, !hasTopLevelComma(reader, inner)
        {
            inner = (inner.lowerBound + 1)..<(inner.upperBound - 1)
        }
        let written = text(file, inner)
        if let presenter, hasSlotType(file, inner, type, presenter: presenter) { return written }
        var base = type.filter { !$0.isWhitespace }
        if base.hasSuffix("?") { base.removeLast() }
        // What is at the top level of the value, outside brackets.
        var top: [SwiftToken] = []
        var index = inner.lowerBound
        while index < inner.upperBound {
            top.append(tokens[index])
            if tokens[index].kind == .punctuation, reader.partner[index] > index {
                index = reader.partner[index] + 1
                continue
            }
            index += 1
        }
        // `x as! Item`, `x as? Item` for an `Item` or `Item?` slot: the value is already one.
        if top.count >= 3, top[top.count - 3].isWord("as"), top[top.count - 2].kind == .operator,
            ["!", "?"].contains(top[top.count - 2].text),
            !top.dropLast(3).contains(where: {
                $0.isWord("as") || $0.isWord("is") || $0.kind == .operator && $0.spaceBefore
            }),
            text(file, (inner.upperBound - 1)..<inner.upperBound) == base
        {
            return written
        }
        // A literal whose default type is the slot's.
        if inner.count == 1 {
            let token = tokens[inner.lowerBound]
            let literalType: String? =
                token.kind == .string && reader.interpolations(inner.lowerBound)?.isEmpty == true
                ? "String"
                : token.kind == .integer
                    ? "Int"
                    : token.kind == .float
                        ? "Double"
                        : token.isWord("true") || token.isWord("false") ? "Bool" : nil
            if let literalType, literalType == base { return written }
        }
        // `as` binds tighter than `??`, comparisons, `&&`, `||`, the ternary and other casts.
        let tight: Set<String> = ["+", "-", "*", "/", "%", "..<", "...", "<<", ">>", "&", "|", "^", "&+", "&-", "&*"]
        let loose = top.indices.contains { position in
            let token = top[position]
            if token.isWord("as") || token.isWord("is") || token.isWord("try") || token.isWord("await")
                || token.isMark(":") || token.isMark("=")
            {
                return true
            }
            guard token.kind == .operator, !tight.contains(token.text) else { return false }
            // A prefix operator (first, or after another operator) or a postfix `!`/`?` binds tighter.
            let isPrefix = position == 0 || top[position - 1].kind == .operator
            let isPostfix = ["!", "?"].contains(token.text) && !token.spaceBefore
            return !isPrefix && !isPostfix
        }
        return (loose ? "(\(written))" : written) + " as " + type
    }

    /// Whether the value is delivered as an assignment would store it with no coercion: `self`
    /// (a class instance, which the slot's type can only be a superclass or protocol of), or a
    /// stored property of the presenter whose written type is the slot's (or the slot's without
    /// `?`). The slot's type resolves in the presenter as in the destination (checked before),
    /// so equal text is the same type.
    func hasSlotType(_ file: Int, _ value: Range<Int>, _ type: String, presenter: String) -> Bool {
        let words = files[file].reader.texts(value)
        if words == ["self"] { return true }
        guard
            let name = words.count == 1
                ? words.first : words.count == 3 && words[0] == "self" && words[1] == "." ? words[2] : nil,
            files[file].reader.tokens[value.upperBound - 1].kind == .identifier,
            let (propertyFile, declaration) = declaration(name, in: presenter), declaration.attributes.isEmpty,
            let propertyType = declaration.type.map({ text(propertyFile, $0).filter { !$0.isWhitespace } })
                ?? declaration.initializer.flatMap({ initializerType(propertyFile, ($0 + 1)..<declaration.end) })
        else { return false }
        let slotType = type.filter { !$0.isWhitespace }
        return !propertyType.hasSuffix("!") && (propertyType == slotType || propertyType + "?" == slotType)
    }

    /// The value of `let name = value`.
    func bindingValue(_ file: Int, _ binding: MigrationBinding) -> Range<Int> {
        let tokens = files[file].reader.tokens
        let equal = binding.tokens.first { tokens[$0].isMark("=") }
        return equal.map { ($0 + 1)..<binding.tokens.upperBound } ?? binding.tokens
    }

    /// `value != nil` for the condition `let name = value`, the value in parentheses unless it is
    /// a chain of names, members and calls; for `case .x(let a) = value`, the pattern with `_`
    /// for each name.
    func nilTest(_ file: Int, _ binding: MigrationBinding) -> String {
        let tokens = files[file].reader.tokens
        if tokens[binding.tokens.lowerBound].isWord("case") {
            var result = ""
            var index = binding.tokens.lowerBound
            while index < binding.tokens.upperBound {
                let token = tokens[index]
                if index > binding.tokens.lowerBound, token.spaceBefore || token.newlineBefore { result += " " }
                if token.isWord("let") || token.isWord("var"), index + 1 < binding.tokens.upperBound,
                    !binding.names.contains(tokens[index + 1].text)
                {
                    result += "_"
                    index += 2
                    continue
                }
                result += token.text
                index += 1
            }
            return result
        }
        let value = bindingValue(file, binding)
        let written = text(file, value)
        let simple = value.allSatisfy { index in
            let token = tokens[index]
            return token.kind == .identifier && !["as", "is", "try", "await"].contains(token.text)
                || token.isMark(".")
                || (token.kind == .operator && ["?", "!"].contains(token.text) && !token.spaceBefore)
        }
        return simple ? "\(written) != nil" : "(\(written)) != nil"
    }
}
