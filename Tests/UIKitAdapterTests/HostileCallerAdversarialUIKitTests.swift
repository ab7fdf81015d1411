import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

// Issue #17 item 6, attacked again: the presenter reaches a page view controller by other
// routes than the ones its own tests try.

@MainActor
@Suite("Hostile callers, second round: a page view controller and its presenter")
struct HostileCallerAdversarialUIKitTests {
    @Test(
        "A page view controller does not keep its presenter alive when the presenter is an ambient value carried with the segue"
    )
    func presenterInCarriedAmbientValues() throws {
        final class Pages: PreparedPageViewController {}
        let pages = try #require(Pages(coder: NSCoder()))
        weak var weakPresenter: Inbox?
        do {
            let presenter = Inbox()
            weakPresenter = presenter
            var ambient = ContextValues()
            ambient[HxPresenterKey.self] = presenter
            let carried = SegueValues(["title": "carried"], ambient: ambient)
            presenter.prepare(
                for: UIStoryboardSegue(identifier: "pages", source: presenter, destination: pages), sender: carried)
        }
        #expect(weakPresenter == nil, "the page view controller keeps the presenter alive")
    }

    @Test("A page view controller does not keep its presenter alive when it is carried two optionals deep")
    func presenterCarriedDoublyOptional() throws {
        final class Pages: PreparedPageViewController {}
        let pages = try #require(Pages(coder: NSCoder()))
        weak var weakPresenter: Inbox?
        do {
            let presenter = Inbox()
            weakPresenter = presenter
            let wrapped: Inbox?? = .some(.some(presenter))
            let carried = SegueValues(["delegate": wrapped as Any], sender: wrapped as Any)
            presenter.prepare(
                for: UIStoryboardSegue(identifier: "pages", source: presenter, destination: pages), sender: carried)
            let page = Detail()
            pages.setViewControllers([page], direction: .forward, animated: false)
            #expect(page.prepCtxTitle == "Inbox")
        }
        #expect(weakPresenter == nil, "the page view controller keeps the presenter alive")
    }
}

enum HxPresenterKey: ContextKey {
    typealias Value = Inbox
}
