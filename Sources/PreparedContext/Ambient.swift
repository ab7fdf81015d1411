/// Marks a stored property as a slot fed from an ambient value: one a controller earlier on
/// the way put in its ``SegueContext/ambientContext``, which flows on through every
/// controller in between.
///
/// A dependency set once on the first screen and needed four screens later needs no
/// property on the screens in between, and no code that reads `ambientContext` by hand. The
/// slot is type-checked, reported and logged like a ``Prepared`` slot; a required one that
/// no screen on the way provides is reported as
/// ``PreparationError/Code/missingRequiredValue``, naming the key.
///
/// ```swift
/// enum SessionKey: ContextKey {
///     typealias Value = Session
/// }
///
/// final class LoginViewController: PreparedViewController {
///     func didLogIn(_ session: Session) {
///         ambientContext[SessionKey.self] = session
///         performSegue(withIdentifier: "showInbox", sender: nil)
///     }
/// }
///
/// final class ReceiptViewController: PreparedViewController {
///     @Ambient(SessionKey.self) var session: Session         // required
///     @Ambient(ThemeKey.self) var theme: Theme?              // optional
///     @Ambient(PageSizeKey.self) var pageSize: Int = 20      // default
/// }
/// ```
///
/// The slot is filled when a segue, or a storyboard factory, prepares its controller: from
/// the ambient values handed on with it — the presenting controller's, then those the segue
/// carries. A controller that adopts ``SegueContext`` reads them from its own
/// ``SegueContext/ambientContext`` after they were merged in, so values it already held
/// count too. The slot is never matched by name or key from a source property, and an
/// ambient slot on a source provides nothing: hand the value on through `ambientContext`.
/// ``ContextPropagation/propagate(from:to:segueIdentifier:sender:options:)``,
/// which hands on no ambient values, leaves it as it is.
///
/// The slot holds the value strongly, even when the ambient bag holds it weakly
/// (``ContextValues/setWeak(_:for:)``): for a delegate, use ``WeakPrepared`` and a value
/// the presenting controller offers.
///
/// > Important: As with ``Prepared``, reading a required slot that was never filled stops
/// > the program with a message naming the key. Declare it optional or with a default if
/// > the controller can run without it.
@propertyWrapper
public struct Ambient<Value> {
    let slot: PreparedSlot<Value>

    /// Creates a required slot fed from `key`, with no value until one is delivered.
    ///
    /// When the key's value is itself optional (`typealias Value = String?`), the slot is
    /// declared optional (`var nickname: String?`) and is an optional one, holding `nil`
    /// until a value is delivered, as a ``Prepared`` slot of an optional type is. Write
    /// `@Ambient(wrappedValue: nil, key, required: true)` to have it reported as missing.
    ///
    /// - Parameter key: The ambient key whose value fills the slot.
    public init<Key: ContextKey>(_ key: Key.Type) where Key.Value == Value {
        if let optional = Value.self as? any OptionalProtocol.Type, let none = optional.none(as: Value.self) {
            slot = PreparedSlot.make(value: none, isRequired: false, ambientKey: AmbientKeyInfo(key))
        } else {
            slot = PreparedSlot.make(value: nil, isRequired: true, ambientKey: AmbientKeyInfo(key))
        }
    }

    /// Creates an optional slot fed from `key`, holding `nil` until a value is delivered.
    ///
    /// - Parameter key: The ambient key whose value fills the slot.
    public init<Key: ContextKey>(_ key: Key.Type) where Value == Key.Value? {
        slot = PreparedSlot.make(value: .some(nil), isRequired: false, ambientKey: AmbientKeyInfo(key))
    }

    /// Creates a slot fed from `key`, holding a default value until one is delivered.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value the property has until one is delivered.
    ///   - key: The ambient key whose value fills the slot.
    ///   - required: Whether an undelivered slot is reported as missing. The default value
    ///     is still returned on read, so it never traps.
    public init<Key: ContextKey>(wrappedValue: Value, _ key: Key.Type, required: Bool = false)
    where Key.Value == Value {
        slot = PreparedSlot.make(value: wrappedValue, isRequired: required, ambientKey: AmbientKeyInfo(key))
    }

    /// The slot's current value.
    ///
    /// Setting it by hand counts as a delivery, so a required slot you fill yourself is not
    /// reported as missing.
    public var wrappedValue: Value {
        get { slot.read() }
        nonmutating set { slot.assign(newValue, delivery: nil) }
    }

    /// The slot itself, reached with `$name`: whether and from where its value came.
    public var projectedValue: Ambient<Value> { self }

    /// The name of the ambient key type that feeds the slot.
    public var keyName: String { slot.ambientKey?.name ?? "?" }

    /// Whether the slot reports an undelivered value as missing.
    public var isRequired: Bool { slot.isRequired }

    /// Whether a value has been delivered or assigned by hand.
    public var isDelivered: Bool { slot.isAssigned }

    /// Where the current value came from, when a preparation delivered it.
    public var delivery: Delivery? { slot.delivery }

    /// Whether `segue` delivered the slot's current value; see ``Prepared/wasDelivered(by:)``.
    ///
    /// - Parameter segue: The segue whose preparation may have delivered the value.
    /// - Returns: `true` when that segue's preparation wrote the current value.
    @MainActor
    public func wasDelivered(by segue: AnyObject) -> Bool { slot.wasDelivered(by: segue) }

    /// Whether the preparation that made `report` delivered the slot's current value: for
    /// ``SegueContext/contextDidArrive(_:)``, which runs again for later preparations.
    /// See ``Prepared/wasDelivered(in:)``.
    ///
    /// - Parameter report: A report of a propagation, such as the one
    ///   `contextDidArrive(_:)` receives.
    /// - Returns: `true` when that propagation wrote the current value.
    public func wasDelivered(in report: PreparationReport) -> Bool { slot.wasDelivered(in: report) }
}

extension Ambient: PreparedStorage {
    var anySlot: AnyPreparedSlot { slot }
    static var valueType: Any.Type { Value.self }
    static var isAmbient: Bool { true }
}

/// Which ambient key feeds an ``Ambient`` slot: the key type's identity and its name.
@usableFromInline
final class AmbientKeyInfo: Sendable {
    let id: ObjectIdentifier
    let name: String

    init<Key: ContextKey>(_ key: Key.Type) {
        id = ObjectIdentifier(key)
        name = keyDisplayName(key)
    }
}
