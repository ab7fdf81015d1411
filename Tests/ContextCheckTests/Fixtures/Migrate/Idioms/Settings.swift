import UIKit

enum Segue {
    static let help = "help"
}

struct User {
    var name: String
}

final class SettingsViewController: UIViewController {
    var user = User(name: "ada")
    var version = "1.0"
    weak var about: AboutViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "about":
            (segue.destination as? AboutViewController)?.configure(version: version)
        case "account":
            let account = segue.destination as! AccountViewController
            account.user = user
            account.greeting = "Hello"
            Analytics.log("account")
        case "profile":
            Analytics.log("profile")
            (segue.destination as! ProfileViewController).user = user
        case Segue.help:
            (segue.destination as! HelpViewController).topic = "settings"
        default:
            break
        }
    }
}

enum Analytics {
    static func log(_ event: String) {}
}

final class AboutViewController: UIViewController {
    var version = ""
    func configure(version: String) { self.version = version }
}

final class AccountViewController: UIViewController {
    var user: User?
    var greeting: String? {
        didSet { title = greeting }
    }
}

final class ProfileViewController: UIViewController {
    var user: User?
}

final class HelpViewController: UIViewController {
    var topic: String?
}
