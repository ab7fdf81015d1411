import Testing

@testable import PreparedContext

@MainActor
@Suite("ContextPropagation")
struct ContextPropagationTests {
    @Test("The original example copies 40.5 into a Float and leaves regularFloat alone")
    func originalExample() {
        let source = OriginalSource()
        let destination = OriginalDestination()
        let report = propagate(from: source, to: destination)
        #expect(destination.prepCtxFloat == 40.5)
        #expect(destination.regularFloat == nil)
        #expect(source.regularFloat == 20.1)
        #expect(report.succeeded)
        #expect(report.deliveries.map(\.key) == ["prepCtxFloat"])
        #expect(destination.$prepCtxFloat.delivery?.channel == .property("prepCtxFloat"))
        #expect(destination.$prepCtxFloat.delivery?.sourceType == "OriginalSource")
        #expect(destination.$prepCtxFloat.delivery?.valueType == "Double")
    }

    @Test("A lossy Double is refused and the slot keeps its value")
    func lossyIsRefused() {
        final class Source { let prepCtxFloat = 40.1 }
        let destination = OriginalDestination()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.prepCtxFloat == 0)
        #expect(!destination.$prepCtxFloat.isDelivered)
        let error = try! #require(report.failures.first)
        #expect(error.code == .lossyConversion)
        #expect(error.key == "prepCtxFloat")
        #expect(error.expectedType == "Float")
        #expect(error.actualType == "Double")
        #expect(error.detail == "40.1")
        #expect(
            error.description
                == "'prepCtxFloat' was not delivered from Source to OriginalDestination: "
                + "converting Double 40.1 to Float would lose information. To fix, declare both "
                + "sides with the same numeric type, or widen the slot (for example Double instead of Float).")
    }

    @Test("A type mismatch names both types and ends with the fix")
    func typeMismatch() {
        final class Source { let prepCtxUser = "not a user" }
        final class Destination { @Prepared var prepCtxUser: User? }
        let destination = Destination()
        let error = try! #require(propagate(from: Source(), to: destination).failures.first)
        #expect(error.code == .typeMismatch)
        #expect(error.sourceType == "Source")
        #expect(error.destinationType == "Destination")
        #expect(error.expectedType == "Optional<User>")
        #expect(error.actualType == "String")
        #expect(error.description.hasSuffix("or change the slot's type to accept String."))
        #expect(destination.prepCtxUser == nil)
    }

    @Test("nil into a non-optional slot is refused")
    func nilIntoNonOptional() {
        final class Source { let prepCtxUser: User? = nil }
        final class Destination { @Prepared var prepCtxUser = User(name: "placeholder") }
        let destination = Destination()
        let error = try! #require(propagate(from: Source(), to: destination).failures.first)
        #expect(error.code == .nilValue)
        #expect(error.actualType == "Optional<User>")
        #expect(error.description.contains("To fix, provide a non-nil value before the segue"))
        #expect(destination.prepCtxUser.name == "placeholder")
    }

    @Test("nil into an optional slot is delivered as nil")
    func nilIntoOptional() {
        final class Source { let prepCtxUser: User? = nil }
        final class Destination { @Prepared var prepCtxUser: User? }
        let destination = Destination()
        destination.prepCtxUser = User(name: "old")
        let report = propagate(from: Source(), to: destination)
        #expect(report.succeeded)
        #expect(destination.prepCtxUser == nil)
    }

    @Test("A required slot nobody provides is reported as missing")
    func missingRequired() {
        final class Source { let prepCtxOther = 1 }
        final class Destination { @Prepared var prepCtxUser: User }
        let destination = Destination()
        let error = try! #require(propagate(from: Source(), to: destination).failures.first)
        #expect(error.code == .missingRequiredValue)
        #expect(error.key == "prepCtxUser")
        #expect(error.destinationType == "Destination")
        #expect(error.expectedType == "User")
        #expect(
            error.description
                == "'prepCtxUser' is required by Destination (User) but was never delivered from "
                + "Source: no source provides it. To fix, give the presenting controller a property "
                + "that provides 'prepCtxUser' (a @Prepared slot with that key, or a plain property of "
                + "that name that carries the prefix), or pass it with the segue, or declare the "
                + "slot optional, with a default value, or not required.")
        #expect(!destination.$prepCtxUser.isDelivered)
    }

    @Test("A prefixed let only provides: a destination that has one asks nothing for it")
    func prefixedLetOnlyProvides() {
        final class Source { let prepCtxName = "Ada" }
        final class Destination {
            let prepCtxName = "own"
            @Prepared var prepCtxCount: Int?
        }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(report.failures.isEmpty && report.skipped.map(\.key) == ["prepCtxCount"])
        #expect(destination.prepCtxName == "own")
    }

    @Test("A plain prefixed var is reported as not writable on Linux")
    func plainVarIsNotWritable() {
        final class Source { let prepCtxName = "Ada" }
        final class Destination { var prepCtxName = "" }
        let destination = Destination()
        let error = try! #require(propagate(from: Source(), to: destination).failures.first)
        #expect(error.code == .notWritable)
        #expect(error.key == "prepCtxName")
        #expect(error.description.hasSuffix("To fix, wrap it in @Prepared, or mark it @objc on Apple platforms."))
        #expect(destination.prepCtxName == "")
    }

    @Test("Two source properties with one key are ambiguous and neither is delivered")
    func ambiguousSource() {
        final class Source {
            let prepCtxUser = User(name: "a")
            @Prepared(key: "prepCtxUser") var other = User(name: "b")
        }
        final class Destination { @Prepared var prepCtxUser: User? }
        let destination = Destination()
        let error = try! #require(propagate(from: Source(), to: destination).failures.first)
        #expect(error.code == .ambiguousSource)
        #expect(error.detail == "prepCtxUser, other")
        #expect(error.description.contains("To fix, give one of them another key"))
        #expect(destination.prepCtxUser == nil)
    }

    @Test("A sender key no slot takes is reported as unknown")
    func unknownSenderKey() {
        final class Source {}
        final class Destination { @Prepared var item: String? }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination, sender: ["itme": "x"] as SegueValues)
        let error = try! #require(report.failures.first)
        #expect(error.code == .unknownKey)
        #expect(error.key == "itme")
        #expect(error.description.hasSuffix("(@Prepared var itme) to the destination."))
        #expect(destination.item == nil)
    }

    @Test("A source value behind another property wrapper is reported as not readable")
    func otherWrapperIsNotReadable() {
        @propertyWrapper struct Clamped { var wrappedValue: Int }
        final class Source { @Clamped var prepCtxCount = Clamped(wrappedValue: 3).wrappedValue }
        final class Destination { @Prepared var prepCtxCount: Int? }
        let error = try! #require(propagate(from: Source(), to: Destination()).failures.first)
        #expect(error.code == .notReadable)
        #expect(error.detail?.contains("Clamped") == true)
        #expect(error.description.contains("To fix, declare the source property with @Prepared"))
    }

    @Test("One failed key does not stop the others")
    func nothingHalfWritten() {
        final class Source {
            let prepCtxA = 1
            let prepCtxB = "wrong"
            let prepCtxC = 2.0
        }
        final class Destination {
            @Prepared var prepCtxA = 0
            @Prepared var prepCtxB = 0
            @Prepared var prepCtxC = 0
        }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.prepCtxA == 1)
        #expect(destination.prepCtxB == 0)
        #expect(destination.prepCtxC == 2)
        #expect(report.deliveries.map(\.key) == ["prepCtxA", "prepCtxC"])
        #expect(report.failures.map(\.key) == ["prepCtxB"])
    }

    @Test("The throw policy throws the first failure after delivering the rest")
    func throwPolicy() {
        final class Source {
            let prepCtxA = "wrong"
            let prepCtxB = 5
        }
        final class Destination {
            @Prepared var prepCtxA = 0
            @Prepared var prepCtxB = 0
        }
        let destination = Destination()
        let options = quietOptions(policy: .throw)
        #expect(throws: PreparationError.self) {
            try ContextPropagation.propagate(from: Source(), to: destination, options: options)
        }
        #expect(destination.prepCtxB == 5)
        #expect(options.log.entries.map(\.error.code) == [.typeMismatch])
    }

    @Test("The ignore policy leaves the log empty but still reports")
    func ignorePolicy() throws {
        final class Source { let prepCtxA = "wrong" }
        final class Destination { @Prepared var prepCtxA = 0 }
        let options = quietOptions(policy: .ignore)
        let report = try ContextPropagation.propagate(from: Source(), to: Destination(), options: options)
        #expect(report.failures.count == 1)
        #expect(options.log.entries.isEmpty)
    }

    @Test("missingRequiredValues lists the empty required slots only")
    func missingRequiredValues() {
        final class Destination {
            @Prepared var user: User
            @Prepared var note: String?
            @Prepared(required: true) var zoom = 1.0
            @Prepared var size = 3
        }
        let destination = Destination()
        #expect(ContextPropagation.missingRequiredValues(in: destination).map(\.key) == ["user", "zoom"])
        destination.user = User(name: "set by hand")
        #expect(ContextPropagation.missingRequiredValues(in: destination).map(\.key) == ["zoom"])
    }

    @Test("The report reads well in a console")
    func reportDescription() {
        final class Source {
            let prepCtxA = 1
            let prepCtxB = "x"
        }
        final class Destination {
            @Prepared var prepCtxA = 0
            @Prepared var prepCtxB = 0
            @Prepared var prepCtxC: Int?
        }
        let report = propagate(from: Source(), to: Destination())
        let lines = report.description.split(separator: "\n").map(String.init)
        #expect(lines[0] == "PreparationReport Source → Destination (segue \"test\"): 1 delivered, 1 skipped, 1 failed")
        #expect(lines[1] == "  ✓ prepCtxA: Source.prepCtxA → Destination.prepCtxA (Int)")
        #expect(lines[2] == "  – prepCtxC (Destination): no source provides it")
        #expect(lines[3].hasPrefix("  ✗ 'prepCtxB' was not delivered from Source to Destination"))
    }

    final class ExactSource {
        var prepCtxName = "Ada"
        var prepCtxCount = 3
        var prepCtxRatio = 2
    }

    final class ExactDestination {
        @Prepared var prepCtxName = ""
        @Prepared var prepCtxCount = 0
    }

    final class MixedDestination {
        @Prepared var prepCtxName = ""
        @Prepared var prepCtxRatio = 0.0
        @Prepared var prepCtxCount = 0
    }

    @Test("Reports that share the plan's lists stay independent of each other")
    func sharedReportLists() {
        let source = ExactSource()
        var first = propagate(from: source, to: ExactDestination())
        first.destinationTypes.append("Changed")
        source.prepCtxName = "Grace"
        let destination = ExactDestination()
        let second = propagate(from: source, to: destination)
        #expect(first.destinationTypes == ["ExactDestination", "Changed"])
        #expect(second.destinationTypes == ["ExactDestination"])
        #expect(second.deliveries.map(\.key) == ["prepCtxName", "prepCtxCount"])
        #expect(destination.prepCtxName == "Grace")
        #expect(destination.prepCtxCount == 3)
    }

    @Test("Direct copies and type-checked deliveries keep the slots' declaration order in the report")
    func mixedDeliveries() {
        let destination = MixedDestination()
        let report = propagate(from: ExactSource(), to: destination)
        #expect(report.succeeded)
        #expect(report.deliveries.map(\.key) == ["prepCtxName", "prepCtxRatio", "prepCtxCount"])
        #expect(destination.prepCtxRatio == 2.0)
        #expect(destination.$prepCtxRatio.delivery?.valueType == "Int")
        #expect(destination.$prepCtxName.delivery?.destinationProperty == "prepCtxName")
        #expect(destination.$prepCtxName.key == "prepCtxName")
    }

    @Test("A value passed with the segue beats the direct copy of the same key")
    func explicitValueBeatsDirectCopy() {
        let destination = ExactDestination()
        let report = propagate(
            from: ExactSource(), to: destination, sender: SegueValues(["prepCtxName": "Sent"]))
        #expect(destination.prepCtxName == "Sent")
        #expect(destination.prepCtxCount == 3)
        #expect(destination.$prepCtxName.delivery?.channel == .sender)
        #expect(report.deliveries.map(\.key) == ["prepCtxName", "prepCtxCount"])
    }

    @Test("Exact copies share their plan's record; other records live as long as a slot or report holds them")
    func recordsAreSharedOrFreed() throws {
        let first = MixedDestination()
        let second = MixedDestination()
        let values = SegueValues(["prepCtxName": "Sent"])
        _ = propagate(from: ExactSource(), to: first, sender: values)
        _ = propagate(from: ExactSource(), to: second, sender: values)
        let shared = try #require(first.$prepCtxCount.slot.deliveryRecord)
        #expect(try shared.identity == #require(second.$prepCtxCount.slot.deliveryRecord).identity)
        weak let sent = first.$prepCtxName.slot.deliveryRecord?.ownedStorage
        #expect(sent != nil)
        first.prepCtxName = "by hand"
        #expect(sent == nil)
    }
}

extension DeliveryRecord {
    /// The storage of a record of its own; `nil` for an interned one.
    var ownedStorage: Storage? {
        if case .owned(let storage) = reference { return storage }
        return nil
    }

    /// Which storage the record refers to.
    var identity: ObjectIdentifier {
        switch reference {
        case .owned(let storage): ObjectIdentifier(storage)
        case .interned(let storage): ObjectIdentifier(storage.takeUnretainedValue())
        }
    }
}
