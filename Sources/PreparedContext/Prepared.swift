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
    @usableFromInline let slot: PreparedSlot<Value>

    /// Creates a required slot with no value until one is delivered.
    ///
    /// - Parameter key: The context key; the property's name when `nil`.
    @inlinable
    public init(key: String? = nil) {
        slot = PreparedSlot(value: nil, explicitKey: key, isRequired: true)
    }

    /// Creates an optional slot that holds `nil` until a value is delivered.
    ///
    /// - Parameter key: The context key; the property's name when `nil`.
    @inlinable
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
    @inlinable
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
    @inlinable public var projectedValue: Prepared<Value> { self }

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

/// What propagation needs from a slot without knowing its value type.
///
/// A non-generic base class rather than a protocol: propagation reads the slot reference
/// straight out of the `Prepared` field and calls through the class's table, with no
/// generic metadata to look up per delivery.
@usableFromInline
class AnyPreparedSlot {
    // What a delivery reads and writes comes first, within the object's first 48 bytes, so
    // that it touches one cache line of the slot.
    //
    // Slots are reached only from their owner's isolation; exclusivity is checked by the
    // owner's accesses, so the slot's own bookkeeping skips the dynamic check on every write.

    /// The value's buffer, typed by the subclass.
    @usableFromInline let rawStorage: UnsafeMutableRawPointer
    /// Whether the buffer holds a value.
    @usableFromInline @exclusivity(unchecked) var hasValue = false
    @usableFromInline @exclusivity(unchecked) var isAssigned = false
    let isRequired: Bool
    @usableFromInline @exclusivity(unchecked) var deliveryRecord: DeliveryRecord?
    /// `lastFailure`, boxed: failures are rare, and a slot that carries no inline error
    /// stays small.
    @usableFromInline @exclusivity(unchecked) var failure: FailureBox?
    let explicitKey: String?
    /// Where the current value came from, when propagation delivered it.
    var delivery: Delivery? { deliveryRecord?.delivery }
    /// The property name and owner type, learned when propagation first reflects the owner
    /// without delivering to the slot; a delivery's record names them otherwise.
    private var boundName: String?
    private var boundOwnerType: String?
    var name: String? { boundName ?? deliveryRecord?.delivery.destinationProperty }
    var ownerType: String? { boundOwnerType ?? deliveryRecord?.delivery.destinationType }
    /// Why the last offered value was refused, for the message of a failed read.
    var lastFailure: PreparationError? {
        get { failure?.error }
        set { failure = newValue.map(FailureBox.init) }
    }
    /// Whether `lastFailure` is set.
    @inlinable var hasFailure: Bool { failure != nil }

    @usableFromInline
    final class FailureBox {
        let error: PreparationError

        init(_ error: PreparationError) {
            self.error = error
        }
    }

    @usableFromInline
    init(storage: UnsafeMutableRawPointer, explicitKey: String?, isRequired: Bool) {
        rawStorage = storage
        self.explicitKey = explicitKey
        self.isRequired = isRequired
    }

    /// Marks the slot assigned, from `delivery` (or by hand when `nil`).
    @inlinable
    final func recordAssignment(_ delivery: DeliveryRecord?) {
        isAssigned = true
        deliveryRecord = delivery
        if hasFailure { clearFailure() }
    }

    @usableFromInline
    final func clearFailure() {
        lastFailure = nil
    }

    /// The slot of the `Prepared` property stored at `address`, read without generic
    /// metadata: a `Prepared` is exactly one reference to its slot.
    static func stored(at address: UnsafeRawPointer) -> AnyPreparedSlot {
        address.load(as: AnyPreparedSlot.self)
    }

    func bind(name: String, ownerType: String) {
        if boundName == nil {
            boundName = name
            boundOwnerType = ownerType
        }
    }

    /// The declared value type.
    var valueType: Any.Type { fatalError("overridden by PreparedSlot") }
    /// The value a source offers: the current value, delivered or default.
    var providedValue: Any? { fatalError("overridden by PreparedSlot") }
    /// Type-checks `value` and stores it; on failure the slot keeps its value.
    func offer(_ value: Any, target: TargetType, delivery: DeliveryRecord) -> TypeCheck.Refusal? {
        fatalError("overridden by PreparedSlot")
    }
    /// Stores the value at `address`, which the plan has proven to be of the slot's type.
    func copy(from address: UnsafeRawPointer, delivery: DeliveryRecord) {
        fatalError("overridden by PreparedSlot")
    }
}

/// The reference storage behind ``Prepared``; propagation writes through it.
///
/// The value lives in a buffer of its own rather than in an `Optional<Value>`, so that
/// writing it from propagation's unspecialized code needs no `Optional<Value>` metadata.
@usableFromInline
final class PreparedSlot<Value>: AnyPreparedSlot {
    @inlinable var storage: UnsafeMutablePointer<Value> { rawStorage.assumingMemoryBound(to: Value.self) }

    // Inlinable, so that an app's code makes its slots with the slot class's metadata at
    // hand rather than looking it up for every property of every controller it creates.
    @inlinable
    init(value: Value?, explicitKey: String?, isRequired: Bool) {
        super.init(
            storage: UnsafeMutableRawPointer(UnsafeMutablePointer<Value>.allocate(capacity: 1)),
            explicitKey: explicitKey, isRequired: isRequired)
        if let value {
            storage.initialize(to: value)
            hasValue = true
        }
    }

    deinit {
        if hasValue { storage.deinitialize(count: 1) }
        storage.deallocate()
    }

    func read() -> Value {
        if hasValue { return storage.pointee }
        let message = missingValueMessage()
        PreparationOptions.global.log.record(
            PreparationError(
                .missingRequiredValue, key: explicitKey ?? name ?? "?",
                destinationType: ownerType, expectedType: displayName(Value.self)))
        fatalError(message)
    }

    @inlinable
    func assign(_ newValue: consuming Value, delivery: DeliveryRecord?) {
        if hasValue {
            storage.pointee = newValue
        } else {
            storage.initialize(to: newValue)
            hasValue = true
        }
        recordAssignment(delivery)
    }

    override var valueType: Any.Type { Value.self }

    override var providedValue: Any? { hasValue ? storage.pointee : nil }

    override func copy(from address: UnsafeRawPointer, delivery: DeliveryRecord) {
        // One value witness call each way; the `count:` forms go through the runtime's
        // array copy, several times dearer for a single value.
        let source = address.assumingMemoryBound(to: Value.self)
        if hasValue {
            storage.pointee = source.pointee
        } else {
            storage.initialize(to: source.pointee)
            hasValue = true
        }
        recordAssignment(delivery)
    }

    override func offer(_ offered: Any, target: TargetType, delivery: DeliveryRecord) -> TypeCheck.Refusal? {
        switch TypeCheck.convert(offered, to: Value.self, target: target) {
        case .success(let converted):
            assign(converted, delivery: delivery)
            return nil
        case .failure(let refusal):
            return refusal
        }
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

/// Lets reflection recognise a `Prepared` storage property whatever its value type.
protocol PreparedStorage {
    var anySlot: AnyPreparedSlot { get }
}

extension Prepared: PreparedStorage {
    var anySlot: AnyPreparedSlot { slot }
}
