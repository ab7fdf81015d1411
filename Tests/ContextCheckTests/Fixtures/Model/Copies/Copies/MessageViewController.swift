import PreparedContext
import UIKit

final class MessageViewController: PreparedViewController {
    @Prepared var prepCtxMessageID: Int
}
