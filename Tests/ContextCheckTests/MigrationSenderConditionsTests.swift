import Foundation
import Testing

@testable import ContextCheckCore

/// The conditions of `SenderConditions.swift`: `if` chains over the sender and the presenter's
/// stored state, carried into the hook; what converts, what stays and what the note says.
@Suite("Migration sender conditions")
struct MigrationSenderConditionsTests {
    typealias Idioms = MigrationIdiomsTests

    static let cast = "let d = segue.destination as! DetailViewController\n"

    @Test("Both arms of an if/else over the sender convert, and the hook carries the if/else")
    func senderElse() throws {
        let body =
            Self.cast + "if let note = sender as? String {\n d.item = note\n} else {\n d.item = name\n d.count = 1\n}"
        let (text, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 3, "\(plan.notes)")
        #expect(plan.reasons.isEmpty, "\(plan.notes)")
        let hook = try #require(text)
        #expect(!hook.contains("func prepare"), "\(hook)")
        #expect(hook.contains("if let note = sender as? String {\n"), "\(hook)")
        #expect(hook.contains("values.add(note as String?, forKey: \"item\")\n"), "\(hook)")
        #expect(hook.contains("} else {\n"), "\(hook)")
        #expect(hook.contains("values.add(name, forKey: \"item\")"), "\(hook)")
    }

    @Test("An else-if chain keeps its order: a later arm runs only when the earlier ones do not")
    func elseIfChain() throws {
        let body =
            Self.cast
            + "if sender is Int {\n d.count = 1\n} else if let note = sender as? String {\n d.item = note\n}"
            + " else {\n d.count = 2\n}"
        let (text, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 3, "\(plan.notes)")
        let hook = try #require(text)
        let first = try #require(hook.range(of: "if sender is Int {"))
        let second = try #require(hook.range(of: "} else if let note = sender as? String {"))
        let last = try #require(hook.range(of: "} else {"))
        #expect(first.upperBound < second.lowerBound && second.upperBound < last.lowerBound, "\(hook)")
    }

    @Test(
        "A stored property of the presenter, read as the condition, converts",
        arguments: [
            ("    var compact = false", "if compact { d.count = 1 }"),
            ("    let compact: Bool = true", "if !compact { d.count = 1 }"),
            ("    var compact: Bool = false", "if self.compact { d.count = 1 }"),
            ("    weak var other: UIViewController?", "if other != nil { d.count = 1 }"),
            ("    var other: Any? = nil", "if other is String { d.count = 1 } else { d.count = 2 }"),
        ])
    func storedState(members: String, chain: String) throws {
        let (text, plan) = Idioms.migrate(
            Idioms.source(Self.cast + chain, members: members), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted >= 1, "\(plan.notes)")
        #expect(plan.reasons.isEmpty, "\(plan.notes)")
        #expect(text?.contains("func prepare") == false, "\(text ?? "")")
    }

    @Test(
        "A condition over a property that may run code stays, and the note names it",
        arguments: [
            "    var compact: Bool { total > 1 }",
            "    var compact = false {\n        didSet { total += 1 }\n    }",
            "    lazy var compact = total > 1",
            "    static var compact = false",
            "    var compact: Int = 0",
        ])
    func codeRunningState(members: String) throws {
        let body = Self.cast + "if compact { d.count = 1 }"
        let (text, plan) = Idioms.migrate(Idioms.source(body, members: members), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(text == nil || text?.contains("if compact {\n") == true)
        #expect(plan.notes.contains { $0.message.contains("reads 'compact'") }, "\(plan.notes)")
    }

    @Test("A condition over a property a subclass overrides stays")
    func overriddenState() throws {
        let subclass = [
            "/app/Sub.swift":
                "import UIKit\nfinal class SubListViewController: ListViewController {\n    override var compact: Bool {\n"
                + "        get { true }\n        set {}\n    }\n}\n"
        ]
        let body = Self.cast + "if compact { d.count = 1 }"
        let (_, plan) = Idioms.migrate(
            Idioms.source(body, members: "    var compact = false").replacingOccurrences(
                of: "final class", with: "class"),
            storyboard: try Idioms.direct(), more: subclass)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
    }

    @Test(
        "A condition over an inherited property, a global, a member of another value or a call stays",
        arguments: [
            "if isEditing { d.count = 1 }",
            "if Flags.compact { d.count = 1 }",
            "if (sender as? UIView)?.isHidden == nil { d.count = 1 }",
            "if total == 2 { d.count = 1 }",
            "if flag() { d.count = 1 }",
            "if [true][0] { d.count = 1 }",
            "if let n = sender as? String, n.isEmpty { d.item = n }",
        ])
    func unprovedConditions(chain: String) throws {
        let members = "    func flag() -> Bool { true }"
        let more = ["/app/Flags.swift": "enum Flags {\n    static var compact = false\n}\n"]
        let (_, plan) = Idioms.migrate(
            Idioms.source(Self.cast + chain, members: members), storyboard: try Idioms.direct(), more: more)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.reasons["condition"] != nil, "\(plan.notes)")
    }

    @Test(
        "A condition's name that the hook would resolve elsewhere stays",
        arguments: [
            // A local of the body, not carried into the hook.
            ("    var compact = false", "var compact = true\ncompact = false\nif compact { d.count = 1 }"),
            // A presenter property named like the hook's parameter.
            ("    var identifier: String? = nil", "if identifier != nil { d.count = 1 }"),
            // A binding named like the hook's own values.
            ("", "if let values = sender as? String { d.item = values }"),
        ])
    func shadowed(members: String, chain: String) throws {
        let (_, plan) = Idioms.migrate(
            Idioms.source(Self.cast + chain, members: members), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
    }

    @Test(
        "A statement that stays and writes the condition's property between it and the delivery blocks it",
        arguments: [
            "compact = true\n" + cast + "if compact { d.count = 1 }\ncompact = false",
            cast + "if compact { d.count = 1 }\ncompact = true\nsuper.prepare(for: segue, sender: sender)",
            "super.prepare(for: segue, sender: sender)\ncompact.toggle()\n" + cast + "if compact { d.count = 1 }",
        ])
    func stayedWrite(body: String) throws {
        let (_, plan) = Idioms.migrate(
            Idioms.source(body, members: "    var compact = false"), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.reasons["order"] != nil, "\(plan.notes)")
    }

    @Test("A statement that stays after the condition and the super call does not block it")
    func stayedWriteAfter() throws {
        let body =
            "super.prepare(for: segue, sender: sender)\n" + Self.cast + "if compact { d.count = 1 }\ncompact = true"
        let (_, plan) = Idioms.migrate(
            Idioms.source(body, members: "    var compact = false"), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
    }

    @Test("An arm that does more than assign keeps the whole chain, with a note that says so")
    func sideEffectArm() throws {
        let body =
            Self.cast + "if let note = sender as? String {\n d.item = note\n} else {\n print(total)\n d.count = 1\n}"
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct())
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.notes.contains { $0.message.contains("converts whole") }, "\(plan.notes)")
    }

    @Test("An else that runs for every other segue stays")
    func identifierElse() throws {
        let body =
            "if segue.identifier == \"show\" {\n (segue.destination as! DetailViewController).item = name\n} else {\n"
            + " (segue.destination as? DetailViewController)?.count = 1\n}"
        let (_, plan) = Idioms.migrate(Idioms.source(body), storyboard: try Idioms.direct(["show", "other"]))
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(plan.notes.contains { $0.message.contains("'else' runs for every other segue") }, "\(plan.notes)")
    }

    #if os(macOS) || os(Linux)
        static let fixture = MigrationTests.migrate.appendingPathComponent("SenderConditions")

        @Test("The sender conditions fixture type-checks against the UIKit stubs before and after the migration")
        func fixtureCompiles() throws {
            try MigrationTests.expectCompilesAndChecks(Self.fixture, statementsConverted: 8)
        }
    #endif
}
