import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

// Handoffs in the shape of real apps: a messenger whose API client is set once at login and
// needed four screens later, a compose screen whose delegate is the inbox, an editor whose
// result comes back through an unwind, and screens that configure themselves once their
// context has arrived.

/// The messenger's API client: one object, set at login.
final class APIClient: Sendable {
    let user: String

    init(user: String) {
        self.user = user
    }
}

enum APIClientKey: ContextKey {
    typealias Value = APIClient
}

enum AccentKey: ContextKey {
    typealias Value = String
}

enum PageSizeKey: ContextKey {
    typealias Value = Int
}

@MainActor
final class LoginScreen: Screen {
    func logIn(as user: String) {
        ambientContext[APIClientKey.self] = APIClient(user: user)
    }
}

/// Screens in between, which never read the client.
@MainActor
final class ConversationList: Screen {}

@MainActor
final class ConversationScreen: Screen {}

/// Four screens in: needs the client, may take an accent colour, has a default page size.
@MainActor
final class AttachmentScreen: Screen {
    @Ambient(APIClientKey.self) var client: APIClient
    @Ambient(AccentKey.self) var accent: String?
    @Ambient(PageSizeKey.self) var pageSize: Int = 20
    /// Named with the prefix, but fed by its key type only.
    @Ambient(AccentKey.self) var prepCtxAccent: String?
    var arrivals: [PreparationReport] = []

    override func contextDidArrive(_ report: PreparationReport) {
        arrivals.append(report)
    }
}

/// A source that has a plain prefixed property of an ambient slot's name.
@MainActor
final class ProvidesPrefixedAccent: Screen {
    let prepCtxAccent = "from a property"
}

@MainActor
protocol ComposeDelegate: AnyObject {
    func composeDidSend(_ text: String)
}

@MainActor
final class MailboxScreen: Screen, ComposeDelegate {
    var sent: [String] = []
    let draft = "Dear Ada,"
    var offers: [String] = []

    func composeDidSend(_ text: String) { sent.append(text) }

    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        offers.append(String(describing: type(of: destination)))
        return ["delegate": self, "draft": draft]
    }
}

@MainActor
final class ComposeScreen: Screen {
    @WeakPrepared var delegate: (any ComposeDelegate)?
    @Prepared var draft: String?
    @Prepared var prepCtxSignature: String?
}

/// A screen that declares none of the offered keys.
@MainActor
final class MailSettingsScreen: Screen {
    @Prepared var prepCtxSignature: String?
}

@MainActor
final class ProfileScreen: Screen {
    @Prepared var screenTitle: String?
    @Prepared var userName: String?
    var configuredTitles: [String?] = []

    override func contextDidArrive(_ report: PreparationReport) {
        title = screenTitle
        configuredTitles.append(screenTitle)
    }
}

@MainActor
final class PeopleScreen: Screen {
    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["screenTitle": "Profile"]
    }

    var offers = 0

    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        // Asked once for the segue, however many tabs it prepares.
        offers += 1
        return ["userName": "ada"]
    }
}

/// The list an item editor unwinds to.
@MainActor
final class ItemList: Screen {
    @Prepared var prepCtxNewItem: String?
    var items: [String] = []
    var arrivals = 0

    func unwindToList(_ segue: UIStoryboardSegue) {
        if $prepCtxNewItem.wasDelivered(by: segue), let item = prepCtxNewItem { items.append(item) }
    }

    override func contextDidArrive(_ report: PreparationReport) { arrivals += 1 }
}

@MainActor
final class ItemEditor: Screen {
    var prepCtxNewItem = "Milk"
}

/// Cancelling: provides nothing.
@MainActor
final class CancelledEditor: Screen {}

@MainActor
@Suite("Real handoffs: ambient slots, offered values, arrival, unwinds")
struct HandoffScenarioTests {
    func segue(_ identifier: String, _ source: UIViewController, _ destination: UIViewController) -> UIStoryboardSegue {
        UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    }

    @Test("An ambient value set at login fills a slot four screens later, through screens that never read it")
    func ambientFourScreensLater() throws {
        let login = LoginScreen()
        login.logIn(as: "ada")
        let list = ConversationList()
        let navigation = UINavigationController(rootViewController: list)
        login.prepare(for: segue("loggedIn", login, navigation), sender: nil)
        let conversation = ConversationScreen()
        list.prepare(for: segue("open", list, conversation), sender: nil)
        let attachment = AttachmentScreen()
        conversation.prepare(for: segue("attachment", conversation, attachment), sender: nil)

        try #require(attachment.$client.isDelivered, "reading an undelivered required slot would stop the tests")
        #expect(attachment.client === login.ambientContext[APIClientKey.self])
        #expect(attachment.$client.delivery?.channel == .ambient("APIClientKey"))
        #expect(attachment.accent == nil)
        #expect(attachment.pageSize == 20)
        #expect(attachment.options.log.entries.isEmpty)
        #expect(conversation.options.log.entries.isEmpty)
        attachment.loadViewIfNeeded()
        #expect(attachment.options.log.entries.isEmpty)
    }

    @Test("A required ambient slot that no screen on the way provides is reported, naming the key and the fix")
    func ambientMissing() {
        let conversation = ConversationScreen()
        let attachment = AttachmentScreen()
        let report = conversation.prepareContext(for: segue("attachment", conversation, attachment), sender: nil)
        let failure = report.failures.first
        #expect(report.failures.count == 1)
        #expect(failure?.code == .missingRequiredValue)
        #expect(failure?.key == "APIClientKey")
        #expect(failure?.description.contains("ambientContext[APIClientKey.self]") == true)
        #expect(report.skipped.map(\.key).sorted() == ["AccentKey", "AccentKey", "PageSizeKey"])
        // Reported once: the check at load knows the propagation reported it.
        attachment.loadViewIfNeeded()
        #expect(attachment.options.log.entries.isEmpty)
        #expect(!attachment.$client.isDelivered)
    }

    @Test("An ambient slot is checked at load like any required slot when no segue prepared it")
    func ambientMissingAtLoad() {
        let attachment = AttachmentScreen()
        attachment.loadViewIfNeeded()
        let error = attachment.options.log.entries.first?.error
        #expect(error?.code == .missingRequiredValue)
        #expect(error?.key == "APIClientKey")
        #expect(error?.description.contains("@Ambient") == true)
    }

    @Test("An ambient slot ignores a source property of its own name, prefix or not")
    func ambientIsNotMatchedByName() {
        let source = ProvidesPrefixedAccent()
        source.ambientContext[APIClientKey.self] = APIClient(user: "grace")
        source.ambientContext[AccentKey.self] = "teal"
        let attachment = AttachmentScreen()
        let report = source.prepareContext(for: segue("attachment", source, attachment), sender: nil)
        #expect(report.failures.isEmpty)
        #expect(attachment.prepCtxAccent == "teal")
        #expect(attachment.accent == "teal")
        #expect(attachment.$prepCtxAccent.delivery?.channel == .ambient("AccentKey"))
    }

    @Test("Ambient values the segue carries, and those the destination already held, fill ambient slots")
    func ambientFromSegueAndDestination() throws {
        let conversation = ConversationScreen()
        let attachment = AttachmentScreen()
        attachment.ambientContext[PageSizeKey.self] = 50
        var carried = SegueValues()
        carried.ambient[APIClientKey.self] = APIClient(user: "carried")
        conversation.prepare(for: segue("attachment", conversation, attachment), sender: carried)
        try #require(attachment.$client.isDelivered, "reading an undelivered required slot would stop the tests")
        #expect(attachment.client.user == "carried")
        #expect(attachment.pageSize == 50)
    }

    @Test("A weakly held ambient object that was released fills nothing")
    func weakAmbientReleased() throws {
        let conversation = ConversationScreen()
        var client: APIClient? = APIClient(user: "short-lived")
        conversation.ambientContext.setWeak(client, for: APIClientKey.self)
        var first: AttachmentScreen? = AttachmentScreen()
        conversation.prepare(for: segue("attachment", conversation, try #require(first)), sender: nil)
        try #require(first?.$client.isDelivered == true, "reading an undelivered required slot would stop the tests")
        #expect(first?.client.user == "short-lived")
        weak let weakClient = client
        client = nil
        #expect(weakClient != nil, "the slot holds what it was given, strongly")
        first = nil
        #expect(weakClient == nil)
        let second = AttachmentScreen()
        let report = conversation.prepareContext(for: segue("attachment", conversation, second), sender: nil)
        #expect(report.failures.map(\.key) == ["APIClientKey"])
    }

    @Test("The source offers itself as a weak delegate and a draft; a destination without the keys is no error")
    func offeredDelegate() throws {
        var mailbox: MailboxScreen? = MailboxScreen()
        weak let weakMailbox = mailbox
        let compose = ComposeScreen()
        let navigation = UINavigationController(rootViewController: compose)
        let composeReport = try #require(mailbox).prepareContext(
            for: segue("compose", try #require(mailbox), navigation), sender: nil)
        #expect(
            mailbox?.offers == ["UINavigationController"],
            "asked once, with the segue's destination; delivered to the controller inside it")
        #expect(compose.draft == "Dear Ada,")
        #expect(compose.$draft.delivery?.channel == .offered)
        #expect(composeReport.failures.isEmpty)
        #expect(
            !composeReport.skipped.contains { $0.destinationType == "UINavigationController" },
            "the navigation controller, which takes no context, is not noted as a misspelling")
        compose.delegate?.composeDidSend("Sent")
        #expect(mailbox?.sent == ["Sent"])

        let settings = MailSettingsScreen()
        let report = try #require(mailbox).prepareContext(
            for: segue("settings", try #require(mailbox), settings), sender: nil)
        #expect(report.failures.isEmpty)
        #expect(report.skipped.map(\.key).contains("delegate"))
        #expect(report.skipped.first { $0.key == "draft" }?.reason.contains("check the spelling") == true)
        #expect(mailbox?.options.log.entries.isEmpty == true)

        mailbox = nil
        #expect(weakMailbox == nil, "the offered delegate is held weakly")
        #expect(compose.delegate == nil)
    }

    @Test("Offered values lose to the hook's and the sender's, and beat the source's properties")
    func offeredPrecedence() throws {
        final class Offering: Screen {
            let prepCtxSignature = "property"
            override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?)
                -> SegueValues
            {
                ["signature": "offered", "draft": "offered"]
            }
            override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?)
                -> SegueValues
            {
                ["draft": "hook"]
            }
        }
        let source = Offering()
        let compose = ComposeScreen()
        let report = source.prepareContext(for: segue("compose", source, compose), sender: nil)
        #expect(compose.prepCtxSignature == "offered", "a key without the destination's prefix")
        #expect(compose.draft == "hook")
        #expect(report.failures.isEmpty)
    }

    @Test("An offered value of the wrong type is a type mismatch whose fix names the offer")
    func offeredMismatch() {
        final class WrongOffer: Screen {
            override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?)
                -> SegueValues
            {
                ["draft": 42]
            }
        }
        let source = WrongOffer()
        let compose = ComposeScreen()
        let report = source.prepareContext(for: segue("compose", source, compose), sender: nil)
        let failure = report.failures.first
        #expect(failure?.code == .typeMismatch)
        #expect(failure?.description.contains("offeredValues") == true)
        #expect(compose.draft == nil)
    }

    @Test("Each tab receives the values offered once and is told what it received, even two tabs of one class")
    func arrivalPerTab() {
        let people = PeopleScreen()
        let first = ProfileScreen()
        first.title = "first"
        let second = ProfileScreen()
        second.title = "second"
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first), second]
        people.prepare(for: segue("profiles", people, tabs), sender: nil)
        #expect(people.offers == 1)
        #expect(first.userName == "ada")
        #expect(second.userName == "ada")
        #expect(first.configuredTitles == ["Profile"])
        #expect(second.configuredTitles == ["Profile"])
        #expect(first.title == "Profile")
    }

    @Test("The arrival callback receives only its own controller's deliveries and failures")
    func arrivalReportIsPerDestination() {
        let login = LoginScreen()
        login.logIn(as: "ada")
        let attachment = AttachmentScreen()
        let profile = ProfileScreen()
        let tabs = UITabBarController()
        tabs.viewControllers = [attachment, profile]
        login.prepare(for: segue("tabs", login, tabs), sender: nil)
        let arrival = attachment.arrivals.first
        #expect(attachment.arrivals.count == 1)
        #expect(arrival?.destinationTypes == ["AttachmentScreen"])
        #expect(arrival?.deliveries.map(\.key) == ["APIClientKey"])
        #expect(arrival?.failures.isEmpty == true)
    }

    @Test("An unwind action can tell whether this unwind delivered the slot's value")
    func unwindDeliveredThisTime() {
        let list = ItemList()
        let navigation = UINavigationController(rootViewController: list)
        list.loadViewIfNeeded()

        let editor = ItemEditor()
        navigation.pushViewController(editor, animated: true)
        let save = segue("save", editor, list)
        editor.prepare(for: save, sender: nil)
        list.unwindToList(save)
        #expect(list.items == ["Milk"])
        #expect(list.arrivals == 1)

        let cancelled = CancelledEditor()
        navigation.pushViewController(cancelled, animated: true)
        let cancel = segue("cancel", cancelled, list)
        cancelled.prepare(for: cancel, sender: nil)
        list.unwindToList(cancel)
        #expect(list.items == ["Milk"], "the slot still holds Milk, but this unwind did not deliver it")
        #expect(list.$prepCtxNewItem.wasDelivered(by: save))

        list.prepCtxNewItem = "Eggs"
        #expect(!list.$prepCtxNewItem.wasDelivered(by: save), "assigned by hand since")
        #expect(
            !list.$prepCtxNewItem.wasDelivered(by: UIStoryboardSegue(identifier: nil, source: list, destination: list)))
    }

    @Test("A storyboard factory with no source hands the context's ambient values on and fills ambient slots")
    func factoryWithoutSourceHandsAmbientOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PreparedContext-\(UUID().uuidString)")
        let compiled = folder.appendingPathComponent("Attachments.storyboardc")
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["UIViewControllerIdentifiersToNibNames": ["Attachment": "Attachment"]], format: .xml,
            options: 0)
        try data.write(to: compiled.appendingPathComponent("Info.plist"))
        UIStoryboard._stubScenes["Attachments"] = ["Attachment": { AttachmentScreen() }]
        let storyboard = PreparedStoryboard(name: "Attachments", bundle: try #require(Bundle(path: folder.path)))

        var context = SegueValues()
        context.ambient[APIClientKey.self] = APIClient(user: "factory")
        context.ambient[AccentKey.self] = "amber"
        let attachment = try storyboard.instantiate(AttachmentScreen.self, identifier: "Attachment", context: context)
        try #require(attachment.$client.isDelivered, "reading an undelivered required slot would stop the tests")
        #expect(attachment.client.user == "factory")
        #expect(attachment.accent == "amber")
        #expect(attachment.ambientContext[AccentKey.self] == "amber", "handed on to the screens it presents")
        #expect(attachment.arrivals.count == 1)
        #expect(attachment.options.log.entries.isEmpty)
    }

    @Test("On an unwind, an offered key of the target's plain prefixed property is not noted as misspelt")
    func unwindOfferedPlainProperty() {
        final class Notes: Screen {
            var prepCtxNote = "kept"
            @Prepared var prepCtxNewItem: String?
        }
        final class NoteEditor: Screen {
            override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?)
                -> SegueValues
            {
                ["note": "edited", "newItem": "Bread", "nwItem": "typo"]
            }
        }
        let notes = Notes()
        let navigation = UINavigationController(rootViewController: notes)
        let editor = NoteEditor()
        navigation.pushViewController(editor, animated: true)
        let report = editor.prepareContext(for: segue("done", editor, notes), sender: nil)
        #expect(notes.prepCtxNewItem == "Bread")
        #expect(notes.prepCtxNote == "kept", "an unwind writes slots only")
        #expect(report.skipped.map(\.key) == ["nwItem"])
    }
}
