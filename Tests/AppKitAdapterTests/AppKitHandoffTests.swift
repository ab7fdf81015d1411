import AppKit
import Foundation
import Testing

@testable import PreparedContextAppKitHarness

// The macOS side of the same handoffs: a document browser that offers itself as the
// inspector's delegate, a workspace set once and read by an inspector two windows later,
// and an inspector that configures itself when its context has arrived.

enum WorkspaceKey: ContextKey {
    typealias Value = String
}

@MainActor
protocol InspectorDelegate: AnyObject {
    func inspectorDidChange(_ value: Double)
}

@MainActor
final class DocumentBrowser: PreparedViewController, InspectorDelegate {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    var changes: [Double] = []

    func inspectorDidChange(_ value: Double) { changes.append(value) }

    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["delegate": self]
    }
}

@MainActor
final class ZoomInspector: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @WeakPrepared var delegate: (any InspectorDelegate)?
    @Ambient(WorkspaceKey.self) var workspace: String?
    var arrivals: [[String]] = []

    override func contextDidArrive(_ report: PreparationReport) {
        arrivals.append(report.deliveries.map(\.key))
    }
}

@MainActor
@Suite("AppKit handoffs: offered values, ambient slots, arrival")
struct AppKitHandoffTests {
    @Test("A sheet inside a window controller is offered the browser as its weak delegate and told it arrived")
    func offeredDelegateThroughWindow() {
        var browser: DocumentBrowser? = DocumentBrowser()
        weak let weakBrowser = browser
        browser?.ambientContext[WorkspaceKey.self] = "~/Projects"
        let window = DocumentWindowController(window: nil)
        let inspector = ZoomInspector()
        window.contentViewController = inspector
        browser?.prepare(
            for: NSStoryboardSegue(identifier: "inspect", source: browser as Any, destination: window), sender: nil)
        #expect(inspector.workspace == "~/Projects")
        #expect(inspector.arrivals == [["delegate", "WorkspaceKey"]])
        inspector.delegate?.inspectorDidChange(1.5)
        #expect(browser?.changes == [1.5])
        // Setting a window controller's content by hand loads its view, as AppKit does: only
        // lateness is logged, and nothing failed.
        #expect(browser?.options.log.entries.allSatisfy { $0.error.code == .lateDelivery } == true)
        browser = nil
        #expect(weakBrowser == nil)
        #expect(inspector.delegate == nil)
    }
}
