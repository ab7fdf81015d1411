import Foundation
import Testing

@testable import PreparedContext

/// The plan's copy steps: a value of exactly the slot's type copied with no type check, from
/// a plain field or from a `Prepared` slot, and the cases where a step hands its entry back
/// to the general run.
@MainActor
@Suite("Plan steps")
struct PlanStepTests {
    @Test("A plain field and a slot of exactly the slot's type become copy steps; an optional is looked up")
    func stepKinds() {
        final class Source {
            let prepCtxName = "n"
            @Prepared var prepCtxCount: Int = 3
            let prepCtxNote: String? = "o"
        }
        final class Destination {
            @Prepared var prepCtxName: String = ""
            @Prepared var prepCtxCount: Int = 0
            @Prepared var prepCtxNote: String?
        }
        var reader = InstanceReader(object: Source())
        let plan = PlanCache.plan(
            source: Source(), reader: &reader, sourcePrefix: "prepCtx", destination: Destination(),
            destinationPrefix: "prepCtx")
        #expect(plan?.steps.map(\.kind) == [.copyField, .copySlot, .match])
        #expect(plan?.records.map(\.delivery.key) == ["prepCtxName", "prepCtxCount"])
        #expect(plan?.copiesOnly == false)
    }

    @Test("Context that flows on is copied slot to slot, and the report lists every delivery")
    func slotToSlot() {
        let first = PlanChainScreen.filled()
        let second = PlanChainScreen()
        let report = propagate(from: first, to: second)
        #expect(report.succeeded)
        #expect(second.prepCtxUser.name == "a" && second.prepCtxCount == 4 && second.prepCtxTitle == "t")
        #expect(report.deliveries.map(\.key) == ["prepCtxUser", "prepCtxCount", "prepCtxTitle"])
        #expect(second.$prepCtxCount.delivery?.channel == .property("prepCtxCount"))
        #expect(second.$prepCtxCount.wasDelivered(in: report))
    }

    @Test("An empty source slot in the middle falls back: earlier and later slots are still delivered in order")
    func emptySourceSlotFallsBack() {
        let first = PlanChainScreen()
        first.prepCtxUser = PlanUser(name: "a")
        first.prepCtxTitle = "t"
        let second = PlanChainScreen()
        let report = propagate(from: first, to: second)
        #expect(report.deliveries.map(\.key) == ["prepCtxUser", "prepCtxTitle"])
        // The slot is required, so the empty source is a failure, with the general run's reason.
        #expect(report.failures.map(\.key) == ["prepCtxCount"])
        #expect(report.failures.first?.code == .missingRequiredValue)
        #expect(report.failures.first?.detail?.contains("holds no value") == true)
        #expect(!second.$prepCtxCount.isDelivered && second.prepCtxTitle == "t")
        // The next propagation of the same pair, with every source slot filled, copies all.
        first.prepCtxCount = 1
        let full = propagate(from: first, to: PlanChainScreen())
        #expect(full.deliveries.map(\.key) == ["prepCtxUser", "prepCtxCount", "prepCtxTitle"])
    }

    @Test("A required slot fed by an empty source slot is reported missing, as in the general run")
    func emptySourceSlotForRequiredSlot() {
        final class Source { @Prepared var prepCtxUser: PlanUser }
        final class Destination { @Prepared var prepCtxUser: PlanUser }
        let report = propagate(from: Source(), to: Destination())
        #expect(report.failures.map(\.code) == [.missingRequiredValue])
    }

    @Test("A subclass instance in a class-typed field is recorded with its own type, from a field or a slot")
    func subclassInstanceNamesItsType() {
        final class Source {
            let prepCtxUser: PlanUser = PlanAdmin(name: "root")
            @Prepared var prepCtxOwner: PlanUser = PlanAdmin(name: "owner")
            let prepCtxPlain = PlanUser(name: "plain")
        }
        final class Destination {
            @Prepared var prepCtxUser: PlanUser = PlanUser(name: "")
            @Prepared var prepCtxOwner: PlanUser = PlanUser(name: "")
            @Prepared var prepCtxPlain: PlanUser = PlanUser(name: "")
        }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(report.succeeded)
        #expect(destination.prepCtxUser.name == "root" && destination.prepCtxOwner.name == "owner")
        #expect(report.deliveries.map(\.valueType) == ["PlanAdmin", "PlanAdmin", "PlanUser"])
        #expect(destination.$prepCtxUser.delivery?.valueType == "PlanAdmin")
    }

    @Test("A key passed with the segue beats the copy step, and the rest are still copied")
    func passedKeyBeatsCopy() {
        let first = PlanChainScreen.filled()
        let second = PlanChainScreen()
        let report = propagate(from: first, to: second, sender: SegueValues(["count": 9]))
        #expect(second.prepCtxCount == 9 && second.prepCtxTitle == "t")
        #expect(report.deliveries.map(\.key) == ["prepCtxUser", "prepCtxCount", "prepCtxTitle"])
        #expect(report.deliveries.map(\.channel) == [.property("prepCtxUser"), .sender, .property("prepCtxTitle")])
    }

    @Test("A replaced value whose deinit reassigns the source's slot during a copy leaves both consistent")
    func deinitDuringCopy() {
        let first = PlanChainScreen.filled()
        let second = PlanChainScreen()
        second.prepCtxUser = PlanUser(name: "old", onDeinit: { [weak first] in first?.prepCtxTitle = "changed" })
        let report = propagate(from: first, to: second)
        #expect(report.succeeded)
        #expect(second.prepCtxUser.name == "a")
        #expect(second.prepCtxTitle == "changed")
    }

    @Test("A copy step's record outlives its plan and is the same record for the same delivery")
    func internedRecordsOutliveTheirPlans() {
        let first = PlanChainScreen.filled()
        let second = PlanChainScreen()
        propagate(from: first, to: second)
        // Forgetting every plan releases them; the slot's record must still be readable (the
        // address sanitizer run checks the unretained reference).
        PlanCache.removeAll()
        #expect(second.$prepCtxTitle.delivery?.channel == .property("prepCtxTitle"))
        let third = PlanChainScreen()
        propagate(from: first, to: third)
        #expect(third.$prepCtxTitle.delivery == second.$prepCtxTitle.delivery)
        let delivery = Delivery(
            key: "k", sourceType: "S", channel: .sender, destinationType: "D", destinationProperty: "p",
            valueType: "V")
        guard case .interned(let one) = DeliveryRecord.interned(delivery).reference,
            case .interned(let two) = DeliveryRecord.interned(delivery).reference
        else {
            Issue.record("an interned record is not interned")
            return
        }
        #expect(one.toOpaque() == two.toOpaque())
    }

    @Test("A record of its own lives as long as a slot, a report or a copy holds it")
    func ownedRecordReadThroughItsCopies() throws {
        // Each copy of a record of its own keeps its storage, and the last copy's end frees it.
        let destination = PlanChainScreen()
        var report: PreparationReport? = propagate(
            from: PlanChainScreen.filled(), to: destination, sender: SegueValues(["prepCtxTitle": "sent"]))
        let inSlot = try #require(destination.$prepCtxTitle.slot.deliveryRecord)
        weak let storage = inSlot.ownedStorage
        #expect(storage != nil)
        // The slot lets go of its copy; the report's copy still reads it.
        destination.prepCtxTitle = "by hand"
        #expect(report?.delivery(forKey: "prepCtxTitle")?.channel == .sender)
        report = nil
        // Only `inSlot` holds it now, and reads it.
        #expect(inSlot.delivery.channel == .sender)
        #expect(storage != nil)
        _ = consume inSlot
        #expect(storage == nil)
    }

    @Test("A plan made for one pair of instances keeps records of its own, freed with its slots")
    func perInstancePlanRecordsAreFreed() throws {
        PlanCache.removeAll()
        let cached = PlanKeyedPerInstance(key: "prepCtxA")
        propagate(from: PlanTwoKeys(), to: cached)
        let other = PlanKeyedPerInstance(key: "prepCtxB")
        propagate(from: PlanTwoKeys(), to: other)
        #expect(cached.value == 1 && other.value == 2)
        // The first pair's plan is cached and its records interned; the second instance,
        // whose key differs, got a plan of its own.
        #expect(cached.$value.slot.deliveryRecord?.ownedStorage == nil)
        weak let record = try #require(other.$value.slot.deliveryRecord?.ownedStorage)
        other.value = 3
        #expect(record == nil)
    }

    @Test("Routes declared on several threads at once share one interned record per delivery (run under TSan too)")
    func concurrentRouteDeclarations() {
        let done = DispatchGroup()
        let identities = Locked(Set<UInt>())
        for _ in 0..<4 {
            done.enter()
            Thread {
                for _ in 0..<200 {
                    let routes = ContextRoutes<PlanTwoKeys, PlanKeyedPerInstance>(
                        .value("concurrent", from: { $0.prepCtxA }, to: { $0.$value }))
                    let destination = PlanKeyedPerInstance(key: "concurrent")
                    routes.apply(from: PlanTwoKeys(), to: destination)
                    if case .interned(let storage) = destination.$value.slot.deliveryRecord?.reference {
                        identities.withLock { _ = $0.insert(UInt(bitPattern: storage.toOpaque())) }
                    }
                }
                done.leave()
            }.start()
        }
        done.wait()
        #expect(identities.withLock { $0.count } == 1)
    }

    @Test("A deinit that replaces both screens' slots during a slot-to-slot copy frees them safely (run under ASan)")
    func deinitReplacesSlotsDuringSlotCopy() {
        // The copy step reaches both slots without retaining them; the replaced value's
        // release, which runs this deinit and frees both slots, must come after their last use.
        _ = propagate(from: PlanSwappingScreen.filled(), to: PlanSwappingScreen())
        for _ in 0..<2 {
            let source = PlanSwappingScreen.filled()
            let destination = PlanSwappingScreen()
            destination.prepCtxUser = PlanUser(
                name: "old",
                onDeinit: { [weak source, weak destination] in
                    destination?.replaceSlots(user: "destination's own")
                    source?.replaceSlots(user: "source's own")
                })
            let report = propagate(from: source, to: destination)
            #expect(report.succeeded)
            #expect(destination.prepCtxUser.name == "destination's own")
            // The title step runs after the deinit, from the source's new slot into the
            // destination's new slot.
            #expect(destination.prepCtxTitle == "replaced")
            #expect(destination.$prepCtxTitle.delivery?.key == "prepCtxTitle")
        }
    }

    @Test("A deinit that replaces the destination's slot during a field copy frees it safely (run under ASan)")
    func deinitReplacesSlotDuringFieldCopy() {
        final class Source {
            var prepCtxUser = PlanUser(name: "a")
            var prepCtxTitle = "t"
        }
        _ = propagate(from: Source(), to: PlanSwappingScreen())
        for _ in 0..<2 {
            let destination = PlanSwappingScreen()
            destination.prepCtxUser = PlanUser(
                name: "old", onDeinit: { [weak destination] in destination?.replaceSlots(user: "own") })
            let report = propagate(from: Source(), to: destination)
            #expect(report.succeeded)
            #expect(destination.prepCtxUser.name == "own")
            #expect(destination.prepCtxTitle == "t")
        }
    }

    @Test("A deinit that replaces the destination's slot while a route writes it frees it safely (run under ASan)")
    func deinitReplacesSlotDuringRoute() {
        final class Source { let user = PlanUser(name: "a") }
        let routes = ContextRoutes<Source, PlanSwappingScreen>(
            .value("prepCtxUser", from: { $0.user }, to: { $0.$prepCtxUser }))
        let destination = PlanSwappingScreen()
        destination.prepCtxUser = PlanUser(
            name: "old", onDeinit: { [weak destination] in destination?.replaceSlots(user: "own") })
        routes.apply(from: Source(), to: destination)
        #expect(destination.prepCtxUser.name == "own")
    }

    @Test(
        "A deinit that replaces the destination's slots while a body of routes writes them frees them safely (run under ASan)"
    )
    func deinitReplacesSlotDuringBodyRoute() {
        // The body writes the slot's state, then its value, and releases the replaced value
        // after its last access to the slot; the deinit frees that slot, and the next
        // delivery reaches the new one.
        final class Source {
            let user = PlanUser(name: "a")
            let title = "t"
        }
        let routes = ContextRoutes<Source, PlanSwappingScreen> { source, screen, deliver in
            deliver("prepCtxUser", source.user, to: screen.$prepCtxUser)
            deliver("prepCtxTitle", source.title, to: screen.$prepCtxTitle)
        }
        for _ in 0..<2 {
            let destination = PlanSwappingScreen()
            destination.prepCtxUser = PlanUser(
                name: "old", onDeinit: { [weak destination] in destination?.replaceSlots(user: "own") })
            routes.apply(from: Source(), to: destination)
            #expect(destination.prepCtxUser.name == "own")
            #expect(destination.prepCtxTitle == "t")
            #expect(destination.$prepCtxTitle.delivery?.key == "prepCtxTitle")
            // The deinit's new slot holds a value it was made with, not a delivery.
            #expect(!destination.$prepCtxUser.isDelivered)
        }
    }

    @Test("A route's record outlives the route that made it")
    func routeRecordOutlivesItsRoute() {
        final class Source { let name = "n" }
        final class Destination { @Prepared var name: String = "" }
        let destination = Destination()
        do {
            let routes = ContextRoutes<Source, Destination>(.value("name", from: \.name, to: \.$name))
            routes.apply(from: Source(), to: destination)
        }
        #expect(destination.name == "n")
        #expect(destination.$name.delivery?.destinationType == "Destination")
    }
}

class PlanUser {
    let name: String
    let onDeinit: (() -> Void)?
    init(name: String, onDeinit: (() -> Void)? = nil) {
        self.name = name
        self.onDeinit = onDeinit
    }
    deinit { onDeinit?() }
}

final class PlanAdmin: PlanUser {}

/// A screen that passes on what it received: its slots provide as well as receive.
final class PlanChainScreen {
    @Prepared var prepCtxUser: PlanUser
    @Prepared var prepCtxCount: Int
    @Prepared var prepCtxTitle: String

    /// A screen that received a user "a", a count of 4 and a title "t".
    static func filled() -> PlanChainScreen {
        let screen = PlanChainScreen()
        screen.prepCtxUser = PlanUser(name: "a")
        screen.prepCtxCount = 4
        screen.prepCtxTitle = "t"
        return screen
    }
}

/// A screen whose slots can be replaced whole, freeing the old ones, as a deinitializer of
/// a replaced value might do while propagation writes them.
final class PlanSwappingScreen {
    @Prepared var prepCtxUser: PlanUser
    @Prepared var prepCtxTitle: String = ""

    /// A screen that received a user "a" and a title "t".
    static func filled() -> PlanSwappingScreen {
        let screen = PlanSwappingScreen()
        screen.prepCtxUser = PlanUser(name: "a")
        screen.prepCtxTitle = "t"
        return screen
    }

    /// Replaces both slots with new ones, releasing the old.
    func replaceSlots(user: String) {
        _prepCtxUser = Prepared(wrappedValue: PlanUser(name: user))
        _prepCtxTitle = Prepared(wrappedValue: "replaced")
    }
}

final class PlanKeyedPerInstance {
    @Prepared var value: Int
    init(key: String) { _value = Prepared(key: key) }
}

final class PlanTwoKeys {
    let prepCtxA = 1
    let prepCtxB = 2
}
