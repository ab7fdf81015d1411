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

        @Test("An unnamed sender (sender _:) gets a name its body does not use for the super call: it type-checks")
        func unnamedSender() throws {
            let fixture = Self.regressions.appendingPathComponent("UnnamedSender")
            try MigrationTests.expectCompilesAndChecks(fixture, statementsConverted: 2)
            let kitchen = try #require(
                MigrationTests.plan(fixture).changedFiles()[fixture.appendingPathComponent("Kitchen.swift").path])
            #expect(!kitchen.contains("sender: _)"))
            #expect(kitchen.contains("sender sender2: Any?) {\n        super.prepare(for: segue, sender: sender2)\n"))
        }

        @Test("A prepare(for:sender:) under #if in the class, or in an extension under #if, stays")
        func conditionalOverrides() throws {
            let fixture = Self.regressions.appendingPathComponent("ConditionalOverrides")
            try MigrationTests.expectCompilesAndChecks(fixture, statementsConverted: 1)
            let notes = Self.notes("ConditionalOverrides")
            #expect(notes.filter { $0.contains("declared under the '#if'") }.count == 4, "\(notes)")
            let garage = try #require(
                MigrationTests.plan(fixture).changedFiles()[fixture.appendingPathComponent("Garage.swift").path])
            #expect(garage.contains("final class GarageViewController: UIViewController {"))
            #expect(garage.contains("final class DealerViewController: UIViewController {"))
            #expect(garage.contains("final class ShowroomViewController: UIViewController {"))
            #expect(garage.contains("final class PaddockViewController: UIViewController {"))
            #expect(garage.contains("@Prepared(key: \"mileage\") var mileage = 0"))
            #expect(garage.contains("    var car = \"\"\n    var model = \"\"\n    var trim = \"\"\n"))
            #expect(garage.contains("    var wheels = 0\n"))
        }

        @Test("kept = segue.destination as? C stays where another segue sets it to nil; under if-let it converts")
        func keptCasts() throws {
            let fixture = Self.regressions.appendingPathComponent("KeptCasts")
            try MigrationTests.expectCompilesAndChecks(fixture, statementsConverted: 1)
            let notes = Self.notes("KeptCasts")
            #expect(notes.contains { $0.hasPrefix("'mixer' is set to nil by the segue at ") }, "\(notes)")
            let studio = try #require(
                MigrationTests.plan(fixture).changedFiles()[fixture.appendingPathComponent("Studio.swift").path])
            #expect(studio.contains("        mixer = segue.destination as? MixerViewController\n"))
            #expect(studio.contains("final class BoothViewController: PreparedViewController {"))
        }

        @Test("A value written as a tuple keeps its parentheses in the hook: the migrated app type-checks")
        func tupleValues() throws {
            let fixture = Self.regressions.appendingPathComponent("TupleValues")
            try MigrationTests.expectCompilesAndChecks(fixture, statementsConverted: 3)
            let map = try #require(
                MigrationTests.plan(fixture).changedFiles()[fixture.appendingPathComponent("Map.swift").path])
            #expect(map.contains("{ [self] in (latitude, longitude) as (Double, Double) }"))
            #expect(map.contains("{ [self] in latitude }"))
        }

        @Test("A presenter (or subclass) declaring a member PreparedViewController has stays: it type-checks")
        func inheritedMembers() throws {
            let fixture = Self.regressions.appendingPathComponent("InheritedMembers")
            try MigrationTests.expectCompilesAndChecks(fixture, statementsConverted: 1)
            let notes = Self.notes("InheritedMembers")
            #expect(notes.contains { $0.contains("'MenuViewController' declares 'preparationOptions'") }, "\(notes)")
            #expect(
                notes.contains { $0.contains("'BarCounterViewController' declares 'segueSourceTableViews'") },
                "\(notes)")
        }

        @Test("A property its class's deinit reads stays stored: a slot could not be read there")
        func deinitReads() throws {
            let fixture = Self.regressions.appendingPathComponent("DeinitReads")
            try MigrationTests.expectCompilesAndChecks(fixture, statementsConverted: 1)
            let notes = Self.notes("DeinitReads")
            #expect(notes.contains { $0.hasPrefix("'ProgressViewController.task' is read in deinit") }, "\(notes)")
            #expect(notes.contains { $0.hasPrefix("'UploadViewController.log' is read in deinit") }, "\(notes)")
        }
    }

#endif
