import UIKit
import PreparedContext

final class MessageViewController: PreparedViewController {
    @Prepared var prepCtxMessageID: Int
}
