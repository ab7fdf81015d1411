import Foundation
import Testing

@testable import ContextCheckCore

@Suite("DOTMap")
struct DOTMapTests {
    // Starting `dot` needs `Process`: macOS and Linux only (the simulators have none).
    #if os(macOS) || os(Linux)
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
                process.terminationStatus, String(decoding: messages, as: UTF8.self),
                String(decoding: svg, as: UTF8.self)
            )
        }
    #endif

    @Test("The fixture app's map is a digraph with a cluster per storyboard and one per container")
    func structure() {
        let text = ContextMap(ContextMapTests.checkApp()).render(.dot)
        #expect(text.hasPrefix("digraph \"context map\" {\n") && text.hasSuffix("}\n"))
        #expect(text.components(separatedBy: "subgraph \"cluster_b").count - 1 == 6)
        #expect(text.components(separatedBy: "subgraph \"cluster_g").count - 1 == 4)
        #expect(text.contains("dir=back"))  // unwinds drawn back to their target
        #expect(text.contains("lhead=\"cluster_g"))  // a segue to a container ends at its border
    }

    @Test(
        "Every segue of each shared app is drawn as a DOT edge, containers of storyboard references too",
        .enabled(if: Paths.hasSharedStoryboards, "../shared/storyboards is not beside the repository"))
    func everyEdgeDrawn() throws {
        for (name, result) in try ContextMapTests.sharedApps() + [("App", ContextMapTests.checkApp())] {
            let map = ContextMap(result)
            let lines = map.render(.dot).split(separator: "\n")
            let segues = lines.filter { $0.contains(" -> ") && !$0.contains("leads into") }.count
            #expect(segues == map.edges.map(\.to.count).reduce(0, +), "\(name)")
            #expect(lines.filter { $0.contains("leads into") }.count == map.leads.count, "\(name)")
        }
    }

    @Test("A segue to a container that holds only storyboard references is drawn")
    func containerOfReferences() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="start">
            <scenes><scene sceneID="s"><objects>
                <viewController id="start" sceneMemberID="viewController">
                    <connections><segue destination="tabs" kind="presentation" identifier="open" id="o"/></connections>
                </viewController>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="ref" kind="relationship" relationship="viewControllers" id="r"/>
                    </connections>
                </tabBarController>
                <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
            </objects></scene></scenes>
        </document>
        """.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let map = ContextMap(ContractChecker().check(InputFiles.collect([folder.path])))
        #expect(map.edges.count == 1)
        let dot = map.render(.dot)
        #expect(dot.split(separator: "\n").filter { $0.contains(" -> ") }.count == 1)
        #expect(dot.contains("open (presentation)"))
    }

    @Test("Labels and tooltips escape what DOT and HTML read as syntax")
    func escaping() {
        #expect(DOTMap.html("a<b>&\"c\"'") == "a&lt;b&gt;&amp;&quot;c&quot;&#39;")
        #expect(DOTMap.escape("a\"b\\c\nd") == "a\\\"b\\\\c\\nd")
        let mark = ContextMap.Mark(severity: .error, text: "x<y", detail: "")
        #expect(DOTMap.html(mark) == "<font color=\"#C62828\">✖ error: x&lt;y</font>")
    }

    #if os(macOS) || os(Linux)
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
    #endif
}
