import Foundation
import Testing

@testable import ContextCheckCore

@Suite("ContextMap")
struct ContextMapTests {
    static func checkApp() -> CheckResult {
        ContractChecker().check(InputFiles.collect([Paths.app.path]))
    }

    /// Each shared app's storyboards, with the Swift written for it in `Fixtures/Map` when there is some.
    static func sharedApps() throws -> [(name: String, result: CheckResult)] {
        let fixtures = ["artsy__eidolon": "eidolon", "tinode__ios": "tinode"]
        return try FileManager.default.contentsOfDirectory(atPath: Paths.sharedStoryboards.path).sorted()
            .filter { !$0.hasSuffix(".md") }
            .map { app in
                var paths = [Paths.sharedStoryboards.appendingPathComponent(app).path]
                if let swift = fixtures[app] {
                    paths.append(Paths.fixtures.appendingPathComponent("Map").appendingPathComponent(swift).path)
                }
                return (app, ContractChecker().check(InputFiles.collect(paths)))
            }
    }

    /// Every diagnostic is marked once, in both formats, in its severity's words.
    static func expectEveryDiagnosticMarked(_ result: CheckResult, _ name: String) {
        let map = ContextMap(result)
        #expect(map.findingCounts.marked == result.diagnostics.count, "\(name)")
        #expect(map.findingCounts.elsewhere == 0, "\(name)")
        for format in ContextMap.Format.allCases {
            let text = map.render(format)
            for (severity, prefix) in [
                (Diagnostic.Severity.error, "✖ error: "), (.warning, "⚠ warning: "), (.note, "ℹ note: "),
            ] {
                #expect(
                    text.components(separatedBy: prefix).count - 1 == result.count(severity),
                    "\(name), \(format): \(severity)")
            }
        }
        let dot = map.render(.dot)
        for diagnostic in result.diagnostics {
            #expect(dot.contains(DOTMap.escape(diagnostic.description)), "\(name): \(diagnostic)")
        }
    }

    @Test("Every diagnostic of the fixture app is marked on the map, once, in both formats")
    func fixtureAppDiagnostics() {
        let result = Self.checkApp()
        #expect(result.diagnostics.count == 17)
        Self.expectEveryDiagnosticMarked(result, "App")
    }

    @Test(
        "Every diagnostic of each shared app is marked on its map, and every segue is an edge",
        .enabled(if: Paths.hasSharedStoryboards, "../shared/storyboards is not beside the repository"))
    func sharedAppDiagnostics() throws {
        let apps = try Self.sharedApps()
        #expect(apps.count >= 7)
        for (name, result) in apps {
            Self.expectEveryDiagnosticMarked(result, name)
            let map = ContextMap(result)
            #expect(result.flow.segues.count == result.segueCount, "\(name)")
            #expect(Set(map.edges.map(\.segue.id)) == Set(result.flow.segues.map(\.id)), "\(name)")
        }
        // The Swift written for two of them gives the map slots, keys and mistakes to show.
        let eidolon = try #require(apps.first { $0.name == "artsy__eidolon" }?.result)
        #expect(eidolon.count(.error) == 7 && eidolon.count(.warning) == 1 && eidolon.count(.note) == 1)
        let tinode = try #require(apps.first { $0.name == "tinode__ios" }?.result)
        #expect(tinode.count(.error) == 2)
    }

    @Test("Every segue of the fixture app is an edge, and each unwind goes back to the scene it unwinds to")
    func segues() throws {
        let result = Self.checkApp()
        let map = ContextMap(result)
        #expect(map.edges.count == result.segueCount)
        let unwind = try #require(map.edges.first { $0.segue.unwindAction == "unwindToInbox:" })
        let inbox = try #require(result.flow.scenes.first { $0.title == "InboxViewController" })
        #expect(unwind.to == [inbox.id] && unwind.isUnwind)
        // An unwind no class declares leads to its exit, marked as the check warns.
        let stale = try #require(map.edges.first { $0.segue.identifier == "stale" })
        #expect(map.placeholders.first { $0.id == stale.to.first }?.kind == .exit)
        #expect(stale.marks.map(\.severity) == [.warning])
    }

    @Test("Containers group the scenes they hold, and a storyboard reference leads into the scene it names")
    func containersAndReferences() throws {
        let result = Self.checkApp()
        let scenes = result.flow.scenes
        let message = try #require(scenes.first { $0.title == "MessageViewController" })
        let navigation = try #require(scenes.first { $0.title == "MessageNavigationController" })
        #expect(message.container == navigation.id && navigation.containerKind == "navigationController")
        let map = ContextMap(result)
        #expect(map.nodes.first { $0.scene.id == navigation.id }?.isGroup == true)
        let settings = try #require(scenes.first { $0.title == "SettingsViewController" })
        let reference = try #require(result.flow.references.first { $0.referencedIdentifier == "Settings" })
        #expect(reference.target != nil)
        // The reference names the tab bar controller; the map leads into it.
        let tabBar = try #require(scenes.first { $0.id == reference.target })
        #expect(settings.container == tabBar.id)
        #expect(map.leads.contains { $0.reference == reference.id && $0.scene == tabBar.id })
        let dot = map.render(.dot)
        #expect(dot.contains("leads into"))
    }

    @Test("Keys along a segue say where each comes from, and a missing one is marked in the check's words")
    func keysAndMarks() throws {
        let result = Self.checkApp()
        let map = ContextMap(result)
        let showMessage = try #require(map.edges.first { $0.segue.identifier == "showMessage" })
        let mail = try #require(showMessage.segue.keys.first { $0.key == "mail" })
        #expect(mail.origin == .passed(.segueHook))
        let title = try #require(showMessage.lines.first { $0.mark?.text.contains("prepCtxTitle") == true })
        #expect(title.mark?.severity == .warning && title.mark?.text == "'prepCtxTitle' required, never delivered")
        // Eight keys travel along showMessage: the marked ones are listed, the rest summed up.
        #expect(showMessage.lines.filter { $0.mark != nil }.count == 3)
        let summary = try #require(showMessage.lines.last)
        #expect(summary.isSummary && summary.text.hasPrefix("+5 more keys: "))
        let ghost = try #require(map.nodes.first { $0.scene.title == "GhostViewController" })
        #expect(ghost.marks.map(\.severity) == [.error])
        let archive = try #require(map.placeholders.first { $0.title == "Archive.storyboard" })
        #expect(archive.marks.map(\.severity) == [.error])
    }

    @Test("A slot no segue fills and a key no destination reads are marked, apart from the diagnostics")
    func whatNoDiagnosticSays() throws {
        let map = ContextMap(Self.checkApp())
        let settings = try #require(map.nodes.first { $0.scene.title == "SettingsViewController" })
        #expect(
            settings.marks.contains { $0.severity == nil && $0.text == "slot 'prepCtxAccountName': no segue fills it" })
        // A prefixed property the check notes is marked by its note, not twice.
        let inbox = try #require(map.nodes.first { $0.scene.title == "InboxViewController" })
        #expect(inbox.marks.filter { $0.text.contains("prepCtxUnused") }.map(\.severity) == [.note])
        #expect(map.render(.dot).contains("○ slot &#39;prepCtxAccountName&#39;: no segue fills it"))
    }

    @Test(
        "On real storyboards, keys come from properties, slots, call sites, row hooks, offered values and ambient context",
        .enabled(if: Paths.hasSharedStoryboards, "../shared/storyboards is not beside the repository"))
    func origins() throws {
        let apps = try Self.sharedApps()
        let eidolon = try #require(apps.first { $0.name == "artsy__eidolon" }?.result.flow)
        func key(_ flow: ContextFlow, _ segue: String, _ key: String) -> ContextFlow.Origin? {
            flow.segues.first { $0.identifier == segue }?.keys.first { $0.key == key }?.origin
        }
        #expect(key(eidolon, "Show Sale Artwork Details", "saleArtwork") == .passed(.senderHook))
        #expect(key(eidolon, "Place Another Bid", "prepCtxPlacingBid") == .passed(.callSite))
        #expect(key(eidolon, "Confirm your Bid - Bidder Not Found", "prepCtxEmail") == .passed(.offered))
        #expect(key(eidolon, "Confirm Bid", "prepCtxBidDetails") == .slot("prepCtxBidDetails", key: nil))
        #expect(key(eidolon, "Push to Register Confirmed", "prepCtxBidderID") == .property("prepCtxBidderID"))
        #expect(key(eidolon, "Show Loading View", "SessionKey") == nil)
        let ambient = eidolon.segues.first { $0.keys.contains { $0.origin == .ambient("SessionKey") } }
        #expect(ambient != nil)
        let tinode = try #require(apps.first { $0.name == "tinode__ios" }?.result.flow)
        #expect(key(tinode, "Chats2Messages", "prepCtxTopicName") == .passed(.segueHook))
        #expect(key(tinode, "ShowImagePreview", "prepCtxImage") == .passed(.callSite))
        #expect(key(tinode, "ArchivedChats2Messages", "prepCtxTopicName") == .undelivered)
        // An offered key no destination declares is what no diagnostic says.
        let confirm = try #require(
            ContextMap(apps.first { $0.name == "artsy__eidolon" }!.result).nodes.first {
                $0.scene.title == "ConfirmYourBidViewController"
            })
        #expect(confirm.marks.contains { $0.severity == nil && $0.text.hasPrefix("provides 'phone' (offered value)") })
    }

    @Test("The same inputs give the same bytes, in both formats")
    func deterministic() {
        let first = ContextMap(Self.checkApp())
        let second = ContextMap(Self.checkApp())
        for format in ContextMap.Format.allCases {
            #expect(first.render(format) == second.render(format))
            #expect(!first.render(format).isEmpty)
        }
    }

    @Test("A storyboard, a target or a starting scene narrows the map; what is left out is counted")
    func narrowing() throws {
        let result = Self.checkApp()
        let settings = ContextMap(result, narrowing: .init(storyboards: ["Settings"]))
        #expect(
            Set(settings.nodes.map(\.scene.title)) == [
                "UITabBarController", "SettingsViewController", "AboutViewController",
            ])
        #expect(settings.findingCounts.marked == 0 && settings.findingCounts.elsewhere == 17)
        let mac = ContextMap(result, narrowing: .init(targets: ["AccountsMac"]))
        #expect(Set(mac.boards.map(\.file.name)) == ["Main", "Preferences"])
        #expect(mac.findingCounts.marked == 1)
        // Forward: the scene, the container it is drawn in, what it embeds; not where it unwinds to.
        let fromMessage = ContextMap(result, narrowing: .init(from: ["MessageViewController"]))
        #expect(
            Set(fromMessage.nodes.map(\.scene.title)) == [
                "MessageViewController", "MessageNavigationController", "AttachmentViewController",
            ])
        let fromInbox = ContextMap(result, narrowing: .init(from: ["InboxViewController"]))
        #expect(
            Set(fromInbox.nodes.map(\.scene.title)).isSuperset(of: ["GhostViewController", "SettingsViewController"]))
        #expect(!fromInbox.nodes.contains { $0.scene.title == "AccountViewController" })
        #expect(fromMessage.render(.dot).contains("about parts this map leaves out"))
        let nothing = ContextMap(result, narrowing: .init(storyboards: ["Nowhere"]))
        #expect(nothing.isEmpty)
    }

    @Test("A storyboard copied into extensions is drawn for each target whose bundle holds it")
    func copiedStoryboardTargets() throws {
        let folder = Paths.fixtures.appendingPathComponent("Model/Copies").path
        let result = ContractChecker().check(AppModel.build(paths: [folder]))
        let main = try #require(result.flow.storyboards.first { $0.name == "Main" })
        #expect(main.targets == ["Copies", "Share", "Widget"])
        let share = ContextMap(result, narrowing: .init(targets: ["Share"]))
        #expect(share.boards.map(\.file.name) == ["Main"])
    }

    @Test("The map names a storyboard's targets as the project does, not by their modules")
    func targetNamesNotModules() throws {
        // The Copies fixture, with its share extension named as Xcode names one by default: its
        // module is then Share_Extension.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ContextCheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Paths.fixtures.appendingPathComponent("Model/Copies"), to: folder)
        let project = folder.appendingPathComponent("Copies.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
        try text.replacingOccurrences(of: "name = Share;", with: "name = \"Share Extension\";")
            .write(to: project, atomically: true, encoding: .utf8)
        let model = AppModel.build(paths: [folder.path])
        #expect(model.targets.map(\.name).contains("Share Extension"))
        let result = ContractChecker().check(model)
        let main = try #require(result.flow.storyboards.first { $0.name == "Main" })
        #expect(main.targets == ["Copies", "Share Extension", "Widget"])
        let share = ContextMap(result, narrowing: .init(targets: ["Share Extension"]))
        #expect(share.boards.map(\.file.name) == ["Main"])
    }

    @Test("The storyboards the fuzzer found or kept are drawn, each finding marked, the Mermaid valid")
    func fuzzedStoryboards() throws {
        let fuzz = Paths.tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")
        var files: [URL] = []
        for folder in ["Regressions", "Corpus"] {
            let url = fuzz.appendingPathComponent(folder).appendingPathComponent("FuzzStoryboardReader")
            files += (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        }
        #expect(files.count > 10)
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files.sorted(by: { $0.path < $1.path }) {
            let copy = folder.appendingPathComponent(file.lastPathComponent + ".storyboard")
            try FileManager.default.copyItem(at: file, to: copy)
            let result = ContractChecker().check(storyboardPaths: [copy.path], swiftPaths: [])
            Self.expectEveryDiagnosticMarked(result, file.lastPathComponent)
            #expect(MermaidSyntax.problems(in: ContextMap(result).render(.mermaid)) == [], "\(file.lastPathComponent)")
        }
    }

    @Test("Bad input gets a finding on the map, never a crash, and the rest is drawn")
    func badInput() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<document><scenes><scene><objects><viewController id=\"a\" sceneMemberID=\"viewController\">"
            .write(to: folder.appendingPathComponent("Broken.storyboard"), atomically: true, encoding: .utf8)
        try Data([0xFF, 0xFE, 0x00]).write(to: folder.appendingPathComponent("Garbage.swift"))
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="one">
            <scenes><scene sceneID="s"><objects>
                <viewController id="one" customClass="OneViewController" sceneMemberID="viewController">
                    <connections><segue destination="gone" kind="show" identifier="toGone" id="g"/></connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """.write(to: folder.appendingPathComponent("Good.storyboard"), atomically: true, encoding: .utf8)
        try "class OneViewController: PreparedViewController { @Prepared var x: Int }"
            .write(to: folder.appendingPathComponent("One.swift"), atomically: true, encoding: .utf8)
        let result = ContractChecker().check(InputFiles.collect([folder.path]))
        Self.expectEveryDiagnosticMarked(result, "bad input")
        let map = ContextMap(result)
        let broken = try #require(map.boards.first { $0.file.name == "Broken" })
        #expect(!broken.file.isReadable && broken.marks.map(\.severity) == [.error])
        #expect(map.nodes.map(\.scene.title) == ["OneViewController"])
        let edge = try #require(map.edges.first)
        #expect(map.placeholders.first { $0.id == edge.to.first }?.kind == .missing)
        #expect(edge.marks.first?.text == "destination 'gone' is not in this storyboard")
        #expect(map.render(.dot).contains("could not be read"))
        #expect(map.placeholders.contains { $0.kind == .file && $0.title == "Garbage.swift" })
    }
}
