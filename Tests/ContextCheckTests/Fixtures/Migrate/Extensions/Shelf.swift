import UIKit

class ShelfViewController: UIViewController {
    var shelfName = ""
    var count = 0
}

class BookViewController: UIViewController {
    var bookTitle: String?
}

/// Its prepare(for:sender:) is in an extension in another file (Journal+Navigation.swift).
class JournalViewController: UIViewController {
    var journalName = "Daily"
}
