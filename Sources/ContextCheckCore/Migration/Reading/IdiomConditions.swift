/// Reading a clause's conditions: identifier tests in every spelling, destination casts and
/// bindings, and the case patterns of a `switch` on the identifier.
extension PrepareIdioms {
    struct ConditionReading {
        /// The identifiers tested, when the conditions test it.
        var identifiers: [String]?
        /// Conditions that are neither.
        var others: [Range<Int>] = []
        /// Value bindings (`let indexPath = tableView.indexPathForSelectedRow`).
        var valueBindings: [Range<Int>] = []
        var valueNames: [[String]] = []
    }

    /// Splits a condition list at its top-level commas and `&&`, reading identifier tests and
    /// destination bindings into `context`.
    mutating func conditions(_ range: Range<Int>, _ context: inout Context) -> ConditionReading? {
        var reading = ConditionReading()
        var bound = context
        // `segue.destination.children.count > 0`: read only before a cast of `children[0]` (below).
        var childrenCount: Range<Int>?
        let castBefore = context.cast
        for part in split(range, at: [",", "&&"]) {
            let words = reader.texts(part)
            if let identifiers = identifierTest(part, context) {
                reading.identifiers = Self.intersect(reading.identifiers, identifiers)
                continue
            }
            if childrenCount == nil, !context.childrenCounted,
                ContainerPaths.isChildrenCountTest(words, destination: destinationWords(context))
            {
                childrenCount = part
                context.childrenCounted = true
                continue
            }
            // let name = segue.identifier
            if words.count == 6, words[0] == "let", words[2] == "=", words[3] == segue, words[5] == "identifier" {
                context.identifierAliases.insert(words[1])
                continue
            }
            // segue.destination is Detail: a test of the destination's class that binds no name.
            if let test = ConditionForms.typeTest(part, reader), let cast = typeTestCast(test, context) {
                guard context.cast == nil || context.cast == cast else { return nil }
                context.cast = cast
                continue
            }
            // let kind = StoryboardSegue.Main(rawValue: name)
            if words.count >= 4, words[0] == "let", words[2] == "=",
                let enumName = enumInitializer((part.lowerBound + 3)..<part.upperBound, context)
            {
                context.enumAliases[words[1]] = enumName
                context.enumGate = enumName
                continue
            }
            if words.count >= 4, words[0] == "let" || words[0] == "var",
                tokens[part.lowerBound + 1].kind == .identifier,
                words[2] == "="
            {
                let name = words[1]
                let value = (part.lowerBound + 3)..<part.upperBound
                if let cast = destinationCast(value, context) {
                    // A second cast stays; binding the class a test without a binding named is the same cast.
                    guard context.cast == nil || (context.cast == cast && context.destination == nil) else {
                        return nil
                    }
                    context.cast = cast
                    context.castIsCertain = true
                    context.destination = name
                    continue
                }
                if isContainerCast(value, context) {
                    context.containers.insert(name)
                    continue
                }
                if isPure(value, bound) {
                    reading.valueBindings.append(part)
                    reading.valueNames.append([name])
                    // A later condition of the list may read it.
                    bound.bindings.append(MigrationBinding(tokens: part, isCondition: true, names: [name]))
                    continue
                }
            }
            // case .results(let list) = search.state
            if let names = casePattern(part, bound) {
                reading.valueBindings.append(part)
                reading.valueNames.append(names)
                bound.bindings.append(MigrationBinding(tokens: part, isCondition: true, names: names))
                continue
            }
            reading.others.append(part)
        }
        // The count test alone would be dropped with the cast it guards: it must guard one.
        if let childrenCount, context.cast == castBefore || context.cast?.path != .navigationChild {
            reading.others.append(childrenCount)
        }
        return reading
    }

    /// `case .name(let a, let b) = value` with a pure value: the names it binds. Every name in
    /// the pattern is a case name (after `.`) or bound by `let`/`var`: nothing in it is read.
    func casePattern(_ range: Range<Int>, _ context: Context) -> [String]? {
        guard range.count >= 4, tokens[range.lowerBound].isWord("case"),
            let equal = range.first(where: { tokens[$0].isMark("=") }), equal > range.lowerBound + 1
        else { return nil }
        var names: [String] = []
        for index in (range.lowerBound + 1)..<equal {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                if token.isWord("let") || token.isWord("var") {
                    guard index + 1 < equal, tokens[index + 1].kind == .identifier else { return nil }
                    continue
                }
                let before = tokens[index - 1]
                if before.isMark(".") || token.text == "_" { continue }
                guard before.isWord("let") || before.isWord("var") else { return nil }
                names.append(token.text)
            case .punctuation:
                guard [".", "(", ")", ","].contains(token.text) else { return nil }
            default:
                return nil
            }
        }
        guard isPure((equal + 1)..<range.upperBound, context) else { return nil }
        return names
    }

    func split(_ range: Range<Int>, at separators: Set<String>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .punctuation, ["(", "["].contains(token.text), reader.partner[index] > index,
                reader.partner[index] < range.upperBound
            {
                index = reader.partner[index] + 1
                continue
            }
            if separators.contains(token.text), token.kind != .string, token.kind != .identifier {
                if start < index { parts.append(start..<index) }
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    /// `segue.identifier == "A"`, `"A" == segue.identifier`, `identifier == "A"` for an alias,
    /// `(… || …)`: the identifiers; `nil` when it is not such a test.
    func identifierTest(_ range: Range<Int>, _ context: Context) -> [String]? {
        var range = range
        while range.count >= 2, tokens[range.lowerBound].isMark("("),
            reader.partner[range.lowerBound] == range.upperBound - 1
        {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        let alternatives = split(range, at: ["||"])
        if alternatives.count > 1 {
            var all: [String] = []
            for alternative in alternatives {
                guard let found = identifierTest(alternative, context) else { return nil }
                all += found
            }
            return all
        }
        let words = reader.texts(range)
        guard let equal = words.firstIndex(of: "==") else { return nil }
        let left = Array(words[..<equal])
        let right = Array(words[(equal + 1)...])
        // `segue == .showDetail` through the app's `func ==(lhs: UIStoryboardSegue, rhs: Enum)`.
        if left == [segue], segueEquatableEnums.count == 1, let enumName = segueEquatableEnums.first,
            let value = enumCase((range.lowerBound + equal + 1)..<range.upperBound, of: enumName)
        {
            return [value]
        }
        if isIdentifierSubject(left, context),
            let value = identifierValue((range.lowerBound + equal + 1)..<range.upperBound)
        {
            return [value]
        }
        if isIdentifierSubject(right, context),
            let value = identifierValue(range.lowerBound..<(range.lowerBound + equal))
        {
            return [value]
        }
        return nil
    }

    /// A string literal, or a constant the sources declare (`Segue.help`, `SegueIdentifier.help.rawValue`).
    func identifierValue(_ range: Range<Int>) -> String? {
        if range.count == 1 { return literal(at: range.lowerBound) }
        let words = reader.texts(range)
        guard words.count >= 3, words.count <= 7,
            words.allSatisfy({ $0 == "." || $0.first?.isLetter == true || $0.first == "_" })
        else { return nil }
        return constants[words.joined()]
    }

    func literal(at index: Int) -> String? {
        guard let content = reader.stringLiteral(index), !content.contains("\\") else { return nil }
        return content
    }

    /// `Enum(rawValue: identifier)` for a `String` enum whose cases the sources declare: the enum's name.
    func enumInitializer(_ range: Range<Int>, _ context: Context) -> String? {
        let words = reader.texts(range)
        guard let open = words.firstIndex(of: "("), open >= 1, words.last == ")", open + 3 < words.count,
            words[open + 1] == "rawValue", words[open + 2] == ":"
        else { return nil }
        let name = words[..<open]
        guard name.allSatisfy({ $0 == "." || $0.first?.isLetter == true || $0.first == "_" }) else { return nil }
        var subject = Array(words[(open + 3)..<(words.count - 1)])
        if subject.last == "!" { subject.removeLast() }
        guard isIdentifierSubject(subject, context) else { return nil }
        let enumName = name.joined()
        let prefix = enumName + "."
        guard constants.keys.contains(where: { $0.hasPrefix(prefix) && $0.hasSuffix(".rawValue") }) else { return nil }
        return enumName
    }

    /// The raw value of `.name` or `Enum.name` for an enum whose cases the sources declare.
    func enumCase(_ range: Range<Int>, of enumName: String) -> String? {
        let words = reader.texts(range)
        if words.count == 2, words[0] == "." { return constants[enumName + "." + words[1] + ".rawValue"] }
        if words.count >= 3, words[words.count - 2] == ".", words.dropLast(2).joined() == enumName {
            return constants[enumName + "." + words[words.count - 1] + ".rawValue"]
        }
        return nil
    }

    func isIdentifierSubject(_ words: [String], _ context: Context) -> Bool {
        words == [segue, ".", "identifier"] || (words.count == 1 && context.identifierAliases.contains(words[0]))
    }
}
