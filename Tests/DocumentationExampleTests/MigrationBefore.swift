// A fixture of `context-check migrate`'s equivalence test: MigrationBefore.swift holds hand-written
// prepare(for:sender:) branches, MigrationAfter.swift is the tool's output for it (ContextCheckTests
// checks they stay in step), and MigrationEquivalenceTests.swift runs both and compares what the
// destinations receive.
import UIKit

enum MigrationBefore {
    final class Item {
        let name: String
        init(name: String) { self.name = name }
    }

    @MainActor protocol ComposeDelegate: AnyObject {
        func composeDidFinish()
    }

    final class DetailViewController: UIViewController {
        var item: Item?
        var mode: Mode = .view
        var note: String?
        var onDone: (() -> Void)?

        enum Mode { case view, edit }
    }

    final class ComposeViewController: UIViewController {
        weak var delegate: (any ComposeDelegate)?
        var draft: String?
    }

    class BaseViewController: UIViewController {
        var prepared: [String] = []

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append(segue.identifier ?? "")
        }
    }

    /// Its superclass is the app's own: it adopts SegueContext.
    final class ArchiveViewController: BaseViewController {
        var archived = Item(name: "archived")

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            super.prepare(for: segue, sender: sender)
            if let detail = segue.destination as? DetailViewController {
                detail.item = archived
            }
        }
    }

    final class InboxViewController: UIViewController, ComposeDelegate {
        var selected: Item?
        weak var compose: ComposeViewController?
        var log: [String] = []

        func composeDidFinish() {}

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showDetail" {
                let detail = segue.destination as! DetailViewController
                detail.item = selected
                detail.mode = .edit
                detail.note = sender as? String
                detail.onDone = { [weak self] in self?.log.append("done") }
            } else if segue.identifier == "compose" {
                let navigation = segue.destination as! UINavigationController
                let compose = navigation.topViewController as! ComposeViewController
                compose.delegate = self
                compose.draft = "Hello"
                self.compose = compose
                log.append("compose")
            }
        }
    }
}
