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
///
/// > Warning: Do not declare a slot implicitly unwrapped with no `required:` argument
/// > (`@Prepared var user: User!`). Swift gives a property wrapper no way to tell `User!`
/// > from `User?`, so such a slot is silently an optional one, never reported missing.
/// > Write `User` for a required slot or `User?` for an optional one; `context-check`
/// > reports an implicitly unwrapped slot without `required:` as an error.
///
/// To keep exactly what a `var user: User!` property did — read `nil` until a value
/// arrives, and stop the program only where code unwraps that `nil` — say what you mean with
/// an explicit `required:` and an initial `nil`. `context-check` accepts this form, and
/// `context-check migrate` writes it for an implicitly unwrapped property:
///
/// ```swift
/// @Prepared(required: true) var user: User! = nil   // reported missing, reads nil
/// @Prepared(required: false) var draft: Draft! = nil // never reported, reads nil
/// ```
///
/// Propagation writes the slot's storage, not the property, so a `didSet` on the property
/// does not run on delivery: configure the controller in
/// ``SegueContext/contextDidArrive(_:)`` instead.
@propertyWrapper
public struct Prepared<Value> {
    @usableFromInline let slot: PreparedSlot<Value>

    /// Creates a required slot with no value until one is delivered.
    ///
    /// - Parameter key: The context key; the property's name when `nil`.
    @inlinable
    public init(key: String? = nil) {
        slot = PreparedSlot.make(value: nil, explicitKey: key, isRequired: true)
    }

    /// Creates an optional slot that holds `nil` until a value is delivered.
    ///
    /// - Parameter key: The context key; the property's name when `nil`.
    @inlinable
    public init(key: String? = nil) where Value: ExpressibleByNilLiteral {
        slot = PreparedSlot.make(value: Value(nilLiteral: ()), explicitKey: key, isRequired: false)
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
        slot = PreparedSlot.make(value: wrappedValue, explicitKey: key, isRequired: required)
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

    /// Whether `segue` delivered the slot's current value: for an unwind action, which
    /// otherwise sees the value an earlier segue left.
    ///
    /// ```swift
    /// @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
    ///     if $newItem.wasDelivered(by: segue), let item = newItem { items.append(item) }
    /// }
    /// ```
    ///
    /// - Parameter segue: The segue whose preparation may have delivered the value.
    /// - Returns: `true` when that segue's preparation wrote the current value; `false` when
    ///   it delivered nothing here, when the value was assigned by hand since, for a segue
    ///   that PreparedContext did not prepare, and for one older than the 16 latest segues
    ///   still alive (the framework releases a segue once it has been performed, so an
    ///   unwind action always asks about one of them).
    @MainActor
    public func wasDelivered(by segue: AnyObject) -> Bool { slot.wasDelivered(by: segue) }

    /// Whether the preparation that made `report` delivered the slot's current value: for
    /// ``SegueContext/contextDidArrive(_:)``, which runs again for later preparations (an
    /// unwind back to this controller) while the slot keeps the value of the first.
    ///
    /// ```swift
    /// override func contextDidArrive(_ report: PreparationReport) {
    ///     if $user.wasDelivered(in: report) { title = user.name }
    /// }
    /// ```
    ///
    /// - Parameter report: A report of a propagation: the one `contextDidArrive(_:)`
    ///   receives, or one a propagation returned.
    /// - Returns: `true` when that propagation wrote the current value; `false` when it
    ///   delivered nothing here, when the value was assigned by hand since, and for a report
    ///   that no propagation made.
    public func wasDelivered(in report: PreparationReport) -> Bool { slot.wasDelivered(in: report) }
}

/// A slot's state: the header of its buffer, whose tail holds the value.
@usableFromInline
struct SlotState {
    /// Whether the tail holds a value.
    @usableFromInline var hasValue = false
    @usableFromInline var isAssigned = false
    @usableFromInline let isRequired: Bool
    @usableFromInline var deliveryRecord: DeliveryRecord?
    /// The delivery of a route written in a body (`ContextRoutes.Deliver`), kept as its
    /// parts and made into a ``Delivery`` only when read: storing it releases nothing. At most
    /// one of `deliveryRecord` and `routeRecord` is set; a delivery of either kind clears the
    /// other.
    @usableFromInline var routeRecord: RouteRecord?
    /// `lastFailure`, boxed: failures are rare, and a slot that carries no inline error
    /// stays small.
    @usableFromInline var failure: AnyPreparedSlot.FailureBox?
    @usableFromInline let explicitKey: String?
    /// The property name and owner type, learned when propagation first reflects the owner
    /// without delivering to the slot; a delivery's record names them otherwise.
    var boundName: String?
    var boundOwnerType: String?
    /// The segue preparation that delivered the current value (see
    /// ``SeguePreparation/serial(of:)``), or 0: none, or the value was assigned by hand.
    @usableFromInline var deliverySerial: UInt64 = 0
    /// The ambient key of an ``Ambient`` slot, which is fed from ambient values only.
    let ambientKey: AmbientKeyInfo?
    /// How a plan's copy step stores a value of exactly the slot's value type: made where
    /// the slot is created, so specialized for its `Value` in the module that declares the
    /// property (``PreparedSlot/copyValue(at:fromSlot:into:delivery:serial:checksDynamicType:)``).
    /// `nil` for a slot no copy step writes: an ``Ambient`` or a weak slot.
    @usableFromInline let copier: SlotCopier?

    @usableFromInline
    init(explicitKey: String?, isRequired: Bool, ambientKey: AmbientKeyInfo? = nil, copier: SlotCopier? = nil) {
        self.explicitKey = explicitKey
        self.isRequired = isRequired
        self.ambientKey = ambientKey
        self.copier = copier
    }
}

/// A copy step's write, specialized for one value type (``SlotState/copier``).
///
/// - Parameters:
///   - source: The address of a value of the slot's exact value type (a source's plain field
///     stored directly as that type), or, when `fromSlot`, the address of a source
///     `PreparedSlot` of that value type, unretained.
///   - fromSlot: Whether `source` is a slot rather than a value.
///   - slot: The slot to write, which is the `PreparedSlot` the copier was made for.
///   - delivery: The address of the delivery record the slot keeps a copy of, valid for the
///     call (the record is read, never moved or changed).
///   - serial: The segue preparation the delivery belongs to, or 0.
///   - checksDynamicType: Whether to refuse a value whose dynamic type is not the declared
///     one (an instance of a subclass).
/// - Returns: Whether it stored the value; when not, nothing changed.
@usableFromInline
typealias SlotCopier = (
    _ source: UnsafeRawPointer, _ fromSlot: Bool, _ slot: AnyPreparedSlot, _ delivery: UnsafePointer<DeliveryRecord>,
    _ serial: UInt64, _ checksDynamicType: Bool
) -> Bool

/// What propagation needs from a slot without knowing its value type.
///
/// A non-generic base class rather than a protocol: propagation reads the slot reference
/// straight out of the `Prepared` field and calls through the class's table, with no
/// generic metadata to look up per delivery.
///
/// A `ManagedBuffer`: the state is the header and the value lives in the tail of the same
/// allocation, so a slot costs one allocation and a delivery writes to one place. Slots
/// are reached only from their owner's isolation; exclusivity is checked by the owner's
/// accesses, and the header is reached through its address.
@usableFromInline
class AnyPreparedSlot: ManagedBuffer<SlotState, UInt8> {
    /// The state, read in place.
    @inlinable
    final func read<Result>(_ body: (SlotState) -> Result) -> Result {
        withUnsafeMutablePointerToHeader { body($0.pointee) }
    }

    /// The state, changed in place. Through the header's address rather than `header`,
    /// which would check exclusivity dynamically on every write.
    @inlinable
    final func update(_ body: (inout SlotState) -> Void) {
        withUnsafeMutablePointerToHeader { body(&$0.pointee) }
    }

    @inlinable final var hasValue: Bool { read(\.hasValue) }
    @inlinable final var isAssigned: Bool { read(\.isAssigned) }
    final var isRequired: Bool { read(\.isRequired) }
    final var explicitKey: String? { read(\.explicitKey) }
    @inlinable final var deliveryRecord: DeliveryRecord? { read(\.deliveryRecord) }
    /// Where the current value came from, when propagation or a route delivered it.
    final var delivery: Delivery? {
        if let route = read(\.routeRecord) { return route.delivery(valueType: valueType) }
        return deliveryRecord?.delivery
    }
    final var name: String? { read(\.boundName) ?? delivery?.destinationProperty }
    final var ownerType: String? { read(\.boundOwnerType) ?? delivery?.destinationType }
    /// Why the last offered value was refused, for the message of a failed read.
    final var lastFailure: PreparationError? {
        get { read(\.failure)?.error }
        set { update { $0.failure = newValue.map(FailureBox.init) } }
    }
    /// Whether `lastFailure` is set.
    @inlinable final var hasFailure: Bool { read { $0.failure != nil } }

    @usableFromInline
    final class FailureBox {
        let error: PreparationError

        init(_ error: PreparationError) {
            self.error = error
        }
    }

    /// The tail's first address aligned for a value of `alignment`; the subclass asks for
    /// `alignment - 1` bytes more than the value's size.
    @inlinable
    final func valueAddress(alignment: Int) -> UnsafeMutableRawPointer {
        withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) }.alignedUp(toMultipleOf: alignment)
    }

    /// Marks the slot assigned, from `delivery` (or by hand when `nil`), by the segue
    /// preparation `serial`: 0 for none, or when propagation records it afterwards
    /// (``markDelivered(bySegue:)``).
    @inlinable
    final func recordAssignment(_ delivery: DeliveryRecord?, serial: UInt64 = 0) {
        let hadFailure = withUnsafeMutablePointerToHeader {
            $0.pointee.isAssigned = true
            $0.pointee.deliveryRecord = delivery
            $0.pointee.routeRecord = nil
            $0.pointee.deliverySerial = serial
            return $0.pointee.failure != nil
        }
        if hadFailure { clearFailure() }
    }

    /// Marks the slot assigned and as holding a value, recording `record` or `route` (a
    /// route's delivery) and the segue preparation `serial` (0 for none), and takes out what
    /// the delivery replaces in its state, for the caller to release once it has stored the
    /// value.
    ///
    /// Releases nothing: `record` is copied in (a retain, or nothing for an interned record)
    /// and everything else stored is plain data.
    ///
    /// - Returns: Whether the slot held a value, and the record and failure the delivery
    ///   replaced when there were any (`nil` otherwise, the common case).
    @inlinable @inline(__always)
    final func beginDelivery(
        record: UnsafePointer<DeliveryRecord>?, route: RouteRecord?, serial: UInt64
    ) -> (hadValue: Bool, replaced: ReplacedState?) {
        withUnsafeMutablePointerToHeader {
            let hadValue = $0.pointee.hasValue
            $0.pointee.hasValue = true
            $0.pointee.isAssigned = true
            $0.pointee.deliverySerial = serial
            $0.pointee.routeRecord = route
            guard $0.pointee.deliveryRecord != nil || $0.pointee.failure != nil else {
                if let record { $0.pointee.deliveryRecord = record.pointee }
                return (hadValue, nil)
            }
            let replaced = ReplacedState(record: $0.pointee.deliveryRecord.take(), failure: $0.pointee.failure.take())
            if let record { $0.pointee.deliveryRecord = record.pointee }
            return (hadValue, replaced)
        }
    }

    /// What a route's delivery took out of a slot's state: the library's own objects, whose
    /// deinitializers run no code of the app's, released after the slot is written.
    @usableFromInline
    struct ReplacedState {
        @usableFromInline let record: DeliveryRecord?
        @usableFromInline let failure: FailureBox?

        @inlinable
        init(record: DeliveryRecord?, failure: FailureBox?) {
            self.record = record
            self.failure = failure
        }
    }

    @usableFromInline
    final func clearFailure() {
        lastFailure = nil
    }

    /// The ambient key of an ``Ambient`` slot.
    final var ambientKey: AmbientKeyInfo? { read(\.ambientKey) }

    /// The slot's specialized copy function, `nil` for a slot no copy step writes.
    final var copier: SlotCopier? { read(\.copier) }

    /// Records that the value just delivered came with the segue preparation `serial`.
    final func markDelivered(bySegue serial: UInt64) {
        update { $0.deliverySerial = serial }
    }

    /// Whether the current value was delivered by the preparation `report` is of, as
    /// `wasDelivered(in:)` of the wrappers asks.
    final func wasDelivered(in report: PreparationReport) -> Bool {
        report.serial != 0 && read { $0.isAssigned && $0.deliverySerial == report.serial }
    }

    /// Whether the current value was delivered by `segue`, as `wasDelivered(by:)` of the
    /// wrappers asks.
    @MainActor
    final func wasDelivered(by segue: AnyObject) -> Bool {
        guard let serial = SeguePreparation.serial(of: segue) else { return false }
        return read { $0.isAssigned && $0.deliverySerial == serial }
    }

    final func bind(name: String, ownerType: String) {
        update {
            if $0.boundName == nil {
                $0.boundName = name
                $0.boundOwnerType = ownerType
            }
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
}

/// The reference storage behind ``Prepared``; propagation writes through it.
///
/// The value lives in the buffer's tail rather than in an `Optional<Value>`, so that
/// writing it from propagation's unspecialized code needs no `Optional<Value>` metadata.
@usableFromInline
final class PreparedSlot<Value>: AnyPreparedSlot {
    @inlinable var storage: UnsafeMutablePointer<Value> {
        valueAddress(alignment: MemoryLayout<Value>.alignment).assumingMemoryBound(to: Value.self)
    }

    /// A new slot holding `value`, or nothing; an ``Ambient`` slot when `ambientKey` is given.
    ///
    /// Inlinable, so that an app's code makes its slots with the slot class's metadata at
    /// hand rather than looking it up for every property of every controller it creates.
    @inlinable
    static func make(
        value: Value?, explicitKey: String? = nil, isRequired: Bool, ambientKey: AmbientKeyInfo? = nil
    ) -> PreparedSlot<Value> {
        // An ambient slot takes no copy step, and needs no copier.
        var copier: SlotCopier? = nil
        if ambientKey == nil {
            copier = { source, fromSlot, slot, delivery, serial, checksDynamicType in
                copyValue(
                    at: source, fromSlot: fromSlot, into: slot, delivery: delivery, serial: serial,
                    checksDynamicType: checksDynamicType)
            }
        }
        let buffer = create(minimumCapacity: MemoryLayout<Value>.size + MemoryLayout<Value>.alignment - 1) { _ in
            SlotState(explicitKey: explicitKey, isRequired: isRequired, ambientKey: ambientKey, copier: copier)
        }
        let slot = unsafeDowncast(buffer, to: PreparedSlot<Value>.self)
        if let value {
            slot.storage.initialize(to: value)
            slot.update { $0.hasValue = true }
        }
        return slot
    }

    deinit {
        if hasValue { storage.deinitialize(count: 1) }
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

    /// Stores `newValue`, recording where it came from.
    ///
    /// The replaced value is moved out whole before the new one is stored, and released
    /// last: its deinitializer (or those of the values it holds) runs when the slot is
    /// complete — bookkeeping and value — never on a half-assigned value, and may read or
    /// assign the slot again. A segue preparation passes its `serial`, which the slot records with the delivery.
    @inlinable
    func assign(_ newValue: consuming Value, delivery: DeliveryRecord?, serial: UInt64 = 0) {
        recordAssignment(delivery, serial: serial)
        store(newValue)
    }

    /// Stores `newValue` in the tail, releasing the replaced value last.
    @inlinable
    func store(_ newValue: consuming Value) {
        let storage = self.storage
        if hasValue {
            let replaced = storage.move()
            storage.initialize(to: newValue)
            _ = consume replaced
        } else {
            storage.initialize(to: newValue)
            update { $0.hasValue = true }
        }
    }

    /// A route's write: stores `newValue`, recording the record at `record` (a route list's,
    /// valid for the call) or `route` (a route written in a body, ``ContextRoutes/Deliver``)
    /// as its delivery.
    ///
    /// The state first — flags, the serial, the record — then the value. What the delivery
    /// took out of the state (a record, a failure: the library's own objects) is released
    /// after the value is stored, and the replaced value last; both after the slot's last
    /// access. So the replaced value's deinitializer, which may read the slot, assign it, or
    /// replace it and free it, runs when the slot is complete, and nothing touches the slot
    /// afterwards. Where the caller's code is compiled with this inlined and the slot is read
    /// from a stored property, the compiler can then see that nothing between the read of the
    /// slot and its last use can free it, and reaches it without a retain; elsewhere (a debug
    /// build, a slot from an accessor it cannot see) the caller holds it, as for any call.
    @inlinable @inline(__always)
    func deliver(
        _ newValue: consuming Value, record: UnsafePointer<DeliveryRecord>?, route: RouteRecord?, serial: UInt64 = 0
    ) {
        let (hadValue, replacedState) = beginDelivery(record: record, route: route, serial: serial)
        let storage = self.storage
        if hadValue {
            let replaced = storage.move()
            storage.initialize(to: newValue)
            if let replacedState { Self.release(replacedState) }
            _ = consume replaced
        } else {
            storage.initialize(to: newValue)
            if let replacedState { Self.release(replacedState) }
        }
    }

    /// Releases what a route's delivery took out of a slot's state; kept out of line, so the
    /// common delivery, which replaced nothing, carries no release.
    @usableFromInline @inline(never)
    static func release(_ replaced: consuming ReplacedState) {
        _ = consume replaced
    }

    override var valueType: Any.Type { Value.self }

    override var providedValue: Any? { hasValue ? storage.pointee : nil }

    /// A copy step's write (``SlotCopier``): stores a copy of the value at `source`, or of
    /// the value the slot at `source` holds, into `slot`.
    ///
    /// Inlinable and referred to from ``make(value:explicitKey:isRequired:ambientKey:)``, so
    /// the copier a slot keeps is this function specialized for `Value` in the module that
    /// declares the property: the value is loaded, copied and stored with the concrete type's
    /// own code rather than through its value witnesses. Code that is not specialized (a debug
    /// build, a property of a generic type) keeps this generic form, which does the same.
    ///
    /// Safe because, the caller having proven for every instance of the two types (the plan
    /// is made from their metadata alone) that:
    /// - `source` is the address of an initialized value of exactly `Value`, a field stored
    ///   directly as its type in an object the caller keeps alive; or, when `fromSlot`, the
    ///   address of a `PreparedSlot<Value>` that a live source object's `Prepared<Value>`
    ///   field holds (the field's declared type names it, and `slot` is a final class);
    /// - `slot` is a `PreparedSlot<Value>`: the destination field's declared type is
    ///   `Prepared<Value>`, and the copier is the one this class made;
    ///
    /// the value is copied whole before anything changes, so a source slot is read while its
    /// owner holds it; and ``deliver(_:record:route:serial:)`` releases what it replaced —
    /// the library's own record and failure box, whose deinitializers run no code of the
    /// app's, then the replaced value — only after its last access to `slot`, so neither slot
    /// is touched once a deinitializer — which may reassign either property and free its
    /// slot — can run.
    @inlinable
    static func copyValue(
        at source: UnsafeRawPointer, fromSlot: Bool, into slot: AnyPreparedSlot,
        delivery: UnsafePointer<DeliveryRecord>, serial: UInt64, checksDynamicType: Bool
    ) -> Bool {
        let value: Value
        if fromSlot {
            let sourceSlot = Unmanaged<PreparedSlot<Value>>.fromOpaque(source)
            guard sourceSlot._withUnsafeGuaranteedRef({ $0.hasValue }) else { return false }
            value = sourceSlot._withUnsafeGuaranteedRef { $0.storage.pointee }
        } else {
            value = source.load(as: Value.self)
        }
        if checksDynamicType, ObjectIdentifier(type(of: value)) != ObjectIdentifier(Value.self) { return false }
        unsafeDowncast(slot, to: PreparedSlot<Value>.self).deliver(value, record: delivery, route: nil, serial: serial)
        return true
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
        if let ambient = ambientKey {
            let reason = lastFailure.map { " The last attempt failed: \($0.problem)" } ?? ""
            return "PreparedContext: \(owner).\(name) (ambient key \(ambient.name), \(type)) was read before "
                + "a value was delivered.\(reason) \(PreparationError.ambientFix(ambient.name, type: type))"
        }
        let key = explicitKey ?? name
        let reason = lastFailure.map { " The last attempt failed: \($0.problem)" } ?? ""
        // A missing value's own fix knows whether the segue hook ran for this key.
        let fix =
            lastFailure.flatMap { $0.code == .missingRequiredValue ? $0.fix : nil }
            ?? "To fix, give the presenting controller a property that provides '\(key)' (a @Prepared "
            + "slot with that key, or a plain property of that name that carries the prefix), pass "
            + "it with the segue, or declare the slot optional (\(type)?) or with a default value."
        return "PreparedContext: \(owner).\(name) (key '\(key)', \(type)) was read before a "
            + "value was delivered.\(reason) \(fix)"
    }
}

/// Lets reflection recognise a `Prepared` storage property whatever its value type.
protocol PreparedStorage {
    var anySlot: AnyPreparedSlot { get }
    /// The slot's declared value type, known from the field's declared type alone.
    static var valueType: Any.Type { get }
    /// Whether the field is an ``Ambient`` slot, fed from ambient values rather than by key.
    static var isAmbient: Bool { get }
}

extension Prepared: PreparedStorage {
    var anySlot: AnyPreparedSlot { slot }
    static var valueType: Any.Type { Value.self }
    static var isAmbient: Bool { false }
}

/// A slot is read and written from its owner's isolation only — the main actor, for a view
/// controller — and never shared with another thread: its storage is not synchronized, so a
/// read on one thread while the owner writes on another can free the value twice.
///
/// In Swift 6 language mode the compiler enforces this: a `Sendable` class cannot hold a
/// slot, and neither can a copy of one cross into another isolation domain. The conformance
/// is declared unavailable, so that `Prepared` is never inferred or documented as `Sendable`.
/// Swift 5 language mode checks none of this; see the Reliability article for what such code
/// must not do.
@available(*, unavailable, message: "A slot belongs to its owner's isolation; read and write it there")
extension Prepared: Sendable {}
