// The model of a handoff that reading produces once per body (``PrepareIdioms``): the candidates
// with their casts, paths, bindings and branches, and the statements that stay with their
// refusals. The rules decide on this model and the run's app model (``MigrationRun``); they read
// the tokens only for the text of a value or a declaration, never again for a body's structure.
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

/// Why a statement stays as written: its kind, the message of its note (ending with how to fix it),
/// and the rule that refused it — the file the refusal is made in, which `--explain` names.
struct MigrationRefusal: Sendable {
    var kind: MigrationRefusalKind
    var message: String
    /// The rule's file name without its extension (`CandidateProofs`).
    var rule: String

    /// A refusal by the rule whose file calls this.
    static func refuse(_ kind: MigrationRefusalKind, _ message: String, fileID: String = #fileID) -> Self {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return Self(kind: kind, message: message, rule: file.hasSuffix(".swift") ? String(file.dropLast(6)) : file)
    }
}

/// The decision on each candidate of a body is one array: `nil` where it converts, the refusal
/// of the rule that refused it otherwise. The rules after the first only ever replace a `nil`.
extension [MigrationRefusal?] {
    /// Which candidates convert: those no rule refused.
    var accepted: [Bool] { map { $0 == nil } }
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
    var refusal: MigrationRefusal
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
        case kept(MigrationRefusal)
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
