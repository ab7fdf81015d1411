import Foundation
import Testing

@testable import ContextCheckCore

@Suite("DOTMap")
struct DOTMapTests {
    /// Graphviz's `dot`, when installed (CI installs it).
    static let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Renders DOT to SVG; the exit status and what `dot` wrote to standard error.
    static func render(_ text: String) throws -> (status: Int32, errors: String, svg: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(dot))
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: messages, as: UTF8.self), String(decoding: svg, as: UTF8.self)
        )
    }

    @Test("The fixture app's map is a digraph with a cluster per storyboard and one per container")
    func structure() {
        let text = ContextMap(ContextMapTests.checkApp()).render(.dot)
        #expect(text.hasPrefix("digraph \"context map\" {\n") && text.hasSuffix("}\n"))
        #expect(text.components(separatedBy: "subgraph \"cluster_b").count - 1 == 6)
        #expect(text.components(separatedBy: "subgraph \"cluster_g").count - 1 == 4)
        #expect(text.contains("dir=back"))  // unwinds drawn back to their target
        #expect(text.contains("lhead=\"cluster_g"))  // a segue to a container ends at its border
    }

    @Test("Labels and tooltips escape what DOT and HTML read as syntax")
    func escaping() {
        #expect(DOTMap.html("a<b>&\"c\"'") == "a&lt;b&gt;&amp;&quot;c&quot;&#39;")
        #expect(DOTMap.escape("a\"b\\c\nd") == "a\\\"b\\\\c\\nd")
        let mark = ContextMap.Mark(severity: .error, text: "x<y", detail: "")
        #expect(DOTMap.html(mark) == "<font color=\"#C62828\">✖ error: x&lt;y</font>")
    }

    @Test(
        "Graphviz renders the fixture app's map and a map of hostile names without an error",
        .enabled(if: DOTMapTests.dot != nil, "Graphviz is not installed"))
    func graphvizRenders() throws {
        let (hostile, folder) = try HostileApp.check()
        defer { try? FileManager.default.removeItem(at: folder) }
        for result in [ContextMapTests.checkApp(), hostile] {
            let rendered = try Self.render(ContextMap(result).render(.dot))
            #expect(rendered.status == 0)
            #expect(!rendered.errors.contains("Error"), "\(rendered.errors)")
            #expect(rendered.svg.contains("<svg"))
        }
    }
}
