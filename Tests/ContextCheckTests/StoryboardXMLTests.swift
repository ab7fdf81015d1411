import Foundation
import Testing

@testable import ContextCheckCore

@Suite("StoryboardXML")
struct StoryboardXMLTests {
    private static let header = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)

    private func read(_ bytes: [UInt8]) -> Result<Storyboard, StoryboardReadError> {
        Result { () throws(StoryboardReadError) in
            try StoryboardReader.read(data: Data(bytes), path: "Hostile.storyboard")
        }
    }

    private func problem(_ bytes: [UInt8]) -> StoryboardReadError? {
        if case .failure(let error) = read(bytes) { return error }
        return nil
    }

    @Test("A Latin-1 byte in a comment is one finding at its position, not a trap")
    func latin1InComment() throws {
        let error = try #require(
            problem(Self.header + Array("<document>\n<!-- caf".utf8) + [0xE9] + Array(" -->\n</document>\n".utf8)))
        #expect(error.position.line == 3 && error.position.column == 9)
        #expect(error.message.contains("not UTF-8") && error.message.contains("To fix"))
    }

    @Test("A byte that is not UTF-8 in an element name is one finding, not a trap")
    func invalidByteInName() throws {
        let error = try #require(
            problem(Self.header + Array("<document><sc".utf8) + [0xFF] + Array("ne/></document>".utf8)))
        #expect(error.position.line == 2 && error.position.column == 14)
        #expect(error.message.contains("not UTF-8"))
    }

    @Test("An empty processing instruction in a well-formed storyboard does not crash the reader")
    func emptyProcessingInstruction() throws {
        let storyboard = try read(
            Self.header
                + Array(
                    """
                    <document initialViewController="a"><?m?><scenes><scene sceneID="s"><objects>
                    <viewController id="a" sceneMemberID="viewController"/></objects></scene></scenes></document>
                    """.utf8)
        ).get()
        #expect(storyboard.controllerOrder == ["a"])
    }

    @Test("Lines ending in CR alone are counted: a segue on line 9 is at 9:25, not on line 1")
    func carriageReturnLines() throws {
        let lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="a">"#,
            "    <scenes>",
            #"        <scene sceneID="s1">"#,
            "            <objects>",
            #"                <viewController id="a" customClass="A" sceneMemberID="viewController">"#,
            "                    <!-- a comment -->",
            "                    <connections>",
            #"                        <segue destination="b" kind="show" identifier="next" id="g"/>"#,
            "                    </connections>",
            "                </viewController>",
            #"                <viewController id="b" sceneMemberID="viewController"/>"#,
            "            </objects>",
            "        </scene>",
            "    </scenes>",
            "</document>",
        ]
        for lineEnd in ["\r", "\r\n", "\n"] {
            let storyboard = try read(Array(lines.joined(separator: lineEnd).utf8)).get()
            let segue = try #require(storyboard.segues.first?.segue)
            #expect(segue.position.line == 9 && segue.position.column == 25, "line end \(Array(lineEnd.utf8))")
            #expect(storyboard.controllers["b"]?.position.line == 12)
        }
        var broken = lines
        broken[9] = "                    </connection>"
        let error = try #require(problem(Array(broken.joined(separator: "\r").utf8)))
        #expect(error.position.line == 10 && error.position.column == 21)
        #expect(error.message.contains("</connection> does not close <connections> (opened at line 8)"))
    }

    @Test("A declared encoding other than UTF-8 is refused in words")
    func otherEncoding() throws {
        let error = try #require(
            problem(Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><document/>"#.utf8)))
        #expect(error.message.contains("encoding is not supported"))
    }

    @Test("Attribute values read entities, character references and normalized line breaks")
    func attributeValues() throws {
        let storyboard = try read(
            Array(
                """
                <document><scenes><scene><objects><viewController id="a&amp;b" customClass="X&#x41;&#66;&lt;&apos;"
                storyboardIdentifier='line\r\nbreak&#10;kept' sceneMemberID="viewController"/></objects></scene></scenes></document>
                """.utf8)
        ).get()
        let controller = try #require(storyboard.controllers["a&b"])
        #expect(controller.customClass == "XAB<'")
        #expect(controller.storyboardIdentifier == "line break\nkept")
    }

    @Test("Malformed shapes are one finding each, with the position and a fix")
    func malformedShapes() {
        let cases: [(String, String)] = [
            ("<document><a b=\"1\" b=\"2\"/></document>", "same attribute twice"),
            ("<document><a b=1/></document>", "matching quotes"),
            ("<document><a b=\"<\"/></document>", "unescaped '<'"),
            ("<document>&bogus;</document>", "known entity"),
            ("<document>&#0;</document>", "character reference"),
            ("<document></document><extra/>", "after the end of the root element"),
            ("<document></document>trailing", "after the end of the root element"),
            ("text<document/>", "does not start with XML"),
            ("<document><a", "the file ends before <document>"),
            ("<document><!-- open", "the file ends before <document>"),
            ("<document><? ?></document>", "not followed by a name"),
            ("<document><?xml version=\"1.0\"?></document>", "only at the start"),
            ("<document><a/ ></document>", "not finished with '>'"),
            ("<document><a\u{1}/></document>", "control character"),
            ("</document>", "closes no open element"),
            ("<scenes/>", "no <document> element"),
            ("", "the file is empty"),
        ]
        for (xml, expected) in cases {
            let error = problem(Array(xml.utf8))
            #expect(error?.message.contains(expected) == true, "\(xml): \(error?.message ?? "no error")")
            #expect(error?.message.hasSuffix("then reopen it in Interface Builder") == true)
        }
    }

    @Test("Every truncation of a real storyboard is read or refused, never a crash")
    func truncations() throws {
        let bytes = try Array(Data(contentsOf: Paths.app.appendingPathComponent("Main.storyboard")))
        var refused = 0
        for length in stride(from: 0, to: bytes.count, by: 7) {
            if problem(Array(bytes[..<length])) != nil { refused += 1 }
        }
        #expect(refused == (bytes.count + 6) / 7)
        #expect(problem(bytes) == nil)
    }

    @Test("100,000 nested elements are read without recursion")
    func deepNesting() throws {
        let depth = 100_000
        let xml =
            "<document>" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
            + "</document>"
        #expect(problem(Array(xml.utf8)) == nil)
        let unclosed = try #require(problem(Array(("<document>" + String(repeating: "<view>", count: depth)).utf8)))
        #expect(unclosed.message.contains("the file ends before <view> (opened at line 1) is closed"))
    }
}
