import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc` processes, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// New slots whose own name collides with another party's: a key of their own, derived from
    /// the class and the name and used nowhere else, where every conflict check passes with it
    /// (SlotKeys.swift).
    @Suite("Migration: slot keys")
    struct MigrationKeysTests {
        static let keys = MigrationTests.migrate.appendingPathComponent("Keys")

        /// The fixture's plan with more sources beside it.
        static func plan(adding extra: [String: String] = [:]) throws -> MigrationPlan {
            var sources: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: keys.path) where name.hasSuffix(".swift") {
                sources["/app/" + name] = try String(contentsOf: keys.appendingPathComponent(name), encoding: .utf8)
            }
            sources.merge(extra) { $1 }
            let storyboard = try StoryboardReader.read(path: keys.appendingPathComponent("Main.storyboard").path)
            return MigrationPlanner().plan(sources: sources, storyboards: [storyboard])
        }

        /// The notes at a file and line of the fixture.
        static func notes(_ plan: MigrationPlan, _ file: String, _ line: Int) -> [MigrationNote] {
            plan.notes.filter { $0.position.path.hasSuffix("/" + file) && $0.position.line == line }
        }

        @Test("A slot whose name collides takes a key of its own, and the presenter offers the value under it")
        func keyOfItsOwn() throws {
            let plan = try Self.plan()
            let folders = try #require(plan.changedFiles()["/app/Folders.swift"])
            #expect(
                folders.contains("@WeakPrepared(key: \"folderEditorDelegate\") var delegate: FolderEditorDelegate?"))
            // Only on the segue that assigned it: the editor's other segue gets nothing.
            #expect(
                folders.contains("values.addLazily(forKey: \"folderEditorDelegate\", onSegue: \"AddFolder\") { self }"))
            // The picker's slot keeps its name: the editor offers itself under it.
            #expect(folders.contains("@WeakPrepared var delegate: ColorPickerDelegate?"))
            #expect(folders.contains("[\"delegate\": self]"))
            let note = try #require(Self.notes(plan, "Folders.swift", 22).first)
            #expect(note.kind == "chosen-key")
            #expect(note.message.contains("converted with the key 'folderEditorDelegate'"), "\(note.message)")
            #expect(note.message.contains("'FolderEditorViewController' presents 'ColorPickerViewController'"))
            // A note on a conversion is not a statement left.
            #expect(plan.reasons["chosen-key"] == nil)
        }

        @Test("Two presenters of one destination, each with a delegate of its own, both convert with keys of their own")
        func twoPresenters() throws {
            let plan = try Self.plan()
            let mail = try #require(plan.changedFiles()["/app/Mail.swift"])
            #expect(mail.contains("[\"composerDelegate\": self, \"draftsDelegate\": self]"), "\(mail)")
            #expect(mail.contains("@WeakPrepared(key: \"composerDelegate\") var delegate: ComposerDelegate?"))
            #expect(mail.contains("@WeakPrepared(key: \"draftsDelegate\") var delegate: DraftsDelegate?"))
            #expect(Self.notes(plan, "Mail.swift", 19).map(\.kind) == ["chosen-key"])
            #expect(Self.notes(plan, "Mail.swift", 22).map(\.kind) == ["chosen-key"])
        }

        @Test("A key written anywhere in the app is not chosen: the slot stays, and the note says where")
        func keyTaken() throws {
            let plan = try Self.plan()
            let note = try #require(Self.notes(plan, "Archive.swift", 14).first)
            #expect(note.kind == "conflict")
            #expect(
                note.message.contains(
                    "the key of its own it would take, 'archiveDelegate', cannot be: 'archiveDelegate' "
                        + "is written at /app/Archive.swift:34"), "\(note.message)")
            #expect(plan.changedFiles()["/app/Archive.swift"]?.contains("archiveDelegate\")") == false)
        }

        @Test(
            "A key is not chosen where another name would reach it, or another slot would take it",
            arguments: [
                // A prefixed property: a value passed as the key reaches it without the prefix.
                (
                    "final class Theme {\n    var prepCtxFolderEditorDelegate = 0\n}\n",
                    "a name ending in 'FolderEditorDelegate'"
                ),
                // A string literal: a key the app may pass.
                ("func folderKey() -> String { \"folderEditorDelegate\" }\n", "'folderEditorDelegate' is written at"),
                // A comment counts too: refusing costs less than reading intent.
                ("// folderEditorDelegate\n", "'folderEditorDelegate' is written at"),
                // Another class whose slot would take the same key.
                (
                    "import UIKit\nfinal class FolderEditor: UIViewController {\n    var delegate: AnyObject?\n}\n"
                        + "final class Opener: UIViewController {\n    override func prepare(for segue: UIStoryboardSegue, "
                        + "sender: Any?) {\n        (segue.destination as! FolderEditor).delegate = self\n    }\n}\n",
                    "'FolderEditor.delegate' would take the key 'folderEditorDelegate' too"
                ),
            ])
        func keyUnavailable(extra: String, reason: String) throws {
            let plan = try Self.plan(adding: ["/app/Extra.swift": extra])
            let note = try #require(Self.notes(plan, "Folders.swift", 22).first)
            #expect(note.kind == "conflict")
            #expect(note.message.contains(reason), "\(note.message)")
            #expect(plan.changedFiles()["/app/Folders.swift"]?.contains("folderEditorDelegate") != true)
        }

        @Test("A node that opens a node of its own class stays: the next node's slot has the same key")
        func sameClassChain() throws {
            let plan = try Self.plan()
            for line in [14, 27] {
                let note = try #require(Self.notes(plan, "Outline.swift", line).first)
                #expect(note.kind == "conflict")
                #expect(note.message.contains("a key of its own, 'nodeDelegate', collides too"), "\(note.message)")
            }
            #expect(plan.changedFiles()["/app/Outline.swift"] == nil)
        }

        @Test("A slot stays where a subclass unwinds to its class, or its class presents a subclass")
        func subclasses() throws {
            let plan = try Self.plan()
            let unwind = try #require(Self.notes(plan, "Photos.swift", 19).first)
            #expect(unwind.message.contains("a key of its own, 'photoDelegate', collides too"), "\(unwind.message)")
            #expect(unwind.message.contains("'ZoomedPhotoViewController' unwinds to 'PhotoViewController'"))
            let presented = try #require(Self.notes(plan, "Photos.swift", 53).first)
            #expect(
                presented.message.contains("a key of its own, 'placeDelegate', collides too"), "\(presented.message)")
            #expect(plan.changedFiles()["/app/Photos.swift"]?.contains("photoDelegate\"") != true)
        }

        @Test("A delivery outside storyboard segues still refuses a slot keyed anew, and says which key it tried")
        func outsideDelivery() throws {
            let extra =
                "import PreparedContext\nimport UIKit\n@MainActor func show(_ a: UIViewController, _ b: UIViewController) {\n"
                + "    ContextPropagation.propagate(from: a, to: b)\n}\n"
            let plan = try Self.plan(adding: ["/app/Coordinator.swift": extra])
            let note = try #require(Self.notes(plan, "Folders.swift", 22).first)
            #expect(
                note.message.contains("could fill the new slot 'delegate' (key 'folderEditorDelegate')"),
                "\(note.message)")
            #expect(plan.changedFiles()["/app/Folders.swift"]?.contains("folderEditorDelegate") != true)
        }

        /// The plan of one presenter handing `name` to a `DetailViewController`, with more sources.
        static func detailPlan(_ more: [String: String], storyboard: Storyboard) -> (Bool, MigrationPlan) {
            let body = "if segue.identifier == \"show\" { (segue.destination as! DetailViewController).item = name }"
            let (_, plan) = MigrationIdiomsTests.migrate(
                MigrationIdiomsTests.source(body), storyboard: storyboard, more: more)
            let detail = plan.changedFiles()["/app/Detail.swift"] ?? ""
            let source = plan.changedFiles()["/app/Source.swift"] ?? ""
            let keyed =
                detail.contains("@Prepared(key: \"detailItem\") var item: String?") && source.contains("\"detailItem\"")
            return (keyed, plan)
        }

        @Test(
            "A slot keyed by name that another party would fill converts with a key of its own where that key is free")
        func otherParties() throws {
            // Another presenter with a slot of the name.
            let board = try MigrationIdiomsTests.storyboard(
                scenes: [
                    ("l", "viewController", "ListViewController"), ("o", "viewController", "OtherViewController"),
                    ("d", "viewController", "DetailViewController"),
                ],
                segues: [("l", "show", "d", "show"), ("o", "open", "d", "show")])
            let other = "final class OtherViewController: PreparedViewController {\n    @Prepared var item: String?\n}"
            let (presenter, presented) = Self.detailPlan(["/app/Other.swift": other], storyboard: board)
            #expect(presenter, "\(presented.notes)")
            #expect(presented.notes.map(\.kind) == ["chosen-key"])
            // A controller with a slot of the name that unwinds to the destination.
            let xml = MigrationSafetyTests.unwinding.replacingOccurrences(of: "ACTION", with: "unwindToDetail:")
            let unwinding = try StoryboardReader.read(data: Data(xml.utf8), path: "/app/Main.storyboard")
            let classes = [
                "/app/Other.swift":
                    "final class OtherViewController: PreparedViewController {\n    @Prepared var item: String?\n}\n"
                    + "final class ZoomViewController: UIViewController {\n    var scale = 1\n}",
                "/app/Detail.swift":
                    "final class DetailViewController: UIViewController {\n    var item: String?\n"
                    + "    @IBAction func unwindToDetail(_ segue: UIStoryboardSegue) {}\n}",
            ]
            let (unwound, plan) = Self.detailPlan(classes, storyboard: unwinding)
            #expect(unwound, "\(plan.notes)")
            // A value added under the name elsewhere.
            let added =
                "import PreparedContext\nfinal class Coordinator {\n    func show() {\n        var values = SegueValues()\n"
                + "        values.add(\"x\", forKey: \"item\")\n        _ = values\n    }\n}\n"
            let (literal, literalPlan) = Self.detailPlan(
                ["/app/Coordinator.swift": added], storyboard: try MigrationIdiomsTests.direct())
            #expect(literal, "\(literalPlan.notes)")
        }

        @Test("A value offered by hook for a slot that a declaration keyed is offered under the slot's key")
        func declaredKeyOffered() throws {
            // A's own property feeds the slot by its key; B's value calls code, so B's hook offers it.
            let sources = [
                "/app/App.swift": """
                import UIKit

                final class DetailViewController: UIViewController {
                    var selectedCategoryName = ""
                }

                final class AViewController: UIViewController {
                    var categoryName = "a"

                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "a" {
                            let d = segue.destination as! DetailViewController
                            d.selectedCategoryName = categoryName
                        }
                    }
                }

                func makeName() -> String { "made" }

                final class BViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "b" {
                            let d = segue.destination as! DetailViewController
                            d.selectedCategoryName = makeName()
                        }
                    }
                }
                """
            ]
            let board = try MigrationIdiomsTests.storyboard(
                scenes: [
                    ("a", "viewController", "AViewController"), ("b", "viewController", "BViewController"),
                    ("d", "viewController", "DetailViewController"), ("e", "viewController", "DetailViewController"),
                ],
                segues: [("a", "a", "d", "show"), ("b", "b", "e", "show")])
            let plan = MigrationPlanner().plan(sources: sources, storyboards: [board])
            let text = try #require(plan.changedFiles()["/app/App.swift"])
            #expect(text.contains("@Prepared(key: \"categoryName\") var selectedCategoryName = \"\""), "\(text)")
            // Under the property's name, the slot keyed `categoryName` would never take it.
            #expect(text.contains("values.add(makeName() as String, forKey: \"categoryName\")"), "\(text)")
        }

        @Test(
            "The key is the class without its controller suffix, in lower camel case, and the property's name",
            arguments: [
                ("ListDetailViewController", "delegate", "listDetailDelegate"),
                ("URLPickerViewController", "delegate", "urlPickerDelegate"),
                ("Composer", "draft", "composerDraft"),
                ("ViewController", "delegate", "viewDelegate"),
                ("TabBarController", "model", "tabBarModel"),
            ])
        func derivedKey(className: String, property: String, key: String) {
            #expect(MigrationRun.derivedSlotKey(className: className, property: property) == key)
        }

        @Test(
            "The migrated fixture type-checks against the UIKit stubs, the check finds nothing in it, a second run nothing"
        )
        func compilesAndChecks() throws {
            try MigrationTests.expectCompilesAndChecks(Self.keys)
        }
    }

#endif
