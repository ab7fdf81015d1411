import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

/// A model object behind a screen that provides the screen's context, as apps keep one.
@MainActor
final class ComposeModel: SegueContext {
    var ambientContext = ContextValues()
    let prepCtxAccount = Account(name: "from the model")
    let options = quietOptions()
    var preparationOptions: PreparationOptions { options }
}

/// Calls the overload for a `SegueContext` that is not a view controller on purpose. Reached
/// through this protocol, the deprecated call warns only here, where it is meant.
@MainActor
protocol StoryboardSegueForwarding {
    func forward(_ segue: UIStoryboardSegue, sender: Any?) -> PreparationReport
}

extension ComposeModel: StoryboardSegueForwarding {
    @available(*, deprecated, message: "calls the deprecated overload on purpose")
    func forward(_ segue: UIStoryboardSegue, sender: Any?) -> PreparationReport {
        prepareContext(for: segue, sender: sender)
    }
}

/// A plain view controller that forwards its segues to its model, as an app written before
/// it adopted the base classes does.
@MainActor
final class ComposeViewController: UIViewController {
    let model = ComposeModel()
    var forwarding: any StoryboardSegueForwarding { model }
    private(set) var lastReport: PreparationReport?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        lastReport = forwarding.forward(segue, sender: sender)
    }
}

@MainActor
@Suite("A SegueContext that is not a view controller")
struct NonControllerSegueContextTests {
    @Test("prepareContext(for: segue, sender:) on a model object delivers into the segue's destination")
    func modelObjectDelivers() throws {
        let compose = ComposeViewController()
        let detail = Detail()
        let navigation = UINavigationController(rootViewController: detail)
        compose.prepare(
            for: UIStoryboardSegue(identifier: "showDetail", source: compose, destination: navigation), sender: nil)
        let report = try #require(compose.lastReport)
        #expect(detail.prepCtxAccount.name == "from the model")
        #expect(report.segueIdentifier == "showDetail")
        #expect(report.destinationTypes == ["UINavigationController", "Detail"])
        #expect(report.failures.isEmpty)
        #expect(compose.model.options.log.entries.isEmpty)
    }

    @Test("A model object's values passed with the segue reach the destination, with the segue's sender")
    func modelObjectCarriesValues() {
        let compose = ComposeViewController()
        let detail = Detail()
        compose.prepare(
            for: UIStoryboardSegue(identifier: "showDetail", source: compose, destination: detail),
            sender: SegueValues(["mail": "Draft"], sender: "compose button"))
        #expect(detail.mail == "Draft")
        #expect(detail.$mail.delivery?.channel == .sender)
    }

    @Test("A view controller adopting SegueContext still gets the view-controller overload, unwinds included")
    func viewControllerPathUnchanged() {
        let target = UnwindTarget()
        let navigation = UINavigationController(rootViewController: target)
        let editor = Editor()
        navigation.pushViewController(editor, animated: true)
        target.loadViewIfNeeded()
        let report = editor.prepareContext(
            for: UIStoryboardSegue(identifier: "unwind", source: editor, destination: target), sender: nil)
        #expect(target.prepCtxTitle == "Edited")
        #expect(report.warnings.isEmpty)

        let list = MailList()
        let detail = Detail()
        list.prepare(for: UIStoryboardSegue(identifier: "show", source: list, destination: detail), sender: nil)
        #expect(detail.prepCtxAccount.name == "from table")
    }
}
