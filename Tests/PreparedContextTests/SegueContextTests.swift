import Testing

@testable import PreparedContext

enum ThemeKey: ContextKey {
    typealias Value = String
}

enum SessionKey: ContextKey {
    typealias Value = Int
}

extension ContextValues {
    var theme: String? {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

@MainActor
@Suite("SegueContext")
struct SegueContextTests {
    final class Inbox: SegueContext {
        var ambientContext = ContextValues()
        let prepCtxUser = User(name: "Ada")
        let prepCtxTitle = "Inbox"
        let messages = ["first", "second"]
        var hookCalls: [(String?, Any?)] = []

        func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            hookCalls.append((identifier, sender))
            guard identifier == "showMessage", let row = sender as? Int else { return SegueValues() }
            var values: SegueValues = ["message": messages[row], "prepCtxTitle": "Message"]
            values.ambient[SessionKey.self] = 2
            return values
        }
    }

    final class Message: SegueContext {
        var ambientContext = ContextValues()
        @Prepared var message: String?
        @Prepared var prepCtxUser: User?
        @Prepared var prepCtxTitle: String?
    }

    final class Attachment: SegueContext {
        var ambientContext = ContextValues()
        @Prepared var prepCtxUser: User?
    }

    final class Plain {
        @Prepared var prepCtxUser: User?
    }

    @Test("The per-segue hook contributes values derived from the sender, over the properties")
    func hook() throws {
        let inbox = Inbox()
        let message = Message()
        let report = try inbox.prepareContext(for: message, segueIdentifier: "showMessage", sender: 1)
        #expect(message.message == "second")
        #expect(message.prepCtxTitle == "Message")
        #expect(message.prepCtxUser?.name == "Ada")
        #expect(report.delivery(forKey: "message")?.channel == .segueHook)
        #expect(report.delivery(forKey: "prepCtxUser")?.channel == .property("prepCtxUser"))
        #expect(inbox.hookCalls.count == 1)
    }

    @Test("Sender values beat the hook, which beats the properties; the hook sees the original sender")
    func precedence() throws {
        let inbox = Inbox()
        let message = Message()
        let carried = SegueValues(["message": "from sender"], sender: 0)
        try inbox.prepareContext(for: message, segueIdentifier: "showMessage", sender: carried)
        #expect(message.message == "from sender")
        #expect(message.prepCtxTitle == "Message")
        #expect(inbox.hookCalls.first?.1 as? Int == 0)
    }

    @Test("Ambient values flow A → B → C through a B that does not declare them")
    func ambientFlow() throws {
        let inbox = Inbox()
        inbox.ambientContext.theme = "dark"
        let message = Message()
        let attachment = Attachment()
        try inbox.prepareContext(for: message, segueIdentifier: "showMessage", sender: 0)
        try message.prepareContext(for: attachment)
        #expect(attachment.ambientContext.theme == "dark")
        #expect(attachment.ambientContext[SessionKey.self] == 2)
        #expect(attachment.prepCtxUser?.name == "Ada")
    }

    @Test("Ambient precedence: sender over hook over the source's bag over the destination's own")
    func ambientPrecedence() throws {
        let inbox = Inbox()
        inbox.ambientContext.theme = "source"
        inbox.ambientContext[SessionKey.self] = 1
        let message = Message()
        message.ambientContext.theme = "destination's own"
        var carried = SegueValues(["message": "m"], sender: 0)
        carried.ambient.theme = "sender"
        try inbox.prepareContext(for: message, segueIdentifier: "showMessage", sender: carried)
        #expect(message.ambientContext.theme == "sender")
        #expect(message.ambientContext[SessionKey.self] == 2)
        #expect(message.ambientContext.description == "ContextValues[SessionKey, ThemeKey]")
    }

    @Test("A destination that is not a SegueContext still receives its slots")
    func plainDestination() throws {
        let plain = Plain()
        try Inbox().prepareContext(for: plain)
        #expect(plain.prepCtxUser?.name == "Ada")
    }

    @Test("A per-object prefix decides which of its own properties are context")
    func perObjectPrefix() throws {
        final class Custom: SegueContext {
            var ambientContext = ContextValues()
            var preparationOptions: PreparationOptions { quietOptions(prefix: "my") }
            let myUser = User(name: "Custom")
            let prepCtxUser = User(name: "not marked here")
        }
        let destination = Plain()
        let report = try Custom().prepareContext(for: destination)
        #expect(destination.prepCtxUser == nil)
        #expect(report.skipped.first?.reason.contains("not marked") == true)
    }
}
