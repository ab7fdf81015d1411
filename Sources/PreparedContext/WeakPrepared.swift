/// Marks a stored property as a context slot that holds its object weakly, as a `weak var`
/// would.
///
/// Use it for delegates and back-references: the presented controller's delegate is often
/// the controller that presents it, and a strong slot would make a retain cycle. The slot
/// is matched, type-checked, reported and logged like a ``Prepared`` slot; it only never
/// keeps its object alive. Once the object is released, the property reads `nil`.
///
/// ```swift
/// protocol ComposeDelegate: AnyObject {
///     func compose(_ compose: ComposeViewController, didSend draft: Draft)
/// }
///
/// final class ComposeViewController: PreparedViewController {
///     @WeakPrepared var delegate: (any ComposeDelegate)?
///     @WeakPrepared(key: "inbox", required: true) var owner: InboxViewController?
/// }
/// ```
///
/// A weak slot is always optional: declare the property as `T?` where `T` is a class or a
/// class-bound protocol (`AnyObject`, or a protocol refining it).
///
/// > Important: A weak slot of a type that is not a class or a class-bound protocol, such as
/// > a struct or `Any`, cannot hold anything weakly — such a value would be boxed, and its
/// > box released at once. It never stores a value: creating it logs a
/// > ``PreparationError/Code/notWritable`` error in the mismatch log, and every delivery to it
/// > is refused with that code. Use ``Prepared`` for it.
///
/// On a source, a weak slot provides its object under its key while the object is alive,
/// and nothing once it is released.
@propertyWrapper
public struct WeakPrepared<Object> {
    let slot: WeakPreparedSlot<Object>

    /// Creates a weak slot that holds `nil` until an object is delivered.
    ///
    /// - Parameters:
    ///   - key: The context key; the property's name when `nil`.
    ///   - required: Whether an undelivered slot is reported as missing. Reading it never
    ///     traps: it reads `nil`.
    public init(key: String? = nil, required: Bool = false) {
        slot = WeakPreparedSlot.make(explicitKey: key, isRequired: required)
    }

    /// The slot's object, or `nil` when none was delivered or it has been released.
    ///
    /// Setting it by hand counts as a delivery (with no recorded source), so a required
    /// slot you fill yourself is not reported as missing.
    public var wrappedValue: Object? {
        get { slot.read() }
        nonmutating set { slot.assign(newValue, delivery: nil) }
    }

    /// The slot itself, reached with `$name`: whether and from where its object came.
    public var projectedValue: WeakPrepared<Object> { self }

    /// The key this slot is matched by, once known.
    ///
    /// An explicit `key` is known at once; a slot named after its property learns the name
    /// the first time propagation reflects its owner.
    public var key: String? { slot.explicitKey ?? slot.name }

    /// Whether the slot reports an undelivered object as missing.
    public var isRequired: Bool { slot.isRequired }

    /// Whether an object (or `nil`) has been delivered by propagation or assigned by hand,
    /// even if the object has been released since.
    public var isDelivered: Bool { slot.isAssigned }

    /// Where the current object came from, when propagation delivered it.
    public var delivery: Delivery? { slot.delivery }

    /// Whether `segue` delivered the slot's current object; see ``Prepared/wasDelivered(by:)``.
    ///
    /// - Parameter segue: The segue whose preparation may have delivered the object.
    /// - Returns: `true` when that segue's preparation wrote the current object.
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

extension WeakPrepared: PreparedStorage {
    var anySlot: AnyPreparedSlot { slot }
    static var valueType: Any.Type { Object?.self }
    static var isAmbient: Bool { false }
}

/// A weak reference to any object, the tail of a ``WeakPreparedSlot``.
struct WeakReference {
    weak var object: AnyObject?
}

/// The reference storage behind ``WeakPrepared``: the tail holds a ``WeakReference``.
///
/// Its declared value type is `Object?`, an optional, so a plan never copies into it
/// without the type check (``FieldAccess/isExactlyCopyable(_:)``).
final class WeakPreparedSlot<Object>: AnyPreparedSlot {
    private var storage: UnsafeMutablePointer<WeakReference> {
        valueAddress(alignment: MemoryLayout<WeakReference>.alignment).assumingMemoryBound(to: WeakReference.self)
    }

    /// Why no object of this slot's type can be held weakly, or `nil` when it can.
    static var unholdableReason: String? {
        ReferenceTypes.isClassBound(Object.self)
            ? nil
            : "@WeakPrepared holds \(displayName(Object.self)), which is not a class or a class-bound "
                + "protocol, so it cannot be held weakly; use @Prepared, or make the protocol refine AnyObject"
    }

    /// A new, empty weak slot. One whose `Object` cannot be held weakly logs why, and will
    /// refuse every value.
    static func make(
        explicitKey: String?, isRequired: Bool, ambientKey: AmbientKeyInfo? = nil
    ) -> WeakPreparedSlot<Object> {
        if let reason = unholdableReason {
            PreparationOptions.global.log.record(
                PreparationError(
                    .notWritable, key: explicitKey ?? ambientKey?.name ?? "?", expectedType: displayName(Object.self),
                    detail: reason))
        }
        let size = MemoryLayout<WeakReference>.size + MemoryLayout<WeakReference>.alignment - 1
        let buffer = create(minimumCapacity: size) { _ in
            SlotState(explicitKey: explicitKey, isRequired: isRequired, ambientKey: ambientKey)
        }
        return unsafeDowncast(buffer, to: WeakPreparedSlot<Object>.self)
    }

    deinit {
        if hasValue { storage.deinitialize(count: 1) }
    }

    /// The object, while it is alive.
    func read() -> Object? {
        guard hasValue else { return nil }
        return storage.pointee.object.flatMap { $0 as? Object }
    }

    /// Stores a weak reference to `newValue`, recording where it came from. Replacing a
    /// weak reference releases nothing, so no deinitializer runs here.
    func assign(_ newValue: Object?, delivery: DeliveryRecord?) {
        if let reason = Self.unholdableReason {
            lastFailure = PreparationError(
                .notWritable, key: explicitKey ?? name ?? "?", destinationType: ownerType,
                expectedType: displayName(Object.self), detail: reason)
            return
        }
        recordAssignment(delivery)
        // `Object` is a class or a class-bound existential (checked in `make`): the cast
        // yields the object itself, never a box.
        let object = newValue.map { $0 as AnyObject }
        if hasValue {
            storage.pointee.object = object
        } else {
            storage.initialize(to: WeakReference(object: object))
            update { $0.hasValue = true }
        }
    }

    override var valueType: Any.Type { Object?.self }

    override var providedValue: Any? { read() }

    override func offer(_ offered: Any, target: TargetType, delivery: DeliveryRecord) -> TypeCheck.Refusal? {
        if let reason = Self.unholdableReason { return .notWritable(reason: reason) }
        switch TypeCheck.convert(offered, to: Object?.self, target: target) {
        case .success(let converted):
            assign(converted, delivery: delivery)
            return nil
        case .failure(let refusal):
            return refusal
        }
    }
}
