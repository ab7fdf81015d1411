import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

// The forms issue #31 adds, each on a fixture shaped like the real handoff it replaces: a
// popover opened from a cell of a collection view that is not the controller's view, a shop
// screen whose segues each pick a provider, a compose flow whose draft feeds two slots, a help
// button whose title names the page, an explicit nil, and identifiers that SwiftGen generates.

struct Permission: Equatable {
    var name: String
}

/// A settings screen (a plain view controller) that hosts a collection view of permissions and a
/// table of devices; a cell of either opens a popover.
@MainActor
final class PermissionsViewController: Screen {
    // Outlets, as Interface Builder connects them.
    let permissionsCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let devicesTable = UITableView(frame: .zero, style: .plain)
    let permissions = [Permission(name: "camera"), Permission(name: "microphone")]
    let devices = ["iPhone", "iPad"]
    private(set) var asked: [String] = []

    override var segueSourceTableViews: [UITableView] { [devicesTable] }
    override var segueSourceCollectionViews: [UICollectionView] { [permissionsCollectionView] }

    override func segueValues(
        forItemAt indexPath: IndexPath, in collectionView: UICollectionView, segueIdentifier: String?,
        destination: UIViewController
    ) -> SegueValues {
        asked.append("item \(indexPath.item)")
        return ["permission": permissions[indexPath.item]]
    }

    override func segueValues(
        forRowAt indexPath: IndexPath, in tableView: UITableView, segueIdentifier: String?,
        destination: UIViewController
    ) -> SegueValues {
        asked.append("row \(indexPath.row)")
        return ["device": devices[indexPath.row]]
    }

    /// A permission cell on screen at `item`, inside the collection view's hierarchy.
    func showPermissionCell(at item: Int) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        permissionsCollectionView.addSubview(cell)
        permissionsCollectionView._stubShow(cell, at: IndexPath(item: item, section: 0))
        return cell
    }

    /// A device cell on screen at `row`, inside a wrapper view of the table, as older UIKit
    /// versions place cells.
    func showDeviceCell(at row: Int) -> UITableViewCell {
        let wrapper = UIView(frame: .zero)
        devicesTable.addSubview(wrapper)
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Device")
        wrapper.addSubview(cell)
        devicesTable._stubShow(cell, at: IndexPath(row: row, section: 0))
        return cell
    }
}

/// The same settings screen in an app whose controllers inherit from a base class of their own:
/// a plain view controller that adopts `SegueContext` and forwards one call, naming its tables
/// as the base class would.
@MainActor
class VendorBaseViewController: UIViewController {}

@MainActor
final class VendorPermissionsViewController: VendorBaseViewController, SegueContext {
    var ambientContext = ContextValues()
    let options = quietOptions()
    var preparationOptions: PreparationOptions { options }
    // Outlets, as Interface Builder connects them: nil until the view loads.
    var permissionsCollectionView: UICollectionView!
    var devicesTable: UITableView!
    let permissions = [Permission(name: "camera"), Permission(name: "microphone")]
    let devices = ["iPhone", "iPad"]
    private(set) var asked: [String] = []
    /// Whether `prepare(for:sender:)` forwards through the generic entry point, as the
    /// protocol's first example does, rather than the storyboard-segue one.
    var forwardsGenerically = false

    var segueSourceTableViews: [UITableView] { [devicesTable] }
    var segueSourceCollectionViews: [UICollectionView] { [permissionsCollectionView] }

    override func viewDidLoad() {
        super.viewDidLoad()
        permissionsCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        devicesTable = UITableView(frame: .zero, style: .plain)
    }

    func segueValues(
        forItemAt indexPath: IndexPath, in collectionView: UICollectionView, segueIdentifier: String?,
        destination: UIViewController
    ) -> SegueValues {
        asked.append("item \(indexPath.item)")
        return ["permission": permissions[indexPath.item]]
    }

    func segueValues(
        forRowAt indexPath: IndexPath, in tableView: UITableView, segueIdentifier: String?,
        destination: UIViewController
    ) -> SegueValues {
        asked.append("row \(indexPath.row)")
        return ["device": devices[indexPath.row]]
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if forwardsGenerically {
            _ = try? prepareContext(for: segue.destination, segueIdentifier: segue.identifier, sender: sender)
        } else {
            prepareContext(for: segue, sender: sender)
        }
    }

    /// A permission cell on screen at `item`.
    func showPermissionCell(at item: Int) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        permissionsCollectionView.addSubview(cell)
        permissionsCollectionView._stubShow(cell, at: IndexPath(item: item, section: 0))
        return cell
    }

    /// A device cell on screen at `row`.
    func showDeviceCell(at row: Int) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Device")
        devicesTable.addSubview(cell)
        devicesTable._stubShow(cell, at: IndexPath(row: row, section: 0))
        return cell
    }
}

/// A table view controller whose header holds a collection view of filters: its own rows go to
/// the row hook, the filters' cells to the named collection view's.
@MainActor
final class FilteredListViewController: PreparedTableViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    let filtersView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private(set) var asked: [String] = []

    override var segueSourceCollectionViews: [UICollectionView] { [filtersView] }

    override func segueValues(forRowAt indexPath: IndexPath, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        asked.append("own row \(indexPath.row)")
        return ["device": "row \(indexPath.row)"]
    }

    override func segueValues(
        forItemAt indexPath: IndexPath, in collectionView: UICollectionView, segueIdentifier: String?,
        destination: UIViewController
    ) -> SegueValues {
        asked.append("filter \(indexPath.item)")
        return ["permission": Permission(name: "filter \(indexPath.item)")]
    }
}

@MainActor
final class PermissionPopover: Screen {
    @Prepared var permission: Permission
}

@MainActor
final class DevicePopover: Screen {
    @Prepared var device: String
}

enum Provider: Equatable {
    case apple, google, amazon
}

/// Segue identifiers as SwiftGen generates them.
enum ShopSegue: String {
    case showApple, showGoogle, showAmazon
    case edit, add
}

/// A shop screen: each of its segues opens the same checkout for another provider, and an
/// edit and an add segue open the same form with a flag each.
@MainActor
final class ShopViewController: Screen {
    private(set) var produced: [String] = []

    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        var values = SegueValues()
        values.addLazily(
            forKey: "provider",
            bySegue: [
                "showApple": { self.note("apple", Provider.apple) },
                "showGoogle": { self.note("google", Provider.google) },
                "showAmazon": { self.note("amazon", Provider.amazon) },
            ])
        values.addLazily(forKey: "isEditing", bySegue: [ShopSegue.edit: { true }, ShopSegue.add: { false }])
        return values
    }

    func note(_ name: String, _ provider: Provider) -> Provider {
        produced.append(name)
        return provider
    }
}

@MainActor
final class CheckoutViewController: Screen {
    @Prepared var provider: Provider
}

@MainActor
final class ItemFormViewController: Screen {
    @Prepared var isEditing: Bool
}

/// A draft with its own editing context, made for the add segue only.
final class LibraryDraft {
    let context = DraftContext()
}

final class DraftContext {}

/// A library screen whose add segue makes one draft that feeds two slots of the form.
@MainActor
final class LibraryViewController: Screen {
    private(set) var draftsMade = 0
    var forgetsContext = false

    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        var values = SegueValues()
        values.addLazily(forKeys: ["draft", "editingContext"], onSegue: ShopSegue.add) { [self] in
            draftsMade += 1
            let draft = LibraryDraft()
            return forgetsContext ? ["draft": draft] : ["draft": draft, "editingContext": draft.context]
        }
        return values
    }
}

@MainActor
final class BookFormViewController: Screen {
    @Prepared var draft: LibraryDraft
    @Prepared var editingContext: DraftContext
}

/// A help screen whose buttons each open the help page their title names.
@MainActor
final class HelpButtonsViewController: Screen {
    override func segueValues(forControl control: UIControl, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        SegueValues(control: control, as: UIButton.self) { button in ["topic": button.currentTitle] }
    }
}

@MainActor
final class HelpPageViewController: Screen {
    @Prepared var topic: String
}

/// A sale screen whose highlight the presenter may clear with an explicit nil, and which
/// redraws it only when the segue delivered it.
@MainActor
final class HighlightViewController: Screen {
    @Prepared var highlight: String? = "old"
    private(set) var redrawn: [String?] = []

    override func contextDidArrive(_ report: PreparationReport) {
        if $highlight.wasDelivered(in: report) { redrawn.append(highlight) }
    }
}

@MainActor
final class EmbeddingViewController: Screen {
    @SegueDestination(segue: ShopSegue.showApple) var checkout: CheckoutViewController?
}

struct Subscription: Equatable {
    var plan: String
}

/// The nested model a subscription screen keeps its inputs in.
struct SubscriptionData {
    var subscription: Subscription?
    var renews = false
}

final class AccountViewModel {
    var user: String = "nobody"
}

/// A destination that keeps its inputs in a model it owns; each slot forwards in one line.
@MainActor
final class SubscriptionViewController: Screen {
    var data = SubscriptionData()
    let viewModel = AccountViewModel()
    @Prepared var subscription: Subscription
    @Prepared var user: String
    @Prepared var renews: Bool = false

    override func contextDidArrive(_ report: PreparationReport) {
        $subscription.forward(in: report, into: &data.subscription)
        $user.forward(in: report, into: &viewModel.user)
        $renews.forward(in: report, into: &data.renews)
    }
}

/// A list whose rows are selected through a closure the presenter passes in the literal.
@MainActor
final class PickerViewController: Screen {
    @Prepared var onSelect: ((Int) -> Void)?
}

@MainActor
@Suite("Handoff forms: named tables, tables of values, typed controls, generated identifiers")
struct HandoffGapTests {
    /// `source` with a segue `identifier` to a fresh `Destination`, and the one it showed.
    func segue<Destination: UIViewController>(
        from source: UIViewController, _ identifier: String, to make: @escaping () -> Destination
    ) -> () -> Destination? {
        var shown: Destination?
        source._stubSegueDestinations[identifier] = {
            let made = make()
            shown = made
            return made
        }
        return { shown }
    }

    @Test("A cell of a collection view the controller names delivers its item, and only that")
    func namedCollectionView() throws {
        let settings = PermissionsViewController()
        settings.loadViewIfNeeded()
        let shown = segue(from: settings, "showPermission", to: PermissionPopover.init)
        settings._stubTriggerSegue(withIdentifier: "showPermission", sender: settings.showPermissionCell(at: 1))
        let popover = try #require(shown())
        #expect(popover.permission == Permission(name: "microphone"))
        #expect(popover.$permission.delivery?.channel == .sender)
        #expect(settings.asked == ["item 1"])
        #expect(settings.options.log.entries.isEmpty)
        #expect(popover.options.log.entries.isEmpty)
    }

    @Test("A cell wrapped inside a named table finds its row through its view hierarchy")
    func namedTableView() throws {
        let settings = PermissionsViewController()
        settings.loadViewIfNeeded()
        let shown = segue(from: settings, "showDevice", to: DevicePopover.init)
        let popover = DevicePopover()
        settings.prepare(
            for: UIStoryboardSegue(identifier: "showDevice", source: settings, destination: popover),
            sender: settings.showDeviceCell(at: 1))
        #expect(popover.device == "iPad")
        #expect(popover.$device.delivery?.channel == .sender)
        #expect(settings.options.log.entries.isEmpty)
        settings._stubTriggerSegue(withIdentifier: "showDevice", sender: settings.showDeviceCell(at: 0))
        #expect(try #require(shown()).device == "iPhone")
        #expect(settings.asked == ["row 1", "row 0"])
    }

    @Test("A cell of a collection view the controller does not name, or no cell, is not an item")
    func unnamedCollectionView() throws {
        let settings = PermissionsViewController()
        settings.loadViewIfNeeded()
        let elsewhere = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let cell = UICollectionViewCell(frame: .zero)
        elsewhere.addSubview(cell)
        elsewhere._stubShow(cell, at: IndexPath(item: 0, section: 0))
        let shown = segue(from: settings, "showPermission", to: PermissionPopover.init)
        settings._stubTriggerSegue(withIdentifier: "showPermission", sender: cell)
        #expect(try #require(shown()).$permission.delivery == nil)
        settings._stubTriggerSegue(withIdentifier: "showPermission", sender: UIButton())
        #expect(settings.asked.isEmpty)
        #expect(settings.options.log.entries.map(\.error.code) == [.missingRequiredValue, .missingRequiredValue])
    }

    @Test("A plain view controller adopting SegueContext names its tables and gets the row and item hooks")
    func namedRowsForAdopters() throws {
        let settings = VendorPermissionsViewController()
        settings.loadViewIfNeeded()
        let popover = segue(from: settings, "showPermission", to: PermissionPopover.init)
        settings._stubTriggerSegue(withIdentifier: "showPermission", sender: settings.showPermissionCell(at: 1))
        let shown = try #require(popover())
        try #require(shown.$permission.isDelivered)
        #expect(shown.permission == Permission(name: "microphone"))
        #expect(shown.$permission.delivery?.channel == .sender)
        #expect(shown.options.log.entries.isEmpty)

        let device = segue(from: settings, "showDevice", to: DevicePopover.init)
        settings._stubTriggerSegue(withIdentifier: "showDevice", sender: settings.showDeviceCell(at: 0))
        let shownDevice = try #require(device())
        try #require(shownDevice.$device.isDelivered)
        #expect(shownDevice.device == "iPhone")
        #expect(settings.asked == ["item 1", "row 0"])
        #expect(settings.options.log.entries.isEmpty)
    }

    @Test("The generic entry point runs the same row stage, and values passed with the segue take precedence")
    func namedRowsThroughEveryEntryPoint() throws {
        let settings = VendorPermissionsViewController()
        settings.forwardsGenerically = true
        settings.loadViewIfNeeded()
        let device = segue(from: settings, "showDevice", to: DevicePopover.init)
        settings._stubTriggerSegue(withIdentifier: "showDevice", sender: settings.showDeviceCell(at: 1))
        let shown = try #require(device())
        try #require(shown.$device.isDelivered)
        #expect(shown.device == "iPad")
        #expect(shown.$device.delivery?.channel == .sender)

        let passed = segue(from: settings, "showDevice", to: DevicePopover.init)
        settings.performSegue(
            withIdentifier: "showDevice", context: ["device": "Mac"], sender: settings.showDeviceCell(at: 0))
        let passedDevice = try #require(passed())
        try #require(passedDevice.$device.isDelivered)
        #expect(passedDevice.device == "Mac", "the value passed with the segue wins over the row's")
        #expect(settings.asked == ["row 1", "row 0"])
        #expect(settings.options.log.entries.isEmpty)
    }

    @Test("Before its view loads, an adopter's named tables are not read, and its cells are no rows")
    func namedRowsBeforeTheViewLoads() {
        let settings = VendorPermissionsViewController()
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Device")
        let popover = DevicePopover()
        // The outlets are nil: reading segueSourceTableViews now would trap.
        let report = settings.prepareContext(
            for: UIStoryboardSegue(identifier: "showDevice", source: settings, destination: popover), sender: cell)
        #expect(!popover.$device.isDelivered)
        #expect(report.failures.map(\.code) == [.missingRequiredValue])
        #expect(settings.asked.isEmpty)
    }

    @Test("A table view controller's own rows go to its row hook, the cells of a view it names to the item hook")
    func tableControllerNamesAnotherView() throws {
        let list = FilteredListViewController()
        list.loadViewIfNeeded()
        let own = UITableViewCell(style: .default, reuseIdentifier: "Row")
        list.tableView.addSubview(own)
        list.tableView._stubShow(own, at: IndexPath(row: 2, section: 0))
        let device = DevicePopover()
        list.prepare(for: UIStoryboardSegue(identifier: "showDevice", source: list, destination: device), sender: own)
        try #require(device.$device.isDelivered)
        #expect(device.device == "row 2")

        let filter = UICollectionViewCell(frame: .zero)
        list.filtersView.addSubview(filter)
        list.filtersView._stubShow(filter, at: IndexPath(item: 1, section: 0))
        let permission = PermissionPopover()
        list.prepare(
            for: UIStoryboardSegue(identifier: "showPermission", source: list, destination: permission), sender: filter)
        try #require(permission.$permission.isDelivered)
        #expect(permission.permission == Permission(name: "filter 1"))
        #expect(permission.$permission.delivery?.channel == .sender)
        #expect(list.asked == ["own row 2", "filter 1"])
        #expect(list.options.log.entries.isEmpty)
    }

    @Test("A table of identifiers produces the value of the segue performed, and no other")
    func identifierTable() throws {
        let shop = ShopViewController()
        let checkout = segue(from: shop, "showGoogle", to: CheckoutViewController.init)
        shop.performSegue(withIdentifier: "showGoogle", sender: nil)
        #expect(try #require(checkout()).provider == .google)
        #expect(shop.produced == ["google"])
        #expect(shop.options.log.entries.isEmpty, "isEditing, for other segues, is no unknown key")

        let form = segue(from: shop, "edit", to: ItemFormViewController.init)
        shop.performSegue(withIdentifier: ShopSegue.edit, context: SegueValues())
        let edited = try #require(form())
        #expect(edited.isEditing)
        #expect(shop.produced == ["google"], "no provider is produced for a segue the table does not list")
        #expect(edited.options.log.entries.isEmpty)
    }

    @Test("An identifier listed twice in the table is ambiguous on that segue, never a trap")
    func identifierListedTwice() {
        var values = SegueValues()
        values.addLazily(
            forKey: "provider", bySegue: ["showApple": { Provider.apple }, "showApple": { Provider.amazon }])
        let checkout = CheckoutViewController()
        let report = Screen().prepareContext(
            for: UIStoryboardSegue(identifier: "showApple", source: Screen(), destination: checkout), sender: values)
        #expect(report.failures.map(\.code).contains(.ambiguousSource))
        #expect(checkout.$provider.delivery == nil)
    }

    @Test("One producer fills two slots from one draft, once, and only for its segue")
    func sharedProducer() throws {
        let library = LibraryViewController()
        let form = segue(from: library, "add", to: BookFormViewController.init)
        library.performSegue(withIdentifier: "add", sender: nil)
        let made = try #require(form())
        #expect(made.draft.context === made.editingContext)
        #expect(library.draftsMade == 1)
        #expect(library.options.log.entries.isEmpty)

        _ = segue(from: library, "showApple", to: CheckoutViewController.init)
        library.performSegue(withIdentifier: "showApple", context: ["provider": Provider.apple])
        #expect(library.draftsMade == 1, "no draft is made for another segue")
    }

    @Test("A key the shared producer does not return is not delivered, and says why")
    func sharedProducerMissingKey() throws {
        let library = LibraryViewController()
        library.forgetsContext = true
        let form = segue(from: library, "add", to: BookFormViewController.init)
        library.performSegue(withIdentifier: "add", sender: nil)
        let made = try #require(form())
        #expect(made.$draft.isDelivered)
        #expect(!made.$editingContext.isDelivered)
        let entry = try #require(library.options.log.entries.first)
        #expect(entry.error.code == .missingRequiredValue)
        #expect(entry.error.key == "editingContext")
        #expect(entry.error.description.contains("its producer returned no value under \"editingContext\""))
    }

    @Test("A typed control hook reads a button's title; another control is noted, and nothing is read from it")
    func typedControl() {
        let help = HelpButtonsViewController()
        let button = UIButton()
        button.setTitle("Billing", for: .normal)
        let page = HelpPageViewController()
        let report = help.prepareContext(
            for: UIStoryboardSegue(identifier: "showHelp", source: help, destination: page), sender: button)
        #expect(page.topic == "Billing")
        #expect(report.deliveries.map(\.key) == ["topic"])
        #expect(report.skipped.isEmpty && report.failures.isEmpty)

        let toggle = UIControl()
        let other = HelpPageViewController()
        let refused = help.prepareContext(
            for: UIStoryboardSegue(identifier: "showHelp", source: help, destination: other), sender: toggle)
        #expect(refused.skipped.map(\.key) == ["sender"])
        #expect(
            refused.skipped.first?.reason.contains(
                "sent by UIControl, but SegueValues(control:as:) reads only UIButton") == true)
        #expect(refused.failures.map(\.code) == [.missingRequiredValue])
        #expect(!other.$topic.isDelivered)
    }

    @Test("An explicit nil at the call site writes nil and counts as delivered, so a guarded contextDidArrive runs")
    func explicitNil() throws {
        let source = Screen()
        let shown = segue(from: source, "showSale", to: HighlightViewController.init)
        source.performSegue(withIdentifier: "showSale", context: ["highlight": nil])
        let sale = try #require(shown())
        #expect(sale.highlight == nil)
        #expect(sale.redrawn == [nil])
        #expect(sale.$highlight.delivery?.channel == .sender)

        let untouched = segue(from: source, "showSale", to: HighlightViewController.init)
        source.performSegue(withIdentifier: "showSale", context: SegueValues())
        let kept = try #require(untouched())
        #expect(kept.highlight == "old", "a key not passed leaves the slot alone")
        #expect(kept.redrawn.isEmpty)
    }

    @Test("Generated identifiers work for performSegue, addLazily, @SegueDestination and the storyboard factories")
    func generatedIdentifiers() throws {
        let embedding = EmbeddingViewController()
        let checkout = CheckoutViewController()
        var values = SegueValues()
        values.addLazily(forKey: "provider", onSegue: ShopSegue.showApple) { Provider.apple }
        embedding.prepareContext(
            for: UIStoryboardSegue(identifier: "showApple", source: embedding, destination: checkout), sender: values)
        #expect(embedding.checkout === checkout)
        #expect(checkout.provider == .apple)
        #expect(embedding.$checkout.segue == "showApple")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PreparedContext-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiled = folder.appendingPathComponent("Shop.storyboardc")
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        let info = ["UIViewControllerIdentifiersToNibNames": ["showApple": "Checkout"]]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            .write(to: compiled.appendingPathComponent("Info.plist"))
        UIStoryboard._stubScenes["Shop"] = ["showApple": { CheckoutViewController() }]
        let storyboard = PreparedStoryboard(name: "Shop", bundle: try #require(Bundle(path: folder.path)))
        let made = try storyboard.instantiate(
            CheckoutViewController.self, identifier: ShopSegue.showApple, context: ["provider": Provider.amazon])
        #expect(made.provider == .amazon)
        let created: CheckoutViewController = try storyboard.instantiate(
            identifier: ShopSegue.showApple, context: ["provider": Provider.google]
        ) { _ in CheckoutViewController() }
        #expect(created.provider == .google)
        let missing = try #require(throws: PreparationError.self) {
            try storyboard.instantiate(CheckoutViewController.self, identifier: ShopSegue.showAmazon)
        }
        #expect(missing.code == .sceneNotFound)
    }

    @Test("Slots forward into the destination's own model in one line each, with the type check and the report")
    func forwardIntoModel() throws {
        let source = Screen()
        let shown = segue(from: source, "showSubscription", to: SubscriptionViewController.init)
        source.performSegue(
            withIdentifier: "showSubscription", context: ["subscription": Subscription(plan: "pro"), "user": "ada"])
        let screen = try #require(shown())
        #expect(screen.data.subscription == Subscription(plan: "pro"))
        #expect(screen.viewModel.user == "ada")
        #expect(!screen.data.renews, "a slot that received nothing leaves the model alone")
        #expect(source.options.log.entries.isEmpty)

        let wrong = segue(from: source, "showSubscription", to: SubscriptionViewController.init)
        source.performSegue(withIdentifier: "showSubscription", context: ["subscription": "pro", "user": 7])
        let refused = try #require(wrong())
        #expect(refused.data.subscription == nil)
        #expect(refused.viewModel.user == "nobody")
        #expect(source.options.log.entries.map(\.error.code) == [.typeMismatch, .typeMismatch])
    }

    @Test("A closure with typed parameters goes in a values literal directly")
    func closureInLiteral() throws {
        let source = Screen()
        var chosen: [Int] = []
        let shown = segue(from: source, "pick", to: PickerViewController.init)
        source.performSegue(withIdentifier: "pick", context: ["onSelect": { (row: Int) in chosen.append(row) }])
        let picker = try #require(shown())
        let onSelect = try #require(picker.onSelect)
        onSelect(2)
        #expect(chosen == [2])
        #expect(source.options.log.entries.isEmpty)
    }
}
