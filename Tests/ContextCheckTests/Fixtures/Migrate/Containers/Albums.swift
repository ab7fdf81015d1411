import UIKit

/// The screen a navigation controller may wrap.
final class PhotoViewController: UIViewController {
    var caption: String?
    var zoom: Int = 1
}

/// Reached inside a navigation controller only.
final class FolderEditorViewController: UIViewController {
    weak var owner: AlbumListViewController?
}

final class ShelfViewController: UIViewController {
    var shelf: String?
}

/// The app's own accessor: a navigation controller's visible controller, else the controller.
extension UIViewController {
    var shown: UIViewController {
        if let navigation = self as? UINavigationController {
            return navigation.visibleViewController ?? navigation
        } else {
            return self
        }
    }

    /// Another body: not read as the navigation controller's root.
    var front: UIViewController {
        children.last ?? self
    }
}

/// The accessor reaches the photo wrapped or not; `children.first` reaches the folder editor
/// inside its navigation controller; the other accessor and `children.first` of a scene of the
/// class itself stay.
final class AlbumListViewController: UIViewController {
    var albumName = "Summer"
    var level = 2

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowPhoto" || segue.identifier == "ShowPhotoWrapped",
            let photo = segue.destination.shown as? PhotoViewController
        {
            photo.caption = albumName
        }
        if segue.identifier == "AddFolder", let editor = segue.destination.children.first as? FolderEditorViewController
        {
            editor.owner = self
        }
        if segue.identifier == "ShowShelf", let shelf = segue.destination.front as? ShelfViewController {
            shelf.shelf = albumName
        }
        if segue.identifier == "ShowPhoto", let photo = segue.destination.children.first as? PhotoViewController {
            photo.zoom = level
        }
    }
}
