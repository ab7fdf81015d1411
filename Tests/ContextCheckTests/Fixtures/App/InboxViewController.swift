import PreparedContext
import UIKit

final class InboxViewController: BaseViewController {
    let prepCtxRefreshInterval = 0.1
    let prepCtxPageSize = 25.0
    var prepCtxPlain = 3
    let prepCtxTheme = "light"
    @Prepared(key: "prepCtxTheme") var theme = "dark"
    let prepCtxUnused = 1
    @Prepared var prepCtxEdited: Int?
    @Prepared var prepCtxDraft: Double?
    var mails: [Mail] = []
    @Clamped var prepCtxBadge = 3

    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        guard identifier == "showMessage" else { return [:] }
        return ["mail": mails[0]]
    }

    @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {}
}
