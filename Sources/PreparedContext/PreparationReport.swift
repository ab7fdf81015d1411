/// Where a delivered value came from and where it went.
///
/// Each ``Prepared`` slot keeps the delivery of its current value (`$slot.delivery`), and
/// every ``PreparationReport`` lists the deliveries of its propagation.
public struct Delivery: Hashable, Sendable, CustomStringConvertible {
    /// How the value reached the destination.
    public enum Channel: Hashable, Sendable, CustomStringConvertible {
        /// From the value passed with the segue (``SegueValues`` as the sender).
        case sender
        /// From the source's per-segue hook, ``SegueContext/segueValues(forSegue:destination:sender:)``.
        case segueHook
        /// From the source's stored property of this name.
        case property(String)
        /// From the values the source offers to whichever destination declares the key,
        /// ``SegueContext/offeredValues(forSegue:destination:sender:)``.
        case offered
        /// From the ambient values handed on to the destination, under the key type of
        /// this name (an ``Ambient`` slot).
        case ambient(String)

        /// The channel as one word or the property's name.
        public var description: String {
            switch self {
            case .sender: "sender"
            case .segueHook: "segue hook"
            case .offered: "offered"
            case .ambient(let key): "ambient \(key)"
            case .property(let name): name
            }
        }
    }

    /// The context key the value was matched by.
    public var key: String
    /// The name of the type that provided the value.
    public var sourceType: String
    /// How the value reached the destination.
    public var channel: Channel
    /// The name of the type that received the value.
    public var destinationType: String
    /// The name of the destination property that received the value.
    public var destinationProperty: String
    /// The dynamic type of the value as offered, without optionals and before any numeric
    /// conversion.
    public var valueType: String

    /// Creates a delivery record. Only the engine makes them: a report tells what happened.
    ///
    /// - Parameters:
    ///   - key: The context key.
    ///   - sourceType: The providing type's name.
    ///   - channel: How the value travelled.
    ///   - destinationType: The receiving type's name.
    ///   - destinationProperty: The receiving property's name.
    ///   - valueType: The offered value's type name.
    init(
        key: String, sourceType: String, channel: Channel, destinationType: String,
        destinationProperty: String, valueType: String
    ) {
        self.key = key
        self.sourceType = sourceType
        self.channel = channel
        self.destinationType = destinationType
        self.destinationProperty = destinationProperty
        self.valueType = valueType
    }

    /// For example `user: Inbox.currentUser → Profile.user (User)`, or
    /// `item: Inbox (sender) → Detail.item (Item)`.
    public var description: String {
        let origin =
            switch channel {
            case .property(let name): "\(sourceType).\(name)"
            case .sender, .segueHook, .offered, .ambient: "\(sourceType) (\(channel))"
            }
        return "\(key): \(origin) → \(destinationType).\(destinationProperty) (\(valueType))"
    }
}

/// What one propagation did: what was delivered, what was skipped and what failed.
///
/// Every propagation returns a report, whatever the ``MismatchPolicy``. Its `description`
/// is meant for the debugger console (`po report`):
///
/// ```text
/// PreparationReport Inbox → Profile (segue "showProfile"): 2 delivered, 1 skipped, 1 failed
///   ✓ user: Inbox.currentUser → Profile.user (User)
///   ✓ prepCtxFloat: Inbox.prepCtxFloat → Profile.prepCtxFloat (Double)
///   – highlight: no source provides it; the slot keeps its value
///   ✗ 'count' was not delivered from Inbox to Profile: … To fix, …
/// ```
public struct PreparationReport: Sendable, CustomStringConvertible {
    /// A slot that received nothing, and why that is not an error.
    public struct Skip: Hashable, Sendable, CustomStringConvertible {
        /// The slot's key.
        public var key: String
        /// The name of the type that owns the slot.
        public var destinationType: String
        /// Why nothing was delivered.
        public var reason: String

        /// Creates a skip record. Only the engine makes them.
        ///
        /// - Parameters:
        ///   - key: The slot's key.
        ///   - destinationType: The owner's type name.
        ///   - reason: Why nothing was delivered.
        init(key: String, destinationType: String, reason: String) {
            self.key = key
            self.destinationType = destinationType
            self.reason = reason
        }

        /// The skip as one line: `key (Destination): reason`.
        public var description: String { "\(key) (\(destinationType)): \(reason)" }
    }

    /// The segue's identifier, if there was one.
    public var segueIdentifier: String?
    /// The name of the presenting type.
    public var sourceType: String
    /// The names of the types that were prepared, in visiting order.
    public var destinationTypes: [String]
    /// The values delivered, in declaration order of the destination slots.
    public var deliveries: [Delivery] { deliveryRecords.map(\.delivery) }
    /// The deliveries as the records slots share, appended to by propagation without copying.
    var deliveryRecords: [DeliveryRecord]
    /// The slots that received nothing without that being an error.
    public var skipped: [Skip]
    /// Everything that could not be delivered; each slot concerned kept its value.
    public var failures: [PreparationError]
    /// Values that were delivered, but with something to fix, such as a
    /// ``PreparationError/Code/lateDelivery``.
    public var warnings: [PreparationError]
    /// The preparation this report is of (``SeguePreparation/begin(_:)``), which every slot
    /// it filled records: `wasDelivered(in:)` of the slot wrappers compares the two. 0 for a
    /// report that no propagation made.
    var serial: UInt64 = 0

    /// Whether nothing failed.
    public var succeeded: Bool { failures.isEmpty }

    /// The delivery for `key`, if that key was delivered (to the first destination that took it).
    ///
    /// - Parameter key: A context key.
    /// - Returns: The delivery record, or `nil`.
    public func delivery(forKey key: String) -> Delivery? {
        deliveryRecords.first { $0.delivery.key == key }?.delivery
    }

    /// A summary line followed by one line per delivery (✓), skip (–), warning (!) and
    /// failure (✗).
    public var description: String {
        let target = destinationTypes.isEmpty ? "nothing" : destinationTypes.joined(separator: ", ")
        let segue = segueIdentifier.map { " (segue \"\($0)\")" } ?? ""
        var lines = [
            "PreparationReport \(sourceType) → \(target)\(segue): \(deliveryRecords.count) delivered, "
                + "\(skipped.count) skipped, \(failures.count) failed"
                + (warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")")
        ]
        lines += deliveries.map { "  ✓ \($0)" }
        lines += skipped.map { "  – \($0)" }
        lines += warnings.map { "  ! \($0)" }
        lines += failures.map { "  ✗ \($0)" }
        return lines.joined(separator: "\n")
    }
}

extension PreparationReport {
    /// Creates an empty report.
    ///
    /// - Parameters:
    ///   - sourceType: The presenting type's name.
    ///   - segueIdentifier: The segue's identifier.
    public init(sourceType: String, segueIdentifier: String? = nil) {
        self.init(sourceType: sourceType, segueIdentifier: segueIdentifier, serial: 0)
    }

    /// A report of the preparation `serial`, with these destinations and deliveries so far.
    ///
    /// Made through the memberwise initializer (which exists because the initializers are
    /// declared in an extension): that one is a single aggregate, where a field-by-field
    /// initializer left the optimizer a copy of the whole report through its value witnesses.
    @inline(__always)
    init(
        sourceType: String, segueIdentifier: String?, serial: UInt64, destinationTypes: [String] = [],
        deliveryRecords: [DeliveryRecord] = []
    ) {
        self.init(
            segueIdentifier: segueIdentifier, sourceType: sourceType, destinationTypes: destinationTypes,
            deliveryRecords: deliveryRecords, skipped: [], failures: [], warnings: [], serial: serial)
    }
}

/// One delivery as slots and reports keep it: a shared reference to one `Delivery`.
///
/// A record made per delivery (a value passed with the segue, a type-checked property) is
/// held strongly by the slots and reports that refer to it, so it lives exactly as long as
/// they do. The records of a plan's copy steps and of declared routes are made once and
/// interned (``interned(_:)``): kept for the process's life, as the plans are, so that
/// storing one in a slot or a report retains and releases nothing.
@usableFromInline
struct DeliveryRecord: Sendable {
    @usableFromInline let reference: Reference

    /// How a record refers to its delivery.
    @usableFromInline
    enum Reference: Sendable {
        /// A record of its own, released with the last slot or report that holds it.
        case owned(Storage)
        /// An interned record: the table of interned records retains it once and never
        /// releases it, so this unretained reference stays valid for the process's life.
        case interned(Unmanaged<Storage>)
    }

    /// The delivery, immutable.
    @usableFromInline
    final class Storage: Sendable {
        let delivery: Delivery

        fileprivate init(_ delivery: Delivery) {
            self.delivery = delivery
        }
    }

    /// A record of `delivery`, of its own.
    init(_ delivery: Delivery) {
        reference = .owned(Storage(delivery))
    }

    private init(interned storage: Unmanaged<Storage>) {
        reference = .interned(storage)
    }

    var delivery: Delivery {
        switch reference {
        case .owned(let storage): storage.delivery
        case .interned(let storage): storage.takeUnretainedValue().delivery
        }
    }

    /// The interned records, by delivery. Each is retained once here and never released.
    private static let table = Locked([Delivery: Unmanaged<Storage>]())
    /// How many deliveries are interned at most. An app's plans and routes need one per
    /// declared handoff, a few hundred; past this bound (routes declared with keys made at
    /// run time, say) a record is made of its own, so memory stays bounded.
    static let internedLimit = 10_000

    /// The interned record of `delivery`: the same record for equal deliveries, made once
    /// and kept for the process's life; a record of its own once ``internedLimit``
    /// deliveries are interned.
    static func interned(_ delivery: Delivery) -> DeliveryRecord {
        let storage: Unmanaged<Storage>? = table.withLock { table in
            if let known = table[delivery] { return known }
            guard table.count < internedLimit else { return nil }
            // Retained here, released never: the invariant `.interned` relies on.
            let made = Unmanaged.passRetained(Storage(delivery))
            table[delivery] = made
            return made
        }
        return storage.map(DeliveryRecord.init(interned:)) ?? DeliveryRecord(delivery)
    }
}
