/// Marks a stored property as a context slot that PreparedContext can fill during a segue.
///
/// Swift has no Key-Value Coding outside Apple's Objective-C runtime, so reflection alone
/// cannot write into a property. `@Prepared` keeps the value in a small box that propagation
/// can reach through `Mirror`, which makes any type writable on every platform: structs,
/// enums, classes, existentials and optionals. A slot is fed from the source property with
/// the same key — its property name, or the `key` you give — after a type check.
///
/// Three forms decide what happens when no value arrives:
///
/// ```swift
/// final class ProfileViewController: PreparedViewController {
///     @Prepared var user: User                  // required: reported as missing
///     @Prepared var highlight: Post?            // optional: stays nil
///     @Prepared var pageSize: Int = 20          // default: keeps 20
///     @Prepared(required: true) var zoom = 1.0  // required, but never traps on read
///     @Prepared(key: "currentUser") var owner: User?  // fed from `currentUser`
/// }
/// ```
///
/// > Important: Reading a required slot (no default, not optional) that was never delivered
/// > stops the program with a message naming the key, the controller and the reason the
/// > value did not arrive, as an implicitly unwrapped optional would. Declare the slot
/// > optional or give it a default if your controller can run without it.
///
/// A `@Prepared` property on a *source* provides its value under its key, so context that
/// was delivered to a controller flows on when that controller presents the next one.
@propertyWrapper
public struct Prepared<Value> {
    let slot: PreparedSlot<Value>

    /// Creates a required slot with no value until one is delivered.
    ///
    /// - Parameter key: The context key; the property's name when `nil`.
    public init(key: String? = nil) {
        slot = PreparedSlot(value: nil, explicitKey: key, isRequired: true)
    }

    /// Creates an optional slot that holds `nil` until a value is delivered.
    ///
    /// - Parameter key: The context key; the property's name when `nil`.
    public init(key: String? = nil) where Value: ExpressibleByNilLiteral {
        slot = PreparedSlot(value: Value(nilLiteral: ()), explicitKey: key, isRequired: false)
    }

    /// Creates a slot holding a default value until one is delivered.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value the property has until context is delivered.
    ///   - key: The context key; the property's name when `nil`.
    ///   - required: Whether an undelivered slot is reported as missing. The default value
    ///     is still returned on read, so a required slot with a default never traps.
    public init(wrappedValue: Value, key: String? = nil, required: Bool = false) {
        slot = PreparedSlot(value: wrappedValue, explicitKey: key, isRequired: required)
    }

    /// The slot's current value.
    ///
    /// Setting it by hand counts as a delivery (with no recorded source), so a required
    /// slot you fill yourself is not reported as missing.
    public var wrappedValue: Value {
        get { slot.read() }
        nonmutating set { slot.assign(newValue, delivery: nil) }
    }

    /// The slot itself, reached with `$name`: whether and from where its value came.
    public var projectedValue: Prepared<Value> { self }

    /// The key this slot is matched by, once known.
    ///
    /// An explicit `key` is known at once; a slot named after its property learns the name
    /// the first time propagation reflects its owner.
    public var key: String? { slot.explicitKey ?? slot.name }

    /// Whether the slot reports an undelivered value as missing.
    public var isRequired: Bool { slot.isRequired }

    /// Whether a value has been delivered by propagation or assigned by hand.
    public var isDelivered: Bool { slot.isAssigned }

    /// Where the current value came from, when propagation delivered it.
    public var delivery: Delivery? { slot.delivery }
}

/// The reference storage behind ``Prepared``; propagation writes through it.
final class PreparedSlot<Value> {
    private(set) var value: Value?
    let explicitKey: String?
    let isRequired: Bool
    private(set) var isAssigned = false
    private(set) var delivery: Delivery?
    /// The property name and owner type, learned when propagation first reflects the owner.
    private(set) var name: String?
    private(set) var ownerType: String?
    /// Why the last offered value was refused, for the message of a failed read.
    var lastFailure: PreparationError?

    init(value: Value?, explicitKey: String?, isRequired: Bool) {
        self.value = value
        self.explicitKey = explicitKey
        self.isRequired = isRequired
    }

    func read() -> Value {
        if let value { return value }
        let message = missingValueMessage()
        PreparationOptions.global.log.record(
            PreparationError(
                .missingRequiredValue, key: explicitKey ?? name ?? "?",
                destinationType: ownerType, expectedType: displayName(Value.self)))
        fatalError(message)
    }

    func assign(_ newValue: Value, delivery: Delivery?) {
        value = newValue
        isAssigned = true
        self.delivery = delivery
        lastFailure = nil
    }

    func missingValueMessage() -> String {
        let type = displayName(Value.self)
        guard let name else {
            return "PreparedContext: a required @Prepared value of type \(type) was read before "
                + "anything was delivered, and its owner was never prepared by PreparedContext. "
                + "To fix, present this controller through a segue from a prepared controller, "
                + "assign the value before use, or declare it optional (\(type)?)."
        }
        let owner = ownerType ?? "its controller"
        let key = explicitKey ?? name
        let reason = lastFailure.map { " The last attempt failed: \($0.problem)" } ?? ""
        return "PreparedContext: \(owner).\(name) (key '\(key)', \(type)) was read before a "
            + "value was delivered.\(reason) To fix, give the presenting controller a "
            + "property '\(key)' (prefixed or @Prepared), pass it with the segue, or declare "
            + "the slot optional (\(type)?) or with a default value."
    }
}

/// What propagation needs from a slot without knowing its value type.
protocol AnyPreparedSlot: AnyObject {
    var explicitKey: String? { get }
    var isRequired: Bool { get }
    var isAssigned: Bool { get }
    var valueType: Any.Type { get }
    var lastFailure: PreparationError? { get set }
    /// The value a source offers: the current value, delivered or default.
    var providedValue: Any? { get }
    func bind(name: String, ownerType: String)
    /// Type-checks `value` and stores it; on failure the slot keeps its value.
    func offer(_ value: Any, target: TargetType, delivery: Delivery) -> TypeCheck.Refusal?
    /// Stores the value at `address`, which the plan has proven to be of the slot's type.
    func copy(from address: UnsafeRawPointer, delivery: Delivery)
}

extension PreparedSlot: AnyPreparedSlot {
    var valueType: Any.Type { Value.self }

    var providedValue: Any? { value.map { $0 } }

    func bind(name: String, ownerType: String) {
        if self.name == nil {
            self.name = name
            self.ownerType = ownerType
        }
    }

    func copy(from address: UnsafeRawPointer, delivery: Delivery) {
        assign(address.load(as: Value.self), delivery: delivery)
    }

    func offer(_ offered: Any, target: TargetType, delivery: Delivery) -> TypeCheck.Refusal? {
        switch TypeCheck.convert(offered, to: Value.self, target: target) {
        case .success(let converted):
            assign(converted, delivery: delivery)
            return nil
        case .failure(let refusal):
            return refusal
        }
    }
}

/// Lets reflection recognise a `Prepared` storage property whatever its value type.
protocol PreparedStorage {
    var anySlot: any AnyPreparedSlot { get }
    /// The slot of the `Prepared` stored at `address`, without a dynamic cast.
    static func slot(at address: UnsafeRawPointer) -> any AnyPreparedSlot
}

extension Prepared: PreparedStorage {
    var anySlot: any AnyPreparedSlot { slot }

    static func slot(at address: UnsafeRawPointer) -> any AnyPreparedSlot {
        address.load(as: Prepared<Value>.self).slot
    }
}
