import UIKit

/// A call to place or to answer.
struct IncomingCall {
    var sequence: Int
    var audioOnly: Bool
}

enum CallKind {
    case none, answering, placing
}

final class CallScreenViewController: UIViewController {
    var kind: CallKind = .none
    var sequence: Int = -1
    var audioOnly: Bool = false
    var topicName: String = ""
}

/// Both arms of the sender's `if let` hand to the same destination: the hook carries the
/// `if`/`else`, tested at super.prepare over the sender, which nothing in the body changes.
final class ConversationViewController: UIViewController {
    var topicName = "general"
    let audioOnlyTag = 1

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "StartCall":
            let screen = segue.destination as! CallScreenViewController
            if let call = sender as? IncomingCall {
                screen.kind = .answering
                screen.sequence = call.sequence
                screen.audioOnly = call.audioOnly
            } else {
                screen.kind = .placing
                screen.audioOnly = (sender as? Int) == audioOnlyTag
            }
            screen.topicName = topicName
        default:
            break
        }
    }
}
