import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

// The last `prepare(for:sender:)` body of real apps: keeping the destination. A mail app's
// sidebar keeps its embedded folder list, a reader keeps the popover it must dismiss, and a
// catalogue keeps its detail screen for reuse.

@MainActor
final class FolderList: Screen {
    var reloads = 0

    func reload() { reloads += 1 }
}

@MainActor
final class Sidebar: Screen {
    @SegueDestination(segue: "embedFolders") var folderList: FolderList?
    @SegueDestination var anyDetail: Detail?
}

@MainActor
final class Catalogue: Screen {
    @SegueDestination(segue: "showDetail", weak: false) var reusableDetail: Detail?
}

@MainActor
@Suite("SegueDestination")
struct SegueDestinationTests {
    func segue(_ identifier: String, _ source: UIViewController, _ destination: UIViewController) -> UIStoryboardSegue {
        UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    }

    @Test("An embed segue fills the property with its child before the child's view loads, held weakly")
    func embeddedChild() {
        let sidebar = Sidebar()
        var list: FolderList? = FolderList()
        weak let weakList = list
        sidebar.prepare(for: segue("embedFolders", sidebar, list!), sender: nil)
        #expect(sidebar.folderList === list)
        #expect(list?.isViewLoaded == false)
        sidebar.folderList?.reload()
        #expect(list?.reloads == 1)
        #expect(sidebar.options.log.entries.isEmpty)
        list = nil
        #expect(weakList == nil, "the property holds the list as a weak var would")
        #expect(sidebar.folderList == nil)
    }

    @Test("The controller inside a navigation controller is found, and the report tells which segue stored it")
    func insideNavigation() {
        let sidebar = Sidebar()
        let detail = Detail()
        let navigation = UINavigationController(rootViewController: detail)
        let report = sidebar.prepareContext(for: segue("showDetail", sidebar, navigation), sender: nil)
        #expect(sidebar.anyDetail === detail)
        #expect(sidebar.$anyDetail.wasCaptured(in: report))
        #expect(sidebar.folderList == nil, "declared for another segue")

        let later = sidebar.prepareContext(for: segue("other", sidebar, FolderList()), sender: nil)
        #expect(sidebar.anyDetail === detail, "a segue that prepares no Detail leaves it alone")
        #expect(!sidebar.$anyDetail.wasCaptured(in: later))
        #expect(later.failures.isEmpty)
    }

    @Test("The declared segue preparing no controller of the type is reported, and the property keeps its value")
    func declaredSegueWithoutTheType() {
        let sidebar = Sidebar()
        let list = FolderList()
        sidebar.prepare(for: segue("embedFolders", sidebar, list), sender: nil)
        let report = sidebar.prepareContext(
            for: segue("embedFolders", sidebar, UINavigationController(rootViewController: TaskEditor())), sender: nil)
        #expect(report.failures.map(\.code) == [.wrongControllerClass])
        let message = report.failures.first?.description ?? ""
        #expect(
            message.hasPrefix(
                "The segue 'embedFolders' prepared UINavigationController, TaskEditor, not the FolderList that "
                    + "@SegueDestination Sidebar.folderList expects, so the property keeps its value."))
        #expect(!message.hasPrefix("The scene"), "a segue identifier is no scene")
        #expect(message.contains("To fix, name in @SegueDestination(segue:) a segue whose destination scene's"))
        #expect(!message.contains("Interface Builder to"), "not the factories' fix")
        #expect(sidebar.folderList === list)
    }

    @Test("weak: false keeps a detail screen for reuse after the framework releases it")
    func strongCapture() {
        let catalogue = Catalogue()
        var detail: Detail? = Detail()
        weak let weakDetail = detail
        catalogue.prepare(for: segue("showDetail", catalogue, detail!), sender: nil)
        detail = nil
        #expect(weakDetail != nil)
        #expect(catalogue.reusableDetail === weakDetail)
    }

    @Test("An unwind fills nothing")
    func unwindFillsNothing() {
        let sidebar = Sidebar()
        let navigation = UINavigationController(rootViewController: sidebar)
        let detail = Detail()
        navigation.pushViewController(detail, animated: true)
        let back = Sidebar()
        navigation.pushViewController(back, animated: true)
        back.prepare(for: segue("back", back, sidebar), sender: nil)
        #expect(back.anyDetail == nil)
    }
}
