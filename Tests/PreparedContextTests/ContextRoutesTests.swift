import Testing

@testable import PreparedContext

@MainActor
@Suite("ContextRoutes")
struct ContextRoutesTests {
    final class Inbox {
        var currentUser = User(name: "Ada")
        var selected: Int? = 3
        let regular = "not routed"
    }

    final class Message {
        @Prepared var user: User
        @Prepared var selection: Int?
        @Prepared var regular = "untouched"
    }

    let routes = ContextRoutes<Inbox, Message>(
        .value("user", from: \.currentUser, to: \.$user),
        .value("selection", from: \.selected, to: \.$selection)
    )

    @Test("Routes copy each declared value into its slot and record the delivery")
    func apply() {
        let inbox = Inbox()
        let message = Message()
        routes.apply(from: inbox, to: message)
        #expect(message.user.name == "Ada")
        #expect(message.selection == 3)
        #expect(message.regular == "untouched")
        #expect(message.$user.isDelivered)
        #expect(message.$user.delivery?.description == "user: Inbox.user → Message.user (User)")
        #expect(message.$selection.delivery?.valueType == "Int")
        #expect(ContextPropagation.missingRequiredValues(in: message).isEmpty)
    }

    @Test("Applying again overwrites the values, nil included")
    func reapply() {
        let inbox = Inbox()
        let message = Message()
        routes.apply(from: inbox, to: message)
        inbox.currentUser = User(name: "Grace")
        inbox.selected = nil
        routes.apply(from: inbox, to: message)
        #expect(message.user.name == "Grace")
        #expect(message.selection == nil)
    }

    class Base {
        @Prepared var user: User
    }

    final class Derived: Base {
        @Prepared var note = "none"
    }

    @Test("Routes declared for a class reach the same slots in its subclasses")
    func subclassInstances() {
        let routes = ContextRoutes<Inbox, Base>(.value("user", from: \.currentUser, to: \.$user))
        let inbox = Inbox()
        let plain = Base()
        let derived = Derived()
        routes.apply(from: inbox, to: derived)
        routes.apply(from: inbox, to: plain)
        inbox.currentUser = User(name: "Grace")
        routes.apply(from: inbox, to: derived)
        #expect(plain.user.name == "Ada")
        #expect(derived.user.name == "Grace")
        #expect(derived.note == "none")
    }

    final class Container {
        let child = Message()
        var childUser: Prepared<User> { child.$user }
    }

    @Test("A slot reached through another object is written through its accessor every time")
    func slotOfAnotherObject() {
        let routes = ContextRoutes<Inbox, Container>(.value("user", from: \.currentUser, to: \.childUser))
        let inbox = Inbox()
        let first = Container()
        let second = Container()
        routes.apply(from: inbox, to: first)
        inbox.currentUser = User(name: "Grace")
        routes.apply(from: inbox, to: second)
        routes.apply(from: inbox, to: first)
        #expect(first.child.user.name == "Grace")
        #expect(second.child.user.name == "Grace")
        #expect(second.child.$user.delivery?.key == "user")
    }

    @Test("A route's delivery clears the failure an earlier propagation left on the slot")
    func clearsFailure() throws {
        final class WrongSource {
            @Prepared var user = "not a User"
        }
        let message = Message()
        let report = try ContextPropagation.propagate(
            from: WrongSource(), to: message, options: PreparationOptions(log: MismatchLog(sink: .none)))
        #expect(report.failures.map(\.code) == [.typeMismatch])
        #expect(message.$user.slot.lastFailure?.code == .typeMismatch)
        routes.apply(from: Inbox(), to: message)
        #expect(message.$user.slot.lastFailure == nil)
        #expect(message.user.name == "Ada")
    }

    final class Switching {
        @Prepared var first: User?
        @Prepared var second: User?
        var useSecond = false
        var current: Prepared<User?> { useSecond ? $second : $first }
    }

    @Test("A route whose accessor picks another slot per instance writes the slot it picks, every time")
    func switchingAccessor() {
        let routes = ContextRoutes<Inbox, Switching>(.value("user", from: { $0.currentUser }, to: \.current))
        let first = Switching()
        routes.apply(from: Inbox(), to: first)
        let other = Switching()
        other.useSecond = true
        routes.apply(from: Inbox(), to: other)
        #expect(first.first?.name == "Ada" && first.second == nil)
        #expect(other.second?.name == "Ada" && other.first == nil)
    }

    // MARK: Routes written as one body

    let bodyRoutes = ContextRoutes<Inbox, Message> { inbox, message, deliver in
        deliver("user", inbox.currentUser, to: message.$user)
        deliver("selection", inbox.selected, to: message.$selection)
    }

    @Test("A body of routes copies each value into its slot and records the delivery as a listed route does")
    func bodyApply() {
        let inbox = Inbox()
        let listed = Message()
        let written = Message()
        routes.apply(from: inbox, to: listed)
        bodyRoutes.apply(from: inbox, to: written)
        #expect(written.user.name == "Ada")
        #expect(written.selection == 3)
        #expect(written.regular == "untouched")
        #expect(written.$user.isDelivered)
        #expect(written.$user.delivery?.description == "user: Inbox.user → Message.user (User)")
        #expect(written.$user.delivery == listed.$user.delivery)
        #expect(written.$selection.delivery == listed.$selection.delivery)
        #expect(written.$selection.delivery?.valueType == "Int")
        #expect(ContextPropagation.missingRequiredValues(in: written).isEmpty)
    }

    @Test("A body of routes applied again overwrites the values, nil included")
    func bodyReapply() {
        let inbox = Inbox()
        let message = Message()
        bodyRoutes.apply(from: inbox, to: message)
        inbox.currentUser = User(name: "Grace")
        inbox.selected = nil
        bodyRoutes.apply(from: inbox, to: message)
        #expect(message.user.name == "Grace")
        #expect(message.selection == nil)
        #expect(message.$selection.delivery?.key == "selection")
    }

    @Test("A body's delivery replaces propagation's record and failure, and a later propagation replaces the body's")
    func bodyAndPropagationTakeTurns() throws {
        final class WrongSource {
            @Prepared var user = "not a User"
        }
        final class RightSource {
            @Prepared var user = User(name: "Linus")
            @Prepared var selection: Int? = 9
        }
        let message = Message()
        let failed = try ContextPropagation.propagate(
            from: WrongSource(), to: message, options: PreparationOptions(log: MismatchLog(sink: .none)))
        #expect(failed.failures.map(\.code) == [.typeMismatch])
        #expect(message.$user.slot.lastFailure?.code == .typeMismatch)
        bodyRoutes.apply(from: Inbox(), to: message)
        #expect(message.$user.slot.lastFailure == nil)
        #expect(message.user.name == "Ada")

        let report = propagate(from: RightSource(), to: message)
        #expect(message.user.name == "Linus")
        #expect(message.$user.delivery?.sourceType == "RightSource")
        #expect(message.$user.wasDelivered(in: report))
        bodyRoutes.apply(from: Inbox(), to: message)
        #expect(!message.$user.wasDelivered(in: report))
        #expect(message.$user.delivery?.sourceType == "Inbox")

        // The optional slot's delivery was type-checked, so its record is its own (and the
        // report, not kept here, held it too); it is released once the body's delivery
        // replaces it.
        propagate(from: RightSource(), to: message)
        weak let record = try #require(message.$selection.slot.deliveryRecord?.ownedStorage)
        bodyRoutes.apply(from: Inbox(), to: message)
        #expect(record == nil)
        #expect(message.$selection.slot.deliveryRecord == nil)
        #expect(message.$selection.delivery?.sourceType == "Inbox")
    }

    @Test("A body that picks a slot per instance writes the slot it picks, every time")
    func bodySwitchingSlot() {
        let routes = ContextRoutes<Inbox, Switching> { inbox, screen, deliver in
            deliver("user", inbox.currentUser, to: screen.current)
        }
        let first = Switching()
        routes.apply(from: Inbox(), to: first)
        let other = Switching()
        other.useSecond = true
        routes.apply(from: Inbox(), to: other)
        #expect(first.first?.name == "Ada" && first.second == nil)
        #expect(other.second?.name == "Ada" && other.first == nil)
        #expect(other.$second.delivery?.destinationType == "Switching")
    }

    @Test("A body declared for a class reaches the same slots in its subclasses, and reads the source as written")
    func bodySubclassesAndConditions() {
        let routes = ContextRoutes<Inbox, Base> { inbox, screen, deliver in
            if let selected = inbox.selected { deliver("user", User(name: "\(selected)"), to: screen.$user) }
        }
        let inbox = Inbox()
        let derived = Derived()
        routes.apply(from: inbox, to: derived)
        #expect(derived.user.name == "3")
        #expect(derived.$user.delivery?.destinationType == "Base")
        inbox.selected = nil
        let skipped = Derived()
        routes.apply(from: inbox, to: skipped)
        #expect(!skipped.$user.isDelivered)
    }
}
