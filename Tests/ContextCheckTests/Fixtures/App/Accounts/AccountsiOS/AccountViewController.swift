import PreparedContext
import UIKit

/// The iOS account screen. The macOS target declares a class of the same name.
final class AccountViewController: PreparedViewController {
    let prepCtxUserName = "ada"
    @Prepared var prepCtxStatus: Int?

    /// Interface Builder names it `unwindToAccountsWithSender:`.
    @IBAction func unwindToAccounts(sender: UIStoryboardSegue) {}

    /// Interface Builder names it `closeBySegue:`.
    @IBAction func close(bySegue segue: UIStoryboardSegue) {}

    /// Renamed for Objective-C: `backToAccounts:`.
    @objc(backToAccounts:) @IBAction func back(_ segue: UIStoryboardSegue) {}
}

final class ServiceViewController: PreparedViewController {
    @Prepared var prepCtxUserName: String
}

/// Unwinds to the account screen, handing back its status as a String where an Int is expected.
final class ReceiptViewController: PreparedViewController {
    let prepCtxStatus = "on"
}

/// Another app in this repository declares a MasterViewController too.
final class MasterViewController: PreparedViewController {}
