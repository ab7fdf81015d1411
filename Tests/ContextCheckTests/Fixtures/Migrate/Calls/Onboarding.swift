import UIKit

/// The forms an account screen shows; each call builds a fresh one.
final class AccountForm {
    let title: String
    init(title: String) { self.title = title }

    static func registration(for service: String) -> AccountForm { AccountForm(title: "Join \(service)") }
    static func signIn(for service: String) -> AccountForm { AccountForm(title: "Sign in to \(service)") }
}

@MainActor protocol AccountHandler: AnyObject {}
final class CreateAccountHandler: AccountHandler {}
final class SignInHandler: AccountHandler {}

/// Counts the screens it opened: a call whose effect shows.
@MainActor final class ScreenLog {
    static var opened = 0
    static func next() -> Int {
        opened += 1
        return opened
    }
}

/// The account screen: every value arrives from the welcome screen.
final class AccountViewController: UIViewController {
    var form: AccountForm?
    var handler: AccountHandler?
    var screenNumber = 0
}

/// Each branch builds the screen's form and handler with calls of the app's own code: the
/// storyboard proves each segue reaches one account screen, so the calls run as before.
final class WelcomeViewController: UIViewController {
    var service = "Chat"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let account = segue.destination as? AccountViewController else {
            return
        }
        if segue.identifier == "createAccount" {
            account.form = AccountForm.registration(for: service)
            account.handler = CreateAccountHandler()
        } else if segue.identifier == "signIn" {
            account.form = AccountForm.signIn(for: service)
            account.handler = SignInHandler()
            account.screenNumber = ScreenLog.next()
        }
    }
}

/// The help screen reached inside a navigation controller: the library asks the hook for the
/// navigation controller and for its root, so the call stays.
final class HelpViewController: UIViewController {
    var form: AccountForm?
}

/// A log line beside the call: converted, the call would run on its other side.
final class SettingsViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "help", let navigation = segue.destination as? UINavigationController,
            let help = navigation.topViewController as? HelpViewController
        {
            help.form = AccountForm.signIn(for: "Help")
        }
        print("opening a screen")
        if segue.identifier == "account", let account = segue.destination as? AccountViewController {
            account.screenNumber = ScreenLog.next()
        }
    }
}
