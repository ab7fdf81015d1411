import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

/// The `SegueContext` documentation's example, as an app writes it: a table view controller
/// that forwards the generic call from `prepare(for:sender:)`.
@MainActor
final class ForwardingInbox: UITableViewController, SegueContext {
    var ambientContext = ContextValues()
    let options = quietOptions()
    var preparationOptions: PreparationOptions { options }
    let prepCtxAccount = Account(name: "inbox")
    var lastReport: PreparationReport?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        lastReport = try? prepareContext(for: segue.destination, segueIdentifier: segue.identifier, sender: sender)
    }

    func segueValues(forControl control: UIControl, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        ["mail": "from control \(control.tag)"]
    }

    func segueValues(forBarButtonItem item: UIBarButtonItem, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        ["mail": "from bar button item"]
    }
}

/// A destination that requires what the call site passes.
@MainActor
final class ForwardedMessage: UIViewController {
    @Prepared var mail: String
    @Prepared var prepCtxAccount: Account?
}

/// A table view controller subclass of the base class whose subclass forwards the generic
/// call too: the row hook must still run.
@MainActor
final class ForwardingMailbox: PreparedTableViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    var rows: [String] = ["first", "second"]

    override func segueValues(forRowAt indexPath: IndexPath, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        ["mail": rows[indexPath.row]]
    }
}

@MainActor
@Suite("One pipeline, whichever entry point is called")
struct OnePipelineTests {
    @Test("The SegueContext example's generic forwarding delivers the values passed with performSegue")
    func genericForwardingDeliversCallSiteValues() throws {
        let inbox = ForwardingInbox()
        let message = ForwardedMessage()
        inbox._stubSegueDestinations["showMessage"] = { message }
        inbox.performSegue(withIdentifier: "showMessage", context: ["mail": "Hello"], sender: nil)
        #expect(message.$mail.wrappedValueIfPresent == "Hello")
        #expect(message.$mail.delivery?.channel == .sender)
        #expect(message.prepCtxAccount?.name == "inbox")
        let report = try #require(inbox.lastReport)
        #expect(report.failures.isEmpty)
        #expect(inbox.options.log.entries.isEmpty)
    }

    @Test("The generic forwarding runs the control hook")
    func genericForwardingRunsControlHook() {
        let inbox = ForwardingInbox()
        let message = ForwardedMessage()
        let button = UIButton()
        button.tag = 7
        inbox.prepare(
            for: UIStoryboardSegue(identifier: "showMessage", source: inbox, destination: message), sender: button)
        #expect(message.$mail.wrappedValueIfPresent == "from control 7")
    }

    @Test("The generic forwarding runs the bar button item hook")
    func genericForwardingRunsBarButtonItemHook() {
        let inbox = ForwardingInbox()
        let message = ForwardedMessage()
        inbox.prepare(
            for: UIStoryboardSegue(identifier: "showMessage", source: inbox, destination: message),
            sender: UIBarButtonItem())
        #expect(message.$mail.wrappedValueIfPresent == "from bar button item")
    }

    @Test("The generic call from a base-class table view controller runs the row hook")
    func genericCallRunsRowHook() throws {
        let mailbox = ForwardingMailbox()
        let message = ForwardedMessage()
        let report = try mailbox.prepareContext(
            for: message, segueIdentifier: "showMessage", sender: IndexPath(row: 1, section: 0))
        #expect(message.$mail.wrappedValueIfPresent == "second")
        #expect(report.failures.isEmpty)
    }

    @Test("The generic call detects an unwind and delivers into slots only")
    func genericCallDetectsUnwind() throws {
        let target = NotedUnwindTarget()
        let navigation = UINavigationController(rootViewController: target)
        let editor = NoteEditor()
        navigation.pushViewController(editor, animated: true)
        target.loadViewIfNeeded()
        let report = try editor.prepareContext(for: target, segueIdentifier: "done", sender: nil)
        #expect(target.prepCtxTitle == "Edited")
        // An unwind writes no plain prefixed property (what the target provides), and is no
        // late forward delivery into a loaded controller.
        #expect(target.prepCtxNote == "kept")
        #expect(report.failures.isEmpty)
        #expect(report.warnings.isEmpty)
    }
}

/// The controller an unwind returns to: a slot it receives, a plain property it provides.
@MainActor
final class NotedUnwindTarget: Screen {
    @Prepared var prepCtxTitle: String?
    var prepCtxNote = "kept"
}

/// The controller an unwind starts from.
@MainActor
final class NoteEditor: Screen {
    let prepCtxTitle = "Edited"
    let prepCtxNote = "changed"
}

/// A controller whose control hook makes a value of the wrong type.
@MainActor
final class MistypedControlHook: Screen {
    override func segueValues(forControl control: UIControl, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        ["prepCtxAccount": control.tag]
    }
}

@MainActor
@Suite("Messages that point at what really happened")
struct PipelineMessageTests {
    @Test("A value a control hook made and the slot refused is blamed on the hook, not on the sender")
    func hookMadeValueBlamedOnHook() throws {
        let picker = MistypedControlHook()
        let detail = Detail()
        let button = UIButton()
        let report = picker.prepareContext(
            for: UIStoryboardSegue(identifier: "show", source: picker, destination: detail), sender: button)
        let error = try #require(report.failures.first { $0.code == .typeMismatch })
        #expect(
            error.description.contains(
                "the slot expects Account but the value made by the sender hook segueValues(forControl:…) is Int"))
        #expect(!error.description.contains("passed by the sender"), "the app passed nothing")
        #expect(
            error.description.contains(
                "To fix, return an Account (or a subtype) for 'prepCtxAccount' from "
                    + "segueValues(forControl:…)"))
    }

    @Test("A value the app passed with the segue and the slot refused is still blamed on the sender")
    func passedValueBlamedOnSender() throws {
        let picker = MistypedControlHook()
        let detail = Detail()
        let report = picker.prepareContext(
            for: UIStoryboardSegue(identifier: "show", source: picker, destination: detail),
            sender: SegueValues(["prepCtxAccount": "ada"], sender: nil))
        let error = try #require(report.failures.first { $0.code == .typeMismatch })
        #expect(error.description.contains("the value passed by the sender is String"))
    }
}

extension Prepared {
    /// The slot's value, or `nil` while it holds none (reading an empty required slot stops
    /// the program).
    fileprivate var wrappedValueIfPresent: Value? {
        isDelivered ? wrappedValue : nil
    }
}
