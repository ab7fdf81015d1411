import UIKit

/// What the archive reports back.
@MainActor protocol ArchiveDelegate: AnyObject {
    func archiveDidClose()
}

/// Stays: the key the archive's slot would take is the name of a property of the labels screen
/// already, which would then feed the slot.
final class ShelfViewController: UIViewController, ArchiveDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "OpenArchive" {
            let archive = segue.destination as! ArchiveViewController
            archive.delegate = self
        }
    }

    func archiveDidClose() {}
}

final class ArchiveViewController: UIViewController {
    weak var delegate: ArchiveDelegate?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EditLabels" {
            let labels = segue.destination as! LabelsViewController
            labels.delegate = self
        }
    }
}

final class LabelsViewController: UIViewController {
    weak var delegate: ArchiveViewController?
    var archiveDelegate = "labels"
}
