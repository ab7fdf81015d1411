import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

// The handoff forms of issue 20, in the shape of real apps: a colour picker that configures
// itself on arrival but not again when a shade comes back by an unwind.

@MainActor
final class Palette: Screen {
    let prepCtxColor = "red"
}

/// Configures itself from the presenter's colour once; an unwind brings a shade back.
@MainActor
final class ColorPicker: Screen {
    @Prepared var prepCtxColor: String?
    @Prepared(key: "pickedShade") var shade: String?
    /// What the user has selected: starts as the presenter's colour.
    var selected = ""
    var arrivals = 0

    override func contextDidArrive(_ report: PreparationReport) {
        arrivals += 1
        if $prepCtxColor.wasDelivered(in: report), let color = prepCtxColor { selected = color }
    }
}

@MainActor
final class ShadePicker: Screen {
    var pickedShade = "dark"
}

/// Provides the account as a name only: a type mismatch for `Detail`.
@MainActor
final class NameOnlyInbox: Screen {
    let prepCtxAccount = "ada"
}

/// A settings screen that calls back when it is done.
@MainActor
final class SettingsScreen: Screen {
    @Prepared var onDone: (() -> Void)?
    @Ambient(SessionKey.self) var session: String?
}

/// Hands a closure that calls back weakly, and a session through the hook's ambient values.
@MainActor
final class DashboardScreen: Screen {
    var refreshes = 0

    func refresh() { refreshes += 1 }

    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["onDone": { [weak self] in self?.refresh() }]
    }

    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        var handedOn = ContextValues()
        handedOn[SessionKey.self] = "session-1"
        return SegueValues(ambient: handedOn)
    }
}

@MainActor
protocol CheckoutDelegate: AnyObject {
    func checkoutDidPay()
}

enum CheckoutDelegateKey: ContextKey {
    typealias Value = any CheckoutDelegate
}

/// Puts itself in the ambient context weakly, for the payment screen two screens on.
@MainActor
final class CartScreen: Screen, CheckoutDelegate {
    var paid = 0

    func checkoutDidPay() { paid += 1 }

    override func viewDidLoad() {
        super.viewDidLoad()
        ambientContext.setWeak(self, for: CheckoutDelegateKey.self)
    }
}

@MainActor
final class ShippingScreen: Screen {}

@MainActor
final class PaymentScreen: Screen {
    @WeakAmbient(CheckoutDelegateKey.self) var delegate: (any CheckoutDelegate)?
}

@MainActor
final class ReceiptScreen: Screen {
    @WeakAmbient(CheckoutDelegateKey.self, required: true) var delegate: (any CheckoutDelegate)?
}

/// Container subclasses with slots of their own.
@MainActor
final class AccountNavigation: PreparedNavigationController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var prepCtxAccount: Account
    @Ambient(SessionKey.self) var session: String?
    var arrivals = 0

    override func contextDidArrive(_ report: PreparationReport) { arrivals += 1 }
}

@MainActor
final class AccountTabs: PreparedTabBarController {
    @Prepared var prepCtxAccount: Account?
}

@MainActor
final class AccountSplit: PreparedSplitViewController {
    @Prepared var prepCtxAccount: Account?
}

/// One table feeds a mailer (address only) and a dialer (phone only).
@MainActor
final class ContactsTable: PreparedTableViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    let contacts = [(address: "ada@example.org", phone: "555-0100")]

    override func segueValues(forRowAt indexPath: IndexPath, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        ["address": contacts[indexPath.row].address, "phone": contacts[indexPath.row].phone]
    }

    func showCell(atRow row: Int) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Contact")
        tableView._stubShow(cell, at: IndexPath(row: row, section: 0))
        return cell
    }
}

@MainActor
final class Mailer: Screen {
    @Prepared var address: String
}

/// Two buttons, tagged 0 and 1, send one segue.
@MainActor
final class PlanPicker: Screen {
    let plans = ["Basic", "Pro"]

    override func segueValues(forControl control: UIControl, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        ["plan": plans[control.tag], "buttonTag": control.tag]
    }
}

@MainActor
final class PlanCheckout: Screen {
    @Prepared var plan: String
}

/// A table view controller that adopts the protocol: its Add bar button item sends the segue.
@MainActor
final class TaskList: UITableViewController, SegueContext {
    var ambientContext = ContextValues()
    let options = quietOptions()
    var preparationOptions: PreparationOptions { options }
    var itemsAsked = 0

    func segueValues(forBarButtonItem item: UIBarButtonItem, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        itemsAsked += 1
        return ["mode": item.title]
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareContext(for: segue, sender: sender)
    }
}

@MainActor
final class TaskEditor: Screen {
    @Prepared var mode: String?
}

@MainActor
@Suite("Handoff forms: arrival per report")
struct HandoffFormsTests {
    func segue(_ identifier: String, _ source: UIViewController, _ destination: UIViewController) -> UIStoryboardSegue {
        UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    }

    @Test("Arrival configures the screen from the forward segue, not again on an unwind that delivered something else")
    func arrivalKnowsItsReport() {
        let palette = Palette()
        let picker = ColorPicker()
        let navigation = UINavigationController(rootViewController: palette)
        palette.prepare(for: segue("pick", palette, picker), sender: nil)
        navigation.pushViewController(picker, animated: true)
        #expect(picker.selected == "red")

        picker.selected = "blue"  // the user's choice
        let shades = ShadePicker()
        navigation.pushViewController(shades, animated: true)
        shades.prepare(for: segue("done", shades, picker), sender: nil)
        #expect(picker.arrivals == 2)
        #expect(picker.shade == "dark")
        #expect(picker.$prepCtxColor.isDelivered, "the slot still holds the forward segue's value")
        #expect(picker.selected == "blue", "the unwind did not deliver the colour, so arrival left the choice alone")
    }

    @Test("A slot answers for the report of a propagation run directly, and no longer once assigned by hand")
    func wasDeliveredInDirectPropagation() throws {
        let picker = ColorPicker()
        let first = try ContextPropagation.propagate(from: Palette(), to: picker, options: quietOptions())
        #expect(picker.$prepCtxColor.wasDelivered(in: first))
        #expect(!picker.$shade.wasDelivered(in: first))
        let second = try ContextPropagation.propagate(from: ShadePicker(), to: picker, options: quietOptions())
        #expect(!picker.$prepCtxColor.wasDelivered(in: second))
        #expect(picker.$prepCtxColor.wasDelivered(in: first))
        #expect(picker.$shade.wasDelivered(in: second))
        picker.prepCtxColor = "green"
        #expect(!picker.$prepCtxColor.wasDelivered(in: first), "assigned by hand since")
        #expect(!picker.$prepCtxColor.wasDelivered(in: PreparationReport(sourceType: "Palette")))
    }

    @Test("A required slot whose delivery was refused is reported again when the view loads, with the refusal")
    func refusedRequiredSlotAtViewLoad() {
        let inbox = NameOnlyInbox()
        let detail = Detail()
        let report = inbox.prepareContext(for: segue("show", inbox, detail), sender: nil)
        #expect(report.failures.map(\.code) == [.typeMismatch])
        detail.loadViewIfNeeded()
        let entries = detail.options.log.entries.map(\.error)
        #expect(entries.map(\.code) == [.missingRequiredValue])
        let message = entries.first?.description ?? ""
        #expect(
            message.hasPrefix(
                "'prepCtxAccount' is required by Detail (Account) and is still empty: its delivery from NameOnlyInbox "
                    + "was refused, and reading it stops the program ("))
        #expect(!message.contains("never delivered"), "it was delivered, and refused")
        #expect(!message.contains("pass it with the segue"), "the app did")
        #expect(message.contains("To fix, correct what refused the delivery"))
        #expect(message.contains("the slot expects Account but the value is String"))
        #expect(entries.first?.sourceType == "NameOnlyInbox")

        detail.reportMissingContext()
        #expect(detail.options.log.entries.count == 1, "reported once at view load, not at every check")
    }

    @Test("A closure literal that calls back through [weak self] fills a Void closure slot, and keeps nothing alive")
    func optionalChainedClosure() {
        var dashboard: DashboardScreen? = DashboardScreen()
        weak let weakDashboard = dashboard
        let settings = SettingsScreen()
        let report = dashboard!.prepareContext(for: segue("settings", dashboard!, settings), sender: nil)
        #expect(report.failures.isEmpty, "\(report.failures)")
        settings.onDone?()
        #expect(dashboard?.refreshes == 1)
        dashboard = nil
        #expect(weakDashboard == nil, "the closure holds the dashboard weakly")
        settings.onDone?()  // calls nothing once the dashboard is gone
    }

    @Test("The hook hands an ambient value on with SegueValues(ambient:)")
    func ambientOnlySegueValues() {
        let dashboard = DashboardScreen()
        let settings = SettingsScreen()
        dashboard.prepare(for: segue("settings", dashboard, settings), sender: nil)
        #expect(settings.session == "session-1")
        #expect(SegueValues(ambient: ContextValues()).keys.isEmpty)
    }

    @Test("A weak ambient slot receives a delegate handed on two screens, and never keeps it alive")
    func weakAmbientDelegate() {
        var cart: CartScreen? = CartScreen()
        weak let weakCart = cart
        cart!.loadViewIfNeeded()
        let shipping = ShippingScreen()
        let payment = PaymentScreen()
        cart!.prepare(for: segue("ship", cart!, shipping), sender: nil)
        let report = shipping.prepareContext(for: segue("pay", shipping, payment), sender: nil)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(payment.delegate === cart)
        #expect(payment.$delegate.wasDelivered(in: report))
        payment.delegate?.checkoutDidPay()
        #expect(cart?.paid == 1)
        cart = nil
        #expect(weakCart == nil, "neither the slot nor the ambient bags on the way keep the cart alive")
        #expect(payment.delegate == nil)
    }

    @Test("A required weak ambient slot that nothing filled is reported under its key, and reads nil")
    func requiredWeakAmbientMissing() {
        let shipping = ShippingScreen()
        let receipt = ReceiptScreen()
        let report = shipping.prepareContext(for: segue("receipt", shipping, receipt), sender: nil)
        #expect(report.failures.map(\.code) == [.missingRequiredValue])
        #expect(report.failures.first?.key == "CheckoutDelegateKey")
        #expect(receipt.delegate == nil)
    }

    @Test(
        "A navigation controller subclass with its own slots takes them, hands ambient values on, and reports what is missing"
    )
    func preparedNavigationController() {
        let inbox = Inbox()
        inbox.ambientContext[SessionKey.self] = "s-1"
        let detail = Detail()
        let navigation = AccountNavigation(rootViewController: detail)
        let report = inbox.prepareContext(for: segue("show", inbox, navigation), sender: nil)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(navigation.prepCtxAccount.name == "ada")
        #expect(navigation.session == "s-1")
        #expect(detail.prepCtxAccount.name == "ada")
        #expect(navigation.arrivals == 1)

        let unprepared = AccountNavigation(rootViewController: Detail())
        unprepared.loadViewIfNeeded()
        #expect(unprepared.options.log.entries.map(\.error.key) == ["prepCtxAccount"])
    }

    @Test("Tab bar and split view controller subclasses take their own slots, and the controllers inside still do")
    func preparedTabBarAndSplit() {
        let inbox = Inbox()
        let tabs = AccountTabs()
        let first = Detail()
        tabs.viewControllers = [first]
        let split = AccountSplit()
        let second = Detail()
        split.viewControllers = [tabs, second]
        let report = inbox.prepareContext(for: segue("show", inbox, split), sender: nil)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(tabs.prepCtxAccount?.name == "ada")
        #expect(split.prepCtxAccount?.name == "ada")
        #expect([first, second].allSatisfy { $0.prepCtxAccount.name == "ada" })
    }

    @Test("Row values for a key the chosen destination does not declare are skipped with a note, not unknown keys")
    func rowValuesSkippedWithNote() {
        let contacts = ContactsTable()
        let cell = contacts.showCell(atRow: 0)
        let mailer = Mailer()
        contacts.prepare(for: segue("mail", contacts, mailer), sender: cell)
        #expect(mailer.address == "ada@example.org")
        #expect(contacts.options.log.entries.isEmpty, "\(contacts.options.log.entries)")

        // The report notes the key, naming the hook it came from.
        let rowValues = SegueValues([:], sender: cell).adding(
            senderHook: contacts.segueValues(
                forRowAt: IndexPath(row: 0, section: 0), segueIdentifier: "mail",
                destination: mailer), named: "segueValues(forRowAt:…)")
        let report = contacts.prepareContext(for: segue("mail", contacts, Mailer()), sender: rowValues)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.skipped.map(\.key) == ["phone"])
        #expect(report.skipped.first?.reason.contains("segueValues(forRowAt:…)") == true)

        // A key passed with the segue that no destination takes is still an error.
        let passed = contacts.prepareContext(
            for: segue("mail", contacts, Mailer()), sender: SegueValues(["address": "x", "subjct": "Hi"], sender: cell))
        #expect(passed.failures.map(\.code) == [.unknownKey])
        #expect(passed.failures.first?.key == "subjct")
    }

    @Test("A button that sends the segue picks the value by its tag, with no cast of the sender")
    func controlSender() {
        var plans: PlanPicker? = PlanPicker()
        weak let weakPlans = plans
        let pro = UIButton()
        pro.tag = 1
        let checkout = PlanCheckout()
        plans!.prepare(for: segue("choose", plans!, checkout), sender: pro)
        #expect(checkout.plan == "Pro")
        #expect(plans?.options.log.entries.isEmpty == true, "buttonTag, which PlanCheckout lacks, is no unknown key")
        plans = nil
        #expect(weakPlans == nil, "nothing the control hook passed keeps the presenter alive")
    }

    @Test(
        "A bar button item that sends the segue passes its title; a table view controller adopting SegueContext gets the hook too"
    )
    func barButtonItemSender() {
        let list = TaskList()
        let add = UIBarButtonItem()
        add.title = "Add"
        let editor = TaskEditor()
        list.prepare(for: segue("edit", list, editor), sender: add)
        #expect(editor.mode == "Add")
        #expect(editor.$mode.delivery?.channel == .sender)

        // A sender that is no control calls neither hook.
        let other = TaskEditor()
        list.prepare(for: segue("edit", list, other), sender: nil)
        #expect(other.mode == nil)
        #expect(list.itemsAsked == 1)
    }

    @Test("Values passed with performSegue take precedence over the control's")
    func passedValuesBeatControlValues() {
        let plans = PlanPicker()
        let basic = UIButton()
        let checkout = PlanCheckout()
        plans._stubSegueDestinations["choose"] = { checkout }
        plans.performSegue(withIdentifier: "choose", context: ["plan": "Team"], sender: basic)
        #expect(checkout.plan == "Team")
    }
}
