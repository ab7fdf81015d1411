import UIKit

struct Profile {
    var name: String
    var server: String
}

@MainActor protocol ProfileEditorDelegate: AnyObject {}

/// A body that returns early: a call on the destination stays and runs first, the plain values
/// after it convert, and the delivery goes in a `defer` written first.
final class ProfilesViewController: UIViewController, ProfileEditorDelegate {
    var profile = Profile(name: "Home", server: "eu-1")
    var selection: Any? = "eu-2"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else {
            return
        }
        switch identifier {
        case "editProfile":
            let editor = segue.destination as? ProfileEditorViewController
            editor?.load(profile)
            editor?.profileName = profile.name
            editor?.delegate = self
            print("prepare", #function)
        case "pickServer":
            // Its condition reads `selection` before the call that stays: it stays too.
            guard let server = selection as? String else {
                return
            }
            let list = segue.destination as! ServerListViewController
            list.reload()
            list.current = server
        default:
            print("prepare", #function)
        }
    }
}

final class ProfileEditorViewController: UIViewController {
    var profileName = ""
    weak var delegate: ProfileEditorDelegate?
    private(set) var loaded: Profile?

    func load(_ profile: Profile) {
        loaded = profile
    }
}

final class ServerListViewController: UIViewController {
    var current: String?
    var servers: [String] = []

    func reload() {
        servers = ["eu-1", "eu-2"]
    }
}

/// A body with no `return` of its own (the one in the closure returns from the closure): the
/// delivery is its last statement.
final class LogViewController: UIViewController {
    var mirror = "eu-3"
    var lines = ["a", "b"]

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        lines = lines.map { line -> String in return line.uppercased() }
        if let list = segue.destination as? ServerListViewController {
            list.reload()
            list.current = mirror
        }
    }
}
