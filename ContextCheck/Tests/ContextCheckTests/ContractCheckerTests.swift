import Foundation
import Testing

@testable import ContextCheckCore

@Suite("ContractChecker")
struct ContractCheckerTests {
    func checkApp() -> CheckResult {
        let inputs = InputFiles.collect([Paths.app.path])
        return ContractChecker().check(storyboardPaths: inputs.storyboards, swiftPaths: inputs.swiftFiles)
    }

    @Test("The fixture app's diagnostics match the golden file")
    func golden() throws {
        let result = checkApp()
        let lines = result.diagnostics.map(\.description) + [result.summary]
        let actual = lines.joined(separator: "\n").replacingOccurrences(of: Paths.app.path + "/", with: "") + "\n"
        let expected = try String(contentsOf: Paths.fixtures.appendingPathComponent("App.expected"), encoding: .utf8)
        #expect(actual == expected)
    }

    @Test("Each kind of mistake in the fixture is found where it is")
    func findings() {
        let result = checkApp()
        func has(_ severity: Diagnostic.Severity, _ file: String, _ line: Int, _ text: String) -> Bool {
            result.diagnostics.contains {
                $0.severity == severity && $0.position.path.hasSuffix(file) && $0.position.line == line
                    && $0.message.contains(text)
            }
        }
        #expect(has(.error, "Main.storyboard", 12, "converting Double 0.1 to Float would lose information"))
        #expect(has(.warning, "Main.storyboard", 12, "'prepCtxTitle' is required by MessageViewController"))
        #expect(has(.error, "Main.storyboard", 12, "'prepCtxPlain' of MessageViewController cannot be written"))
        #expect(
            has(
                .error, "Main.storyboard", 18,
                "provides it more than once (prepCtxTheme: String in InboxViewController at InboxViewController.swift:8:9; theme: String"
            ))
        #expect(has(.error, "Main.storyboard", 18, "'prepCtxBadge' is stored in a Clamped"))
        #expect(has(.error, "Main.storyboard", 25, "points to 'Archive'"))
        #expect(has(.error, "Main.storyboard", 54, "the slot expects Int? but the value is String"))
        #expect(has(.error, "Main.storyboard", 72, "'GhostViewController' is not declared"))
        #expect(has(.note, "InboxViewController.swift", 10, "'prepCtxUnused' is provided by InboxViewController"))
        // Exact conversions and inherited slots pass: 25.0 fits UInt8, the account flows everywhere.
        #expect(!result.diagnostics.contains { $0.message.contains("prepCtxPageSize") })
        #expect(!result.diagnostics.contains { $0.message.contains("prepCtxAccount") })
        #expect(!result.diagnostics.contains { $0.message.contains("AboutViewController") })
        #expect(result.summary == "context-check: 2 storyboards, 4 Swift files, 6 segues: 8 errors, 1 warning, 2 notes")
        #expect(result.hasErrors)
    }

    @Test("JSON output carries every diagnostic and the counts")
    func json() throws {
        let result = checkApp()
        let object = try JSONSerialization.jsonObject(with: Data(result.json().utf8)) as? [String: Any]
        let diagnostics = try #require(object?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == result.diagnostics.count)
        #expect(diagnostics.first?["severity"] as? String == result.diagnostics.first?.severity.rawValue)
        #expect((object?["summary"] as? [String: Int])?["errors"] == 8)
    }

    @Test("Malformed XML and unreadable files are reported with their position, and the other files are still checked")
    func badInput() throws {
        let folder = try Paths.temporaryFolder()
        let broken = folder.appendingPathComponent("Broken.storyboard")
        try Data("<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n    <scene>\n</document>\n".utf8).write(to: broken)
        let binary = folder.appendingPathComponent("Binary.swift")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
        let inputs = InputFiles.collect([
            folder.path, Paths.app.path, folder.appendingPathComponent("Missing.swift").path,
        ])
        let result = ContractChecker().check(storyboardPaths: inputs.storyboards, swiftPaths: inputs.swiftFiles)
        let all = inputs.diagnostics + result.diagnostics
        let xml = try #require(all.first { $0.position.path == broken.path })
        #expect(xml.severity == .error)
        #expect(xml.position.line >= 4)
        #expect(xml.message.hasPrefix("malformed storyboard XML"))
        #expect(all.contains { $0.position.path == binary.path && $0.message.contains("cannot read this source file") })
        #expect(all.contains { $0.position.path.hasSuffix("Missing.swift") && $0.message.contains("no such file") })
        #expect(result.storyboardCount == 2)  // the fixture's two, checked all the same
        #expect(all.contains { $0.message.contains("GhostViewController") })
    }
}
