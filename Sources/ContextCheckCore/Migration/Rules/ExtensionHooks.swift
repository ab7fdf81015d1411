/// Where the hook goes when `prepare(for:sender:)` is written in an extension.
///
/// A class that takes part by inheriting from a `Prepared…Controller` base overrides
/// `offeredValues(forSegue:destination:sender:)`, and Swift does not let an extension
/// override a method that is not `@objc`. So when the app wrote `prepare(for:sender:)` in an
/// extension (a `// MARK: - Navigation` extension is common), the override goes at the end of
/// the class's own body instead, where it means what it would mean in the extension:
///
/// - **The same file.** A `private` or `fileprivate` member, a type or an `import` the values
///   need is visible from the class body only in the file that declares them; in another file
///   the override could stop compiling, so that is refused.
/// - **No generic constraint.** A member of a constrained extension (`extension List where
///   Element == Item`) is not visible from the body of a generic class; the class must not be
///   generic and the extension must have no `where` clause.
/// - **No attribute on the extension.** `@available(iOS 14, *)` or `@MainActor` on the
///   extension gives its members an availability or isolation the class body lacks.
/// - **No `#if` around either.** An extension compiled only under `#if os(iOS)` would move
///   the values to every platform the class is built for; both declarations must be outside any
///   `#if` block.
/// - **A closing brace on a line of its own**, so that the override is written on lines of its
///   own before it.
///
/// Within these, a name in a value resolves in the class body as in the extension: both are
/// member contexts of the same type in the same file, and members declared in any extension of
/// that file (nested types and typealiases included) are members of the type.
extension MigrationRun {
    /// The offset where the hook of `function` (in an extension) is written in the class's
    /// body — the start of the line of its closing brace — or why it cannot be.
    func classBodyHookOffset(file: Int, function: PrepareBodyReader.PrepareFunction)
        -> Result<Int, Refusal>
    {
        let name = function.scope.name
        let refusal = { (why: String) -> Result<Int, Refusal> in
            .failure(
                Refusal(
                    value: .refuse(
                        .sourceClass,
                        "this prepare(for:sender:) is in an extension of '\(name)' \(why), and the "
                            + "offeredValues(forSegue:…) override cannot go in an extension (Swift does not override "
                            + "from extensions): move prepare(for:sender:) into the class body first"
                    )))
        }
        guard let (classFile, classScope) = scope(of: name) else {
            return refusal("whose class body the assistant cannot place")
        }
        guard classFile == file else { return refusal("in another file than the class body") }
        let tokens = files[file].reader.tokens
        let extensionScope = function.scope
        // `class Name<T>`: generic.
        if classScope.keywordIndex + 2 < tokens.count, tokens[classScope.keywordIndex + 2].isMark("<") {
            return refusal("of a generic class")
        }
        if tokens[extensionScope.keywordIndex..<extensionScope.open].contains(where: { $0.isWord("where") }) {
            return refusal("with a 'where' clause")
        }
        if conditionalDepth(file, at: extensionScope.keywordIndex) != 0
            || conditionalDepth(file, at: classScope.keywordIndex) != 0
        {
            return refusal("inside an '#if' block (or a class body inside one)")
        }
        if hasAttribute(file, before: extensionScope.keywordIndex) {
            return refusal("that carries an attribute")
        }
        let bytes = files[file].bytes
        var lineStart = tokens[classScope.close].start
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") {
            lineStart -= 1
        }
        guard lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") else {
            return refusal("whose class body does not end with a '}' on a line of its own")
        }
        return .success(lineStart)
    }

    /// The lines of an extension that holds nothing but `function` and adds no conformance, from
    /// its first modifier to its closing brace: with the method gone it would be empty.
    func emptiedExtension(file: Int, function: PrepareBodyReader.PrepareFunction) -> Range<Int>? {
        let scope = function.scope
        guard scope.keyword == "extension", scope.inheritance == nil,
            scope.open + 1 == function.declarationStart, function.close + 1 == scope.close
        else { return nil }
        let tokens = files[file].reader.tokens
        var start = scope.keywordIndex
        while start > 0, tokens[start - 1].kind == .identifier,
            Self.declarationModifiers.contains(tokens[start - 1].text)
        {
            start -= 1
        }
        return lineRange(file, tokens[start].start..<tokens[scope.close].end)
    }

    /// Whether the declaration whose keyword is at `keyword` has an attribute (`@…`) before it,
    /// past its modifiers.
    private func hasAttribute(_ file: Int, before keyword: Int) -> Bool {
        let tokens = files[file].reader.tokens
        var index = keyword - 1
        while index >= 0, tokens[index].kind == .identifier, Self.declarationModifiers.contains(tokens[index].text) {
            index -= 1
        }
        guard index >= 0 else { return false }
        if tokens[index].isMark(")") { return true }
        return tokens[index].kind == .identifier && index > 0 && tokens[index - 1].isMark("@")
    }

    /// How many `#if` blocks are open at the token `index`.
    private func conditionalDepth(_ file: Int, at index: Int) -> Int {
        var depth = 0
        for token in files[file].reader.tokens[..<index] {
            if token.text == "#if" { depth += 1 } else if token.text == "#endif" { depth -= 1 }
        }
        return depth
    }
}
