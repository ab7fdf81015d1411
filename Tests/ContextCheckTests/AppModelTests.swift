import Foundation
import Testing

@testable import ContextCheckCore

/// The app model: one picture of the app however the check runs — on the folder, or for one
/// target as the build plugins run it (`--project FOLDER --target NAME`) — on fixture apps
/// shaped like the projects that used to get false errors or misses.
@Suite("App model")
struct AppModelTests {
    static let fixtures = Paths.fixtures.appendingPathComponent("Model")

    /// The folder of a fixture app.
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// The folder run's findings.
    static func folderRun(_ name: String) -> CheckResult {
        ContractChecker().check(AppModel.build(paths: [fixture(name)]))
    }

    /// The run a build plugin makes for `target` of the project in `project`.
    static func pluginRun(_ project: String, target: String) -> CheckResult {
        ContractChecker().check(AppModel.build(paths: [], project: project, target: target))
    }

    /// The 1-based line of the first line of `file` (in the fixtures) that contains `text`.
    static func line(of text: String, in file: String) -> Int {
        let contents = (try? String(contentsOfFile: fixtures.appendingPathComponent(file).path, encoding: .utf8)) ?? ""
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    /// `file:line: severity` of each finding, the file relative to the fixtures.
    static func places(_ result: CheckResult) -> [String] {
        result.diagnostics.map { diagnostic in
            let path = TargetMap.absolute(diagnostic.position.path)
            let relative = path.replacingOccurrences(of: TargetMap.absolute(fixtures.path) + "/", with: "")
            return "\(relative):\(diagnostic.position.line): \(diagnostic.severity.rawValue)"
        }
    }

    @Test(
        "Every fixture app gives the same findings on the folder as the union of its targets' plugin runs",
        arguments: ["Copies", "Pods", "Modules", "Bundles", "Siblings/AppA", "Siblings/AppB", "PackagePaths"])
    func pluginRunsMatchTheFolder(_ name: String) {
        let folder = Self.folderRun(name)
        let model = AppModel.build(paths: [Self.fixture(name)])
        #expect(!model.targets.isEmpty)
        var union = Set<Diagnostic>()
        for target in model.targets {
            let run = Self.pluginRun(Self.fixture(name), target: target.name)
            #expect(Set(run.diagnostics).isSubset(of: Set(folder.diagnostics)), "\(target.name)")
            union.formUnion(run.diagnostics)
        }
        #expect(union == Set(folder.diagnostics))
    }

    @Test("A storyboard two extensions copy without compiling its classes is one note each, not an error a scene")
    func copiedStoryboards() {
        let storyboard = "Copies/Copies/Main.storyboard"
        let folder = Self.folderRun("Copies")
        let mismatch = "\(storyboard):\(Self.line(of: "id=\"g1\"", in: storyboard)): error"
        #expect(Self.places(folder).contains(mismatch))
        #expect(folder.count(.error) == 2)
        let notes = folder.diagnostics.filter { $0.rule == "copied-storyboard" }.map(\.message)
        #expect(notes.count == 2)
        #expect(notes.contains { $0.contains("'Share', which compiles none of its classes") })
        let share = Self.pluginRun(Self.fixture("Copies"), target: "Share")
        #expect(share.diagnostics.map(\.rule) == ["copied-storyboard"])
        #expect(!share.hasErrors)
        let app = Self.pluginRun(Self.fixture("Copies"), target: "Copies")
        #expect(Self.places(app).contains(mismatch))
    }

    @Test("A pod's class, a pod's module and a configured external module are no error; a misspelt module is")
    func podsAndExternalModules() {
        let storyboard = "Pods/PodApp/Main.storyboard"
        let result = Self.folderRun("Pods")
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.position.line == Self.line(of: "customModule=\"SomeKti\"", in: storyboard))
        #expect(errors.first?.message.contains("the scene's module 'SomeKti'") == true)
        #expect(errors.first?.message.contains("'PodApp'") == true)
        // The suppressed scene is silent; the suppression that matches nothing is reported.
        #expect(!result.diagnostics.contains { $0.message.contains("LegacyViewController") })
        let stale = result.diagnostics.filter { $0.message.contains("matches no finding") }
        #expect(stale.map(\.position.line) == [Self.line(of: "GoneViewController", in: "Pods/.context-check")])
        #expect(stale.first?.severity == .warning)
    }

    @Test("A misspelt class in an explicit module and a misspelt module are errors at their scenes")
    func explicitModules() {
        let storyboard = "Modules/Modules/Main.storyboard"
        let result = Self.folderRun("Modules")
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.position.line).sorted()
        #expect(
            errors
                == [
                    Self.line(of: "ProfileViewControler", in: storyboard),
                    Self.line(of: "customModule=\"Kore\"", in: storyboard),
                    Self.line(of: "InboxViewControler", in: storyboard),
                ].sorted())
        let plugin = Self.pluginRun(Self.fixture("Modules"), target: "Modules")
        #expect(plugin.diagnostics == result.diagnostics)
    }

    @Test("A reference into a storyboard only another target's bundle holds is an error")
    func referenceIntoAnotherBundle() {
        let storyboard = "Bundles/Bundles/Main.storyboard"
        let result = Self.folderRun("Bundles")
        #expect(
            Self.places(result) == [
                "\(storyboard):\(Self.line(of: "storyboardName=\"Gallery\"", in: storyboard)): error"
            ])
        #expect(result.diagnostics.first?.message.contains("only 'Widget' holds Gallery.storyboard") == true)
    }

    @Test("A class whose header and implementation sit in two folders is one declaration")
    func headerAndImplementationInTwoFolders() {
        let result = ContractChecker().check(AppModel.build(paths: [Self.fixture("SplitObjC")]))
        #expect(!result.diagnostics.contains { $0.message.contains("more than once") })
        #expect(
            Self.places(result) == [
                "SplitObjC/Main.storyboard:\(Self.line(of: "unwindToLegasy", in: "SplitObjC/Main.storyboard")): warning"
            ])
    }

    @Test("A class declared only in a sibling project is not declared for this one: an error, not a warning")
    func siblingProjects() {
        let storyboard = "Siblings/AppA/AppA/Main.storyboard"
        let together = ContractChecker().check(AppModel.build(paths: [Self.fixture("Siblings")]))
        let alone = Self.folderRun("Siblings/AppA")
        let expected = ["\(storyboard):\(Self.line(of: "DetailViewController", in: storyboard)): error"]
        #expect(Self.places(together) == expected)
        #expect(Self.places(alone) == expected)
    }

    @Test("Package.swift targets with path:, exclude: and resources: are modules with their folders")
    func packageManifestTargets() {
        let storyboard = "PackagePaths/App/Main.storyboard"
        let model = AppModel.build(paths: [Self.fixture("PackagePaths")])
        #expect(model.targets.map(\.name) == ["Kit", "Screens"])
        #expect(model.targets[1].dependencies == ["Kit"])
        #expect(!model.files.storyboards.contains { $0.hasSuffix("Old.storyboard") })
        let result = ContractChecker().check(model)
        #expect(Self.places(result) == ["\(storyboard):\(Self.line(of: "id=\"g1\"", in: storyboard)): error"])
        #expect(result.diagnostics.first?.message.contains("the slot expects Int but the value is String") == true)
    }

    @Test("The package manifest reader takes literal targets and ignores products and computed ones")
    func manifestReader() {
        let manifest = PackageManifest(
            text: Array(
                """
                let package = Package(
                    name: "P",
                    products: [.plugin(name: "Tool", targets: ["ToolPlugin"]), .library(name: "L", targets: ["L"])],
                    targets: [
                        // .target(name: "Commented"),
                        .target(name: "L", dependencies: [.product(name: "Alamofire", package: "a"), .target(name: "M")],
                                path: "Sources/Lib", sources: ["A", "B"], resources: [.copy("R.storyboard")], exclude: ["Old"]),
                        .testTarget(name: "LTests", dependencies: ["L"]),
                        .binaryTarget(name: "Bin", path: "Bin.xcframework"),
                    ] + names.map { .target(name: $0) }
                )
                """.utf8))
        #expect(manifest.targets.map(\.name) == ["L", "LTests", "Bin"])
        let library = manifest.targets[0]
        #expect(library.folder == "Sources/Lib")
        #expect(library.sources == ["A", "B"])
        #expect(library.resources == ["R.storyboard"])
        #expect(library.exclude == ["Old"])
        #expect(library.productDependencies == ["Alamofire"])
        #expect(library.targetDependencies == ["M"])
        #expect(manifest.targets[1].folder == "Tests/LTests")
    }

    @Test("A plugin run for a target the project does not have says which targets exist")
    func unknownTarget() {
        let model = AppModel.build(paths: [], project: Self.fixture("Modules"), target: "Modul")
        #expect(model.focus == nil)
        #expect(model.diagnostics.first?.message.contains("its targets: Core, Modules") == true)
    }

    @Test("A suppression without a reason or with an unknown rule is refused at its line")
    func malformedSuppressions() {
        var configuration = CheckConfiguration()
        configuration.parse(
            "suppress type-mismatch Main.storyboard\nsuppress no-such-rule Main.storyboard because x\nexternal-module A B\n",
            folder: "/p", path: "/p/.context-check")
        #expect(configuration.diagnostics.map(\.position.line) == [1, 2])
        #expect(configuration.externalModules == ["A", "B"])
        #expect(configuration.suppressions.isEmpty)
    }
}

/// Inputs that used to take quadratic time: each is read well within a generous bound (a debug
/// build, other builds running) that the quadratic readers missed by far.
@Suite("Linear time")
struct LinearTimeTests {
    /// A `project.pbxproj` of `count` targets sharing one build phase of `count` files.
    static func sharedPhases(_ count: Int) -> String {
        var objects: [String] = []
        for file in 0..<count {
            objects.append(
                "F\(file) = {isa = PBXFileReference; path = \"Sources/File\(file).swift\"; sourceTree = \"<group>\"; };"
            )
            objects.append("B\(file) = {isa = PBXBuildFile; fileRef = F\(file); };")
        }
        objects.append(
            "P0 = {isa = PBXSourcesBuildPhase; files = (\((0..<count).map { "B\($0)" }.joined(separator: ", "))); };")
        for target in 0..<count {
            objects.append("T\(target) = {isa = PBXNativeTarget; name = Target\(target); buildPhases = (P0); };")
        }
        return "{ objects = {\n" + objects.joined(separator: "\n") + "\n}; }\n"
    }

    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = Date()
        try work()
        return Date().timeIntervalSince(start)
    }

    @Test(
        "A project whose 1,200 targets share one build phase of 1,200 files is read in linear time",
        .enabled(if: !sanitizerIsLoaded, "a sanitizer slows the reader tenfold: the bound is for a plain debug build"))
    func sharedBuildPhases() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Shared.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let text = Self.sharedPhases(1_200)
        #expect(text.utf8.count > 250_000)
        try Data(text.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        var model: AppModel?
        // Quadratic, this took minutes (a debug build expands 1.4 million paths); linear, about a second.
        let elapsed = Self.seconds { model = AppModel.build(paths: [folder.path]) }
        #expect(model?.targets.count == 1_200)
        #expect(elapsed < 20, "\(elapsed) s")
    }

    @Test(
        "A file of 16,000 bare 'extension' keywords is read in linear time",
        .enabled(if: !sanitizerIsLoaded, "a sanitizer slows the reader tenfold: the bound is for a plain debug build"))
    func bareExtensions() {
        let source = String(repeating: "extension ", count: 16_000)
        var file: SwiftFile?
        // Quadratic, 4,000 took 62 s; linear, 16,000 take well under a second.
        let elapsed = Self.seconds { file = SwiftDeclarationReader.read(source: source, path: "Extensions.swift") }
        #expect(file?.classes.isEmpty == true)
        #expect(elapsed < 10, "\(elapsed) s")
    }

    @Test(
        "A file of 16,000 'class A' declarations without bodies is read in linear time",
        .enabled(if: !sanitizerIsLoaded, "a sanitizer slows the reader tenfold: the bound is for a plain debug build"))
    func classesWithoutBodies() {
        let source = String(repeating: "class A ", count: 16_000)
        var file: SwiftFile?
        let elapsed = Self.seconds { file = SwiftDeclarationReader.read(source: source, path: "Classes.swift") }
        #expect(file?.classes.count == 16_000)
        #expect(elapsed < 10, "\(elapsed) s")
    }
}

/// `context-check migrate` reads the app model's projects: a class of a sibling project does
/// not make a name ambiguous.
@Suite("App model: migration")
struct AppModelMigrationTests {
    @Test("Two sibling apps that declare the same controllers each have their prepare branch converted")
    func siblingProjects() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
            <scene sceneID="s1"><objects><viewController id="l" customClass="ListViewController" \
            sceneMemberID="viewController"><connections><segue destination="d" kind="show" identifier="show" \
            id="g1"/></connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="d" customClass="DetailViewController" \
            sceneMemberID="viewController"/></objects></scene>
            </scenes>
            </document>
            """
        let list = """
            import UIKit

            final class ListViewController: UIViewController {
                var name = "a"
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "show" { (segue.destination as! DetailViewController).item = name }
                }
            }
            """
        let detail = "import UIKit\n\nfinal class DetailViewController: UIViewController {\n    var item: String?\n}\n"
        for app in ["AppA", "AppB"] {
            let files = [
                "Package.swift": "// swift-tools-version: 6.0\n", "Sources/App/Main.storyboard": storyboard,
                "Sources/App/List.swift": list, "Sources/App/Detail.swift": detail,
            ]
            for (path, text) in files {
                let url = folder.appendingPathComponent(app).appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
        let plan = MigrationPlanner().plan(InputFiles.collect([folder.path]))
        #expect(plan.statementsConverted == 2, "\(plan.notes)")
        #expect(plan.edits.keys.filter { $0.hasSuffix("List.swift") }.count == 2)
    }
}
