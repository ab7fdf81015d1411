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
            var values = SegueValues()
            if destination is DetailViewController {
                values.add(archived as Item?, forKey: "item")
            }
            return values
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
            var values = SegueValues()
            if identifier == "showDetail", destination is DetailViewController {
                values.add(selected as Item?, forKey: "item")
                values.add(.edit as DetailViewController.Mode, forKey: "mode")
                values.add(sender as? String, forKey: "note")
                values.add({ [weak self] in self?.log.append("done") } as (() -> Void)?, forKey: "onDone")
            }
            if identifier == "compose", destination is ComposeViewController {
                values.add(self as (any ComposeDelegate)?, forKey: "delegate")
                values.add("Hello", forKey: "draft")
            }
            return values
        }
    }
}
