import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc` processes, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// Where the migration puts the delivery call it writes (DeliveryPlacement.swift): last, after
    /// a call that stays and runs before the converted values, and which early exits keep a value
    /// where it is.
    @Suite("Migration: where the delivery goes")
    struct MigrationOrderTests {
        static let order = MigrationTests.migrate.appendingPathComponent("Order")

        static func changed(_ name: String) throws -> String {
            let plan = MigrationTests.plan(order)
            return try #require(plan.changedFiles()[order.appendingPathComponent(name).path])
        }

        @Test("A body that returns early delivers in a defer written first, after the call that stays")
        func deferWhenItReturns() throws {
            let profiles = try Self.changed("Profiles.swift")
            #expect(
                profiles.contains(
                    """
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            defer { super.prepare(for: segue, sender: sender) }
                            guard let identifier = segue.identifier else {
                    """))
            #expect(profiles.contains("editor?.load(profile)\n            print(\"prepare\", #function)"))
            #expect(!profiles.contains("editor?.profileName = profile.name"))
        }

        @Test("A body without a return of its own delivers in its last statement; a closure's return is no exit")
        func lastStatement() throws {
            let profiles = try Self.changed("Profiles.swift")
            #expect(
                profiles.contains(
                    """
                                list.reload()
                            }
                            super.prepare(for: segue, sender: sender)
                        }
                    }
                    """))
        }

        @Test("A condition read before a call that stays keeps its value where it is")
        func conditionsReadBefore() {
            let plan = MigrationTests.plan(Self.order)
            let note = plan.notes.first { $0.position.path.hasSuffix("Profiles.swift") && $0.position.line == 34 }
            #expect(note?.kind == MigrationRefusalKind.order.rawValue, "\(plan.notes.map(\.description))")
        }

        @Test("An early exit in another block before a converted value keeps that value where it is")
        func exitInAnotherBlock() {
            let plan = MigrationTests.plan(Self.order)
            let note = plan.notes.first { $0.position.path.hasSuffix("Regions.swift") && $0.position.line == 27 }
            #expect(note?.kind == MigrationRefusalKind.order.rawValue, "\(plan.notes.map(\.description))")
            #expect(note?.message.contains("'return' at 22:17") == true)
        }

        @Test("An adopter's prepareContext line goes last, after its superclass's prepare and what stays")
        func adopterLast() throws {
            let base = ["/app/Base.swift": "class BaseViewController: UIViewController {}"]
            let last = """
                super.prepare(for: segue, sender: sender)
                if segue.identifier == "show" {
                    let d = segue.destination as! DetailViewController
                    d.reload()
                    d.item = name
                }
                """
            let (text, plan) = MigrationIdiomsTests.migrate(
                MigrationIdiomsTests.source(last, base: "BaseViewController"),
                storyboard: try MigrationIdiomsTests.direct(),
                more: base)
            #expect(plan.statementsConverted == 1, "\(plan.notes)")
            let migrated = try #require(text)
            #expect(
                migrated.contains("    d.reload()\n}\n        prepareContext(for: segue, sender: sender)\n"),
                "\(migrated)")
            // With an early return, a `defer` right after the superclass's prepare.
            let early = """
                super.prepare(for: segue, sender: sender)
                guard segue.identifier == "show" else { return }
                let d = segue.destination as! DetailViewController
                d.reload()
                d.item = name
                """
            let (deferred, _) = MigrationIdiomsTests.migrate(
                MigrationIdiomsTests.source(early, base: "BaseViewController"),
                storyboard: try MigrationIdiomsTests.direct(), more: base)
            let text2 = try #require(deferred)
            #expect(
                text2.contains(
                    "super.prepare(for: segue, sender: sender)\n        defer { prepareContext(for: segue, sender: sender) }\n"
                ), "\(text2)")
        }

        @Test(
            "The migrated fixture type-checks against the UIKit stubs, the check finds nothing in it, a second run nothing"
        )
        func compilesAndChecks() throws {
            try MigrationTests.expectCompilesAndChecks(Self.order)
        }
    }

#endif
