import AppKit
import Foundation
import Testing

@testable import PreparedContextAppKitHarness

/// A document model behind a window that provides the context of the window's segues.
@MainActor
final class LibraryModel: SegueContext {
    var ambientContext = ContextValues()
    let prepCtxDocument = Document(title: "from the model")
}

/// A plain view controller that forwards its segues to its model.
@MainActor
final class LibraryViewController: NSViewController {
    let model = LibraryModel()
    private(set) var lastReport: PreparationReport?

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        lastReport = model.prepareContext(for: segue, sender: sender)
    }
}

@MainActor
@Suite("AppKit: a SegueContext that is not a view controller")
struct AppKitNonControllerSegueContextTests {
    /// AppKit's `prepareContext(for:sender:)` for an `NSStoryboardSegue` is declared on every
    /// `SegueContext` (window controllers adopt it too), so a model object picks it, with no
    /// warning, rather than the `AnyObject` overload that would take the segue for the
    /// destination.
    @Test("prepareContext(for: segue, sender:) on a model object delivers into the destination controller")
    func modelObjectDelivers() throws {
        let library = LibraryViewController()
        let inspector = Inspector()
        library.prepare(
            for: NSStoryboardSegue(identifier: "inspect", source: library, destination: inspector), sender: nil)
        let report = try #require(library.lastReport)
        #expect(inspector.prepCtxDocument.title == "from the model")
        #expect(report.segueIdentifier == "inspect")
        #expect(report.destinationTypes == ["Inspector"])
    }
}
