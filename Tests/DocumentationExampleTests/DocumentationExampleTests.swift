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

// The same check, written for any object (checkTransition(from:to:) runs off the main actor too).
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
