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
        #expect(inputs.storyboards.count == 56)
        var segues = 0
        var byName: [String: Storyboard] = [:]
        for path in inputs.storyboards {
            let storyboard = try StoryboardReader.read(path: path)
            segues += storyboard.segues.count
            byName[path.replacingOccurrences(of: Paths.sharedStoryboards.path + "/", with: "")] = storyboard
        }
        #expect(segues == 280)

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
        #expect(relationships.filter { $0 == "rootViewController" }.count == 58)
        #expect(relationships.filter { $0 == "viewControllers" }.count == 9)
        #expect(relationships.filter { $0 == "masterViewController" }.count == 8)

        // The checker resolves every reference and destination in them.
        let result = ContractChecker().check(storyboardPaths: inputs.storyboards, swiftPaths: [])
        #expect(result.segueCount == 280 - relationships.count)
        #expect(
            !result.diagnostics.contains {
                $0.message.contains("points") || $0.message.contains("not in this storyboard")
            })
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("malformed") })
    }

    @Test("A storyboard over 10 MB is streamed and read whole")
    func large() throws {
        let folder = try Paths.temporaryFolder()
        let url = folder.appendingPathComponent("Large.storyboard")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let file = try FileHandle(forWritingTo: url)
        file.write(
            Data(#"<?xml version="1.0" encoding="UTF-8"?>\#n<document initialViewController="vc-0"><scenes>\#n"#.utf8))
        var scenes = 0
        var size = 0
        let padding = String(repeating: "x", count: 300)
        while size < 11_000_000 {
            let scene = """
                <scene sceneID="s-\(scenes)"><objects><viewController id="vc-\(scenes)" sceneMemberID="viewController">\
                <view key="view" id="v-\(scenes)"><subviews><label text="\(padding)" id="l-\(scenes)"/></subviews></view>\
                <connections><segue destination="vc-\(scenes + 1)" kind="show" id="g-\(scenes)"/></connections>\
                </viewController></objects></scene>

                """
            file.write(Data(scene.utf8))
            size += scene.utf8.count
            scenes += 1
        }
        file.write(
            Data(
                #"<scene sceneID="last"><objects><viewController id="vc-\#(scenes)" sceneMemberID="viewController"/></objects></scene></scenes></document>\#n"#
                    .utf8))
        try file.close()
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0 > 10_000_000)
        let storyboard = try StoryboardReader.read(path: url.path)
        #expect(storyboard.controllers.count == scenes + 1)
        #expect(storyboard.segues.count == scenes)
        #expect(storyboard.segues.last?.segue.position.line == scenes + 2)
    }

    @Test("Malformed XML is reported where the parser found it, in words")
    func malformed() throws {
        func problem(_ xml: String) throws -> StoryboardReadError? {
            do {
                _ = try StoryboardReader.read(data: Data(xml.utf8), path: "Broken.storyboard")
                return nil
            } catch { return error }
        }
        let header = "<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n    <scene>\n      <objects>\n"
        let mismatch = try #require(
            try problem(
                header
                    + "        <viewController id=\"1\">\n        </viewController>\n      </object>\n</scene></scenes></document>\n"
            ))
        #expect(mismatch.position.line == 8)
        #expect(mismatch.message.contains("</object> does not close <objects> (opened at line 5)"))
        let truncated = try #require(try problem(header))
        #expect(truncated.message.contains("the file ends before <objects> (opened at line 5) is closed"))
        let ampersand = try #require(try problem(header + "<label text=\"a & b\"/>\n"))
        #expect(ampersand.position.line == 6)
        #expect(ampersand.message.contains("&amp;"))
        let empty = try #require(try problem(""))
        #expect(empty.message.contains("the file is empty"))
        for error in [mismatch, truncated, ampersand, empty] {
            #expect(!error.message.contains("error 76") && error.message.contains("To fix"))
        }
    }
}
