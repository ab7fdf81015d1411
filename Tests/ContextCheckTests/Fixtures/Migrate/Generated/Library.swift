import UIKit

struct Book {
    var title: String
    var pages: Int
}

/// A public presenter: what the migration adds to it must be public too.
public class LibraryViewController: UITableViewController {
    var books: [Book] = []
    var shelfName = "Shelf"
    var reader = "ada"

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let name = segue.identifier, let kind = StoryboardSegue.Library(rawValue: name) else { return }
        let destination = segue.destination
        switch kind {
        case .showBook:
            let unusedCell = sender as? UITableViewCell
            if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
                let detail = destination as? BookViewController
                detail?.book = books[indexPath.row]
                detail?.caption = "\(reader) reads \(books[indexPath.row].title)"
            }
            _ = unusedCell
        case .editShelf:
            (destination as? ShelfViewController)?.name = shelfName
        case .showAuthor:
            break
        }
    }
}

final class BookViewController: UIViewController {
    var book: Book?
    var caption: String?
}

final class ShelfViewController: UIViewController {
    var name: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
    }
}
