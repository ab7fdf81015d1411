import UIKit
import PreparedContext

final class InboxViewController: PreparedViewController {
    let prepCtxUserID = 7
}
