import Foundation
import Testing

@testable import ContextCheckCore

/// Replays the inputs that crashed or blew up a reader, kept in `Fuzz/Regressions/<target>/`
/// (`scripts/fuzz.sh` replays them too), and the fuzz corpus: every one is read or refused.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    private static let fuzz = Paths.tests.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    private static func inputs(_ target: String) throws -> [URL] {
        var urls: [URL] = []
        for folder in ["Regressions", "Corpus"] {
            let url = fuzz.appendingPathComponent(folder).appendingPathComponent(target)
            urls += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
        }
        return urls.sorted { $0.path < $1.path }
    }

    @Test("Every kept Swift input is read, with at most one warning")
    func swiftInputs() throws {
        let inputs = try Self.inputs("FuzzSwiftReader")
        #expect(inputs.count >= 5)
        for url in inputs {
            let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let file = SwiftDeclarationReader.read(source: source, path: url.path)
            #expect(file.problems.count <= 1, "\(url.lastPathComponent)")
        }
    }

    @Test("Every kept Objective-C input is read")
    func objectiveCInputs() throws {
        let inputs = try Self.inputs("FuzzObjectiveCReader")
        #expect(inputs.count >= 2)
        for url in inputs {
            let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let classes = ObjectiveCDeclarationReader.read(source: source, path: url.path)
            #expect(classes.allSatisfy { !$0.name.isEmpty }, "\(url.lastPathComponent)")
        }
    }

    @Test("Every kept project input is read as a project.pbxproj and as a Package.swift")
    func projectInputs() throws {
        let inputs = try Self.inputs("FuzzProjectReader")
        #expect(inputs.count >= 3)
        var targets = 0
        for url in inputs {
            let read = ProjectReaders.read(Array(try Data(contentsOf: url)))
            targets += read.targets + read.packageTargets
        }
        #expect(targets > 0)
    }

    @Test("Every kept storyboard input is read, or refused with one finding that says how to fix it")
    func storyboardInputs() throws {
        let inputs = try Self.inputs("FuzzStoryboardReader")
        #expect(inputs.count >= 4)
        var refused = 0
        for url in inputs {
            do {
                _ = try StoryboardReader.read(path: url.path)
            } catch {
                refused += 1
                #expect(error.message.contains("To fix") && error.position.line >= 1, "\(url.lastPathComponent)")
            }
        }
        #expect(refused >= 3)
        let checked = ContractChecker().check(storyboardPaths: inputs.map(\.path), swiftPaths: [])
        #expect(checked.diagnostics.filter { $0.message.hasPrefix("malformed") }.count == refused)
    }
}
