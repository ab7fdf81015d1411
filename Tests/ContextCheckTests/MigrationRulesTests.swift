import Foundation
import Testing

@testable import ContextCheckCore

/// The registry of the migration's rules (Rules/MigrationRules.swift) against the files and the
/// fixtures: each rule one file, registered once; each refusal made by a registered rule; each
/// rule's examples golden fixtures that show it.
@Suite("Migration: the rules' registry")
struct MigrationRulesTests {
    static let migration = Paths.tests.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ContextCheckCore/Migration")

    static func swiftFiles(_ folder: String) -> [String] {
        let path = migration.appendingPathComponent(folder).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(".swift".count)) }.sorted()
    }

    @Test("Every file of Rules/ is a registered rule, registered once, and every registered rule has its file")
    func everyRuleFileRegistered() {
        let names = MigrationRule.all.map(\.name)
        #expect(Set(names).count == names.count, "a rule registered twice: \(names)")
        let rules = Self.swiftFiles("Rules").filter { $0 != "MigrationRules" }
        #expect(rules.count > 20, "Rules/ not found at \(Self.migration.path)")
        for file in rules { #expect(names.contains(file), "Rules/\(file).swift is not in MigrationRule.all") }
        let files = Set(rules + Self.swiftFiles("Reading"))
        for name in names { #expect(files.contains(name), "'\(name)' is registered but has no file") }
    }

    @Test("The registry lists the rules stage by stage, in the order the pipeline applies them")
    func stagesInOrder() {
        let order: [MigrationRule.Stage] = [.reading, .presenter, .candidate, .together, .plan, .writing]
        let stages = MigrationRule.all.map { order.firstIndex(of: $0.stage) ?? -1 }
        #expect(stages == stages.sorted())
    }

    #if os(macOS) || os(Linux)
        /// The rules that refuse something in the fixture: the whole plan's notes, as the golden
        /// harness plans it (every partial conversion) and as the command does by default.
        static func refusingRules(_ fixture: String) -> Set<String> {
            let files = InputFiles.collect([MigrationTests.migrate.appendingPathComponent(fixture).path])
            return MigrationPlanner(partialBranches: .always).plan(files).refusingRules
                .union(MigrationPlanner().plan(files).refusingRules)
        }

        @Test("Every refusal of every golden fixture is made by a registered rule")
        func refusalsByRegisteredRules() {
            let names = Set(MigrationRule.all.map(\.name))
            for fixture in MigrationTests.goldenFixtures {
                let unregistered = Self.refusingRules(fixture).subtracting(names)
                #expect(unregistered.isEmpty, "\(fixture): refusals made outside a registered rule: \(unregistered)")
            }
        }

        @Test("Each rule's examples are golden fixtures, and a rule that refuses refuses in one of them")
        func examplesShowTheirRules() throws {
            let seen = Dictionary(
                uniqueKeysWithValues: MigrationTests.goldenFixtures.map { ($0, Self.refusingRules($0)) })
            let everywhere = seen.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            for rule in MigrationRule.all {
                #expect(!rule.examples.isEmpty, "'\(rule.name)' has no example")
                for example in rule.examples {
                    #expect(seen[example] != nil, "'\(rule.name)': '\(example)' is not a golden fixture")
                }
                let folder = Self.swiftFiles("Rules").contains(rule.name) ? "Rules" : "Reading"
                let source = try String(
                    contentsOf: Self.migration.appendingPathComponent("\(folder)/\(rule.name).swift"), encoding: .utf8)
                let refuses = [".refuse(", ".refused(", " keep(", "keepInside(", "note("].contains(
                    where: source.contains)
                #expect(
                    !refuses || everywhere.contains(rule.name),
                    "'\(rule.name)' makes refusals, and none in a golden fixture: add a case that shows one")
                guard everywhere.contains(rule.name) else { continue }
                let showing = seen.filter { $0.value.contains(rule.name) }.keys.sorted()
                #expect(
                    rule.examples.contains(where: showing.contains),
                    "'\(rule.name)' refuses in \(showing), none of its examples \(rule.examples)")
            }
        }
    #endif
}
