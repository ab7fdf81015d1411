import PreparedContext
import UIKit

struct PreviewContent {
    var data = [UInt8]()
}

protocol PreviewDelegate: AnyObject {}

final class ChatListViewController: PreparedViewController {
    var selectedTopic = ""

    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["prepCtxTopicName": selectedTopic]
    }
}

final class ArchivedChatsTableViewController: PreparedViewController {}

final class MessageViewController: PreparedViewController, PreviewDelegate {
    @Prepared var prepCtxTopicName: String
    var preview = PreviewContent()

    func showImage() {
        performSegue(withIdentifier: "ShowImagePreview", context: ["prepCtxImage": preview])
    }
}

final class TopicInfoViewController: PreparedViewController {
    @Prepared var prepCtxTopicName: String
}

final class ImagePreviewController: PreparedViewController {
    @Prepared var prepCtxImage: PreviewContent
    @WeakPrepared var prepCtxPreviewDelegate: PreviewDelegate?
}

final class CallViewController: PreparedViewController {
    @Prepared var prepCtxTopicName: String!
}

final class FilePreviewController: UIViewController {}
final class VideoPreviewController: UIViewController {}
final class TopicSecurityViewController: UIViewController {}
final class TopicGeneralViewController: UIViewController {}
final class EditMembersViewController: UIViewController {}
final class ForwardToViewController: UIViewController {}
final class NewChatTabController: UITabBarController {}
final class FindViewController: UIViewController {}
final class NewGroupViewController: UIViewController {}
final class AddByIDViewController: UIViewController {}
final class LoginViewController: UIViewController {}
final class ResetPasswordViewController: UIViewController {}
final class SignupViewController: UIViewController {}
final class BrandingViewController: UIViewController {}
final class AccountSettingsViewController: UIViewController {}
final class AccountGeneralSettingsViewController: UIViewController {}
final class CredentialsChangeViewController: UIViewController {}
final class CredentialsViewController: UIViewController {}
final class SettingsSecurityViewController: UIViewController {}
final class SettingsNotificationsViewController: UIViewController {}
final class SettingsHelpViewController: UIViewController {}
final class BlockedContactsTableViewController: UIViewController {}
