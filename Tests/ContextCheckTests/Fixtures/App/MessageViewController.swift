import PreparedContext
import UIKit

final class MessageNavigationController: UINavigationController, SegueContext {
    var ambientContext = ContextValues()
    @Prepared var prepCtxAccount: Account?
}

final class MessageViewController: BaseViewController {
    @Prepared var mail: Mail
    @Prepared var prepCtxRefreshInterval: Float = 60
    @Prepared var prepCtxPageSize: UInt8 = 10
    @Prepared var prepCtxTitle: String
    var prepCtxPlain = 0
    let prepCtxEdited = "edited"
    @Prepared var prepCtxDraft: Double?
}

final class AttachmentViewController: PreparedViewController {
    @Prepared(key: "prepCtxEdited") var note: String?
}
