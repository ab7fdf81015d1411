/// When a statement that stays does not block the conversion of another by order.
///
/// A converted value leaves its place in `prepare(for:sender:)`: the library evaluates it and
/// writes the slot when the body calls `super.prepare(for:sender:)` (where the migration adds
/// that call, at the body's top or after everything it runs: see DeliveryPlacement.swift). A
/// statement that stays between the two places blocks the conversion
/// (``MigrationRun/orderBlocker(_:file:_:_:_:placement:exits:)``) unless one of these holds, each
/// proved from the names the two statements mention:
///
/// - they never run in the same call (``MigrationRun/neverTogether(_:_:)``): different
///   clauses of one dispatch, disjoint identifiers, or destinations of two unrelated classes;
/// - the statement that stays is a log line (``MigrationRun/isLogLine(file:_:segue:localNames:)``):
///   it reads only literals and the segue's identifier and writes only to the log;
/// - it is an assignment to another plain stored property of a destination
///   (``MigrationRun/isPlainStoredProperty(_:in:)``), whose value reads neither the
///   destination nor what the converted statement writes: two writes of different memory that
///   run no code.
///
/// Anything else, an app's own function above all, may read or write what the converted value
/// reads or the destination holds, and keeps blocking.
extension MigrationRun {
    /// Functions whose only effect is to write a line to the console or the unified log, as the
    /// standard library, Foundation and `os` declare them.
    static let logFunctions: Set<String> = ["print", "debugPrint", "NSLog", "os_log"]

    /// Whether the two statements, at `a` and `b` with these identifiers and certain casts, can
    /// never run in one call of `prepare(for:sender:)`.
    func neverTogether(
        _ a: (path: [MigrationPathStep], identifiers: [String]?, cast: DestinationCast?),
        _ b: (path: [MigrationPathStep], identifiers: [String]?, cast: DestinationCast?)
    ) -> Bool {
        // Different clauses of one dispatch.
        for step in a.path where b.path.contains(where: { $0.dispatch == step.dispatch && $0.clause != step.clause }) {
            return true
        }
        // Identifiers no segue has both of.
        if let mine = a.identifiers, let theirs = b.identifiers, !mine.contains(where: theirs.contains) {
            return true
        }
        // `segue.destination` of two classes of the app, neither a subclass of the other: no object
        // is both (a class has one superclass).
        if let mine = a.cast, let theirs = b.cast, mine.path == .direct, theirs.path == .direct,
            mine.className != theirs.className, unique(mine.className) != nil, unique(theirs.className) != nil,
            !isKind(mine.className, of: theirs.className), !isKind(theirs.className, of: mine.className)
        {
            return true
        }
        return false
    }

    /// Whether the statement is a call of a log function (``logFunctions``) that no declaration
    /// of the app or the body shadows, whose arguments are literals, implicit members (`.info`),
    /// `#function`-like literals and the segue's identifier (`segue.identifier ?? ""`), string
    /// interpolations of the same: a call that reads nothing a converted value writes, and
    /// writes nothing a converted value or the destination reads. Interpolating another value
    /// would run its `description`, which may be the app's own code.
    func isLogLine(file: Int, _ range: Range<Int>, segue: String, localNames: Set<String>) -> Bool {
        let reader = files[file].reader
        let tokens = reader.tokens
        // A log function's name the app declares (a function, a variable, a type) may be its own code.
        guard range.count >= 3, tokens[range.lowerBound].kind == .identifier,
            Self.logFunctions.contains(tokens[range.lowerBound].text), !tokens[range.lowerBound].isBackticked,
            tokens[range.lowerBound + 1].isMark("("), reader.partner[range.lowerBound + 1] == range.upperBound - 1,
            !localNames.contains(tokens[range.lowerBound].text), declarations(of: tokens[range.lowerBound].text).isEmpty
        else { return false }
        return isInertArguments(reader, (range.lowerBound + 2)..<(range.upperBound - 1), segue: segue, depth: 0)
    }

    /// Arguments of a log line: each a literal, an implicit member, a `#` literal or the segue's
    /// identifier, optionally labelled.
    private func isInertArguments(_ reader: PrepareBodyReader, _ range: Range<Int>, segue: String, depth: Int) -> Bool {
        let tokens = reader.tokens
        guard let arguments = reader.commaSeparated(range) else { return false }
        return arguments.allSatisfy { argument in
            var value = argument
            if value.count >= 3, tokens[value.lowerBound].kind == .identifier, tokens[value.lowerBound + 1].isMark(":")
            {
                value = (value.lowerBound + 2)..<value.upperBound
            }
            return isInertValue(reader, value, segue: segue, depth: depth)
        }
    }

    private func isInertValue(_ reader: PrepareBodyReader, _ range: Range<Int>, segue: String, depth: Int) -> Bool {
        let tokens = reader.tokens
        let words = reader.texts(range)
        switch words.count {
        case 1:
            let token = tokens[range.lowerBound]
            switch token.kind {
            case .integer, .float, .pound: return true
            case .string:
                // Each interpolation is held to the same rule.
                guard let parts = reader.interpolations(range.lowerBound), depth < 4 || parts.isEmpty else {
                    return false
                }
                return parts.allSatisfy { part in
                    let inner = PrepareBodyReader(source: part)
                    return !inner.tokens.isEmpty
                        && isInertValue(inner, 0..<inner.tokens.count, segue: segue, depth: depth + 1)
                }
            case .identifier: return token.text == "true" || token.text == "false" || token.text == "nil"
            default: return false
            }
        case 2:
            // `.info`
            return tokens[range.lowerBound].isMark(".") && tokens[range.lowerBound + 1].kind == .identifier
        case 3:
            return words == [segue, ".", "identifier"]
        case 5:
            // `segue.identifier ?? "none"`
            return Array(words.prefix(4)) == [segue, ".", "identifier", "??"]
                && reader.stringLiteral(range.upperBound - 1) != nil
        default:
            return false
        }
    }

    /// Whether `property` of `className` is a stored `var` that runs no code when assigned: declared
    /// once in the class's body, without observers, accessors, `lazy`, `dynamic`, `override` or a
    /// property wrapper, and declared again by none of its subclasses (an override could observe it).
    func isPlainStoredProperty(_ property: String, in className: String) -> Bool {
        guard unique(className) != nil, let (file, declaration) = declaration(property, in: className),
            files[file].reader.tokens[declaration.keyword].isWord("var"), !declaration.hasAccessors
        else { return false }
        let modifiers = Set(declaration.modifiers.map(\.text))
        guard modifiers.isDisjoint(with: ["lazy", "dynamic", "override", "static", "class"]),
            declaration.attributes.allSatisfy({ ["IBOutlet", "IBInspectable", "objc"].contains($0) })
        else { return false }
        for subclass in subclassesByName[className] ?? [] where subclass != className {
            for (number, scope) in scopesByName[subclass] ?? [] {
                let tokens = files[number].reader.tokens
                let redeclares = (scope.open..<min(scope.close, tokens.count)).contains { index in
                    index + 1 < tokens.count && tokens[index + 1].text == property
                        && (tokens[index].isWord("var") || tokens[index].isWord("let"))
                }
                if redeclares { return false }
            }
            if unique(subclass) == nil { return false }
        }
        return true
    }

    /// Whether the refused candidate `other`, which stays as written, and the converted
    /// `candidate` commute: `other` assigns another plain stored property of a destination (or
    /// keeps a destination in a property) from a value that reads neither the destination nor
    /// what `candidate` writes, and `candidate`'s value does not read what `other` writes.
    func commutes(_ other: MigrationCandidate, with candidate: MigrationCandidate, file: Int) -> Bool {
        let reader = files[file].reader
        // What the converted one reads and writes.
        var reads = Set<String>()
        var writesOwn: String?
        switch candidate.action {
        case .assign(_, let value):
            guard let names = reader.mentionedNames(value) else { return false }
            reads = names
        case .keep(let property):
            writesOwn = property
        }
        for binding in candidate.bindings {
            guard let names = reader.mentionedNames(binding.tokens) else { return false }
            reads.formUnion(names)
        }
        switch other.action {
        case .assign(let property, let value):
            if case .assign(let converted, _) = candidate.action, converted == property { return false }
            guard isPlainStoredProperty(property, in: other.cast.className),
                let names = reader.mentionedNames(value)
            else { return false }
            if let writesOwn, names.contains(writesOwn) { return false }
            // The bindings its value reads may read the kept destination too.
            for binding in other.bindings {
                guard let bound = reader.mentionedNames(binding.tokens) else { return false }
                if let writesOwn, bound.contains(writesOwn) { return false }
            }
            return true
        case .keep(let property):
            // It writes the presenter's own property: the converted one must not read or keep it.
            return !reads.contains(property) && writesOwn != property
        }
    }

    /// The names of ``PrepareIdioms/pureCalls`` that the app declares itself: a function or a
    /// type of that name anywhere (`func indexPath(for:)` on a class of its own, `struct URL`),
    /// or an extension of that type that declares an initializer (`extension URL { init(route:) }`):
    /// a call of such a name may run the app's code, whose moment may matter.
    func shadowedPureCalls() -> Set<String> {
        let declaring: Set<String> = ["func", "class", "struct", "enum", "typealias", "protocol", "actor"]
        var shadowed = Set<String>()
        for file in files {
            let tokens = file.reader.tokens
            for index in tokens.indices.dropLast()
            where declaring.contains(tokens[index].text) && tokens[index].kind == .identifier
                && PrepareIdioms.pureCalls.contains(tokens[index + 1].text)
            {
                shadowed.insert(tokens[index + 1].text)
            }
            for scope in file.scopes where scope.keyword == "extension" {
                let name = String(scope.name.split(separator: ".").last ?? "")
                guard PrepareIdioms.pureCalls.contains(name) else { continue }
                let range = scope.open..<min(scope.close, tokens.count)
                if range.contains(where: { tokens[$0].isWord("init") }) { shadowed.insert(name) }
            }
        }
        return shadowed
    }
}
