// A small storyboard-like flow without UIKit: four screens written as plain classes,
// presented by "segues" that call the same engine the UIKit base classes use.
//
//   Accounts ──showInbox──▶ Inbox ──showMessage──▶ Message ──showAttachment──▶ Attachment
//
// The inbox offers itself as the message's weak delegate, and the theme the accounts screen
// sets once reaches the attachment's ambient slot through the two screens in between.
//
// Run it with `swift run PreparedContextDemo`.
import PreparedContext

struct Account {
    var name: String
    var unread: Int
}

struct Mail {
    var subject: String
    var sizeInKB: Double
}

enum ThemeKey: ContextKey {
    typealias Value = String
}

extension ContextValues {
    var theme: String? {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

@MainActor
protocol MessageDelegate: AnyObject {
    func messageWasRead(_ mail: Mail)
}

/// Stands in for UIKit's segue: prepare the destination, then "show" it.
@MainActor
func performSegue(_ identifier: String, from source: any SegueContext, to destination: AnyObject, sender: Any? = nil) {
    print("\n▶︎ \(identifier): \(type(of: source)) → \(type(of: destination))")
    let report = try? source.prepareContext(for: destination, segueIdentifier: identifier, sender: sender)
    if let report {
        print(report.description.split(separator: "\n").dropFirst().joined(separator: "\n"))
    }
}

final class AccountsScreen: SegueContext {
    var ambientContext = ContextValues()
    let prepCtxAccount = Account(name: "ada@example.com", unread: 2)
    let prepCtxPageSize = 25.0  // The inbox wants a UInt8: 25.0 converts exactly, so it is delivered.
    let prepCtxRefreshInterval = 0.1  // Mistake 1: the inbox declares a Float; 0.1 does not fit exactly.
}

final class InboxScreen: SegueContext, MessageDelegate {
    var ambientContext = ContextValues()
    @Prepared var prepCtxAccount: Account
    @Prepared var prepCtxPageSize: UInt8 = 50
    @Prepared var prepCtxRefreshInterval: Float = 60
    let mails = [Mail(subject: "Welcome", sizeInKB: 12), Mail(subject: "Invoice", sizeInKB: 340.5)]

    // Values derived from the sender: the tapped row's mail.
    func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        guard identifier == "showMessage", let row = sender as? Int else { return SegueValues() }
        return ["mail": mails[row]]
    }

    // Offered to whichever screen declares `delegate`; a screen without one is no error.
    func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["delegate": self]
    }

    func messageWasRead(_ mail: Mail) {
        print("  Inbox: \"\(mail.subject)\" was read")
    }
}

final class MessageScreen: SegueContext {
    var ambientContext = ContextValues()
    @Prepared var mail: Mail
    @Prepared var prepCtxAccount: Account?  // flows on from the inbox's slot
    @WeakPrepared var delegate: (any MessageDelegate)?  // held weakly: no retain cycle

    // What a `didSet` would have done: propagation writes the slot, not the property.
    func contextDidArrive(_ report: PreparationReport) {
        if $mail.wasDelivered(in: report) { delegate?.messageWasRead(mail) }
    }
}

final class AttachmentScreen: SegueContext {
    var ambientContext = ContextValues()
    @Prepared var prepCtxAccount: Account?
    @Prepared var fileName: String?
    @Ambient(ThemeKey.self) var theme: String?  // set on the accounts screen, two screens back
}

let log = MismatchLog(capacity: 20, sink: .none)
PreparationOptions.global = PreparationOptions(log: log)

print(
    """
    Each segue below lists what its report says, one line per key:
      ✓ delivered    – skipped (not an error)    ! warning    ✗ failed, with how to fix it
    """)

let accounts = AccountsScreen()
accounts.ambientContext.theme = "dark"
let inbox = InboxScreen()
performSegue("showInbox", from: accounts, to: inbox)

let message = MessageScreen()
performSegue("showMessage", from: inbox, to: message, sender: 1)

let attachment = AttachmentScreen()
// Mistake 2: a typo in a key passed with the segue: "filename" instead of "fileName".
performSegue("showAttachment", from: message, to: attachment, sender: ["filename": "invoice.pdf"] as SegueValues)

print("\nWhat the screens hold now:")
print(
    "  Inbox: \(inbox.prepCtxAccount.name), page size \(inbox.prepCtxPageSize), refresh every \(inbox.prepCtxRefreshInterval)s"
)
print(
    "  Message: \(message.mail.subject) (\(message.mail.sizeInKB) KB) for \(message.prepCtxAccount?.name ?? "?"), "
        + "delegate \(message.delegate.map { "\(type(of: $0))" } ?? "none")"
)
print(
    "  Attachment: \(attachment.fileName ?? "no file name"), theme \(attachment.theme ?? "none") (@Ambient, via two screens)"
)

print("\nThe mismatch log — what a developer reads while debugging:")
print(log)
