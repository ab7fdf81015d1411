import Testing

@testable import PreparedContext

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
}
