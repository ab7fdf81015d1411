import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

/// A presenter whose hooks read computed properties with a side effect: each read takes the
/// next serial number, as an analytics call or a log line would run once more.
@MainActor
final class SerialPresenter: Screen {
    private(set) var ticketsIssued = 0
    private(set) var badgesIssued = 0
    var hookDestinations: [String] = []
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
        hookDestinations.append(String(describing: type(of: destination)))
        return ["ticket": nextTicket]
    }

    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        offerDestinations.append(String(describing: type(of: destination)))
        return ["badge": nextBadge]
    }
}

@MainActor
final class TicketScreen: Screen {
    @Prepared var ticket: Int?
    @Prepared var badge: Int?
}

@MainActor
@Suite("The hooks are asked once per segue, whatever containers its destination holds")
struct HookOncePerSegueTests {
    func prepare(_ presenter: SerialPresenter, into destination: UIViewController) -> PreparationReport {
        presenter.prepareContext(
            for: UIStoryboardSegue(identifier: "show", source: presenter, destination: destination), sender: nil)
    }

    func expectAskedOnce(_ presenter: SerialPresenter, destination: String, _ screens: [TicketScreen]) {
        #expect(presenter.ticketsIssued == 1, "segueValues ran \(presenter.ticketsIssued) times")
        #expect(presenter.badgesIssued == 1, "offeredValues ran \(presenter.badgesIssued) times")
        #expect(presenter.hookDestinations == [destination])
        #expect(presenter.offerDestinations == [destination], "asked with the segue's destination, as segueValues is")
        for screen in screens {
            #expect(screen.ticket == 1)
            #expect(screen.badge == 1)
        }
    }

    @Test("A plain destination: each hook once")
    func plain() {
        let presenter = SerialPresenter()
        let screen = TicketScreen()
        let report = prepare(presenter, into: screen)
        #expect(report.failures.isEmpty, "\(report.failures)")
        expectAskedOnce(presenter, destination: "TicketScreen", [screen])
    }

    @Test("The same controller inside a navigation controller: each hook once, as a hand-written prepare runs once")
    func navigation() {
        let presenter = SerialPresenter()
        let screen = TicketScreen()
        let report = prepare(presenter, into: UINavigationController(rootViewController: screen))
        #expect(report.failures.isEmpty, "\(report.failures)")
        expectAskedOnce(presenter, destination: "UINavigationController", [screen])
    }

    @Test("A tab bar of two tabs, one inside a navigation controller: each hook once, both tabs get its values")
    func tabBar() {
        let presenter = SerialPresenter()
        let first = TicketScreen()
        let second = TicketScreen()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first), second]
        let report = prepare(presenter, into: tabs)
        #expect(report.failures.isEmpty, "\(report.failures)")
        expectAskedOnce(presenter, destination: "UITabBarController", [first, second])
    }

    @Test("A split view of three columns: each hook once")
    func split() {
        let presenter = SerialPresenter()
        let columns = [TicketScreen(), TicketScreen(), TicketScreen()]
        let split = UISplitViewController(style: .tripleColumn)
        for (column, controller) in zip([UISplitViewController.Column.primary, .supplementary, .secondary], columns) {
            split.setViewController(controller, for: column)
        }
        let report = prepare(presenter, into: split)
        #expect(report.failures.isEmpty, "\(report.failures)")
        expectAskedOnce(presenter, destination: "UISplitViewController", columns)
    }

    @Test("A page view controller whose pages are set: each hook once")
    func pages() {
        let presenter = SerialPresenter()
        let pages = [TicketScreen(), TicketScreen()]
        let container = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        container.setViewControllers(pages, direction: .forward, animated: false)
        let report = prepare(presenter, into: container)
        #expect(report.failures.isEmpty, "\(report.failures)")
        expectAskedOnce(presenter, destination: "UIPageViewController", pages)
    }

    @Test("A PreparedPageViewController asks again for each page set after the segue, with the page as destination")
    func pagesSetLater() throws {
        final class Pages: PreparedPageViewController {}
        let presenter = SerialPresenter()
        let pages = try #require(Pages(coder: NSCoder()))
        _ = prepare(presenter, into: pages)
        #expect(presenter.ticketsIssued == 1)
        #expect(presenter.badgesIssued == 1)
        let page = TicketScreen()
        pages.setViewControllers([page], direction: .forward, animated: false)
        #expect(
            presenter.offerDestinations == ["Pages", "TicketScreen"], "a later delivery is a preparation of its own")
        #expect(page.ticket == 2)
        #expect(page.badge == 2)
    }

    @Test("Every tab gets the offered values in the order the tabs are walked, from one call")
    func offeredOnceForEveryTab() {
        let presenter = SerialPresenter()
        let screens = (0..<4).map { _ in TicketScreen() }
        let tabs = UITabBarController()
        tabs.viewControllers = screens.map { UINavigationController(rootViewController: $0) }
        let report = prepare(presenter, into: tabs)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.skipped.isEmpty, "a navigation controller takes no context, so nothing is noted for it")
        expectAskedOnce(presenter, destination: "UITabBarController", screens)
    }
}
