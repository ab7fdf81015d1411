import Foundation
import Testing

@testable import ContextCheckCore

/// The ways into a navigation controller of `ContainerPaths.swift`: a variable set to the
/// navigation controller's top, the app's own accessor, `children.first` and `children[0]`;
/// what converts, on which storyboards, and what stays.
@Suite("Migration container paths")
struct MigrationContainersTests {
    typealias Idioms = MigrationIdiomsTests

    static func accessor(_ body: String, name: String = "contents") -> [String: String] {
        [
            "/app/Utilities.swift":
                "import UIKit\n\nextension UIViewController {\n    var \(name): UIViewController {\n        \(body)\n    }\n}\n"
        ]
    }

    static let recognised = [
        "if let navcon = self as? UINavigationController {\n return navcon.visibleViewController ?? navcon\n } else {\n return self\n }",
        "if let navcon = self as? UINavigationController {\n return navcon.topViewController ?? self\n }\n return self",
        "guard let n = self as? UINavigationController else { return self }\n return n.viewControllers.first ?? n",
        "return (self as? UINavigationController)?.visibleViewController ?? self",
        "get {\n return (self as? UINavigationController)?.topViewController ?? self\n }",
    ]

    static let contentsBody =
        "if segue.identifier == \"show\", let d = segue.destination.contents as? DetailViewController { d.item = name }"

    @Test(
        "The app's accessor for the navigation controller's root or self converts, wrapped or not",
        arguments: recognised)
    func accessorConverts(body: String) throws {
        for board in [try Idioms.direct(), try Idioms.navigation()] {
            let (text, plan) = Idioms.migrate(
                Idioms.source(Self.contentsBody), storyboard: board, more: Self.accessor(body))
            #expect(plan.statementsConverted == 1, "\(plan.notes)")
            #expect(Idioms.hands(plan, "item", from: "name"), "\(text ?? "")")
        }
    }

    @Test(
        "An accessor with another body, declared twice or not declared stays",
        arguments: [
            ("return children.last ?? self", ""),
            ("return presentedViewController ?? self", ""),
            ("if let n = self as? UINavigationController {\n return n.viewControllers.last ?? n\n }\n return self", ""),
            ("if let n = self as? UITabBarController {\n return n.children.first ?? n\n }\n return self", ""),
            ("return (self as? UINavigationController)?.topViewController ?? self", "struct Box { var contents = 1 }"),
            (
                "return (self as? UINavigationController)?.topViewController ?? self",
                "final class Other: UIViewController { func contents() {} }"
            ),
        ])
    func accessorStays(body: String, more: String) throws {
        var files = Self.accessor(body)
        if !more.isEmpty { files["/app/More.swift"] = "import UIKit\n" + more + "\n" }
        let (_, plan) = Idioms.migrate(
            Idioms.source(Self.contentsBody), storyboard: try Idioms.navigation(), more: files)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        let (_, undeclared) = Idioms.migrate(Idioms.source(Self.contentsBody), storyboard: try Idioms.navigation())
        #expect(undeclared.statementsConverted == 0)
    }

    static let variableBodies = [
        """
        var target = segue.destination
        if let navigation = target as? UINavigationController, let top = navigation.topViewController {
            target = top
        }
        switch target {
        case let d as DetailViewController:
            d.item = name
        default:
            break
        }
        """,
        """
        var target: UIViewController = segue.destination
        if let top = (target as? UINavigationController)?.visibleViewController {
            target = top
        }
        if segue.identifier == "show", let d = target as? DetailViewController {
            d.item = name
        }
        """,
    ]

    @Test(
        "A variable set to the navigation controller's top names the destination or its root", arguments: variableBodies
    )
    func variableConverts(body: String) throws {
        for board in [try Idioms.direct(), try Idioms.navigation()] {
            let (text, plan) = Idioms.migrate(Idioms.source(body), storyboard: board)
            #expect(plan.statementsConverted == 1, "\(plan.notes)")
            #expect(text?.contains("var target") == false, "\(text ?? "")")
        }
    }

    @Test(
        "A variable assigned again, passed inout or declared again stays",
        arguments: [
            "if sender is Int { target = UIViewController() }",
            "swap(&target, &other)",
            "if sender is Int { let target = UIViewController(); print(target) }",
        ])
    func variableReassigned(extra: String) throws {
        let body = Self.variableBodies[0].replacingOccurrences(
            of: "switch target", with: "var other = UIViewController()\nprint(other)\n\(extra)\nswitch target")
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.navigation())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
    }

    @Test(
        "The destination's first child converts only inside a navigation controller",
        arguments: [
            "if let d = segue.destination.children.first as? DetailViewController { d.item = name }",
            "if segue.destination.children.count > 0, let d = segue.destination.children[0] as? DetailViewController { d.item = name }",
            "if !segue.destination.children.isEmpty, let d = segue.destination.children[0] as? DetailViewController { d.item = name }",
            "let shown = segue.destination\nif let d = shown.children.first as? DetailViewController { d.item = name }",
        ])
    func firstChild(body: String) throws {
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.navigation())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        // A scene of the class itself: its first child is something else, the library delivers to it.
        let (_, direct) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(direct.statementsConverted == 0)
        #expect(direct.reasons["storyboard"] == 1, "\(direct.notes)")
    }

    @Test(
        "children[0] without a count test before it, or a count test alone, stays",
        arguments: [
            "if let d = segue.destination.children[0] as? DetailViewController { d.item = name }",
            "if let d = segue.destination.children[0] as? DetailViewController, segue.destination.children.count > 0 { d.item = name }",
            "if segue.destination.children.count > 0 { (segue.destination as? DetailViewController)?.item = name }",
            "if segue.destination.children.isEmpty, let d = segue.destination.children[0] as? DetailViewController { d.item = name }",
        ])
    func unguardedIndex(body: String) throws {
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.navigation())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
    }

    /// A segue to the destination inside a navigation controller and another to a scene of `other`.
    static func mixed(other: (String, String?), navigationClass: String? = nil) throws -> Storyboard {
        try Idioms.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("n", "navigationController", navigationClass),
                ("d", "viewController", "DetailViewController"), ("o", other.0, other.1), ("r", "viewController", nil),
            ],
            segues: [
                ("l", "show", "n", "presentation"), ("n", nil, "d", "relationship"), ("l", "other", "o", "show"),
                ("o", nil, "r", "relationship"),
            ])
    }

    @Test("A forced cast of the first child converts only where every segue of the branch reaches the class")
    func forcedCast() throws {
        let body = "let d = segue.destination.children.first as! DetailViewController\nd.item = name"
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.navigation())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        // The other segue reaches a navigation controller whose root is another class: the original traps.
        let (_, mixed) = Idioms.migrate(
            Idioms.source(body), storyboard: try Self.mixed(other: ("navigationController", nil)))
        #expect(mixed.statementsConverted == 0)
        #expect(mixed.notes.first?.message.contains("as!") == true, "\(mixed.notes)")
        // Inline, with no binding to prove it on, it stays.
        let inline = "(segue.destination.children.first as! DetailViewController).item = name"
        let (_, inlinePlan) = Idioms.migrate(Idioms.source(inline), storyboard: try Idioms.navigation())
        #expect(inlinePlan.statementsConverted == 0)
    }

    @Test("A tab bar, a scene that may hold children, an unwind and a destination that is a navigation controller stay")
    func hostileStoryboards() throws {
        let first = "if let d = segue.destination.children.first as? DetailViewController { d.item = name }"
        let (_, tab) = Idioms.migrate(
            Idioms.source(first), storyboard: try Self.mixed(other: ("tabBarController", nil)))
        #expect(tab.statementsConverted == 0, "\(tab.notes)")
        let holder = [
            "/app/Holder.swift":
                "import UIKit\nfinal class HolderViewController: UIViewController {\n    override func awakeFromNib() { addChild(UIViewController()) }\n}\n"
        ]
        let (_, holds) = Idioms.migrate(
            Idioms.source(first), storyboard: try Self.mixed(other: ("viewController", "HolderViewController")),
            more: holder)
        #expect(holds.statementsConverted == 0, "\(holds.notes)")
        let plain = ["/app/Holder.swift": "import UIKit\nfinal class HolderViewController: UIViewController {}\n"]
        let (_, plainPlan) = Idioms.migrate(
            Idioms.source(first), storyboard: try Self.mixed(other: ("viewController", "HolderViewController")),
            more: plain)
        #expect(plainPlan.statementsConverted == 1, "\(plainPlan.notes)")

        let unwinding = try Idioms.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("n", "navigationController", nil),
                ("d", "viewController", "DetailViewController"),
            ],
            segues: [("l", "show", "n", "presentation"), ("n", nil, "d", "relationship"), ("l", "back", "x", "unwind")])
        let (_, unwind) = Idioms.migrate(
            Idioms.source(Self.variableBodies[0]), storyboard: unwinding)
        #expect(unwind.statementsConverted == 0, "\(unwind.notes)")

        let navigationDetail = [
            "/app/Detail.swift":
                "import UIKit\nfinal class DetailViewController: UINavigationController {\n    var item: String?\n}\n"
        ]
        let (_, itself) = Idioms.migrate(
            Idioms.source(Self.variableBodies[0]), storyboard: try Idioms.direct(), more: navigationDetail)
        #expect(itself.statementsConverted == 0, "\(itself.notes)")
    }

    @Test(
        "A navigation controller of the app that declares what the cast reads, or the property, stays",
        arguments: [
            ("override var topViewController: UIViewController? { nil }", "storyboard"),
            ("override var children: [UIViewController] { [] }", "storyboard"),
            ("var item: String?", "conflict"),
        ])
    func navigationSubclass(member: String, reason: String) throws {
        let navigation = [
            "/app/Navigation.swift":
                "import UIKit\nfinal class AppNavigation: UINavigationController {\n    \(member)\n}\n"
        ]
        let board = try Idioms.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("n", "navigationController", "AppNavigation"),
                ("d", "viewController", "DetailViewController"),
            ],
            segues: [("l", "show", "n", "presentation"), ("n", nil, "d", "relationship")])
        let firstChild = "if let d = segue.destination.children.first as? DetailViewController { d.item = name }"
        for body in [Self.variableBodies[0], firstChild] {
            let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: board, more: navigation)
            #expect(plan.statementsConverted == 0, "\(plan.notes)")
            #expect(plan.reasons[reason] == 1, "\(plan.notes)")
        }
    }

    #if os(macOS) || os(Linux)
        static let fixture = MigrationTests.migrate.appendingPathComponent("Containers")

        @Test("The containers fixture type-checks against the UIKit stubs before and after the migration")
        func fixtureCompiles() throws {
            try MigrationTests.expectCompilesAndChecks(Self.fixture, statementsConverted: 6)
        }
    #endif
}
