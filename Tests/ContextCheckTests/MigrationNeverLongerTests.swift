import Foundation
import Testing

@testable import ContextCheckCore

/// A branch that cannot be converted whole stays as written unless converting part of it makes
/// the handoff shorter, no conversion makes the app's handoff longer (NeverLonger.swift), and
/// `migrate --explain` says so, statement by statement.
@Suite("Migration: never longer, and --explain")
struct MigrationNeverLongerTests {
    /// The presenter's new text and the plan, planned as the command line does by default.
    static func migrate(
        _ body: String, destination: String = MigrationIdiomsTests.destinations,
        partial: MigrationPlanner.PartialBranches = .shorter
    )
        throws -> (text: String?, plan: MigrationPlan)
    {
        let sources = ["/app/Source.swift": MigrationIdiomsTests.source(body), "/app/Detail.swift": destination]
        let plan = MigrationPlanner(partialBranches: partial).plan(
            sources: sources, storyboards: [try MigrationIdiomsTests.direct()])
        return (plan.changedFiles()["/app/Source.swift"], plan)
    }

    /// Two of three assignments convert on their own; the third reads the destination and stays.
    static let growing = """
        if segue.identifier == "show" {
            let d = segue.destination as! DetailViewController
            d.item = sender as? String
            d.count = 3
            d.item = name.uppercased() + (d.item ?? "")
        }
        """

    @Test("A branch converted in part whose handoff grows stays as written, each statement with a longer note")
    func growingPartStays() throws {
        let (text, plan) = try Self.migrate(Self.growing)
        #expect(text == nil)
        #expect(plan.isEmpty)
        #expect(plan.statementsConverted == 0)
        #expect((plan.branchesFound, plan.branchesPartly, plan.branchesLeft) == (1, 0, 1))
        #expect(plan.notes.map(\.kind) == ["longer", "longer", "side-effect"])
        let longer = try #require(plan.notes.first)
        #expect(longer.message.contains("would make the body's handoff longer (2 lines would become"))
        #expect(longer.message.hasSuffix("then run migrate again"))
        #expect(plan.summary.contains("left by reason: longer 2, side-effect 1"))
        // The same branch, where partial conversions are asked for whatever their length.
        let (always, alwaysPlan) = try Self.migrate(Self.growing, partial: .always)
        #expect(alwaysPlan.statementsConverted == 2)
        #expect(alwaysPlan.handoffLinesAfter > alwaysPlan.handoffLinesBefore)
        #expect(always?.contains("d.item = name.uppercased() + (d.item ?? \"\")") == true)
    }

    @Test("A branch converted in part that makes the handoff shorter is converted")
    func shorterPartConverts() throws {
        let destination = """
            final class DetailViewController: UIViewController {
                var item: String?
                var count: Int = 0
                var first = ""
                var second = ""
                var third = ""
                var fourth = ""
                var fifth = ""
                var sixth = ""
            }
            """
        let body = """
            if segue.identifier == "show" {
                let d = segue.destination as! DetailViewController
                d.first = name
                d.second = name
                d.third = name
                d.fourth = name
                d.fifth = name
                d.sixth = name
                d.item = name.uppercased() + (d.item ?? "")
            }
            """
        let (text, plan) = try Self.migrate(body, destination: destination)
        #expect(plan.branchesPartly == 1)
        #expect(plan.statementsConverted == 6)
        #expect(plan.handoffLinesAfter < plan.handoffLinesBefore, "\(plan.summary)")
        #expect(plan.notes.map(\.kind) == ["side-effect"])
        #expect(text?.contains("d.item = name.uppercased() + (d.item ?? \"\")") == true)
    }

    /// A branch converted whole whose hook is longer than the body it replaces.
    static let longerWhole = """
        if segue.identifier == "show" {
            let d = segue.destination as! DetailViewController
            d.item = name.uppercased()
        }
        """

    @Test("A branch converted whole stays where it makes the app's handoff longer; 'always' converts it")
    func longerWholeBranchStays() throws {
        let (text, plan) = try Self.migrate(Self.longerWhole)
        #expect(text == nil)
        #expect((plan.branchesFound, plan.branchesConverted, plan.branchesLeft) == (1, 0, 1))
        #expect(plan.notes.map(\.kind) == ["longer"])
        #expect(plan.notes.first?.message.contains("its body's handoff would grow") == true, "\(plan.notes)")
        let (always, converted) = try Self.migrate(Self.longerWhole, partial: .always)
        #expect(converted.branchesConverted == 1)
        #expect(converted.handoffLinesAfter > converted.handoffLinesBefore, "\(converted.summary)")
        #expect(always?.contains("offeredValues") == true, "\(always ?? "")")
    }

    @Test("A body whose hook is longer converts where the app's handoff still shrinks")
    func appShrinks() throws {
        let shrinking = MigrationIdiomsTests.source(
            """
            if let d = segue.destination as? DetailViewController {

                d.item = name

                d.count = total
            }
            """
        ).replacingOccurrences(of: "ListViewController", with: "OtherViewController")
        let sources = [
            "/app/Source.swift": MigrationIdiomsTests.source(Self.longerWhole), "/app/Other.swift": shrinking,
            "/app/Detail.swift": MigrationIdiomsTests.destinations,
        ]
        let storyboard = try MigrationIdiomsTests.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("o", "viewController", "OtherViewController"),
                ("d", "viewController", "DetailViewController"),
            ],
            segues: [("l", "show", "d", "show"), ("o", "show", "d", "show")])
        let plan = MigrationPlanner().plan(sources: sources, storyboards: [storyboard])
        #expect(plan.branchesConverted == 2, "\(plan.notes)")
        #expect(plan.handoffLinesAfter <= plan.handoffLinesBefore, "\(plan.summary)")
    }

    @Test("Holding a class back lets its subclass convert: the app is planned again until it no longer grows")
    func hierarchyNeverGrows() throws {
        let classes = ["A", "B", "C", "D"]
        let presenters = classes.enumerated().map { index, name in
            let base = index == 0 ? "UIViewController" : classes[index - 1] + "ViewController"
            let lower = name.lowercased()
            return """
                class \(name)ViewController: \(base) {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        \(index == 0 ? "" : "super.prepare(for: segue, sender: sender)")
                        print("\(lower)")
                        if segue.identifier == "\(lower)", let s = sender as? String {
                            (segue.destination as? DetailViewController)?.item = s
                        }
                    }
                }
                """
        }
        let storyboard = try MigrationIdiomsTests.storyboard(
            scenes: classes.map { ($0, "viewController", $0 + "ViewController") }
                + [("d0", "viewController", "DetailViewController")],
            segues: classes.map { ($0, $0.lowercased(), "d0", "show") })
        let sources = [
            "/app/Presenters.swift": "import UIKit\n\n" + presenters.joined(separator: "\n\n"),
            "/app/Detail.swift": MigrationIdiomsTests.destinations,
        ]
        let plan = MigrationPlanner().plan(sources: sources, storyboards: [storyboard])
        #expect(plan.handoffLinesAfter <= plan.handoffLinesBefore, "\(plan.summary)")
        #expect(plan.branchesConverted == 0, "\(plan.summary)")
        let always = MigrationPlanner(partialBranches: .always).plan(sources: sources, storyboards: [storyboard])
        #expect(always.statementsConverted > 0, "\(always.summary)")
    }

    #if os(macOS) || os(Linux)
        @Test("On every fixture, a file with a branch converted in part never has a longer handoff")
        func fixturesNeverGrowInPart() throws {
            for name in MigrationTests.goldenFixtures {
                let folder = MigrationTests.migrate.appendingPathComponent(name)
                let plan = MigrationPlanner().plan(InputFiles.collect([folder.path]))
                for (path, counts) in plan.fileCounts where counts.branchesPartly > 0 {
                    #expect(
                        counts.handoffLinesAfter <= counts.handoffLinesBefore,
                        "\(name)/\((path as NSString).lastPathComponent): \(counts)")
                }
            }
        }
    #endif

    @Test("--explain prints each statement of the branch at a line, with what became of it")
    func explainsABranch() throws {
        let (_, plan) = try Self.migrate(Self.growing)
        // The body's lines in MigrationIdiomsTests.source: the branch opens at line 8.
        let text = try plan.explanation(path: "Source.swift", line: 10)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "/app/Source.swift:8: branch of ListViewController.prepare(for:sender:) (lines 8–12), for \"show\": "
                + "left as written", "\(text)")
        #expect(lines.contains("  10: d.item = sender as? String"))
        // Each statement that stays names its kind and the rule that refused it.
        #expect(lines.filter { $0.hasPrefix("      stays [longer, NeverLonger]: ") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("      stays [side-effect, IdiomStatements]: ") }, "\(text)")
        // The whole path, and the end of it, name the same file; a line of the body outside a branch
        // shows the body's branches.
        #expect(try plan.explanation(path: "/app/Source.swift", line: 10) == text)
        #expect(try plan.explanation(path: "app/Source.swift", line: 7) == text)
        let converted = try Self.migrate(Self.growing, partial: .always).plan
        #expect(try converted.explanation(path: "Source.swift", line: 10).contains("partly converted"))
        #expect(
            try converted.explanation(path: "Source.swift", line: 10).contains(
                "  11: d.count = 3\n      converts [HandoffForms]: "))
    }

    #if os(macOS) || os(Linux)
        @Test("--explain names the form each converted statement is written in, and the rule that chose it")
        func explainsForms() {
            let conversions = ["Forms", "Idioms"].flatMap { name in
                let folder = MigrationTests.migrate.appendingPathComponent(name)
                let plan = MigrationPlanner(partialBranches: .always).plan(InputFiles.collect([folder.path]))
                return plan.branchTraces.flatMap(\.steps).compactMap(\.conversion)
            }
            #expect(conversions.allSatisfy { $0.rule == "HandoffForms" || $0.rule == "KeptDestinations" })
            for form in [
                "a key on the destination's slot", "an entry of the hook's values", "addLazily(",
                "the hook's values, under",
            ] {
                #expect(conversions.contains { $0.form.hasPrefix(form) }, "no conversion as \(form): \(conversions)")
            }
        }
    #endif

    @Test("--explain refuses a line outside every body, a file not read and a path that names two files")
    func explainRefuses() throws {
        let (_, plan) = try Self.migrate(Self.growing)
        #expect {
            try plan.explanation(path: "Source.swift", line: 2)
        } throws: { error in
            "\(error)".contains(
                "no branch of a prepare(for:sender:) body that hands something over is at /app/Source.swift:2")
                && "\(error)".contains("(in this file: lines 7–14)")
        }
        #expect { try plan.explanation(path: "Other.swift", line: 2) } throws: { error in
            "\(error)".contains("'Other.swift' is not among the files read. To fix")
        }
        let sources = [
            "/a/Source.swift": MigrationIdiomsTests.source(Self.growing),
            "/b/Source.swift": MigrationIdiomsTests.source(Self.growing),
        ]
        let two = MigrationPlanner().plan(sources: sources, storyboards: [])
        #expect { try two.explanation(path: "Source.swift", line: 9) } throws: { error in
            "\(error)".contains("names 2 files read (/a/Source.swift, /b/Source.swift). To fix, give more of its path")
        }
    }
}
