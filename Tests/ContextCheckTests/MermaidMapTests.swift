import Foundation
import Testing

@testable import ContextCheckCore

@Suite("MermaidMap")
struct MermaidMapTests {
    @Test("The fixture app's Mermaid map is valid flowchart syntax")
    func fixtureApp() {
        let text = ContextMap(ContextMapTests.checkApp()).render(.mermaid)
        #expect(MermaidSyntax.problems(in: text) == [])
        #expect(text.contains("subgraph") && text.contains("-.->") && text.contains("==>"))
    }

    @Test(
        "Each shared app's Mermaid map is valid flowchart syntax",
        .enabled(if: Paths.hasSharedStoryboards, "../shared/storyboards is not beside the repository"))
    func sharedApps() throws {
        for (name, result) in try ContextMapTests.sharedApps() {
            #expect(MermaidSyntax.problems(in: ContextMap(result).render(.mermaid)) == [], "\(name)")
        }
    }

    @Test("Names that are Mermaid syntax or keywords are escaped: quotes, pipes, #, %%, brackets, end, subgraph")
    func hostileNames() throws {
        let (result, folder) = try HostileApp.check()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = ContextMap(result).render(.mermaid)
        #expect(MermaidSyntax.problems(in: text) == [])
        // The words are kept, as entities Mermaid turns back into characters.
        #expect(text.contains("a#34;b#124;c#60;d#62;#35;e#59;f #37;#37; g#91;h#93;"))
        #expect(text.contains("<b>end</b>"))
    }

    @Test("The validator refuses what would break a Mermaid flowchart")
    func validatorFails() {
        let good = "flowchart LR\n  n0[\"a\"]\n  n1[\"b\"]\n  n0 -->|\"x\"| n1\n"
        #expect(MermaidSyntax.problems(in: good) == [])
        #expect(!MermaidSyntax.problems(in: good.replacingOccurrences(of: "\"x\"", with: "\"x\"y\"")).isEmpty)
        #expect(!MermaidSyntax.problems(in: good.replacingOccurrences(of: "n1", with: "end")).isEmpty)
        #expect(!MermaidSyntax.problems(in: good + "  subgraph b0[\"s\"]\n").isEmpty)
        #expect(!MermaidSyntax.problems(in: good + "  n0 --> n9\n").isEmpty)
        #expect(!MermaidSyntax.problems(in: good.replacingOccurrences(of: "\"x\"", with: "\"x|y\"")).isEmpty)
        #expect(!MermaidSyntax.problems(in: good.replacingOccurrences(of: "\"a\"", with: "\"a#b\"")).isEmpty)
        #expect(!MermaidSyntax.problems(in: good + "  linkStyle 1 stroke:red\n").isEmpty)
        #expect(!MermaidSyntax.problems(in: good.replacingOccurrences(of: "\"b\"", with: "\"<script>\"")).isEmpty)
    }
}

/// A storyboard whose names are Mermaid and DOT syntax: a class named `end`, a Storyboard ID
/// `subgraph`, a segue identifier full of quotes, pipes, brackets and comment marks.
enum HostileApp {
    static let identifier = "a\"b|c<d>#e;f %% g[h]"

    static func check() throws -> (CheckResult, URL) {
        let folder = try Paths.temporaryFolder()
        let escaped = identifier.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
            of: "\"", with: "&quot;"
        )
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="one">
            <scenes><scene sceneID="s"><objects>
                <viewController id="one" customClass="end" storyboardIdentifier="subgraph" sceneMemberID="viewController">
                    <connections>
                        <segue destination="two" kind="show" identifier="\(escaped)" id="g"/>
                        <segue destination="two" kind="show" identifier="\\\\" id="h"/>
                    </connections>
                </viewController>
                <viewController id="two" customClass="style" sceneMemberID="viewController"/>
            </objects></scene></scenes>
        </document>
        """.write(to: folder.appendingPathComponent("Hostile graph.storyboard"), atomically: true, encoding: .utf8)
        try """
        class end: PreparedViewController { let prepCtxWhat = "x" }
        class style: PreparedViewController { @Prepared var prepCtxWhat: Int }
        """.write(to: folder.appendingPathComponent("Hostile.swift"), atomically: true, encoding: .utf8)
        return (ContractChecker().check(InputFiles.collect([folder.path])), folder)
    }
}

/// A validator of the Mermaid flowchart subset the map writes, strict where Mermaid is: every
/// line is a statement it knows, identifiers are plain and no keyword, labels are quoted and
/// hold no character Mermaid reads as syntax, subgraphs close, links join declared nodes.
enum MermaidSyntax {
    static let keywords: Set<String> = [
        "end", "subgraph", "graph", "flowchart", "style", "class", "classDef", "click", "linkStyle", "direction",
        "default", "call", "href", "callback", "interpolate",
    ]

    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        var declared = Set<String>()
        var used: [String] = []
        var open = 0
        var links = 0
        var maxLinkStyle = -1
        var sawHeader = false
        let identifier = #"([A-Za-z][A-Za-z0-9_]*)"#
        let label = #""([^"]*)""#
        func match(_ line: String, _ pattern: String) -> [String]? {
            guard let regex = try? NSRegularExpression(pattern: "^" + pattern + "$") else { return nil }
            let range = NSRange(line.startIndex..., in: line)
            guard let found = regex.firstMatch(in: line, range: range) else { return nil }
            return (1..<found.numberOfRanges).map { index in
                Range(found.range(at: index), in: line).map { String(line[$0]) } ?? ""
            }
        }
        func checkIdentifier(_ name: String, _ line: Int) {
            if keywords.contains(name) { problems.append("line \(line): '\(name)' is a Mermaid keyword") }
        }
        func checkLabel(_ text: String, _ line: Int, edge: Bool) {
            var stripped = text
            for tag in [#"<br/>"#, #"</?b>"#, #"</?small>"#, #"<span style='color:rgb\(\d+,\d+,\d+\)'>"#, #"</span>"#] {
                stripped = stripped.replacingOccurrences(of: tag, with: "", options: .regularExpression)
            }
            stripped = stripped.replacingOccurrences(of: #"#\d+;"#, with: "", options: .regularExpression)
            for character in ["<", ">", "\"", "#", "`", "%"] where stripped.contains(character) {
                problems.append("line \(line): '\(character)' unescaped in label \(text)")
            }
            if edge && stripped.contains("|") { problems.append("line \(line): '|' in a link label \(text)") }
        }
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("%%") { continue }
            if !sawHeader {
                if line != "flowchart LR" { problems.append("line \(number): expected 'flowchart LR'") }
                sawHeader = true
                continue
            }
            if line == "end" {
                open -= 1
                if open < 0 { problems.append("line \(number): 'end' without a subgraph") }
            } else if let parts = match(line, "subgraph " + identifier + #"\["# + label + #"\]"#) {
                checkIdentifier(parts[0], number)
                if !declared.insert(parts[0]).inserted { problems.append("line \(number): \(parts[0]) twice") }
                checkLabel(parts[1], number, edge: false)
                open += 1
            } else if match(line, "direction (LR|TB|RL|BT)") != nil {
                continue
            } else if let parts = match(line, identifier + #"(\[|\[/|\(\[)"# + label + #"(\]|/\]|\]\))"#) {
                checkIdentifier(parts[0], number)
                let pairs = ["[": "]", "[/": "/]", "([": "])"]
                if pairs[parts[1]] != parts[3] { problems.append("line \(number): unmatched shape") }
                if !declared.insert(parts[0]).inserted { problems.append("line \(number): \(parts[0]) twice") }
                checkLabel(parts[2], number, edge: false)
            } else if let parts = match(line, identifier + " (-->|==>|-\\.->)\\|" + label + "\\| " + identifier) {
                checkIdentifier(parts[0], number)
                checkIdentifier(parts[3], number)
                checkLabel(parts[2], number, edge: true)
                used += [parts[0], parts[3]]
                links += 1
            } else if let parts = match(line, identifier + " (-->|==>|-\\.->) " + identifier) {
                used += [parts[0], parts[2]]
                links += 1
            } else if let parts = match(line, "classDef " + identifier + #" [a-z-]+:[^ ;]+(,[a-z-]+:[^,;]+)*"#) {
                checkIdentifier(parts[0], number)
            } else if let parts = match(line, "class " + identifier + "((," + identifier + ")*) " + identifier) {
                used.append(parts[0])
                used += parts[1].split(separator: ",").map(String.init)
            } else if let parts = match(line, #"linkStyle (\d+) [a-z-]+:[^ ;]+(,[a-z-]+:[^,;]+)*"#) {
                maxLinkStyle = max(maxLinkStyle, Int(parts[0]) ?? 0)
            } else {
                problems.append("line \(number): not a statement of a flowchart: \(line)")
            }
        }
        if !sawHeader { problems.append("no 'flowchart LR' header") }
        if open > 0 { problems.append("\(open) subgraph(s) not closed with 'end'") }
        for name in Set(used).subtracting(declared).sorted() { problems.append("'\(name)' is used but never declared") }
        if maxLinkStyle >= links { problems.append("linkStyle \(maxLinkStyle) but only \(links) links") }
        return problems
    }
}
