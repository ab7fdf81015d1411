import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc` processes, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// Destination properties with a `didSet`: the observer keeps running on assignment and runs
    /// on arrival through `contextDidArrive(_:)` where that is provably the same moment.
    @Suite("Migration: observed slots")
    struct MigrationObserversTests {
        static let observers = MigrationTests.migrate.appendingPathComponent("Observers")

        @Test("A didSet moves into a method that the didSet and contextDidArrive(_:) both call")
        func movesObserver() throws {
            let plan = MigrationTests.plan(Self.observers)
            let shelf = try #require(plan.changedFiles()[Self.observers.appendingPathComponent("Shelf.swift").path])
            #expect(shelf.contains("final class BookViewController: PreparedViewController {"))
            // Keyed by the presenter's own `selected`, whose initial value proves it a `Book` (HandoffForms.swift).
            #expect(
                shelf.contains(
                    "@Prepared(key: \"selected\") var book: Book? {\n        didSet {\n            bookDidChange()\n"))
            #expect(shelf.contains("    private func bookDidChange() {\n        titleText ="))
            #expect(shelf.contains("if $book.wasDelivered(in: report) { bookDidChange() }"))
            #expect(shelf.contains("didSet {\n            imageNameDidChange()\n        }"))
            #expect(shelf.contains("if $imageName.wasDelivered(in: report) { imageNameDidChange() }"))
        }

        @Test("An observer stays where it reads oldValue, runs after another converted write, or after a log line")
        func refusals() {
            let notes = MigrationTests.plan(Self.observers).notes.map(\.message)
            #expect(notes.contains { $0.contains("'NotesViewController.text' has a didSet that reads oldValue") })
            #expect(notes.contains { $0.contains("the didSet of 'RatingsViewController.book' would run in") })
            #expect(notes.contains { $0.contains("'DetailedReviewViewController' implements contextDidArrive(_:)") })
            // `print` would otherwise commute: with an observer on the other side, it does not.
            #expect(
                !MigrationTests.plan(Self.observers).changedFiles().values.contains {
                    $0.contains("AuthorViewController: Prepared")
                })
        }

        @Test(
            "The migrated fixture type-checks against the UIKit stubs, the check finds nothing in it, a second run nothing"
        )
        func compilesAndChecks() throws {
            try MigrationTests.expectCompilesAndChecks(Self.observers)
        }

        static let ownPrepares = MigrationTests.migrate.appendingPathComponent("OwnPrepareObservers")

        @Test("A destination whose own prepare(for:sender:) converts in the same run is told of its arrival")
        func ownPrepareConverting() throws {
            let plan = MigrationTests.plan(Self.ownPrepares)
            let threads = try #require(
                plan.changedFiles()[Self.ownPrepares.appendingPathComponent("Threads.swift").path])
            #expect(threads.contains("values.add(threadKey as String?, forKey: \"threadThreadID\")"))
            #expect(threads.contains("@Prepared(key: \"threadThreadID\") var threadID: String? {"))
            #expect(threads.contains("if $threadID.wasDelivered(in: report) { threadIDDidChange() }"))
            // Its own body converts: one base class, and its prepare(for:sender:) is gone.
            #expect(threads.contains("final class ThreadViewController: PreparedViewController {"))
            #expect(!threads.contains("case \"showInfo\":"))
            // The presenter whose assignment stays keeps it: the didSet runs there.
            #expect(threads.contains("            opened += 1\n            thread.threadID = \"archived-\\(opened)\""))
        }

        @Test(
            "A destination whose own prepare(for:sender:) converts nothing in the end stays, decided again without it")
        func ownPrepareConvertingNothing() throws {
            let plan = MigrationTests.plan(Self.ownPrepares)
            let threads = try #require(
                plan.changedFiles()[Self.ownPrepares.appendingPathComponent("Threads.swift").path])
            #expect(
                plan.notes.contains {
                    $0.message.contains(
                        "'DraftViewController' has a prepare(for:sender:) of its own, and nothing in it")
                })
            #expect(threads.contains("final class DraftViewController: UIViewController {"))
            #expect(threads.contains("    var draftID: String? {\n        didSet { title = draftID }"))
            #expect(threads.contains("final class DraftsViewController: UIViewController {"))
            #expect(threads.components(separatedBy: "contextDidArrive").count == 2)
        }

        @Test(
            "A slot with observers receives no converted value, unless its arrival runs them as a first run writes it")
        func slotsWithObservers() throws {
            let plan = MigrationTests.plan(Self.ownPrepares)
            let profiles = try #require(
                plan.changedFiles()[Self.ownPrepares.appendingPathComponent("Profiles.swift").path])
            #expect(
                plan.notes.contains {
                    $0.message.contains("'ProfileViewController.userName' is a slot with observers, which do not run")
                })
            #expect(profiles.contains("(segue.destination as! ProfileViewController).userName = sender as? String"))
            #expect(profiles.contains("[\"count\": 3]"))
        }

        @Test("The fixture of destinations with their own prepare(for:sender:) type-checks and checks once migrated")
        func ownPreparesCompile() throws {
            try MigrationTests.expectCompilesAndChecks(Self.ownPrepares, statementsConverted: 5)
        }
    }

#endif
