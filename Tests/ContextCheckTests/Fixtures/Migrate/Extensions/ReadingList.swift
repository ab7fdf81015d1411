import UIKit

/// A log line stays in this one: the body keeps it, the hook still goes into the class body,
/// and the extension keeps its conformance.
class ReadingListViewController: UIViewController {
    var listName = "Later"
}

extension ReadingListViewController: UITableViewDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("prepare", #function)
        if segue.identifier == "showList", let shelf = segue.destination as? ShelfViewController {
            shelf.shelfName = listName
        }
    }
}
