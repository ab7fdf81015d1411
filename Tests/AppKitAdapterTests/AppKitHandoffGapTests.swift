import AppKit
import Foundation
import Testing

@testable import PreparedContextAppKitHarness

// The forms issue #31 adds, on macOS: the creator route of the storyboard factory (a document
// inspector that takes its document in `init?(coder:document:)`), identifiers as generated
// constants, and a control hook that reads the control as the type it expects.

/// An inspector that takes its document in its initializer, as apps that pass dependencies
/// through `init?(coder:…)` write it, and a slot the storyboard factory fills.
@MainActor
final class CreatedInspector: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    let document: Document
    @Prepared var zoom: Double?

    init?(coder: NSCoder, document: Document) {
        self.document = document
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        document = Document(title: "from the coder")
        super.init(coder: coder)
    }
}

/// A window controller made through its own initializer, whose content is an inspector.
@MainActor
final class CreatedDocumentWindow: PreparedWindowController {
    let document: Document
    @Prepared var prepCtxDocument: Document?

    init?(coder: NSCoder, document: Document) {
        self.document = document
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        document = Document(title: "from the coder")
        super.init(coder: coder)
    }
}

/// Scene identifiers as SwiftGen generates them.
enum MacScene: String {
    case inspector = "Inspector"
    case window = "Window"
    case browser = "Browser"
}

/// Segue identifiers as SwiftGen generates them.
enum MacSegue: String {
    case choose
}

/// A picker whose plan buttons send one segue; it reads the button's title, typed.
@MainActor
final class TypedPlanPicker: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }

    override func segueValues(
        forControl control: NSControl, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
    ) -> SegueValues {
        SegueValues(control: control, as: NSButton.self) { button in ["plan": button.title] }
    }
}

@MainActor
@Suite("AppKit: creator route, generated identifiers, typed control hook")
struct AppKitHandoffGapTests {
    /// A compiled storyboard named `name` with `identifiers`, in a folder `cleanup` removes.
    func bundle(identifiers: [String], name: String) throws -> (Bundle, cleanup: () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PreparedContext-\(UUID().uuidString)")
        let compiled = folder.appendingPathComponent("\(name).storyboardc")
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        let info = [
            "NSViewControllerIdentifiersToNibNames": Dictionary(uniqueKeysWithValues: identifiers.map { ($0, $0) })
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try data.write(to: compiled.appendingPathComponent("Info.plist"))
        return (try #require(Bundle(path: folder.path)), { try? FileManager.default.removeItem(at: folder) })
    }

    @Test("The creator route runs the app's initializer, then delivers context, and nothing else")
    func creatorRunsInitializer() throws {
        NSStoryboard._stubScenes["Created"] = ["Inspector": { CreatedInspector(coder: NSCoder())! }]
        let (bundle, cleanup) = try bundle(identifiers: ["Inspector"], name: "Created")
        defer { cleanup() }
        let storyboard = PreparedStoryboard(name: "Created", bundle: bundle)
        let inspector: CreatedInspector = try storyboard.instantiate(identifier: "Inspector", context: ["zoom": 2.0]) {
            coder in CreatedInspector(coder: coder, document: Document(title: "Budget"))
        }
        #expect(inspector.document == Document(title: "Budget"))
        #expect(inspector.zoom == 2.0)
        #expect(inspector.$zoom.delivery?.channel == .sender)
        #expect(inspector.options.log.entries.isEmpty)
        // The stub's exception list is shared by tests that run at the same time: only this
        // storyboard's scene is this test's business.
        #expect(!_StubExceptions.raised.contains { $0.contains("Created") || $0.contains("Inspector") })
    }

    @Test("A creator that declines gets the scene's own init(coder:); a scene of another class is a typed error")
    func creatorDeclines() throws {
        NSStoryboard._stubScenes["Declined"] = [
            "Inspector": { CreatedInspector(coder: NSCoder())! }, "Browser": { Browser() },
        ]
        let (bundle, cleanup) = try bundle(identifiers: ["Inspector", "Browser"], name: "Declined")
        defer { cleanup() }
        let storyboard = PreparedStoryboard(name: "Declined", bundle: bundle)
        let declined: CreatedInspector = try storyboard.instantiate(identifier: "Inspector") { _ in nil }
        #expect(declined.document == Document(title: "from the coder"))

        let error = try #require(throws: PreparationError.self) {
            let _: CreatedInspector = try storyboard.instantiate(identifier: "Browser") { _ in nil }
        }
        #expect(error.code == .wrongControllerClass)
        #expect(error.expectedType == "CreatedInspector")
        #expect(error.actualType == "Browser")
    }

    @Test("A scene the storyboard does not have is a typed error before AppKit could raise")
    func creatorMissingScene() throws {
        NSStoryboard._stubScenes["Sparse"] = [:]
        let (bundle, cleanup) = try bundle(identifiers: [], name: "Sparse")
        defer { cleanup() }
        var ran = false
        let error = try #require(throws: PreparationError.self) {
            let _: CreatedInspector = try PreparedStoryboard(name: "Sparse", bundle: bundle)
                .instantiate(identifier: "Inspector") { coder in
                    ran = true
                    return CreatedInspector(coder: coder, document: Document(title: "never"))
                }
        }
        #expect(error.code == .sceneNotFound)
        #expect(error.key == "Inspector")
        #expect(!ran)
    }

    @Test("A window controller's creator runs, and context reaches the window controller and its content")
    func creatorWindowController() throws {
        let content = Inspector()
        // The scene's class, as the storyboard archives it; the creator makes the instance.
        NSStoryboard._stubScenes["Windows"] = ["Window": { CreatedDocumentWindow(coder: NSCoder())! }]
        let (bundle, cleanup) = try bundle(identifiers: ["Window"], name: "Windows")
        defer { cleanup() }
        let window: CreatedDocumentWindow = try PreparedStoryboard(name: "Windows", bundle: bundle).instantiate(
            identifier: MacScene.window, context: ["prepCtxDocument": Document(title: "Plan")]
        ) { coder in
            let made = CreatedDocumentWindow(coder: coder, document: Document(title: "Plan"))
            // The content the storyboard archives with the window, installed when it loads.
            made?._stubStoryboardContent = { content }
            return made
        }
        #expect(window.document == Document(title: "Plan"))
        #expect(window.prepCtxDocument == Document(title: "Plan"))
        #expect(content.prepCtxDocument == Document(title: "Plan"))
        #expect(content.options.log.entries.isEmpty)
    }

    @Test("Generated scene and segue identifiers work where strings do")
    func generatedIdentifiers() throws {
        NSStoryboard._stubScenes["Generated"] = ["Inspector": { CreatedInspector(coder: NSCoder())! }]
        let (bundle, cleanup) = try bundle(identifiers: ["Inspector"], name: "Generated")
        defer { cleanup() }
        let storyboard = PreparedStoryboard(name: "Generated", bundle: bundle)
        let plain = try storyboard.instantiate(
            CreatedInspector.self, identifier: MacScene.inspector, context: ["zoom": 1.0])
        #expect(plain.zoom == 1.0)
        let created: CreatedInspector = try storyboard.instantiate(identifier: MacScene.inspector) { coder in
            CreatedInspector(coder: coder, document: Document(title: "Typed"))
        }
        #expect(created.document.title == "Typed")
        let missing = try #require(throws: PreparationError.self) {
            try storyboard.instantiate(Inspector.self, identifier: MacScene.browser)
        }
        #expect(missing.code == .sceneNotFound)
        #expect(missing.key == "Browser")

        let picker = MacPlanPicker()
        let checkout = MacPlanCheckout()
        picker._stubSegueDestinations["choose"] = { checkout }
        picker.performSegue(withIdentifier: MacSegue.choose, context: ["plan": "Team"], sender: nil)
        #expect(checkout.plan == "Team")
        #expect(picker.options.log.entries.isEmpty)
    }

    @Test("A typed control hook reads a button's title with no cast, and notes another control instead")
    func typedControl() {
        let picker = TypedPlanPicker()
        let button = NSButton()
        button.title = "Pro"
        let checkout = MacPlanCheckout()
        let report = picker.prepareContext(
            for: NSStoryboardSegue(identifier: "choose", source: picker, destination: checkout), sender: button)
        #expect(checkout.plan == "Pro")
        #expect(report.deliveries.map(\.key) == ["plan"])
        #expect(report.skipped.isEmpty)
        #expect(report.failures.isEmpty)

        let slider = NSControl()
        let other = MacPlanCheckout()
        let refused = picker.prepareContext(
            for: NSStoryboardSegue(identifier: "choose", source: picker, destination: other), sender: slider)
        #expect(refused.deliveries.isEmpty)
        #expect(refused.skipped.map(\.key) == ["sender"])
        #expect(
            refused.skipped.first?.reason.contains(
                "sent by NSControl, but SegueValues(control:as:) reads only NSButton") == true)
        #expect(refused.failures.map(\.code) == [.missingRequiredValue])
    }
}
