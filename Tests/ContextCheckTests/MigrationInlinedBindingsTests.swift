import Foundation
import Testing

@testable import ContextCheckCore

/// Local bindings whose value calls code (`InlinedBindings.swift`): read once, by the assignment
/// right after them, under a certain cast, they move into the hook with that value, which then
/// converts as a value that calls code; otherwise they stay, and their reader with them.
@Suite("Migration: bindings whose value calls code")
struct MigrationInlinedBindingsTests {
    typealias Idioms = MigrationIdiomsTests
    static let fixture = MigrationTests.migrate.appendingPathComponent("InlinedBindings")

    static func migrate(_ body: String) throws -> (text: String?, plan: MigrationPlan) {
        MigrationCallsTests.migrate(body, storyboard: try Idioms.direct())
    }

    @Test(
        "A binding that calls code, read once by the assignment after it, moves into the hook with that value",
        arguments: [
            ("let d = segue.destination as! DetailViewController\nlet made = make(name)\nd.item = made", "made"),
            (
                "if let d = segue.destination as? DetailViewController {\n    let made = make(name)\n    d.item = made\n}",
                "made"
            ),
            (
                "guard let d = segue.destination as? DetailViewController else { return }\nlet loader = Loader()\n"
                    + "d.item = loader.label", "loader"
            ),
            (
                "if segue.identifier == \"show\", let d = segue.destination as? DetailViewController {\n"
                    + "    let item = make(name)\n    d.item = item\n}", "item"
            ),
        ])
    func moves(body: String, name: String) throws {
        let (text, plan) = try Self.migrate(body)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(plan.reasons.isEmpty, "\(plan.notes)")
        let migrated = try #require(text)
        let hook = try #require(migrated.range(of: "func offeredValues")).lowerBound
        let binding = try #require(migrated.range(of: "let \(name) = "), "\(migrated)")
        #expect(binding.lowerBound > hook, "the binding moves into the hook: \(migrated)")
        #expect(!migrated[..<hook].contains("make(") && !migrated[..<hook].contains("Loader()"), "\(migrated)")
        #expect(migrated.contains("destination is DetailViewController {"), "\(migrated)")
    }

    @Test(
        "A binding that calls code stays, with the value reading it, where moving it could change when or how often it runs",
        arguments: [
            // read twice, by a statement that stays, in a string, by a closure
            "let d = segue.destination as! DetailViewController\nlet made = make(name)\nd.item = made\nprint(made)",
            "let d = segue.destination as! DetailViewController\nlet made = make(name)\nd.item = \"\\(made)\"",
            "let d = segue.destination as! DetailViewController\nlet made = make(name)\nd.item = made\n"
                + "let later = { made }\n_ = later",
            // a statement, a `defer` or an exit between the binding and its reader
            "let d = segue.destination as! DetailViewController\nlet made = make(name)\nprint(\"x\")\nd.item = made",
            "let d = segue.destination as! DetailViewController\nlet made = make(name)\ndefer { print(\"x\") }\n"
                + "d.item = made",
            "let made = make(name)\nguard let d = segue.destination as? DetailViewController else { return }\n"
                + "d.item = made",
            // the reader runs under a cast the binding does not
            "let made = make(name)\n(segue.destination as? DetailViewController)?.item = made",
            "let d = segue.destination as? DetailViewController\nlet made = make(name)\nd?.item = made",
            // a `var`, a pattern, a name another binding or the hook uses
            "let d = segue.destination as! DetailViewController\nvar made = make(name)\nd.item = made",
            "let d = segue.destination as! DetailViewController\nlet (made, _) = (make(name), 1)\nd.item = made",
            "let d = segue.destination as! DetailViewController\nlet values = make(name)\nd.item = values",
            "if let d = segue.destination as? DetailViewController, let made = Optional(name) {\n"
                + "    let made = make(made)\n    d.item = made\n}",
            // reads the destination, or is read in the reader's own value twice
            "let d = segue.destination as! DetailViewController\nlet made = make(d.item ?? \"\")\nd.item = made",
            "let d = segue.destination as! DetailViewController\nlet made = make(name)\nd.item = made + made",
        ])
    func stays(body: String) throws {
        let (text, plan) = try Self.migrate(body)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(text.map { !$0.contains("offeredValues") } ?? true, "\(text ?? "")")
    }

    @Test("A binding whose value may stop the app moves with a note that it stops it in the hook instead")
    func trapNote() throws {
        let body = "let d = segue.destination as! DetailViewController\nlet made = [make(name)][0]\nd.item = made"
        let (_, plan) = try Self.migrate(body)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(plan.notes.contains { $0.kind == MigrationNote.changedFailureKind }, "\(plan.notes)")
    }

    @Test("A binding that moves with a refused value stays, and counts as a statement that calls code and stays")
    func staysWithRefusedReader() throws {
        // Through a navigation controller, a value that calls code stays (CallValues.swift): its binding with it.
        let body = """
            if let n = segue.destination as? UINavigationController, let d = n.topViewController as? DetailViewController {
                let made = make(name)
                d.item = made
            }
            """
        let (text, plan) = MigrationCallsTests.migrate(body, storyboard: try Idioms.navigation())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(text == nil)
        #expect(plan.notes.contains { $0.message.contains("calls code") }, "\(plan.notes)")
    }

    @Test("A pure value beside a binding that stays with its refused reader stays too, its order kept")
    func blocksByOrder() throws {
        // The binding's call runs before `d.total`'s value is read; moved into the hook, the pure value
        // would be read before or after the call depending on where the library delivers.
        let body = """
            if let n = segue.destination as? UINavigationController, let d = n.topViewController as? DetailViewController {
                let made = make(name)
                d.item = made
                d.count = total
            }
            """
        let (_, plan) = MigrationCallsTests.migrate(body, storyboard: try Idioms.navigation())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.reasons["order"] == 1, "\(plan.notes)")
    }

    @Test("The fixture type-checks before and after, converts the bindings read once, and keeps the rest")
    func fixtureCompiles() throws {
        try MigrationTests.expectCompilesAndChecks(Self.fixture, statementsConverted: 3)
        let plan = MigrationTests.plan(Self.fixture)
        let places = try #require(plan.changedFiles()[Self.fixture.appendingPathComponent("Places.swift").path])
        #expect(places.contains("let place = store.place(at: indexPath)\n"), "\(places)")
        #expect(places.contains("let summary = PlaceSummary(place: chosen)\n"), "\(places)")
        // The map's bindings are read twice, in a string, or after a statement that stays: unchanged.
        #expect(places.contains("            let place = store.place(at: selected)\n            store.lookups += 1\n"))
        #expect(plan.notes.filter { $0.message.contains("a binding whose value calls code stays") }.count == 3)
    }
}
