import PreparedContext
import UIKit

/// A user's connection profile.
struct Profile {
    var name: String
    var port: Int
}

/// Localized titles, as a generated strings file declares them.
enum Titles {
    static let network = "Network"
    static let account = "Account"
}

/// Every destination here is also given a property UIKit owns: a title, the bottom bar flag, a
/// presentation style.
final class SettingsViewController: UIViewController {
    var profile = Profile(name: "Home", port: 443)
    var userName = "ada"
    var photoName: String?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showNetwork":
            // Converts: the title goes to a slot the destination assigns it from.
            let vc = segue.destination as? NetworkViewController
            vc?.title = Titles.network
            vc?.profile = profile
        case "showAccount":
            // Converts: the bottom bar flag, into a destination that takes part already.
            let account = segue.destination as! AccountViewController
            account.hidesBottomBarWhenPushed = true
            account.userName = userName
        case "showPhoto":
            // Converts: a title that may be nil, which is then assigned nil as before.
            if let photo = segue.destination as? PhotoViewController {
                photo.imageName = photoName
                photo.title = sender as? String
            }
        case "showSheet":
            // Converts: two presentation properties, written as implicit members.
            let sheet = segue.destination as! SheetViewController
            sheet.modalPresentationStyle = .formSheet
            sheet.modalTransitionStyle = .crossDissolve
        case "showBook":
            // Converts: the title and an observed property; one contextDidArrive(_:) applies both.
            let book = segue.destination as! BookViewController
            book.title = Titles.account
            book.bookName = profile.name
        case "showLog":
            // Stays: log lines on both sides; wherever the delivery goes, one of them would print
            // on the other side of the title's assignment.
            print("opening the log")
            (segue.destination as! LogViewController).title = "Log"
            print("opened")
        case "showHelp":
            // Stays: the destination overrides 'title', so its setter runs the app's code.
            (segue.destination as! HelpViewController).title = "Help"
        case "showNotes":
            // Stays: the destination uses the name the slot would need.
            (segue.destination as! NotesViewController).title = "Notes"
        default:
            break
        }
    }
}

/// A menu that takes part already, so that its destination's contextDidArrive(_:) runs today.
final class MenuViewController: PreparedViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showAbout" {
            // Stays: the destination implements contextDidArrive(_:) already.
            (segue.destination as! AboutViewController).title = "About"
        }
    }
}

final class NetworkViewController: UIViewController {
    var profile: Profile?
}

final class AccountViewController: PreparedViewController {
    var userName = ""
}

final class PhotoViewController: UIViewController {
    var imageName: String?
}

final class SheetViewController: UIViewController {
    var note = ""
}

final class BookViewController: UIViewController {
    var heading = ""
    var bookName: String = "" {
        didSet { heading = (title ?? "") + ": " + bookName }
    }
}

final class LogViewController: UIViewController {
    var lines: [String] = []
}

final class HelpViewController: UIViewController {
    override var title: String? {
        didSet { print("help titled", title ?? "") }
    }
}

final class AboutViewController: PreparedViewController {
    override func contextDidArrive(_ report: PreparationReport) {
        print("about arrived")
    }
}

final class NotesViewController: UIViewController {
    var screenTitle = "Notes"
}
