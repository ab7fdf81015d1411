// PreparedContext quick start.
// Open the package in Xcode, select an iOS simulator, build the PreparedContext scheme,
// then run this playground. On Linux, CI compiles and runs this very file against the
// UIKit signature stubs, so it cannot rot.
import PreparedContext
import UIKit

struct Account {
    var name: String
}

// 1. The presenting screen marks what it provides with the `prepCtx` prefix.
final class InboxViewController: PreparedViewController {
    let prepCtxAccount = Account(name: "ada@example.com")
    let prepCtxRefreshInterval = 0.1  // a Double that does not fit a Float exactly

    // Offered to whichever screen declares `inbox`; a screen without it is no error. A draft
    // is made only for the "compose" segue, and only when its screen declares one.
    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        var values: SegueValues = ["inbox": self]
        values.addLazily(forKey: "draft", onSegue: "compose") { Draft(from: "ada@example.com") }
        return values
    }
}

struct Draft {
    var from: String
}

final class ComposeViewController: PreparedViewController {
    @Prepared var draft: Draft
}

// 2. The presented screen declares what it needs.
final class MessageViewController: PreparedViewController {
    @Prepared var prepCtxAccount: Account
    @Prepared var prepCtxRefreshInterval: Float = 60
    @WeakPrepared var inbox: InboxViewController?  // a back-reference, held weakly
}

// 3. A segue. In an app the storyboard performs it; here we build it by hand.
let inbox = InboxViewController()
let message = MessageViewController()
inbox.prepare(for: UIStoryboardSegue(identifier: "showMessage", source: inbox, destination: message), sender: nil)

print("Delivered account:", message.prepCtxAccount.name)
print("Refresh interval kept its default:", message.prepCtxRefreshInterval)
print("Back-reference to the inbox:", message.inbox === inbox)

let compose = ComposeViewController()
inbox.prepare(for: UIStoryboardSegue(identifier: "compose", source: inbox, destination: compose), sender: nil)
print("Draft made for the compose segue only, from:", compose.draft.from)

// 4. The mismatch did not crash anything; it is in the log, with its fix.
print(MismatchLog.shared)
