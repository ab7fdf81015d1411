import AppKit
import Foundation
import Testing

@testable import PreparedContextAppKitHarness

/// A presenter whose hooks read computed properties with a side effect: each read takes the
/// next serial number.
@MainActor
final class SerialBrowser: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    private(set) var ticketsIssued = 0
    private(set) var badgesIssued = 0
    var offerDestinations: [String] = []

    var nextTicket: Int {
        ticketsIssued += 1
        return ticketsIssued
    }

    var nextBadge: Int {
        badgesIssued += 1
        return badgesIssued
    }

    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["ticket": nextTicket]
    }

    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        offerDestinations.append(String(describing: type(of: destination)))
        return ["badge": nextBadge]
    }
}

@MainActor
final class TicketPane: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var ticket: Int?
    @Prepared var badge: Int?
}

@MainActor
@Suite("AppKit: the hooks are asked once per segue, whatever containers its destination holds")
struct AppKitHookOncePerSegueTests {
    func prepare(_ browser: SerialBrowser, into destination: AnyObject) -> PreparationReport {
        browser.prepareContext(
            for: NSStoryboardSegue(identifier: "show", source: browser, destination: destination), sender: nil)
    }

    func expectAskedOnce(_ browser: SerialBrowser, destination: String, _ panes: [TicketPane]) {
        #expect(browser.ticketsIssued == 1, "segueValues ran \(browser.ticketsIssued) times")
        #expect(browser.badgesIssued == 1, "offeredValues ran \(browser.badgesIssued) times")
        #expect(browser.offerDestinations == [destination], "asked with the segue's destination")
        for pane in panes {
            #expect(pane.ticket == 1)
            #expect(pane.badge == 1)
        }
    }

    @Test("A window controller holding the pane: each hook once")
    func window() {
        let browser = SerialBrowser()
        let pane = TicketPane()
        let window = NSWindowController(window: NSWindow())
        window.contentViewController = pane
        let report = prepare(browser, into: window)
        #expect(report.failures.isEmpty, "\(report.failures)")
        expectAskedOnce(browser, destination: "NSWindowController", [pane])
    }

    @Test("A tab view controller of two tabs: each hook once")
    func tabs() {
        let browser = SerialBrowser()
        let panes = [TicketPane(), TicketPane()]
        let tabs = NSTabViewController()
        tabs.tabViewItems = panes.map(NSTabViewItem.init(viewController:))
        let report = prepare(browser, into: tabs)
        #expect(report.failures.isEmpty, "\(report.failures)")
        expectAskedOnce(browser, destination: "NSTabViewController", panes)
    }

    @Test("A split view controller inside a window controller: each hook once")
    func splitInWindow() {
        let browser = SerialBrowser()
        let panes = [TicketPane(), TicketPane()]
        let split = NSSplitViewController()
        split.splitViewItems = panes.map(NSSplitViewItem.init(viewController:))
        let window = NSWindowController(window: NSWindow())
        window.contentViewController = split
        let report = prepare(browser, into: window)
        #expect(report.failures.isEmpty, "\(report.failures)")
        expectAskedOnce(browser, destination: "NSWindowController", panes)
    }
}
