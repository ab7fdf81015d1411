import UIKit

/// The app's own base: its subclasses keep it, and adopt SegueContext to be told of arrival.
class BaseViewController: UIViewController {}

final class ListViewController: UIViewController {
    var selected: String?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            detail.item = selected
        } else if segue.identifier == "edit", let editor = segue.destination as? EditorViewController {
            editor.draft = selected
        }
    }
}

/// Told of its arrival through SegueContext: its didSet runs in contextDidArrive(_:).
final class DetailViewController: BaseViewController {
    var item: String? {
        didSet { title = item }
    }
}

/// A prepare(for:sender:) of its own would start delivering context once it adopted SegueContext
/// by hand only: its observed property stays.
final class EditorViewController: BaseViewController {
    var draft: String? {
        didSet { title = draft }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("editing")
    }
}
