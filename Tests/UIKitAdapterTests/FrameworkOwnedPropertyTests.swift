import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

/// A list of mailboxes that passes the tapped mailbox's name for the next screen's title.
@MainActor
final class MailboxList: Screen {
    var titleKey = "title"
    func open(_ mailbox: String) {
        performSegue(withIdentifier: "showMailbox", context: [titleKey: mailbox])
    }
}

/// A screen that wants its title from the segue, written first as the old fix text said.
@MainActor
final class UntitledMailbox: Screen {}

/// The same screen written as the fix says: a slot of another name, assigned once it has
/// arrived.
@MainActor
final class TitledMailbox: Screen {
    @Prepared var screenTitle: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = screenTitle
    }
}

@MainActor
@Suite("Framework-owned properties")
struct FrameworkOwnedPropertyTests {
    @Test("A value passed as 'title' is reported with a fix that compiles in a view controller")
    func titleReported() throws {
        let list = MailboxList()
        let mailbox = UntitledMailbox()
        list._stubSegueDestinations["showMailbox"] = { mailbox }
        list.open("Inbox")
        let entry = try #require(list.options.log.entries.first)
        #expect(entry.error.code == .unknownKey)
        #expect(entry.error.key == "title")
        #expect(mailbox.title == nil)
        #expect(
            entry.error.description.hasSuffix(
                "Declare @Prepared var screenTitle: String?, pass 'screenTitle' instead, and assign "
                    + "title = screenTitle in contextDidArrive(_:) or viewDidLoad()."))
    }

    @Test("Following the fix, the title arrives in a slot of another name and is assigned at load")
    func fixFollowed() {
        let list = MailboxList()
        list.titleKey = "screenTitle"
        let mailbox = TitledMailbox()
        list._stubSegueDestinations["showMailbox"] = { mailbox }
        list.open("Inbox")
        #expect(mailbox.isViewLoaded)
        #expect(mailbox.title == "Inbox")
        #expect(list.options.log.entries.isEmpty)
        #expect(mailbox.options.log.entries.isEmpty)
    }
}
