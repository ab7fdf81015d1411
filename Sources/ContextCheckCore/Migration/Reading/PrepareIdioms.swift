/// The idioms of hand-written `prepare(for:sender:)` bodies that `context-check migrate`
/// recognises, read from the statement tree of ``PrepareBodyReader``.
///
/// A body is walked once. Each statement gets a role: an assignment to a property of the
/// cast destination or a kept destination (a *candidate* for conversion, which
/// ``MigrationPlanner`` accepts or refuses with a reason), a binding of the destination, a
/// binding of a value that a candidate reads, an identifier dispatch (`if`, `switch`,
/// `guard` on `segue.identifier`), a call of `super.prepare`, or a statement that stays,
/// with the reason it stays.

/// Recognises the idioms in one body.
struct PrepareIdioms {
    let reader: PrepareBodyReader
    let function: PrepareBodyReader.PrepareFunction
    var analysis = PrepareBodyAnalysis()
    var groupCount = 0
    /// Every name the body declares, by statement token: a candidate may read a local name
    /// only when it is transplanted with it.
    var localNames: Set<String> = []
    /// The path and branch of the statement being read.
    var pathNow: [MigrationPathStep] = []
    var branchNow = 0
    /// The identifiers and the certain cast of the statement being read (see ``KeptStatement``).
    var identifiersNow: [String]?
    var certainCastNow: DestinationCast?
    /// The names bound to the destination or its container where the statement being read is.
    var destinationsNow: Set<String> = []
    /// The statement after the one being read in its block, and the end of that block.
    var followingNow: (next: PrepareBodyReader.Statement?, blockEnd: Int) = (nil, 0)
    /// Bindings whose value calls code, waiting for the value that reads them (InlinedBindings.swift):
    /// by name, the binding as it stays if that value does not convert.
    var pendingCallBindings: [String: KeptStatement] = [:]

    /// String constants the sources declare, by the expression that names them (`Segue.help`,
    /// `SegueIdentifier.help.rawValue`).
    let constants: [String: String]
    /// Enums the app compares segues with through its own `==` (`segue == .showDetail`).
    let segueEquatableEnums: Set<String>
    /// Names of ``pureCalls`` that the app declares itself (see ``MigrationRun/shadowedPureCalls()``):
    /// calling them may run the app's code.
    let shadowedCalls: Set<String>
    /// The app's accessors on `UIViewController` whose body is exactly "the navigation
    /// controller's root, or self" (``ContainerPaths/selfOrRootAccessors(_:)``).
    let selfOrRootAccessors: Set<String>

    init(
        reader: PrepareBodyReader, function: PrepareBodyReader.PrepareFunction, constants: [String: String] = [:],
        segueEquatableEnums: Set<String> = [], shadowedCalls: Set<String> = [], selfOrRootAccessors: Set<String> = []
    ) {
        self.shadowedCalls = shadowedCalls
        self.selfOrRootAccessors = selfOrRootAccessors
        self.segueEquatableEnums = segueEquatableEnums
        self.reader = reader
        self.function = function
        self.constants = constants
        localNames = Self.declaredNames(reader: reader, range: (function.open + 1)..<function.close)
    }

    /// Names declared in `range`: by `let`, `var` and `for` (every name of their pattern:
    /// `let (a, b)`, `case let .some(x)`), closure parameters, and local functions and types.
    /// Over-counting is safe: a value that reads such a name stays.
    static func declaredNames(reader: PrepareBodyReader, range: Range<Int>) -> Set<String> {
        var names = Set<String>()
        let tokens = reader.tokens
        let declaring: Set<String> = ["func", "struct", "class", "enum", "actor", "typealias", "protocol"]
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            defer { index += 1 }
            guard token.kind == .identifier, !token.isBackticked else { continue }
            if declaring.contains(token.text), index + 1 < range.upperBound, tokens[index + 1].kind == .identifier {
                names.insert(tokens[index + 1].text)
            }
            if token.text == "let" || token.text == "var" || token.text == "for" {
                // The pattern: up to `=`, `in`, a type's `:` or a block, brackets included.
                var cursor = index + 1
                while cursor < range.upperBound, cursor - index < 256 {
                    let part = tokens[cursor]
                    if part.isMark("=") || part.isMark("{") || part.isWord("in")
                        || ((part.isMark(",") || part.isMark(":")) && !insideGroup(reader, cursor, from: index))
                        || (cursor > index + 1 && part.newlineBefore)
                    {
                        break
                    }
                    if part.kind == .identifier, !tokens[cursor - 1].isMark(".") { names.insert(part.text) }
                    cursor += 1
                }
            }
            if token.text == "in", index > range.lowerBound {
                // `{ a, b in`, `{ (a: A, b) in`: every name back to the closure's brace.
                var cursor = index - 1
                var parameters: [String] = []
                while cursor >= range.lowerBound, index - cursor < 64, !tokens[cursor].isMark("{"),
                    !tokens[cursor].isWord("for")
                {
                    // A capture list (`[weak self]`) names what exists already.
                    if tokens[cursor].isMark("]"),
                        let open = (max(range.lowerBound, cursor - 64)..<cursor).last(
                            where: { reader.partner[$0] == cursor })
                    {
                        cursor = open - 1
                        continue
                    }
                    if tokens[cursor].kind == .identifier,
                        !["self", "throws", "async", "rethrows"].contains(tokens[cursor].text)
                    {
                        parameters.append(tokens[cursor].text)
                    }
                    cursor -= 1
                }
                if cursor >= range.lowerBound, tokens[cursor].isMark("{") { names.formUnion(parameters) }
            }
        }
        return names
    }

    /// Whether the token at `index` is inside a bracket opened after `start`.
    static func insideGroup(_ reader: PrepareBodyReader, _ index: Int, from start: Int) -> Bool {
        var cursor = start + 1
        while cursor < index {
            let close = reader.partner[cursor]
            if close > cursor, close > index { return true }
            cursor = close > cursor ? close + 1 : cursor + 1
        }
        return false
    }

    /// The context of a block.
    struct Context {
        var identifiers: [String]?
        var cast: DestinationCast?
        /// The destination's name in the block, if bound.
        var destination: String?
        /// A container binding (`let navigation = segue.destination as! UINavigationController`).
        var containers: Set<String> = []
        /// Names the segue's identifier is bound to (`guard let identifier = segue.identifier`).
        var identifierAliases: Set<String> = []
        /// Names bound to `Enum(rawValue: identifier)`, with the enum's name.
        var enumAliases: [String: String] = [:]
        /// Set under a test of such a binding: the identifiers it lets through are the enum's,
        /// which only a `switch` on it names; a value converted outside one stays.
        var enumGate: String?
        /// Names bound to `segue.destination` itself, before any cast.
        var destinationAliases: Set<String> = []
        /// Names bound to a navigation controller's root before any cast
        /// (`let destination = (segue.destination as? UINavigationController)?.topViewController`).
        var rootAliases: Set<String> = []
        /// Names bound to the destination, or to its root when it is a navigation controller
        /// (``ContainerPaths/selfOrRootVariable(_:_:at:segue:isDestination:)``).
        var selfOrRootAliases: Set<String> = []
        /// Whether a condition before tested `segue.destination.children.count > 0`, so that
        /// `children[0]` cannot trap.
        var childrenCounted = false
        var bindings: [MigrationBinding] = []
        var path: [MigrationPathStep] = []
        var group: Int?
        var branch = 0
        /// See ``MigrationCandidate/stopsOnOtherDestinations``.
        var stopsOnOtherDestinations = false
        /// See ``MigrationCandidate/stoppingGuards``.
        var stoppingGuards: [Int] = []
        /// See ``MigrationCandidate/earlierCaseClasses``.
        var earlierCaseClasses: [String] = []
        /// See ``MigrationCandidate/earlierArms``.
        var earlierArms: [EarlierArms] = []
        /// See ``MigrationCandidate/destinationScope``.
        var destinationScope: ScopedName?
        /// Whether the statements run only when the destination is of ``cast``'s class (a cast by
        /// `as!`, or in a condition), not merely bound to an optional.
        var castIsCertain = false
        /// See ``MigrationCandidate/stateReads``.
        var stateReads: [StateRead] = []
    }

    /// Walks the body.
    mutating func analyze() {
        guard function.unreadable == nil else { return }
        branchNow = function.open
        var top = Context()
        top.branch = function.open
        block(function.statements, top, topLevel: true)
    }

    mutating func keep(
        _ statement: PrepareBodyReader.Statement, _ kind: MigrationRefusalKind, _ reason: String,
        under condition: Range<Int>? = nil, fileID: String = #fileID
    ) {
        keepCallBindings(read: statement.tokens)
        let refusal = MigrationRefusal.refuse(kind, reason, fileID: fileID)
        analysis.roles[statement.tokens.lowerBound] = .kept(refusal)
        let handsOff = handsOff(statement.tokens) || condition.map(handsOff) == true
        analysis.kept.append(
            KeptStatement(
                statement: statement.tokens, refusal: refusal, path: pathNow, branch: branchNow,
                handsOff: handsOff, identifiers: identifiersNow, certainCast: certainCastNow))
    }

    /// The bindings whose value calls code that `range` reads, kept: the statement reading them stays,
    /// and they stay with it as the statements that call code they are (InlinedBindings.swift).
    mutating func keepCallBindings(read range: Range<Int>) {
        guard !pendingCallBindings.isEmpty else { return }
        for name in pendingCallBindings.keys.sorted()
        where range.contains(where: { tokens[$0].kind == .identifier && tokens[$0].text == name }) {
            keepCallBinding(name)
        }
    }

    /// The binding `name` whose value calls code, kept where it is, in order among the statements that stay.
    mutating func keepCallBinding(_ name: String) {
        guard let binding = pendingCallBindings.removeValue(forKey: name) else { return }
        analysis.roles[binding.statement.lowerBound] = .kept(binding.refusal)
        let at = analysis.kept.firstIndex { $0.statement.lowerBound > binding.statement.lowerBound }
        analysis.kept.insert(binding, at: at ?? analysis.kept.count)
    }

    /// Whether the binding `let name = …` (its value calls code) moves with the statement after it
    /// (InlinedBindings.swift, rules 1 to 3): a plain name, hidden by nothing and hiding nothing the
    /// hook or the candidates read, read once, by the next statement's value.
    func movesWithReader(_ statement: PrepareBodyReader.Statement, name: String, _ context: Context) -> Bool {
        let range = statement.tokens
        guard range.count >= 4, tokens[range.lowerBound + 1].kind == .identifier,
            !tokens[range.lowerBound + 1].isBackticked, tokens[range.lowerBound + 2].isMark("="),
            !Self.hookNames.contains(name), name != segue, name != function.senderName, name != "sender",
            name != "self", !destinationsNow.contains(name),
            !context.bindings.contains(where: { $0.names.contains(name) }),
            pendingCallBindings[name] == nil
        else { return false }
        return InlinedBindings.movesWithNext(
            reader, binding: range, name: name, next: followingNow.next, blockEnd: followingNow.blockEnd)
    }

    /// Where the statements read next run: under `context`'s identifiers and certain cast.
    mutating func runsUnder(_ context: Context) {
        identifiersNow = context.identifiers
        certainCastNow = context.castIsCertain ? context.cast : nil
    }

    /// Whether the tokens read the segue's destination or a name bound to it.
    func handsOff(_ range: Range<Int>) -> Bool {
        range.contains { index in
            let token = tokens[index]
            guard token.kind == .identifier, index == 0 || !tokens[index - 1].isMark(".") else { return false }
            if destinationsNow.contains(token.text) { return true }
            return token.text == segue && index + 2 < range.upperBound && tokens[index + 1].isMark(".")
                && isDestinationWord(tokens[index + 2].text)
        }
    }

    var segue: String { function.segueName }
    var tokens: SwiftTokens { reader.tokens }

    mutating func block(_ statements: [PrepareBodyReader.Statement], _ start: Context, topLevel: Bool = false) {
        var context = start
        var index = 0
        // Whether a `var` followed by an `if` was tried as a self-or-root variable in this block.
        var triedVariable = false
        while index < statements.count {
            let statement = statements[index]
            defer { index += 1 }
            pathNow = context.path
            branchNow = context.branch
            runsUnder(context)
            destinationsNow = context.containers.union(context.destinationAliases).union(context.rootAliases).union(
                context.destination.map { [$0] } ?? []
            ).union(context.selfOrRootAliases)
            followingNow = (
                index + 1 < statements.count ? statements[index + 1] : nil, statements.last?.tokens.upperBound ?? 0
            )
            // `var target = segue.destination` and `if let n = target as? UINavigationController, let top =
            // n.topViewController { target = top }`: one name for the destination or its root (tried once
            // per block, so that the scan of the rest of the block stays linear).
            if !triedVariable, context.selfOrRootAliases.isEmpty, case .simple = statement.kind,
                tokens[statement.tokens.lowerBound].isWord("var"), index + 1 < statements.count,
                case .ifChain = statements[index + 1].kind
            {
                triedVariable = true
                if let name = ContainerPaths.selfOrRootVariable(
                    reader, statements, at: index, segue: segue, isDestination: isDestinationWord)
                {
                    context.selfOrRootAliases.insert(name)
                    analysis.roles[statement.tokens.lowerBound] = .destinationBinding(name: name)
                    analysis.roles[statements[index + 1].tokens.lowerBound] = .destinationBinding(name: name)
                    index += 1
                    continue
                }
            }
            switch statement.kind {
            case .simple:
                simple(statement, &context)
            case .opaque:
                // `defer { super.prepare(for: segue, sender: sender) }`, as the migration writes it
                // (DeliveryPlacement.swift): the super call, run after everything else.
                if topLevel, MigrationRun.isDeferredSuperCall(reader, statement.tokens) {
                    analysis.roles[statement.tokens.lowerBound] = .superCall
                    analysis.superCall = statement.tokens
                    continue
                }
                keep(statement, .sideEffect, "a loop, a 'do' or a 'defer' stays as written")
            case .ifChain(let clauses, let elseBlock):
                ifChain(statement, clauses: clauses, elseBlock: elseBlock, context)
            case .switchStatement(let subject, let cases, _):
                switchStatement(statement, subject: subject, cases: cases, context)
            case .guardStatement(let conditions, let elseBlock):
                let stops = ConditionForms.stopsTheApp(elseBlock, reader)
                guard isReturnOnly(elseBlock) || stops else {
                    keep(statement, .condition, "a 'guard' whose 'else' does more than return stays")
                    continue
                }
                var narrowed = context
                guard let reading = self.conditions(conditions, &narrowed), reading.others.isEmpty else {
                    keep(statement, .condition, "a 'guard' on something other than the identifier or the destination")
                    continue
                }
                if let name = narrowed.destination, name != context.destination, let last = statements.last {
                    narrowed.destinationScope = ScopedName(
                        name: name, scope: statement.tokens.upperBound..<last.tokens.upperBound)
                }
                if stops {
                    // A stop for other segues is no dispatch: converted, those segues would go on.
                    guard reading.identifiers == nil, narrowed.enumGate == context.enumGate,
                        narrowed.identifierAliases == context.identifierAliases
                    else {
                        keep(
                            statement, .condition,
                            "a 'guard' on the identifier whose 'else' stops the app (fatalError) stays: converted, "
                                + "another segue would no longer stop it; return instead of stopping if that is meant")
                        continue
                    }
                    if narrowed.cast != context.cast { narrowed.stopsOnOtherDestinations = true }
                    if !reading.valueBindings.isEmpty || narrowed.containers != context.containers {
                        narrowed.stoppingGuards.append(statement.tokens.lowerBound)
                    }
                }
                if let identifiers = reading.identifiers {
                    narrowed.identifiers = Self.intersect(context.identifiers, identifiers)
                    narrowed.branch = statement.tokens.lowerBound
                    analysis.branches.append(statement.tokens.lowerBound)
                }
                // `guard let first = names.first else { return }`: what follows runs only when it binds,
                // so a value converted after it is added under the same condition.
                for (part, name) in zip(reading.valueBindings, reading.valueNames) {
                    narrowed.bindings.append(MigrationBinding(tokens: part, isCondition: true, names: name))
                }
                analysis.roles[statement.tokens.lowerBound] = .dispatch
                // The rest of the block runs under the guard's conditions.
                context = narrowed
            }
        }
        // A binding whose reader was not read as a statement of this block (never, by rule 2 of
        // InlinedBindings.swift; kept all the same rather than moved without it).
        if let first = statements.first, let last = statements.last {
            let block = first.tokens.lowerBound..<last.tokens.upperBound
            for name in pendingCallBindings.keys.sorted()
            where pendingCallBindings[name].map({ block.contains($0.statement.lowerBound) }) == true {
                keepCallBinding(name)
            }
        }
        _ = topLevel
    }

    func isReturnOnly(_ block: PrepareBodyReader.Block) -> Bool {
        block.statements.count == 1 && reader.texts(block.statements[0].tokens) == ["return"]
    }

    static func intersect(_ outer: [String]?, _ inner: [String]) -> [String] {
        guard let outer else { return inner }
        return inner.filter(outer.contains)
    }
}
