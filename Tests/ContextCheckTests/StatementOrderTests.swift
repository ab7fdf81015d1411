import Foundation
import Testing

@testable import ContextCheckCore

/// When a statement that stays lets a converted one move to `super.prepare(for:sender:)`, and
/// which calls a value may make (StatementOrder.swift, MigrationIdioms' purity).
@Suite("Statement order")
struct StatementOrderTests {
    typealias Idioms = MigrationIdiomsTests

    static let destinations = """
        class BaseDetail: UIViewController {}

        class DetailViewController: BaseDetail {
            var item: String?
            var count: Int = 0
            var user: Any?
            var watched: String? { didSet { seen = count } }
            var seen = 0
        }

        final class OtherViewController: UIViewController {
            var flag = false
        }
        """

    static func migrate(_ body: String, members: String = "", more: [String: String] = [:]) throws -> MigrationPlan {
        let board = try Idioms.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
                ("o", "viewController", "OtherViewController"),
            ],
            segues: [("l", "show", "d", "show"), ("l", "other", "o", "show")])
        var files = ["/app/Detail.swift": destinations]
        files.merge(more) { $1 }
        let members = members + "\n    func refresh() { total += 1 }"
        return Idioms.migrate(Idioms.source(body, members: members), storyboard: board, more: files).plan
    }

    /// Whether `item`'s assignment converted.
    static func converted(_ plan: MigrationPlan) -> Bool {
        !plan.notes.contains { $0.message.contains("'item'") || $0.kind == "order" } && plan.statementsConverted >= 1
    }

    static let show = "if segue.identifier == \"show\" {\n let d = segue.destination as! DetailViewController\n"

    @Test(
        "A log line of literals and the segue's identifier does not block by order",
        arguments: [
            "os_log(\"prepare %{public}@\", log: .default, type: .info, segue.identifier ?? \"\")",
            "print(\"preparing\", #function)",
            "NSLog(\"segue \\(segue.identifier ?? \"none\") at \\(#line)\")",
            "debugPrint(\"prepare\", 1, true, separator: \" \")",
        ])
    func logLine(line: String) throws {
        let plan = try Self.migrate(line + "\n" + Self.show + " d.item = name\n}")
        #expect(Self.converted(plan), "\(plan.notes)")
    }

    @Test(
        "A log line that may run the app's code, or any other call, blocks by order",
        arguments: [
            // Interpolating a value runs its description.
            ("print(\"name \\(name)\")", ""),
            ("print(self)", ""),
            // The presenter's own `print`.
            ("print(\"x\")", "    func print(_ text: String) { name = text }"),
            ("refresh()", ""),
            ("log(\"x\")", "    func log(_ text: String) { name = text }"),
        ])
    func blockingLine(line: String, members: String) throws {
        // On both sides: the delivery can go neither first nor last.
        let plan = try Self.migrate(line + "\n" + Self.show + " d.item = name\n " + line + "\n}", members: members)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.notes.contains { $0.kind == "order" })
    }

    @Test("A refused assignment to another plain stored property does not block by order")
    func refusedPlainAssignment() throws {
        let plan = try Self.migrate(Self.show + " d.user = name\n d.item = name\n}")
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(!plan.notes.contains { $0.kind == "order" })
        let refused = plan.notes.filter { $0.kind == "destination-property" }
        #expect(refused.contains { $0.message.contains("'DetailViewController.user'") })
    }

    @Test(
        "A refused assignment that runs code, or that a subclass may observe, blocks by order",
        arguments: [
            // didSet reads `count`, which the converted statement writes.
            (" d.watched = name\n d.count = total\n d.watched = name\n", [String: String]()),
            (
                " d.user = name\n d.item = name\n d.user = name\n",
                [
                    "/app/Special.swift":
                        "final class SpecialDetail: DetailViewController {\n    override var user: String! { didSet { item = nil } }\n}"
                ]
            ),
        ])
    func refusedEffectfulAssignment(statements: String, more: [String: String]) throws {
        let plan = try Self.migrate(Self.show + statements + "}", more: more)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.notes.contains { $0.kind == "order" })
    }

    @Test("A branch on an unrelated destination class, or on another identifier, never runs with the converted one")
    func neverTogether() throws {
        let unrelated = """
            if let o = segue.destination as? OtherViewController {
                refresh()
                return
            }
            if let d = segue.destination as? DetailViewController { d.item = name }
            """
        var plan = try Self.migrate(unrelated)
        #expect(Self.converted(plan), "\(plan.notes)")
        let identifiers = """
            if segue.identifier == "other" { refresh() }
            if segue.identifier == "show" { (segue.destination as! DetailViewController).item = name }
            """
        plan = try Self.migrate(identifiers)
        #expect(Self.converted(plan), "\(plan.notes)")
    }

    @Test(
        "A branch on a superclass of the destination, or on an optional binding, may run with the converted one",
        arguments: [
            "if let b = segue.destination as? BaseDetail {\n refresh()\n return\n}\nif let d = segue.destination as? DetailViewController { d.item = name }",
            // `as?` binds an optional: what follows runs for any destination.
            "if segue.identifier == \"show\" || segue.identifier == \"other\" {\n let o = segue.destination as? OtherViewController\n refresh()\n o?.flag = true\n}\n"
                + "if segue.identifier == \"show\" { (segue.destination as! DetailViewController).item = name }\nrefresh()",
        ])
    func mayRunTogether(body: String) throws {
        let plan = try Self.migrate(body)
        #expect(!plan.notes.contains { $0.message.contains("'item'") } && plan.notes.contains { $0.kind == "order" })
    }

    @Test(
        "A call the app declares itself is not pure, whatever its name: it converts only as a call, beside nothing that stays",
        arguments: [
            (
                "d.count = Int(3)", "    func Int(_ value: Swift.Int) -> Swift.Int { total += 1; return value }",
                [String: String]()
            ),
            (
                "d.item = URL(route: \"x\").absoluteString", "",
                [
                    "/app/Route.swift":
                        "extension URL {\n    init(route: String) {\n        Counter.value += 1\n        self.init(string: route)!\n    }\n}\nenum Counter { static var value = 0 }"
                ]
            ),
            (
                "d.count = tableView.indexPath(for: 1).row", "    var tableView = Table()",
                [
                    "/app/Table.swift":
                        "final class Table {\n    var calls = 0\n    func indexPath(for value: Int) -> IndexPath { calls += 1; return IndexPath(row: value, section: 0) }\n}"
                ]
            ),
        ])
    func shadowedPureCall(value: String, members: String, more: [String: String]) throws {
        // Taken as a call (CallValues.swift): a log line beside it blocks it, as it would block no
        // pure value.
        let plan = try Self.migrate(Self.show + " print(\"open\")\n " + value + "\n}", members: members, more: more)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.notes.contains { $0.kind == "order" && $0.message.contains("calls code") }, "\(plan.notes)")
        // Alone, it converts as a call: in the eager `if` block.
        let alone = try Self.migrate(Self.show + " " + value + "\n}", members: members, more: more)
        #expect(alone.statementsConverted == 1, "\(alone.notes)")
        let hook = alone.changedFiles()["/app/Source.swift"] ?? ""
        #expect(hook.contains("if identifier == \"show\", destination is DetailViewController {"), "\(hook)")
    }

    @Test("An initializer of the standard library's value types stays pure")
    func pureInitializer() throws {
        let plan = try Self.migrate(Self.show + " d.count = Int(Double(total) * 2)\n}")
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
    }
}

/// A presenter that starts taking part sets off its destinations' `contextDidArrive(_:)`.
@Suite("Arrival hooks")
struct ArrivalHooksTests {
    @Test(
        "A destination that implements contextDidArrive(_:) keeps a presenter that does not take part from converting",
        arguments: [
            // The destination of the converted branch.
            "d",
            // Another destination of the same presenter, which nothing converted hands anything.
            "o",
        ])
    func existingArrival(scene: String) throws {
        let destinations = """
            import PreparedContext

            final class DetailViewController: UIViewController, SegueContext {
                var ambientContext = ContextValues()
                var item: String?
                var arrivals = 0
                \(scene == "d" ? "func contextDidArrive(_ report: PreparationReport) { arrivals += 1 }" : "")
            }

            final class OtherViewController: UIViewController, SegueContext {
                var ambientContext = ContextValues()
                var arrivals = 0
                \(scene == "o" ? "func contextDidArrive(_ report: PreparationReport) { arrivals += 1 }" : "")
            }
            """
        let board = try MigrationIdiomsTests.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
                ("o", "viewController", "OtherViewController"),
            ],
            segues: [("l", "show", "d", "show"), ("l", "other", "o", "show")])
        let body = "if segue.identifier == \"show\" { (segue.destination as! DetailViewController).item = name }"
        let plan = MigrationIdiomsTests.migrate(
            MigrationIdiomsTests.source(body), storyboard: board, more: ["/app/Detail.swift": destinations]
        ).plan
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.notes.contains { $0.kind == "source-class" && $0.message.contains("contextDidArrive") })
    }
}
