/// A context value that could not be delivered, with everything needed to fix it.
///
/// PreparedContext never traps on a mismatch. Each key that cannot be delivered becomes a
/// `PreparationError` in the ``PreparationReport`` of that propagation and, depending on the
/// ``MismatchPolicy``, an entry of the ``MismatchLog``. The destination slot keeps the value
/// it had.
///
/// The error is a struct with an extensible ``Code`` rather than an enum, so that a later
/// version can add codes without breaking an exhaustive `switch` in your code.
///
/// ```swift
/// for error in report.failures where error.code == .lossyConversion {
///     print(error.key, error.actualType ?? "?", "→", error.expectedType ?? "?")
/// }
/// ```
public struct PreparationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a stable identifier you can compare against.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The stable name of the code, such as `typeMismatch`.
        public let name: String

        private init(_ name: String) { self.name = name }

        /// The source value's type cannot be stored in the destination slot.
        public static let typeMismatch = Code("typeMismatch")
        /// A numeric value would change if converted to the slot's numeric type.
        public static let lossyConversion = Code("lossyConversion")
        /// The source value is `nil` and the slot is not optional.
        public static let nilValue = Code("nilValue")
        /// A required slot received no value.
        public static let missingRequiredValue = Code("missingRequiredValue")
        /// The destination declares the key, but the property cannot be written.
        public static let notWritable = Code("notWritable")
        /// The source declares the key, but its value cannot be read.
        public static let notReadable = Code("notReadable")
        /// The source declares the key with a type whose stored form reflection cannot copy
        /// safely: a closure (also inside an optional or a tuple), or the metatype of a type
        /// that is not a class. Such a value is never delivered.
        public static let unsupportedSourceType = Code("unsupportedSourceType")
        /// Several source properties provide the same key with the same precedence.
        public static let ambiguousSource = Code("ambiguousSource")
        /// A value was passed explicitly under a key that no destination slot declares.
        public static let unknownKey = Code("unknownKey")
        /// A value arrived after the destination's view had already loaded.
        public static let lateDelivery = Code("lateDelivery")
        /// A storyboard has no scene with the requested identifier.
        public static let sceneNotFound = Code("sceneNotFound")
        /// A storyboard scene holds a controller of another class than requested.
        public static let wrongControllerClass = Code("wrongControllerClass")
        /// A container the segue reached held no controllers yet — a page view controller
        /// from a storyboard, whose pages are set after `prepare(for:sender:)` — so nothing
        /// inside it received context. The key names the container's empty property.
        public static let emptyContainer = Code("emptyContainer")
        /// The module declaring the type (the key) was built without reflection names or
        /// metadata (Xcode's Reflection Metadata Level, `SWIFT_REFLECTION_METADATA_LEVEL`), so
        /// none of its properties can be matched; reported once per type.
        public static let reflectionMetadataStripped = Code("reflectionMetadataStripped")
        /// The Swift runtime described the library's probe type otherwise than expected, so
        /// its field offsets cannot be trusted and every propagation is refused. The detail
        /// names the platform and OS version.
        public static let unsupportedRuntime = Code("unsupportedRuntime")

        /// The source or the destination is an actor, whose stored properties only its own
        /// executor may touch: propagation, which reads and writes stored properties directly
        /// on the main actor, refuses it and delivers nothing. The key is `self`.
        public static let isolatedObject = Code("isolatedObject")

        /// A public entry point ran off the main thread — which Swift 5 language mode lets a
        /// main-actor closure do, handed to a legacy `@escaping () -> Void` parameter — so it
        /// refused before reading anything: the objects it would read and write belong to the
        /// main actor. The key is `self`.
        public static let calledOffMainThread = Code("calledOffMainThread")

        /// The code's name.
        public var description: String { name }
    }

    /// What went wrong.
    public var code: Code
    /// The context key concerned: the slot's key, or the explicitly passed key.
    public var key: String
    /// The name of the type that provided the value (the presenting controller), if any.
    public var sourceType: String?
    /// The name of the type that was to receive the value (the presented controller), if any.
    public var destinationType: String?
    /// The value type the destination slot declares, if known.
    public var expectedType: String?
    /// The dynamic type of the value that was offered, if any.
    public var actualType: String?
    /// Additional facts: the offending value, the competing candidates, the property name.
    public var detail: String?

    /// Creates an error. Propagation creates these for you; tests and adapters may build
    /// their own to compare against.
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - key: The context key concerned.
    ///   - sourceType: The providing type's name.
    ///   - destinationType: The receiving type's name.
    ///   - expectedType: The slot's declared value type.
    ///   - actualType: The offered value's dynamic type.
    ///   - detail: Additional facts for the message.
    public init(
        _ code: Code,
        key: String,
        sourceType: String? = nil,
        destinationType: String? = nil,
        expectedType: String? = nil,
        actualType: String? = nil,
        detail: String? = nil
    ) {
        self.code = code
        self.key = key
        self.sourceType = sourceType
        self.destinationType = destinationType
        self.expectedType = expectedType
        self.actualType = actualType
        self.detail = detail
    }

    /// A one-paragraph message: what happened, between which types, and how to fix it.
    public var description: String {
        "\(problem) \(fix)"
    }

    /// The message without the fix.
    var problem: String {
        let source = sourceType ?? "the source"
        let destination = destinationType ?? "the destination"
        let expected = expectedType ?? "?"
        let actual = actualType ?? "?"
        switch code {
        case .typeMismatch:
            return "'\(key)' was not delivered from \(source) to \(destination): "
                + "the slot expects \(expected) but the value"
                + (detail.map { " \($0)" } ?? "") + " is \(actual)."
        case .lossyConversion:
            return "'\(key)' was not delivered from \(source) to \(destination): "
                + "converting \(actual) \(detail ?? "") to \(expected) would lose information."
        case .nilValue:
            return "'\(key)' was not delivered from \(source) to \(destination): "
                + "the value is nil (\(actual)) and the slot's type \(expected) is not optional."
        case .missingRequiredValue where detail?.hasPrefix(Self.deliveryRefused) == true:
            return "'\(key)' is required by \(destination) (\(expected)) and is still empty: "
                + "\(detail ?? Self.deliveryRefused)."
        case .missingRequiredValue:
            return "'\(key)' is required by \(destination) (\(expected)) but was never delivered"
                + (sourceType.map { " from \($0)" } ?? "") + (detail.map { ": \($0)" } ?? "") + "."
        case .notWritable:
            return "'\(key)' of \(destination) cannot be written"
                + (detail.map { ": \($0.hasSuffix(".") ? String($0.dropLast()) : $0)." } ?? ".")
        case .notReadable:
            return "'\(key)' was not delivered from \(source) to \(destination)"
                + (detail.map { ": \($0)." } ?? ".")
        case .unsupportedSourceType:
            return "'\(key)' was not delivered from \(source) to \(destination): "
                + "the source declares it as \(actual), \(detail ?? "a type reflection cannot copy safely")."
        case .ambiguousSource:
            return "'\(key)' was not delivered to \(destination): \(source) provides it "
                + "more than once (\(detail ?? "several properties"))."
        case .unknownKey:
            return "'\(key)' was passed to \(destination)"
                + (sourceType.map { " by \($0)" } ?? "")
                + " but no slot there has that key"
                + (detail.map { " (\($0))" } ?? "") + "."
        case .lateDelivery:
            return "'\(key)' reached \(destination) after its view had loaded; "
                + "viewDidLoad ran without it."
        case .sceneNotFound where detail == Self.noInitialController:
            return "Storyboard '\(key)' has no initial controller."
        case .sceneNotFound:
            return "No scene with identifier '\(key)'" + (detail.map { " in \($0)" } ?? "") + "."
        case .wrongControllerClass where detail?.hasPrefix(Self.segueDestinationProperty) == true:
            let property = detail.map { String($0.dropFirst(Self.segueDestinationProperty.count)) } ?? "?"
            return "The segue '\(key)' prepared \(actual), not the \(expected) that @SegueDestination "
                + "\(property) expects, so the property keeps its value."
        case .wrongControllerClass:
            return "The scene '\(key)'" + (detail.map { " (\($0))" } ?? "") + " holds \(actual), not \(expected)."
        case .emptyContainer:
            return "'\(key)' of \(destination) was empty when the segue was prepared, "
                + "so no controller inside it received context from \(source)."
        case .isolatedObject:
            return "Nothing was delivered from \(source) to \(destination): \(detail ?? "one of them is an actor"), "
                + "whose stored properties only its own executor may read or write, and propagation reads and "
                + "writes them directly on the main actor."
        case .calledOffMainThread:
            return "Nothing was delivered from \(source) to \(destination): the call ran off the main thread, "
                + "where the objects it reads and writes are not its to touch (Swift 5 language mode lets a "
                + "main-actor closure run on another thread without a diagnostic)."
        case .reflectionMetadataStripped:
            let between = [sourceType, destinationType].compactMap { $0 }.joined()
            return "\(key) was compiled without Swift reflection \(detail ?? Self.namesStripped), so no "
                + "property of \(between.isEmpty ? key : between) can be matched and nothing is delivered to or from it."
        case .unsupportedRuntime:
            return "The Swift runtime of \(detail ?? "this platform") describes stored fields otherwise than "
                + "PreparedContext expects (\(key) said \(actualType ?? "?"); expected \(expectedType ?? "?")), "
                + "so no context is propagated: copying at offsets it cannot trust could corrupt memory."
        default:
            return "'\(key)' failed (\(code))" + (detail.map { ": \($0)" } ?? ".")
        }
    }

    /// The `detail` of a ``Code/sceneNotFound`` for a storyboard without an initial
    /// controller; the key is then the storyboard's name.
    static let noInitialController = "no initial controller"
    /// The `detail` of a ``Code/reflectionMetadataStripped`` whose field names were stripped.
    static let namesStripped = "names (Reflection Metadata Level \"Without Names\", -disable-reflection-names)"
    /// The `detail` of a ``Code/reflectionMetadataStripped`` whose fields were stripped.
    static let metadataStripped = "metadata (Reflection Metadata Level \"None\", -disable-reflection-metadata)"
    /// The `detail` of a ``Code/typeMismatch`` whose value the sender passed.
    static let passedBySender = "passed by the sender"
    /// The `detail` of a ``Code/typeMismatch`` whose value the segue hook passed.
    static let passedByHook = "passed by the segue hook"
    /// The `detail` of a ``Code/typeMismatch`` whose value the source offered.
    static let offeredBySource = "offered by the source"
    /// How the `detail` of a ``Code/typeMismatch`` begins whose value a sender hook made (a
    /// row's, a control's); the hook's name follows.
    static let madeBySenderHookPrefix = "made by the sender hook "
    /// The `detail` of a ``Code/typeMismatch`` whose value the sender hook `name` made.
    static func madeBySenderHook(_ name: String) -> String { madeBySenderHookPrefix + name }
    /// The sender hook that made a ``Code/typeMismatch``'s value, if one did.
    private var madeByHook: String? {
        guard let detail, detail.hasPrefix(Self.madeBySenderHookPrefix) else { return nil }
        return String(detail.dropFirst(Self.madeBySenderHookPrefix.count))
    }
    /// The key a ``Code/unknownKey``'s `detail` suggests ("did you mean 'fileName'?"), if any.
    private var suggestedKey: Substring? {
        let marker = "did you mean '"
        guard var rest = detail?[...] else { return nil }
        while !rest.isEmpty {
            if rest.hasPrefix(marker) { return rest.dropFirst(marker.count).prefix { $0 != "'" } }
            rest = rest.dropFirst()
        }
        return nil
    }
    /// How the `detail` of a ``Code/missingRequiredValue`` begins when the slot's delivery
    /// was refused earlier, so that it is still empty: it was delivered, not forgotten.
    static let deliveryRefused = "its delivery"
    /// How the `detail` of a ``Code/wrongControllerClass`` from a ``SegueDestination``
    /// property begins; the property follows, as `Source.name`.
    static let segueDestinationProperty = "for @SegueDestination "
    /// The `detail` of a ``Code/typeMismatch`` whose value came from the ambient values.
    static let passedAmbiently = "handed on as an ambient value"
    /// How the `detail` of a ``Code/missingRequiredValue`` of an ``Ambient`` slot begins.
    private static let ambientMissing = "no controller on the way put a value under "

    /// The `detail` of a ``Code/missingRequiredValue`` of the ``Ambient`` slot `property`.
    ///
    /// `hasDefault` tells that the slot holds a default value and is required only by
    /// `required: true`, which the fix then names.
    static func ambientNotProvided(_ key: String, property: String, hasDefault: Bool = false) -> String {
        "\(ambientMissing)\(key) in its ambientContext, and '\(property)' is an @Ambient slot"
            + (hasDefault ? ambientRequiredDefault : "")
    }

    /// How the `detail` of a ``Code/missingRequiredValue`` of an ``Ambient`` slot with a
    /// default value ends.
    private static let ambientRequiredDefault = " whose default value does not count, since it is required: true"

    /// How to fix an ``Ambient`` slot of `type` that received nothing from `key`; a slot
    /// that has a default value, or is optional, is required only by `required: true`.
    static func ambientFix(_ key: String, type: String, hasDefault: Bool = false) -> String {
        let relax =
            hasDefault || type.hasPrefix("Optional<")
            ? "or drop required: true"
            : "or declare the slot optional (\(type)?) or with a default value"
        return "To fix, set ambientContext[\(key).self] on a controller presented earlier on the way (or pass it "
            + "in the ambient values of the segue or the factory), \(relax)."
    }

    /// How the `detail` of a ``Code/missingRequiredValue`` begins when the segue hook
    /// passed values for that segue, but none for this key.
    /// The ``Code/isolatedObject`` error for a propagation between `source` and
    /// `destination`, one of which is an actor.
    static func isolatedObject(source: Any.Type, destination: Any.Type) -> PreparationError {
        let actor = Isolation.isActor(source) ? source : destination
        return PreparationError(
            .isolatedObject, key: "self", sourceType: displayName(source), destinationType: displayName(destination),
            detail: "\(displayName(actor)) is an actor")
    }

    /// The detail of a ``Code/notWritable`` error from ``ContextValues/setWeak(_:for:)``.
    static let weakUnholdable = "setWeak(_:for:) holds only a class or a class-bound protocol weakly"

    static let hookPassedNothing = "the segue hook passed no value for it"

    /// Whether a ``Code/typeMismatch``'s value was passed with the segue rather than read
    /// from a source property.
    private var isPassedExplicitly: Bool {
        detail == Self.passedBySender || detail == Self.passedByHook || detail == Self.offeredBySource
            || madeByHook != nil
    }

    /// How to fix it: every message ends with this.
    var fix: String {
        let expected = expectedType ?? "the slot's type"
        switch code {
        case .typeMismatch:
            let anExpected = withArticle(expected)
            let provide =
                if detail == Self.passedAmbiently {
                    "store \(anExpected) under the ambient key"
                } else if detail == Self.offeredBySource {
                    "offer \(anExpected) (or a subtype) from offeredValues(forSegue:destination:sender:)"
                } else if let hook = madeByHook {
                    "return \(anExpected) (or a subtype) for '\(key)' from \(hook)"
                } else if isPassedExplicitly {
                    "pass \(anExpected) (or a subtype) with the segue"
                } else {
                    "make the source property \(anExpected) (or a subtype)"
                }
            return "To fix, \(provide), or change the slot's type to accept \(actualType ?? "the value")."
        case .lossyConversion:
            return "To fix, declare both sides with the same numeric type, "
                + "or widen the slot (for example Double instead of Float)."
        case .nilValue:
            return "To fix, provide a non-nil value before the segue, "
                + "or declare the slot optional (\(expected)?)."
        case .missingRequiredValue where detail?.hasPrefix(Self.deliveryRefused) == true:
            return "To fix, correct what refused the delivery (its own fix, in parentheses above), "
                + "or declare the slot optional, with a default value, or not required."
        case .missingRequiredValue:
            if detail?.hasPrefix(Self.ambientMissing) == true {
                return Self.ambientFix(
                    key, type: expectedType ?? "the slot's type",
                    hasDefault: detail?.hasSuffix(Self.ambientRequiredDefault) == true)
            }
            let provide =
                detail?.hasPrefix(Self.hookPassedNothing) == true
                ? "return '\(key)' from the presenting controller's segueValues(forSegue:destination:sender:) "
                    + "for this segue, or pass it with the segue"
                : "give the presenting controller a property that provides '\(key)' (a @Prepared slot "
                    + "with that key, or a plain property of that name that carries the prefix), "
                    + "or pass it with the segue"
            // An optional slot is required only by `required: true`.
            let relax =
                expectedType?.hasPrefix("Optional<") == true
                ? "or give the slot a default value, or drop required: true"
                : "or declare the slot optional, with a default value, or not required"
            return "To fix, \(provide), \(relax)."
        case .notWritable where detail?.hasPrefix(Self.weakUnholdable) == true:
            return "To fix, store it with the subscript (ambientContext[\(key).self] = value), or make the key's "
                + "Value a class or a protocol that refines AnyObject."
        case .notWritable:
            return "To fix, wrap it in @Prepared, or mark it @objc on Apple platforms."
        case .notReadable:
            return "To fix, declare the source property with @Prepared or without a wrapper, "
                + "or pass the value with the segue (SegueValues)."
        case .unsupportedSourceType:
            return "To fix, pass the value with the segue (SegueValues) or a typed route (ContextRoutes), "
                + "or declare the source property as Any (a closure) or Any.Type (a metatype); a noncopyable "
                + "value cannot be copied: hand over a class instance that owns it, or remove the prefix."
        case .ambiguousSource:
            return "To fix, give one of them another key with @Prepared(key:), "
                + "or remove the prefix from the one that should not be sent."
        case .unknownKey:
            if let owned = FrameworkOwnedProperty.named(key) {
                return "To fix, pass it under another key that a slot declares: '\(key)' is a property of "
                    + "\(owned.owner), which a subclass cannot declare as a slot. Declare "
                    + "@Prepared var \(owned.slot), pass '\(owned.slotKey)' instead, and assign "
                    + "\(owned.assignment) in contextDidArrive(_:)"
                    + (owned.viewDidLoadIsInTime ? " or viewDidLoad()." : ", before the controller is shown.")
            }
            if let suggested = suggestedKey {
                return "To fix, pass it as '\(suggested)', the key the destination declares, or add a slot with "
                    + "this key (@Prepared var \(key)) to the destination."
            }
            return "To fix, correct the key's spelling, or add a slot with this key "
                + "(@Prepared var \(key)) to the destination."
        case .lateDelivery:
            return "To fix, deliver context in prepare(for:sender:) or before the view loads, "
                + "or read the value in viewWillAppear instead of viewDidLoad."
        case .sceneNotFound where detail == Self.noInitialController:
            return "To fix, check Is Initial View Controller (Is Initial Controller on macOS) for one scene "
                + "in Interface Builder, or instantiate a scene by its Storyboard ID."
        case .sceneNotFound:
            return "To fix, set the scene's Storyboard ID in Interface Builder, "
                + "or correct the identifier."
        case .wrongControllerClass where detail?.hasPrefix(Self.segueDestinationProperty) == true:
            return "To fix, name in @SegueDestination(segue:) a segue whose destination scene's Custom Class is "
                + "\(expected) (or a subclass), or declare the property with the class '\(key)' shows."
        case .wrongControllerClass:
            return "To fix, set the scene's Custom Class in Interface Builder to \(expected), "
                + "or request the class the scene declares."
        case .emptyContainer:
            return "To fix, make \(destinationType ?? "the container") a subclass of PreparedPageViewController, "
                + "which delivers to its pages when they are set, or set the pages before the segue is prepared."
        case .isolatedObject:
            return "To fix, copy what the actor holds into a value first (let snapshot = await store.snapshot()) "
                + "and propagate from that, or pass the values with the segue (SegueValues); a destination must "
                + "be a main-actor class such as a view controller."
        case .calledOffMainThread:
            return "To fix, make the call on the main thread (DispatchQueue.main.async, or await MainActor.run), "
                + "and build the calling module in Swift 6 language mode (or with complete concurrency checking), "
                + "which reports such a call when it compiles."
        case .reflectionMetadataStripped:
            return "To fix, set Reflection Metadata Level (SWIFT_REFLECTION_METADATA_LEVEL) to All in the build "
                + "settings of the target that declares \(key), and remove -disable-reflection-names and "
                + "-disable-reflection-metadata from its Other Swift Flags (or its package's unsafeFlags)."
        case .unsupportedRuntime:
            return "To fix, use a PreparedContext release that supports \(detail ?? "this platform") and report the "
                + "platform and this message to the project; until then pass context by hand."
        default:
            return "To fix, see the PreparedContext documentation for '\(code)'."
        }
    }
}

/// Properties that `UIViewController` and `NSViewController` declare themselves. A subclass
/// cannot redeclare one as a slot (`@Prepared var title` does not compile), so a value passed
/// under such a key goes into a slot of another name, and the controller assigns the property
/// from it once the context has arrived. The ``PreparationError/Code/unknownKey`` fix names
/// the slot to declare.
struct FrameworkOwnedProperty {
    /// The classes that declare the property.
    let owner: String
    /// The slot's name, which is its key.
    let slotName: String
    /// The slot's value type, as Swift writes it.
    let slotType: String
    /// The slot's initial value, for a slot that is not optional.
    let initialValue: String?
    /// How the controller assigns the property from the slot.
    let assignment: String
    /// Whether `viewDidLoad()` still runs before the framework reads the property; when not
    /// (presentation style, preferred size, bottom bar), only the delivery callback does.
    let viewDidLoadIsInTime: Bool

    /// An example slot declaration, without `@Prepared var`: `screenTitle: String?`, or
    /// `hidesTabBar = false` for a slot with an initial value.
    var slot: String { initialValue.map { "\(slotName) = \($0)" } ?? "\(slotName): \(slotType)" }

    /// The slot's key: its name.
    var slotKey: String { slotName }

    private static let uiKit = "UIViewController"
    private static let both = "UIViewController and NSViewController"

    /// The framework-owned names a destination is likeliest to be passed, in one table.
    static let table: [String: FrameworkOwnedProperty] = [
        "title": .init(
            owner: both, slotName: "screenTitle", slotType: "String?", initialValue: nil,
            assignment: "title = screenTitle", viewDidLoadIsInTime: true),
        "navigationItem": .init(
            owner: uiKit, slotName: "itemTitle", slotType: "String?", initialValue: nil,
            assignment: "navigationItem.title = itemTitle", viewDidLoadIsInTime: true),
        "toolbarItems": .init(
            owner: uiKit, slotName: "toolbarButtons", slotType: "[UIBarButtonItem]?", initialValue: nil,
            assignment: "toolbarItems = toolbarButtons", viewDidLoadIsInTime: true),
        "tabBarItem": .init(
            owner: uiKit, slotName: "tabItem", slotType: "UITabBarItem?", initialValue: nil,
            assignment: "tabBarItem = tabItem", viewDidLoadIsInTime: false),
        "hidesBottomBarWhenPushed": .init(
            owner: uiKit, slotName: "hidesTabBar", slotType: "Bool", initialValue: "false",
            assignment: "hidesBottomBarWhenPushed = hidesTabBar", viewDidLoadIsInTime: false),
        "modalPresentationStyle": .init(
            owner: uiKit, slotName: "presentationStyle", slotType: "UIModalPresentationStyle",
            initialValue: "UIModalPresentationStyle.automatic",
            assignment: "modalPresentationStyle = presentationStyle",
            viewDidLoadIsInTime: false),
        "modalTransitionStyle": .init(
            owner: uiKit, slotName: "transitionStyle", slotType: "UIModalTransitionStyle",
            initialValue: "UIModalTransitionStyle.coverVertical", assignment: "modalTransitionStyle = transitionStyle",
            viewDidLoadIsInTime: false),
        "isModalInPresentation": .init(
            owner: uiKit, slotName: "blocksDismissal", slotType: "Bool", initialValue: "false",
            assignment: "isModalInPresentation = blocksDismissal", viewDidLoadIsInTime: true),
        "preferredContentSize": .init(
            owner: both, slotName: "contentSize", slotType: "CGSize", initialValue: "CGSize.zero",
            assignment: "preferredContentSize = contentSize", viewDidLoadIsInTime: false),
        "representedObject": .init(
            owner: "NSViewController", slotName: "item", slotType: "Any?", initialValue: nil,
            assignment: "representedObject = item", viewDidLoadIsInTime: true),
    ]

    /// The framework-owned property named `key`, if it is one of the table's.
    static func named(_ key: String) -> FrameworkOwnedProperty? { table[key] }
}

/// `name` with its indefinite article, as a message reads it: "an Account", "a String",
/// "a URL", "an Optional<Int>".
func withArticle(_ name: String) -> String {
    let letters = Array(name.prefix(3))
    guard let first = letters.first else { return name }
    let vowels: Set<Character> = ["A", "E", "I", "O", "a", "e", "i", "o"]
    // A word in U is read "you" (a User, a URL, a UInt, a UUID, a Unit), unless un- begins it
    // (an Undo, an Unread).
    let readAsVowel =
        vowels.contains(first)
        || (first == "U" || first == "u") && letters.count > 2 && letters[1] == "n" && letters[2] != "i"
    return (readAsVowel ? "an " : "a ") + name
}

extension PreparationError {
    /// The declared key that `key` most likely misspells — the same letters in another case
    /// (`filename` for `fileName`), or at most two letters added, dropped or changed in a key
    /// of four letters or more — or `nil` when none is that close.
    static func nearMiss(of key: String, among declared: Set<String>) -> String? {
        guard !declared.contains(key) else { return nil }
        let lowered = key.lowercased()
        if let sameLetters = declared.sorted().first(where: { $0.lowercased() == lowered }) { return sameLetters }
        guard key.count >= 4 else { return nil }
        let candidates = declared.sorted().map { ($0, editDistance(lowered, $0.lowercased(), limit: 2)) }
        return candidates.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    /// The Levenshtein distance between `a` and `b`, or `limit + 1` once it exceeds `limit`.
    private static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard abs(a.count - b.count) <= limit, a.count <= 64, b.count <= 64 else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            guard (current.min() ?? 0) <= limit else { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
