import UIKit

/// The prepare(for:sender:) of this class is in an extension of the same file, which reads a
/// private member and a private nested type: the hook goes into the class body.
class LibraryViewController: UIViewController {
    private struct Pick {
        let title: String
    }

    private var selectedShelf = "Poetry"
    var shelfCount = 3

    func open(_ title: String) {
        performSegue(withIdentifier: "showBook", sender: Pick(title: title))
    }
}

// MARK: - Navigation

extension LibraryViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showShelf", let shelf = segue.destination as? ShelfViewController {
            shelf.shelfName = selectedShelf
            shelf.count = shelfCount + 1
        } else if segue.identifier == "showBook", let book = segue.destination as? BookViewController {
            if let pick = sender as? Pick {
                book.bookTitle = pick.title
            }
        }
    }
}
