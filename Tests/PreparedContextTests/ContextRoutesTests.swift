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
}
