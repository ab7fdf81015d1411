import PreparedContext
import UIKit

struct Account {
    var name = "ada"
}

struct Mail {
    var subject = ""
}

/// Every screen of the app inherits the account slot: it receives the account and hands it on.
class BaseViewController: PreparedViewController {
    @Prepared var prepCtxAccount: Account?
}
