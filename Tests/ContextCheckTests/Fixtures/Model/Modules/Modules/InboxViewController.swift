import PreparedContext
import UIKit

final class InboxViewController: PreparedViewController {
    let prepCtxUserID = 7
}
