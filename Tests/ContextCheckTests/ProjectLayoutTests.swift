import Foundation
import Testing

@testable import ContextCheckCore

/// Layouts of real projects: frameworks with their own bundles and modules, storyboards outside
/// their target's folder, localization catalogs, containers whose children point nowhere.
@Suite("Project layouts")
struct ProjectLayoutTests {
    /// Writes `files` under a new folder and checks the folder.
    func check(_ files: [String: String]) throws -> (URL, CheckResult) {
        try TargetMapTests().check(files)
    }

    static func storyboard(_ scenes: String, appKit: Bool = false, initial: String = "a") -> String {
        TargetMapTests.storyboard(scenes, appKit: appKit).replacingOccurrences(
            of: "initialViewController=\"a\"", with: "initialViewController=\"\(initial)\"")
    }

    /// One native target of a generated `project.pbxproj`.
    struct ProjectTarget {
        var name: String
        var bundleIdentifier: String? = nil
        var moduleName: String? = nil
        /// Paths relative to the project's folder of the files it builds.
        var files: [String] = []
    }

    /// A `project.pbxproj` as Xcode writes one: sections of objects, one attribute a line; a
    /// main group of file references, targets with build configurations and build phases.
    static func project(_ targets: [ProjectTarget]) -> String {
        var sections: [String: [String]] = [:]
        func add(_ section: String, _ id: String, _ comment: String, _ attributes: [String]) {
            sections[section, default: []].append(
                "\t\t\(id) /* \(comment) */ = {\n" + attributes.map { "\t\t\t\($0);\n" }.joined() + "\t\t};")
        }
        var children: [String] = []
        var targetIDs: [String] = []
        for (t, target) in targets.enumerated() {
            var buildFiles: [String] = []
            for (f, file) in target.files.enumerated() {
                let name = (file as NSString).lastPathComponent
                add(
                    "PBXFileReference", "F\(t)R\(f)", name,
                    ["isa = PBXFileReference", "path = \"\(file)\"", "sourceTree = \"<group>\""])
                add("PBXBuildFile", "F\(t)B\(f)", "\(name) in Sources", ["isa = PBXBuildFile", "fileRef = F\(t)R\(f)"])
                children.append("F\(t)R\(f)")
                buildFiles.append("F\(t)B\(f)")
            }
            var settings = ["PRODUCT_NAME = \"$(TARGET_NAME)\";"]
            if let bundle = target.bundleIdentifier { settings.append("PRODUCT_BUNDLE_IDENTIFIER = \"\(bundle)\";") }
            if let module = target.moduleName { settings.append("PRODUCT_MODULE_NAME = \(module);") }
            add(
                "XCBuildConfiguration", "T\(t)C", "Debug",
                [
                    "isa = XCBuildConfiguration",
                    "buildSettings = {\n\t\t\t\t" + settings.joined(separator: "\n\t\t\t\t") + "\n\t\t\t}",
                    "name = Debug",
                ])
            add(
                "XCConfigurationList", "T\(t)L", "Build configuration list",
                ["isa = XCConfigurationList", "buildConfigurations = (\n\t\t\t\tT\(t)C /* Debug */,\n\t\t\t)"])
            add(
                "PBXSourcesBuildPhase", "T\(t)P", "Sources",
                [
                    "isa = PBXSourcesBuildPhase",
                    "files = (" + buildFiles.map { "\n\t\t\t\t\($0)," }.joined() + "\n\t\t\t)",
                ])
            add(
                "PBXNativeTarget", "T\(t)", target.name,
                [
                    "isa = PBXNativeTarget", "buildConfigurationList = T\(t)L /* Build configuration list */",
                    "buildPhases = (\n\t\t\t\tT\(t)P /* Sources */,\n\t\t\t)", "name = \"\(target.name)\"",
                    "productName = \"\(target.name)\"", "productType = \"com.apple.product-type.framework\"",
                ])
            targetIDs.append("T\(t)")
        }
        add(
            "PBXGroup", "G", "Main group",
            [
                "isa = PBXGroup", "children = (" + children.map { "\n\t\t\t\t\($0)," }.joined() + "\n\t\t\t)",
                "sourceTree = \"<group>\"",
            ])
        add(
            "PBXProject", "P", "Project object",
            [
                "isa = PBXProject", "mainGroup = G",
                "targets = (" + targetIDs.map { "\n\t\t\t\t\($0)," }.joined() + "\n\t\t\t)",
            ])
        let body = sections.keys.sorted().map { section in
            "\n/* Begin \(section) section */\n" + (sections[section] ?? []).joined(separator: "\n")
                + "\n/* End \(section) section */\n"
        }.joined()
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n" + body
            + "\t};\n\trootObject = P /* Project object */;\n}\n"
    }

    // MARK: 1. Unwinds

    @Test("An unwind into a controller with a required slot is no error: the forward segue filled it")
    func unwindRequiredSlot() throws {
        let (_, result) = try check([
            "Main.storyboard": Self.storyboard(
                """
                <viewController id="a" customClass="InboxViewController" sceneMemberID="viewController">
                <connections><segue destination="b" kind="show" identifier="open" id="g1"/></connections></viewController>
                <viewController id="b" customClass="MessageViewController" sceneMemberID="viewController">
                <connections><segue destination="x" kind="unwind" unwindAction="unwindToInbox:" id="g2"/></connections>
                </viewController>
                <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
                """),
            "Controllers.swift": """
            final class InboxViewController: PreparedViewController {
                @Prepared var prepCtxAccount: String
                @Prepared var prepCtxDraft: Int?
                let prepCtxTitle = "Inbox"
                @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {}
            }
            final class MessageViewController: PreparedViewController {
                @Prepared var prepCtxTitle: String
                let prepCtxDraft = "not an Int"
            }
            """,
        ])
        #expect(!result.diagnostics.contains { $0.message.contains("prepCtxAccount") })
        // What the unwind does deliver is still checked.
        #expect(
            result.diagnostics.contains {
                $0.severity == .error && $0.message.contains("'prepCtxDraft'")
                    && $0.message.contains("the slot expects Int? but the value is String")
            })
    }

    // MARK: 2. Storyboards in another bundle

    static let frameworkProject = project([
        ProjectTarget(
            name: "App", bundleIdentifier: "com.example.App", files: ["App/Main.storyboard", "App/Inbox.swift"]),
        ProjectTarget(
            name: "ProfileKit", bundleIdentifier: "com.example.ProfileKit",
            files: ["ProfileKit/Profile.storyboard", "ProfileKit/Profile.swift"]),
    ])

    static func referencing(bundle: String, identifier: String? = nil) -> String {
        let referenced = identifier.map { " referencedIdentifier=\"\($0)\"" } ?? ""
        return storyboard(
            """
            <viewController id="a" customClass="InboxViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <connections><segue destination="r" kind="show" identifier="profile" id="g"/></connections></viewController>
            <viewControllerPlaceholder storyboardName="Profile" bundleIdentifier="\(bundle)"\(referenced) id="r" sceneMemberID="viewController"/>
            """)
    }

    static let profile = storyboard(
        """
        <viewController id="a" storyboardIdentifier="Profile" customClass="ProfileViewController" customModule="ProfileKit" customModuleProvider="target" sceneMemberID="viewController"/>
        """)

    static let frameworkSources: [String: String] = [
        "App/Inbox.swift": """
        final class InboxViewController: PreparedViewController { let prepCtxUserID = "ada" }
        """,
        "ProfileKit/Profile.swift": """
        public final class ProfileViewController: PreparedViewController { @Prepared var prepCtxUserID: Int }
        """,
        "ProfileKit/Profile.storyboard": profile,
    ]

    @Test("A reference into a framework's bundle is followed into that framework's storyboard")
    func frameworkBundleReference() throws {
        var files = Self.frameworkSources
        files["Project.xcodeproj/project.pbxproj"] = Self.frameworkProject
        files["App/Main.storyboard"] = Self.referencing(bundle: "com.example.ProfileKit")
        let (_, result) = try check(files)
        #expect(!result.diagnostics.contains { $0.message.contains("storyboard reference") })
        // The segue into the framework's scene is checked like any other.
        #expect(
            result.diagnostics.contains {
                $0.severity == .error && $0.message.contains("'prepCtxUserID'")
                    && $0.message.contains("the slot expects Int but the value is String")
            })
    }

    @Test("A reference into a known bundle that lacks the scene is an error")
    func frameworkBundleReferenceToMissingScene() throws {
        var files = Self.frameworkSources
        files["Project.xcodeproj/project.pbxproj"] = Self.frameworkProject
        files["App/Main.storyboard"] = Self.referencing(bundle: "com.example.ProfileKit", identifier: "Settings")
        let (_, result) = try check(files)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("has no scene with Storyboard ID 'Settings'") == true)
    }

    @Test("A reference into a bundle no checked target builds is a note, never an error")
    func unknownBundleReference() throws {
        let (_, result) = try check([
            "App/Main.storyboard": Self.referencing(bundle: "com.vendor.PaymentsKit"),
            "App/Inbox.swift": Self.frameworkSources["App/Inbox.swift"] ?? "",
        ])
        #expect(!result.hasErrors)
        let notes = result.diagnostics.filter { $0.message.contains("com.vendor.PaymentsKit") }
        #expect(notes.map(\.severity) == [.note])
        #expect(notes.first?.message.contains("cannot be checked") == true)
    }

    // MARK: 3. Explicit modules

    static let moduleProject = project([
        ProjectTarget(
            name: "App", bundleIdentifier: "com.example.App",
            files: ["Resources/Main.storyboard", "App/Inbox.swift"]),
        ProjectTarget(name: "Kit", moduleName: "ProfileKit", files: ["Kit/Profile.swift"]),
    ])

    static func explicitModule(_ className: String, module: String = "ProfileKit") -> String {
        storyboard(
            """
            <viewController id="a" customClass="InboxViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <connections><segue destination="b" kind="show" identifier="profile" id="g"/></connections></viewController>
            <viewController id="b" customClass="\(className)" customModule="\(module)" sceneMemberID="viewController">
            <connections><segue destination="x" kind="unwind" unwindAction="backToProfile:" id="u"/></connections>
            </viewController>
            <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
            """)
    }

    static let moduleSources: [String: String] = [
        "App/Inbox.swift": """
        final class InboxViewController: PreparedViewController { let prepCtxUserID = "ada" }
        """,
        "Kit/Profile.swift": """
        open class ProfileViewController: PreparedViewController {
            @Prepared var prepCtxUserID: Int
            @IBAction func backToProfile(_ segue: UIStoryboardSegue) {}
        }
        """,
    ]

    @Test("A scene whose class names a framework target's module is checked against that module's class")
    func explicitModuleInFrameworkTarget() throws {
        var files = Self.moduleSources
        files["Project.xcodeproj/project.pbxproj"] = Self.moduleProject
        files["Resources/Main.storyboard"] = Self.explicitModule("ProfileViewController")
        let (_, result) = try check(files)
        #expect(
            result.diagnostics.contains {
                $0.severity == .error && $0.message.contains("'prepCtxUserID'")
                    && $0.message.contains("the slot expects Int but the value is String")
            })
        #expect(!result.diagnostics.contains { $0.severity == .warning })
    }

    @Test("A misspelt class in an explicit module of the project is an error")
    func misspeltClassInExplicitModule() throws {
        var files = Self.moduleSources
        files["Project.xcodeproj/project.pbxproj"] = Self.moduleProject
        files["Resources/Main.storyboard"] = Self.explicitModule("ProfileViewControler")
        let (_, result) = try check(files)
        #expect(
            result.diagnostics.contains {
                $0.severity == .error
                    && $0.message.contains("'ProfileViewControler' is not declared in the module 'ProfileKit'")
            })
    }

    @Test("A package storyboard whose controllers live in a dependency target is checked, unwinds included")
    func controllersInDependencyTarget() throws {
        var files: [String: String] = [
            "Package.swift": "// swift-tools-version: 6.0",
            "Sources/App/Main.storyboard": Self.explicitModule("ProfileViewController"),
            "Sources/App/Inbox.swift": Self.moduleSources["App/Inbox.swift"] ?? "",
        ]
        files["Sources/ProfileKit/Profile.swift"] = Self.moduleSources["Kit/Profile.swift"]
        let (_, result) = try check(files)
        #expect(
            result.diagnostics.contains {
                $0.severity == .error && $0.message.contains("the slot expects Int but the value is String")
            })
        #expect(!result.diagnostics.contains { $0.message.contains("unwind action") })
    }

    @Test("A class of a module that is none of the checked targets is left alone")
    func foreignModule() throws {
        var files = Self.moduleSources
        files["Resources/Main.storyboard"] = Self.explicitModule("PaywallViewController", module: "StoreKitPlus")
        let (_, result) = try check(files)
        #expect(!result.diagnostics.contains { $0.message.contains("PaywallViewController") })
    }

    // MARK: 4. Localization catalogs

    @Test("Storyboard copies inside .xcloc catalogs and other bundles Xcode does not build are not read")
    func localizationCatalogs() throws {
        let broken = Self.storyboard(#"<viewController id="a" customClass="Nowhere" sceneMemberID="viewController"/>"#)
        let (folder, result) = try check([
            "App/Main.storyboard": Self.storyboard(
                #"<viewController id="a" customClass="InboxViewController" sceneMemberID="viewController"/>"#),
            "App/Inbox.swift": Self.frameworkSources["App/Inbox.swift"] ?? "",
            "Export/fr.xcloc/Source Contents/App/Base.lproj/Main.storyboard": broken,
            "Export/fr.xcloc/Localized Contents/fr.xliff": "<xliff/>",
            "Build/App.xcarchive/Products/Main.storyboard": broken,
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.storyboardCount == 1)
        #expect(InputFiles.collect([folder.path]).storyboards.count == 1)
    }

    // MARK: 5. Relationships

    @Test("A tab, a split item or a window's content that points nowhere is an error, with no segue leading there")
    func relationshipsToMissingStoryboards() throws {
        let tabs = Self.storyboard(
            """
            <tabBarController id="a" sceneMemberID="viewController">
            <connections>
            <segue destination="r1" kind="relationship" relationship="viewControllers" id="g1"/>
            <segue destination="r2" kind="relationship" relationship="viewControllers" id="g2"/>
            </connections></tabBarController>
            <viewControllerPlaceholder storyboardName="Feed" id="r1" sceneMemberID="viewController"/>
            <viewControllerPlaceholder storyboardName="Inbox" referencedIdentifier="Nope" id="r2" sceneMemberID="viewController"/>
            """)
        let window = Self.storyboard(
            """
            <windowController id="a" sceneMemberID="viewController">
            <connections><segue destination="s" kind="relationship" relationship="window.shadowedContentViewController" id="g3"/></connections>
            </windowController>
            <splitViewController id="s" sceneMemberID="viewController">
            <connections><segue destination="r3" kind="relationship" relationship="splitItems" id="g4"/></connections>
            </splitViewController>
            <controllerPlaceholder storyboardName="Sidebar" id="r3" sceneMemberID="viewController"/>
            """, appKit: true)
        let (_, result) = try check([
            "iOS/Main.storyboard": tabs,
            "iOS/Inbox.storyboard": Self.storyboard(#"<viewController id="a" sceneMemberID="viewController"/>"#),
            "Mac/Main.storyboard": window,
        ])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.position.path.hasSuffix("iOS/Main.storyboard") && $0.message.contains("'Feed'") })
        #expect(errors.contains { $0.message.contains("has no scene with Storyboard ID 'Nope'") })
        #expect(
            errors.contains { $0.position.path.hasSuffix("Mac/Main.storyboard") && $0.message.contains("'Sidebar'") })
        #expect(errors.count == 3)
    }

    @Test(
        "The real storyboards in ../shared/storyboards give no error, app by app",
        .enabled(if: Paths.hasSharedStoryboards, "../shared/storyboards is not beside the repository"))
    func realStoryboards() throws {
        let apps = try FileManager.default.contentsOfDirectory(atPath: Paths.sharedStoryboards.path).sorted()
            .filter { !$0.hasSuffix(".md") }
        #expect(apps.count >= 7)
        for app in apps {
            let result = ContractChecker().check(
                InputFiles.collect([Paths.sharedStoryboards.appendingPathComponent(app).path]))
            let errors = result.diagnostics.filter { $0.severity != .note }.map(\.description)
            #expect(errors.isEmpty, "\(app)")
            // Without sources, the check says once that classes are not checked.
            #expect(result.count(.note) == 1, "\(app)")
        }
    }

    // MARK: 6. Smaller

    @Test("Apple's classes named explicitly are not reported as undeclared")
    func systemClasses() throws {
        let (_, result) = try check([
            "Main.storyboard": Self.storyboard(
                """
                <viewController id="a" customClass="UIViewController" sceneMemberID="viewController"/>
                <tableViewController id="b" customClass="UITableViewController" customModule="UIKit" sceneMemberID="viewController"/>
                <viewController id="c" customClass="AVPlayerViewController" customModule="AVKit" sceneMemberID="viewController"/>
                <viewController id="d" customClass="SFSafariViewController" sceneMemberID="viewController"/>
                <viewController id="e" customClass="UIMisspeltController2" customModule="App" sceneMemberID="viewController"/>
                <viewController id="f" customClass="InboxViewControler" sceneMemberID="viewController"/>
                """),
            "Inbox.swift": Self.frameworkSources["App/Inbox.swift"] ?? "",
        ])
        let undeclared = result.diagnostics.filter { $0.message.contains("is not declared") }
        #expect(undeclared.map(\.severity) == [.error])
        #expect(undeclared.first?.message.contains("'InboxViewControler'") == true)
    }

    @Test("An Objective-C class of a framework target resolves from the app's storyboard, as at run time")
    func objectiveCFrameworkClass() throws {
        let (_, result) = try check([
            "Project.xcodeproj/project.pbxproj": Self.project([
                ProjectTarget(name: "App", files: ["App/Main.storyboard"]),
                ProjectTarget(name: "LegacyKit", files: ["LegacyKit/LegacyViewController.m"]),
            ]),
            "App/Main.storyboard": Self.storyboard(
                """
                <viewController id="a" customClass="LegacyViewController" sceneMemberID="viewController">
                <connections><segue destination="x" kind="unwind" unwindAction="unwindToLegacy:" id="u"/></connections>
                </viewController>
                <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
                """),
            "App/App.swift": "final class AppDelegate {}",
            "LegacyKit/LegacyViewController.h": "@interface LegacyViewController : UIViewController\n@end\n",
            "LegacyKit/LegacyViewController.m":
                "@implementation LegacyViewController\n- (IBAction)unwindToLegacy:(UIStoryboardSegue *)segue {}\n@end\n",
        ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("A storyboard the project builds from outside its target's folder sees that target's classes")
    func fileReferenceOutsideTargetFolder() throws {
        var files = Self.moduleSources
        files["Project.xcodeproj/project.pbxproj"] = Self.moduleProject
        files["Resources/Main.storyboard"] = Self.storyboard(
            """
            <viewController id="a" customClass="InboxViewController" sceneMemberID="viewController"/>
            """)
        // A second target folder, so that the app's folder is a target root of its own.
        files["Other/Inbox.swift"] = "final class InboxViewController: PreparedViewController {}"
        files["Project.xcodeproj/project.pbxproj"] = Self.project([
            ProjectTarget(name: "App", files: ["Resources/Main.storyboard", "App/Inbox.swift"]),
            ProjectTarget(name: "Other", files: ["Other/Inbox.swift"]),
        ])
        let (_, result) = try check(files)
        #expect(!result.diagnostics.contains { $0.message.contains("InboxViewController") })
    }

    @Test("A class file an extension target takes from the app's folder is seen from the extension's storyboard")
    func fileSharedIntoAnotherTarget() throws {
        let (_, result) = try check([
            "Project.xcodeproj/project.pbxproj": Self.project([
                ProjectTarget(name: "App", files: ["App/Inbox.swift"]),
                ProjectTarget(name: "Widget", files: ["Widget/Main.storyboard", "App/Inbox.swift"]),
            ]),
            "App/Inbox.swift": "final class InboxViewController: PreparedViewController {}",
            "Widget/Main.storyboard": Self.storyboard(
                #"<viewController id="a" customClass="InboxViewController" sceneMemberID="viewController"/>"#),
        ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Quiet output prints the findings only, and nothing at all when the check is clean")
    func quietOutput() {
        let clean = CheckResult(diagnostics: [], storyboardCount: 1, swiftFileCount: 1, segueCount: 0)
        #expect(clean.output(json: false, quiet: true) == "")
        #expect(clean.output(json: false, quiet: false) == clean.summary + "\n")
        let note = Diagnostic(
            severity: .note, position: SourcePosition(path: "A.swift", line: 1, column: 1), message: "n")
        let noted = CheckResult(diagnostics: [note], storyboardCount: 1, swiftFileCount: 1, segueCount: 0)
        #expect(noted.output(json: false, quiet: true) == note.description + "\n")
    }

    @Test("An attribute before a parameter's name is not its label")
    func attributedParameter() {
        let file = SwiftDeclarationReader.read(
            source: """
                final class Screen: UIViewController {
                    @objc func modify(@ViewBuilder _ content: () -> Int) {}
                    @objc func apply(@Sendable with body: () -> Void) {}
                    @objc func wrap(@available(*, deprecated) _ x: Int, @SwiftUI.ViewBuilder y: () -> Int) {}
                }
                """, path: "Screen.swift")
        #expect(file.classes.first?.selectors == ["modify:", "applyWith:", "wrap:y:"])
    }

    @Test("extension as an argument label is not an extension")
    func extensionLabel() {
        let file = SwiftDeclarationReader.read(
            source: """
                final class Exporter: UIViewController {
                    func save(extension name: String) {}
                    func copy(_ a: Int, extension b: String) {}
                    @IBAction func unwindToExporter(_ segue: UIStoryboardSegue) {}
                }
                """, path: "Exporter.swift")
        #expect(file.extensions.isEmpty)
        #expect(file.classes.first?.selectors.contains("unwindToExporter:") == true)
        #expect(file.problems.isEmpty)
    }
}
