import UIKit

/// A book's title and author.
struct Book {
    var title: String
    var author: String
}

/// Every destination here configures itself in a `didSet`.
final class ShelfViewController: UIViewController {
    var selected = Book(title: "Dune", author: "Herbert")
    var coverName: String?
    var log: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showBook":
            // Converts: the observed property is assigned last, after a plain one.
            let book = segue.destination as! BookViewController
            book.shelfName = "Fiction"
            book.book = selected
        case "showCover":
            // Converts: a one-line didSet with an early return.
            if let cover = segue.destination as? CoverViewController {
                cover.imageName = coverName
            }
        case "showNotes":
            // Stays: the didSet reads oldValue.
            let notes = segue.destination as! NotesViewController
            notes.text = selected.title
        case "showRatings":
            // Stays: another converted value is written after the observed one.
            let ratings = segue.destination as! RatingsViewController
            ratings.book = selected
            ratings.count = 5
        case "showHistory":
            // Converts: the statement that stays runs before the assignment, so the delivery goes last.
            log.append("history")
            let history = segue.destination as! HistoryViewController
            history.entries = log
        case "showAuthor":
            // Stays: log lines on both sides of the assignment; wherever the delivery goes, one of
            // them would print on the other side of the didSet.
            print("showing the author")
            (segue.destination as! AuthorViewController).name = selected.author
            print("shown")
        case "showReview":
            // Stays: a subclass implements contextDidArrive(_:) already.
            (segue.destination as! ReviewViewController).score = 3
        default:
            break
        }
    }
}

final class BookViewController: UIViewController {
    var shelfName = ""
    var titleText = ""
    var book: Book? {
        didSet {
            titleText = (book?.title ?? "none") + " on " + shelfName
            if book == nil {
                return
            }
            updateUI()
        }
    }

    func updateUI() { title = titleText }
}

final class CoverViewController: UIViewController {
    var imageName: String? {
        didSet {
            guard let imageName else { return }
            title = imageName
        }
    }
}

final class NotesViewController: UIViewController {
    var text: String = "" {
        didSet { if text != oldValue { title = text } }
    }
}

final class RatingsViewController: UIViewController {
    var count = 0
    var book: Book? {
        didSet { title = "\(book?.title ?? "") \(count)" }
    }
}

final class HistoryViewController: UIViewController {
    var entries: [String] = [] {
        didSet { title = entries.last }
    }
}

final class AuthorViewController: UIViewController {
    var name: String? {
        didSet { print("author", name ?? "") }
    }
}

class ReviewViewController: UIViewController {
    var score: Int? {
        didSet { title = score.map(String.init) }
    }
}

final class DetailedReviewViewController: ReviewViewController {
    func contextDidArrive(_ report: Any) {}
}
