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
    }

#endif
