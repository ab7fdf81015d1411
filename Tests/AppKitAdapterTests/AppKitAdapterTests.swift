import AppKit
import Foundation
import Testing

@testable import PreparedContextAppKitHarness

struct Document: Equatable {
    var title: String
}

@MainActor
func quietOptions() -> PreparationOptions {
    PreparationOptions(log: MismatchLog(capacity: 50, sink: .none))
}

@MainActor
final class Browser: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    let prepCtxDocument = Document(title: "Notes")
}

@MainActor
final class Inspector: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var prepCtxDocument: Document
    @Prepared var zoom: Double?
}

@MainActor
final class DocumentWindowController: PreparedWindowController {
    @Prepared var prepCtxDocument: Document?
}

/// A tab view controller with a slot of its own.
@MainActor
final class DocumentTabs: PreparedTabViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var prepCtxDocument: Document
}

@MainActor
final class DocumentSplit: PreparedSplitViewController {
    @Prepared var prepCtxDocument: Document?
}

@MainActor
@Suite("AppKit adapters")
struct AppKitAdapterTests {
    @Test("A sheet segue delivers into the presented view controller before its view loads")
    func sheet() {
        let browser = Browser()
        var inspector: Inspector?
        browser._stubSegueDestinations["sheet"] = {
            let made = Inspector()
            inspector = made
            return made
        }
        browser.performSegue(withIdentifier: "sheet", context: ["zoom": 2], sender: nil)
        #expect(inspector?.prepCtxDocument.title == "Notes")
        #expect(inspector?.zoom == 2.0)
        #expect(inspector?.options.log.entries.isEmpty == true)
        #expect(browser.options.log.entries.isEmpty)
    }

    @Test("A window controller and its content view controller both receive context")
    func windowController() {
        let browser = Browser()
        let window = DocumentWindowController(window: nil)
        let content = Inspector()
        window.contentViewController = content
        browser.prepare(for: NSStoryboardSegue(identifier: "window", source: browser, destination: window), sender: nil)
        #expect(window.prepCtxDocument?.title == "Notes")
        #expect(content.prepCtxDocument.title == "Notes")
    }

    @Test("Tab view and split view controllers fan out to every child")
    func containers() {
        let browser = Browser()
        let tabs = NSTabViewController()
        let first = Inspector()
        let second = Inspector()
        tabs.tabViewItems = [NSTabViewItem(viewController: first), NSTabViewItem(viewController: second)]
        let split = NSSplitViewController()
        let pane = Inspector()
        split.splitViewItems = [NSSplitViewItem(viewController: tabs), NSSplitViewItem(viewController: pane)]
        let report = browser.prepareContext(
            for: NSStoryboardSegue(identifier: "split", source: browser, destination: split), sender: nil)
        #expect([first, second, pane].allSatisfy { $0.prepCtxDocument.title == "Notes" })
        #expect(report.destinationTypes.count == 5)
    }

    @Test("Tab view and split view controller subclasses take their own slots and report what is missing")
    func preparedContainers() {
        let browser = Browser()
        let tabs = DocumentTabs()
        let inspector = Inspector()
        tabs.tabViewItems = [NSTabViewItem(viewController: inspector)]
        let split = DocumentSplit()
        split.splitViewItems = [NSSplitViewItem(viewController: tabs)]
        let report = browser.prepareContext(
            for: NSStoryboardSegue(identifier: "split", source: browser, destination: split), sender: nil)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(split.prepCtxDocument?.title == "Notes")
        #expect(tabs.prepCtxDocument.title == "Notes")
        #expect(inspector.prepCtxDocument.title == "Notes")

        let unprepared = DocumentTabs()
        unprepared._stubLoadView()
        #expect(unprepared.options.log.entries.map(\.error.key) == ["prepCtxDocument"])
    }

    @Test("A window controller presents with its own context and reports missing values when its window loads")
    func windowControllerAsSource() {
        final class Main: PreparedWindowController {
            let prepCtxDocument = Document(title: "From window")
            @Prepared var required: Int
        }
        let main = Main(window: nil)
        let inspector = Inspector()
        main.prepare(for: NSStoryboardSegue(identifier: "modal", source: main, destination: inspector), sender: nil)
        #expect(inspector.prepCtxDocument.title == "From window")
        let log = MismatchLog.shared
        let before = log.recordedCount
        _ = main.window
        #expect(log.recordedCount >= before + 1)
    }

    @Test("Late delivery and missing required values are logged, never fatal")
    func lateAndMissing() {
        let inspector = Inspector()
        inspector._stubLoadView()
        #expect(inspector.options.log.entries.map(\.error.code) == [.missingRequiredValue])
        let browser = Browser()
        let report = browser.prepareContext(
            for: NSStoryboardSegue(identifier: "late", source: browser, destination: inspector), sender: nil)
        #expect(report.warnings.map(\.code) == [.lateDelivery])
    }
}

@MainActor
@Suite("AppKit storyboard factory")
struct AppKitStoryboardTests {
    func bundle(identifiers: [String], name: String = "Main", initial: String? = nil) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PreparedContext-\(UUID().uuidString)")
        let compiled = folder.appendingPathComponent("\(name).storyboardc")
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        var info: [String: Any] = [
            "NSViewControllerIdentifiersToNibNames": Dictionary(uniqueKeysWithValues: identifiers.map { ($0, $0) })
        ]
        if let initial { info["NSStoryboardDesignatedEntryPointIdentifier"] = initial }
        let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try data.write(to: compiled.appendingPathComponent("Info.plist"))
        return try #require(Bundle(path: folder.path))
    }

    @Test("The initial window controller is instantiated, and context reaches its content")
    func initialWindowController() throws {
        let content = Inspector()
        let scene = "NSWindowController-Wn1-aB-2cD"
        NSStoryboard._stubScenes["Document"] = [
            scene: {
                let window = DocumentWindowController(window: nil)
                window._stubStoryboardContent = { content }
                return window
            }
        ]
        NSStoryboard._stubInitialScenes["Document"] = scene
        let storyboard = PreparedStoryboard(
            name: "Document", bundle: try bundle(identifiers: [scene], name: "Document", initial: scene))
        let window = try storyboard.instantiateInitial(
            DocumentWindowController.self, context: ["prepCtxDocument": Document(title: "Untitled")])
        #expect(window.prepCtxDocument?.title == "Untitled")
        #expect(content.prepCtxDocument.title == "Untitled")
        #expect(content.options.log.entries.isEmpty)

        let error = try #require(throws: PreparationError.self) {
            try storyboard.instantiateInitial(Inspector.self)
        }
        #expect(error.code == .wrongControllerClass)
        #expect(error.key == scene)
    }

    @Test("A storyboard window controller loads its content during delivery, and nothing is reported missing")
    func lazyStoryboardContent() throws {
        let content = Inspector()
        NSStoryboard._stubScenes["Lazy"] = [
            "Window": {
                let window = DocumentWindowController(window: nil)
                window._stubStoryboardContent = { content }
                return window
            }
        ]
        let storyboard = PreparedStoryboard(name: "Lazy", bundle: try bundle(identifiers: ["Window"], name: "Lazy"))
        _ = try storyboard.instantiate(
            DocumentWindowController.self, identifier: "Window", context: ["prepCtxDocument": Document(title: "A")])
        #expect(content.isViewLoaded)
        #expect(content.prepCtxDocument.title == "A")
        #expect(content.options.log.entries.isEmpty)
    }

    @Test("A storyboard without an initial controller is a typed error")
    func noInitialController() throws {
        NSStoryboard._stubScenes["Inspectors"] = ["Inspector": { Inspector() }]
        NSStoryboard._stubInitialScenes["Inspectors"] = nil
        let storyboard = PreparedStoryboard(
            name: "Inspectors", bundle: try bundle(identifiers: ["Inspector"], name: "Inspectors"))
        let error = try #require(throws: PreparationError.self) {
            try storyboard.instantiateInitial(Inspector.self)
        }
        #expect(error.code == .sceneNotFound)
        #expect(error.description.hasPrefix("Storyboard 'Inspectors' has no initial controller. To fix, "))
    }

    @Test("Window controllers are instantiated with context reaching their content")
    func windowScene() throws {
        let content = Inspector()
        NSStoryboard._stubScenes["Main"] = [
            "Window": {
                let window = DocumentWindowController(window: nil)
                window.contentViewController = content
                return window
            },
            "Browser": { Browser() },
        ]
        let storyboard = PreparedStoryboard(name: "Main", bundle: try bundle(identifiers: ["Window", "Browser"]))
        let window = try storyboard.instantiate(
            DocumentWindowController.self, identifier: "Window",
            context: ["prepCtxDocument": Document(title: "New"), "zoom": 1.5])
        #expect(content.zoom == 1.5)
        #expect(window.prepCtxDocument?.title == "New")
        #expect(content.prepCtxDocument.title == "New")

        let error = try #require(throws: PreparationError.self) {
            try storyboard.instantiate(Inspector.self, identifier: "Browser")
        }
        #expect(error.code == .wrongControllerClass)
        let missing = try #require(throws: PreparationError.self) {
            try storyboard.instantiate(Inspector.self, identifier: "Nope")
        }
        #expect(missing.code == .sceneNotFound)
    }
}
