// The documentation's examples, as a user writes them, compiled and run against the UIKit stubs,
// whose controllers are `@MainActor` as in the SDK. Each example names the article or symbol it
// comes from; keep them in step.
import PreparedContext
import PreparedContextTesting
import Testing
import UIKit
import XCTest

struct Account {
    var name: String
    static let current = Account(name: "ada@example.com")
}

struct Draft {}

// GettingStarted.md, "2. Subclass and declare".
final class InboxViewController: PreparedViewController {
    let prepCtxAccount = Account.current
}

final class MessageViewController: PreparedViewController {
    @Prepared var prepCtxAccount: Account  // required
    @Prepared var prepCtxDraft: Draft?  // optional
}

// TestingWithoutUIKit.md, and the doc comments of expectTransition(from:to:) and
// TransitionCheck: a UIKit controller's initializer is main-actor isolated, so the test is too.
@Test("The inbox opens a message") @MainActor func inboxOpensMessage() {
    expectTransition(from: InboxViewController(), to: MessageViewController())
}

// The same check, written for any object (checkTransition(from:to:) needs no UIKit).
@Test("The check for any object passes from the main actor") @MainActor func inboxOpensMessageAsAnyObject() {
    let check = checkTransition(from: InboxViewController() as Any, to: MessageViewController())
    #expect(check.passed)
}

// The doc comment of XCTAssertTransition(from:to:): Apple's XCTest runs a `@MainActor` test
// method on the main actor. swift-corelibs-xctest (Linux) cannot discover `@MainActor` methods of
// an XCTestCase, so here the body is compiled as a main-actor function and run from Swift Testing.
@MainActor func testInboxOpensMessage() {
    XCTAssertTransition(from: InboxViewController(), to: MessageViewController())
}

@Test("The XCTest example compiles and passes") @MainActor func xctestExample() {
    testInboxOpensMessage()
}

// MARK: - GettingStarted.md, "3. Perform the segue": a key without the prefix, an optional value.

@Test("A value passed with the segue reaches a prefixed slot by its short key, optional or not")
@MainActor func passedWithTheSegue() {
    let inbox = InboxViewController()
    let message = MessageViewController()
    inbox._stubSegueDestinations["showMessage"] = { message }
    let draft: Draft? = Draft()
    inbox.performSegue(withIdentifier: "showMessage", context: ["draft": draft])
    #expect(message.prepCtxDraft != nil)
    #expect(message.prepCtxAccount.name == Account.current.name)
}

// MARK: - GettingStarted.md, "4. Hand the presenter to the presented screen".

enum GettingStartedDelegate {
    @MainActor protocol ComposeDelegate: AnyObject {
        func compose(_ compose: ComposeViewController, didSend draft: Draft)
    }

    final class ComposeViewController: PreparedViewController {
        @WeakPrepared var delegate: (any ComposeDelegate)?
        @Prepared var draft: Draft?

        func send() {
            delegate?.compose(self, didSend: draft ?? Draft())
        }
    }

    final class InboxViewController: PreparedViewController, ComposeDelegate {
        var outbox: [Draft] = []

        override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            ["delegate": self]  // taken by whichever destination declares `delegate`
        }

        func compose(_ compose: ComposeViewController, didSend draft: Draft) {
            outbox.append(draft)
        }
    }

    /// Not in the article: a screen the inbox also opens, which declares no delegate.
    final class SettingsViewController: PreparedViewController {
        @Prepared var prepCtxSignature: String?
    }
}

@Test("The inbox offers itself as the compose screen's weak delegate, inside a navigation controller")
@MainActor func offeredWeakDelegate() throws {
    typealias Example = GettingStartedDelegate
    var inbox: Example.InboxViewController? = Example.InboxViewController()
    weak let weakInbox = inbox
    let compose = Example.ComposeViewController()
    let navigation = UINavigationController(rootViewController: compose)
    let report = try #require(inbox).prepareContext(
        for: UIStoryboardSegue(identifier: "compose", source: try #require(inbox), destination: navigation),
        sender: nil)
    #expect(report.failures.isEmpty)
    #expect(compose.$delegate.delivery?.channel == .offered)
    compose.send()
    #expect(inbox?.outbox.count == 1)

    let settings = Example.SettingsViewController()
    let settingsReport = try #require(inbox).prepareContext(
        for: UIStoryboardSegue(identifier: "settings", source: try #require(inbox), destination: settings),
        sender: nil)
    #expect(settingsReport.failures.isEmpty, "an offered key the destination lacks is no error")
    #expect(settingsReport.skipped.map(\.key).contains("delegate"), "but listed among the skipped keys")

    inbox = nil
    #expect(weakInbox == nil, "the compose screen does not keep the inbox alive")
    #expect(compose.delegate == nil)
}

// MARK: - GettingStarted.md, "5. Configure the screen when its context arrives".

final class AccountViewController: PreparedViewController {
    @Prepared var prepCtxAccount: Account

    override func contextDidArrive(_ report: PreparationReport) {
        guard $prepCtxAccount.wasDelivered(in: report) else { return }
        title = prepCtxAccount.name
    }
}

@Test("A screen configures itself once its context has arrived, and reads nothing that did not")
@MainActor func configuresOnArrival() {
    let inbox = InboxViewController()
    let account = AccountViewController()
    inbox.prepare(for: UIStoryboardSegue(identifier: "showAccount", source: inbox, destination: account), sender: nil)
    #expect(account.title == Account.current.name)

    let empty = AccountViewController()
    let source = GettingStartedDelegate.SettingsViewController()
    let report = source.prepareContext(
        for: UIStoryboardSegue(identifier: "showAccount", source: source, destination: empty), sender: nil)
    #expect(report.failures.map(\.code) == [.missingRequiredValue])
    #expect(empty.title == nil)
}

// MARK: - GettingStarted.md, "6. Set a dependency once, read it screens later", and the
// migration article's "A dependency passed down every screen".

final class Session {
    let user: String

    init(user: String) {
        self.user = user
    }
}

enum Theme { case light, dark }

enum ThemeKey: ContextKey {
    typealias Value = Theme
}

enum PageSizeKey: ContextKey {
    typealias Value = Int
}

enum SessionKey: ContextKey {
    typealias Value = Session
}

final class LoginViewController: PreparedViewController {
    func didLogIn(_ session: Session) {
        ambientContext[SessionKey.self] = session
        performSegue(withIdentifier: "showInbox", sender: nil)
    }
}

// Inbox → Conversation → Message: none of them mentions the session.

final class AttachmentViewController: PreparedViewController {
    @Ambient(SessionKey.self) var session: Session  // required
    @Ambient(ThemeKey.self) var theme: Theme?  // optional
    @Ambient(PageSizeKey.self) var pageSize: Int = 20  // default
}

/// Not in the article: the screens in between.
final class ConversationListViewController: PreparedViewController {}
final class ConversationViewController: PreparedViewController {}
final class ThreadViewController: PreparedViewController {}

@Test("A session set at login fills an ambient slot four screens later")
@MainActor func sessionFourScreensLater() throws {
    let login = LoginViewController()
    let list = ConversationListViewController()
    login._stubSegueDestinations["showInbox"] = { UINavigationController(rootViewController: list) }
    let session = Session(user: "ada")
    login.didLogIn(session)
    let conversation = ConversationViewController()
    list.prepare(for: UIStoryboardSegue(identifier: "open", source: list, destination: conversation), sender: nil)
    let thread = ThreadViewController()
    conversation.prepare(
        for: UIStoryboardSegue(identifier: "thread", source: conversation, destination: thread), sender: nil)
    let attachment = AttachmentViewController()
    let report = thread.prepareContext(
        for: UIStoryboardSegue(identifier: "attachment", source: thread, destination: attachment), sender: nil)
    #expect(report.failures.isEmpty)
    try #require(attachment.$session.isDelivered, "reading an undelivered required slot would stop the tests")
    #expect(attachment.session === session)
    #expect(attachment.$session.delivery?.channel == .ambient("SessionKey"))
    #expect(attachment.theme == nil)
    #expect(attachment.pageSize == 20)
}

@Test("A required ambient slot that nothing on the way filled is reported under the key's name")
@MainActor func sessionMissing() {
    let conversation = ConversationViewController()
    let attachment = AttachmentViewController()
    let report = conversation.prepareContext(
        for: UIStoryboardSegue(identifier: "attachment", source: conversation, destination: attachment), sender: nil)
    #expect(report.failures.map(\.code) == [.missingRequiredValue])
    #expect(report.failures.first?.key == "SessionKey")
    #expect(report.failures.first?.description.contains("ambientContext[SessionKey.self]") == true)
}

// MARK: - GettingStarted.md, "7. Bring a result back with an unwind", and the migration
// article's "An unwind".

struct Item: Equatable {
    var name: String
}

final class ItemEditorViewController: PreparedViewController {
    var savedItem: Item?  // set by Save; Cancel leaves it nil
}

final class ItemListViewController: PreparedViewController {
    @Prepared(key: "savedItem") var newItem: Item?
    var items: [Item] = []

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        if $newItem.wasDelivered(by: segue), let item = newItem { items.append(item) }
    }
}

@Test("An editor's result comes back with Save, not with a later Cancel, and opening the editor writes nothing")
@MainActor func editorResultThroughUnwind() {
    let list = ItemListViewController()
    let navigation = UINavigationController(rootViewController: list)
    list.loadViewIfNeeded()

    let editor = ItemEditorViewController()
    let open = list.prepareContext(
        for: UIStoryboardSegue(identifier: "edit", source: list, destination: editor), sender: nil)
    #expect(open.failures.isEmpty)
    navigation.pushViewController(editor, animated: true)
    editor.savedItem = Item(name: "Milk")
    let save = UIStoryboardSegue(identifier: "save", source: editor, destination: list)
    editor.prepare(for: save, sender: nil)
    list.unwindToList(save)
    #expect(list.items == [Item(name: "Milk")])

    let cancelled = ItemEditorViewController()
    navigation.pushViewController(cancelled, animated: true)
    let cancel = UIStoryboardSegue(identifier: "cancel", source: cancelled, destination: list)
    cancelled.prepare(for: cancel, sender: nil)
    list.unwindToList(cancel)
    #expect(list.items == [Item(name: "Milk")])
}

// MARK: - MigratingFromPrepareForSegue.md, "A destination cast to set its delegate".

enum MigrationDelegate {
    /// The app's delegate protocol, as before the migration.
    @MainActor protocol ComposeDelegate: AnyObject {}

    final class ComposeViewController: PreparedViewController {
        @WeakPrepared var delegate: (any ComposeDelegate)?  // was: weak var delegate
    }

    final class InboxViewController: PreparedViewController, ComposeDelegate {
        override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            ["delegate": self]
        }
    }
}

@Test("The migrated delegate is offered with no cast of the destination")
@MainActor func migratedDelegate() {
    let inbox = MigrationDelegate.InboxViewController()
    let compose = MigrationDelegate.ComposeViewController()
    inbox.prepare(for: UIStoryboardSegue(identifier: "compose", source: inbox, destination: compose), sender: nil)
    #expect(compose.delegate === inbox)
}

// MARK: - MigratingFromPrepareForSegue.md, "Configuring the screen in didSet".

struct User {
    var name: String
}

final class ProfileViewController: PreparedViewController {
    @Prepared var user: User

    override func contextDidArrive(_ report: PreparationReport) {
        if $user.wasDelivered(in: report) { title = user.name }
    }
}

final class ProfileSource: PreparedViewController {
    let user = User(name: "Grace")

    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["user": user]
    }
}

@Test("The migrated observer runs on arrival")
@MainActor func migratedObserver() {
    let source = ProfileSource()
    let profile = ProfileViewController()
    source.prepare(for: UIStoryboardSegue(identifier: "profile", source: source, destination: profile), sender: nil)
    #expect(profile.title == "Grace")
}

// MARK: - GettingStarted.md, "2. Subclass and declare", and the migration article's "An
// implicitly unwrapped property": an implicitly unwrapped slot is an optional one.

final class ImplicitlyUnwrappedMessageViewController: PreparedViewController {
    @Prepared var prepCtxAccount: Account!
}

@Test("An implicitly unwrapped slot is optional to Swift and never reported missing")
@MainActor func implicitlyUnwrappedSlotIsOptional() {
    let message = ImplicitlyUnwrappedMessageViewController()
    #expect(!message.$prepCtxAccount.isRequired)
    #expect(ContextPropagation.missingRequiredValues(in: message).isEmpty)
}

// GettingStarted.md, the table view controller's rows; MigratingFromPrepareForSegue.md, "A value
// taken from the tapped row".
struct Mail {
    var subject: String
}

final class MailListViewController: PreparedTableViewController {
    var mails: [Mail] = [Mail(subject: "Hello"), Mail(subject: "Invoice")]

    override func segueValues(
        forRowAt indexPath: IndexPath, segueIdentifier: String?, destination: UIViewController
    ) -> SegueValues {
        ["mail": mails[indexPath.row]]
    }
}

final class MailViewController: PreparedViewController {
    @Prepared var mail: Mail
}

@Test("The tapped row's mail reaches the mail screen") @MainActor func rowProvider() {
    let list = MailListViewController()
    let screen = MailViewController()
    list.prepare(
        for: UIStoryboardSegue(identifier: "showMail", source: list, destination: screen),
        sender: IndexPath(row: 1, section: 0))
    #expect(screen.mail.subject == "Invoice")
}

// MARK: - MigratingFromPrepareForSegue.md, "A value made for one segue only", and the doc
// comment of SegueValues.addLazily(forKey:onSegue:_:): CoreDataBooks' "AddBook" draft.

enum MigrationOneSegue {
    /// Stands for the app's managed object context.
    final class ManagedObjectContext {}

    /// The child context and the new book in it, as one value.
    final class BookDraft {
        let parent: ManagedObjectContext

        init(parent: ManagedObjectContext) { self.parent = parent }
    }

    @MainActor protocol AddViewControllerDelegate: AnyObject {}

    final class RootViewController: PreparedViewController, AddViewControllerDelegate {
        let managedObjectContext = ManagedObjectContext()

        override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            var values: SegueValues = ["delegate": self]
            values.addLazily(forKey: "draft", onSegue: "AddBook") { [managedObjectContext] in
                BookDraft(parent: managedObjectContext)  // the child context and the new book in it
            }
            return values
        }
    }

    final class AddViewController: PreparedViewController {
        @Prepared var draft: BookDraft
        @WeakPrepared var delegate: (any AddViewControllerDelegate)?
    }

    final class DetailViewController: PreparedViewController {
        @Prepared var draft: BookDraft?
    }
}

@Test("The draft is made for AddBook inside its navigation controller, and not for another segue")
@MainActor func migratedOneSegueValue() {
    let root = MigrationOneSegue.RootViewController()
    let add = MigrationOneSegue.AddViewController()
    let navigation = UINavigationController(rootViewController: add)
    root.prepare(for: UIStoryboardSegue(identifier: "AddBook", source: root, destination: navigation), sender: nil)
    #expect(add.draft.parent === root.managedObjectContext)
    #expect(add.delegate === root)
    let detail = MigrationOneSegue.DetailViewController()
    root.prepare(
        for: UIStoryboardSegue(identifier: "ShowSelectedBook", source: root, destination: detail), sender: nil)
    #expect(detail.draft == nil)
}
