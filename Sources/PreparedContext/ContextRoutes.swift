/// The declared fast path: typed routes from a source's properties into a destination's
/// ``Prepared`` slots, listed once and applied with no reflection, no plan lookup and no
/// run-time type check — the compiler has checked the types.
///
/// Reflective propagation costs under a microsecond per segue, which no user notices.
/// Declare routes where the same transfer runs in a tight loop — preparing hundreds of
/// cells or pages, or a test suite that prepares thousands of controllers. Written as one
/// body, they cost about what the assignments by hand cost (<doc:Performance> counts them):
///
/// ```swift
/// final class InboxViewController: PreparedViewController {
///     static let toMessage = ContextRoutes<InboxViewController, MessageViewController> { inbox, message, deliver in
///         deliver("prepCtxAccount", inbox.prepCtxAccount, to: message.$prepCtxAccount)
///         deliver("mail", inbox.selectedMail, to: message.$mail)
///     }
///     // …
///     Self.toMessage.apply(from: self, to: message)
/// }
/// ```
///
/// Routes can also be listed one by one, each with its accessors, which costs about three
/// times the assignments (a call per route through its function, and a delivery record
/// copied into each slot):
///
/// ```swift
/// static let toMessage = ContextRoutes<InboxViewController, MessageViewController>(
///     .value("prepCtxAccount", from: { $0.prepCtxAccount }, to: { $0.$prepCtxAccount }),
///     .value("mail", from: { $0.selectedMail }, to: { $0.$mail })
/// )
/// ```
///
/// Declared inside a main-actor controller, the routes belong to the main actor, as the
/// properties they read do.
///
/// Each slot records its delivery as propagation would (`$mail.delivery`), under the
/// route's key, and clears the failure an earlier propagation left on it. Routes do not look into containers, consult the hook or the sender, or hand
/// ambient values on; use ``SegueContext/prepareContext(for:segueIdentifier:sender:)`` for
/// those.
///
/// Routes are not `Sendable`: they hold the body or accessors they were declared with, which
/// read and write the controllers' state. Use them from the isolation domain they were
/// declared in.
public struct ContextRoutes<Source: AnyObject, Destination: AnyObject> {
    /// The function a body of routes receives to write each slot:
    /// `deliver("mail", inbox.selectedMail, to: message.$mail)`.
    public struct Deliver {
        /// The types the deliveries name, taken once for the whole list.
        @usableFromInline let source: Any.Type
        @usableFromInline let destination: Any.Type

        @usableFromInline
        init(source: Any.Type, destination: Any.Type) {
            self.source = source
            self.destination = destination
        }

        /// Stores `value` in `slot`, recording the delivery under `key`, as a route does.
        ///
        /// The slot keeps the key and the two types, and ``Prepared/delivery`` names them
        /// when asked: `key: Inbox.key → Message.key (Value)`. The slot's value is replaced
        /// and released after the slot is written, so a deinitializer of the replaced value
        /// may read, assign or replace the slot.
        ///
        /// - Parameters:
        ///   - key: The key the delivery is recorded under: a string literal.
        ///   - value: The value, read from the source.
        ///   - slot: The destination's slot (its `$` projection).
        @inlinable @inline(__always)
        public func callAsFunction<Value>(_ key: StaticString, _ value: consuming Value, to slot: Prepared<Value>) {
            slot.slot.deliver(
                value, record: nil, route: RouteRecord(key: key, source: source, destination: destination))
        }
    }

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
        /// `slot` is asked for the destination's slot on every application, after `source`
        /// has read the value, so a computed property that picks a slot per instance is
        /// honoured.
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
                copy: { from, to, record in
                    // The value first: the source's accessor is the app's code, and runs before
                    // the slot is reached.
                    let value = source(from)
                    slot(to).slot.deliver(value, record: record, route: nil)
                },
                record: routeRecord(key: key, source: Source.self, destination: Destination.self, value: Value.self))
        }
    }

    /// A route's copy function: from a source into a destination, recording the delivery at
    /// the address given (valid for the call; the record is copied into the slot once).
    @usableFromInline typealias Copy = (Source, Destination, UnsafePointer<DeliveryRecord>) -> Void

    /// The routes: one function that writes every slot.
    @usableFromInline let body: (Source, Destination, Deliver) -> Void
    @usableFromInline let deliver: Deliver

    /// Declares the routes from `Source` into `Destination` as one body that reads the
    /// source and hands each value to `deliver` with the slot it goes to.
    ///
    /// ```swift
    /// static let toMessage = ContextRoutes<InboxViewController, MessageViewController> { inbox, message, deliver in
    ///     deliver("mail", inbox.selectedMail, to: message.$mail)
    ///     if let draft = inbox.draft { deliver("draft", draft, to: message.$draft) }
    /// }
    /// ```
    ///
    /// The body is the app's code, compiled where its types are known: each slot is written
    /// with the value's own type, and where the slot is a stored `@Prepared` property the
    /// compiler reaches it without a retain, so the routes cost about the assignments they
    /// replace. The body runs on every ``apply(from:to:)``, so a computed property that
    /// picks a slot per instance is honoured.
    ///
    /// - Parameter body: Reads `source` and delivers each value into `destination`'s slots,
    ///   in the order written.
    @inlinable
    public init(_ body: @escaping (_ source: Source, _ destination: Destination, _ deliver: Deliver) -> Void) {
        self.body = body
        deliver = Deliver(source: Source.self, destination: Destination.self)
    }

    /// Declares the routes from `Source` into `Destination`, one by one.
    ///
    /// - Parameter routes: The routes, applied in this order.
    @inlinable
    public init(_ routes: Route...) {
        // Each record is passed by its address in `records`, a `let` list the body holds and
        // never mutates, so the address is valid for the whole loop; a copy function only
        // reads the record, copying it into its slot.
        let records = routes.map(\.record)
        self.init { source, destination, _ in
            records.withUnsafeBufferPointer { records in
                guard let first = records.baseAddress else { return }
                for index in routes.indices where index < records.count {
                    routes[index].copy(source, destination, first + index)
                }
            }
        }
    }

    /// Copies every route's value from `source` into `destination`'s slots.
    ///
    /// - Parameters:
    ///   - source: The presenting object.
    ///   - destination: The presented object.
    @inlinable
    public func apply(from source: Source, to destination: Destination) {
        body(source, destination, deliver)
    }
}

/// A route's delivery, kept by its parts (``SlotState/routeRecord``): plain data, stored
/// with no retain, made into a ``Delivery`` when a slot's delivery is read.
@usableFromInline
struct RouteRecord {
    @usableFromInline let key: StaticString
    @usableFromInline let source: Any.Type
    @usableFromInline let destination: Any.Type

    @inlinable
    init(key: StaticString, source: Any.Type, destination: Any.Type) {
        self.key = key
        self.source = source
        self.destination = destination
    }

    /// The delivery, as the route of ``routeRecord(key:source:destination:value:)`` records it.
    func delivery(valueType: Any.Type) -> Delivery {
        let key = key.description
        return Delivery(
            key: key, sourceType: displayName(source), channel: .property(key),
            destinationType: displayName(destination), destinationProperty: key,
            valueType: displayName(TargetType(valueType).base))
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
