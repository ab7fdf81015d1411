import Foundation
import Testing

@testable import ContextCheckCore

/// `context-check migrate` sees the app target by target, as the check does: a class declared
/// once per target is one class in each, and a file two targets compile is converted only
/// where both agree.
@Suite("Migration: targets")
struct MigrationTargetsTests {
    static let storyboard = TargetMapTests.storyboard(
        """
        <viewController id="a" customClass="ListViewController" sceneMemberID="viewController">
        <connections><segue destination="b" kind="show" identifier="show" id="g"/></connections></viewController>
        <viewController id="b" customClass="DetailViewController" sceneMemberID="viewController"/>
        """)

    static let list = """
        import UIKit

        final class ListViewController: UIViewController {
            var item = "first"

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "show" {
                    (segue.destination as! DetailViewController).item = item
                }
            }
        }
        """

    static let detail = """
        import UIKit

        final class DetailViewController: UIViewController {
            var item: String?
        }
        """

    /// Writes an Xcode project with a phone and a TV target building `phone` and `tv` (paths
    /// relative to the folder) and the files, then plans the folder's migration.
    func plan(phone: [String], tv: [String], files: [String: String]) throws -> (URL, MigrationPlan) {
        let folder = try Paths.temporaryFolder()
        var all = files
        all["App.xcodeproj/project.pbxproj"] = ProjectLayoutTests.project([
            .init(name: "Phone", files: phone), .init(name: "TV", files: tv),
        ])
        for (path, text) in all {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (folder, MigrationPlanner().plan(InputFiles.collect([folder.path])))
    }

    @Test("A presenter and a destination declared once in each of two targets convert in each")
    func oncePerTarget() throws {
        let (folder, plan) = try plan(
            phone: ["Phone/List.swift", "Phone/Detail.swift", "Phone/Main.storyboard"],
            tv: ["TV/List.swift", "TV/Detail.swift", "TV/Main.storyboard"],
            files: [
                "Phone/List.swift": Self.list, "Phone/Detail.swift": Self.detail,
                "Phone/Main.storyboard": Self.storyboard,
                "TV/List.swift": Self.list, "TV/Detail.swift": Self.detail, "TV/Main.storyboard": Self.storyboard,
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(plan.statementsConverted == 2, "\(plan.notes)")
        #expect((plan.branchesFound, plan.branchesConverted) == (2, 2))
        let changed = plan.changedFiles()
        for target in ["Phone", "TV"] {
            let detail = try #require(changed[folder.appendingPathComponent("\(target)/Detail.swift").path])
            #expect(detail.contains("@Prepared(key: \"item\") var item: String?"))
            let list = try #require(changed[folder.appendingPathComponent("\(target)/List.swift").path])
            // The presenter's own `item` feeds the slot by its name: nothing per segue is left.
            #expect(list.contains("ListViewController: PreparedViewController"))
            #expect(!list.contains("func prepare") && !list.contains("offeredValues"))
        }
        #expect(plan.notes.isEmpty, "\(plan.notes)")
    }

    @Test("A presenter both targets compile converts once when both targets agree")
    func sharedFileAgreeing() throws {
        let (folder, plan) = try plan(
            phone: ["Shared/List.swift", "Phone/Detail.swift", "Phone/Main.storyboard"],
            tv: ["Shared/List.swift", "TV/Detail.swift", "TV/Main.storyboard"],
            files: [
                "Shared/List.swift": Self.list, "Phone/Detail.swift": Self.detail, "TV/Detail.swift": Self.detail,
                "Phone/Main.storyboard": Self.storyboard, "TV/Main.storyboard": Self.storyboard,
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        // One body, counted once, converted once.
        #expect((plan.bodies, plan.branchesFound, plan.branchesConverted) == (1, 1, 1), "\(plan.notes)")
        let changed = plan.changedFiles()
        #expect(changed.count == 3)
        let list = try #require(changed[folder.appendingPathComponent("Shared/List.swift").path])
        #expect(list.components(separatedBy: "PreparedViewController").count == 2)
        #expect(!list.contains("func prepare"))
    }

    @Test("A presenter both targets compile stays when its destination differs between them, saying why")
    func sharedFileDiffering() throws {
        let observed = Self.detail.replacingOccurrences(
            of: "var item: String?", with: "var item: String? {\n        didSet { print(oldValue ?? \"\") }\n    }")
        let (folder, plan) = try plan(
            phone: ["Shared/List.swift", "Phone/Detail.swift", "Phone/Main.storyboard"],
            tv: ["Shared/List.swift", "TV/Detail.swift", "TV/Main.storyboard"],
            files: [
                "Shared/List.swift": Self.list, "Phone/Detail.swift": Self.detail, "TV/Detail.swift": observed,
                "Phone/Main.storyboard": Self.storyboard, "TV/Main.storyboard": Self.storyboard,
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(plan.isEmpty, "\(plan.changedFiles().keys.sorted())")
        #expect(plan.statementsConverted == 0)
        #expect((plan.bodies, plan.branchesFound, plan.branchesConverted, plan.branchesLeft) == (1, 1, 0, 1))
        #expect(
            plan.notes.contains {
                $0.kind == "source-class" && $0.message.contains("the targets Phone, TV all compile List.swift")
            }, "\(plan.notes)")
    }
}
