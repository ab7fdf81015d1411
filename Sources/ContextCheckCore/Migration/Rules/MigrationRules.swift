/// The registry of the migration's rules, in the order the pipeline (``MigrationRun/run()``)
/// applies them: one file each, in Rules/ (and Reading/, whose files refuse what they cannot
/// read). A refusal names the rule that made it (``MigrationRefusal/rule``, which `--explain`
/// prints); `MigrationRulesTests` checks that every file of Rules/ is registered here, that every
/// refusal a fixture gets is made by a registered rule, and that each rule's examples — golden
/// fixtures, with the app before, the diff after and the notes of what stays — show it.
///
/// Adding a rule: its file, with a header saying what it converts or refuses and why that is
/// equivalent; its call in the pipeline at its stage; its entry here, in that order; a fixture
/// (or a case of an existing one) among its examples.
struct MigrationRule: Sendable {
    /// When a rule decides.
    enum Stage: String, Sendable {
        /// While a body is read into its model: a statement the reading does not take stays.
        case reading
        /// For the presenting class, once per body: a refusal refuses every candidate of the body.
        case presenter
        /// For each candidate on its own.
        case candidate
        /// For the candidates of one body, or of several, together.
        case together
        /// Once the whole plan is known; such a rule may decide the run again from its start.
        case plan
        /// How a converted value is written so that it means what it meant.
        case writing
    }

    /// The rule's file name without `.swift`.
    var name: String
    var stage: Stage
    /// What it converts or refuses, in a line.
    var summary: String
    /// Golden fixtures under `Tests/ContextCheckTests/Fixtures/Migrate` that show it.
    var examples: [String]

    static let all: [MigrationRule] = [
        MigrationRule(
            name: "UnreadBodies", stage: .reading,
            summary: "Swift 2's and Objective-C's prepareForSegue, and a body not read statement by statement, stay",
            examples: ["Regressions/ConditionalOverrides", "RuleRefusals"]),
        MigrationRule(
            name: "PrepareIdioms", stage: .reading,
            summary: "walks a body once and gives each statement its role; a statement of no role stays",
            examples: ["Idioms", "RuleRefusals"]),
        MigrationRule(
            name: "IdiomDispatch", stage: .reading,
            summary: "if chains and switches on the identifier or the destination's class; other branches stay",
            examples: ["Idioms", "Conditions"]),
        MigrationRule(
            name: "IdiomConditions", stage: .reading,
            summary: "identifier tests in every spelling, destination casts and bindings, case patterns",
            examples: ["Conditions", "RuleRefusals"]),
        MigrationRule(
            name: "IdiomStatements", stage: .reading,
            summary: "assignments to the destination become candidates; calls, logs and other writes stay",
            examples: ["Idioms", "Order"]),
        MigrationRule(
            name: "IdiomCarriedChains", stage: .reading,
            summary: "if chains over the sender and the presenter's state that the hook can carry whole",
            examples: ["SenderConditions", "RuleRefusals"]),
        MigrationRule(
            name: "PresentingClass", stage: .presenter,
            summary: "the presenter takes part through a new base or SegueContext, or none of its body converts",
            examples: ["Idioms", "Extensions", "RuleRefusals"]),
        MigrationRule(
            name: "ExternalBases", stage: .presenter,
            summary: "a presenter whose superclass comes from another module takes part only where that is proven",
            examples: ["ExternalBases"]),
        MigrationRule(
            name: "PreparedMembers", stage: .presenter,
            summary: "a presenter that declares a member the base would add stays",
            examples: ["Regressions/InheritedMembers"]),
        MigrationRule(
            name: "ExtensionHooks", stage: .presenter,
            summary: "a body written in an extension gets its hook in the class body, or stays",
            examples: ["Extensions"]),
        MigrationRule(
            name: "ArrivalHooks", stage: .presenter,
            summary: "a presenter that starts taking part must not set off arrival code its destinations had not run",
            examples: ["Observers", "RuleRefusals"]),
        MigrationRule(
            name: "CandidateProofs", stage: .candidate,
            summary: "the destination class, the storyboard routes of the branch, and the conflicts of the new slot",
            examples: ["Idioms", "Slots"]),
        MigrationRule(
            name: "ContainerPaths", stage: .candidate,
            summary: "ways into a navigation controller, each with the storyboard proof it needs",
            examples: ["Containers"]),
        MigrationRule(
            name: "ConditionForms", stage: .candidate,
            summary: "every route of the branch and the earlier cases of a switch agree with the hook's test",
            examples: ["Conditions"]),
        MigrationRule(
            name: "ChainArms", stage: .candidate,
            summary: "a clause of an if chain converts only where no earlier clause can run for its segues",
            examples: ["Regressions/ChainClauses"]),
        MigrationRule(
            name: "SenderConditions", stage: .candidate,
            summary: "conditions over the sender and the presenter's stored state move into the hook",
            examples: ["SenderConditions"]),
        MigrationRule(
            name: "CallValues", stage: .candidate,
            summary: "a value that calls code converts only where the call runs as often and unobserved",
            examples: ["Calls"]),
        MigrationRule(
            name: "KeptDestinations", stage: .candidate,
            summary: "a destination kept in a property becomes @SegueDestination where every segue reaches its class",
            examples: ["Regressions/KeptCasts"]),
        MigrationRule(
            name: "FrameworkProperties", stage: .candidate,
            summary: "a write of a property UIKit owns (title, …) moves to a new slot read on arrival",
            examples: ["FrameworkProperties"]),
        MigrationRule(
            name: "DestinationProperties", stage: .candidate,
            summary: "the destination property can become a slot of the same type, or it stays",
            examples: ["Slots", "Keys"]),
        MigrationRule(
            name: "ObservedSlots", stage: .candidate,
            summary: "a property with didSet becomes a slot whose observer runs on arrival, where that is the same",
            examples: ["Observers", "OwnPrepareObservers", "Regressions/AdoptingDestinations"]),
        MigrationRule(
            name: "DeinitReads", stage: .candidate,
            summary: "a property its class's deinit reads stays stored",
            examples: ["Regressions/DeinitReads"]),
        MigrationRule(
            name: "InitializerTypes", stage: .candidate,
            summary: "a property typed only by its initial value becomes a slot where that type is certain",
            examples: ["InitializerTypes", "RuleRefusals"]),
        MigrationRule(
            name: "ImplicitlyUnwrappedSlots", stage: .candidate,
            summary: "an implicitly unwrapped property becomes a slot, required where every presenter fills it",
            examples: ["Slots", "RuleRefusals"]),
        MigrationRule(
            name: "SlotKeys", stage: .candidate,
            summary: "a new slot whose name another party fills or reads takes a key of its own",
            examples: ["Keys"]),
        MigrationRule(
            name: "NeverLonger", stage: .candidate,
            summary:
                "a branch converted in part stays as written unless its body's handoff gets shorter, and no "
                + "conversion makes the app's handoff longer",
            examples: ["Order"]),
        MigrationRule(
            name: "SharedConflicts", stage: .together,
            summary: "one hook per class hierarchy, one capture per kept property, one delivery per key",
            examples: ["Slots", "RuleRefusals"]),
        MigrationRule(
            name: "UnusedBindings", stage: .together,
            summary: "a condition binding a conversion leaves unread is dropped or replaced by a test",
            examples: ["Idioms"]),
        MigrationRule(
            name: "InlinedBindings", stage: .together,
            summary: "a binding whose value calls code moves with the one value that reads it",
            examples: ["InlinedBindings"]),
        MigrationRule(
            name: "DeliveryPlacement", stage: .together,
            summary: "where the library delivers the converted values, and which early exits block that",
            examples: ["Order"]),
        MigrationRule(
            name: "StatementOrder", stage: .together,
            summary: "a statement that stays does not block a conversion where the two commute",
            examples: ["Order"]),
        MigrationRule(
            name: "OrderBlockers", stage: .together,
            summary: "a statement that stays between a value and its delivery blocks it",
            examples: ["Order", "OwnPrepareObservers"]),
        MigrationRule(
            name: "HandoffForms", stage: .plan,
            summary: "the most declarative form proven to deliver the same: a key, an entry, a table or the hook",
            examples: ["Forms", "Regressions/PlainCases", "Regressions/MergedOfferTypes"]),
        MigrationRule(
            name: "TupleValues", stage: .writing,
            summary: "a tuple value keeps its parentheses in the hook",
            examples: ["Regressions/TupleValues"]),
        MigrationRule(
            name: "UnnamedParameters", stage: .writing,
            summary: "a sender parameter without a name gets one for the call the body gains",
            examples: ["Regressions/UnnamedSender"]),
    ]
}
