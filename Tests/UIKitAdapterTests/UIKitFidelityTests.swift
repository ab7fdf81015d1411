import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

/// A screen that records the sender UIKit hands to `prepare(for:sender:)`.
@MainActor
final class SenderRecordingInbox: Screen {
    let prepCtxAccount = Account(name: "ada")
    private(set) var senders: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        senders.append(sender.map { "\(type(of: $0))" } ?? "nil")
        super.prepare(for: segue, sender: sender)
    }
}

/// An unwind target with a plain prefixed property, as a real app has: an unwind must not
/// treat it as a destination property.
@MainActor
final class AmbientUnwindTarget: Screen {
    @Prepared var prepCtxTitle: String?
}

/// A source inside a modal: it provides a title and ambient values.
@MainActor
final class ModalEditor: Screen {
    let prepCtxTitle = "Edited"
    override init() {
        super.init()
        ambientContext[SessionKey.self] = "from the modal"
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
@Suite("UIKit behaviour the stubs model")
struct UIKitFidelityTests {
    /// Unwinds `editor` to `target`, with the target's view loaded as on screen.
    func unwind(from editor: ModalEditor, to target: AmbientUnwindTarget) -> PreparationReport {
        target.loadViewIfNeeded()
        return editor.prepareContext(
            for: UIStoryboardSegue(identifier: "unwind", source: editor, destination: target), sender: nil)
    }

    /// Expects a clean unwind: the value arrived, no late delivery, no ambient value flowed back.
    func expectUnwound(_ report: PreparationReport, into target: AmbientUnwindTarget, from editor: ModalEditor) {
        #expect(target.prepCtxTitle == "Edited")
        #expect(report.warnings.isEmpty)
        #expect(report.failures.isEmpty)
        #expect(editor.options.log.entries.isEmpty)
        #expect(target.ambientContext[SessionKey.self] == nil)
    }

    @Test("present(_:animated:) presents from the controller that defines the presentation context")
    func presentationContext() {
        let root = Detail()
        let navigation = UINavigationController(rootViewController: root)
        let modal = Detail()
        root.present(modal, animated: true)
        #expect(modal.presentingViewController === navigation)
        #expect(navigation.presentedViewController === modal)
    }

    @Test("An unwind from a modal over a navigation controller reaches its root as an unwind")
    func unwindFromModalOverNavigation() {
        let target = AmbientUnwindTarget()
        let navigation = UINavigationController(rootViewController: target)
        let editor = ModalEditor()
        target.present(editor, animated: true)
        #expect(editor.presentingViewController === navigation)
        expectUnwound(unwind(from: editor, to: target), into: target, from: editor)
    }

    @Test("An unwind from a modal over a tab bar controller reaches a tab inside a navigation controller")
    func unwindFromModalOverTabBar() {
        let target = AmbientUnwindTarget()
        let tabBar = UITabBarController()
        tabBar.viewControllers = [Detail(), UINavigationController(rootViewController: target)]
        let editor = ModalEditor()
        target.present(editor, animated: true)
        #expect(editor.presentingViewController === tabBar)
        expectUnwound(unwind(from: editor, to: target), into: target, from: editor)
    }

    @Test("An unwind from deep in a navigation stack reaches its root")
    func unwindFromDeepInStack() {
        let target = AmbientUnwindTarget()
        let navigation = UINavigationController(rootViewController: target)
        navigation.pushViewController(Detail(), animated: false)
        let editor = ModalEditor()
        navigation.pushViewController(editor, animated: false)
        expectUnwound(unwind(from: editor, to: target), into: target, from: editor)
    }

    @Test("An unwind from an embedded child reaches a controller in another tab")
    func unwindFromEmbeddedChild() {
        let target = AmbientUnwindTarget()
        let host = Detail()
        let tabBar = UITabBarController()
        tabBar.viewControllers = [UINavigationController(rootViewController: target), host]
        let editor = ModalEditor()
        host.addChild(editor)
        expectUnwound(unwind(from: editor, to: target), into: target, from: editor)
    }

    @Test("A forward segue into a new controller is not taken for an unwind")
    func forwardIsNotUnwind() {
        let editor = ModalEditor()
        let navigation = UINavigationController(rootViewController: editor)
        let next = AmbientUnwindTarget()
        editor.prepare(for: UIStoryboardSegue(identifier: "show", source: editor, destination: next), sender: nil)
        #expect(next.ambientContext[SessionKey.self] == "from the modal")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("A page view controller from a storyboard has no pages at prepare time, and that is reported")
    func pageViewControllerWithoutPages() throws {
        let inbox = Inbox()
        let pages = try #require(UIPageViewController(coder: NSCoder()))
        let report = inbox.prepareContext(
            for: UIStoryboardSegue(identifier: "pages", source: inbox, destination: pages), sender: nil)
        #expect(report.warnings.map(\.code.name) == ["emptyContainer"])
        let warning = try #require(report.warnings.first)
        #expect(warning.key == "viewControllers")
        #expect(
            warning.description
                == "'viewControllers' of UIPageViewController was empty when the segue was prepared, so no controller inside it received context from Inbox. To fix, make UIPageViewController a subclass of PreparedPageViewController, which delivers to its pages when they are set, or set the pages before the segue is prepared."
        )
        #expect(inbox.options.log.entries.map(\.error.code.name) == ["emptyContainer"])
    }

    @Test("A PreparedPageViewController delivers the segue's context to the pages it sets in viewDidLoad")
    func preparedPageViewController() throws {
        final class Pages: PreparedPageViewController {
            let first = Detail()
            override func viewDidLoad() {
                super.viewDidLoad()
                setViewControllers([first], direction: .forward, animated: false)
            }
        }
        let inbox = Inbox()
        let pages = try #require(Pages(coder: NSCoder()))
        inbox._stubSegueDestinations["pages"] = { pages }
        inbox.performSegue(withIdentifier: "pages", context: ["mail": "Hi"], sender: nil)
        #expect(pages.isViewLoaded)
        #expect(pages.first.prepCtxAccount.name == "ada")
        #expect(pages.first.mail == "Hi")
        let segue = try #require(inbox._stubLastSegue)
        #expect(pages.first.$mail.wasDelivered(by: segue), "the pages' later delivery belongs to the same segue")
        let next = Detail()
        pages.deliverSegueContext(to: next)
        #expect(next.prepCtxTitle == "Inbox")
        pages.setViewControllers([next], direction: .forward, animated: false)
        next.loadViewIfNeeded()
        #expect(inbox.options.log.entries.isEmpty)
        #expect(next.options.log.entries.isEmpty)
    }

    // Issue #17 item 6: the documentation says the presenting controller is held weakly.
    @Test("A PreparedPageViewController does not keep its presenter alive as the sender or among the carried values")
    func pageViewControllerHoldsPresenterWeakly() throws {
        final class Pages: PreparedPageViewController {}
        final class Presenter: Screen {
            let prepCtxTitle = "Presenter"
        }
        final class Page: Screen {
            @Prepared var prepCtxTitle: String?
            @WeakPrepared var delegate: Presenter?
        }
        let pages = try #require(Pages(coder: NSCoder()))
        weak var weakPresenter: Presenter?
        weak var weakSegue: UIStoryboardSegue?
        do {
            let presenter = Presenter()
            weakPresenter = presenter
            let segue = UIStoryboardSegue(identifier: "pages", source: presenter, destination: pages)
            weakSegue = segue
            let carried = SegueValues(["delegate": presenter], sender: presenter)
            presenter.prepare(for: segue, sender: carried)
            // While the presenter lives, a later page still receives its values and itself.
            let page = Page()
            pages.setViewControllers([page], direction: .forward, animated: false)
            #expect(page.prepCtxTitle == "Presenter")
            #expect(page.delegate === presenter)
        }
        #expect(weakSegue == nil)
        #expect(weakPresenter == nil, "the page view controller keeps the presenter alive")
        // With the presenter gone, a page set later receives nothing, and nothing traps.
        let late = Page()
        pages.setViewControllers([late], direction: .forward, animated: false)
        #expect(late.prepCtxTitle == nil)
    }

    @Test("A PreparedPageViewController does not keep its presenter alive when the presenter is the plain sender")
    func pageViewControllerHoldsSenderWeakly() throws {
        final class Pages: PreparedPageViewController {}
        let pages = try #require(Pages(coder: NSCoder()))
        weak var weakPresenter: Inbox?
        do {
            let presenter = Inbox()
            weakPresenter = presenter
            presenter.prepare(
                for: UIStoryboardSegue(identifier: "pages", source: presenter, destination: pages), sender: presenter)
            let page = Detail()
            pages.setViewControllers([page], direction: .forward, animated: false)
            #expect(page.prepCtxTitle == "Inbox")
        }
        #expect(weakPresenter == nil, "the page view controller keeps the presenter alive")
    }

    @Test("A collapsed column-style split view delivers to every column, compact and inspector included")
    func collapsedColumnSplit() {
        let inbox = Inbox()
        let columns = (0..<5).map { _ in Detail() }
        let split = UISplitViewController(style: .tripleColumn)
        for (column, controller) in zip(
            [UISplitViewController.Column.primary, .supplementary, .secondary, .compact, .inspector], columns)
        {
            split.setViewController(controller, for: column)
        }
        #expect(split.viewControllers.count == 3)
        split._stubCollapse()
        #expect(split.viewControllers.count == 1)
        inbox.prepare(for: UIStoryboardSegue(identifier: "split", source: inbox, destination: split), sender: nil)
        #expect(columns.allSatisfy { $0.prepCtxTitle == "Inbox" })
    }

    @Test("A collapsed classic split view delivers to the secondary it collapsed onto the primary")
    func collapsedClassicSplit() {
        let inbox = Inbox()
        let primary = Detail()
        let secondary = Detail()
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: primary), secondary]
        split._stubCollapse()
        #expect(split.viewControllers.count == 1)
        inbox.prepare(for: UIStoryboardSegue(identifier: "split", source: inbox, destination: split), sender: nil)
        #expect(primary.prepCtxTitle == "Inbox")
        #expect(secondary.prepCtxTitle == "Inbox")
    }

    @Test("performSegue with an unknown identifier raises as UIKit does, and never asks shouldPerformSegue")
    func unknownIdentifier() {
        final class Asking: Screen {
            var asked = 0
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                asked += 1
                return true
            }
        }
        _StubExceptions.removeAll()
        let source = Asking()
        source.performSegue(withIdentifier: "missing", context: ["mail": "Hi"], sender: nil)
        #expect(
            _StubExceptions.raised == [
                "NSInvalidArgumentException: Receiver (<Asking>) has no segue with identifier 'missing'"
            ])
        #expect(source.asked == 0)
        source._stubSegueDestinations["known"] = { Detail() }
        source._stubTriggerSegue(withIdentifier: "known", sender: nil)
        #expect(source.asked == 1)
    }

    @Test("UIKit sees the original sender of performSegue(withIdentifier:context:sender:), and the values still arrive")
    func originalSender() throws {
        let inbox = SenderRecordingInbox()
        var detail: Detail?
        inbox._stubSegueDestinations["showMail"] = {
            let made = Detail()
            detail = made
            return made
        }
        inbox.performSegue(withIdentifier: "showMail", context: ["mail": "Hello"], sender: "cell")
        #expect(inbox.senders == ["String"])
        let shown = try #require(detail)
        #expect(shown.mail == "Hello")
        #expect(shown.$mail.delivery?.channel == .sender)
        #expect(shown.prepCtxAccount.name == "ada")
    }

    @Test("The UIKit adapter files exclude watchOS, whose UIKit has no view controllers or segues")
    func watchOSExcluded() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PreparedContext").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(
            at: sources.appendingPathComponent("UIKit"), includingPropertiesForKeys: nil)
        #expect(files.count == 8)
        let shared = ["Storyboards/CompiledStoryboard.swift", "SegueContext.swift"].map(sources.appendingPathComponent)
        for file in files + shared {
            let condition = try String(contentsOf: file, encoding: .utf8).prefix { $0 != "\n" }
            #expect(
                condition.contains("canImport(UIKit) && !os(macOS) && !os(watchOS)")
                    || condition.contains("canImport(UIKit) && !os(watchOS)"), "\(file.lastPathComponent): \(condition)"
            )
        }
    }
}

@MainActor
@Suite("UIKit storyboard factory, creator route")
struct UIKitCreatorRouteTests {
    @Test("A creator that declines, for a scene of another class, is a typed error instead of a trap")
    func creatorDeclinesWrongClass() throws {
        UIStoryboard._stubScenes["Creator"] = ["Inbox": { Inbox() }]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PreparedContext-\(UUID().uuidString)")
        let compiled = folder.appendingPathComponent("Creator.storyboardc")
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["UIViewControllerIdentifiersToNibNames": ["Inbox": "Inbox"]], format: .xml, options: 0)
        try data.write(to: compiled.appendingPathComponent("Info.plist"))
        let storyboard = PreparedStoryboard(name: "Creator", bundle: try #require(Bundle(path: folder.path)))
        let error = try #require(throws: PreparationError.self) {
            let _: Detail = try storyboard.instantiate(identifier: "Inbox") { _ in nil }
        }
        #expect(error.code == .wrongControllerClass)
        #expect(error.expectedType == "Detail")
        #expect(error.actualType == "Inbox")
    }
}
