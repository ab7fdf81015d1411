import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc` processes, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// Presenters whose superclass comes from another module (a framework, a pod, a package):
    /// they adopt `SegueContext` where nothing that module could declare would clash.
    @Suite("Migration: superclasses from another module")
    struct MigrationExternalBasesTests {
        static let fixture = MigrationTests.migrate.appendingPathComponent("ExternalBases")

        @Test("A presenter built on another module's controller adopts SegueContext after its super call, as written")
        func adopts() throws {
            let files = MigrationTests.plan(Self.fixture).changedFiles()
            let readings = try #require(files[Self.fixture.appendingPathComponent("Readings.swift").path])
            #expect(readings.contains("final class ReadingsViewController: ChartsTableViewController, SegueContext {"))
            #expect(readings.contains("    var ambientContext = ContextValues()\n"))
            #expect(
                readings.contains(
                    "super.prepare(for: segue, sender: sender)\n        prepareContext(for: segue, sender: sender)\n"))
            #expect(readings.contains("    func offeredValues(forSegue"))
            #expect(!readings.contains("override func offeredValues"))
            // The destination built on the other module's panel gets its slots all the same.
            #expect(readings.contains("final class ReadingDetailViewController: ChartKit.PanelViewController {"))
            #expect(readings.contains("@Prepared var unit = \"\""))
            // Through a superclass of the app's own, public: public members.
            let doses = try #require(files[Self.fixture.appendingPathComponent("Doses.swift").path])
            #expect(
                doses.contains(
                    "public final class DoseHistoryViewController: DoseChartViewController, SegueContext {\n"
                        + "    public var ambientContext = ContextValues()\n"))
            #expect(doses.contains("    public func offeredValues(forSegue"))
        }

        @Test("The presenter's own property is offered, not read by key: the other module may store a namesake")
        func noKeyedSlot() throws {
            let files = MigrationTests.plan(Self.fixture).changedFiles()
            let readings = try #require(files[Self.fixture.appendingPathComponent("Readings.swift").path])
            #expect(readings.contains("\"unit\": unit"))
            #expect(!readings.contains("@Prepared(key:"))
        }

        @Test("A generic superclass from another module stays, and the note names the module")
        func generic() {
            let notes = MigrationTests.plan(Self.fixture).notes.map(\.message)
            #expect(
                notes.contains {
                    $0.contains("'TrendViewController' inherits from 'SeriesViewController<Reading>'")
                        && $0.contains("Readings.swift imports ChartKit") && $0.contains("generic")
                })
        }

        @Test(
            "The migrated fixture type-checks against the UIKit stubs and ChartKit, the check finds nothing, a second run nothing"
        )
        func compilesAndChecks() throws {
            try MigrationTests.expectCompilesAndChecks(Self.fixture)
        }

        // MARK: What must stay

        static let base = """
            import UIKit
            import ChartKit

            final class DetailViewController: UIViewController {
                var item: String?
            }
            """

        /// A presenter on `superclass` (not in the sources) with `members` and this prepare; the
        /// plan over it, `more` files and a storyboard with one segue `show`.
        static func plan(
            superclass: String = "ChartsTableViewController", members: String = "",
            declaration: String = "override func prepare(for segue: UIStoryboardSegue, sender: Any?)",
            body: String = "super.prepare(for: segue, sender: sender)", more: [String: String] = [:]
        ) throws -> MigrationPlan {
            let presenter = """
                import UIKit
                import ChartKit

                final class ListViewController: \(superclass) {
                    var name = "a"
                \(members)
                    \(declaration) {
                        \(body)
                        if segue.identifier == "show", let d = segue.destination as? DetailViewController { d.item = name }
                    }
                }
                """
            var sources = ["/app/List.swift": presenter, "/app/Detail.swift": Self.base]
            sources.merge(more) { $1 }
            let storyboard = try MigrationIdiomsTests.storyboard(
                scenes: [
                    ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
                ],
                segues: [("l", "show", "d", "show")])
            // Every conversion kept, however long its hook: the length has its own rule and tests (NeverLonger).
            return MigrationPlanner(partialBranches: .always).plan(sources: sources, storyboards: [storyboard])
        }

        /// The note of the one statement, which must be a refusal of the presenter's class.
        static func refusal(_ plan: MigrationPlan) -> String {
            #expect(plan.statementsConverted == 0)
            #expect(plan.notes.map(\.kind) == ["source-class"], "\(plan.notes)")
            return plan.notes.first?.message ?? ""
        }

        @Test("The plain presenter converts: the control of the refusals below")
        func control() throws {
            let plan = try Self.plan()
            #expect(plan.statementsConverted == 1, "\(plan.notes)")
            #expect(plan.changedFiles()["/app/List.swift"]?.contains("ChartsTableViewController, SegueContext") == true)
        }

        @Test("A file of the app that imports PreparedContext, in any spelling, keeps the presenter as it is")
        func appUsesLibrary() throws {
            for spelling in [
                "import PreparedContext", "@_exported import PreparedContext",
                "import class PreparedContext.SegueContext", "@preconcurrency public import PreparedContext",
            ] {
                let plan = try Self.plan(more: ["/app/Coordinator.swift": spelling + "\nimport UIKit\n"])
                let message = Self.refusal(plan)
                #expect(message.contains("uses PreparedContext already (/app/Coordinator.swift:1"), "\(message)")
                #expect(message.contains("from another module: List.swift imports ChartKit"))
            }
        }

        @Test("A generic superclass, a generic class of the app in the chain or a typealias stays")
        func genericAndAliases() throws {
            #expect(Self.refusal(try Self.plan(superclass: "SeriesViewController<String>")).contains("generic"))
            let middle = [
                "/app/Middle.swift": "import ChartKit\nclass MiddleViewController<T>: PanelViewController {}\n"
            ]
            // The app's own generic class: not another module's, so the general refusal.
            #expect(
                Self.refusal(try Self.plan(superclass: "MiddleViewController<Int>", more: middle)).contains(
                    "inherits from 'MiddleViewController<Int>'"))
            let alias = ["/app/Alias.swift": "import ChartKit\ntypealias ChartsScreen = ChartsTableViewController\n"]
            #expect(Self.refusal(try Self.plan(superclass: "ChartsScreen", more: alias)).contains("typealias"))
        }

        @Test("A prepare(for:sender:) that is no override, or sits in an extension, stays")
        func overrideAndPlace() throws {
            let plain = try Self.plan(declaration: "func prepare(for segue: UIStoryboardSegue, sender: Any?)")
            #expect(Self.refusal(plain).contains("no override"))
            let presenter = """
                import UIKit
                import ChartKit

                final class ListViewController: ChartsTableViewController {
                    var name = "a"
                }

                extension ListViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        super.prepare(for: segue, sender: sender)
                        if segue.identifier == "show", let d = segue.destination as? DetailViewController { d.item = name }
                    }
                }
                """
            let storyboard = try MigrationIdiomsTests.storyboard(
                scenes: [
                    ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
                ],
                segues: [("l", "show", "d", "show")])
            let inExtension = MigrationPlanner().plan(
                sources: ["/app/List.swift": presenter, "/app/Detail.swift": Self.base], storyboards: [storyboard])
            #expect(Self.refusal(inExtension).contains("in an extension"))
        }

        @Test(
            "A member SegueContext adds, declared by the app anywhere the presenter inherits it from, keeps it as it is"
        )
        func declaredMembers() throws {
            let extensions = [
                "extension UIViewController { var ambientContext: Int { 0 } }",
                "extension ChartsTableViewController { func contextDidArrive(_ report: Any) {} }",
                "extension ListViewController { func offeredValues() -> Int { 1 } }",
            ]
            for declared in extensions {
                let plan = try Self.plan(more: ["/app/Extras.swift": "import UIKit\nimport ChartKit\n" + declared])
                #expect(Self.refusal(plan).contains("which adopting SegueContext adds"), "\(declared)")
            }
            let member = try Self.plan(members: "    var preparationOptions = 3")
            #expect(Self.refusal(member).contains("'preparationOptions'"))
        }

        @Test("A name with the marker prefix anywhere in the app keeps the presenter as it is")
        func prefixedNames() throws {
            let plan = try Self.plan(more: ["/app/Old.swift": "final class Old { var prepCtxUser = \"\" }\n"])
            #expect(Self.refusal(plan).contains("marker prefix 'prepCtx' (/app/Old.swift:1)"))
        }

        @Test("A super call after other statements is an order refusal, as for the app's own superclasses")
        func superCallFirst() throws {
            let plan = try Self.plan(body: "print(\"go\")\n        super.prepare(for: segue, sender: sender)")
            #expect(plan.statementsConverted == 0)
            #expect(plan.notes.contains { $0.kind == "order" && $0.message.contains("stays) and delivers") })
        }

        @Test("A run that did not read the app's imports and manifests keeps the presenter as it is")
        func unreadTraces() throws {
            let storyboard = try MigrationIdiomsTests.storyboard(
                scenes: [
                    ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
                ],
                segues: [("l", "show", "d", "show")])
            let presenter = """
                final class ListViewController: ChartsTableViewController {
                    var name = "a"
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "show", let d = segue.destination as? DetailViewController { d.item = name }
                    }
                }
                """
            var run = MigrationRun(
                prefix: "prepCtx", sources: ["/app/List.swift": presenter, "/app/Detail.swift": Self.base],
                storyboards: [storyboard])
            run.run()
            #expect(Self.refusal(run.plan).contains("were not read"))
        }

        // MARK: Manifests

        @Test("Manifests that name PreparedContext are found: pods, carthage, packages, projects, workspaces")
        func manifests() throws {
            let folder = try Paths.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let manager = FileManager.default
            func write(_ path: String, _ text: String) throws {
                let url = folder.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            func traces() -> MigrationRun.LibraryTraces {
                .read(
                    texts: [:], projectFolders: [folder.path],
                    xcodeProjects: [folder.appendingPathComponent("App.xcodeproj").path], prefix: "prepCtx")
            }
            try write("Podfile.lock", "PODS:\n  - ChartKit (1.0)\n")
            try write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ productName = ChartKit; }\n")
            #expect(traces().read && traces().library == nil)
            let named = [
                "Podfile.lock": "PODS:\n  - PreparedContext (1.0)\n",
                "Cartfile.resolved": "github \"someone/prepared-context\" \"1.0\"\n",
                "App.xcodeproj/project.pbxproj": "{ productName = PreparedContext; }\n",
                "App.xcworkspace/xcshareddata/swiftpm/Package.resolved": "{ \"identity\" : \"preparedcontext\" }\n",
                "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved":
                    "{ \"identity\" : \"preparedcontext\" }\n",
                "Package.swift": ".package(path: \"../PreparedContext\")\n",
            ]
            for (path, text) in named.sorted(by: { $0.key < $1.key }) {
                let url = folder.appendingPathComponent(path)
                let previous = manager.contents(atPath: url.path)
                try write(path, text)
                #expect(traces().library?.hasSuffix("\(path) names PreparedContext") == true, "\(path)")
                if let previous { try previous.write(to: url) } else { try manager.removeItem(at: url) }
            }
        }

        @Test("A package manifest beside the app that names PreparedContext keeps the presenters as they are")
        func packageManifest() throws {
            let folder = try MigrationTests.copy(Self.fixture)
            defer { try? FileManager.default.removeItem(at: folder) }
            let manifest = folder.appendingPathComponent("Package.swift")
            try Data(
                "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Glucose\")\n"
                    .utf8
            )
            .write(to: manifest)
            #expect(MigrationTests.plan(folder).statementsConverted == 4)
            try Data(
                "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Glucose\", dependencies: [.package(path: \"../PreparedContext\")])\n"
                    .utf8
            )
            .write(to: manifest)
            let plan = MigrationTests.plan(folder)
            #expect(plan.statementsConverted == 0)
            #expect(plan.notes.contains { $0.message.contains("Package.swift names PreparedContext") })
        }
    }

#endif
