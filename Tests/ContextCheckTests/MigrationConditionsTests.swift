import Foundation
import Testing

@testable import ContextCheckCore

/// The condition shapes of `ConditionForms.swift`: parenthesised `switch` subjects, class tests
/// without a binding, and `guard`s whose `else` stops the app; what converts, what stays and
/// what the note says.
@Suite("Migration conditions")
struct MigrationConditionsTests {
    typealias Idioms = MigrationIdiomsTests

    @Test(
        "A parenthesised switch subject is the identifier",
        arguments: [
            "switch (segue.identifier ?? \"\") {\ncase \"show\":\n (segue.destination as! DetailViewController).item = name\ndefault: break\n}",
            "switch (segue.identifier) {\ncase \"show\":\n (segue.destination as! DetailViewController).item = name\ndefault: break\n}",
            "switch ((segue.identifier ?? \"\")) {\ncase \"show\":\n (segue.destination as! DetailViewController).item = name\ndefault: break\n}",
        ])
    func parenthesisedSwitch(body: String) throws {
        let (text, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(plan.reasons.isEmpty, "\(plan.notes)")
        #expect(text?.contains("func prepare") == false)
    }

    @Test("A switch on a parenthesised value other than the identifier stays")
    func parenthesisedOtherSubject() throws {
        let body =
            "switch (name) {\ncase \"show\":\n (segue.destination as! DetailViewController).item = name\ndefault: break\n}"
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0)
        #expect(plan.reasons["condition"] != nil)
    }

    @Test(
        "A test of the destination's class without a binding converts like a cast",
        arguments: [
            "if segue.destination is DetailViewController { (segue.destination as! DetailViewController).item = name }",
            "if (segue.destination is DetailViewController) { (segue.destination as? DetailViewController)?.item = name }",
            "guard segue.destination is DetailViewController else { return }\n(segue.destination as! DetailViewController).item = name",
            "let d = segue.destination\nif d is DetailViewController { (d as! DetailViewController).item = name }",
            "if segue.destination is DetailViewController, let d = segue.destination as? DetailViewController { d.item = name }",
        ])
    func classTest(body: String) throws {
        let (text, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        // The storyboard's only segue reaches DetailViewController, so the test is redundant and
        // the value is declared as a key on the destination's slot: no prepare is left.
        #expect(text?.contains("func prepare") == false, "\(text ?? "")")
    }

    @Test("A class test keeps the destination in a @SegueDestination property")
    func classTestKeeps() throws {
        let body =
            "if segue.destination is DetailViewController {\n kept = segue.destination as? DetailViewController\n}"
        let (text, plan) = Idioms.migrate(
            Idioms.source(body, members: "    weak var kept: DetailViewController?"), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(text?.contains("@SegueDestination var kept: DetailViewController?") == true)
    }

    @Test(
        "A cast to another class under a class test stays: converted, the test would go",
        arguments: [
            "if segue.destination is OtherViewController { (segue.destination as? DetailViewController)?.item = name }",
            "if let o = segue.destination as? OtherViewController { (segue.destination as? DetailViewController)?.item = name }",
        ])
    func mismatchedCast(body: String) throws {
        let other = ["/app/Other.swift": "import UIKit\nclass OtherViewController: UIViewController {}\n"]
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct(), more: other)
        #expect(plan.statementsConverted == 0)
        #expect(plan.reasons["condition"] == 1, "\(plan.notes)")
    }

    @Test("A navigation controller's root tested by class converts where the storyboard wraps it")
    func navigationClassTest() throws {
        let body = """
            if let n = segue.destination as? UINavigationController, n.topViewController is DetailViewController {
                (n.topViewController as! DetailViewController).item = name
            }
            """
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.navigation())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        let (_, direct) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(direct.statementsConverted == 0)
    }

    @Test("A class test of UINavigationController itself is no destination class")
    func containerClassTest() throws {
        let body =
            "if segue.destination is UINavigationController { (segue.destination as? DetailViewController)?.item = name }"
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0)
    }

    static let stoppingBody = """
        guard let d = segue.destination as? DetailViewController else {
            fatalError("unexpected \\(segue.destination)")
        }
        d.item = name
        """

    @Test("A guard that stops the app on another destination class converts where every segue reaches the class")
    func stopOnDestination() throws {
        let (text, plan) = Idioms.migrate(Idioms.source(Self.stoppingBody), storyboard: try Idioms.direct(["a", "b"]))
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(text?.contains("fatalError") == false)
        // Dead code: no note about a changed failure.
        #expect(plan.notes.isEmpty, "\(plan.notes)")
    }

    @Test("A guard that stops the app on another destination class stays when a segue reaches another class")
    func stopOnDestinationRefused() throws {
        let board = try Idioms.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
                ("o", "viewController", nil),
            ],
            segues: [("l", "a", "d", "show"), ("l", "b", "o", "show")])
        let (text, plan) = Idioms.migrate(Idioms.source(Self.stoppingBody), storyboard: board)
        #expect(plan.statementsConverted == 0)
        #expect(text == nil)
        #expect(plan.notes.map(\.kind) == ["condition"])
        #expect(plan.notes.first?.message.contains("fatalError") == true)
        // With `return`, the other segue only skips the body: it converts.
        let returning = Self.stoppingBody.replacingOccurrences(
            of: "fatalError(\"unexpected \\(segue.destination)\")", with: "return")
        let (_, converted) = Idioms.migrate(Idioms.source(returning), storyboard: board)
        #expect(converted.statementsConverted == 1, "\(converted.notes)")
    }

    @Test(
        "A guard that stops the app when the sender or its row does not bind converts with a note on the failure case",
        arguments: ["fatalError(\"no cell\")", "preconditionFailure()"])
    func stopOnSender(stop: String) throws {
        let body = """
            guard let d = segue.destination as? DetailViewController else { fatalError() }
            guard let cell = sender as? UITableViewCell else {
                \(stop)
            }
            guard let indexPath = tableView.indexPath(for: cell) else { fatalError("not shown") }
            d.count = indexPath.row
            """
        let (text, plan) = Idioms.migrate(
            Idioms.source(body, base: "UITableViewController"), storyboard: try Idioms.direct())
        let migrated = try #require(text)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(migrated.contains("if destination is DetailViewController, let cell = sender as? UITableViewCell {"))
        #expect(migrated.contains("if let indexPath = tableView.indexPath(for: cell)"))
        // One note per guard whose stop changed, none for the destination's, none counted as left.
        #expect(plan.notes.map(\.kind) == [MigrationNote.changedFailureKind, MigrationNote.changedFailureKind])
        #expect(plan.notes.allSatisfy { $0.message.contains("failure case changes") })
        #expect(plan.reasons.isEmpty)
        #expect(!plan.summary.contains("changed-failure"))
    }

    @Test(
        "A guard on the identifier that stops the app stays: other segues still stop before anything is delivered",
        arguments: [
            "guard segue.identifier == \"show\" else { fatalError() }\n(segue.destination as! DetailViewController).item = name",
            "guard let id = segue.identifier else { fatalError() }\nif id == \"show\" { (segue.destination as! DetailViewController).item = name }",
        ])
    func stopOnIdentifier(body: String) throws {
        let (text, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct(["show", "other"]))
        #expect(plan.reasons["condition"] != nil, "\(plan.notes)")
        // What converts is delivered last, after the guard that stays and stops the other segues.
        if let text {
            let stop = try #require(text.range(of: "else { fatalError() }"))
            let call = try #require(text.range(of: "super.prepare(for: segue, sender: sender)"))
            #expect(stop.upperBound < call.lowerBound, "\(text)")
        }
    }

    @Test(
        "An else that does more than stop, or stops in a way that may return, stays",
        arguments: [
            "guard let d = segue.destination as? DetailViewController else { print(1); fatalError() }\nd.item = name",
            "guard let d = segue.destination as? DetailViewController else { assertionFailure(); return }\nd.item = name",
            "guard let d = segue.destination as? DetailViewController else { stop() }\nd.item = name",
            "guard let d = segue.destination as? DetailViewController else { fatalError }\nd.item = name",
        ])
    func otherElse(body: String) throws {
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0)
    }

    static let related = [
        "/app/Other.swift": """
        import UIKit
        class OtherViewController: UIViewController {}
        class SpecialDetailViewController: DetailViewController {}
        """
    ]

    @Test(
        "A switch on the destination's class converts each case as a cast",
        arguments: [
            "switch segue.destination {\ncase let d as DetailViewController:\n d.item = name\ncase is OtherViewController:\n break\ndefault:\n break\n}",
            "let shown = segue.destination\nswitch shown {\ncase let o as OtherViewController:\n print(o)\ncase is DetailViewController:\n (shown as! DetailViewController).item = name\ndefault: break\n}",
        ])
    func destinationSwitch(body: String) throws {
        let (text, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct(), more: Self.related)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        // The storyboard's only segue reaches DetailViewController, so the case is redundant and
        // the value is declared as a key on the destination's slot; the other case stays.
        #expect(text?.contains("item = name") == false, "\(text ?? "")")
        #expect(text?.contains("DetailViewController") == false, "\(text ?? "")")
    }

    @Test(
        "A switch on the destination's class stays where a case could catch another's class, or cannot be read",
        arguments: [
            // A subclass's case after its superclass's: a SpecialDetailViewController runs the first only.
            "switch segue.destination {\ncase is DetailViewController:\n break\ncase let s as SpecialDetailViewController:\n s.item = name\ndefault: break\n}",
            // The superclass's case after the subclass's: converted, both would offer values.
            "switch segue.destination {\ncase is SpecialDetailViewController:\n break\ncase let d as DetailViewController:\n d.item = name\ndefault: break\n}",
            // A class the app does not declare (UIKit's) before: it may be a superclass.
            "switch segue.destination {\ncase is UIViewController:\n break\ncase let d as DetailViewController:\n d.item = name\ndefault: break\n}",
            "switch segue.destination {\ncase let d as DetailViewController where total > 1:\n d.item = name\ndefault: break\n}",
            "switch segue.destination {\ncase let d as DetailViewController:\n d.item = name\ndefault:\n print(1)\n}",
            "switch segue.destination {\ncase let d as DetailViewController:\n d.item = name\n fallthrough\ndefault: break\n}",
        ])
    func destinationSwitchRefused(body: String) throws {
        let board = try Idioms.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
                ("s", "viewController", "SpecialDetailViewController"),
            ],
            segues: [("l", "show", "d", "show"), ("l", "special", "s", "show")])
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: board, more: Self.related)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.reasons["condition"] != nil, "\(plan.notes)")
    }

    @Test(
        "A destination bound by a condition is never left unused by what stays beside it",
        arguments: [
            "if let d = segue.destination as? DetailViewController {\n d.item = name\n print(total)\n}",
            "guard let d = segue.destination as? DetailViewController else { return }\nd.item = name\nprint(total)",
            "switch segue.destination {\ncase let d as DetailViewController:\n d.item = name\n print(total)\ndefault: break\n}",
            // The else stays, so the clause would stay empty with its binding.
            "if let d = segue.destination as? DetailViewController {\n d.item = name\n} else {\n print(total)\n}",
        ])
    func unusedBinding(body: String) throws {
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.notes.contains { $0.message.contains("'d' bound by its condition and unused") }, "\(plan.notes)")
    }

    @Test("A destination bound by a condition converts when what stays still reads it, or nothing stays")
    func usedBinding() throws {
        let reads = "if let d = segue.destination as? DetailViewController {\n d.item = name\n print(d)\n}"
        let (_, plan) = Idioms.migrate(Idioms.source(reads), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        let alone = "if let d = segue.destination as? DetailViewController {\n d.item = name\n}\nprint(total)"
        let (text, alonePlan) = Idioms.migrate(Idioms.source(alone), storyboard: try Idioms.direct())
        #expect(alonePlan.statementsConverted == 1, "\(alonePlan.notes)")
        #expect(text?.contains("if let d") == false)
    }

    #if os(macOS) || os(Linux)
        static let fixture = MigrationTests.migrate.appendingPathComponent("Conditions")

        @Test("The conditions fixture type-checks against the UIKit stubs before and after the migration")
        func fixtureCompiles() throws {
            try MigrationTests.expectCompilesAndChecks(Self.fixture, statementsConverted: 2)
        }
    #endif
}
