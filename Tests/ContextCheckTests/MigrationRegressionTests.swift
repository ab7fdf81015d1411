import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc` processes, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// What running `context-check migrate` on apps it had never seen showed: each case, reduced to
    /// a fixture of its own under `Fixtures/Migrate/Regressions/`.
    @Suite("Migration: regressions from unseen apps")
    struct MigrationRegressionTests {
        static let regressions = MigrationTests.migrate.appendingPathComponent("Regressions")

        static func notes(_ fixture: String) -> [String] {
            MigrationTests.plan(regressions.appendingPathComponent(fixture)).notes.map(\.message)
        }

        @Test("A branch that an unwind also runs names the unwind segue, its action and what to do by hand")
        func unwindNote() throws {
            let note = try #require(Self.notes("StoryboardNotes").first { $0.contains("'ShelfViewController'") })
            #expect(note.contains("Main.storyboard:15 is an unwind (unwindToStart:)"), "\(note)")
            #expect(note.contains("assign it by hand"), "\(note)")
            #expect(!note.contains("any identifier"), "\(note)")
        }

        @Test("A presenter that no storyboard segue leaves says so, and what to check, without naming an identifier")
        func noSegueNote() throws {
            let note = try #require(Self.notes("StoryboardNotes").first { $0.contains("'ArchiveViewController'") })
            #expect(note.hasPrefix("no storyboard segue leaves 'ArchiveViewController'"), "\(note)")
            #expect(note.contains("assign it by hand"), "\(note)")
            #expect(!note.contains("any identifier"), "\(note)")
        }

        @Test(
            "An unowned(unsafe) or unowned(safe) destination property stays, as unowned does: the migrated app type-checks"
        )
        func ownershipModifiers() throws {
            let fixture = Self.regressions.appendingPathComponent("OwnershipModifiers")
            try MigrationTests.expectCompilesAndChecks(fixture)
            let notes = Self.notes("OwnershipModifiers")
            #expect(notes.contains("'QueueViewController.engine' is 'unowned'"), "\(notes)")
            #expect(notes.contains("'QueueViewController.fallbackEngine' is 'unowned'"), "\(notes)")
            let queue = try #require(
                MigrationTests.plan(fixture).changedFiles()[fixture.appendingPathComponent("Radio.swift").path])
            #expect(queue.contains("@Prepared(key: \"station\") var station = \"\""))
        }

        @Test(
            "A property declared with a word the reader does not know (package) stays; the rest of the branch converts")
        func unreadModifier() throws {
            let fixture = Self.regressions.appendingPathComponent("UnreadModifiers")
            let plan = MigrationTests.plan(fixture)
            #expect(
                plan.notes.map(\.message).contains(
                    "'PlotViewController.season' is declared with 'package', which the assistant does not read: make it "
                        + "a slot by hand"), "\(plan.notes)")
            let garden = try #require(plan.changedFiles()[fixture.appendingPathComponent("Garden.swift").path])
            #expect(!garden.contains("package @Prepared"))
            #expect(garden.contains("    package var season = \"\"\n"))
            #expect(garden.contains("@Prepared(key: \"row\") var row = 0"))
        }
        @Test(
            "In an if chain without else or a switch, an arm that never runs stays dead, a kept arm keeps the segues of the arms before it, and an arm after one that may take its segue stays"
        )
        func chainClauses() throws {
            let fixture = Self.regressions.appendingPathComponent("ChainClauses")
            try MigrationTests.expectCompilesAndChecks(fixture)
            let plan = MigrationTests.plan(fixture)
            let kitchen = try #require(plan.changedFiles()[fixture.appendingPathComponent("Kitchen.swift").path])
            // The dead arm stays as written, after an empty arm that still takes its segue first.
            #expect(
                kitchen.contains(
                    "        if segue.identifier == \"ShowRecipe\" {\n        } else if segue.identifier == \"ShowRecipe\" {\n"
                        + "            let recipe = segue.destination as! RecipeViewController\n            recipe.servings = 4\n"
                ),
                "\(kitchen)")
            #expect(kitchen.contains("    var servings = 0\n"))
            // A kept arm whose condition may hold for the converted arm's segue: the converted arm stays, empty.
            #expect(
                kitchen.contains(
                    "        if segue.identifier == \"OpenRecipe\" {\n        } else if sender is UIButton {\n"))
            // Two unrelated classes of the app: the converted arm goes.
            #expect(
                kitchen.contains(
                    "        super.prepare(for: segue, sender: sender)\n        if let timer = segue.destination as? TimerViewController {"
                ))
            // A converted arm after a kept arm that may take its segue: it stays.
            #expect(kitchen.contains("        } else if segue.identifier == \"MenuRecipe\" {\n            let recipe"))
            let notes = plan.notes.map(\.message)
            #expect(notes.contains { $0.hasPrefix("this arm never runs: the arm at line 24") }, "\(notes)")
            #expect(
                notes.contains { $0.hasPrefix("the arm at line 74 comes first and may run for its segue") }, "\(notes)")
            // A switch: the case after a 'where' for its segue stays; a converted case before a
            // duplicate becomes `break`, and the duplicate stays dead.
            #expect(notes.contains { $0.hasPrefix("the case at line 91 comes first and matches 'CookbookRecipe'") })
            #expect(notes.contains { $0.hasPrefix("this case never runs: the case at line 97") })
            #expect(
                kitchen.contains(
                    "        case \"CookbookPantry\":\n            break\n        case \"CookbookPantry\":\n"
                        + "            let pantry = segue.destination as! PantryViewController\n"
                        + "            pantry.recipeName = \"never\"\n"))
            #expect(kitchen.contains("            recipe.servings = 2\n"))
            #expect(plan.branchesFound == 9)
        }
    }

#endif
