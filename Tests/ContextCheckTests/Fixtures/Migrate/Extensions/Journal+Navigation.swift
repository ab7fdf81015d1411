import UIKit

extension JournalViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showJournal", let shelf = segue.destination as? ShelfViewController {
            shelf.shelfName = journalName
        }
    }
}
