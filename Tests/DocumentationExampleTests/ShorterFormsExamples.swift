// GettingStarted.md, "8. Shorter forms for the handoffs apps write", and the matching
// passages of MatchingRules.md and the doc comments of the forms: each example as a user
// writes it, run against the UIKit stubs.
import PreparedContext
import Testing
import UIKit

enum ShorterForms {
    struct Permission: Equatable {
        var name: String
    }

    // "Rows of a table or collection view that is not the controller's view."
    final class SettingsViewController: PreparedViewController {
        let permissionsCollectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var permissions = [Permission(name: "camera"), Permission(name: "photos")]

        override var segueSourceCollectionViews: [UICollectionView] { [permissionsCollectionView] }

        override func segueValues(
            forItemAt indexPath: IndexPath, in collectionView: UICollectionView,
            segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues {
            ["permission": permissions[indexPath.item]]
        }
    }

    final class PermissionPopoverViewController: PreparedViewController {
        @Prepared var permission: Permission
    }

    // The same, for a controller that adopts SegueContext (Getting Started, and the doc
    // comment of SegueContext.segueSourceTableViews).
    struct Device: Equatable {
        var name: String
    }

    class AppBaseViewController: UIViewController {}

    final class DevicesViewController: AppBaseViewController, SegueContext {
        var devicesTable: UITableView!
        var ambientContext = ContextValues()
        var devices = [Device(name: "iPhone"), Device(name: "iPad")]

        var segueSourceTableViews: [UITableView] { [devicesTable] }

        func segueValues(
            forRowAt indexPath: IndexPath, in tableView: UITableView,
            segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues {
            ["device": devices[indexPath.row]]
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            super.prepare(for: segue, sender: sender)
            prepareContext(for: segue, sender: sender)
        }
    }

    final class DeviceViewController: PreparedViewController {
        @Prepared var device: Device
    }

    // "A value per segue."
    enum Provider { case apple, google }

    final class BookDraft {
        let context = EditingContext()
        init(parent: Store) {}
    }

    final class EditingContext {}
    final class Store {}

    final class ShopViewController: PreparedViewController {
        let store = Store()

        override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            var values = SegueValues()
            values.addLazily(
                forKey: "provider", bySegue: ["showApple": { Provider.apple }, "showGoogle": { Provider.google }])
            values.addLazily(forKeys: ["draft", "editingContext"], onSegue: "addBook") { [store] in
                let draft = BookDraft(parent: store)
                return ["draft": draft, "editingContext": draft.context]
            }
            return values
        }
    }

    final class CheckoutViewController: PreparedViewController {
        @Prepared var provider: Provider
    }

    final class BookFormViewController: PreparedViewController {
        @Prepared var draft: BookDraft
        @Prepared var editingContext: EditingContext
    }

    // "A control hook typed by the control."
    final class HelpIndexViewController: PreparedViewController {
        override func segueValues(
            forControl control: UIControl, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues {
            SegueValues(control: control, as: UIButton.self) { button in ["topic": button.currentTitle] }
        }
    }

    final class HelpViewController: PreparedViewController {
        @Prepared var topic: String?
    }

    // "Values for a model the destination owns", and the doc comment of Prepared.forward(in:into:).
    struct Subscription { var plan: String }
    struct SubscriptionData { var subscription: Subscription? }
    final class AccountViewModel { var user: String? }

    final class SubscriptionViewController: PreparedViewController {
        var data = SubscriptionData()
        let viewModel = AccountViewModel()
        @Prepared var subscription: Subscription
        @Prepared var user: String?

        override func contextDidArrive(_ report: PreparationReport) {
            $subscription.forward(in: report, into: &data.subscription)
            $user.forward(in: report, into: &viewModel.user)
        }
    }

    // "A closure in a values literal."
    final class ListViewController: PreparedViewController {
        private(set) var selected: [Int] = []
        func select(_ row: Int) { selected.append(row) }

        func pick() {
            performSegue(withIdentifier: "pick", context: ["onSelect": { (row: Int) in self.select(row) }])
        }
    }

    final class PickerViewController: PreparedViewController {
        @Prepared var onSelect: ((Int) -> Void)?
    }

    // "Generated identifiers", as SwiftGen generates them.
    enum StoryboardSegue {
        enum Main: String {
            case showMessage
        }
    }

    final class InboxViewController: PreparedViewController {
        @SegueDestination(segue: StoryboardSegue.Main.showMessage) var message: MessageViewController?

        func open(_ mail: String) {
            performSegue(withIdentifier: StoryboardSegue.Main.showMessage, context: ["mail": mail])
        }
    }

    final class MessageViewController: PreparedViewController {
        @Prepared var mail: String
    }
}

@MainActor
@Suite("Documentation: shorter forms for the handoffs apps write")
struct ShorterFormsExampleTests {
    @Test("A cell of a named collection view hands its permission to the popover")
    func namedCollectionView() {
        let settings = ShorterForms.SettingsViewController()
        settings.loadViewIfNeeded()
        let cell = UICollectionViewCell(frame: .zero)
        settings.permissionsCollectionView.addSubview(cell)
        settings.permissionsCollectionView._stubShow(cell, at: IndexPath(item: 1, section: 0))
        let popover = ShorterForms.PermissionPopoverViewController()
        settings._stubSegueDestinations["showPermission"] = { popover }
        settings._stubTriggerSegue(withIdentifier: "showPermission", sender: cell)
        #expect(popover.permission == ShorterForms.Permission(name: "photos"))
    }

    @Test("A controller adopting SegueContext hands the row of its named table to the next screen")
    func namedTableOfAnAdopter() throws {
        let devices = ShorterForms.DevicesViewController()
        // Interface Builder connects the outlet when the view loads.
        devices.devicesTable = UITableView(frame: .zero, style: .plain)
        devices.loadViewIfNeeded()
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Device")
        devices.devicesTable.addSubview(cell)
        devices.devicesTable._stubShow(cell, at: IndexPath(row: 1, section: 0))
        let detail = ShorterForms.DeviceViewController()
        devices._stubSegueDestinations["showDevice"] = { detail }
        devices._stubTriggerSegue(withIdentifier: "showDevice", sender: cell)
        try #require(detail.$device.isDelivered)
        #expect(detail.device == ShorterForms.Device(name: "iPad"))
    }

    @Test("The table form picks the provider of the segue performed; one draft feeds two slots")
    func valuesPerSegue() {
        let shop = ShorterForms.ShopViewController()
        let checkout = ShorterForms.CheckoutViewController()
        shop._stubSegueDestinations["showGoogle"] = { checkout }
        shop.performSegue(withIdentifier: "showGoogle", sender: nil)
        #expect(checkout.provider == .google)

        let form = ShorterForms.BookFormViewController()
        shop._stubSegueDestinations["addBook"] = { UINavigationController(rootViewController: form) }
        shop.performSegue(withIdentifier: "addBook", sender: nil)
        #expect(form.draft.context === form.editingContext)
    }

    @Test("The typed control hook reads the button's title")
    func typedControl() {
        let index = ShorterForms.HelpIndexViewController()
        let button = UIButton()
        button.setTitle("Billing", for: .normal)
        let help = ShorterForms.HelpViewController()
        index._stubSegueDestinations["showHelp"] = { help }
        index._stubTriggerSegue(withIdentifier: "showHelp", sender: button)
        #expect(help.topic == "Billing")
    }

    @Test("Slots forward into the destination's model, and a closure goes in the literal")
    func modelAndClosure() throws {
        let inbox = ShorterForms.InboxViewController()
        let screen = ShorterForms.SubscriptionViewController()
        inbox._stubSegueDestinations["showSubscription"] = { screen }
        inbox.performSegue(
            withIdentifier: "showSubscription",
            context: ["subscription": ShorterForms.Subscription(plan: "pro"), "user": "ada"])
        #expect(screen.data.subscription?.plan == "pro")
        #expect(screen.viewModel.user == "ada")

        let list = ShorterForms.ListViewController()
        let picker = ShorterForms.PickerViewController()
        list._stubSegueDestinations["pick"] = { picker }
        list.pick()
        let onSelect = try #require(picker.onSelect)
        onSelect(3)
        #expect(list.selected == [3])
    }

    @Test("A generated identifier performs the segue and names the captured destination")
    func generatedIdentifier() {
        let inbox = ShorterForms.InboxViewController()
        let message = ShorterForms.MessageViewController()
        inbox._stubSegueDestinations["showMessage"] = { message }
        inbox.open("Hello")
        #expect(message.mail == "Hello")
        #expect(inbox.message === message)
    }
}
