import PreparedContext
import UIKit

final class SettingsViewController: BaseViewController {
    @Prepared var prepCtxTheme: String?
    @Prepared var prepCtxAccountName: String = ""
    @Prepared var prepCtxBadge: Int?
}
