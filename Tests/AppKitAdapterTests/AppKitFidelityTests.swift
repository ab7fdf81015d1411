import AppKit
import Foundation
import Testing

@testable import PreparedContextAppKitHarness

/// A window controller that requires a value, as a document window would.
@MainActor
final class RequiringWindowController: PreparedWindowController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var prepCtxDocument: Document
}

/// A browser that records the sender AppKit hands to `prepare(for:sender:)`.
@MainActor
final class SenderRecordingBrowser: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    let prepCtxDocument = Document(title: "Notes")
    private(set) var senders: [String] = []

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        senders.append(sender.map { "\(type(of: $0))" } ?? "nil")
        super.prepare(for: segue, sender: sender)
    }
}

@MainActor
@Suite("AppKit behaviour the stubs model")
struct AppKitFidelityTests {
    @Test("Reading a storyboard window controller's content loads its window and content, as AppKit does")
    func loadingOrder() {
        let window = RequiringWindowController(window: nil)
        let content = Inspector()
        window._stubStoryboardContent = { content }
        #expect(!window.isWindowLoaded && !content.isViewLoaded)
        _ = window.contentViewController
        #expect(window.isWindowLoaded && content.isViewLoaded)
    }

    @Test("A segue to a storyboard window controller delivers before any missing-value report, and nothing is late")
    func windowControllerSegue() {
        let browser = Browser()
        let window = RequiringWindowController(window: nil)
        let tabs = NSTabViewController()
        let first = Inspector()
        let second = Inspector()
        tabs.tabViewItems = [NSTabViewItem(viewController: first), NSTabViewItem(viewController: second)]
        window._stubStoryboardContent = { tabs }
        let report = browser.prepareContext(
            for: NSStoryboardSegue(identifier: "window", source: browser, destination: window), sender: nil)
        #expect(first.isViewLoaded && second.isViewLoaded)
        #expect([first, second].allSatisfy { $0.prepCtxDocument.title == "Notes" })
        #expect(window.prepCtxDocument.title == "Notes")
        #expect(report.warnings.isEmpty)
        #expect(browser.options.log.entries.isEmpty)
        #expect(window.options.log.entries.isEmpty)
        #expect(first.options.log.entries.isEmpty && second.options.log.entries.isEmpty)
    }

    @Test("Values still missing after the segue are reported once, after delivery")
    func missingAfterDelivery() {
        final class Empty: PreparedViewController {
            let options = quietOptions()
            override var preparationOptions: PreparationOptions { options }
        }
        let source = Empty()
        let window = RequiringWindowController(window: nil)
        let content = Inspector()
        window._stubStoryboardContent = { content }
        source.prepare(for: NSStoryboardSegue(identifier: "window", source: source, destination: window), sender: nil)
        #expect(
            source.options.log.entries.map { "\($0.error.code) \($0.error.destinationType ?? "?")" } == [
                "missingRequiredValue RequiringWindowController", "missingRequiredValue Inspector",
            ])
        #expect(window.options.log.entries.isEmpty && content.options.log.entries.isEmpty)
    }

    @Test("A window loaded before the segue still makes its deliveries late")
    func loadedBeforeIsLate() {
        let browser = Browser()
        let window = RequiringWindowController(window: nil)
        window._stubStoryboardContent = { Inspector() }
        _ = window.window
        let report = browser.prepareContext(
            for: NSStoryboardSegue(identifier: "window", source: browser, destination: window), sender: nil)
        #expect(report.warnings.map(\.code).allSatisfy { $0 == .lateDelivery })
        #expect(report.warnings.count == 2)
    }

    @Test("performSegue with an unknown identifier raises as AppKit does, and never asks shouldPerformSegue")
    func unknownIdentifier() {
        final class Asking: PreparedViewController {
            var asked = 0
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                asked += 1
                return true
            }
        }
        _StubExceptions.removeAll()
        let source = Asking()
        source.performSegue(withIdentifier: "missing", context: ["zoom": 2.0], sender: nil)
        #expect(
            _StubExceptions.raised == [
                "NSInvalidArgumentException: Receiver (<Asking>) has no segue with identifier 'missing'"
            ])
        #expect(source.asked == 0)
    }

    @Test(
        "AppKit sees the original sender of performSegue(withIdentifier:context:sender:), and the values still arrive")
    func originalSender() {
        let browser = SenderRecordingBrowser()
        let inspector = Inspector()
        browser._stubSegueDestinations["sheet"] = { inspector }
        browser.performSegue(withIdentifier: "sheet", context: ["zoom": 2.0], sender: "button")
        #expect(browser.senders == ["String"])
        #expect(inspector.zoom == 2.0)
        #expect(inspector.prepCtxDocument.title == "Notes")
    }
}

/// The SDK declares `class NSStoryboard` and `class NSStoryboardSegue` without `@MainActor`
/// (developer.apple.com/documentation/appkit/nsstoryboard, …/nsstoryboardsegue); code off the
/// main actor may make them, so the stubs let it too.
@Suite("AppKit isolation as the SDK declares it")
struct AppKitIsolationTests {
    @Test("A storyboard and a storyboard segue are made off the main actor, as the SDK allows")
    func storyboardClassesAreNotMainActor() {
        let segue = NSStoryboardSegue(identifier: "showDocument", source: "source", destination: "destination")
        #expect(segue.identifier == "showDocument")
        #expect(segue.sourceController as? String == "source")
        _ = NSStoryboard(name: "Main", bundle: nil)
    }
}
