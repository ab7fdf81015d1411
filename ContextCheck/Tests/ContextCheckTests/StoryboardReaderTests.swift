import Foundation
import Testing

@testable import ContextCheckCore

@Suite("StoryboardReader")
struct StoryboardReaderTests {
    @Test("Segues are attached to their controller, with kind, identifier and position")
    func fixture() throws {
        let storyboard = try StoryboardReader.read(path: Paths.app.appendingPathComponent("Main.storyboard").path)
        #expect(storyboard.name == "Main")
        #expect(storyboard.initialControllerID == "nav-in-box")
        let inbox = try #require(storyboard.controllers["inb-box-vc1"])
        #expect(inbox.element == "tableViewController")
        #expect(inbox.customClass == "InboxViewController")
        #expect(inbox.segues.map(\.identifier) == ["showMessage", "showSettings", "showArchive", "showGhost"])
        #expect(inbox.segues.first?.position.line == 12)
        #expect(inbox.segues.first?.position.column == 37)
        #expect(storyboard.references["ref-set-001"]?.referencedIdentifier == "Settings")
        #expect(storyboard.exits == ["ext-msg-001"])
        let message = try #require(storyboard.controllers["msg-vc0-001"])
        #expect(message.segues.map(\.kind) == ["unwind", "embed"])
        #expect(message.segues.first?.unwindAction == "unwindToInbox:")
    }

    @Test(
        "Every real storyboard in ../shared/storyboards is read, with its whole segue graph",
        .enabled(if: Paths.hasSharedStoryboards, "../shared/storyboards is not beside the repository"))
    func realStoryboards() throws {
        let inputs = InputFiles.collect([Paths.sharedStoryboards.path])
        #expect(inputs.storyboards.count == 14)
        var segues = 0
        var byName: [String: Storyboard] = [:]
        for path in inputs.storyboards {
            let storyboard = try StoryboardReader.read(path: path)
            segues += storyboard.segues.count
            byName[path.replacingOccurrences(of: Paths.sharedStoryboards.path + "/", with: "")] = storyboard
        }
        #expect(segues == 182)

        // Custom segue classes and a storyboard reference (SegueCatalog).
        let detail = try #require(
            byName["Lax__Learn-iOS-Swift-by-Examples/SegueCatalog/SegueCatalog/Detail.storyboard"])
        #expect(
            Set(detail.segues.compactMap(\.segue.customClass))
                == ["CustomAnimationPresentationSegue", "AdaptableFormSheetSegue", "NonAnimatingSegue"])
        #expect(detail.segues.filter { $0.segue.kind == "unwind" }.count == 8)
        let split = try #require(
            byName["Lax__Learn-iOS-Swift-by-Examples/SegueCatalog/SegueCatalog/Base.lproj/Split.storyboard"])
        #expect(split.references.values.map(\.storyboardName) == ["Detail"])

        // An AppKit storyboard: a window controller whose content is a relationship, and a popover.
        let lister = try #require(byName["Lax__Learn-iOS-Swift-by-Examples/Lister/ListerOSX/Main.storyboard"])
        #expect(lister.isAppKit)
        #expect(lister.controllers.values.contains { $0.element == "windowController" })
        #expect(lister.segues.contains { $0.segue.relationship == "window.shadowedContentViewController" })
        #expect(lister.segues.contains { $0.segue.kind == "popover" })

        // Relationship segues of containers: navigation roots, tabs, split columns.
        let relationships = byName.values.flatMap(\.segues).compactMap(\.segue.relationship)
        #expect(relationships.filter { $0 == "rootViewController" }.count == 37)
        #expect(relationships.filter { $0 == "viewControllers" }.count == 9)
        #expect(relationships.filter { $0 == "masterViewController" }.count == 5)

        // The checker resolves every reference and destination in them.
        let result = ContractChecker().check(storyboardPaths: inputs.storyboards, swiftPaths: [])
        #expect(result.segueCount == 182 - relationships.count)
        #expect(
            !result.diagnostics.contains {
                $0.message.contains("points") || $0.message.contains("not in this storyboard")
            })
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("malformed") })
    }
}
