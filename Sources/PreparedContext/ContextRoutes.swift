/// The declared fast path: typed routes from a source's properties into a destination's
/// ``Prepared`` slots, listed once and applied with no reflection, no plan lookup and no
/// run-time type check — the compiler has checked the types.
///
/// Reflective propagation costs under a microsecond per segue, which no user notices.
/// Declare routes where the same transfer runs in a tight loop — preparing hundreds of
/// cells or pages, or a test suite that prepares thousands of controllers — where they cost
/// about half of it (about 160 instructions per route, against 42 for an assignment by hand;
/// <doc:Performance> counts them):
///
/// ```swift
/// final class InboxViewController: PreparedViewController {
///     static let toMessage = ContextRoutes<InboxViewController, MessageViewController>(
///         .value("prepCtxAccount", from: { $0.prepCtxAccount }, to: { $0.$prepCtxAccount }),
///         .value("mail", from: { $0.selectedMail }, to: { $0.$mail })
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
/// Routes are not `Sendable`: they hold the accessors they were declared with, which read
/// and write the controllers' state. Use them from the isolation domain they were declared
/// in.
public struct ContextRoutes<Source: AnyObject, Destination: AnyObject> {
    /// One typed transfer from a source property into a destination slot.
    public struct Route {
        /// Copies the route's value from a source into a destination.
        @usableFromInline let copy: Copy
        /// The delivery the slot records, made once.
        @usableFromInline let record: DeliveryRecord

        @usableFromInline
        init(copy: @escaping Copy, record: DeliveryRecord) {
            self.copy = copy
            self.record = record
        }

        /// A route from `source` into `slot`, both of type `Value`.
        ///
        /// Pass closures, `.value("mail", from: { $0.selectedMail }, to: { $0.$mail })`, or
        /// key paths, `.value("mail", from: \.selectedMail, to: \.$mail)`. Closures are the
        /// fast form: a key path used as a function is applied through the standard
        /// library's key-path projection, which allocates for the computed `$mail` on every
        /// application (<doc:Performance> counts both).
        ///
        /// `slot` is asked for the destination's slot on every application, so a computed
        /// property that picks a slot per instance is honoured, and the slot is held
        /// strongly while the value is written.
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
            // Made here, in the app's module, so the copy is specialized for `Value`. It
            // captures the two accessors and nothing else: where they are literals, the
            // compiler makes one function of the three, with no context to retain.
            Route(
                copy: { from, to, record in slot(to).slot.assign(source(from), deliveryAt: record, serial: 0) },
                record: routeRecord(key: key, source: Source.self, destination: Destination.self, value: Value.self))
        }
    }

    /// A route's copy function: from a source into a destination, recording the delivery at
    /// the address given (valid for the call; the record is copied into the slot once).
    @usableFromInline typealias Copy = (Source, Destination, UnsafePointer<DeliveryRecord>) -> Void

    /// The routes, in order. A list of routes rather than of functions: an array of
    /// functions would hold each behind a reabstraction thunk with a context of its own.
    @usableFromInline let routes: [Route]
    /// The routes' records, in the same order: a list of their own, so that ``apply(from:to:)``
    /// passes each by its address instead of copying it out of its route.
    @usableFromInline let records: [DeliveryRecord]

    /// Declares the routes from `Source` into `Destination`.
    ///
    /// - Parameter routes: The routes, applied in this order.
    public init(_ routes: Route...) {
        self.routes = routes
        records = routes.map(\.record)
    }

    /// Copies every route's value from `source` into `destination`'s slots.
    ///
    /// - Parameters:
    ///   - source: The presenting object.
    ///   - destination: The presented object.
    @inlinable
    public func apply(from source: Source, to destination: Destination) {
        // Each record is passed by its address in `records`, a `let` list this value holds and
        // never mutates, so the address is valid for the whole loop; a copy function only
        // reads the record, copying it into its slot.
        records.withUnsafeBufferPointer { records in
            guard let first = records.baseAddress else { return }
            for index in routes.indices where index < records.count {
                routes[index].copy(source, destination, first + index)
            }
        }
    }
}

/// The delivery a route records, made once when the route is declared.
@usableFromInline
func routeRecord(key: String, source: Any.Type, destination: Any.Type, value: Any.Type) -> DeliveryRecord {
    DeliveryRecord.interned(
        Delivery(
            key: key, sourceType: displayName(source), channel: .property(key),
            destinationType: displayName(destination), destinationProperty: key,
            valueType: displayName(TargetType(value).base)))
}

@available(
    *, unavailable, message: "Routes hold their accessors; use them from the isolation domain they were declared in"
)
extension ContextRoutes: Sendable {}
