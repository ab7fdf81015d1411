import Foundation
import Testing

@testable import ContextCheckCore

@Suite("ContractChecker")
struct ContractCheckerTests {
    func checkApp() -> CheckResult {
        ContractChecker().check(InputFiles.collect([Paths.app.path]))
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
        // A prefixed `let` only provides, as in propagation: the destination does not ask for it.
        #expect(!result.diagnostics.contains { $0.message.contains("'prepCtxEdited' of MessageViewController") })
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
        #expect(
            result.summary
                == "context-check: 6 storyboards, 7 Swift files, 3 Objective-C files, 17 segues: 12 errors, 3 warnings, 2 notes"
        )
        #expect(result.hasErrors)
    }

    @Test("Two targets with same-named classes are each checked against their own classes")
    func twoTargets() {
        let result = checkApp()
        func findings(in file: String) -> [Diagnostic] {
            result.diagnostics.filter { $0.position.path.hasSuffix(file) }
        }
        // Only macOS's account passes an Int where a String is expected.
        let mac = findings(in: "Accounts/AccountsMac/Main.storyboard")
        #expect(mac.map(\.severity) == [.error])
        #expect(mac.first?.message.contains("the slot expects String but the value is Int") == true)
        let iOS = findings(in: "Accounts/AccountsiOS/Main.storyboard")
        #expect(!iOS.contains { $0.position.line == 9 })
        // A reference to a storyboard of the other target is not followed into it.
        #expect(iOS.contains { $0.position.line == 13 && $0.message.contains("exists only in other targets") })
        // Each app's MasterViewController is its own; neither is ambiguous.
        #expect(!result.diagnostics.contains { $0.message.contains("MasterViewController") })
    }

    @Test("Unwind actions with argument labels and @objc names are matched, and their edges checked")
    func unwindSelectors() {
        let result = checkApp()
        let unwinds = result.diagnostics.filter { $0.position.path.hasSuffix("AccountsiOS/Main.storyboard") }
        for line in [29, 30, 31] {  // unwindToAccountsWithSender:, closeBySegue:, backToAccounts:
            #expect(
                unwinds.contains {
                    $0.position.line == line && $0.severity == .error
                        && $0.message.contains("the slot expects Int? but the value is String")
                })
        }
        let stale = unwinds.first { $0.position.line == 32 }
        #expect(stale?.severity == .warning)
        #expect(stale?.message.contains("with the selector 'unwindToAccountsWithSender:'") == true)
    }

    @Test("Objective-C controllers exist, with their unwind actions; their properties are said to be unreadable")
    func objectiveC() {
        let result = checkApp()
        let recipes = result.diagnostics.filter { $0.position.path.contains("Recipes/") }
        #expect(!recipes.contains { $0.message.contains("not declared") || $0.message.contains("unwind action") })
        #expect(recipes.count == 1)
        #expect(recipes.first?.message.contains("RecipeListViewController is declared in Objective-C") == true)
    }

    @Test("JSON output carries every diagnostic and the counts")
    func json() throws {
        let result = checkApp()
        let object = try JSONSerialization.jsonObject(with: Data(result.json().utf8)) as? [String: Any]
        let diagnostics = try #require(object?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == result.diagnostics.count)
        #expect(diagnostics.first?["severity"] as? String == result.diagnostics.first?.severity.rawValue)
        #expect((object?["summary"] as? [String: Int])?["errors"] == 12)
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
        let result = ContractChecker().check(inputs)
        let all = result.diagnostics
        let xml = try #require(all.first { $0.position.path == broken.path })
        #expect(xml.severity == .error)
        #expect(xml.position.line == 5)
        #expect(
            xml.message.hasPrefix("malformed storyboard XML: </document> does not close <scene> (opened at line 4)"))
        #expect(all.contains { $0.position.path == binary.path && $0.message.contains("cannot read this source file") })
        #expect(all.contains { $0.position.path.hasSuffix("Missing.swift") && $0.message.contains("no such file") })
        #expect(result.storyboardCount == 6)  // the fixture's, checked all the same
        #expect(all.contains { $0.message.contains("GhostViewController") })
    }
}
