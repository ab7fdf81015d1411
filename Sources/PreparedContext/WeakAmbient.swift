/// Marks a stored property as a slot filled from the ambient context, holding its object
/// weakly: a delegate or a coordinator handed on to screens further away.
///
/// The weak form of ``Ambient``, as ``WeakPrepared`` is of ``Prepared``. The slot reads
/// `nil` once its object is released, and never keeps it alive — put the object in the
/// ambient context with ``ContextValues/setWeak(_:for:)`` so that the bag does not either:
///
/// ```swift
/// enum CheckoutDelegateKey: ContextKey {
///     typealias Value = any CheckoutDelegate
/// }
///
/// final class CartViewController: PreparedViewController, CheckoutDelegate {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         ambientContext.setWeak(self, for: CheckoutDelegateKey.self)
///     }
/// }
///
/// // Two screens further on:
/// final class PaymentViewController: PreparedViewController {
///     @WeakAmbient(CheckoutDelegateKey.self) var delegate: (any CheckoutDelegate)?
/// }
/// ```
///
/// The key's value must be a class or a class-bound protocol; any other type is refused with
/// ``PreparationError/Code/notWritable``. A slot is optional unless `required` is `true`, in
/// which case an empty one is reported as ``PreparationError/Code/missingRequiredValue``
/// under the key's name, but still reads `nil` rather than stopping the program.
@propertyWrapper
public struct WeakAmbient<Object> {
    let slot: WeakPreparedSlot<Object>

    /// Creates a weak slot fed from `key`'s ambient value.
    ///
    /// - Parameters:
    ///   - key: The ambient key whose value fills the slot.
    ///   - required: Whether an empty slot is reported as missing.
    public init<Key: ContextKey>(_ key: Key.Type, required: Bool = false) where Key.Value == Object {
        slot = WeakPreparedSlot.make(explicitKey: nil, isRequired: required, ambientKey: AmbientKeyInfo(key))
    }

    /// The object, while something else keeps it alive; `nil` otherwise.
    ///
    /// Setting it by hand counts as a delivery and holds the object weakly too.
    public var wrappedValue: Object? {
        get { slot.read() }
        nonmutating set { slot.assign(newValue, delivery: nil) }
    }

    /// The slot itself, reached with `$name`.
    public var projectedValue: WeakAmbient<Object> { self }

    /// The name of the ambient key type.
    public var keyName: String { slot.ambientKey?.name ?? "?" }

    /// Whether an empty slot is reported as missing.
    public var isRequired: Bool { slot.isRequired }

    /// Whether an object has been delivered or assigned by hand; it may have been released since.
    public var isDelivered: Bool { slot.isAssigned }

    /// Where the current value came from, when propagation delivered it.
    public var delivery: Delivery? { slot.delivery }

    /// Whether `segue` delivered the slot's current value. See ``Prepared/wasDelivered(by:)``.
    ///
    /// - Parameter segue: The segue whose preparation may have delivered the value.
    /// - Returns: `true` when that segue's preparation wrote the current value.
    @MainActor
    public func wasDelivered(by segue: AnyObject) -> Bool { slot.wasDelivered(by: segue) }

    /// Whether the preparation that made `report` delivered the slot's current value. See
    /// ``Prepared/wasDelivered(in:)``.
    ///
    /// - Parameter report: A report of a propagation, such as the one
    ///   `contextDidArrive(_:)` receives.
    /// - Returns: `true` when that propagation wrote the current value.
    public func wasDelivered(in report: PreparationReport) -> Bool { slot.wasDelivered(in: report) }
}

extension WeakAmbient: PreparedStorage {
    var anySlot: AnyPreparedSlot { slot }
    static var valueType: Any.Type { Object?.self }
    static var isAmbient: Bool { true }
}
