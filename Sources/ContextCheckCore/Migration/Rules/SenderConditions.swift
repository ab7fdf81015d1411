/// Conditions over the sender and the presenter's own stored state that `context-check migrate`
/// carries into the `offeredValues` hook: an `if` / `else if` / `else` chain inside a branch whose
/// arms assign the destination (`if let call = sender as? Call { d.direction = .incoming } else
/// { d.direction = .outgoing }`, `if showsBack { d.showBackButton = true }`).
///
/// The hook runs where the body calls `super.prepare(for:sender:)` (or at its top), and tests the
/// chain again there. That is the same test only when what the conditions read cannot differ
/// between the two places, which is proved from what they are made of:
///
/// - the sender (a parameter, which nothing can assign), names the chain or an enclosing binding
///   bound, `nil`, `true` and `false`;
/// - the presenter's own stored properties, bare or after `self.`: declared once in the class's
///   body as a `let`, or a `var` without observers, accessors, `lazy`, `dynamic`, `override`
///   or a property wrapper, and declared again by no subclass (an override could compute it):
///   reading one runs no code (``MigrationRun/isStableStoredProperty(_:in:mustBeBool:)``). A
///   computed property is the app's code, a call: it stays. A property read as the condition
///   itself (`if showsBack`, `if !showsBack`) must be declared `Bool`, so that `!` is the
///   standard library's;
/// - `x as? T`, `x is T`, `x == nil`, `x != nil`, `!x` and parentheses over those; no other
///   operator (an app may declare its own `==`), no member of anything but `self`, no call, no
///   subscript, no literal but `nil`, `true` and `false`.
///
/// No statement that stays may write such a property between the chain and the delivery: the
/// conditions are among the candidate's bindings, which the order rule
/// (``MigrationRun/orderBlocker(_:file:_:_:_:)``) reads. A name that the hook's parameters or a
/// local of the body would hide where the hook runs is refused as for any value. The chain
/// converts whole or not at all (its statements are one group): every statement of every arm
/// must be an assignment of the destination (or a `let` of a pure value), all of one class, and
/// the hook writes the same chain, in the same order, so each arm runs exactly when it ran.
enum SenderConditions {
    /// At most this many clauses in a chain; a longer one stays.
    static let maximumClauses = 16
    /// At most this many conditions in a clause; a longer one stays (the hook's printer compares
    /// each part with the later ones).
    static let maximumParts = 32

    /// The presenter properties a condition reads, or `nil` when it is not made only of the parts
    /// listed in the type's summary. `bound` holds the names bound before it (by enclosing
    /// bindings or earlier parts of its clause); `isTest` says it is a condition, not the value of
    /// a binding; `unavailable` tells a name the hook would hide (its parameters, the segue, a
    /// local of the body that is not bound).
    static func stateReads(
        _ range: Range<Int>, _ reader: PrepareBodyReader, sender: String, bound: Set<String>, isTest: Bool,
        unavailable: (String) -> Bool
    ) -> [StateRead]? {
        let tokens = reader.tokens
        guard !range.isEmpty, range.upperBound <= tokens.count else { return nil }
        var reads: [StateRead] = []
        // A condition that is a Boolean read itself, or a negated one: its property must be a Bool.
        let words = reader.texts(range)
        let comparesOrCasts =
            words.contains { ["==", "!=", "as", "is"].contains($0) } || !(isTest || words.contains("!"))
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            defer { index += 1 }
            switch token.kind {
            case .identifier:
                let afterDot = index > range.lowerBound && tokens[index - 1].isMark(".")
                if token.isWord("as") || token.isWord("is") {
                    // `as?` and `is`, then a type: names and dots only.
                    if token.isWord("as") {
                        guard index + 1 < range.upperBound, tokens[index + 1].kind == .operator,
                            tokens[index + 1].text == "?", !tokens[index + 1].spaceBefore
                        else { return nil }
                        index += 1
                    }
                    guard index + 1 < range.upperBound, tokens[index + 1].kind == .identifier else { return nil }
                    index += 1
                    while index + 2 < range.upperBound, tokens[index + 1].isMark("."),
                        tokens[index + 2].kind == .identifier
                    {
                        index += 2
                    }
                    continue
                }
                if afterDot {
                    // Only `self.name`, which the presenter declares.
                    guard index >= range.lowerBound + 2, tokens[index - 2].isWord("self"),
                        index - 2 == range.lowerBound || !tokens[index - 3].isMark(".")
                    else { return nil }
                    reads.append(StateRead(name: token.text, mustBeBool: !comparesOrCasts))
                    continue
                }
                if token.isWord("self") {
                    guard index + 2 < range.upperBound, tokens[index + 1].isMark("."),
                        tokens[index + 2].kind == .identifier
                    else { return nil }
                    continue
                }
                if ["nil", "true", "false"].contains(token.text), !token.isBackticked { continue }
                if unavailable(token.text) { return nil }
                if token.text == sender || bound.contains(token.text) { continue }
                // A type, a static member, a global or a keyword: not proved.
                guard let first = token.text.first, first.isLowercase || first == "_",
                    !PrepareIdioms.conditionKeywords.contains(token.text)
                else { return nil }
                reads.append(StateRead(name: token.text, mustBeBool: !comparesOrCasts))
            case .punctuation:
                guard ["(", ")", "."].contains(token.text) else { return nil }
                if token.text == "(", index > range.lowerBound, tokens[index - 1].kind == .identifier,
                    !token.spaceBefore
                {
                    return nil  // a call
                }
                if token.text == "(", reader.partner[index] <= index || reader.partner[index] >= range.upperBound {
                    return nil
                }
            case .operator:
                switch token.text {
                case "!":
                    // Prefix negation only: a postfix `!` unwraps (and traps).
                    let prefix =
                        index == range.lowerBound || tokens[index - 1].isMark("(")
                        || tokens[index - 1].kind == .operator
                    guard prefix else { return nil }
                case "==", "!=":
                    // Against `nil` only.
                    guard index + 1 < range.upperBound, tokens[index + 1].isWord("nil") else { return nil }
                default:
                    return nil
                }
            default:
                return nil
            }
        }
        return reads
    }
}

/// A property of the presenter that a carried condition reads (see ``SenderConditions``).
struct StateRead: Equatable, Hashable {
    var name: String
    /// Whether the condition is the property itself (`if flag`, `if !flag`): it must be a `Bool`.
    var mustBeBool: Bool
}

/// One part of a clause's condition list: `let name = value` (``names`` holds the name) or a test.
struct ConditionPart: Equatable {
    var tokens: Range<Int>
    var names: [String]
}

/// The arm of a carried `if` chain a statement is in (see ``SenderConditions``).
struct ConditionArm: Equatable {
    /// The chain's `if` token.
    var chain: Int
    /// The clause's number; the chain's clause count for its `else`.
    var clause: Int
    /// Every clause's conditions, part by part, in order (the `else` has none).
    var clauses: [[ConditionPart]]
    /// Whether the chain ends in an `else`.
    var hasElse: Bool

    /// The clause's own conditions (none for the `else`).
    var parts: [ConditionPart] { clause < clauses.count ? clauses[clause] : [] }
}

extension MigrationRun {
    /// The refusal of a candidate under a carried condition that reads a property of the presenter
    /// which is not a stable stored property (see ``SenderConditions``).
    func stateReadProof(source: String, candidate: MigrationCandidate) -> MigrationRefusal? {
        for read in candidate.stateReads
        where !isStableStoredProperty(read.name, in: source, mustBeBool: read.mustBeBool) {
            return .refuse(
                .condition,
                "it runs under a condition that reads '\(read.name)', which is not "
                    + (read.mustBeBool ? "a Bool " : "a ")
                    + "stored property declared once in '\(source)' without observers or accessors (a computed "
                    + "property is the app's code, and the hook would run it at super.prepare(for:sender:)): "
                    + "convert this block by hand"
            )
        }
        return nil
    }

    /// Whether reading `property` of `className` runs no code: a `let`, or a `var` without
    /// observers, accessors, `lazy`, `dynamic`, `override` or a property wrapper, declared once
    /// in the class's own body and again in none of its subclasses; with `mustBeBool`, declared
    /// `Bool` (written, or initialised with `true` or `false`).
    func isStableStoredProperty(_ property: String, in className: String, mustBeBool: Bool) -> Bool {
        guard unique(className) != nil, let (file, declaration) = declaration(property, in: className),
            !declaration.hasAccessors
        else { return false }
        let tokens = files[file].reader.tokens
        guard tokens[declaration.keyword].isWord("var") || tokens[declaration.keyword].isWord("let") else {
            return false
        }
        let modifiers = Set(declaration.modifiers.map(\.text))
        guard modifiers.isDisjoint(with: ["lazy", "dynamic", "override", "static", "class"]),
            declaration.attributes.allSatisfy({ ["IBOutlet", "IBInspectable", "objc"].contains($0) })
        else { return false }
        if mustBeBool {
            let written = declaration.type.map { text(file, $0).filter { !$0.isWhitespace } }
            let initial = declaration.initializer.map { text(file, ($0 + 1)..<declaration.end) }
            guard written == "Bool" || (written == nil && (initial == "true" || initial == "false")) else {
                return false
            }
        }
        for subclass in subclassesByName[className] ?? [] where subclass != className {
            if unique(subclass) == nil { return false }
            for (number, scope) in scopesByName[subclass] ?? [] {
                let subclassTokens = files[number].reader.tokens
                let redeclares = (scope.open..<min(scope.close, subclassTokens.count)).contains { index in
                    index + 1 < subclassTokens.count && subclassTokens[index + 1].text == property
                        && (subclassTokens[index].isWord("var") || subclassTokens[index].isWord("let"))
                }
                if redeclares { return false }
            }
        }
        return true
    }

    /// Whether two candidates' values go to different arms of one carried chain: the hook writes
    /// the same chain, so they are never offered together.
    static func differentArms(_ a: [MigrationBinding], _ b: [MigrationBinding]) -> Bool {
        for first in a {
            guard let arm = first.arm else { continue }
            // The same `if` token and the same clauses: one chain (two bodies in two files could share a token).
            let other = { (mine: ConditionArm) in
                mine.chain == arm.chain && mine.clauses == arm.clauses && mine.clause != arm.clause
            }
            if b.contains(where: { $0.arm.map(other) ?? false }) {
                return true
            }
        }
        return false
    }

    /// The hook's lines for the blocks of one carried chain, all under one header: the bindings
    /// before the chain, then the chain as written, each arm with the values it offers; and
    /// whether a binding before the chain declares a name under the header (``openConditions``).
    func chainLines(
        _ file: Int, header: String, blocks: [(bindings: [MigrationBinding], lines: [String], values: [Range<Int>])],
        indent: String, unit: String
    ) -> (lines: [String], declares: Bool) {
        guard let at = blocks.first?.bindings.firstIndex(where: { $0.arm != nil }),
            let chain = blocks.first?.bindings[at].arm?.chain
        else { return ([], false) }
        let prefix = Array(blocks[0].bindings[..<at])
        guard let shape = blocks[0].bindings[at].arm else { return ([], false) }
        var arms: [Int: (inner: [MigrationBinding], lines: [String], values: [Range<Int>])] = [:]
        for block in blocks {
            guard let position = block.bindings.firstIndex(where: { $0.arm?.chain == chain }),
                let arm = block.bindings[position].arm
            else { continue }
            let inner = Array(block.bindings[(position + 1)...])
            var entry = arms[arm.clause] ?? ([], [], [])
            // Bindings inside an arm only grow: the longest list holds every earlier one.
            if inner.count > entry.inner.count { entry.inner = inner }
            entry.lines += block.lines
            entry.values += block.values
            arms[arm.clause] = entry
        }
        let reader = files[file].reader
        var lines: [String] = []
        // The bindings before the chain: those the values or the chain's conditions read.
        let conditionRanges = shape.clauses.flatMap { $0.map(\.tokens) }
        let (opened, declares) = openConditions(
            file, header: header, prefix, values: blocks.flatMap(\.values) + conditionRanges, depth: indent + unit,
            unit: unit, into: &lines)
        let depth = indent + unit + String(repeating: unit, count: opened)
        // Every arm, in order, even one that offers nothing: a later arm runs only when it does not.
        for clause in 0..<(shape.clauses.count + (shape.hasElse ? 1 : 0)) {
            let entry = arms[clause] ?? ([], [], [])
            let own = clause < shape.clauses.count ? shape.clauses[clause] : []
            // What the arm reads: its values and its own bindings' values.
            var used = Set<String>()
            for value in entry.values { used.formUnion(reader.mentionedNames(value) ?? []) }
            let inner = usedBindings(file, entry.inner, values: entry.values)
            for binding in inner { used.formUnion(reader.mentionedNames(bindingValue(file, binding)) ?? []) }
            var parts: [String] = []
            for (index, part) in own.enumerated() {
                // A later part of the clause may read the name too.
                let later = own.dropFirst(index + 1).contains { other in
                    part.names.contains(where: { (reader.mentionedNames(other.tokens) ?? []).contains($0) })
                }
                if part.names.isEmpty || later || part.names.contains(where: used.contains) {
                    parts.append(text(file, part.tokens))
                } else {
                    parts.append(nilTest(file, MigrationBinding(tokens: part.tokens, isCondition: true, names: [])))
                }
            }
            let opening =
                clause == shape.clauses.count
                ? "} else {" : (clause == 0 ? "if " : "} else if ") + parts.joined(separator: ", ") + " {"
            lines.append(depth + opening)
            for binding in inner { lines.append(depth + unit + text(file, binding.tokens)) }
            for line in entry.lines { lines.append(depth + unit + line) }
        }
        lines.append(depth + "}")
        lines += closingBraces(opened, at: indent + unit, unit: unit)
        return (lines, declares)
    }
}
