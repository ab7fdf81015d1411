import UIKit

/// An extension with an attribute: its members have an availability the class body lacks.
class ArchiveViewController: UIViewController {
    var archiveName = "Old"
}

@available(iOS 13.0, *)
extension ArchiveViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showArchive", let shelf = segue.destination as? ShelfViewController {
            shelf.shelfName = archiveName
        }
    }
}

/// An extension compiled only on some platforms.
class StoreViewController: UIViewController {
    var storeName = "Corner"
}

#if os(iOS)
    extension StoreViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showStore", let shelf = segue.destination as? ShelfViewController {
                shelf.shelfName = storeName
            }
        }
    }
#endif
