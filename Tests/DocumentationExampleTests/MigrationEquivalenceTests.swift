// `context-check migrate`'s promise, run: the converted controller (MigrationAfter.swift, the
// tool's output for MigrationBefore.swift) delivers what the hand-written prepare(for:sender:)
// assigned, for each segue, each sender and a segue the branches do not handle.
import PreparedContext
import Testing
import UIKit

@Suite("Migration equivalence")
@MainActor
struct MigrationEquivalenceTests {
    @Test("The detail segue delivers the selected item, the mode and the sender's note, as the branch assigned them")
    func detailSegue() {
        for sender in ["a note", 42, nil] as [Any?] {
            let before = MigrationBefore.InboxViewController()
            before.selected = MigrationBefore.Item(name: "first")
            let beforeDetail = MigrationBefore.DetailViewController()
            before.prepare(
                for: UIStoryboardSegue(identifier: "showDetail", source: before, destination: beforeDetail),
                sender: sender)

            let after = MigrationAfter.InboxViewController()
            after.selected = MigrationAfter.Item(name: "first")
            let afterDetail = MigrationAfter.DetailViewController()
            after.prepare(
                for: UIStoryboardSegue(identifier: "showDetail", source: after, destination: afterDetail),
                sender: sender)

            #expect(beforeDetail.item === before.selected)
            #expect(afterDetail.item === after.selected)
            #expect(beforeDetail.mode == .edit)
            #expect(afterDetail.mode == .edit)
            #expect(beforeDetail.note == afterDetail.note)
            #expect(afterDetail.note == sender as? String)
            beforeDetail.onDone?()
            afterDetail.onDone?()
            #expect(before.log == ["done"])
            #expect(after.log == ["done"])
        }
    }

    @Test("The compose segue reaches the controller inside the navigation controller, and keeps it")
    func composeSegue() {
        let before = MigrationBefore.InboxViewController()
        let beforeCompose = MigrationBefore.ComposeViewController()
        let beforeNavigation = UINavigationController(rootViewController: beforeCompose)
        before.prepare(
            for: UIStoryboardSegue(identifier: "compose", source: before, destination: beforeNavigation), sender: nil)

        let after = MigrationAfter.InboxViewController()
        let afterCompose = MigrationAfter.ComposeViewController()
        let afterNavigation = UINavigationController(rootViewController: afterCompose)
        after.prepare(
            for: UIStoryboardSegue(identifier: "compose", source: after, destination: afterNavigation), sender: nil)

        #expect(beforeCompose.delegate === before)
        #expect(afterCompose.delegate === after)
        #expect(beforeCompose.draft == "Hello")
        #expect(afterCompose.draft == "Hello")
        #expect(before.compose === beforeCompose)
        #expect(after.compose === afterCompose)
        #expect(before.log == ["compose"])
        #expect(after.log == ["compose"])
    }

    @Test("A controller whose superclass is the app's own adopts SegueContext, and its superclass still prepares first")
    func adoptedSegueContext() {
        let before = MigrationBefore.ArchiveViewController()
        let beforeDetail = MigrationBefore.DetailViewController()
        before.prepare(
            for: UIStoryboardSegue(identifier: "showArchived", source: before, destination: beforeDetail), sender: nil)

        let after = MigrationAfter.ArchiveViewController()
        let afterDetail = MigrationAfter.DetailViewController()
        after.prepare(
            for: UIStoryboardSegue(identifier: "showArchived", source: after, destination: afterDetail), sender: nil)

        #expect(beforeDetail.item === before.archived)
        #expect(afterDetail.item === after.archived)
        #expect(before.prepared == ["showArchived"])
        #expect(after.prepared == ["showArchived"])
    }

    @Test("A segue the branches do not handle leaves the destination as it was, before and after")
    func otherSegue() {
        let before = MigrationBefore.InboxViewController()
        before.selected = MigrationBefore.Item(name: "first")
        let beforeDetail = MigrationBefore.DetailViewController()
        before.prepare(
            for: UIStoryboardSegue(identifier: "other", source: before, destination: beforeDetail), sender: "x")

        let after = MigrationAfter.InboxViewController()
        after.selected = MigrationAfter.Item(name: "first")
        let afterDetail = MigrationAfter.DetailViewController()
        after.prepare(for: UIStoryboardSegue(identifier: "other", source: after, destination: afterDetail), sender: "x")

        #expect(beforeDetail.item == nil)
        #expect(afterDetail.item == nil)
        #expect(beforeDetail.mode == .view)
        #expect(afterDetail.mode == .view)
        #expect(beforeDetail.note == nil)
        #expect(afterDetail.note == nil)
    }
}
