import PreparedContext
import UIKit

final class InboxViewController: PreparedViewController {
    let prepCtxMessageID = "m-1"
}
