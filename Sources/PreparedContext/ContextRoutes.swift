/// The declared fast path: typed routes from a source's properties into a destination's
/// ``Prepared`` slots, listed once and applied with no reflection, no plan lookup and no
/// run-time type check — the compiler has checked the types.
///
/// Reflective propagation costs about half a microsecond per segue, which no user notices.
/// Declare routes where the same transfer runs in a tight loop — preparing hundreds of
/// cells or pages, or a test suite that prepares thousands of controllers — where they cost
/// a few nanoseconds per route more than assigning by hand:
///
/// ```swift
/// final class InboxViewController: PreparedViewController {
///     static let toMessage = ContextRoutes<InboxViewController, MessageViewController>(
///         .value("prepCtxAccount", from: \.prepCtxAccount, to: \.$prepCtxAccount),
///         .value("mail", from: \.selectedMail, to: \.$mail)
///     )
///     // …
///     Self.toMessage.apply(from: self, to: message)
/// }
/// ```
///
/// Declared inside a main-actor controller, the routes belong to the main actor, as the
/// properties they read do.
///
/// Each slot records its delivery as propagation would (`$mail.delivery`), under the
/// route's key. Routes do not look into containers, consult the hook or the sender, or hand
/// ambient values on; use ``SegueContext/prepareContext(for:segueIdentifier:sender:)`` for
/// those.
///
/// Routes are not `Sendable`: each remembers where its destination slot lives, found on
/// the first application. Use them from the isolation domain they were declared in.
public struct ContextRoutes<Source: AnyObject, Destination: AnyObject> {
    /// One typed transfer from a source property into a destination slot.
    public struct Route {
        /// Copies the route's value from a source into a destination.
        @usableFromInline let copy: Copy

        @usableFromInline
        init(copy: Copy) {
            self.copy = copy
        }

        /// A route from `source` into `slot`, both of type `Value`.
        ///
        /// Pass key paths: `.value("mail", from: \.selectedMail, to: \.$mail)`.
        ///
        /// `slot` must reach the same `@Prepared` property in every destination: the route
        /// finds where that property is stored on its first application and writes there
        /// from then on. A computed property that picks between slots per instance is
        /// caught by an assertion in debug builds.
        ///
        /// - Parameters:
        ///   - key: The key the delivery is recorded under.
        ///   - source: Reads the value from the source.
        ///   - slot: Reaches the destination's slot (its `$` projection).
        /// - Returns: The route.
        @inlinable
        public static func value<Value>(
            _ key: String, from source: @escaping (Source) -> Value, to slot: @escaping (Destination) -> Prepared<Value>
        ) -> Route {
            let route = ValueRoute(
                source: source, slot: slot,
                record: routeRecord(key: key, source: Source.self, destination: Destination.self, value: Value.self))
            // Made here, in the app's module, so the copy is specialized for `Value`.
            return Route(copy: Copy { from, to in route.apply(from: from, to: to) })
        }
    }

    /// A route's copy function, in an object of its own so that the routes can be walked
    /// without reference counting (see ``apply(from:to:)``).
    @usableFromInline
    final class Copy {
        @usableFromInline let body: (Source, Destination) -> Void

        @usableFromInline
        init(_ body: @escaping (Source, Destination) -> Void) {
            self.body = body
        }
    }

    /// One route's state in one object, so that its copy function captures a single
    /// reference.
    @usableFromInline
    final class ValueRoute<Value> {
        @usableFromInline let source: (Source) -> Value
        @usableFromInline let slot: (Destination) -> Prepared<Value>
        @usableFromInline let record: DeliveryRecord
        @usableFromInline let location = SlotLocation()

        @usableFromInline
        init(
            source: @escaping (Source) -> Value, slot: @escaping (Destination) -> Prepared<Value>,
            record: DeliveryRecord
        ) {
            self.source = source
            self.slot = slot
            self.record = record
        }

        /// Copies the value into the slot.
        @inlinable
        func apply(from: Source, to: Destination) {
            var value: Value? = source(from)
            if let slot = location.slot(in: to, as: PreparedSlot<Value>.self) {
                assert(
                    slot.takeUnretainedValue() === self.slot(to).slot,
                    "PreparedContext: a route into \(Destination.self) reached a different slot than on its first "
                        + "application. To fix, route to a stored @Prepared property (\\.$name), not to a "
                        + "computed property that picks a slot per instance.")
                // Moved into the slot, not copied.
                slot._withUnsafeGuaranteedRef { $0.assign(value.take()!, delivery: record) }
            } else {
                let prepared = slot(to)
                location.find(prepared.slot, in: to, declaredBy: Destination.self)
                prepared.slot.assign(value.take()!, delivery: record)
            }
        }
    }

    /// The copy functions, owned.
    @usableFromInline let copies: [Copy]
    /// The same, unretained, in order: walking them costs no reference counting, which
    /// walking `copies` would (`copies` keeps them alive).
    @usableFromInline let borrowedCopies: [Unmanaged<Copy>]

    /// Declares the routes from `Source` into `Destination`.
    ///
    /// - Parameter routes: The routes, applied in this order.
    public init(_ routes: Route...) {
        copies = routes.map(\.copy)
        borrowedCopies = copies.map(Unmanaged.passUnretained)
    }

    /// Copies every route's value from `source` into `destination`'s slots.
    ///
    /// - Parameters:
    ///   - source: The presenting object.
    ///   - destination: The presented object.
    @inlinable
    public func apply(from source: Source, to destination: Destination) {
        for copy in borrowedCopies {
            copy._withUnsafeGuaranteedRef { $0.body(source, destination) }
        }
    }
}

/// Where a route finds its destination slot: the offset of the `Prepared` field that holds
/// it, found on the first application by asking the route's accessor once.
///
/// The slot is then read at that offset without a reference count: the destination, which
/// the caller keeps alive for the call, owns it through a field that only its own
/// initializer writes. An accessor that does not return a stored field of the destination's
/// class (`\.child.$slot`, say) is called on every application instead.
@usableFromInline
final class SlotLocation {
    /// Not looked for yet.
    private static let unknown = -2
    /// Reached through the accessor only.
    private static let accessorOnly = -1

    /// The field's offset, or one of the markers above. Routes are not `Sendable`, so one
    /// isolation domain reads and writes it.
    @usableFromInline @exclusivity(unchecked) var offset = SlotLocation.unknown

    @usableFromInline
    init() {}

    /// The slot at the found offset in `destination`, unretained; `nil` until found.
    @inlinable
    func slot<Slot: AnyPreparedSlot>(in destination: AnyObject, as _: Slot.Type) -> Unmanaged<Slot>? {
        guard offset >= 0 else { return nil }
        let address = UnsafeRawPointer(Unmanaged.passUnretained(destination).toOpaque()) + offset
        return Unmanaged<Slot>.fromOpaque(address.load(as: UnsafeRawPointer.self))
    }

    /// Looks, once, for the field of `destination` that holds `slot`.
    ///
    /// Only fields declared by `declaringType` or its superclasses count, so the offset is
    /// valid in every instance the route can be applied to.
    @usableFromInline
    func find(_ slot: AnyPreparedSlot, in destination: AnyObject, declaredBy declaringType: AnyClass) {
        guard offset == Self.unknown else { return }
        offset = Self.accessorOnly
        guard let fields = StoredField.fields(of: declaringType) else { return }
        for field in fields.values where field.type is any PreparedStorage.Type {
            if AnyPreparedSlot.stored(at: field.address(in: destination)) === slot {
                offset = field.offset
                return
            }
        }
    }
}

/// The delivery a route records, made once when the route is declared.
@usableFromInline
func routeRecord(key: String, source: Any.Type, destination: Any.Type, value: Any.Type) -> DeliveryRecord {
    DeliveryRecord(
        Delivery(
            key: key, sourceType: displayName(source), channel: .property(key),
            destinationType: displayName(destination), destinationProperty: key,
            valueType: displayName(TargetType(value).base)))
}

@available(*, unavailable, message: "Routes remember where their slots live; use them from one isolation domain")
extension ContextRoutes: Sendable {}
