import Foundation
import Testing

@testable import ContextCheckCore

/// A storyboard whose one segue, `identifier`, hands a String to an Int slot.
private func mismatchStoryboard(identifier: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="a" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <connections>
                            <segue destination="b" kind="show" identifier="\(identifier)" id="g1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="b" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>

    """
}

private let mismatchSources = """
    import PreparedContext
    import UIKit

    final class ListViewController: PreparedViewController {
        let prepCtxCount = "three"
    }

    final class DetailViewController: PreparedViewController {
        @Prepared var prepCtxCount: Int?
    }

    """

/// A folder `App` with the sources and, at each relative path, the mismatch storyboard.
private func app(storyboards: [String: String]) throws -> URL {
    let folder = try Paths.temporaryFolder().appendingPathComponent("App")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(mismatchSources.utf8).write(to: folder.appendingPathComponent("Screens.swift"))
    for (path, text) in storyboards {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return folder
}

@Suite("Diagnostic")
struct DiagnosticTests {
    @Test("A segue identifier with a line break is printed escaped, so that every finding stays on one line")
    func lineBreakInIdentifier() throws {
        let folder = try app(storyboards: ["Main.storyboard": mismatchStoryboard(identifier: "show&#10;Detail&#13;")])
        let result = ContractChecker().check(InputFiles.collect([folder.path]))
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("'show\nDetail\r'"), "the message keeps the name as it is: \(error.message)")
        #expect(error.description.contains("'show\\nDetail\\r'"), "\(error.description)")
        let lines = result.output(json: false, quiet: true).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == result.diagnostics.count + 1)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix(folder.path) && !$0.contains("\r") })
        let json = try #require(result.json().data(using: .utf8))
        let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        let messages = (object?["diagnostics"] as? [[String: Any]])?.compactMap { $0["message"] as? String }
        #expect(messages?.contains(error.message) == true, "JSON carries the name itself")
    }

    @Test("Other control characters of a name are printed escaped too")
    func controlCharacters() {
        let diagnostic = Diagnostic(
            severity: .warning, position: SourcePosition(path: "Main.storyboard", line: 3, column: 5),
            message: "segue 'a\u{2028}b\u{0B}c\u{85}d\te'. To fix, rename it.")
        #expect(
            diagnostic.description
                == "Main.storyboard:3:5: warning: segue 'a\\u{2028}b\\u{0B}c\\u{85}d\te'. To fix, rename it.")
    }

    @Test("A migration note naming a segue with a line break is printed on one line too")
    func migrationNoteOnOneLine() {
        let note = MigrationNote(
            position: SourcePosition(path: "A\nB.swift", line: 4, column: 9), kind: "storyboard",
            message: "the segue 'show\nDetail' leads nowhere")
        #expect(note.description == "A\\nB.swift:4:9: note: the segue 'show\\nDetail' leads nowhere [storyboard]")
    }

    @Test("Findings that repeat in localized copies of one storyboard are one, under the Base copy, naming the copies")
    func localizedCopies() throws {
        let board = mismatchStoryboard(identifier: "detail")
        let folder = try app(storyboards: [
            "de.lproj/Main.storyboard": board, "Base.lproj/Main.storyboard": board, "fr.lproj/Main.storyboard": board,
            "en.lproj/Main.storyboard": board, "ja.lproj/Main.storyboard": board,
        ])
        let result = ContractChecker().check(InputFiles.collect([folder.path]))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.description))")
        let error = try #require(errors.first)
        #expect(error.position.path.hasSuffix("/Base.lproj/Main.storyboard"))
        #expect(error.message.contains("de.lproj, en.lproj, fr.lproj and ja.lproj"), "\(error.message)")
        #expect(error.message.hasSuffix("fix those copies too."), "\(error.message)")
        #expect(error.rule == "type-mismatch")
        #expect(result.storyboardCount == 5)
    }

    @Test("Without a Base copy the first localized copy holds the finding; a finding of one copy only stays its own")
    func localizedCopiesWithoutBase() throws {
        let board = mismatchStoryboard(identifier: "detail")
        let folder = try app(storyboards: [
            "fr.lproj/Main.storyboard": board, "en.lproj/Main.storyboard": board,
            "it.lproj/Main.storyboard": mismatchStoryboard(identifier: "dettaglio"),
        ])
        let result = ContractChecker().check(InputFiles.collect([folder.path]))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 2, "\(errors.map(\.description))")
        let grouped = try #require(errors.first { $0.message.contains("'detail'") })
        #expect(grouped.position.path.hasSuffix("/en.lproj/Main.storyboard"))
        #expect(grouped.message.contains("fr.lproj"))
        let own = try #require(errors.first { $0.message.contains("'dettaglio'") })
        #expect(own.position.path.hasSuffix("/it.lproj/Main.storyboard"))
        #expect(!own.message.contains("lproj"))
    }
}
