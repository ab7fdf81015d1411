import UIKit

/// The threads list hands an identifier to the thread screen, which loads the thread in a
/// `didSet` and has a `prepare(for:sender:)` of its own.
final class InboxViewController: UITableViewController {
    var identifiers = ["t1", "t2"]

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "openThread", let threadKey = sender as? String {
            // Converts: the thread screen's own prepare(for:sender:) converts too, so it takes part anyway.
            let thread = segue.destination as! ThreadViewController
            thread.threadID = threadKey
        }
    }
}

/// Opens the same screen by a branch whose identifier stays: its didSet runs on that assignment.
final class ArchiveViewController: UIViewController {
    var opened = 0

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "openArchived" {
            let thread = segue.destination as! ThreadViewController
            thread.showsArchiveBanner = true
            opened += 1
            thread.threadID = "archived-\(opened)"
        }
    }
}

/// A thread, loaded when its identifier is set.
final class ThreadViewController: UIViewController {
    var subject = ""
    var loads: [String] = []
    var showsArchiveBanner = false
    var threadID: String? {
        didSet {
            guard let threadID else { return }
            loads.append(threadID)
            subject = "Thread " + threadID
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showInfo":
            let info = segue.destination as! ThreadInfoViewController
            info.subject = subject
            info.threadID = threadID ?? ""
        default:
            break
        }
    }
}

final class ThreadInfoViewController: UIViewController {
    var subject = ""
    var threadID = ""
}

/// The drafts list hands an identifier to a draft screen whose own prepare(for:sender:) converts
/// nothing in the end (its only value sits between two statements that stay).
final class DraftsViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "openDraft" {
            // Stays: the draft screen would take part for this slot alone.
            let draft = segue.destination as! DraftViewController
            draft.draftID = sender as? String
        }
    }
}

final class DraftViewController: UIViewController {
    var attachments: [String] = []
    var draftID: String? {
        didSet { title = draftID }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "attach" {
            let picker = segue.destination as! AttachmentPickerViewController
            attachments.append("pending")
            picker.selection = attachments
            attachments.removeAll()
        }
    }
}

final class AttachmentPickerViewController: UIViewController {
    var selection: [String] = []
}
