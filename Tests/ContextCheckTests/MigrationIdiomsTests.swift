import Foundation
import Testing

@testable import ContextCheckCore

/// Each idiom of `context-check migrate`, alone and combined, and the cases it must refuse,
/// on small in-memory apps.
@Suite("Migration idioms")
struct MigrationIdiomsTests {
    /// A storyboard whose scenes are `(id, element, class)` and whose segues are
    /// `(source id, identifier, destination id, kind)`; relationship segues make containers.
    static func storyboard(
        scenes: [(String, String, String?)], segues: [(String, String?, String, String)]
    ) throws -> Storyboard {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch"
        xml += ".Storyboard.XIB\" version=\"3.0\">\n<scenes>\n"
        for (id, element, name) in scenes {
            let custom = name.map { " customClass=\"\($0)\"" } ?? ""
            xml +=
                "<scene sceneID=\"s\(id)\"><objects><\(element) id=\"\(id)\"\(custom) sceneMemberID=\"viewController\">"
            xml += "<connections>"
            for (source, identifier, destination, kind) in segues where source == id {
                let identifierText = identifier.map { " identifier=\"\($0)\"" } ?? ""
                let relationship = kind == "relationship" ? " relationship=\"rootViewController\"" : ""
                xml +=
                    "<segue destination=\"\(destination)\" kind=\"\(kind)\"\(identifierText)\(relationship) id=\"g\(UUID().uuidString.prefix(8))\"/>"
            }
            xml += "</connections></\(element)></objects></scene>\n"
        }
        xml += "</scenes>\n</document>\n"
        return try StoryboardReader.read(data: Data(xml.utf8), path: "/app/Main.storyboard")
    }

    static let destinations = """
        final class DetailViewController: UIViewController {
            var item: String?
            var count: Int = 0
        }
        """

    /// Whether the plan hands `key` to DetailViewController: an entry, a lazy value or an `add`
    /// in the hook, or a key on the slot naming the presenter's property `property`.
    static func hands(_ plan: MigrationPlan, _ key: String, from property: String) -> Bool {
        let source = plan.changedFiles()["/app/Source.swift"] ?? ""
        let detail = plan.changedFiles()["/app/Detail.swift"] ?? ""
        return source.contains("forKey: \"\(key)\"") || source.contains("\"\(key)\": ")
            || detail.contains("@Prepared(key: \"\(property)\") var \(key)")
    }

    /// The source file's new text and the notes.
    static func migrate(_ source: String, storyboard: Storyboard, more: [String: String] = [:])
        -> (text: String?, plan: MigrationPlan)
    {
        var sources = ["/app/Source.swift": source, "/app/Detail.swift": destinations]
        sources.merge(more) { $1 }
        // Partial conversions are tested as such, even where the handoff grows (see NeverLongerTests).
        let plan = MigrationPlanner(partialBranches: .always).plan(sources: sources, storyboards: [storyboard])
        return (plan.changedFiles()["/app/Source.swift"], plan)
    }

    static func source(_ body: String, base: String = "UIViewController", members: String = "") -> String {
        """
        import UIKit

        final class ListViewController: \(base) {
            var name = "a"
            var total = 2
        \(members)
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        \(body)
            }
        }
        """
    }

    static func direct(_ identifiers: [String?] = ["show"]) throws -> Storyboard {
        try storyboard(
            scenes: [("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController")],
            segues: identifiers.map { ("l", $0, "d", "show") })
    }

    static func navigation(_ identifier: String = "show") throws -> Storyboard {
        try storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("n", "navigationController", nil),
                ("d", "viewController", "DetailViewController"),
            ],
            segues: [("l", identifier, "n", "presentation"), ("n", nil, "d", "relationship")])
    }

    @Test(
        "Identifier tests in every spelling convert",
        arguments: [
            "if segue.identifier == \"show\" { (segue.destination as! DetailViewController).item = name }",
            "if \"show\" == segue.identifier, let d = segue.destination as? DetailViewController { d.item = name }",
            "switch segue.identifier {\ncase \"show\":\n let d = segue.destination as! DetailViewController\n d.item = name\ndefault: break\n}",
            "guard segue.identifier == \"show\" else { return }\nlet d = segue.destination as! DetailViewController\nd.item = name",
            "guard let id = segue.identifier else { return }\nif id == \"show\" { (segue.destination as? DetailViewController)?.item = name }",
            "if segue.identifier == \"show\" || segue.identifier == \"other\" { (segue.destination as! DetailViewController).item = name }",
        ])
    func identifierSpellings(body: String) throws {
        let (text, plan) = Self.migrate(Self.source(body), storyboard: try Self.direct(["show", "other"]))
        let migrated = try #require(text)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(Self.hands(plan, "item", from: "name"), "\(migrated)")
        #expect(!migrated.contains("func prepare"))
        #expect(migrated.contains("final class ListViewController: PreparedViewController"))
    }

    @Test(
        "Each way into a navigation controller converts when the storyboard wraps the destination in one",
        arguments: [
            "((segue.destination as? UINavigationController)?.topViewController as? DetailViewController)?.item = name",
            "let n = segue.destination as! UINavigationController\nlet d = n.viewControllers.first as! DetailViewController\nd.item = name",
            "if let n = segue.destination as? UINavigationController, let d = n.children.first as? DetailViewController { d.item = name }",
        ])
    func navigation(body: String) throws {
        let wrapped = "if segue.identifier == \"show\" {\n\(body)\n}"
        let (text, plan) = Self.migrate(Self.source(wrapped), storyboard: try Self.navigation())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(Self.hands(plan, "item", from: "name"), "\(text ?? "")")
        // The same cast against a storyboard without the navigation controller is refused.
        let (_, direct) = Self.migrate(Self.source(wrapped), storyboard: try Self.direct())
        #expect(direct.statementsConverted == 0)
        #expect(direct.notes.map(\.kind) == ["storyboard"])
    }

    @Test(
        "A cast with no identifier test converts for every segue of the controller, and is refused when one is an unwind"
    )
    func castOnly() throws {
        let body = "if let d = segue.destination as? DetailViewController { d.count = total }"
        let (text, plan) = Self.migrate(Self.source(body), storyboard: try Self.direct(["a", nil]))
        #expect(plan.statementsConverted == 1)
        #expect(Self.hands(plan, "count", from: "total"), "\(text ?? "")")
        let unwinding = try Self.storyboard(
            scenes: [("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController")],
            segues: [("l", "a", "d", "show"), ("l", "back", "d", "unwind")])
        let (_, refused) = Self.migrate(Self.source(body), storyboard: unwinding)
        #expect(refused.statementsConverted == 0)
        #expect(refused.notes.map(\.kind) == ["storyboard"])
    }

    @Test("Identifier constants convert when the sources declare them as string literals or String enum cases")
    func constants() throws {
        let constants = [
            "/app/Segues.swift": """
            enum Segue {
                static let show = "show"
                static let computed = String(42)
            }
            enum SegueIdentifier: String {
                case other, renamed = "show"
            }
            """
        ]
        for test in ["Segue.show", "SegueIdentifier.renamed.rawValue"] {
            let body = "if segue.identifier == \(test) { (segue.destination as! DetailViewController).item = name }"
            let (text, plan) = Self.migrate(Self.source(body), storyboard: try Self.direct(), more: constants)
            #expect(plan.statementsConverted == 1, "\(test): \(plan.notes)")
            #expect(Self.hands(plan, "item", from: "name"), "\(text ?? "")")
        }
        let body =
            "switch segue.identifier {\ncase Segue.computed: (segue.destination as! DetailViewController).item = name\ndefault: break\n}"
        let (text, plan) = Self.migrate(Self.source(body), storyboard: try Self.direct(), more: constants)
        #expect(text == nil)
        #expect(plan.notes.map(\.kind) == ["identifier"])
    }

    @Test("A guard that binds a value keeps the statements after it under its condition")
    func guardBinding() throws {
        let body = """
            guard let d = segue.destination as? DetailViewController else { return }
            guard let first = names.first else { return }
            d.count = total
            d.item = first
            """
        let (text, plan) = Self.migrate(
            Self.source(body, members: "    var names: [String] = []"), storyboard: try Self.direct())
        #expect(plan.statementsConverted == 2, "\(plan.notes)")
        let migrated = try #require(text)
        #expect(
            migrated.contains(
                """
                        if destination is DetailViewController, let first = names.first {
                            values.add(total, forKey: "count")
                            values.add(first as String?, forKey: "item")
                        }
                """))
    }

    @Test("Blocks under one header are written as one block, unless the first declares a name the next would see")
    func blocksOfOneHeader() throws {
        let merged = """
            if let d = segue.destination as? DetailViewController {
                d.count = total
                if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
                    d.item = names[indexPath.row]
                }
            }
            """
        let members = "    var names: [String] = []"
        let (text, plan) = Self.migrate(
            Self.source(merged, base: "UITableViewController", members: members), storyboard: try Self.direct())
        #expect(plan.statementsConverted == 2, "\(plan.notes)")
        #expect(text?.components(separatedBy: "if destination is DetailViewController").count == 2, "\(text ?? "")")
        // `count` reads the presenter's `total`; the first block's own `total` would hide it.
        let declaring = """
            if let d = segue.destination as? DetailViewController {
                let cell = sender as! UITableViewCell
                let total = tableView.indexPath(for: cell)!.row
                d.item = names[total]
                if let first = names.first {
                    d.count = self.total + first.count
                }
            }
            """
        let (kept, keptPlan) = Self.migrate(
            Self.source(declaring, base: "UITableViewController", members: members), storyboard: try Self.direct())
        #expect(keptPlan.statementsConverted == 2, "\(keptPlan.notes)")
        #expect(kept?.components(separatedBy: "if destination is DetailViewController").count == 3, "\(kept ?? "")")
    }

    @Test("Row idioms: a cell sender and its index path bind in one condition list")
    func rowFromCell() throws {
        let body = """
            if let d = segue.destination as? DetailViewController {
                if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
                    d.item = names[indexPath.row]
                }
            }
            """
        let (text, plan) = Self.migrate(
            Self.source(body, base: "UITableViewController", members: "    var names: [String] = []"),
            storyboard: try Self.direct())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        // The conditions join the destination's test while the line stays within 120 columns.
        #expect(
            text?.contains("if destination is DetailViewController, let cell = sender as? UITableViewCell {") == true)
        #expect(text?.contains("    if let indexPath = tableView.indexPath(for: cell) {") == true)
        #expect(text?.contains("PreparedTableViewController") == true)
    }

    @Test(
        "What would change which segues a statement runs for stays: fallthrough, a fallback identifier, the hook's names",
        arguments: [
            "switch segue.identifier {\ncase \"other\":\n total += 1\n fallthrough\ncase \"show\":\n (segue.destination as! DetailViewController).item = name\ndefault: break\n}",
            "switch segue.identifier ?? \"show\" {\ncase \"show\": (segue.destination as! DetailViewController).item = name\ndefault: break\n}",
            "if segue.identifier == \"show\" { (segue.destination as! DetailViewController).item = identifier }",
        ])
    func unchangedSegues(body: String) throws {
        let (text, plan) = Self.migrate(
            Self.source(body, members: "    var identifier: String? = \"mine\""),
            storyboard: try Self.direct(["show", "other"]))
        #expect(text == nil)
        #expect(plan.statementsConverted == 0)
    }

    @Test("A property a subclass overrides with observers, and one destination kept from two branches, stay")
    func overridesAndTwoCaptures() throws {
        let body = "if segue.identifier == \"show\" { (segue.destination as! DetailViewController).item = name }"
        let subclass = [
            "/app/Special.swift":
                "final class SpecialDetailViewController: DetailViewController {\n    override var item: String? {\n        didSet { print(1) }\n    }\n}"
        ]
        let (text, plan) = Self.migrate(Self.source(body), storyboard: try Self.direct(), more: subclass)
        #expect(text == nil)
        #expect(plan.notes.map(\.kind) == ["destination-property"])
        let twice = """
            switch segue.identifier {
            case "show": kept = segue.destination as? DetailViewController
            case "other": kept = segue.destination as? DetailViewController
            default: break
            }
            """
        let (again, second) = Self.migrate(
            Self.source(twice, members: "    weak var kept: DetailViewController?"),
            storyboard: try Self.direct(["show", "other"]))
        #expect(again == nil)
        #expect(second.notes.map(\.kind) == ["condition", "condition"])
    }

    @Test("An AppKit presenter with an NSStoryboardSegue converts to PreparedViewController the same way")
    func appKit() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
            <scenes>
            <scene sceneID="a"><objects><viewController id="l" customClass="ListViewController" sceneMemberID="viewController">
            <connections><segue destination="d" kind="show" identifier="show" id="g1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="b"><objects><viewController id="d" customClass="DetailViewController" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes>
            </document>
            """
        let board = try StoryboardReader.read(data: Data(xml.utf8), path: "/app/Main.storyboard")
        let source = """
            import AppKit

            final class ListViewController: NSViewController {
                var name = "a"

                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    if segue.identifier == "show", let detail = segue.destinationController as? DetailViewController {
                        detail.item = name
                    }
                }
            }
            """
        let (text, plan) = Self.migrate(source, storyboard: board)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        let migrated = try #require(text)
        #expect(migrated.contains("final class ListViewController: PreparedViewController"))
        #expect(Self.hands(plan, "item", from: "name"), "\(migrated)")
        #expect(!migrated.contains("func prepare"))
    }

    @Test("A callback closure converts when it names nothing local; one that reads the destination stays")
    func closures() throws {
        let callbacks = [
            "/app/Detail.swift": """
            final class DetailViewController: UIViewController {
                var onDone: (() -> Void)?
                var onClose: (() -> Void)?
            }
            """
        ]
        let body = """
            if segue.identifier == "show" {
                let d = segue.destination as! DetailViewController
                d.onDone = { [weak self] in self?.total += 1 }
                d.onClose = { d.dismiss(animated: true) }
            }
            """
        let (text, plan) = Self.migrate(Self.source(body), storyboard: try Self.direct(), more: callbacks)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(
            text?.contains("values.add({ [weak self] in self?.total += 1 } as (() -> Void)?, forKey: \"onDone\")")
                == true)
        #expect(text?.contains("d.onClose = { d.dismiss(animated: true) }") == true)
    }

    @Test("Without a storyboard segue of that identifier from the controller, nothing converts")
    func noSegue() throws {
        let body = "if segue.identifier == \"missing\" { (segue.destination as! DetailViewController).item = name }"
        let (text, plan) = Self.migrate(Self.source(body), storyboard: try Self.direct())
        #expect(text == nil)
        #expect(plan.notes.first?.message.contains("no storyboard segue from 'ListViewController'") == true)
    }

    @Test("Another presenter with a property of the slot's name refuses the slot: it would receive that property")
    func conflictingPresenter() throws {
        let board = try Self.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("o", "viewController", "OtherViewController"),
                ("d", "viewController", "DetailViewController"),
            ],
            segues: [("l", "show", "d", "show"), ("o", "open", "d", "show")])
        let other = "final class OtherViewController: PreparedViewController {\n    @Prepared var item: String?\n}"
        let body = "if segue.identifier == \"show\" { (segue.destination as! DetailViewController).item = name }"
        // The key of its own the slot would take is spelled elsewhere (MigrationKeysTests: free, it converts).
        let (text, plan) = Self.migrate(
            Self.source(body), storyboard: board,
            more: ["/app/Other.swift": other, "/app/Taken.swift": "// detailItem\n"])
        #expect(text == nil)
        #expect(plan.notes.map(\.kind) == ["conflict"])
    }

    @Test("A value that reads the destination stays; a literal, the sender and self convert")
    func values() throws {
        let body = """
            if segue.identifier == "show" {
                let d = segue.destination as! DetailViewController
                d.item = sender as? String
                d.count = 3
                d.item = name.uppercased() + (d.item ?? "")
            }
            """
        let (text, plan) = Self.migrate(Self.source(body), storyboard: try Self.direct())
        #expect(plan.statementsConverted == 2)
        #expect(plan.notes.map(\.kind) == ["side-effect"])
        let migrated = try #require(text)
        #expect(migrated.contains("[\"item\": sender as? String, \"count\": 3]"), "\(migrated)")
        #expect(migrated.contains("d.item = name.uppercased() + (d.item ?? \"\")"))
        #expect(migrated.contains("super.prepare(for: segue, sender: sender)"))
    }

    @Test(
        "A statement that stays before an assignment moves the delivery after it; one on each side keeps the assignment in place"
    )
    func order() throws {
        let before = """
            if segue.identifier == "show" {
                total += 1
                (segue.destination as! DetailViewController).count = total
            }
            """
        let (moved, first) = Self.migrate(Self.source(before), storyboard: try Self.direct())
        let text = try #require(moved)
        #expect(first.statementsConverted == 1)
        let increment = try #require(text.range(of: "total += 1"))
        let call = try #require(text.range(of: "super.prepare(for: segue, sender: sender)"))
        #expect(increment.upperBound < call.lowerBound, "\(text)")
        let both = """
            if segue.identifier == "show" {
                total += 1
                (segue.destination as! DetailViewController).count = total
                total += 1
            }
            """
        let (unchanged, plan) = Self.migrate(Self.source(both), storyboard: try Self.direct())
        #expect(unchanged == nil)
        #expect(plan.notes.map(\.kind).sorted() == ["order", "side-effect", "side-effect"])
    }

    @Test("A presenter on another module's class in an app that uses the library, or implementing offeredValues, stays")
    func sourceClass() throws {
        let body = "if segue.identifier == \"show\" { (segue.destination as! DetailViewController).item = name }"
        // Without the import, it adopts SegueContext (MigrationExternalBasesTests).
        let (text, plan) = Self.migrate(
            Self.source(body, base: "VendorViewController"), storyboard: try Self.direct(),
            more: ["/app/Uses.swift": "import PreparedContext\n"])
        #expect(text == nil)
        #expect(plan.notes.map(\.kind) == ["source-class"])
        let hook =
            "override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) "
            + "-> SegueValues { [:] }"
        let (again, second) = Self.migrate(
            Self.source(
                "super.prepare(for: segue, sender: sender)\n" + body, base: "PreparedViewController", members: hook),
            storyboard: try Self.direct())
        #expect(again == nil)
        #expect(second.notes.map(\.kind) == ["source-class"])
    }

    @Test("A presenter whose superclass is the app's own adopts SegueContext and delivers after its super call")
    func adoptsSegueContext() throws {
        let body = """
            super.prepare(for: segue, sender: sender)
            if segue.identifier == "show" { (segue.destination as! DetailViewController).item = name }
            """
        let base = ["/app/Base.swift": "class BaseViewController: UIViewController {}"]
        let (text, plan) = Self.migrate(
            Self.source(body, base: "BaseViewController"), storyboard: try Self.direct(), more: base)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        let migrated = try #require(text)
        #expect(migrated.contains("final class ListViewController: BaseViewController, SegueContext {"))
        #expect(migrated.contains("var ambientContext = ContextValues()"))
        #expect(
            migrated.contains(
                "super.prepare(for: segue, sender: sender)\n        prepareContext(for: segue, sender: sender)\n"))
        #expect(Self.hands(plan, "item", from: "name"), "\(migrated)")
        #expect(!migrated.contains("override func offeredValues"))
        // The superclass converted in the same run would have its hook hidden by this one's.
        let converting = [
            "/app/Base.swift": """
            class BaseViewController: UIViewController {
                var total = 1
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "show" { (segue.destination as! DetailViewController).count = total }
                }
            }
            """
        ]
        let (_, both) = Self.migrate(
            Self.source(body, base: "BaseViewController"), storyboard: try Self.direct(), more: converting)
        #expect(both.notes.map(\.kind).contains("source-class"))
        #expect(both.changedFiles()["/app/Source.swift"] == nil)
    }

    @Test("A super call inside a branch, or a prepare of a presenter that takes part without calling super, stays")
    func superCalls() throws {
        let body = "(segue.destination as? DetailViewController)?.item = name"
        let (text, plan) = Self.migrate(
            Self.source(body, base: "PreparedViewController"), storyboard: try Self.direct())
        #expect(text == nil)
        #expect(plan.notes.map(\.message).first?.contains("never calls super") == true)
    }
}
