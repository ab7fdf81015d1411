import Foundation
import Testing

@testable import ContextCheckCore

/// A package of one target, `App`, whose storyboard has one error: its second scene's class
/// is declared nowhere.
enum ConfiguredProject {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="a" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
                                <segue destination="b" kind="show" identifier="detail" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="b" customClass="GoneViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The project's folder, with `configuration` as its `.context-check` file.
    static func make(configuration: String?, storyboard: Bool = true) throws -> URL {
        let folder = try Paths.temporaryFolder()
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Configured", targets: [.target(name: "App", path: "App")])

            """.utf8
        ).write(to: folder.appendingPathComponent("Package.swift"))
        try Data("import UIKit\n\nfinal class ListViewController: UIViewController {}\n".utf8)
            .write(to: app.appendingPathComponent("ListViewController.swift"))
        if storyboard { try Data(Self.storyboard.utf8).write(to: app.appendingPathComponent("Main.storyboard")) }
        if let configuration {
            try Data(configuration.utf8).write(to: folder.appendingPathComponent(CheckConfiguration.fileName))
        }
        return folder
    }

    /// The run on the folder, and the run the build plugin makes for the target `App`.
    static func runs(_ folder: URL) -> (folder: CheckResult, plugin: CheckResult) {
        (
            ContractChecker().check(AppModel.build(paths: [folder.path])),
            ContractChecker().check(AppModel.build(paths: [], project: folder.path, target: "App"))
        )
    }

    /// The warnings at line `line` of the configuration file.
    static func warnings(_ result: CheckResult, atLine line: Int) -> [String] {
        result.diagnostics.filter {
            $0.severity == .warning && $0.position.path.hasSuffix("/" + CheckConfiguration.fileName)
                && $0.position.line == line
        }.map(\.message)
    }
}

@Suite("CheckConfiguration")
struct CheckConfigurationTests {
    @Test(
        "A configuration that skips every storyboard is a warning at its skip line, from the command line and the plugin"
    )
    func skipEverything() throws {
        let folder = try ConfiguredProject.make(configuration: "# nothing to see\nskip .\n")
        for result in [ConfiguredProject.runs(folder).folder, ConfiguredProject.runs(folder).plugin] {
            #expect(result.storyboardCount == 0)
            #expect(!result.hasErrors, "a warning keeps the exit status 0")
            let warnings = ConfiguredProject.warnings(result, atLine: 2)
            #expect(warnings.count == 1, "\(result.diagnostics)")
            #expect(warnings.first?.contains("no storyboard was read") == true, "\(warnings)")
            #expect(warnings.first?.contains("'skip .'") == true, "\(warnings)")
            #expect(warnings.first?.contains("To fix") == true)
        }
    }

    @Test("Skip lines that together leave out every storyboard are a warning at the first that left one out")
    func skipsTogether() throws {
        let folder = try ConfiguredProject.make(configuration: "skip App/ListViewController.swift\nskip App\n")
        let result = ConfiguredProject.runs(folder).folder
        #expect(result.storyboardCount == 0)
        #expect(ConfiguredProject.warnings(result, atLine: 2).contains { $0.contains("no storyboard was read") })
    }

    @Test("A run over folders that hold no storyboard is a warning that no segue was checked")
    func noStoryboardFound() throws {
        let folder = try ConfiguredProject.make(configuration: nil, storyboard: false)
        let (run, plugin) = ConfiguredProject.runs(folder)
        for result in [run, plugin] {
            let warning = result.diagnostics.first { $0.message.contains("no storyboard was read") }
            #expect(warning?.severity == .warning, "\(result.diagnostics)")
            #expect(warning?.message.contains("To fix") == true)
            #expect(!result.hasErrors)
        }
        #expect(run.summary.contains("0 storyboards"))
        #expect(run.summary.contains("1 warning"))
    }

    @Test("A skip line that matches no file is a warning at its line, as a stale suppression is")
    func staleSkip() throws {
        let folder = try ConfiguredProject.make(configuration: "skip Legacy\nskip App/Gone.swift App\n")
        let (run, plugin) = ConfiguredProject.runs(folder)
        for result in [run, plugin] {
            let stale = ConfiguredProject.warnings(result, atLine: 1)
            #expect(stale.count == 1, "\(result.diagnostics)")
            #expect(stale.first?.contains("'skip Legacy' matches no file") == true, "\(stale)")
            #expect(stale.first?.hasSuffix("remove it from .context-check.") == true, "\(stale)")
            #expect(
                ConfiguredProject.warnings(result, atLine: 2).contains { $0.contains("'skip App/Gone.swift'") },
                "one path of a line that matches nothing, though the line's other path does")
        }
    }

    @Test(
        "An external-folder path that holds no Swift or Objective-C file is a warning at its line; one that does is not"
    )
    func staleExternalFolder() throws {
        let folder = try ConfiguredProject.make(
            configuration: "external-folder Vendor\nexternal-folder Notes Pods2\n")
        let notes = folder.appendingPathComponent("Notes")
        let pods = folder.appendingPathComponent("Pods2/Kit")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: pods, withIntermediateDirectories: true)
        try Data("read me\n".utf8).write(to: notes.appendingPathComponent("README.txt"))
        try Data("open class KitViewController {}\n".utf8).write(to: pods.appendingPathComponent("Kit.swift"))
        let (run, plugin) = ConfiguredProject.runs(folder)
        for result in [run, plugin] {
            let missing = ConfiguredProject.warnings(result, atLine: 1)
            #expect(
                missing == [
                    "'external-folder Vendor' matches no Swift or Objective-C file. To fix, correct its "
                        + "path or remove it from .context-check."
                ], "\(result.diagnostics)")
            let second = ConfiguredProject.warnings(result, atLine: 2)
            #expect(second.count == 1, "\(result.diagnostics)")
            #expect(second.first?.contains("'external-folder Notes'") == true, "only the path with no source file")
        }
    }

    @Test("A skip line that leads outside the project is refused with a reason, and the project is still checked")
    func skipOutside() throws {
        let folder = try ConfiguredProject.make(
            configuration: "skip ../Shared\nskip /\nskip App/../App/Main.storyboard\n")
        let result = ConfiguredProject.runs(folder).folder
        for line in [1, 2] {
            let refused = ConfiguredProject.warnings(result, atLine: line)
            #expect(refused.count == 1, "\(result.diagnostics)")
            #expect(refused.first?.contains("leads outside the project") == true, "\(refused)")
            #expect(refused.first?.contains("To fix") == true)
        }
        #expect(ConfiguredProject.warnings(result, atLine: 3).allSatisfy { $0.contains("no storyboard was read") })
        var configuration = CheckConfiguration()
        configuration.parse("skip ../Shared /\n", folder: "/p", path: "/p/.context-check")
        #expect(configuration.skippedPaths.isEmpty)
        #expect(configuration.diagnostics.count == 2)
    }

    @Test("A skip line inside the project still leaves its files out, with no warning")
    func skipInside() throws {
        let folder = try ConfiguredProject.make(configuration: "skip App/Main.storyboard\n")
        let result = ConfiguredProject.runs(folder).folder
        #expect(result.storyboardCount == 0)
        #expect(!result.diagnostics.contains { $0.message.contains("matches no file") })
    }
}
