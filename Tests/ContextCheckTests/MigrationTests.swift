import Foundation
import Testing

@testable import ContextCheckCore

// `context-check` runs on macOS and Linux; these tests start `git` and `swiftc` processes,
// which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// `context-check migrate` on fixture apps: the diff, the notes, `git apply`, the second run.
    @Suite("Migration")
    struct MigrationTests {
        static let migrate = Paths.fixtures.appendingPathComponent("Migrate")
        static let idioms = migrate.appendingPathComponent("Idioms")
        static let equivalence = migrate.appendingPathComponent("Equivalence")
        /// Segue names written as generated constants, a public presenter, bindings in conditions.
        static let generated = migrate.appendingPathComponent("Generated")
        /// The equivalence fixture's Swift file lives with the test that compiles and runs it.
        static let documentationTests = Paths.tests.deletingLastPathComponent().appendingPathComponent(
            "DocumentationExampleTests")

        /// The diff, the notes and the summary, with paths relative to `folder`.
        static func render(_ plan: MigrationPlan, in folder: URL) -> String {
            let notes = plan.notes.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
            return plan.unifiedDiff(relativeTo: folder.path) + notes.joined(separator: "\n") + "\n" + plan.summary
                + "\n"
        }

        /// The fixtures test the conversions themselves, partial ones included, so they convert
        /// a branch in part even where the handoff grows (NeverLongerTests tests the default).
        static func plan(_ folder: URL) -> MigrationPlan {
            MigrationPlanner(partialBranches: .always).plan(InputFiles.collect([folder.path]))
        }

        /// A copy of a fixture folder in a new temporary folder, as a git repository.
        static func copy(_ folder: URL, adding extra: [URL] = []) throws -> URL {
            let copy = try Paths.temporaryFolder()
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                try FileManager.default.copyItem(
                    at: folder.appendingPathComponent(name), to: copy.appendingPathComponent(name))
            }
            for file in extra {
                try FileManager.default.copyItem(at: file, to: copy.appendingPathComponent(file.lastPathComponent))
            }
            return copy
        }

        /// Runs git in `folder`: its exit status and output.
        static func git(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            process.currentDirectoryURL = folder
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        /// Every fixture folder of `Fixtures/Migrate` that has a golden file beside it
        /// (`Idioms` and `Idioms.expected`): a new fixture is covered by adding its golden.
        /// The regressions' goldens (`Regressions/UnnamedSender.expected`) count too.
        static let goldenFixtures: [String] = ["", "Regressions/"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: migrate.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".expected") }.map { folder + String($0.dropLast(".expected".count)) }
        }
        .sorted()

        @Test("The golden fixtures are found: a folder without them would pass vacuously")
        func goldenFixturesFound() {
            #expect(Self.goldenFixtures.contains("Idioms"))
            #expect(Self.goldenFixtures.count >= 10)
        }

        @Test("Each migration fixture migrates to its expected diff, notes and totals", arguments: goldenFixtures)
        func golden(_ name: String) throws {
            let folder = Self.migrate.appendingPathComponent(name)
            let actual = Self.render(Self.plan(folder), in: folder)
            let expected = try String(
                contentsOf: Self.migrate.appendingPathComponent(name + ".expected"), encoding: .utf8)
            #expect(
                actual == expected,
                "regenerate \(name).expected: run context-check migrate --partial-branches always in the folder")
        }

        @Test("The equivalence fixture migrates to MigrationAfter.swift, which the documentation tests run")
        func equivalenceFixtureInStep() throws {
            let folder = try Self.copy(
                Self.equivalence, adding: [Self.documentationTests.appendingPathComponent("MigrationBefore.swift")])
            defer { try? FileManager.default.removeItem(at: folder) }
            let plan = Self.plan(folder)
            let migrated = try #require(
                plan.changedFiles()[folder.appendingPathComponent("MigrationBefore.swift").path])
            let after = try String(
                contentsOf: Self.documentationTests.appendingPathComponent("MigrationAfter.swift"), encoding: .utf8)
            #expect(migrated.replacingOccurrences(of: "enum MigrationBefore", with: "enum MigrationAfter") == after)
            #expect(plan.notes.count == 2)
        }

        @Test("The diff applies with git apply, --write gives the same files, and a second run proposes nothing")
        func appliesAndSettles() throws {
            for fixture in [Self.idioms, Self.equivalence, Self.generated] {
                let extra =
                    fixture == Self.equivalence
                    ? [Self.documentationTests.appendingPathComponent("MigrationBefore.swift")] : []
                let folder = try Self.copy(fixture, adding: extra)
                defer { try? FileManager.default.removeItem(at: folder) }
                let plan = Self.plan(folder)
                #expect(!plan.isEmpty)
                let diff = plan.unifiedDiff(relativeTo: folder.path)
                try Data(diff.utf8).write(to: folder.appendingPathComponent("migrate.diff"))
                #expect(try Self.git(["init", "-q"], in: folder).status == 0)
                let check = try Self.git(["apply", "--check", "migrate.diff"], in: folder)
                #expect(check.status == 0, "\(check.output)")
                #expect(try Self.git(["apply", "migrate.diff"], in: folder).status == 0)
                let applied = try plan.changedFiles().map { path, text in
                    (text, try String(contentsOfFile: path, encoding: .utf8))
                }
                for (written, read) in applied { #expect(written == read) }
                let second = Self.plan(folder)
                #expect(second.isEmpty)
                #expect(second.unifiedDiff(relativeTo: folder.path).isEmpty)
                #expect(second.statementsConverted == 0)
            }
        }

        /// The folder of the UIKit stub's and the harness's modules, beside this test bundle.
        static var stubModules: URL? {
            let beside = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("Modules")
            let root = Paths.tests.deletingLastPathComponent().deletingLastPathComponent()
            return [beside, root.appendingPathComponent(".build/debug/Modules")].first { folder in
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("UIKit.swiftmodule").path)
                    && FileManager.default.fileExists(
                        atPath: folder.appendingPathComponent("PreparedContextUIKitHarness.swiftmodule").path)
            }
        }

        /// Migrates a copy of a fixture: it type-checks against the UIKit stubs before and after,
        /// the migration converts `statementsConverted` statements when given, the check finds
        /// nothing in the result (no warning or error; notes too unless `allowingNotes`), and a
        /// second run proposes nothing.
        static func expectCompilesAndChecks(
            _ fixture: URL, statementsConverted: Int? = nil, allowingNotes: Bool = false
        ) throws {
            let modules = try #require(stubModules, "build the package first: the UIKit stub's module is missing")
            let folder = try copy(fixture)
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(try typeCheck(folder, modules: modules) == "")
            let migration = plan(folder)
            if let statementsConverted {
                #expect(migration.statementsConverted == statementsConverted, "\(migration.notes)")
            }
            try migration.write()
            #expect(try typeCheck(folder, modules: modules) == "")
            let result = ContractChecker().check(InputFiles.collect([folder.path]))
            let problems = result.diagnostics.filter { !allowingNotes || $0.severity != .note }
            #expect(problems.isEmpty, "\(problems.map(\.message))")
            #expect(plan(folder).isEmpty, "a second run proposes nothing")
        }

        /// Type-checks the Swift files of a folder against the UIKit stubs, `PreparedContext` being
        /// the harness that compiles the library with its UIKit adapters: the compiler's errors.
        /// Each folder of `Pods/` (which the migration skips) is first built as a module of that
        /// name, which the files may import: a framework the app's classes are built on.
        static func typeCheck(_ folder: URL, modules: URL) throws -> String {
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".swift")
            }
            .sorted()
            let pods = folder.appendingPathComponent("Pods")
            let frameworks = ((try? FileManager.default.contentsOfDirectory(atPath: pods.path)) ?? []).sorted()
            let built = try Paths.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: built) }
            for framework in frameworks {
                let sources = try FileManager.default.contentsOfDirectory(
                    atPath: pods.appendingPathComponent(framework).path
                )
                .filter { $0.hasSuffix(".swift") }.sorted()
                let errors = try swiftc(
                    [
                        "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", framework, "-I",
                        modules.path, "-Xfrontend", "-disable-cross-import-overlays", "-emit-module-path",
                        built.appendingPathComponent(framework + ".swiftmodule").path,
                    ] + sources.map { pods.appendingPathComponent(framework).appendingPathComponent($0).path })
                if !errors.isEmpty { return errors }
            }
            return try swiftc(
                [
                    "-typecheck", "-swift-version", "6", "-module-alias", "PreparedContext=PreparedContextUIKitHarness",
                    "-I", modules.path, "-I", built.path, "-Xfrontend", "-disable-cross-import-overlays",
                ] + files.map { folder.appendingPathComponent($0).path })
        }

        /// Runs `swiftc` with `arguments`: its output when it fails, else "".
        static func swiftc(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc"] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let output = String(decoding: data, as: UTF8.self)
            return process.terminationStatus == 0 ? "" : output.isEmpty ? "swiftc failed" : output
        }

        @Test(
            "The fixture apps type-check against the UIKit stubs before and after the migration",
            arguments: ["Idioms", "Generated"])
        func migratedFixturesCompile(fixture: String) throws {
            let modules = try #require(Self.stubModules, "build the package first: the UIKit stub's module is missing")
            let folder = try Self.copy(Self.migrate.appendingPathComponent(fixture))
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(try Self.typeCheck(folder, modules: modules) == "")
            let plan = Self.plan(folder)
            #expect(plan.statementsConverted > 0)
            try plan.write()
            #expect(try Self.typeCheck(folder, modules: modules) == "")
            if fixture == "Idioms" {
                let migrated = try String(contentsOf: folder.appendingPathComponent("Orders.swift"), encoding: .utf8)
                #expect(migrated.contains("SegueContext"))
            } else {
                // Generated constants, the app's own `==`, bindings in conditions, literal-typed slots and a
                // title (through the table's `screenTitle` slot) convert.
                #expect(plan.statementsConverted == 7, "\(plan.notes)")
                let library = try String(contentsOf: folder.appendingPathComponent("Library.swift"), encoding: .utf8)
                #expect(library.contains("public override func offeredValues"))
                #expect(library.contains("case .editShelf:\n            break"))
            }
        }

        @Test("The output is the same from run to run")
        func deterministic() {
            let first = Self.render(Self.plan(Self.idioms), in: Self.idioms)
            for _ in 0..<3 { #expect(Self.render(Self.plan(Self.idioms), in: Self.idioms) == first) }
        }

        @Test("--json carries the diff, the totals and the notes with their kinds")
        func json() throws {
            let plan = Self.plan(Self.idioms)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(plan.json(relativeTo: Self.idioms.path).utf8))
                    as? [String: Any]
            )
            #expect(object["bodies"] as? Int == plan.bodies)
            #expect(object["branchesFound"] as? Int == plan.branchesFound)
            #expect(object["branchesConverted"] as? Int == plan.branchesConverted)
            #expect(object["diff"] as? String == plan.unifiedDiff(relativeTo: Self.idioms.path))
            let notes = try #require(object["notes"] as? [[String: Any]])
            #expect(notes.count == plan.notes.count)
            #expect(notes.allSatisfy { MigrationRefusalKind(rawValue: $0["kind"] as? String ?? "") != nil })
            #expect((object["reasons"] as? [String: Int])?.values.reduce(0, +) == plan.notes.count)
        }
    }
#endif
