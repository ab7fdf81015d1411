import Foundation
import Testing

@testable import ContextCheckCore

@Suite("TargetMap")
struct TargetMapTests {
    /// Writes `files` (relative path → text) under a new folder and checks it.
    func check(_ files: [String: String], targetRoots: [String] = []) throws -> (URL, CheckResult) {
        let folder = try Paths.temporaryFolder()
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let inputs = InputFiles.collect(
            [folder.path], targetRoots: targetRoots.map { folder.appendingPathComponent($0).path })
        return (folder, ContractChecker().check(inputs))
    }

    static func storyboard(_ scenes: String, appKit: Bool = false) -> String {
        let type = appKit ? "Cocoa.Storyboard.XIB" : "CocoaTouch.Storyboard.XIB"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.\(type)" version="3.0" initialViewController="a">
            <scenes><scene sceneID="s"><objects>
            \(scenes)
            </objects></scene></scenes>
            </document>
            """
    }

    /// A segue from AccountViewController to ServiceViewController.
    static let accountToService = storyboard(
        """
        <viewController id="a" customClass="AccountViewController" sceneMemberID="viewController">
        <connections><segue destination="b" kind="show" id="g"/></connections></viewController>
        <viewController id="b" customClass="ServiceViewController" sceneMemberID="viewController"/>
        """)

    static func classes(userName: String) -> String {
        """
        final class AccountViewController: PreparedViewController { let prepCtxUserName = \(userName) }
        final class ServiceViewController: PreparedViewController { @Prepared var prepCtxUserName: String }
        """
    }

    static let twoTargets: [String: String] = [
        "iOS/Main.storyboard": accountToService,
        "iOS/Controllers/Account.swift": classes(userName: "\"ada\""),
        "macOS/Main.storyboard": accountToService,
        "macOS/Controllers/Account.swift": classes(userName: "42"),
    ]

    @Test("Same-named classes of two targets each resolve within their target, found by an Xcode project")
    func xcodeTargets() throws {
        var files = Self.twoTargets
        files["App.xcodeproj/project.pbxproj"] = """
            /* Begin PBXNativeTarget section */
            1 = { isa = PBXNativeTarget;
            name = iOS;
            };
            2 = { isa = PBXNativeTarget;
            name = "macOS";
            };
            /* End PBXNativeTarget section */
            """
        let (_, result) = try check(files)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.position.path.hasSuffix("macOS/Main.storyboard") == true)
        #expect(errors.first?.message.contains("the slot expects String but the value is Int") == true)
    }

    @Test("Without a project, the declaration nearest in the folder tree wins")
    func folderLayout() throws {
        let (_, result) = try check(Self.twoTargets)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { $0.position.path.hasSuffix("macOS/Main.storyboard") } == [true])
    }

    @Test("Named target roots keep one target's classes from another's storyboards, and say so")
    func namedRoots() throws {
        let files = [
            "Apps/One/Main.storyboard": Self.accountToService,
            "Apps/Two/Account.swift": Self.classes(userName: "42"),
        ]
        let (_, result) = try check(files, targetRoots: ["Apps/One", "Apps/Two"])
        #expect(!result.hasErrors)
        #expect(
            result.diagnostics.contains {
                $0.severity == .warning
                    && $0.message.contains("'AccountViewController' is declared only in other targets")
            })
    }

    @Test("Two equally near declarations are reported as ambiguous, not picked")
    func ambiguity() throws {
        let files = [
            "Main.storyboard": Self.accountToService,
            "A/Account.swift": Self.classes(userName: "\"ada\""),
            "B/Account.swift": Self.classes(userName: "42"),
        ]
        let (_, result) = try check(files)
        #expect(!result.hasErrors)
        #expect(result.diagnostics.contains { $0.message.contains("is declared more than once where this storyboard") })
    }

    @Test("An iOS and a macOS class side by side are told apart by the framework their file imports")
    func platforms() throws {
        let files = [
            "Main.storyboard": Self.accountToService,
            "Mac.storyboard": Self.storyboard(
                """
                <viewController id="a" customClass="AccountViewController" sceneMemberID="viewController">
                <connections><segue destination="b" kind="sheet" id="g"/></connections></viewController>
                <viewController id="b" customClass="ServiceViewController" sceneMemberID="viewController"/>
                """, appKit: true),
            "Phone/Account.swift": "import UIKit\n" + Self.classes(userName: "\"ada\""),
            "Desk/Account.swift": "import AppKit\n" + Self.classes(userName: "42"),
        ]
        let (_, result) = try check(files)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { $0.position.path.hasSuffix("Mac.storyboard") } == [true])
    }

    @Test("A storyboard reference resolves within its target; one only another target's bundle holds is an error")
    func references() throws {
        let reference = Self.storyboard(
            """
            <viewController id="a" sceneMemberID="viewController">
            <connections><segue destination="r" kind="show" id="g"/></connections></viewController>
            <viewControllerPlaceholder storyboardName="Detail" id="r" sceneMemberID="viewController"/>
            """)
        let detail = Self.storyboard(#"<viewController id="a" sceneMemberID="viewController"/>"#)
        let files = [
            "One/Package.swift": "// swift-tools-version: 6.0",
            "One/Sources/App/Main.storyboard": reference,
            "One/Sources/App/Detail.storyboard": detail,
            "One/Sources/Other/Detail.storyboard": "<broken",
            "Two/Package.swift": "// swift-tools-version: 6.0",
            "Two/Sources/App/Main.storyboard": reference,
            "Two/Sources/Kit/Detail.storyboard": detail,
        ]
        let (_, result) = try check(files)
        let findings = result.diagnostics.filter { $0.message.contains("storyboard reference") }
        #expect(findings.count == 1)
        // Only Kit's bundle holds Detail: at run time App's Main.storyboard cannot load it.
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.position.path.hasSuffix("Two/Sources/App/Main.storyboard") == true)
        #expect(findings.first?.message.contains("the bundle of 'App' does not hold (only 'Kit' holds") == true)
    }

    @Test("An Xcode 16 target's synchronized folder is a target root, whatever the target is called")
    func synchronizedFolders() throws {
        var files = Self.twoTargets
        files["App.xcodeproj/project.pbxproj"] = """
            /* Begin PBXNativeTarget section */
            1 /* VPN for iPhone */ = {
            isa = PBXNativeTarget;
            fileSystemSynchronizedGroups = (
            11 /* iOS */,
            );
            name = "VPN for iPhone";
            };
            2 /* VPN for Mac */ = {
            isa = PBXNativeTarget;
            fileSystemSynchronizedGroups = (
            22 /* macOS */,
            );
            name = "VPN for Mac";
            };
            /* End PBXNativeTarget section */
            """
        #expect(XcodeProject.read(xcodeproj: "/nonexistent") == nil)
        let (folder, result) = try check(files)
        let project = try #require(XcodeProject.read(xcodeproj: folder.appendingPathComponent("App.xcodeproj").path))
        #expect(project.targets.map(\.name) == ["VPN for iPhone", "VPN for Mac"])
        #expect(project.targets.map(\.moduleName) == ["VPN_for_iPhone", "VPN_for_Mac"])
        #expect(
            project.targets.map { $0.folders.map { ($0 as NSString).lastPathComponent } } == [["iOS"], ["macOS"]])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { $0.position.path.hasSuffix("macOS/Main.storyboard") } == [true])
        // The iOS storyboard does not see the macOS classes at all.
        let model = AppModel.build(paths: [folder.path])
        #expect(model.files.targets.roots.contains(TargetMap.absolute(folder.appendingPathComponent("iOS").path)))
    }

    @Test("A broken symbolic link is reported")
    func brokenLink() throws {
        let folder = try Paths.temporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "/nonexistent/Gone.swift")
        let inputs = InputFiles.collect([folder.path])
        #expect(inputs.diagnostics.contains { $0.message.contains("points to nothing") })
    }

    @Test("Localized copies of a referenced storyboard are one storyboard, not an ambiguity")
    func localizations() throws {
        let reference = Self.storyboard(
            """
            <viewController id="a" sceneMemberID="viewController">
            <connections><segue destination="r" kind="show" id="g"/></connections></viewController>
            <viewControllerPlaceholder storyboardName="Detail" id="r" sceneMemberID="viewController"/>
            """)
        let detail = Self.storyboard(#"<viewController id="a" sceneMemberID="viewController"/>"#)
        let (_, result) = try check([
            "App/Views/Main.storyboard": reference,
            "App/Base.lproj/Detail.storyboard": detail,
            "App/fr.lproj/Detail.storyboard": detail,
        ])
        #expect(!result.diagnostics.contains { $0.message.contains("storyboard reference") })
    }

    @Test("Classes of one name under #if os(iOS) and #else in one shared file are told apart by platform")
    func conditionalCompilation() throws {
        let mac = Self.storyboard(
            """
            <viewController id="a" customClass="AccountViewController" sceneMemberID="viewController">
            <connections><segue destination="b" kind="sheet" id="g"/></connections></viewController>
            <viewController id="b" customClass="ServiceViewController" sceneMemberID="viewController"/>
            """, appKit: true)
        let (_, result) = try check([
            "iOS/Main.storyboard": Self.accountToService,
            "macOS/Main.storyboard": mac,
            "Shared/Account.swift": """
            #if os(iOS)
            import UIKit
            \(Self.classes(userName: "\"ada\""))
            #else
            import AppKit
            \(Self.classes(userName: "42"))
            #endif
            """,
        ])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { $0.position.path.hasSuffix("macOS/Main.storyboard") } == [true])
        #expect(!result.diagnostics.contains { $0.message.contains("more than once") })
    }
}
