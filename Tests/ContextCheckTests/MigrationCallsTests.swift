import Foundation
import Testing

@testable import ContextCheckCore

/// Values that call code (`CallValues.swift`): they convert only where the storyboards and the
/// sources prove the call runs as often, under the same conditions and at a moment nothing else
/// can tell apart, always as an eager `if` block; otherwise they stay with a reason.
@Suite("Migration: values that call code")
struct MigrationCallsTests {
    typealias Idioms = MigrationIdiomsTests

    /// The app's own code a value may call.
    static let app = [
        "/app/Make.swift": """
        import UIKit
        @MainActor var made = 0
        @MainActor func make(_ base: String) -> String {
            made += 1
            return base + String(made)
        }
        @MainActor final class Loader {
            init() { made += 1 }
            var label: String { "loader" }
        }
        """
    ]

    static func migrate(_ body: String, storyboard: Storyboard, members: String = "", more: [String: String] = [:])
        -> (text: String?, plan: MigrationPlan)
    {
        Idioms.migrate(
            Idioms.source(body, members: members), storyboard: storyboard, more: app.merging(more) { $1 })
    }

    @Test(
        "A value that calls the app's code converts as an eager if block where every segue reaches one controller",
        arguments: [
            "if segue.identifier == \"show\", let d = segue.destination as? DetailViewController { d.item = make(name) }",
            "(segue.destination as? DetailViewController)?.item = make(name)",
            "let d = segue.destination as! DetailViewController\nd.item = Loader().label",
            "guard let d = segue.destination as? DetailViewController else { return }\nd.item = \"\\(make(name))\"",
        ])
    func converts(body: String) throws {
        let (text, plan) = Self.migrate(body, storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(plan.reasons.isEmpty, "\(plan.notes)")
        let hook = try #require(text)
        #expect(hook.contains("destination is DetailViewController {"), "\(hook)")
        #expect(hook.contains("values.add("), "\(hook)")
        #expect(!hook.contains("addLazily"), "\(hook)")
        #expect(!hook.contains("func prepare"), "\(hook)")
    }

    @Test("A call written with a space before its parentheses is a call, not a pure value")
    func spacedCall() throws {
        // Through a navigation controller a call stays; a pure value would convert.
        let body = """
            if let n = segue.destination as? UINavigationController, let d = n.topViewController as? DetailViewController {
                d.item = make (name)
            }
            """
        let (_, plan) = Self.migrate(body, storyboard: try Idioms.navigation())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.notes.first?.message.contains("calls code") == true, "\(plan.notes)")
    }

    @Test("A call through a navigation controller stays: the hook is asked for the container and its root")
    func navigationRoot() throws {
        let body = """
            if let n = segue.destination as? UINavigationController, let d = n.topViewController as? DetailViewController {
                d.item = make(name)
            }
            """
        let (text, plan) = Self.migrate(body, storyboard: try Idioms.navigation())
        #expect(plan.statementsConverted == 0)
        #expect(text == nil)
        #expect(plan.reasons["side-effect"] == 1, "\(plan.notes)")
        let pure = body.replacingOccurrences(of: "make(name)", with: "name")
        #expect(Self.migrate(pure, storyboard: try Idioms.navigation()).plan.statementsConverted == 1)
    }

    @Test(
        "A call stays where the library may ask the hook more than once or outside a segue",
        arguments: [
            // The destination adopts ContextContainer: the hook is asked for what it holds too.
            ("extension DetailViewController: ContextContainer { var contextChildren: [AnyObject] { [] } }", "adopts"),
            // Built on a container class.
            ("final class Stack: UITabBarController {}", "UITabBarController"),
            // A coordinator asks for context outside a segue.
            (
                "import PreparedContext\nfunc open(_ l: ListViewController) { _ = PreparedStoryboard.instantiate(\"A\", from: l) }",
                "outside storyboard segues"
            ),
            (
                "func again(_ l: ListViewController, _ d: DetailViewController) { l.prepareContext(for: d, segueIdentifier: \"show\") }",
                "prepareContext"
            ),
            (
                "func manual(_ l: ListViewController, _ d: UIViewController) { l.prepare(for: UIStoryboardSegue(identifier: \"show\", source: l, destination: d), sender: nil) }",
                "called by hand"
            ),
        ])
    func hookAskedElsewhere(extra: String, said: String) throws {
        let body = "(segue.destination as? DetailViewController)?.item = make(name)"
        var storyboard = try Idioms.direct()
        if extra.contains("Stack") {
            storyboard = try Idioms.storyboard(
                scenes: [
                    ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
                ],
                segues: [("l", "show", "d", "show")])
        }
        let more = ["/app/Extra.swift": "import UIKit\n" + extra]
        let detail =
            extra.contains("Stack")
            ? ["/app/Detail.swift": "import UIKit\nfinal class DetailViewController: Stack { var item: String? }\n"]
            : [:]
        let (_, plan) = Self.migrate(body, storyboard: storyboard, more: more.merging(detail) { $1 })
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        // A destination that adopts ContextContainer stays for any value, a call or not (the storyboard proof).
        #expect(
            plan.notes.contains {
                ($0.message.contains("calls code") || said == "adopts") && $0.message.contains(said)
            },
            "\(plan.notes)")
    }

    @Test(
        "A call stays beside any statement that stays and may run with it, a log line or one written after it included",
        arguments: [
            "let d = segue.destination as! DetailViewController\nprint(\"open\")\nd.item = make(name)",
            "let d = segue.destination as! DetailViewController\nd.item = make(name)\nprint(\"open\")",
            "let d = segue.destination as! DetailViewController\nd.item = make(name)\ntotal += 1",
        ])
    func order(body: String) throws {
        let (_, plan) = Self.migrate(body, storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.reasons["order"] == 1, "\(plan.notes)")
        // Without a call the log line does not block it.
        let pure = body.replacingOccurrences(of: "make(name)", with: "name")
        if body.contains("print") {
            #expect(Self.migrate(pure, storyboard: try Idioms.direct()).plan.statementsConverted == 1)
        }
    }

    @Test("Values beside a call are written in order in its if block, not as keys, entries or lazy values")
    func writtenOrder() throws {
        let body = "let d = segue.destination as! DetailViewController\nd.count = total\nd.item = make(name)"
        let (text, plan) = Self.migrate(body, storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 2, "\(plan.notes)")
        let hook = try #require(text)
        let count = try #require(hook.range(of: "forKey: \"count\""))
        let item = try #require(hook.range(of: "forKey: \"item\""))
        #expect(count.lowerBound < item.lowerBound)
        #expect(plan.changedFiles()["/app/Detail.swift"]?.contains("key:") == false)
        // Alone, the presenter's property becomes a key on the slot.
        let alone = "let d = segue.destination as! DetailViewController\nd.count = total"
        let key = Self.migrate(alone, storyboard: try Idioms.direct()).plan.changedFiles()["/app/Detail.swift"]
        #expect(key?.contains("@Prepared(key: \"total\") var count") == true)
    }

    @Test("A refused call blocks a value converted around it as a statement would, not as a plain assignment")
    func refusedCallBlocks() throws {
        // A transition check runs the hook outside a segue, so the call stays; `count`, converted,
        // would be read at the top, before the call that stays, so the delivery goes last, after it.
        let body = "let d = segue.destination as! DetailViewController\nd.item = make(name)\nd.count = total"
        let more = ["/app/Tests.swift": "func test() { _ = checkTransition(from: 1 as AnyObject, to: 2 as AnyObject) }"]
        let (text, plan) = Self.migrate(body, storyboard: try Idioms.direct(), more: more)
        #expect(plan.notes.contains { $0.message.contains("checkTransition") }, "\(plan.notes)")
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        let migrated = try #require(text)
        let call = try #require(migrated.range(of: "d.item = make(name)"))
        let delivery = try #require(migrated.range(of: "super.prepare(for: segue, sender: sender)"))
        #expect(call.upperBound < delivery.lowerBound)
        // With a statement after it that reads what it writes, neither place keeps the order: it stays.
        let (_, both) = Self.migrate(body + "\nprint(d.count)", storyboard: try Idioms.direct(), more: more)
        #expect(both.statementsConverted == 0, "\(both.notes)")
        #expect(both.reasons["order"] == 1, "\(both.notes)")
    }

    @Test("A destination kept before the call blocks it: the library keeps it only after the hook")
    func keptBefore() throws {
        let body = "let d = segue.destination as! DetailViewController\nkept = d\nd.item = make(name)"
        let (_, plan) = Self.migrate(
            body, storyboard: try Idioms.direct(), members: "    var kept: DetailViewController?")
        #expect(plan.notes.contains { $0.message.contains("keeps the destination") }, "\(plan.notes)")
    }

    @Test(
        "A call with a closure, try or an inout argument stays and says why",
        arguments: [
            ("(segue.destination as? DetailViewController)?.item = [name].map { $0 }.first", "closure"),
            ("(segue.destination as? DetailViewController)?.item = try? String(contentsOfFile: name)", "'try'"),
            ("var local = name\n(segue.destination as? DetailViewController)?.item = make(local)", "'local'"),
        ])
    func notMovable(body: String, said: String) throws {
        let (_, plan) = Self.migrate(body, storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0)
        #expect(plan.notes.contains { $0.message.contains(said) }, "\(plan.notes)")
    }

    @Test(
        "A binding whose value calls code moves with the one value right after it that reads it; read again, it stays")
    func callBinding() throws {
        let body = "let d = segue.destination as! DetailViewController\nlet made = make(name)\nd.item = made"
        #expect(Self.migrate(body, storyboard: try Idioms.direct()).plan.statementsConverted == 1)
        let again = body + "\nprint(made)"
        let (_, plan) = Self.migrate(again, storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.notes.contains { $0.message.contains("a binding whose value calls code stays") }, "\(plan.notes)")
        // Written into the value, it converts.
        let inline = "let d = segue.destination as! DetailViewController\nd.item = make(name)"
        #expect(Self.migrate(inline, storyboard: try Idioms.direct()).plan.statementsConverted == 1)
    }

    @Test("A call that may trap converts with a changed-failure note")
    func trapNote() throws {
        let body = "(segue.destination as? DetailViewController)?.item = make(name).first!.description"
        let (_, plan) = Self.migrate(body, storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(plan.notes.map(\.kind) == [MigrationNote.changedFailureKind], "\(plan.notes)")
    }

    @Test("A call on a segue that an unwind shares stays")
    func unwind() throws {
        let storyboard = try Idioms.storyboard(
            scenes: [("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController")],
            segues: [("l", "show", "d", "show"), ("l", "show", "d", "unwind")])
        let body = "if segue.identifier == \"show\" { (segue.destination as? DetailViewController)?.item = make(name) }"
        let (_, plan) = Self.migrate(body, storyboard: storyboard)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
    }

    #if os(macOS) || os(Linux)
        static let fixture = MigrationTests.migrate.appendingPathComponent("Calls")

        @Test(
            "The calls fixture type-checks against the UIKit stubs before and after, and a second run proposes nothing")
        func fixtureCompiles() throws {
            try MigrationTests.expectCompilesAndChecks(Self.fixture, statementsConverted: 5)
        }
    #endif
}
