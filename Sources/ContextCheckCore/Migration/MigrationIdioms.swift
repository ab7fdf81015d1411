/// The idioms of hand-written `prepare(for:sender:)` bodies that `context-check migrate`
/// recognises, read from the statement tree of ``PrepareBodyReader``.
///
/// A body is walked once. Each statement gets a role: an assignment to a property of the
/// cast destination or a kept destination (a *candidate* for conversion, which
/// ``MigrationPlanner`` accepts or refuses with a reason), a binding of the destination, a
/// binding of a value that a candidate reads, an identifier dispatch (`if`, `switch`,
/// `guard` on `segue.identifier`), a call of `super.prepare`, or a statement that stays,
/// with the reason it stays.

/// Why a branch or a statement is not converted, grouped in the totals.
enum MigrationRefusalKind: String, CaseIterable, Codable, Sendable {
    /// A call or a statement whose effect the library does not reproduce.
    case sideEffect = "side-effect"
    /// The destination property cannot become a slot as it is declared.
    case destinationProperty = "destination-property"
    /// A type that the sources do not declare where it can be read.
    case unresolvedType = "unresolved-type"
    /// The storyboards do not prove which class the segue reaches, or how.
    case storyboard
    /// An identifier that is not a string literal.
    case identifier
    /// A condition other than the identifier and the destination's class.
    case condition
    /// Converting would change the order of the statements.
    case order
    /// Another presenter would deliver into the new slot.
    case conflict
    /// The presenting class cannot take part as it is declared.
    case sourceClass = "source-class"
    /// The body cannot be read statement by statement.
    case unreadable
    /// Other statements of the branch stay, and converting only this one would make the handoff
    /// longer (NeverLonger.swift).
    case longer
}

/// How the destination is reached from `segue.destination`.
enum DestinationPath: String, Codable, Sendable {
    /// `segue.destination as? Detail`.
    case direct
    /// `(segue.destination as? UINavigationController)?.topViewController as? Detail`, or its
    /// `viewControllers.first` or `children.first`.
    case navigationRoot
    /// The destination itself, or its root when it is a navigation controller: a variable set to
    /// the navigation controller's top, or the app's own accessor whose body says exactly that
    /// (`segue.destination.contents as? Detail`; see ``ContainerPaths``).
    case selfOrNavigationRoot
    /// `segue.destination.children.first as? Detail`: the destination's first child, its root
    /// only when the destination is a navigation controller.
    case navigationChild
}

/// A recognised cast of the segue's destination.
struct DestinationCast: Equatable {
    /// The class cast to.
    var className: String
    var path: DestinationPath
}

/// A statement that may be converted.
struct MigrationCandidate {
    enum Action {
        /// `destination.property = value`.
        case assign(property: String, value: Range<Int>)
        /// `self.property = destination`: a kept destination.
        case keep(property: String)
    }

    var action: Action
    /// The statement.
    var statement: Range<Int>
    /// The identifiers its branch runs for; `nil` for any segue.
    var identifiers: [String]?
    var cast: DestinationCast
    /// Bindings the value reads, in order: `let` statements and `if let` conditions, transplanted
    /// into the hook.
    var bindings: [MigrationBinding]
    /// Candidates that convert only together (the assignments of one `if let` block).
    var group: Int?
    /// The dispatch clauses it is in, outermost first: (statement, clause).
    var path: [MigrationPathStep]
    /// The branch it belongs to: the first token of its clause, case or guard, or the body's
    /// opening brace for the top level.
    var branch: Int
    /// Whether a `guard` before it stops the app (`fatalError`) when the destination is not of
    /// its class: it converts only where every segue of its branch reaches that class.
    var stopsOnOtherDestinations = false
    /// A kept destination written as the cast itself, under no test of its class
    /// (`kept = segue.destination as? C`): it writes `nil` where the destination is another class.
    var keptCastMayFail = false
    /// The `guard`s before it that stop the app when a value does not bind (the sender's
    /// class, a row): converted, it gets a note saying the failure case changes.
    var stoppingGuards: [Int] = []
    /// In a `switch` on the destination's class, the classes of the cases before its own: a
    /// destination of one of them never reaches its case.
    var earlierCaseClasses: [String] = []
    /// When a condition binds the destination's name (`if let d = …`, `guard let d = …`,
    /// `case let d as …`), the tokens where that name is in scope: converted, a candidate must not
    /// leave the name unused by what stays there (an unused binding warns).
    var destinationScope: ScopedName?
    /// The presenter's properties that the carried conditions it runs under read (see
    /// ``SenderConditions``): each must be a stored property that reading runs no code for.
    var stateReads: [StateRead] = []
    /// Whether its value calls code (a function, a method, an initializer): it converts only where
    /// ``MigrationRun/callProof(_:source:)`` proves the call runs as before (see CallValues.swift).
    var makesCalls = false
    /// The clauses of the `if` chains it is in, with the clauses before each (ChainArms.swift).
    var earlierArms: [EarlierArms] = []
}

/// A name and the tokens where it is in scope.
struct ScopedName: Hashable {
    var name: String
    var scope: Range<Int>
    /// Whether the statement binding it stays even when nothing stays in its scope (a clause of
    /// an `if` chain whose `else` stays is left empty).
    var staysWhenEmpty = false
}

/// A clause of an identifier dispatch: candidates in different clauses of one dispatch never
/// run in the same call.
struct MigrationPathStep: Equatable {
    var dispatch: Int
    var clause: Int
}

/// A value binding a candidate reads: `let row = …` or the conditions of `if let indexPath = …`.
struct MigrationBinding: Equatable {
    /// The statement or the condition list as written.
    var tokens: Range<Int>
    /// Whether it is the condition list of an `if` (the values are added inside it).
    var isCondition: Bool
    /// The names it binds.
    var names: [String]
    /// The arm of a carried `if` chain it stands for (see ``SenderConditions``): the hook writes
    /// the chain, not this binding's tokens.
    var arm: ConditionArm? = nil
    /// Whether its value calls code: it moves only with the one value that reads it, which then
    /// converts as a value that calls code (InlinedBindings.swift).
    var callsCode = false
}

/// A statement that stays, with why.
struct KeptStatement {
    var statement: Range<Int>
    var kind: MigrationRefusalKind
    var reason: String
    /// The dispatch clauses it is in.
    var path: [MigrationPathStep]
    /// The branch it belongs to (see ``MigrationCandidate/branch``).
    var branch: Int
    /// Whether it hands something to the destination (reads `segue.destination` or a name bound
    /// to it): its branch counts as a handoff.
    var handsOff = false
    /// The identifiers it can run for at most; `nil` for any segue (see ``MigrationRun/neverTogether``).
    var identifiers: [String]? = nil
    /// The destination's class where it runs only when the destination is of that class (after
    /// `as!`, `if let`, `guard let`); `nil` when that is not certain.
    var certainCast: DestinationCast? = nil
}

/// What one body holds, statement by statement.
struct PrepareBodyAnalysis {
    /// The role of each statement, by its first token.
    enum Role {
        case candidate(Int)
        /// A binding of the destination or of its container.
        case destinationBinding(name: String)
        /// `let name = value` that candidates read.
        case valueBinding(name: String)
        /// `if let … { assignments }` whose assignments form a group.
        case valueBlock(group: Int)
        /// An `if`, a `switch` or a `guard` on the identifier, or an `if let` of the destination.
        case dispatch
        case superCall
        /// It stays: why.
        case kept(MigrationRefusalKind, String)
    }

    var candidates: [MigrationCandidate] = []
    var roles: [Int: Role] = [:]
    /// Statements that stay, with why, in order.
    var kept: [KeptStatement] = []
    /// The super call, if any.
    var superCall: Range<Int>?
    /// Identifier dispatches and their branches, for the totals: the branch's first token.
    var branches: [Int] = []
    /// What the conditions of each clause of an `if` chain say of the segues it runs for, by the
    /// clause's `if` token (ChainArms.swift).
    var armFacts: [Int: ArmFacts] = [:]
    /// For each case of a `switch` on the identifier (by its `case` token): the identifiers it
    /// matches, `nil` when a pattern or a `where` clause is not read (it may match any).
    var caseIdentifiers: [Int: Set<String>?] = [:]
    /// For each case of a `switch` on the destination's class (by its `case` token): the class.
    var caseClasses: [Int: String] = [:]
}

/// What the conditions of a clause of an `if` chain say of every segue the clause runs for
/// (ChainArms.swift).
struct ArmFacts: Equatable {
    /// The clause's `if` token.
    var keyword: Int
    /// The identifiers one of which the segue has, when the conditions test the identifier.
    var identifiers: Set<String>?
    /// The class the destination (or the controller the cast's path reaches in it) is of, when
    /// the conditions cast it.
    var cast: DestinationCast?
}

/// A clause of an `if` chain a candidate is in, and the clauses before it: only the first clause
/// whose conditions hold runs.
struct EarlierArms: Equatable {
    var mine: ArmFacts
    var earlier: [ArmFacts]
}

/// Recognises the idioms in one body.
struct PrepareIdioms {
    let reader: PrepareBodyReader
    let function: PrepareBodyReader.PrepareFunction
    private(set) var analysis = PrepareBodyAnalysis()
    private var groupCount = 0
    /// Every name the body declares, by statement token: a candidate may read a local name
    /// only when it is transplanted with it.
    private var localNames: Set<String> = []
    /// The path and branch of the statement being read.
    private var pathNow: [MigrationPathStep] = []
    private var branchNow = 0
    /// The identifiers and the certain cast of the statement being read (see ``KeptStatement``).
    private var identifiersNow: [String]?
    private var certainCastNow: DestinationCast?
    /// The names bound to the destination or its container where the statement being read is.
    private var destinationsNow: Set<String> = []
    /// The statement after the one being read in its block, and the end of that block.
    private var followingNow: (next: PrepareBodyReader.Statement?, blockEnd: Int) = (nil, 0)
    /// Bindings whose value calls code, waiting for the value that reads them (InlinedBindings.swift):
    /// by name, the binding as it stays if that value does not convert.
    private var pendingCallBindings: [String: KeptStatement] = [:]

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
    private static func insideGroup(_ reader: PrepareBodyReader, _ index: Int, from start: Int) -> Bool {
        var cursor = start + 1
        while cursor < index {
            let close = reader.partner[cursor]
            if close > cursor, close > index { return true }
            cursor = close > cursor ? close + 1 : cursor + 1
        }
        return false
    }

    /// The context of a block.
    private struct Context {
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

    private mutating func keep(
        _ statement: PrepareBodyReader.Statement, _ kind: MigrationRefusalKind, _ reason: String,
        under condition: Range<Int>? = nil
    ) {
        keepCallBindings(read: statement.tokens)
        analysis.roles[statement.tokens.lowerBound] = .kept(kind, reason)
        let handsOff = handsOff(statement.tokens) || condition.map(handsOff) == true
        analysis.kept.append(
            KeptStatement(
                statement: statement.tokens, kind: kind, reason: reason, path: pathNow, branch: branchNow,
                handsOff: handsOff, identifiers: identifiersNow, certainCast: certainCastNow))
    }

    /// The bindings whose value calls code that `range` reads, kept: the statement reading them stays,
    /// and they stay with it as the statements that call code they are (InlinedBindings.swift).
    private mutating func keepCallBindings(read range: Range<Int>) {
        guard !pendingCallBindings.isEmpty else { return }
        for name in pendingCallBindings.keys.sorted()
        where range.contains(where: { tokens[$0].kind == .identifier && tokens[$0].text == name }) {
            keepCallBinding(name)
        }
    }

    /// The binding `name` whose value calls code, kept where it is, in order among the statements that stay.
    private mutating func keepCallBinding(_ name: String) {
        guard let binding = pendingCallBindings.removeValue(forKey: name) else { return }
        analysis.roles[binding.statement.lowerBound] = .kept(binding.kind, binding.reason)
        let at = analysis.kept.firstIndex { $0.statement.lowerBound > binding.statement.lowerBound }
        analysis.kept.insert(binding, at: at ?? analysis.kept.count)
    }

    /// Whether the binding `let name = …` (its value calls code) moves with the statement after it
    /// (InlinedBindings.swift, rules 1 to 3): a plain name, hidden by nothing and hiding nothing the
    /// hook or the candidates read, read once, by the next statement's value.
    private func movesWithReader(_ statement: PrepareBodyReader.Statement, name: String, _ context: Context) -> Bool {
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
    private mutating func runsUnder(_ context: Context) {
        identifiersNow = context.identifiers
        certainCastNow = context.castIsCertain ? context.cast : nil
    }

    /// Whether the tokens read the segue's destination or a name bound to it.
    private func handsOff(_ range: Range<Int>) -> Bool {
        range.contains { index in
            let token = tokens[index]
            guard token.kind == .identifier, index == 0 || !tokens[index - 1].isMark(".") else { return false }
            if destinationsNow.contains(token.text) { return true }
            return token.text == segue && index + 2 < range.upperBound && tokens[index + 1].isMark(".")
                && isDestinationWord(tokens[index + 2].text)
        }
    }

    private var segue: String { function.segueName }
    private var tokens: SwiftTokens { reader.tokens }

    private mutating func block(_ statements: [PrepareBodyReader.Statement], _ start: Context, topLevel: Bool = false) {
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

    private func isReturnOnly(_ block: PrepareBodyReader.Block) -> Bool {
        block.statements.count == 1 && reader.texts(block.statements[0].tokens) == ["return"]
    }

    static func intersect(_ outer: [String]?, _ inner: [String]) -> [String] {
        guard let outer else { return inner }
        return inner.filter(outer.contains)
    }

    // MARK: Conditions

    private struct ConditionReading {
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
    private mutating func conditions(_ range: Range<Int>, _ context: inout Context) -> ConditionReading? {
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
    private func casePattern(_ range: Range<Int>, _ context: Context) -> [String]? {
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

    private func split(_ range: Range<Int>, at separators: Set<String>) -> [Range<Int>] {
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
    private func identifierTest(_ range: Range<Int>, _ context: Context) -> [String]? {
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
    private func identifierValue(_ range: Range<Int>) -> String? {
        if range.count == 1 { return literal(at: range.lowerBound) }
        let words = reader.texts(range)
        guard words.count >= 3, words.count <= 7,
            words.allSatisfy({ $0 == "." || $0.first?.isLetter == true || $0.first == "_" })
        else { return nil }
        return constants[words.joined()]
    }

    private func literal(at index: Int) -> String? {
        guard let content = reader.stringLiteral(index), !content.contains("\\") else { return nil }
        return content
    }

    /// `Enum(rawValue: identifier)` for a `String` enum whose cases the sources declare: the enum's name.
    private func enumInitializer(_ range: Range<Int>, _ context: Context) -> String? {
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
    private func enumCase(_ range: Range<Int>, of enumName: String) -> String? {
        let words = reader.texts(range)
        if words.count == 2, words[0] == "." { return constants[enumName + "." + words[1] + ".rawValue"] }
        if words.count >= 3, words[words.count - 2] == ".", words.dropLast(2).joined() == enumName {
            return constants[enumName + "." + words[words.count - 1] + ".rawValue"]
        }
        return nil
    }

    private func isIdentifierSubject(_ words: [String], _ context: Context) -> Bool {
        words == [segue, ".", "identifier"] || (words.count == 1 && context.identifierAliases.contains(words[0]))
    }

    // MARK: Compound statements

    private mutating func ifChain(
        _ statement: PrepareBodyReader.Statement, clauses: [PrepareBodyReader.IfClause],
        elseBlock: PrepareBodyReader.Block?, _ context: Context
    ) {
        // `if let indexPath = tableView.indexPathForSelectedRow { destination.item = … }` under a
        // destination: a value block, whose assignments convert together.
        if clauses.count == 1, elseBlock == nil {
            var narrowed = context
            if let reading = conditions(clauses[0].conditions, &narrowed), reading.others.isEmpty,
                reading.identifiers == nil, narrowed.cast == context.cast, narrowed.enumGate == context.enumGate,
                !reading.valueBindings.isEmpty
            {
                groupCount += 1
                narrowed.group = groupCount
                for (part, name) in zip(reading.valueBindings, reading.valueNames) {
                    narrowed.bindings.append(MigrationBinding(tokens: part, isCondition: true, names: name))
                }
                let before = analysis.candidates.count
                block(clauses[0].block.statements, narrowed)
                // Assignments, and the destination's cast when the block makes it.
                let inner = clauses[0].block.statements.allSatisfy { inner in
                    switch analysis.roles[inner.tokens.lowerBound] {
                    case .candidate, .valueBinding: return true
                    case .destinationBinding: return context.cast == nil
                    default: return false
                    }
                }
                runsUnder(context)
                if inner && analysis.candidates.count > before {
                    analysis.roles[statement.tokens.lowerBound] = .valueBlock(group: groupCount)
                } else {
                    keep(statement, .sideEffect, "an 'if let' block that does more than assign the destination stays")
                    // Its assignments stay with it.
                    for candidate in before..<analysis.candidates.count { analysis.candidates[candidate].group = -1 }
                }
                return
            }
        }
        // `if let call = sender as? Call { … } else { … }`, `if showsBack { … }` (SenderConditions.swift).
        if carriedChain(statement, clauses: clauses, elseBlock: elseBlock, context) { return }
        let dispatch = statement.tokens.lowerBound
        var recognised = false
        // The identifiers earlier clauses take whatever else holds, and the clause taking each.
        var taken: [String: Int] = [:]
        // What the clauses before the one read say of their segues.
        var earlierArms: [ArmFacts] = []
        for (number, clause) in clauses.enumerated() {
            let tests = split(clause.conditions, at: [",", "&&"]).compactMap { identifierTest($0, context) }
            var facts = ArmFacts(
                keyword: clause.keyword,
                identifiers: tests.first.map { first in tests.dropFirst().reduce(Set(first)) { $0.intersection($1) } },
                cast: plainDestinationCast(clause.conditions))
            analysis.armFacts[clause.keyword] = facts
            defer { earlierArms.append(analysis.armFacts[clause.keyword] ?? facts) }
            if let earlier = unreachableClause(clause, taken: &taken, context) {
                // It never runs: it stays as written, and it hands nothing over (not a branch).
                pathNow = context.path + [MigrationPathStep(dispatch: dispatch, clause: number)]
                runsUnder(context)
                let first = analysis.kept.count
                let line = tokens[earlier].line
                keepInside(
                    clause.block, .condition,
                    "this arm never runs: the arm at line \(line) takes every segue it tests for first; delete it by hand"
                )
                for index in first..<analysis.kept.count { analysis.kept[index].handsOff = false }
                continue
            }
            var narrowed = context
            narrowed.path.append(MigrationPathStep(dispatch: dispatch, clause: number))
            narrowed.branch = clause.keyword
            pathNow = narrowed.path
            branchNow = clause.keyword
            runsUnder(context)
            guard let reading = conditions(clause.conditions, &narrowed), reading.others.isEmpty,
                reading.identifiers != nil || narrowed.cast != context.cast || narrowed.enumGate != context.enumGate
                    || narrowed.destination != context.destination
            else {
                analysis.branches.append(clause.keyword)
                keepInside(
                    clause.block, .condition, "under a condition other than the identifier or the destination's class",
                    under: clause.conditions)
                continue
            }
            recognised = true
            if let cast = narrowed.cast, cast != context.cast {
                facts.cast = cast
                analysis.armFacts[clause.keyword] = facts
            }
            narrowed.earlierArms.append(EarlierArms(mine: facts, earlier: earlierArms))
            if let name = narrowed.destination, name != context.destination {
                narrowed.destinationScope = ScopedName(
                    name: name, scope: clause.block.open..<(clause.block.close + 1),
                    staysWhenEmpty: elseBlock.map { !$0.statements.isEmpty } ?? false)
            }
            if let identifiers = reading.identifiers {
                narrowed.identifiers = Self.intersect(context.identifiers, identifiers)
            }
            // `if segue.identifier == "x", let cell = sender as? Cell`: the clause runs only when they
            // bind, so the values converted in it are added under the same conditions.
            for (part, name) in zip(reading.valueBindings, reading.valueNames) {
                narrowed.bindings.append(MigrationBinding(tokens: part, isCondition: true, names: name))
            }
            analysis.branches.append(clause.keyword)
            block(clause.block.statements, narrowed)
        }
        if let elseBlock {
            pathNow = context.path + [MigrationPathStep(dispatch: dispatch, clause: clauses.count)]
            runsUnder(context)
            keepInside(elseBlock, .condition, "an 'else' runs for every other segue and stays as written")
        }
        runsUnder(context)
        if recognised {
            analysis.roles[statement.tokens.lowerBound] = .dispatch
        } else {
            keep(statement, .condition, "an 'if' on something other than the identifier or the destination's class")
        }
    }

    /// The class a condition list casts `segue.destination` itself to, in a part of its own
    /// (`let d = segue.destination as? Detail`, `segue.destination is Detail`), whatever its
    /// other parts say: the clause runs only for a destination of that class.
    private func plainDestinationCast(_ conditions: Range<Int>) -> DestinationCast? {
        for part in split(conditions, at: [",", "&&"]) {
            let words = reader.texts(part)
            let simple = part.allSatisfy { tokens[$0].kind != .string }
            if simple, words.count == 9, words[0] == "let", words[2] == "=", words[3] == segue, words[4] == ".",
                words[5] == "destination", words[6] == "as", words[7] == "?"
            {
                return DestinationCast(className: words[8], path: .direct)
            }
            if simple, words.count == 5, words[0] == segue, words[1] == ".", words[2] == "destination", words[3] == "is"
            {
                return DestinationCast(className: words[4], path: .direct)
            }
        }
        return nil
    }

    /// The first token of the earlier clause that makes `clause` unreachable: every identifier
    /// `clause` tests for is in `taken`, the identifiers of earlier clauses whose conditions are
    /// identifier tests only (so they run for those segues whatever else holds, and an `else if`
    /// after them never does). A clause of identifier tests only adds its own to `taken`.
    private func unreachableClause(_ clause: PrepareBodyReader.IfClause, taken: inout [String: Int], _ context: Context)
        -> Int?
    {
        let tests = split(clause.conditions, at: [",", "&&"]).map { identifierTest($0, context) }
        // A clause with another condition may fail where its identifier matches: it takes nothing.
        guard !tests.isEmpty, tests.allSatisfy({ $0 != nil }) else { return nil }
        var identifiers = Set(tests[0] ?? [])
        for test in tests.dropFirst() { identifiers.formIntersection(test ?? []) }
        if let first = identifiers.sorted().first, identifiers.allSatisfy({ taken[$0] != nil }) {
            return taken[first]
        }
        for identifier in identifiers where taken[identifier] == nil { taken[identifier] = clause.keyword }
        return nil
    }

    /// Marks every statement of a block as kept (the statement itself stays with its block).
    private mutating func keepInside(
        _ block: PrepareBodyReader.Block, _ kind: MigrationRefusalKind, _ reason: String,
        under condition: Range<Int>? = nil
    ) {
        for statement in block.statements { keep(statement, kind, reason, under: condition) }
    }

    private mutating func switchStatement(
        _ statement: PrepareBodyReader.Statement, subject: Range<Int>, cases: [PrepareBodyReader.SwitchCase],
        _ context: Context
    ) {
        // `switch (segue.identifier ?? "")`: the parentheses change nothing.
        let subject = ConditionForms.unwrapped(subject, reader)
        var words = reader.texts(subject)
        // `segue.identifier ?? ""`: a segue without an identifier matches no case (`""` is no identifier).
        if words.count >= 2, words[words.count - 2] == "??", literal(at: subject.upperBound - 1) == "" {
            words.removeLast(2)
        }
        let fallsThrough = reader.texts(statement.tokens).contains("fallthrough")
        if !fallsThrough, destinationTypeSwitch(statement, subject: subject, cases: cases, context) { return }
        let enumName = words.count == 1 ? context.enumAliases[words[0]] : nil
        guard
            (isIdentifierSubject(words, context) || words == [segue, ".", "identifier", "!"] || enumName != nil)
                && !fallsThrough
        else {
            let reason =
                fallsThrough ? "a 'switch' with 'fallthrough'" : "a 'switch' on something other than the identifier"
            for item in cases {
                for inner in item.statements { keep(inner, .condition, reason) }
            }
            keep(statement, .condition, reason)
            return
        }
        analysis.roles[statement.tokens.lowerBound] = .dispatch
        let dispatch = statement.tokens.lowerBound
        // Only the first case that matches runs: what the cases before take, and whether one of them
        // may match what cannot be read.
        var taken: [String: Int] = [:]
        var mayBeTaken: [String: Int] = [:]
        var unreadEarlier: Int?
        for (number, item) in cases.enumerated() {
            var narrowed = context
            narrowed.path.append(MigrationPathStep(dispatch: dispatch, clause: number))
            narrowed.branch = item.keyword
            pathNow = narrowed.path
            branchNow = item.keyword
            runsUnder(context)
            if item.isDefault {
                for inner in item.statements {
                    if reader.texts(inner.tokens) == ["break"] {
                        analysis.roles[inner.tokens.lowerBound] = .dispatch
                    } else {
                        keep(inner, .condition, "'default' runs for every other segue and stays as written")
                    }
                }
                continue
            }
            var identifiers: [String] = []
            var readable = true
            // `case "a" where flag:` matches "a" only when the clause holds: it takes nothing for sure.
            let whereClause = item.patterns.first { tokens[$0].isWord("where") }
            for pattern in split(item.patterns.lowerBound..<(whereClause ?? item.patterns.upperBound), at: [","]) {
                if let enumName, let value = enumCase(pattern, of: enumName) {
                    identifiers.append(value)
                } else if enumName == nil, let literal = identifierValue(pattern) {
                    identifiers.append(literal)
                } else {
                    readable = false
                }
            }
            guard readable, whereClause == nil else {
                analysis.caseIdentifiers[item.keyword] = readable ? Set(identifiers) : .some(nil)
                if readable {
                    for identifier in identifiers where mayBeTaken[identifier] == nil {
                        mayBeTaken[identifier] = item.keyword
                    }
                    for inner in item.statements {
                        keep(inner, .condition, "a case with a 'where' clause stays as written")
                    }
                    continue
                }
                unreadEarlier = unreadEarlier ?? item.keyword
                for inner in item.statements {
                    keep(
                        inner, .identifier,
                        "a case whose pattern is not a string literal (an identifier constant or enum)")
                }
                continue
            }
            analysis.caseIdentifiers[item.keyword] = Set(identifiers)
            defer { for identifier in identifiers where taken[identifier] == nil { taken[identifier] = item.keyword } }
            if let unread = unreadEarlier {
                let line = tokens[unread].line
                for inner in item.statements {
                    keep(
                        inner, .condition,
                        "the case at line \(line) comes first and may match its segue (a pattern or a 'where' the "
                            + "assistant does not read): convert by hand")
                }
                continue
            }
            // A segue an earlier case matches never reaches this one.
            let live = identifiers.filter { taken[$0] == nil }
            if let identifier = live.first(where: { mayBeTaken[$0] != nil }), let earlier = mayBeTaken[identifier] {
                let line = tokens[earlier].line
                for inner in item.statements {
                    keep(
                        inner, .condition,
                        "the case at line \(line) comes first and matches '\(identifier)' when its 'where' clause holds: "
                            + "convert by hand")
                }
                continue
            }
            if live.isEmpty, let first = identifiers.first, let earlier = taken[first] {
                let line = tokens[earlier].line
                let kept = analysis.kept.count
                for inner in item.statements {
                    keep(
                        inner, .condition,
                        "this case never runs: the case at line \(line) matches every segue it names first; delete it by "
                            + "hand")
                }
                for index in kept..<analysis.kept.count { analysis.kept[index].handsOff = false }
                continue
            }
            identifiers = live
            narrowed.identifiers = Self.intersect(context.identifiers, identifiers)
            if enumName != nil { narrowed.enumGate = nil }
            analysis.branches.append(item.keyword)
            block(item.statements, narrowed)
        }
    }

    /// `switch segue.destination { case let detail as Detail: … case is Other: … default: … }`:
    /// each case a branch for its class, read as a cast. A destination of two of the classes
    /// runs only the first case: ``MigrationCandidate/earlierCaseClasses`` lets the planner
    /// refuse a case whose class is related to an earlier one's. `false` when it is no such switch.
    private mutating func destinationTypeSwitch(
        _ statement: PrepareBodyReader.Statement, subject: Range<Int>, cases: [PrepareBodyReader.SwitchCase],
        _ context: Context
    ) -> Bool {
        let words = normalized(subject)
        let through = containerPath(words, context)
        guard context.cast == nil, context.enumGate == nil,
            (words.count == 3 && words[0] == segue && words[1] == "." && isDestinationWord(words[2]))
                || (words.count == 1 && context.destinationAliases.contains(words[0]))
                || through == .selfOrNavigationRoot
        else { return false }
        var patterns: [(className: String, name: String?)?] = []
        for item in cases where !item.isDefault {
            let range = item.patterns
            let texts = reader.texts(range)
            let simple = range.allSatisfy { tokens[$0].kind == .identifier && !tokens[$0].isBackticked }
            if simple, texts.count == 4, texts[0] == "let", texts[2] == "as" {
                patterns.append((texts[3], texts[1]))
            } else if simple, texts.count == 2, texts[0] == "is" {
                patterns.append((texts[1], nil))
            } else {
                patterns.append(nil)
            }
        }
        // A case bound to a name that becomes `break` would leave the name unused (a warning):
        // only a `default: break` lets converted cases go whole.
        let defaultIsBreak = cases.filter(\.isDefault).allSatisfy { item in
            item.statements.allSatisfy { reader.texts($0.tokens) == ["break"] }
        }
        let readable = patterns.allSatisfy { $0 != nil }
        guard readable, defaultIsBreak || patterns.allSatisfy({ $0?.name == nil }) else {
            let reason =
                readable
                ? "a 'switch' on the destination's class whose 'default' does more than 'break' stays"
                : "a 'switch' on the destination with a pattern other than 'let name as Class' or 'is Class' stays"
            for item in cases {
                for inner in item.statements { keep(inner, .condition, reason, under: subject) }
            }
            keep(statement, .condition, reason)
            return true
        }
        analysis.roles[statement.tokens.lowerBound] = .dispatch
        let dispatch = statement.tokens.lowerBound
        var earlier: [String] = []
        var number = 0
        for (clause, item) in cases.enumerated() {
            var narrowed = context
            narrowed.path.append(MigrationPathStep(dispatch: dispatch, clause: clause))
            narrowed.branch = item.keyword
            pathNow = narrowed.path
            branchNow = item.keyword
            if item.isDefault {
                for inner in item.statements {
                    if reader.texts(inner.tokens) == ["break"] {
                        analysis.roles[inner.tokens.lowerBound] = .dispatch
                    } else {
                        keep(inner, .condition, "'default' runs for every other destination and stays as written")
                    }
                }
                continue
            }
            guard let pattern = patterns[number] else { continue }
            number += 1
            narrowed.cast = DestinationCast(className: pattern.className, path: through ?? .direct)
            analysis.caseClasses[item.keyword] = pattern.className
            narrowed.destination = pattern.name
            if let name = pattern.name { narrowed.destinationScope = ScopedName(name: name, scope: item.tokens) }
            narrowed.earlierCaseClasses = earlier
            earlier.append(pattern.className)
            analysis.branches.append(item.keyword)
            block(item.statements, narrowed)
        }
        return true
    }

    // MARK: Simple statements

    private mutating func simple(_ statement: PrepareBodyReader.Statement, _ context: inout Context) {
        let range = statement.tokens
        let words = reader.texts(range)
        let start = range.lowerBound
        if words.first == "super", words.count >= 3, words[2] == "prepare" {
            analysis.roles[start] = .superCall
            analysis.superCall = range
            return
        }
        if words == ["break"] {
            analysis.roles[start] = .dispatch
            return
        }
        // let destination = segue.destination as! Detail
        if words.count >= 4, words[0] == "let" || words[0] == "var", words[2] == "=" {
            let value = (start + 3)..<range.upperBound
            // let destination = segue.destination: a name for it, cast later.
            if words[0] == "let", words.count == 6, words[3] == segue, words[4] == ".", isDestinationWord(words[5]) {
                context.destinationAliases.insert(words[1])
                analysis.roles[start] = .destinationBinding(name: words[1])
                return
            }
            if words[0] == "let", isNavigationRoot(normalized(value), context) {
                context.rootAliases.insert(words[1])
                analysis.roles[start] = .destinationBinding(name: words[1])
                return
            }
            if let cast = destinationCast(value, context, forced: true) {
                if context.cast != nil, context.cast != cast {
                    keep(statement, .sideEffect, "a second destination cast in one branch stays")
                    return
                }
                context.cast = cast
                // `as!` traps unless the destination is of the class: what follows runs only when it is.
                context.castIsCertain = context.castIsCertain || normalized(value).dropLast().last == "as!"
                // Through a container, `as!` traps where a segue of the branch reaches something else:
                // converted, only where every segue of the branch reaches the class that way.
                if cast.path.isContainerPath, normalized(value).dropLast().last == "as!" {
                    context.stopsOnOtherDestinations = true
                }
                context.destination = words[1]
                analysis.roles[start] = .destinationBinding(name: words[1])
                return
            }
            if isContainerCast(value, context) {
                context.containers.insert(words[1])
                analysis.roles[start] = .destinationBinding(name: words[1])
                return
            }
            if words[0] == "let", isPure(value, context) {
                context.bindings.append(MigrationBinding(tokens: range, isCondition: false, names: [words[1]]))
                analysis.roles[start] = .valueBinding(name: words[1])
                return
            }
            if words[0] == "let", makesOnlyCalls(value, context), !mentionsDestination(value, context) {
                // Moved with the one value that reads it, right after it, as if written into it
                // (InlinedBindings.swift); copied anywhere else into the hook, its call would run there
                // too, or instead, or once per block.
                if movesWithReader(statement, name: words[1], context) {
                    context.bindings.append(
                        MigrationBinding(tokens: range, isCondition: false, names: [words[1]], callsCode: true))
                    analysis.roles[start] = .valueBinding(name: words[1])
                    pendingCallBindings[words[1]] = KeptStatement(
                        statement: range, kind: .sideEffect,
                        reason: "a binding whose value calls code stays with the statement after it, which reads it "
                            + "and stays",
                        path: pathNow, branch: branchNow, handsOff: handsOff(range), identifiers: identifiersNow,
                        certainCast: certainCastNow)
                    return
                }
                keep(
                    statement, .sideEffect,
                    "a binding whose value calls code stays unless the statement right after it is the one "
                        + "assignment to the destination that reads it (nothing else reads it, not even in a string): "
                        + "move it there, or convert by hand")
                return
            }
            keep(statement, .sideEffect, "a binding whose value may have side effects stays")
            return
        }
        guard let equal = topLevelAssignment(range) else {
            if words.first == context.destination || (words.first == "(" && words.count > 3 && words[1] == segue) {
                keep(
                    statement, .sideEffect,
                    "a call on the destination stays: it has effects the library does not reproduce; move it to the "
                        + "destination's contextDidArrive(_:) by hand")
                return
            }
            keep(statement, .sideEffect, "a statement with possible side effects stays")
            return
        }
        let left = start..<equal
        let value = (equal + 1)..<range.upperBound
        // self.kept = destination
        let leftWords = reader.texts(left)
        let keptName: String? =
            leftWords.count == 1 ? leftWords[0] : leftWords.count == 3 && leftWords[0] == "self" ? leftWords[2] : nil
        if let keptName, tokens[left.upperBound - 1].kind == .identifier {
            let valueWords = reader.texts(value)
            var cast = context.cast
            if let destination = context.destination, valueWords == [destination] || valueWords == [destination, "!"] {
                // the bound destination
            } else if let direct = destinationCast(value, context) {
                cast = direct
            } else {
                cast = nil
            }
            if let cast, leftWords.count == 3 || !localNames.contains(keptName) {
                let count = analysis.candidates.count
                addCandidate(.keep(property: keptName), statement: range, cast: cast, context)
                // `kept = segue.destination as? C` under no test of the class: nil where it is another
                // (KeptDestinations.swift).
                if analysis.candidates.count > count, context.cast == nil, cast != context.cast,
                    !(context.destination.map { valueWords == [$0] || valueWords == [$0, "!"] } ?? false)
                {
                    analysis.candidates[count].keptCastMayFail = true
                }
                return
            }
        }
        // destination.property = value
        if let (cast, property) = destinationMember(left, context) {
            guard isPure(value, context) else {
                // A value that calls code is a candidate too, marked: the planner converts it only
                // where it proves the call runs as often, under the same conditions and at a moment
                // nothing else can tell apart (CallValues.swift); otherwise it stays, saying why.
                guard makesOnlyCalls(value, context), !mentionsDestination(value, context) else {
                    keep(
                        statement, .sideEffect,
                        mentionsDestination(value, context)
                            ? "the value assigned to '\(property)' reads the destination"
                            : "the value assigned to '\(property)' \(whyNotMovable(value, context)), so it cannot "
                                + "move into the offeredValues hook: assign it by hand")
                    return
                }
                addCandidate(
                    .assign(property: property, value: value), statement: range, cast: cast, context, makesCalls: true)
                return
            }
            if mentionsDestination(value, context) {
                keep(statement, .sideEffect, "the value assigned to '\(property)' reads the destination")
                return
            }
            addCandidate(.assign(property: property, value: value), statement: range, cast: cast, context)
            return
        }
        keep(statement, .sideEffect, "an assignment to something other than the destination stays")
    }

    private mutating func addCandidate(
        _ action: MigrationCandidate.Action, statement: Range<Int>, cast: DestinationCast, _ context: Context,
        makesCalls: Bool = false
    ) {
        if let gate = context.enumGate {
            keep(
                PrepareBodyReader.Statement(kind: .simple, tokens: statement), .identifier,
                "it runs for every identifier '\(gate)' declares, outside a 'switch' naming them: it stays")
            return
        }
        if let tested = context.cast, tested != cast {
            // `if segue.destination is A { (segue.destination as? B)?.x = … }`: converted, the test of A would go.
            keep(
                PrepareBodyReader.Statement(kind: .simple, tokens: statement), .condition,
                "it casts the destination to '\(cast.className)' under a test of '\(tested.className)': it stays")
            return
        }
        var makesCalls = makesCalls
        if case .assign(let property, let value) = action,
            let name = pendingCallBindings.keys.sorted().first(where: { name in
                value.contains { tokens[$0].kind == .identifier && tokens[$0].text == name }
            })
        {
            // The one value that reads a binding whose value calls code (InlinedBindings.swift, rule 4).
            guard context.castIsCertain, context.cast == cast else {
                keep(
                    PrepareBodyReader.Statement(kind: .simple, tokens: statement), .sideEffect,
                    "the value assigned to '\(property)' reads '\(name)', whose value calls code, and the "
                        + "destination's class is not certain here: the call ran for any destination, the hook would "
                        + "run it only for a '\(cast.className)'; cast with 'as!' or 'if let' first, or assign it by hand"
                )
                return
            }
            pendingCallBindings[name] = nil
            makesCalls = true
        }
        analysis.roles[statement.lowerBound] = .candidate(analysis.candidates.count)
        analysis.candidates.append(
            MigrationCandidate(
                action: action, statement: statement, identifiers: context.identifiers, cast: cast,
                bindings: context.bindings, group: context.group, path: context.path, branch: context.branch,
                stopsOnOtherDestinations: context.stopsOnOtherDestinations, stoppingGuards: context.stoppingGuards,
                earlierCaseClasses: context.earlierCaseClasses, destinationScope: context.destinationScope,
                stateReads: context.stateReads, makesCalls: makesCalls, earlierArms: context.earlierArms))
    }

    /// The `=` of an assignment at the statement's top level.
    private func topLevelAssignment(_ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if reader.partner[index] > index, token.kind == .punctuation {
                index = reader.partner[index] + 1
                continue
            }
            if token.isMark("=") { return index }
            if token.isMark("{") { return nil }
            index += 1
        }
        return nil
    }

    /// `destination.property`, `destination?.property`, `(cast)?.property`: the cast and the property.
    private func destinationMember(_ range: Range<Int>, _ context: Context) -> (DestinationCast, String)? {
        guard range.count >= 3, tokens[range.upperBound - 1].kind == .identifier,
            tokens[range.upperBound - 2].isMark(".")
        else { return nil }
        let property = tokens[range.upperBound - 1].text
        var base = range.lowerBound..<(range.upperBound - 2)
        if let last = base.last, tokens[last].isMark("?") || tokens[last].isMark("!") {
            base = base.lowerBound..<last
        }
        let words = reader.texts(base)
        if let destination = context.destination, let cast = context.cast, words == [destination] {
            return (cast, property)
        }
        if base.count >= 2, tokens[base.lowerBound].isMark("("), reader.partner[base.lowerBound] == base.upperBound - 1,
            let cast = destinationCast((base.lowerBound + 1)..<(base.upperBound - 1), context)
        {
            return (cast, property)
        }
        return nil
    }

    /// The normalized words of an expression: parentheses and postfix `?`/`!` left out, `as?`/`as!` joined.
    private func normalized(_ range: Range<Int>) -> [String] {
        Self.normalized(range, in: reader)
    }

    /// The normalized words of an expression in `reader` (see ``normalized(_:)``).
    static func normalized(_ range: Range<Int>, in reader: PrepareBodyReader) -> [String] {
        var words: [String] = []
        for index in range {
            let token = reader.tokens[index]
            if token.kind == .punctuation, token.text == "(" || token.text == ")" { continue }
            if token.kind == .operator, token.text == "?" || token.text == "!" {
                if words.last == "as" { words[words.count - 1] = "as" + token.text }
                continue
            }
            words.append(token.text)
        }
        return words
    }

    /// `destination`, and AppKit's `destinationController`.
    private func isDestinationWord(_ word: String) -> Bool {
        word == "destination" || (function.isAppKit && word == "destinationController")
    }

    private static let navigationContainers: Set<String> = ["UINavigationController", "NSNavigationController"]

    /// Whether the expression is `segue.destination as? UINavigationController`.
    private func isContainerCast(_ range: Range<Int>, _ context: Context) -> Bool {
        var words = normalized(range)
        if words.count == 3, context.destinationAliases.contains(words[0]) {
            words = [segue, ".", "destination"] + words.dropFirst()
        }
        return words.count == 5 && words[0] == segue && isDestinationWord(words[2])
            && (words[3] == "as?" || words[3] == "as!") && Self.navigationContainers.contains(words[4])
    }

    /// The destination cast an expression is, if it is one. Through a container path (see
    /// ``DestinationPath/isContainerPath``), an `as!` is read only where `forced` says the caller
    /// proves it on every segue (a `let` binding, which sets ``Context/stopsOnOtherDestinations``).
    private func destinationCast(_ range: Range<Int>, _ context: Context, forced: Bool = false) -> DestinationCast? {
        let words = normalized(range)
        guard words.count >= 2, words[words.count - 2] == "as?" || words[words.count - 2] == "as!",
            let className = words.last, tokens[range.upperBound - 1].kind == .identifier,
            !Self.navigationContainers.contains(className)
        else { return nil }
        var base = Array(words.dropLast(2))
        if base.count == 1, context.rootAliases.contains(base[0]) {
            return DestinationCast(className: className, path: .navigationRoot)
        }
        if let path = containerPath(base, context) {
            // `as!` traps where the storyboard shows another class: only a binding, proved on every segue.
            guard forced || words[words.count - 2] == "as?" else { return nil }
            return DestinationCast(className: className, path: path)
        }
        if base.count == 1, context.destinationAliases.contains(base[0]) { base = [segue, ".", "destination"] }
        if base.count == 3, base[0] == segue, base[1] == ".", isDestinationWord(base[2]) {
            return DestinationCast(className: className, path: .direct)
        }
        return isNavigationRoot(base, context) ? DestinationCast(className: className, path: .navigationRoot) : nil
    }

    /// The destination cast `subject is ClassName` tests, when the subject is the destination or
    /// a navigation controller's root.
    private func typeTestCast(_ test: (subject: Range<Int>, className: String), _ context: Context)
        -> DestinationCast?
    {
        guard !Self.navigationContainers.contains(test.className) else { return nil }
        let words = normalized(test.subject)
        if words.count == 1, context.rootAliases.contains(words[0]) {
            return DestinationCast(className: test.className, path: .navigationRoot)
        }
        if let path = containerPath(words, context) { return DestinationCast(className: test.className, path: path) }
        if (words.count == 3 && words[0] == segue && words[1] == "." && isDestinationWord(words[2]))
            || (words.count == 1 && context.destinationAliases.contains(words[0]))
        {
            return DestinationCast(className: test.className, path: .direct)
        }
        guard isNavigationRoot(words, context) else { return nil }
        return DestinationCast(className: test.className, path: .navigationRoot)
    }

    /// Whether normalized words name a navigation controller's root: `navigation.topViewController`
    /// for a bound container, `(segue.destination as? UINavigationController)?.viewControllers.first`, ….
    private func isNavigationRoot(_ base: [String], _ context: Context) -> Bool {
        let roots: [[String]] = [
            [".", "topViewController"], [".", "viewControllers", ".", "first"], [".", "children", ".", "first"],
            [".", "visibleViewController"],
        ]
        for root in roots where base.count > root.count && Array(base.suffix(root.count)) == root {
            let container = Array(base.dropLast(root.count))
            if container.count == 1, context.containers.contains(container[0]) { return true }
            if container.count == 5, container[0] == segue, isDestinationWord(container[2]),
                container[3] == "as?" || container[3] == "as!", Self.navigationContainers.contains(container[4])
            {
                return true
            }
        }
        return false
    }

    /// The words that name the segue's destination here: `segue.destination`, or a name for it.
    private func destinationWords(_ context: Context) -> [[String]] {
        [[segue, ".", "destination"]] + context.destinationAliases.sorted().map { [$0] }
    }

    /// The container path normalized words take to the destination's class, when they are one of
    /// ``ContainerPaths``' spellings: a self-or-root name or accessor, or the destination's first child.
    private func containerPath(_ base: [String], _ context: Context) -> DestinationPath? {
        // AppKit's destination is `Any`, and its containers differ: UIKit only.
        guard !function.isAppKit else { return nil }
        if base.count == 1, context.selfOrRootAliases.contains(base[0]) { return .selfOrNavigationRoot }
        return ContainerPaths.path(
            base, destination: destinationWords(context), accessors: selfOrRootAccessors,
            childrenCounted: context.childrenCounted)
    }

    private func mentionsDestination(_ range: Range<Int>, _ context: Context) -> Bool {
        reader.texts(range).contains {
            $0 == context.destination || $0 == segue || context.containers.contains($0)
                || context.destinationAliases.contains($0) || context.rootAliases.contains($0)
                || context.selfOrRootAliases.contains($0)
        }
    }

    /// Calls a value may make: they read and change nothing. Initializers of the standard
    /// library's and Foundation's value types, and `UITableView`/`UICollectionView`'s
    /// `indexPath(for:)`, unless the app declares the name itself (a function, a type, an
    /// initializer in an extension: ``MigrationRun/shadowedPureCalls()``; those that read a file
    /// throw, and `try` is refused). An app's own function is never taken as pure: its moment may
    /// matter. Arguments are held to the same rules.
    static let pureCalls: Set<String> = [
        "indexPath", "IndexPath", "String", "Int", "Double", "Float", "Bool", "URL",
    ]
    /// The parameters and the local of the generated `offeredValues` hook.
    private static let hookNames: Set<String> = ["identifier", "destination", "values"]
    private static let keywords: Set<String> = [
        "try", "await", "let", "var", "func", "return", "throw", "if", "switch", "in", "inout",
    ]

    /// Whether an expression reads values only: names, members, subscripts, literals, casts,
    /// operators and the calls in ``pureCalls``; no closure, no local the body declares unless a
    /// binding in `context` declares it. The code of string interpolations is held to the same
    /// rules: a name in `"\(name)"` is resolved where the value will run, like any other.
    private func isPure(_ range: Range<Int>, _ context: Context) -> Bool {
        Self.isPure(
            range, in: reader, bound: Set(context.bindings.flatMap(\.names)), context: context, localNames: localNames,
            segue: segue, shadowed: shadowedCalls, depth: 0)
    }

    /// Whether an expression is pure as ``isPure(_:_:)`` asks, except that it may call functions,
    /// methods and initializers (the app's own among them): no closure, no `try`, `await`,
    /// assignment or `&`, and every name resolved as in a pure value. Such a value converts
    /// only under the proof of CallValues.swift.
    private func makesOnlyCalls(_ range: Range<Int>, _ context: Context) -> Bool {
        Self.isPure(
            range, in: reader, bound: Set(context.bindings.flatMap(\.names)), context: context, localNames: localNames,
            segue: segue, shadowed: shadowedCalls, depth: 0, allowsCalls: true)
    }

    /// What keeps a value from moving into the hook, as a note says it: its first closure, `try`,
    /// `await`, `&` or assignment, or a name it reads that does not resolve there.
    private func whyNotMovable(_ range: Range<Int>, _ context: Context) -> String {
        let bound = Set(context.bindings.flatMap(\.names))
        for index in range {
            let token = tokens[index]
            if token.isMark("{") { return "has a closure (which may run at any time)" }
            if token.kind == .pound { return "has a '\(token.text)' literal" }
            if token.kind == .identifier, Self.keywords.contains(token.text), !token.isBackticked {
                return "has '\(token.text)'"
            }
            if token.kind == .operator,
                token.text.contains("&") || token.text == "++" || token.text == "--"
                    || (token.text.contains("=") && !["==", "!=", "<=", ">="].contains(token.text))
            {
                return "writes a variable ('\(token.text)')"
            }
            if token.kind == .identifier, index == range.lowerBound || !tokens[index - 1].isMark("."),
                localNames.contains(token.text), !bound.contains(token.text)
            {
                return "reads '\(token.text)', which this body declares and which does not move with it"
            }
            if token.kind == .identifier, index == range.lowerBound || !tokens[index - 1].isMark("."),
                token.text == segue || Self.hookNames.contains(token.text)
            {
                return "reads '\(token.text)', which names something else in the hook"
            }
        }
        return "may have side effects"
    }

    /// Interpolations nested deeper than this are not read: the value stays.
    static let maximumInterpolationDepth = 4

    private static func isPure(
        _ range: Range<Int>, in reader: PrepareBodyReader, bound: Set<String>, context: Context,
        localNames: Set<String>, segue: String, shadowed: Set<String>, depth: Int, allowsCalls: Bool = false
    ) -> Bool {
        guard !range.isEmpty else { return false }
        let tokens = reader.tokens
        func unavailable(_ name: String) -> Bool {
            name == segue || name == context.destination || hookNames.contains(name)
                || context.containers.contains(name) || context.destinationAliases.contains(name)
                || context.rootAliases.contains(name) || context.selfOrRootAliases.contains(name)
                || (localNames.contains(name) && !bound.contains(name))
        }
        // A closure literal, the whole value: creating it runs nothing. Its body may name neither
        // the segue, the destination, the hook's names nor a local that is not transplanted.
        if !allowsCalls, tokens[range.lowerBound].isMark("{"), reader.partner[range.lowerBound] == range.upperBound - 1
        {
            return !range.contains { index in
                let token = tokens[index]
                if token.kind == .string { return !interpolationsArePure(index) }
                guard token.kind == .identifier, index == 0 || !tokens[index - 1].isMark(".") else { return false }
                return unavailable(token.text)
            }
        }
        func interpolationsArePure(_ index: Int) -> Bool {
            guard let parts = reader.interpolations(index) else { return false }
            guard !parts.isEmpty else { return true }
            guard depth < maximumInterpolationDepth else { return false }
            return parts.allSatisfy { part in
                let inner = PrepareBodyReader(source: part)
                return isPure(
                    0..<inner.tokens.count, in: inner, bound: bound, context: context, localNames: localNames,
                    segue: segue, shadowed: shadowed, depth: depth + 1, allowsCalls: allowsCalls)
            }
        }
        // The brackets open around each token, to tell an argument label (`f(label: x)`) from a
        // name before a ternary's or a dictionary's `:`.
        var open: [Int] = []
        for index in range {
            let token = tokens[index]
            while let last = open.last, reader.partner[last] < index { open.removeLast() }
            switch token.kind {
            case .pound:
                return false
            case .string:
                if !interpolationsArePure(index) { return false }
            case .punctuation:
                if token.text == "{" || token.text == "\\" || token.text == ";" { return false }
                if token.text == "(", index > range.lowerBound {
                    let before = tokens[index - 1]
                    // `make (x)` calls `make` as `make(x)` does: only a new line ends the expression.
                    if !allowsCalls, before.kind == .identifier, !token.newlineBefore,
                        !pureCalls.contains(before.text) || shadowed.contains(before.text)
                    {
                        return false
                    }
                    if !allowsCalls, before.isMark(")") || before.isMark("]") { return false }
                }
                if token.text == "(" || token.text == "[" {
                    guard reader.partner[index] > index else { return false }
                    open.append(index)
                }
            case .operator:
                if token.text.contains("=") && !["==", "!=", "<=", ">="].contains(token.text) { return false }
                if ["++", "--"].contains(token.text) { return false }
                // `f(&x)` lets the call write a variable of the body.
                if allowsCalls, token.text.contains("&") { return false }
            case .identifier:
                if keywords.contains(token.text) && !token.isBackticked { return false }
                let isMember = index > range.lowerBound && tokens[index - 1].isMark(".")
                let isLabel =
                    index + 1 < range.upperBound && tokens[index + 1].isMark(":") && index > range.lowerBound
                    && (tokens[index - 1].isMark("(") || tokens[index - 1].isMark(","))
                    && open.last.map { tokens[$0].isMark("(") } == true
                if !isMember, !isLabel, unavailable(token.text) { return false }
            default:
                break
            }
        }
        return true
    }
}

// MARK: Carried chains (SenderConditions.swift)

extension PrepareIdioms {
    /// Words a carried condition never reads as a name.
    static let conditionKeywords: Set<String> = keywords.union(["super", "Self", "some", "any", "case", "where"])

    /// `if let call = sender as? Call { d.direction = .incoming } else { d.direction = .outgoing }`,
    /// `if showsBack { d.showBackButton = true }`: an `if` chain whose clauses test only the sender,
    /// bound names and the presenter's stored state (``SenderConditions``), read as one group of
    /// candidates that the hook offers under the same chain. `false` when a clause tests anything
    /// else, or an arm holds another dispatch, a block or a cast: the chain is then read as before.
    private mutating func carriedChain(
        _ statement: PrepareBodyReader.Statement, clauses: [PrepareBodyReader.IfClause],
        elseBlock: PrepareBodyReader.Block?, _ context: Context
    ) -> Bool {
        guard !clauses.isEmpty, clauses.count <= SenderConditions.maximumClauses, context.enumGate == nil else {
            return false
        }
        let enclosing = Set(context.bindings.flatMap(\.names))
        let hidden: (String) -> Bool = { [self] name in
            name == segue || name == context.destination || Self.hookNames.contains(name)
                || context.containers.contains(name) || context.destinationAliases.contains(name)
                || context.rootAliases.contains(name)
        }
        // A name bound before the chain is tested again in the hook through its binding, whose value
        // is held to the same rules (`let narrow = sender == nil`), back to the first binding.
        var checked = Set<Int>()
        func boundReads(_ names: Set<String>, before limit: Int) -> [StateRead]? {
            var reads: [StateRead] = []
            for name in names {
                guard let at = context.bindings[..<limit].lastIndex(where: { $0.names.contains(name) }) else {
                    continue
                }
                let binding = context.bindings[at]
                guard binding.arm == nil, checked.insert(at).inserted else { continue }
                guard !tokens[binding.tokens.lowerBound].isWord("case"),
                    let equal = binding.tokens.first(where: { tokens[$0].isMark("=") })
                else { return nil }
                let value = (equal + 1)..<binding.tokens.upperBound
                let earlier = Set(context.bindings[..<at].flatMap(\.names))
                guard
                    let found = SenderConditions.stateReads(
                        value, reader, sender: function.senderName, bound: earlier, isTest: false,
                        unavailable: { hidden($0) || (localNames.contains($0) && !earlier.contains($0)) }),
                    let deeper = boundReads(
                        (reader.mentionedNames(value) ?? []).intersection(earlier), before: at)
                else { return nil }
                reads += found + deeper
            }
            return reads
        }
        // Each clause's parts, the names they bind and the presenter properties they read.
        var chainParts: [[ConditionPart]] = []
        var chainReads: [[StateRead]] = []
        for clause in clauses {
            var bound = enclosing
            var parts: [ConditionPart] = []
            var reads: [StateRead] = []
            let split = split(clause.conditions, at: [",", "&&"])
            guard split.count <= SenderConditions.maximumParts else { return false }
            for part in split {
                let unavailable: (String) -> Bool = { [self, bound] name in
                    hidden(name) || (localNames.contains(name) && !bound.contains(name))
                }
                var names: [String] = []
                var tested = part
                if tokens[part.lowerBound].isWord("let") {
                    guard part.count >= 4, tokens[part.lowerBound + 1].kind == .identifier,
                        !tokens[part.lowerBound + 1].isBackticked, tokens[part.lowerBound + 2].isMark("=")
                    else { return false }
                    names = [tokens[part.lowerBound + 1].text]
                    tested = (part.lowerBound + 3)..<part.upperBound
                    // In the hook, a name of its own (`values`) or of a parameter would be hidden.
                    if Self.hookNames.contains(names[0]) || names[0] == segue { return false }
                }
                guard
                    let found = SenderConditions.stateReads(
                        tested, reader, sender: function.senderName, bound: bound, isTest: names.isEmpty,
                        unavailable: unavailable)
                else { return false }
                guard
                    let throughBindings = boundReads(
                        (reader.mentionedNames(tested) ?? []).intersection(enclosing), before: context.bindings.count)
                else { return false }
                reads += found + throughBindings
                parts.append(ConditionPart(tokens: part, names: names))
                bound.formUnion(names)
            }
            guard !parts.isEmpty else { return false }
            chainParts.append(parts)
            chainReads.append(reads)
        }
        let hasElse = elseBlock.map { !$0.statements.isEmpty } ?? false
        let saved = (analysis, groupCount)
        groupCount += 1
        let group = groupCount
        let dispatch = statement.tokens.lowerBound
        let before = analysis.candidates.count
        var arms: [[PrepareBodyReader.Statement]] = clauses.map(\.block.statements)
        if hasElse, let elseBlock { arms.append(elseBlock.statements) }
        for (number, statements) in arms.enumerated() {
            var narrowed = context
            narrowed.path.append(MigrationPathStep(dispatch: dispatch, clause: number))
            narrowed.group = group
            let tested = min(number, clauses.count - 1)
            narrowed.stateReads += chainReads[0...tested].flatMap { $0 }
            let span = clauses[0].conditions.lowerBound..<clauses[tested].conditions.upperBound
            narrowed.bindings.append(
                MigrationBinding(
                    tokens: span, isCondition: true,
                    names: number < clauses.count ? chainParts[number].flatMap(\.names) : [],
                    arm: ConditionArm(chain: dispatch, clause: number, clauses: chainParts, hasElse: hasElse)))
            block(statements, narrowed)
        }
        runsUnder(context)
        pathNow = context.path
        branchNow = context.branch
        // Every statement of every arm an assignment or a pure `let`; a nested dispatch, block or
        // cast reads the chain as before.
        var onlyAssignments = true
        for statements in arms {
            for inner in statements {
                switch analysis.roles[inner.tokens.lowerBound] {
                case .candidate(let number):
                    if case .keep = analysis.candidates[number].action { onlyAssignments = false }
                case .valueBinding, .kept:
                    break
                default:
                    (analysis, groupCount) = saved
                    return false
                }
                if case .kept = analysis.roles[inner.tokens.lowerBound] { onlyAssignments = false }
            }
        }
        let members = analysis.candidates[before...]
        let oneClass = Set(members.map(\.cast.className)).count == 1 && Set(members.map(\.cast.path)).count == 1
        if onlyAssignments, oneClass, !members.isEmpty {
            analysis.roles[statement.tokens.lowerBound] = .valueBlock(group: group)
        } else {
            keep(
                statement, .sideEffect,
                "an 'if' over the sender or the presenter's state converts whole, and an arm of this one does more "
                    + "than assign one destination's properties: convert it by hand")
            for candidate in before..<analysis.candidates.count { analysis.candidates[candidate].group = -1 }
        }
        return true
    }
}
