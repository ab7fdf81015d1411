import PreparedContext
import UIKit

open class ProfileViewController: PreparedViewController {
    /// The user whose profile this is.
    @Prepared public var prepCtxUserID: Int
}
