import UIKit

/// The album's segues, named as a generated enum would name them.
enum AlbumSegue: String {
    case showPhoto, showFile
}

struct Photo {
    var name: String
}

struct Attachment {
    var name: String
}

@MainActor protocol PickerDelegate: AnyObject {}

/// Each handoff here is one the storyboard proves needs no test, or one test only.
final class AlbumViewController: UIViewController, PickerDelegate {
    var albumName: String = "Holidays"
    var pageSize = 20
    var cover: Photo?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showInfo":
            let info = segue.destination as! AlbumInfoViewController
            info.albumName = albumName
            info.perPage = pageSize
        case "pick":
            let picker = segue.destination as! PickerViewController
            picker.delegate = self
        case "pickCover":
            let picker = segue.destination as! PickerViewController
            picker.delegate = self
        case AlbumSegue.showPhoto.rawValue:
            let viewer = segue.destination as! PhotoViewController
            viewer.photo = (sender as! Photo)
            viewer.caption = cover?.name
        case AlbumSegue.showFile.rawValue:
            let viewer = segue.destination as! FileViewController
            viewer.attachment = sender as? Attachment
        default:
            break
        }
    }
}

final class AlbumInfoViewController: UIViewController {
    var albumName = ""
    var perPage: Int = 10
}

final class PickerViewController: UIViewController {
    weak var delegate: PickerDelegate?
}

final class PhotoViewController: UIViewController {
    var photo: Photo?
    var caption: String?
}

final class FileViewController: UIViewController {
    var attachment: Attachment?
}
