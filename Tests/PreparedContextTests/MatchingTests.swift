import Testing

@testable import PreparedContext

@MainActor
@Suite("Matching")
struct MatchingTests {
    @Test("Properties declared in base classes count, three levels deep, on both sides")
    func inheritance() {
        class SourceBase { let prepCtxA = 1 }
        class SourceMiddle: SourceBase { let prepCtxB = "b" }
        final class Source: SourceMiddle { let prepCtxC = 3.0 }
        class DestinationBase { @Prepared var prepCtxC: Double? }
        class DestinationMiddle: DestinationBase { @Prepared var prepCtxB: String? }
        final class Destination: DestinationMiddle { @Prepared var prepCtxA: Int? }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(report.succeeded)
        #expect(destination.prepCtxA == 1)
        #expect(destination.prepCtxB == "b")
        #expect(destination.prepCtxC == 3.0)
    }

    @Test("An explicit destination key reads an unprefixed source property")
    func explicitDestinationKey() {
        final class Source { let currentUser = User(name: "Ada") }
        final class Destination { @Prepared(key: "currentUser") var user: User? }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.user?.name == "Ada")
        #expect(report.deliveries.first?.description == "currentUser: Source.currentUser → Destination.user (User)")
    }

    @Test("An explicit source key feeds a slot of that name")
    func explicitSourceKey() {
        final class Source { @Prepared(key: "user") var currentUser = User(name: "Ada") }
        final class Destination { @Prepared var user: User? }
        let destination = Destination()
        propagate(from: Source(), to: destination)
        #expect(destination.user?.name == "Ada")
    }

    @Test("Unmarked properties are never read, and the skip says how to mark them")
    func unmarkedIsIgnored() {
        final class Source { let user = User(name: "Ada") }
        final class Destination { @Prepared var user: User? }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.user == nil)
        #expect(report.skipped.first?.reason.contains("@Prepared(key: \"user\")") == true)
    }

    @Test("A delivered slot provides its value onward: A → B → C")
    func slotsFlowOnward() {
        final class A { let prepCtxUser = User(name: "Ada") }
        final class B { @Prepared var prepCtxUser: User? }
        final class C { @Prepared var prepCtxUser: User }
        let b = B()
        let c = C()
        propagate(from: A(), to: b)
        propagate(from: b, to: c)
        #expect(c.prepCtxUser.name == "Ada")
    }

    @Test("An empty source slot provides nothing")
    func emptySourceSlot() {
        final class B { @Prepared var prepCtxUser: User? }
        final class C { @Prepared var prepCtxUser: User }
        final class Holder { @Prepared var prepCtxUser: User }
        let report = propagate(from: Holder(), to: C())
        #expect(report.failures.first?.code == .missingRequiredValue)
        #expect(report.failures.first?.detail == "the source's slot 'prepCtxUser' holds no value")
        _ = B()
    }

    @Test("Lazy source properties are read once computed, and explained before")
    func lazySource() {
        final class Source { lazy var prepCtxCount = 7 }
        final class Destination { @Prepared var prepCtxCount: Int? }
        let source = Source()
        let before = propagate(from: source, to: Destination())
        #expect(before.skipped.first?.reason.contains("lazy property 'prepCtxCount' was never read") == true)
        _ = source.prepCtxCount
        let destination = Destination()
        propagate(from: source, to: destination)
        #expect(destination.prepCtxCount == 7)
    }

    @Test("A custom prefix replaces prepCtx")
    func customPrefix() {
        final class Source {
            let ctxName = "Ada"
            let prepCtxName = "ignored"
        }
        final class Destination {
            @Prepared var ctxName: String?
            var prepCtxName = "untouched"
        }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination, options: quietOptions(prefix: "ctx"))
        #expect(destination.ctxName == "Ada")
        #expect(destination.prepCtxName == "untouched")
        #expect(report.succeeded)
    }

    @Test("An empty prefix turns prefix matching off")
    func emptyPrefix() {
        final class Source {
            let prepCtxA = 1
            @Prepared var b = 2
        }
        final class Destination {
            @Prepared var prepCtxA: Int?
            @Prepared var b: Int?
        }
        let destination = Destination()
        propagate(from: Source(), to: destination, options: quietOptions(prefix: ""))
        #expect(destination.prepCtxA == nil)
        #expect(destination.b == 2)
    }

    @Test("Sender values win over the source's properties")
    func senderPrecedence() {
        final class Source { let prepCtxItem = "from property" }
        final class Destination { @Prepared var prepCtxItem: String? }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination, sender: ["prepCtxItem": "from sender"] as SegueValues)
        #expect(destination.prepCtxItem == "from sender")
        #expect(report.deliveries.first?.channel == .sender)
    }

    @Test("A key the sender lists twice is ambiguous")
    func senderDuplicate() {
        final class Source {}
        final class Destination { @Prepared var item: String? }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination, sender: ["item": "a", "item": "b"] as SegueValues)
        #expect(report.failures.map(\.code) == [.ambiguousSource])
        #expect(destination.item == nil)
    }

    @Test("Several destination slots with one key all receive it")
    func sharedDestinationKey() {
        final class Source { let prepCtxUser = User(name: "Ada") }
        final class Destination {
            @Prepared var prepCtxUser: User?
            @Prepared(key: "prepCtxUser") var copy: User?
        }
        let destination = Destination()
        propagate(from: Source(), to: destination)
        #expect(destination.prepCtxUser?.name == "Ada")
        #expect(destination.copy?.name == "Ada")
    }

    @Test("A struct source is read through Mirror, as a class source is through field offsets")
    func structSource() {
        struct Source {
            let prepCtxUser = User(name: "from a struct")
            let prepCtxCount: Int? = 4
        }
        final class Destination {
            @Prepared var prepCtxUser: User?
            @Prepared var prepCtxCount = 0
        }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(report.succeeded)
        #expect(destination.prepCtxUser?.name == "from a struct")
        #expect(destination.prepCtxCount == 4)
    }

    @Test("A source with a custom mirror is read through its mirror on every propagation")
    func customMirror() {
        final class Source: CustomReflectable {
            var count = 0
            var customMirror: Mirror { Mirror(self, children: ["prepCtxCount": count]) }
        }
        final class Destination { @Prepared var prepCtxCount = 0 }
        let source = Source()
        for value in 1...3 {
            source.count = value
            let destination = Destination()
            propagate(from: source, to: destination)
            #expect(destination.prepCtxCount == value)
        }
    }

    @Test("The plan for a pair of types is cached once")
    func planIsCached() {
        final class Source { let prepCtxA = 1 }
        final class Destination { @Prepared var prepCtxA = 0 }
        func plan() -> PairPlan {
            let source = Source()
            var reader = InstanceReader(object: source)
            return PlanCache.plan(
                source: source, reader: &reader, sourcePrefix: "prepCtx", destination: Destination(),
                destinationPrefix: "prepCtx")!
        }
        let first = plan()
        #expect(plan() === first)
        #expect(first.entries.map(\.destination.name) == ["prepCtxA"])
    }
}
