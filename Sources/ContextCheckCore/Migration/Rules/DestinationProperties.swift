import Foundation

/// The rule for the destination property: whether its declaration can become a slot of the
/// same type (``slotDecision(_:in:)``), and the edits that make it one.
extension MigrationRun {
    /// A stored property declaration in a class's own body.
    struct PropertyDeclaration {
        var start: Int
        var keyword: Int
        var name: Int
        var attributes: [String]
        var modifiers: [(text: String, index: Int)]
        /// The type's tokens, if annotated.
        var type: Range<Int>?
        /// The `=` of the initializer.
        var initializer: Int?
        var end: Int
        var hasAccessors: Bool
    }

    func declaration(_ property: String, in className: String) -> (file: Int, PropertyDeclaration)? {
        guard let (file, scope) = scope(of: className) else { return nil }
        let reader = files[file].reader
        let tokens = reader.tokens
        var found: PropertyDeclaration?
        for index in reader.topLevel((scope.open + 1)..<scope.close) {
            let token = tokens[index]
            if token.isWord("var") || token.isWord("let"), index + 1 < scope.close, tokens[index + 1].text == property,
                tokens[index + 1].kind == .identifier
            {
                guard found == nil else { return nil }
                found = propertyDeclaration(keyword: index, reader: reader, limit: scope.close)
            }
        }
        return found.map { (file, $0) }
    }

    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "weak", "unowned", "lazy", "static", "class",
        "dynamic", "override", "nonisolated", "required",
    ]

    private func propertyDeclaration(keyword: Int, reader: PrepareBodyReader, limit: Int) -> PropertyDeclaration {
        let tokens = reader.tokens
        var start = keyword
        var attributes: [String] = []
        var modifiers: [(String, Int)] = []
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == .identifier, Self.declarationModifiers.contains(previous.text) {
                modifiers.append((previous.text, start - 1))
                start -= 1
            } else if previous.isMark(")"), start >= 4, tokens[start - 3].isMark("("),
                tokens[start - 4].kind == .identifier,
                tokens[start - 2].isWord("set") || Self.declarationModifiers.contains(tokens[start - 4].text)
            {
                // `private(set)`; `unowned(unsafe)` and `unowned(safe)` are `unowned` to every check.
                let word = tokens[start - 4].text
                modifiers.append((tokens[start - 2].isWord("set") ? word + "(set)" : word, start - 4))
                start -= 4
            } else if previous.kind == .identifier, start >= 2, tokens[start - 2].isMark("@") {
                attributes.append(previous.text)
                start -= 2
            } else if previous.isMark(")"),
                let open = (max(0, start - 40)..<(start - 1)).last(where: { reader.partner[$0] == start - 1 }),
                open >= 2, tokens[open - 2].isMark("@")
            {
                attributes.append(tokens[open - 1].text)
                start = open - 2
            } else {
                break
            }
        }
        var declaration = PropertyDeclaration(
            start: start, keyword: keyword, name: keyword + 1, attributes: attributes, modifiers: modifiers, type: nil,
            initializer: nil, end: keyword + 2, hasAccessors: false)
        var index = keyword + 2
        var typeStart: Int?
        while index < limit {
            let token = tokens[index]
            if index > keyword + 2, token.newlineBefore, !token.isMark("."), !token.isMark("="), !token.isMark("{") {
                break
            }
            if token.isMark(":"), typeStart == nil, declaration.initializer == nil { typeStart = index + 1 }
            if token.isMark("=") {
                declaration.initializer = index
                if let typeStart { declaration.type = typeStart..<index }
            }
            if token.isMark("{") {
                declaration.hasAccessors = true
                if declaration.initializer == nil, let typeStart { declaration.type = typeStart..<index }
                index = max(index + 1, reader.partner[index] + 1)
                break
            }
            if token.isMark(";") || token.isMark(",") { declaration.hasAccessors = true }
            if reader.partner[index] > index, token.kind == .punctuation {
                index = reader.partner[index] + 1
                continue
            }
            index += 1
        }
        declaration.end = index
        if declaration.type == nil, let typeStart, declaration.initializer == nil, !declaration.hasAccessors {
            declaration.type = typeStart..<index
        }
        return declaration
    }

    /// The word the declaration reader stopped at before a property's attributes and modifiers,
    /// on the same line (`package`, a modifier it does not know): an attribute written at the
    /// declaration's start would land after that word, which does not compile.
    func unreadDeclarationPrefix(_ file: Int, _ declaration: PropertyDeclaration) -> String? {
        let tokens = files[file].reader.tokens
        let start = declaration.start
        guard start > 0, !tokens[start].newlineBefore else { return nil }
        let previous = tokens[start - 1]
        if previous.isMark("{") || previous.isMark("}") || previous.isMark(";") { return nil }
        return previous.text
    }

    func text(_ file: Int, _ range: Range<Int>) -> String {
        let tokens = files[file].reader.tokens
        guard let first = range.first, let last = range.last, last < tokens.count else { return "" }
        return String(decoding: files[file].bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }

    /// The first name of each dotted name in a written type (`Detail.Kind` gives `Detail`).
    static func typeWords(_ type: String) -> [String] {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.compactMap { word in
            word.split(separator: ".").first.map(String.init)
        }
    }

    /// The type names a class declares as members — nested types, type aliases, associated
    /// types — in its body and its extensions, and its superclasses'. `directOnly` keeps the
    /// members of the bodies themselves (what `Class.Name` reaches); otherwise names declared
    /// at any depth count too (what may shadow a name there).
    func memberTypes(of className: String, directOnly: Bool) -> Set<String> {
        var names = Set<String>()
        let declaring: Set<String> = ["class", "struct", "enum", "actor", "protocol", "typealias", "associatedtype"]
        for name in [className] + ancestors(className) {
            for (file, scope) in scopesByName[name] ?? [] {
                let reader = files[file].reader
                let tokens = reader.tokens
                let body = (scope.open + 1)..<scope.close
                for index in directOnly ? Array(reader.topLevel(body)) : Array(body) {
                    if tokens[index].kind == .identifier, declaring.contains(tokens[index].text),
                        index + 1 < scope.close,
                        tokens[index + 1].kind == .identifier,
                        !["var", "let", "func", "subscript", "init"].contains(tokens[index + 1].text)
                    {
                        names.insert(tokens[index + 1].text)
                    }
                }
            }
        }
        return names
    }

    /// The type written with the destination's member types qualified, as the presenter sees it.
    func qualifiedType(_ file: Int, _ range: Range<Int>, in className: String) -> String {
        let nested = memberTypes(of: className, directOnly: true)
        let tokens = files[file].reader.tokens
        var result = ""
        for index in range {
            let token = tokens[index]
            if token.spaceBefore && index > range.lowerBound { result += " " }
            if token.kind == .identifier, nested.contains(token.text),
                index == range.lowerBound || !tokens[index - 1].isMark(".")
            {
                result += className + "."
            }
            result += token.text
        }
        return result
    }

    /// How a destination property becomes a slot: the edits and the value's type; refused when
    /// the engine's delivery into that type differs from an assignment.
    func slotDecision(_ property: String, in className: String) -> Result<SlotDecision, Refusal> {
        if let refusal = deinitReadRefusal(property, in: className) { return .failure(refusal) }
        let decision = writtenSlotDecision(property, in: className)
        guard case .success(let slot) = decision else { return decision }
        var base = slot.valueType.filter { !$0.isWhitespace }
        if base.hasSuffix("?") { base.removeLast() }
        let words = base.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        // The engine hands over the value inside an optional: `nil` is "no value", and an optional
        // inside it is flattened. Assigning an `Int?` to an `Any` property keeps `Optional(7)` and
        // `nil`; assigning to a `T??` property keeps an inner `nil`.
        if ["Any", "AnyObject", "AnyHashable", "anyAny"].contains(base) || base.hasPrefix("Any&")
            || base.hasPrefix("AnyObject&") || base.hasSuffix("?") || base.hasSuffix("!")
            || words.contains("Optional")
        {
            return .failure(
                Refusal(
                    value: .refuse(
                        .destinationProperty,
                        "'\(className).\(property)' is '\(slot.valueType)': a delivery into it differs from an "
                            + "assignment (the engine flattens optionals; 'nil' becomes no value), so it stays"
                    )))
        }
        if let alias = words.first(where: { word in
            guard let named = typealiases[word] else { return false }
            guard let named else { return true }
            let inner = Self.typeWords(named)
            return named.contains("?") || named.contains("!") || inner.contains("Any") || inner.contains("AnyObject")
                || inner.contains("Optional") || inner.contains { typealiases[$0] != nil }
        }) {
            return .failure(
                Refusal(
                    value: .refuse(
                        .unresolvedType,
                        "'\(className).\(property)' is typed through the typealias '\(alias)', which names an optional "
                            + "or 'Any' (or is declared twice): a delivery into it differs from an assignment, so it stays"
                    )))
        }
        return decision
    }

    private func writtenSlotDecision(_ property: String, in className: String) -> Result<SlotDecision, Refusal> {
        func refuse(_ kind: MigrationRefusalKind, _ message: String) -> Result<SlotDecision, Refusal> {
            .failure(Refusal(value: .refuse(kind, message)))
        }
        // A subclass overriding the property with observers would not see a delivery.
        if let subclass = (subclassesByName[className] ?? []).compactMap({ unique($0) }).first(where: { entry in
            entry.declared.properties.contains { $0.name == property }
        }) {
            return refuse(
                .destinationProperty,
                "the subclass '\(subclass.declared.name)' overrides '\(property)': its observers would not run on delivery"
            )
        }
        guard let (file, declaration) = declaration(property, in: className) else {
            if allProperties(className).contains(where: { $0.name == property }) {
                return refuse(
                    .destinationProperty,
                    "'\(className).\(property)' is declared in a superclass; make it a slot there by hand")
            }
            return refuse(
                .destinationProperty,
                "'\(className)' declares no stored property '\(property)' (a property UIKit owns, a computed one, or one "
                    + "declared twice): it stays")
        }
        if !prefix.isEmpty && property.hasPrefix(prefix) {
            return refuse(.destinationProperty, "'\(property)' has the marker prefix already")
        }
        let tokens = files[file].reader.tokens
        let typeTokens = declaration.type.map { Array(tokens[$0]) } ?? []
        if declaration.attributes == ["Prepared"] || declaration.attributes == ["WeakPrepared"] {
            // Already a slot (a second run, or a partly migrated app): keyed by its name only.
            guard !text(file, declaration.start..<declaration.keyword).contains("key:"),
                let type = declaration.type
            else {
                return refuse(.destinationProperty, "'\(className).\(property)' is a slot with an explicit key")
            }
            // Its observers do not run on delivery, unless the arrival runs them (ObservedSlots.swift).
            if declaration.hasAccessors, let refusal = observedSlotRefusal(property, in: className, file, declaration) {
                return .failure(refusal)
            }
            // `@Prepared(required: …) var item: Item! = nil`, as a first run writes it: an `Item?` slot.
            if let written = implicitlyUnwrappedSlotType(file, declaration, in: className) {
                return .success(SlotDecision(file: file, edits: [], valueType: written))
            }
            return .success(SlotDecision(file: file, edits: [], valueType: qualifiedType(file, type, in: className)))
        }
        guard declaration.attributes.isEmpty else {
            return refuse(
                .destinationProperty,
                "'\(className).\(property)' carries @\(declaration.attributes.joined(separator: ", @")): it stays")
        }
        if tokens[declaration.keyword].isWord("let") {
            return refuse(.destinationProperty, "'\(className).\(property)' is a 'let'")
        }
        var observerEdits: [MigrationEdit] = []
        if declaration.hasAccessors {
            // A single didSet runs again on arrival where that is provably the same (ObservedSlots.swift).
            guard typeTokens.last?.isMark("!") != true else {
                return refuse(
                    .destinationProperty,
                    "'\(className).\(property)' has observers or accessors (didSet runs on assignment, not on "
                        + "delivery): move that code to contextDidArrive(_:) by hand")
            }
            switch observedSlotEdits(property, in: className, file: file, declaration: declaration) {
            case .success(let edits): observerEdits = edits
            case .failure(let refusal): return .failure(refusal)
            }
        }
        if let unread = unreadDeclarationPrefix(file, declaration) {
            return refuse(
                .destinationProperty,
                "'\(className).\(property)' is declared with '\(unread)', which the assistant does not read: make it a "
                    + "slot by hand")
        }
        let modifiers = declaration.modifiers.map(\.text)
        if let blocked = modifiers.first(where: {
            ["unowned", "lazy", "static", "class", "dynamic", "override"].contains($0)
        }) {
            return refuse(.destinationProperty, "'\(className).\(property)' is '\(blocked)'")
        }
        guard let typeRange = declaration.type, !typeTokens.isEmpty else {
            // `var name = ""`, `var items = [Item]()`, `var cart = Cart()`: the type the initializer
            // proves (InitializerTypes.swift).
            guard let initializer = declaration.initializer, !modifiers.contains("weak") else {
                return refuse(.unresolvedType, "'\(className).\(property)' has no written type")
            }
            switch certainInitializerType(file, (initializer + 1)..<declaration.end) {
            case .success(let type):
                let start = tokens[declaration.start].start
                return .success(
                    SlotDecision(
                        file: file, edits: [MigrationEdit(range: start..<start, replacement: "@Prepared ")],
                        valueType: type))
            case .failure(let uncertain):
                return refuse(
                    .unresolvedType,
                    "'\(className).\(property)' has no written type, and its initial value does not prove one: "
                        + "\(uncertain.reason); write its type ('var \(property): Type = …') to convert it")
            }
        }
        var edits: [MigrationEdit] = []
        let bytesStart = tokens[declaration.start].start
        var valueType = qualifiedType(file, typeRange, in: className)
        let isWeak = modifiers.contains("weak")
        if isWeak {
            // `weak var owner: Owner!` stays `Owner!` under `@WeakPrepared`, whose value is `Owner?`:
            // it reads nil until an object arrives and once it is released, as before.
            if typeTokens.last?.isMark("!") == true, typeRange.count >= 2 {
                valueType = Self.optionalType(
                    qualifiedType(file, typeRange.lowerBound..<(typeRange.upperBound - 1), in: className))
            }
            guard typeTokens.last?.isMark("?") == true || typeTokens.last?.isMark("!") == true,
                declaration.initializer == nil || text(file, (declaration.initializer! + 1)..<declaration.end) == "nil"
            else {
                return refuse(.destinationProperty, "'\(className).\(property)' is weak but not optional")
            }
            let weakIndex = declaration.modifiers.first { $0.text == "weak" }!.index
            edits.append(MigrationEdit(range: tokens[weakIndex].start..<tokens[weakIndex + 1].start, replacement: ""))
            edits.append(MigrationEdit(range: bytesStart..<bytesStart, replacement: "@WeakPrepared "))
            if let initializer = declaration.initializer {
                edits.append(
                    MigrationEdit(range: tokens[initializer - 1].end..<tokens[declaration.end - 1].end, replacement: "")
                )
            }
            return .success(SlotDecision(file: file, edits: edits, valueType: valueType))
        }
        if typeTokens.last?.isMark("!") == true {
            return implicitlyUnwrappedSlot(
                property, in: className, file: file, declaration: declaration, typeRange: typeRange)
        }
        edits.append(MigrationEdit(range: bytesStart..<bytesStart, replacement: "@Prepared "))
        return .success(SlotDecision(file: file, edits: edits + observerEdits, valueType: valueType))
    }

    /// `public ` when the class is `public` or `open`: what it adds to satisfy a requirement or
    /// to override must be as visible.
    func accessPrefix(_ className: String) -> String {
        guard let (file, scope) = scope(of: className) else { return "" }
        let tokens = files[file].reader.tokens
        let reader = files[file].reader
        var index = scope.keywordIndex - 1
        while index >= 0 {
            let token = tokens[index]
            if token.isWord("public") || token.isWord("open") { return "public " }
            if token.kind == .identifier, Self.declarationModifiers.contains(token.text) {
                index -= 1
            } else if token.kind == .identifier, index > 0, tokens[index - 1].isMark("@") {
                index -= 2
            } else if token.isMark(")"),
                let opener = (max(0, index - 64)..<index).last(where: { reader.partner[$0] == index }), opener >= 2,
                tokens[opener - 2].isMark("@")
            {
                index = opener - 3
            } else {
                break
            }
        }
        return ""
    }

    /// Whether the declaration whose keyword is at `keyword` is `private` or `fileprivate`.
    func isPrivate(_ file: Int, _ keyword: Int) -> Bool {
        let tokens = files[file].reader.tokens
        var index = keyword - 1
        while index >= 0, keyword - index < 16, tokens[index].kind == .identifier {
            if tokens[index].isWord("private") || tokens[index].isWord("fileprivate") { return true }
            guard Self.declarationModifiers.contains(tokens[index].text) else { break }
            index -= 1
        }
        return false
    }

    /// The edits that turn a kept destination into a `@SegueDestination` property.
    func keptPropertyEdit(_ property: String, in source: String, candidate: MigrationCandidate)
        -> Result<[MigrationEdit], Refusal>
    {
        func refuse(_ kind: MigrationRefusalKind, _ message: String) -> Result<[MigrationEdit], Refusal> {
            .failure(Refusal(value: .refuse(kind, message)))
        }
        guard let (file, declaration) = declaration(property, in: source) else {
            return refuse(.destinationProperty, "'\(source)' declares no stored property '\(property)' of its own")
        }
        if let refusal = deinitReadRefusal(property, in: source) { return .failure(refusal) }
        let tokens = files[file].reader.tokens
        guard declaration.attributes.isEmpty, !declaration.hasAccessors, tokens[declaration.keyword].isWord("var"),
            let type = declaration.type
        else {
            return refuse(.destinationProperty, "'\(source).\(property)' is not a plain 'var' with a written type")
        }
        let modifiers = declaration.modifiers.map(\.text)
        if modifiers.contains(where: { ["unowned", "lazy", "static", "class", "dynamic", "override"].contains($0) }) {
            return refuse(
                .destinationProperty, "'\(source).\(property)' has a modifier @SegueDestination does not take")
        }
        let written = text(file, type).filter { !$0.isWhitespace }
        guard written == candidate.cast.className + "?" else {
            return refuse(
                .destinationProperty,
                "'\(source).\(property)' is '\(written)', not '\(candidate.cast.className)?' (@SegueDestination is optional)"
            )
        }
        if let initializer = declaration.initializer, text(file, (initializer + 1)..<declaration.end) != "nil" {
            return refuse(.destinationProperty, "'\(source).\(property)' has an initial value")
        }
        var edits: [MigrationEdit] = []
        let isWeak = modifiers.contains("weak")
        if let weak = declaration.modifiers.first(where: { $0.text == "weak" }) {
            edits.append(MigrationEdit(range: tokens[weak.index].start..<tokens[weak.index + 1].start, replacement: ""))
        }
        var arguments: [String] = []
        if let identifier = candidate.identifiers?.first { arguments.append("segue: \(Self.quoted(identifier))") }
        if !isWeak { arguments.append("weak: false") }
        let attribute =
            "@SegueDestination" + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")") + " "
        let start = tokens[declaration.start].start
        edits.append(MigrationEdit(range: start..<start, replacement: attribute))
        if let initializer = declaration.initializer {
            edits.append(
                MigrationEdit(range: tokens[initializer - 1].end..<tokens[declaration.end - 1].end, replacement: ""))
        }
        return .success(edits)
    }

    static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
