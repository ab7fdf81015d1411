import UIKit

/// Where the shelf unwinds to.
final class StartViewController: UIViewController {
    @IBAction func unwindToStart(_ segue: UIStoryboardSegue) {}
}

/// Hands the book on whatever the segue, so its unwind runs the same body: the storyboard does
/// not show where an unwind leads, so nothing proves the cast reaches only the book screen.
final class ShelfViewController: UIViewController {
    var shelfName = "Fiction"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let book = segue.destination as? BookViewController {
            book.shelfName = shelfName
        }
    }
}

/// No storyboard segue leaves this screen: the assignment cannot be proved to reach anything.
final class ArchiveViewController: UIViewController {
    var shelfName = "Archive"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let book = segue.destination as? BookViewController {
            book.shelfName = shelfName
        }
    }
}

final class BookViewController: UIViewController {
    var shelfName = ""
}
