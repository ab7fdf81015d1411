// A fixture of `context-check migrate`'s equivalence test: MigrationBefore.swift holds hand-written
// prepare(for:sender:) branches, MigrationAfter.swift is the tool's output for it (ContextCheckTests
// checks they stay in step), and MigrationEquivalenceTests.swift runs both and compares what the
// destinations receive.
import PreparedContext
import UIKit

enum MigrationAfter {
    final class Item {
        let name: String
        init(name: String) { self.name = name }
    }

    @MainActor protocol ComposeDelegate: AnyObject {
        func composeDidFinish()
    }

    final class DetailViewController: UIViewController {
        @Prepared var item: Item?
        @Prepared var mode: Mode = .view
        @Prepared var note: String?
        @Prepared var onDone: (() -> Void)?

        enum Mode { case view, edit }
    }

    final class ComposeViewController: UIViewController {
        @WeakPrepared var delegate: (any ComposeDelegate)?
        @Prepared var draft: String?
    }

    class BaseViewController: UIViewController {
        var prepared: [String] = []

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append(segue.identifier ?? "")
        }
    }

    /// Its superclass is the app's own: it adopts SegueContext.
    final class ArchiveViewController: BaseViewController, SegueContext {
        var ambientContext = ContextValues()
        var archived = Item(name: "archived")

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            super.prepare(for: segue, sender: sender)
            prepareContext(for: segue, sender: sender)
        }

        func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            ["item": archived as Item?]
        }
    }

    final class InboxViewController: PreparedViewController, ComposeDelegate {
        var selected: Item?
        @SegueDestination(segue: "compose") var compose: ComposeViewController?
        var log: [String] = []

        func composeDidFinish() {}

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            super.prepare(for: segue, sender: sender)
            if segue.identifier == "compose" {
                log.append("compose")
            }
        }

        override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            var values: SegueValues = ["delegate": self, "draft": "Hello"]
            values.addLazily(forKey: "item", onSegue: "showDetail") { [self] in selected }
            values.addLazily(forKey: "mode", onSegue: "showDetail") { .edit as DetailViewController.Mode }
            values.addLazily(forKey: "note", onSegue: "showDetail") { sender as? String }
            if identifier == "showDetail" {
                values.add({ [weak self] in self?.log.append("done") } as (() -> Void)?, forKey: "onDone")
            }
            return values
        }
    }
}
