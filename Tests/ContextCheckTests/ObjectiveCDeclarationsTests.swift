import Testing

@testable import ContextCheckCore

@Suite("ObjectiveCDeclarations")
struct ObjectiveCDeclarationsTests {
    @Test("20,000 @interface blocks without @end are read in linear time, each body up to the next block")
    func blocksWithoutEnd() throws {
        let source = String(repeating: "@interface A : B\n- (void)x:(int)y;\n", count: 20_000) + "@interface C : D\n"
        let classes = ObjectiveCDeclarationReader.read(source: source, path: "A.m")
        #expect(classes.map(\.name) == ["A", "C"])
        #expect(classes.first?.inherited == ["B"])
        #expect(classes.first?.selectors == ["x:"])
    }

    @Test("20,000 unclosed protocol lists and 200,000 blank lines do not make the patterns quadratic")
    func unclosedProtocolLists() {
        let unclosed = String(repeating: "@interface A <", count: 20_000)
        #expect(ObjectiveCDeclarationReader.read(source: unclosed, path: "A.h").map(\.name) == ["A"])
        let methods = String(repeating: "- (\n", count: 20_000) + String(repeating: "\n", count: 200_000)
        let blank = "@interface A : B\n" + methods + "- (void)y:(int)z;\n@end\n"
        let classes = ObjectiveCDeclarationReader.read(source: blank, path: "A.h")
        #expect(classes.first?.selectors == ["y:"])
    }
}
