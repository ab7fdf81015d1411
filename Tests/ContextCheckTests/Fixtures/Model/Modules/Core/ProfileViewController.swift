import UIKit
import PreparedContext

open class ProfileViewController: PreparedViewController {
    @Prepared public var prepCtxUserID: Int
}
