import UIKit

/// What the composer reports back.
@MainActor protocol ComposerDelegate: AnyObject {
    func composerDidSend()
}

/// What the drafts list reports back.
@MainActor protocol DraftsDelegate: AnyObject {
    func draftsDidChange()
}

/// Two presenters of one composer, each with a `delegate` of its own: keyed by name, the drafts
/// list's own delegate would fill the composer's. Both slots take keys of their own.
final class InboxViewController: UIViewController, ComposerDelegate, DraftsDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "Compose" {
            let composer = segue.destination as! ComposerViewController
            composer.delegate = self
        } else if segue.identifier == "ShowDrafts" {
            let drafts = segue.destination as! DraftsViewController
            drafts.delegate = self
        }
    }

    func composerDidSend() {}
    func draftsDidChange() {}
}

final class DraftsViewController: UIViewController {
    weak var delegate: DraftsDelegate?
    var selected = "Re: hello"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EditDraft" {
            let composer = segue.destination as! ComposerViewController
            composer.draft = selected
        }
    }
}

final class ComposerViewController: UIViewController {
    weak var delegate: ComposerDelegate?
    var draft = ""
}
