import Testing

@testable import PreparedContext

@MainActor
@Suite("Prepared")
struct PreparedTests {
    final class Slots {
        @Prepared var required: User
        @Prepared var optional: User?
        @Prepared var withDefault = 20
        @Prepared(required: true) var requiredWithDefault = 1.0
        @Prepared(key: "currentUser") var keyed: User?
        @Prepared var mode: Mode = .reading
        @Prepared var greeting: (any Greeting)?
        @Prepared var animal: Animal?
    }

    @Test("Each form starts in the documented state")
    func initialState() {
        let slots = Slots()
        #expect(slots.$required.isRequired && !slots.$required.isDelivered)
        #expect(slots.optional == nil && !slots.$optional.isRequired)
        #expect(slots.withDefault == 20 && !slots.$withDefault.isRequired)
        #expect(slots.requiredWithDefault == 1.0 && slots.$requiredWithDefault.isRequired)
        #expect(slots.$keyed.key == "currentUser")
        #expect(slots.$optional.key == nil)
    }

    @Test("Structs, enums, existentials and classes are all delivered")
    func anyType() {
        final class Source {
            let prepCtxUnused = 0
            @Prepared var required = User(name: "Ada")
            @Prepared var mode = Mode.editing(3)
            @Prepared var greeting: any Greeting = Hello()
            @Prepared var animal = Dog(name: "Rex")
            let currentUser = User(name: "Grace")
        }
        let slots = Slots()
        let report = propagate(from: Source(), to: slots)
        #expect(report.failures.map(\.key) == ["requiredWithDefault"])
        #expect(slots.required.name == "Ada")
        #expect(slots.mode == .editing(3))
        #expect(slots.greeting?.text == "hello")
        #expect(slots.animal is Dog)
        #expect(slots.keyed?.name == "Grace")
        #expect(slots.$required.delivery?.channel == .property("required"))
        #expect(slots.$optional.key == "optional")
    }

    @Test("An implicitly unwrapped slot with an explicit required: reads nil until delivered, as a T! property did")
    func implicitlyUnwrappedWithRequired() {
        final class Destination {
            @Prepared(required: true) var user: User! = nil
            @Prepared(required: false) var draft: User! = nil
        }
        final class Empty {}
        let waiting = Destination()
        // Read before any delivery: nil, no trap, where a required `User` slot would stop the program.
        #expect(waiting.user == nil && waiting.draft == nil)
        #expect(waiting.$user.isRequired && !waiting.$draft.isRequired)
        // Nothing delivers it: the required one is reported missing, and still reads nil.
        let missing = propagate(from: Empty(), to: waiting)
        #expect(missing.failures.map(\.key) == ["user"])
        #expect(missing.failures.first?.code == .missingRequiredValue)
        #expect(waiting.user == nil)
        // A value arrives as into a `User?` slot, and reads unwrapped.
        let filled = Destination()
        let values: SegueValues = ["user": User(name: "Ada")]
        #expect(propagate(from: Empty(), to: filled, sender: values).failures.isEmpty)
        #expect(filled.user.name == "Ada")
        // A nil value, as a prepare(for:sender:) assigning nil gave, is delivered as nil.
        let cleared = Destination()
        cleared.user = User(name: "before")
        let none: User? = nil
        var empty = SegueValues()
        empty.add(none, forKey: "user")
        #expect(propagate(from: Empty(), to: cleared, sender: empty).failures.isEmpty)
        #expect(cleared.user == nil && cleared.$user.isDelivered)
    }

    @Test("Assigning by hand counts as delivered, without a source")
    func manualAssignment() {
        let slots = Slots()
        slots.required = User(name: "by hand")
        #expect(slots.$required.isDelivered)
        #expect(slots.$required.delivery == nil)
        #expect(slots.required.name == "by hand")
    }

    @Test("The message for reading a missing required value names the key, the controller and the reason")
    func missingReadMessage() {
        final class Source { let required = "wrong" }
        final class Holder { @Prepared(key: "required") var user: User }
        let holder = Holder()
        #expect(holder.$user.slot.missingValueMessage().contains("was never prepared by PreparedContext"))
        propagate(from: Source(), to: holder)
        let message = holder.$user.slot.missingValueMessage()
        #expect(
            message.hasPrefix(
                "PreparedContext: Holder.user (key 'required', User) was read before a value was delivered."))
        #expect(message.contains("The last attempt failed: 'required' was not delivered from Source to Holder"))
        #expect(message.contains("To fix,"))
    }
}

@MainActor
@Suite("Prepared layout")
struct PreparedLayoutTests {
    @Test("A Prepared property is exactly one reference, which propagation reads in place")
    func layout() {
        #expect(MemoryLayout<Prepared<Int>>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<Prepared<(Int, String, Double)>>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<Prepared<User?>>.size == MemoryLayout<AnyObject>.size)
    }

    final class Tracked {
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    final class Odd {
        @Prepared var nothing: Void
        @Prepared var empty = Empty()
        @Prepared var aligned = SIMD4<Float>(1, 2, 3, 4)
        @Prepared var byte: UInt8 = 7
        @Prepared var large = (1, "two", 3.0, [4], Int8(5), SIMD2<Double>(6, 7))
        @Prepared var object: Tracked?
        struct Empty: Equatable {}
    }

    @Test("A slot stores values of any size and alignment in its own allocation")
    func storage() throws {
        let odd = Odd()
        odd.nothing = ()
        odd.aligned = SIMD4<Float>(5, 6, 7, 8)
        odd.byte = 200
        odd.large.1 = "changed"
        #expect(odd.$nothing.isDelivered)
        #expect(odd.empty == Odd.Empty())
        #expect(odd.aligned == SIMD4<Float>(5, 6, 7, 8))
        #expect(odd.byte == 200)
        #expect(odd.large.1 == "changed")
        #expect(odd.large.5 == SIMD2<Double>(6, 7))
        let address = UInt(bitPattern: odd.$aligned.slot.storage)
        #expect(address % UInt(MemoryLayout<SIMD4<Float>>.alignment) == 0)
    }

    @Test("A slot releases its value when it is replaced and when its owner goes")
    func releasesValues() {
        var released: [String] = []
        var odd: Odd? = Odd()
        odd?.object = Tracked { released.append("first") }
        odd?.object = Tracked { released.append("second") }
        #expect(released == ["first"])
        odd = nil
        #expect(released == ["first", "second"])
    }

    final class TrackedSource {
        var prepCtxObject: Tracked? = Tracked {}
    }

    final class TrackedDestination {
        @Prepared var prepCtxObject: Tracked?
    }

    @Test("A replaced value is destroyed after the slot has recorded the new delivery")
    func replacedValueLast() {
        let destination = TrackedDestination()
        var seen: [String] = []
        destination.prepCtxObject = Tracked { [unowned destination] in
            seen.append(destination.$prepCtxObject.delivery?.sourceType ?? "none")
        }
        _ = propagate(from: TrackedSource(), to: destination)
        destination.prepCtxObject = Tracked { [unowned destination] in
            seen.append(destination.$prepCtxObject.delivery?.sourceType ?? "none")
        }
        ContextRoutes<TrackedSource, TrackedDestination>(
            .value("prepCtxObject", from: \.prepCtxObject, to: \.$prepCtxObject)
        ).apply(from: TrackedSource(), to: destination)
        #expect(seen == ["TrackedSource", "TrackedSource"])
    }
}
