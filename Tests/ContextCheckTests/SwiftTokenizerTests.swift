import Testing

@testable import ContextCheckCore

@Suite("SwiftTokenizer")
struct SwiftTokenizerTests {
    func names(_ source: String) -> [String] {
        SwiftDeclarationReader.read(source: source, path: "T.swift").classes.flatMap { declared in
            [declared.name] + declared.properties.map { "\(declared.name).\($0.name)" }
        }
    }

    @Test("A nested block comment hides a class declaration until its last */")
    func nestedComments() {
        #expect(names("/* a /* b */ class Fake {} */ class Real {}") == ["Real"])
    }

    @Test("Braces and keywords inside string literals do not end or start a declaration")
    func stringsHideBraces() {
        let source = """
            class A {
                var brace = "}"
                var keyword = "class Hidden { var x = 1"
                var after = 1
            }
            """
        #expect(names(source) == ["A", "A.brace", "A.keyword", "A.after"])
    }

    @Test("A multi-line string holds quotes, braces and declarations as text")
    func multilineStrings() {
        let source = #"""
            class A {
                var text = """
                    "quoted" } class Hidden {
                    var hidden = 1
                    """
                var after = 2
            }
            """#
        #expect(names(source) == ["A", "A.text", "A.after"])
    }

    @Test("Raw strings end only at their own delimiter; #\"\"\"# is a one-line raw string")
    func rawStrings() {
        let source = """
            class A {
                var raw = #"a "quoted" } \\(not interpolated)"#
                var quote = #\"\"\"#
                var twice = ##"a"#b"##
                var after = 3
            }
            """
        #expect(names(source) == ["A", "A.raw", "A.quote", "A.twice", "A.after"])
        let file = SwiftDeclarationReader.read(source: source, path: "T.swift")
        #expect(file.classes.first?.properties.allSatisfy { $0.inferredType == "String" || $0.name == "after" } == true)
        #expect(file.problems.isEmpty)
    }

    @Test("An interpolation nests parentheses and strings with their own parentheses")
    func interpolation() {
        let source = #"""
            class A {
                var text = "a\(f(")", g("(")))b } \(x)"
                var after = 4
            }
            """#
        #expect(names(source) == ["A", "A.text", "A.after"])
    }

    @Test("Positions count lines through comments and strings, and columns in UTF-8 bytes")
    func positions() throws {
        let source = "/* é\n */ class A {\n    var s = \"\"\"\n    x\n    \"\"\"; /* é */ var b = 1\n}\n"
        let declared = try #require(SwiftDeclarationReader.read(source: source, path: "T.swift").classes.first)
        #expect((declared.position.line, declared.position.column) == (2, 11))
        let b = try #require(declared.properties.last)
        // `    """; /* é */ var ` is 22 bytes (é is 2): the name starts at byte 23.
        #expect((b.name, b.position.line, b.position.column) == ("b", 5, 23))
    }

    @Test("Number literals: separators, hexadecimal, exponents and signs")
    func numbers() throws {
        let source = """
            class A {
                var a = 1_000
                var b = 0x10
                var c = 1e3
                var d = 0x1p3
                var e = -0.5
                var f = 1.5.rounded()
            }
            """
        let properties = try #require(SwiftDeclarationReader.read(source: source, path: "T.swift").classes.first)
            .properties
        #expect(properties.map(\.inferredType) == ["Int", "Int", "Double", "Double", "Double", nil])
        #expect(
            properties.map(\.numberLiteral) == [
                .integer(1000), nil, .floatingPoint(1000), .floatingPoint(8), .floatingPoint(-0.5), nil,
            ])
    }

    @Test("Backticked names keep their backticks and are never keywords")
    func backticks() {
        let source = """
            class A {
                var `default` = 1
                func `class`() {}
                let `var` = 2
            }
            """
        let file = SwiftDeclarationReader.read(source: source, path: "T.swift")
        #expect(file.classes.map(\.name) == ["A"])
        #expect(file.classes.first?.properties.map(\.name) == ["`default`", "`var`"])
        #expect(file.classes.first?.methods == ["`class`"])
    }

    @Test("`>>` closes two generic argument lists, so commas inside them do not split bindings")
    func angleBrackets() throws {
        let source = "class A { var d: Dictionary<String, Array<Int>> = [:], e = 1; var f: (Int) -> Void = { _ in } }"
        let properties = try #require(SwiftDeclarationReader.read(source: source, path: "T.swift").classes.first)
            .properties
        #expect(properties.map(\.name) == ["d", "e", "f"])
        #expect(properties.map(\.declaredType) == ["Dictionary<String, Array<Int>>", nil, "(Int) -> Void"])
        #expect(properties[1].inferredType == "Int")
    }

    @Test("An unterminated string or comment, and unbalanced brackets, are reported at their position")
    func problems() throws {
        func problem(_ source: String) throws -> Diagnostic {
            try #require(SwiftDeclarationReader.read(source: source, path: "T.swift").problems.first)
        }
        let string = try problem("class A {\n    var s = \"open\n}\n")
        #expect((string.position.line, string.position.column) == (2, 13))
        #expect(string.message.contains("the string literal opened at 2:13 is not closed on its line"))
        let comment = try problem("class A {}\n/* never closed\n")
        #expect(comment.position.line == 2)
        #expect(comment.message.contains("is never closed with */"))
        let brace = try problem("class A {\n    func f() {\n}\n")
        #expect((brace.position.line, brace.position.column) == (1, 9))
        #expect(brace.message.contains("'{' at 1:9 is never closed"))
        let closer = try problem("class A {}\n)\n")
        #expect(closer.message.contains("')' closes nothing"))
        for diagnostic in [string, comment, brace, closer] {
            #expect(diagnostic.severity == .warning)
            #expect(diagnostic.message.hasSuffix("To fix, correct the syntax (the compiler reports it too)."))
        }
    }

    @Test("A file ending in '#/\\' is an unclosed regex literal, not an index out of range")
    func regexEndingInBackslash() throws {
        let file = SwiftDeclarationReader.read(source: "class A {}\nlet r = #/\\", path: "T.swift")
        #expect(file.classes.map(\.name) == ["A"])
        let problem = try #require(file.problems.first)
        #expect((problem.position.line, problem.position.column) == (2, 9))
        #expect(problem.message.contains("the regex literal opened at 2:9 is never closed"))
    }

    @Test("An escaped line break in a multi-line extended regex literal is counted as a line")
    func regexEscapedLineBreak() throws {
        for lineEnd in ["\n", "\r", "\r\n"] {
            let source = ["let r = #/", "  a\\", "  b", "/#", "class A {", "    var prepCtxX = 1", "}"]
                .joined(separator: lineEnd)
            let declared = try #require(SwiftDeclarationReader.read(source: source, path: "T.swift").classes.first)
            #expect(declared.position.line == 5, "line end \(Array(lineEnd.utf8))")
            #expect(declared.properties.first?.position.line == 6)
        }
    }

    @Test("An unclosed backtick in a file with CR line ends stops at its line; later declarations are read")
    func unclosedBacktickCarriageReturn() throws {
        let source = "class A {\r    var `x: Int\r    var prepCtxY = 1\r}\rclass B {}\r"
        let file = SwiftDeclarationReader.read(source: source, path: "T.swift")
        #expect(names(source).suffix(2) == ["A.prepCtxY", "B"])
        #expect(names(source) == names(String(source.map { $0 == "\r" ? "\n" : $0 })))
        let problem = try #require(file.problems.first)
        #expect((problem.position.line, problem.position.column) == (2, 9))
        #expect(problem.message.contains("backticked name is never closed"))
    }

    @Test("Interpolations nested 100,000 deep take no stack; the declarations after them are read")
    func deepInterpolation() throws {
        let depth = 100_000
        let nested = String(repeating: #""\("#, count: depth) + "1" + String(repeating: #")""#, count: depth)
        #expect(names("let s = \(nested)\nclass After { var prepCtxA = 1 }") == ["After", "After.prepCtxA"])
        let unclosed = SwiftDeclarationReader.read(source: String(repeating: #""\("#, count: depth), path: "T.swift")
        let problem = try #require(unclosed.problems.first)
        #expect(unclosed.problems.count == 1)
        #expect(problem.message.contains("the string literal opened at 1:1 is never closed"))
    }

    @Test("200,000 unclosed strings build one message, and count them all")
    func boundedMessages() {
        let tokenizer = SwiftTokenizer(String(repeating: "\"\n", count: 200_000))
        #expect(tokenizer.problems.count == 200_000)
        #expect(tokenizer.problems.described == 1)
        #expect(tokenizer.problems.first?.line == 1)
    }
}
