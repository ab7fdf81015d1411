import UIKit
import PreparedContext

final class InboxViewController: PreparedViewController {
    let prepCtxMessageID = "m-1"
}
