import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

struct Account: Equatable {
    var name: String
}

enum SessionKey: ContextKey {
    typealias Value = String
}

/// A log per test, so entries can be asserted on.
@MainActor
func quietOptions(_ policy: MismatchPolicy = .log) -> PreparationOptions {
    PreparationOptions(policy: policy, log: MismatchLog(capacity: 50, sink: .none))
}

@MainActor
class Screen: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
}

@MainActor
final class Inbox: Screen {
    let prepCtxAccount = Account(name: "ada")
    let prepCtxTitle = "Inbox"
    static let toDetail = ContextRoutes<Inbox, Detail>(
        .value("prepCtxAccount", from: \.prepCtxAccount, to: \.$prepCtxAccount),
        .value("prepCtxTitle", from: \.prepCtxTitle, to: \.$prepCtxTitle)
    )
    static let toDetailInOneBody = ContextRoutes<Inbox, Detail> { inbox, detail, deliver in
        deliver("prepCtxAccount", inbox.prepCtxAccount, to: detail.$prepCtxAccount)
        deliver("prepCtxTitle", inbox.prepCtxTitle, to: detail.$prepCtxTitle)
    }

    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        identifier == "hooked" ? ["mail": "from the hook, sender \(sender ?? "none")"] : SegueValues()
    }
}

@MainActor
final class Detail: Screen {
    @Prepared var prepCtxAccount: Account
    @Prepared var prepCtxTitle: String?
    @Prepared var mail: String?
}

@MainActor
final class Editor: Screen {
    let prepCtxTitle = "Edited"
}

@MainActor
final class UnwindTarget: Screen {
    @Prepared var prepCtxTitle: String?
}

/// A navigation controller subclass that takes data itself, as real apps have.
@MainActor
final class AccountNavigationController: UINavigationController, SegueContext {
    var ambientContext = ContextValues()
    @Prepared var prepCtxAccount: Account?
}

/// A table view controller that adopts the protocol and forwards one call.
@MainActor
final class MailList: UITableViewController, SegueContext {
    var ambientContext = ContextValues()
    let prepCtxAccount = Account(name: "from table")
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareContext(for: segue, sender: sender)
    }
}

@MainActor
final class MailTable: PreparedTableViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var prepCtxAccount: Account
}

@MainActor
final class MailGrid: PreparedCollectionViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var prepCtxAccount: Account
    let prepCtxTitle = "Grid"
}

@MainActor
@Suite("UIKit adapters")
struct UIKitAdapterTests {
    @Test("A show segue into a navigation controller reaches its root and the container itself")
    func navigation() {
        let inbox = Inbox()
        let detail = Detail()
        let navigation = AccountNavigationController(rootViewController: detail)
        inbox.prepare(for: UIStoryboardSegue(identifier: "show", source: inbox, destination: navigation), sender: nil)
        #expect(detail.prepCtxAccount.name == "ada")
        #expect(navigation.prepCtxAccount?.name == "ada")
        #expect(inbox.options.log.entries.isEmpty)
    }

    @Test("A tab bar with three tabs, two inside navigation controllers, delivers to every tab")
    func tabBar() {
        let inbox = Inbox()
        let tabs = (0..<3).map { _ in Detail() }
        let tabBar = UITabBarController()
        tabBar.viewControllers = [
            UINavigationController(rootViewController: tabs[0]), tabs[1],
            UINavigationController(rootViewController: tabs[2]),
        ]
        let report = inbox.prepareContext(
            for: UIStoryboardSegue(identifier: "tabs", source: inbox, destination: tabBar), sender: nil)
        #expect(tabs.allSatisfy { $0.prepCtxAccount.name == "ada" && $0.prepCtxTitle == "Inbox" })
        #expect(
            report.destinationTypes == [
                "UITabBarController", "UINavigationController", "Detail", "Detail", "UINavigationController", "Detail",
            ])
        #expect(report.succeeded)
    }

    @Test("A split view delivers to every column, and a page view to its visible pages")
    func splitAndPages() {
        let inbox = Inbox()
        let primary = Detail()
        let secondary = Detail()
        let split = UISplitViewController()
        split.viewControllers = [primary, UINavigationController(rootViewController: secondary)]
        inbox.prepare(for: UIStoryboardSegue(identifier: "split", source: inbox, destination: split), sender: nil)
        #expect(primary.prepCtxTitle == "Inbox" && secondary.prepCtxTitle == "Inbox")

        let pages = UIPageViewController()
        let page = Detail()
        pages.setViewControllers([page], direction: .forward, animated: false)
        inbox.prepare(for: UIStoryboardSegue(identifier: "pages", source: inbox, destination: pages), sender: nil)
        #expect(page.prepCtxAccount.name == "ada")
    }

    @Test("An embed segue delivers into the child before its view loads")
    func embed() {
        let inbox = Inbox()
        let child = Detail()
        let report = inbox.prepareContext(
            for: UIStoryboardSegue(identifier: "embed", source: inbox, destination: child), sender: nil)
        inbox.addChild(child)
        child.loadViewIfNeeded()
        #expect(child.prepCtxTitle == "Inbox")
        #expect(report.warnings.isEmpty)
        #expect(inbox.options.log.entries.isEmpty)
    }

    @Test("performSegue(withIdentifier:context:) carries a value that beats the source's properties")
    func senderCarried() throws {
        let inbox = Inbox()
        var detail: Detail?
        inbox._stubSegueDestinations["showMail"] = {
            let made = Detail()
            detail = made
            return made
        }
        inbox.performSegue(
            withIdentifier: "showMail", context: ["mail": "Hello", "prepCtxTitle": "Mail"], sender: "cell")
        let shown = try #require(detail)
        #expect(shown.mail == "Hello")
        #expect(shown.prepCtxTitle == "Mail")
        #expect(shown.prepCtxAccount.name == "ada")
        #expect(shown.$mail.delivery?.channel == .sender)
        #expect(shown.isViewLoaded)
    }

    @Test("Routes declared in a main-actor controller apply on the main actor")
    func declaredRoutes() {
        let detail = Detail()
        Inbox.toDetail.apply(from: Inbox(), to: detail)
        #expect(detail.prepCtxAccount.name == "ada")
        #expect(detail.prepCtxTitle == "Inbox")
        let other = Detail()
        Inbox.toDetailInOneBody.apply(from: Inbox(), to: other)
        #expect(other.prepCtxAccount.name == "ada")
        #expect(other.$prepCtxTitle.delivery == detail.$prepCtxTitle.delivery)
    }

    @Test("A subclass's per-segue hook is called by the base class")
    func hookOverride() {
        let inbox = Inbox()
        let detail = Detail()
        inbox.prepare(for: UIStoryboardSegue(identifier: "hooked", source: inbox, destination: detail), sender: 3)
        #expect(detail.mail == "from the hook, sender 3")
        #expect(detail.$mail.delivery?.channel == .segueHook)
    }

    @Test("An unwind delivers back into the controller that owns the unwind action")
    func unwind() {
        let target = UnwindTarget()
        let navigation = UINavigationController(rootViewController: target)
        let editor = Editor()
        navigation.pushViewController(editor, animated: true)
        target.loadViewIfNeeded()
        let report = editor.prepareContext(
            for: UIStoryboardSegue(identifier: "unwind", source: editor, destination: target), sender: nil)
        #expect(target.prepCtxTitle == "Edited")
        #expect(report.warnings.isEmpty)

        let presenter = UnwindTarget()
        presenter.loadViewIfNeeded()
        let modal = Editor()
        presenter.present(modal, animated: true)
        modal.prepare(
            for: UIStoryboardSegue(identifier: "unwindModal", source: modal, destination: presenter), sender: nil)
        #expect(presenter.prepCtxTitle == "Edited")
        #expect(modal.options.log.entries.isEmpty)
    }

    @Test("Values reaching a controller whose view has loaded are reported as late")
    func lateDelivery() {
        let inbox = Inbox()
        let detail = Detail()
        detail.loadViewIfNeeded()
        let report = inbox.prepareContext(
            for: UIStoryboardSegue(identifier: "late", source: inbox, destination: detail), sender: nil)
        #expect(report.warnings.map(\.key) == ["prepCtxAccount", "prepCtxTitle"])
        #expect(inbox.options.log.entries.map(\.error.code).allSatisfy { $0 == .lateDelivery })
        #expect(detail.prepCtxTitle == "Inbox")
    }

    @Test("Required values still empty when the view loads land in the log, without a crash")
    func missingAtLoad() {
        let detail = Detail()
        detail.loadViewIfNeeded()
        #expect(detail.options.log.entries.map(\.error.key) == ["prepCtxAccount"])
        #expect(detail.options.log.entries.first?.error.code == .missingRequiredValue)
    }

    @Test("A table view controller adopting SegueContext forwards one call")
    func tableViewController() {
        let list = MailList()
        let detail = Detail()
        list.prepare(for: UIStoryboardSegue(identifier: "show", source: list, destination: detail), sender: nil)
        #expect(detail.prepCtxAccount.name == "from table")
    }

    @Test("The table and collection view base classes prepare, and report missing values at load")
    func siblingBaseClasses() {
        let table = MailTable()
        let grid = MailGrid()
        Inbox().prepare(for: UIStoryboardSegue(identifier: "table", source: Inbox(), destination: table), sender: nil)
        table.loadViewIfNeeded()
        #expect(table.prepCtxAccount.name == "ada")
        #expect(table.options.log.entries.isEmpty)
        grid.loadViewIfNeeded()
        #expect(grid.options.log.entries.map(\.error.code) == [.missingRequiredValue])
        let detail = Detail()
        grid.prepare(for: UIStoryboardSegue(identifier: "grid", source: grid, destination: detail), sender: nil)
        #expect(detail.prepCtxTitle == "Grid")
    }

    @Test("A tab bar without tabs delivers to the container only")
    func emptyTabBar() {
        let report = Inbox().prepareContext(
            for: UIStoryboardSegue(identifier: "t", source: Inbox(), destination: UITabBarController()), sender: nil)
        #expect(report.destinationTypes == ["UITabBarController"])
    }

    @Test("Ambient values flow through a navigation controller into its root")
    func ambient() {
        let inbox = Inbox()
        inbox.ambientContext[SessionKey.self] = "s-1"
        let detail = Detail()
        inbox.prepare(
            for: UIStoryboardSegue(
                identifier: "show", source: inbox, destination: UINavigationController(rootViewController: detail)),
            sender: nil)
        #expect(detail.ambientContext[SessionKey.self] == "s-1")
    }
}

@MainActor
@Suite("UIKit storyboard factory")
struct UIKitStoryboardTests {
    /// A bundle folder holding `Main.storyboardc/Info.plist` with the given identifiers.
    func bundle(identifiers: [String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PreparedContext-\(UUID().uuidString)")
        let compiled = folder.appendingPathComponent("Main.storyboardc")
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        let table = Dictionary(uniqueKeysWithValues: identifiers.map { ($0, $0) })
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["UIViewControllerIdentifiersToNibNames": table], format: .xml, options: 0)
        try data.write(to: compiled.appendingPathComponent("Info.plist"))
        return try #require(Bundle(path: folder.path))
    }

    init() {
        UIStoryboard._stubScenes["Main"] = ["Detail": { Detail() }, "Inbox": { Inbox() }]
    }

    @Test("A compiled storyboard's Info-8.0+.plist is read before its Info.plist, as UIKit reads them")
    func versionedInfoFirst() throws {
        let folder = try bundle(identifiers: ["Inbox"]).bundleURL
        let table = ["Detail": "Detail", "Inbox": "Inbox"]
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["UIViewControllerIdentifiersToNibNames": table], format: .xml, options: 0)
        try data.write(to: folder.appendingPathComponent("Main.storyboardc/Info-8.0+.plist"))
        let storyboard = PreparedStoryboard(name: "Main", bundle: try #require(Bundle(path: folder.path)))
        let detail = try storyboard.instantiate(
            Detail.self, identifier: "Detail", context: ["mail": "Hi"], from: Inbox())
        #expect(detail.mail == "Hi")
    }

    @Test("A known scene is instantiated with its context applied")
    func success() throws {
        let storyboard = PreparedStoryboard(name: "Main", bundle: try bundle(identifiers: ["Detail", "Inbox"]))
        let detail = try storyboard.instantiate(
            Detail.self, identifier: "Detail", context: ["mail": "Hi"], from: Inbox())
        #expect(detail.mail == "Hi")
        #expect(detail.prepCtxAccount.name == "ada")
    }

    @Test("An unknown identifier is a typed error, and UIKit is never asked")
    func unknownIdentifier() throws {
        let storyboard = PreparedStoryboard(name: "Main", bundle: try bundle(identifiers: ["Detail"]))
        let error = try #require(throws: PreparationError.self) {
            try storyboard.instantiate(Detail.self, identifier: "Missing")
        }
        #expect(error.code == .sceneNotFound)
        #expect(
            error.description
                == "No scene with identifier 'Missing' in storyboard 'Main'. To fix, set the scene's Storyboard ID in Interface Builder, or correct the identifier."
        )
    }

    @Test("A scene of another class is a typed error")
    func wrongClass() throws {
        let storyboard = PreparedStoryboard(name: "Main", bundle: try bundle(identifiers: ["Detail", "Inbox"]))
        let error = try #require(throws: PreparationError.self) {
            try storyboard.instantiate(Detail.self, identifier: "Inbox")
        }
        #expect(error.code == .wrongControllerClass)
        #expect(error.expectedType == "Detail")
        #expect(error.actualType == "Inbox")
    }

    @Test("A storyboard missing from the bundle is a typed error")
    func missingStoryboard() throws {
        let storyboard = PreparedStoryboard(name: "Other", bundle: try bundle(identifiers: ["Detail"]))
        let error = try #require(throws: PreparationError.self) {
            try storyboard.instantiate(Detail.self, identifier: "Detail")
        }
        #expect(error.code == .sceneNotFound)
        #expect(error.detail?.contains("no compiled storyboard 'Other.storyboardc'") == true)
    }

    @Test("The creator route runs your initializer, then applies context")
    func creator() throws {
        let storyboard = PreparedStoryboard(name: "Main", bundle: try bundle(identifiers: ["Detail"]))
        let detail: Detail = try storyboard.instantiate(
            identifier: "Detail", context: ["prepCtxAccount": Account(name: "made")]
        ) { _ in Detail() }
        #expect(detail.prepCtxAccount.name == "made")
    }
}
