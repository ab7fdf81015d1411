import Testing

@testable import PreparedContext

@MainActor
@Suite("WeakPrepared")
struct WeakPreparedTests {
    @Test("A compose screen's delegate is its presenter, and the presenter is freed with the compose screen kept")
    func delegateIsThePresenter() throws {
        var inbox: MailInbox? = MailInbox()
        weak let released = inbox
        let compose = ComposeScreen()
        let report = try #require(inbox).prepareContext(for: compose, segueIdentifier: "compose")
        inbox?.presented = compose

        #expect(report.failures.isEmpty)
        #expect(compose.delegate === inbox)
        #expect(compose.$delegate.delivery?.channel == .segueHook)
        #expect(compose.$delegate.isDelivered)

        inbox = nil
        #expect(released == nil)
        #expect(compose.delegate == nil)
        #expect(compose.$delegate.isDelivered)
    }

    @Test("A weak slot never keeps the delivered object alive")
    func notKeptAlive() {
        let compose = ComposeScreen()
        do {
            let inbox = MailInbox()
            propagate(from: EmptySource(), to: compose, sender: SegueValues(["delegate": inbox]))
            #expect(compose.delegate === inbox)
        }
        #expect(compose.delegate == nil)
    }

    @Test("A weak slot of a class type is fed from a strong property of the presenter")
    func classTypeFromProperty() {
        let popover = PopoverScreen()
        var source: PopoverSource? = PopoverSource()
        propagate(from: try! #require(source), to: popover)
        #expect(popover.anchor === source?.prepCtxAnchor)
        #expect(popover.$anchor.delivery?.channel == .property("prepCtxAnchor"))
        source = nil
        #expect(popover.anchor == nil)
    }

    @Test("A weak slot hands its object on to the next screen, still weakly")
    func flowsOn() throws {
        var inbox: MailInbox? = MailInbox()
        let compose = ComposeScreen()
        let attachments = AttachmentPicker()
        try #require(inbox).prepareContext(for: compose, segueIdentifier: "compose")
        let report = try compose.prepareContext(for: attachments)
        #expect(report.failures.isEmpty)
        #expect(attachments.delegate === inbox)
        inbox = nil
        #expect(attachments.delegate == nil)
        #expect(compose.delegate == nil)
    }

    @Test("An object that does not conform to the delegate protocol is a type mismatch and is not stored")
    func typeMismatch() {
        let compose = ComposeScreen()
        let stranger = Dog(name: "Rex")
        let report = propagate(from: EmptySource(), to: compose, sender: SegueValues(["delegate": stranger]))
        #expect(report.failures.map(\.code) == [.typeMismatch])
        #expect(report.failures.first?.expectedType == "Optional<ComposeDelegate>")
        #expect(report.failures.first?.actualType == "Dog")
        #expect(compose.delegate == nil)
        #expect(!compose.$delegate.isDelivered)
    }

    @Test("A required weak slot that receives nothing is reported missing, and reads nil without trapping")
    func requiredMissing() {
        let picker = AttachmentPicker()
        let report = propagate(from: EmptySource(), to: picker)
        #expect(report.failures.map(\.code) == [.missingRequiredValue])
        #expect(report.failures.first?.key == "delegate")
        #expect(picker.delegate == nil)
    }

    @Test("A weak slot assigned by hand counts as delivered")
    func assignedByHand() {
        let picker = AttachmentPicker()
        let inbox = MailInbox()
        picker.delegate = inbox
        #expect(picker.$delegate.isDelivered)
        #expect(ContextPropagation.missingRequiredValues(in: picker).isEmpty)
        #expect(picker.delegate === inbox)
    }

    @Test("A presenter can put itself in its own ambient context weakly, and is freed")
    func weakAmbientSelf() throws {
        var inbox: MailInbox? = MailInbox()
        weak let released = inbox
        inbox?.ambientContext.setWeak(inbox, for: InboxDelegateKey.self)
        let compose = ComposeScreen()
        try #require(inbox).prepareContext(for: compose, segueIdentifier: "compose")
        #expect(compose.ambientContext[InboxDelegateKey.self] === inbox)
        #expect(compose.ambientContext.keyNames == ["InboxDelegateKey"])

        inbox = nil
        #expect(released == nil)
        #expect(compose.ambientContext[InboxDelegateKey.self] == nil)
        #expect(compose.ambientContext.isEmpty)
        #expect(compose.ambientContext.keyNames.isEmpty)
    }

    @Test("Setting a weak ambient value to nil removes it")
    func weakAmbientRemoved() {
        let inbox = MailInbox()
        var values = ContextValues()
        values.setWeak(inbox, for: InboxDelegateKey.self)
        #expect(!values.isEmpty)
        values.setWeak(nil, for: InboxDelegateKey.self)
        #expect(values.isEmpty)
    }

    @Test("A weak slot of a value type never traps: it refuses every value, with a message that says why")
    func valueTypeIsRefused() throws {
        final class Misdeclared { @WeakPrepared var prepCtxUser: User? }
        final class Source { let prepCtxUser = User(name: "Ada") }
        let destination = Misdeclared()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.prepCtxUser == nil)
        let error = try #require(report.failures.first)
        #expect(error.code == .notWritable)
        #expect(error.description.contains("cannot be held weakly"))
        #expect(error.description.contains("To fix, "))
        destination.prepCtxUser = User(name: "Grace")
        #expect(destination.prepCtxUser == nil)
        #expect(destination.$prepCtxUser.slot.lastFailure?.code == .notWritable)
    }

    @Test("Classes and class-bound protocols can be held weakly; values and other protocols cannot")
    func classBound() {
        #expect(ReferenceTypes.isClassBound(Dog.self))
        #expect(ReferenceTypes.isClassBound(AnyObject.self))
        #expect(ReferenceTypes.isClassBound((any ComposeDelegate).self))
        #expect(ReferenceTypes.isClassBound((any Greeting & Animal).self))
        #expect(!ReferenceTypes.isClassBound((any Greeting).self))
        #expect(!ReferenceTypes.isClassBound(Any.self))
        #expect(!ReferenceTypes.isClassBound(User.self))
        #expect(!ReferenceTypes.isClassBound(Int.self))
        #expect(!ReferenceTypes.isClassBound(Dog?.self))
    }
}

// MARK: - Fixtures: a mail app's compose flow

protocol ComposeDelegate: AnyObject {
    func composeDidSend(_ text: String)
}

enum InboxDelegateKey: ContextKey {
    typealias Value = any ComposeDelegate
}

@MainActor
private final class MailInbox: SegueContext, ComposeDelegate {
    var ambientContext = ContextValues()
    /// The screen it presented, held strongly, as a navigation stack would.
    var presented: ComposeScreen?

    nonisolated func composeDidSend(_ text: String) {}

    func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        identifier == "compose" ? ["delegate": self] : SegueValues()
    }
}

@MainActor
private final class ComposeScreen: SegueContext {
    var ambientContext = ContextValues()
    @WeakPrepared var delegate: (any ComposeDelegate)?
}

@MainActor
private final class AttachmentPicker: SegueContext {
    var ambientContext = ContextValues()
    @WeakPrepared(required: true) var delegate: (any ComposeDelegate)?
}

private final class PopoverSource {
    let prepCtxAnchor = Animal(name: "anchor")
}

private final class PopoverScreen {
    @WeakPrepared(key: "prepCtxAnchor") var anchor: Animal?
}
