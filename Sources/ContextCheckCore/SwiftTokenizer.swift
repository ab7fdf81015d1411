/// One token of Swift source: a word, a literal, an operator or a punctuation mark.
///
/// Comments and whitespace are not tokens; ``newlineBefore`` and ``spaceBefore`` say whether
/// they separate a token from the one before it.
struct SwiftToken {
    enum Kind: UInt8 {
        /// A word: an identifier, a keyword or a contextual keyword. Backticked names keep their
        /// backticks in ``SwiftToken/text``.
        case identifier
        /// `#if`, `#else`, `#selector`, …
        case pound
        case integer
        case float
        case string
        /// A run of operator characters; `<` and `>` are always tokens of their own, so that
        /// generic argument lists balance.
        case `operator`
        /// `->`.
        case arrow
        /// `( ) [ ] { } , ; : . @ \` and anything the tokenizer does not know.
        case punctuation
    }

    var kind: Kind
    /// The token as written.
    var text: String
    /// Its byte offsets in the file.
    var start: Int
    var end: Int
    /// Its position: line and UTF-8 column, both from 1, as compilers count them.
    var line: Int
    var column: Int
    /// Whether a line break (or a comment holding one) precedes it.
    var newlineBefore: Bool
    /// Whether whitespace or a comment precedes it.
    var spaceBefore: Bool
    /// For a string literal without interpolation that the reader takes as one segment (one
    /// line), its content as written between the quotes: escapes are not processed.
    var stringContent: String?
    /// Whether a word was written in backticks.
    var isBackticked = false

    /// Whether the token is the word `word`, not backticked.
    func isWord(_ word: String) -> Bool { kind == .identifier && !isBackticked && text == word }

    /// Whether the token is the punctuation or operator `mark`.
    func isMark(_ mark: String) -> Bool {
        (kind == .punctuation || kind == .operator || kind == .arrow) && text == mark
    }
}

/// A problem the tokenizer or the scanner saw: the first one becomes a warning.
struct SwiftSyntaxProblem {
    var line: Int
    var column: Int
    var message: String
}

/// Splits Swift source into ``SwiftToken``s.
///
/// It knows what can hide a brace or a declaration keyword: line comments, nested block
/// comments, string literals — single-line, multi-line (`"""`), raw (`#"…"#`) — with
/// interpolations (`\( … )`, parentheses and strings nested inside), extended regex literals
/// (`#/…/#`) and backticked names. Bare `/…/` regex literals are read as operators.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private(set) var tokens: [SwiftToken] = []
    private(set) var problems: [SwiftSyntaxProblem] = []

    /// Tokenizes `source`.
    init(_ source: String) {
        bytes = Array(source.utf8)
        run()
    }

    private var column: Int { index - lineStart + 1 }

    private func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private mutating func problem(_ message: String, line: Int, column: Int) {
        problems.append(SwiftSyntaxProblem(line: line, column: column, message: message))
    }

    /// Consumes one line break at `index`, if there is one.
    private mutating func consumeLineBreak() -> Bool {
        switch byte(at: index) {
        case UInt8(ascii: "\n"):
            index += 1
        case UInt8(ascii: "\r"):
            index += byte(at: index + 1) == UInt8(ascii: "\n") ? 2 : 1
        default:
            return false
        }
        line += 1
        lineStart = index
        return true
    }

    private mutating func run() {
        var newline = true
        var space = false
        while index < bytes.count {
            let current = bytes[index]
            if consumeLineBreak() {
                newline = true
                space = true
                continue
            }
            if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == 0x0B || current == 0x0C
                || current == 0
            {
                index += 1
                space = true
                continue
            }
            if current == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                    index += 1
                }
                space = true
                continue
            }
            if current == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                let startLine = line
                skipBlockComment()
                newline = newline || line != startLine
                space = true
                continue
            }
            let start = index
            let (startLine, startColumn) = (line, column)
            var content: String?
            var backticked = false
            let kind = lexToken(content: &content, backticked: &backticked)
            tokens.append(
                SwiftToken(
                    kind: kind, text: text(start, index), start: start, end: index, line: startLine,
                    column: startColumn, newlineBefore: newline, spaceBefore: space, stringContent: content,
                    isBackticked: backticked))
            newline = false
            space = false
        }
    }

    private mutating func skipBlockComment() {
        let (startLine, startColumn) = (line, column)
        index += 2
        var depth = 1
        while index < bytes.count {
            if consumeLineBreak() { continue }
            if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        problem(
            "the block comment opened at \(startLine):\(startColumn) is never closed with */",
            line: startLine, column: startColumn)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static let operatorBytes = Set("/=-+!*%&|^~?".utf8)

    private mutating func lexToken(content: inout String?, backticked: inout Bool) -> SwiftToken.Kind {
        let current = bytes[index]
        if Self.isDigit(current) { return lexNumber() }
        if Self.isIdentifierByte(current) {
            while index < bytes.count && Self.isIdentifierByte(bytes[index]) { index += 1 }
            return .identifier
        }
        switch current {
        case UInt8(ascii: "`"):
            let (startLine, startColumn) = (line, column)
            index += 1
            while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != UInt8(ascii: "\n") {
                index += 1
            }
            if byte(at: index) == UInt8(ascii: "`") {
                index += 1
            } else {
                problem("the backticked name is never closed with `", line: startLine, column: startColumn)
            }
            backticked = true
            return .identifier
        case UInt8(ascii: "\""):
            content = lexString(hashes: 0)
            return .string
        case UInt8(ascii: "#"):
            var hashes = 0
            while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            let next = byte(at: index + hashes)
            if next == UInt8(ascii: "\"") {
                index += hashes
                content = lexString(hashes: hashes)
                return .string
            }
            if next == UInt8(ascii: "/") {
                lexRegex(hashes: hashes)
                return .string
            }
            index += 1
            while index < bytes.count && Self.isIdentifierByte(bytes[index]) { index += 1 }
            return .pound
        case UInt8(ascii: "-") where byte(at: index + 1) == UInt8(ascii: ">"):
            index += 2
            return .arrow
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            index += 1
            return .operator
        case UInt8(ascii: "."):
            guard byte(at: index + 1) == UInt8(ascii: ".") else {
                index += 1
                return .punctuation
            }
            while byte(at: index) == UInt8(ascii: ".") { index += 1 }
            lexOperatorRun()
            return .operator
        case _ where Self.operatorBytes.contains(current):
            index += 1
            lexOperatorRun()
            return .operator
        default:
            index += 1
            return .punctuation
        }
    }

    /// Operator characters up to a comment, `<`, `>` or `->`.
    private mutating func lexOperatorRun() {
        while index < bytes.count, Self.operatorBytes.contains(bytes[index]) {
            if bytes[index] == UInt8(ascii: "/")
                && (byte(at: index + 1) == UInt8(ascii: "/") || byte(at: index + 1) == UInt8(ascii: "*"))
            {
                return
            }
            if bytes[index] == UInt8(ascii: "-") && byte(at: index + 1) == UInt8(ascii: ">") { return }
            index += 1
        }
    }

    private mutating func lexNumber() -> SwiftToken.Kind {
        var isFloat = false
        let radix = byte(at: index) == UInt8(ascii: "0") ? byte(at: index + 1) : 0
        let isHex = radix == UInt8(ascii: "x")
        if radix == UInt8(ascii: "x") || radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") { index += 2 }
        func isBody(_ byte: UInt8) -> Bool {
            Self.isDigit(byte) || byte == UInt8(ascii: "_")
                || (isHex
                    && ((byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
                        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))))
        }
        while index < bytes.count && isBody(bytes[index]) { index += 1 }
        if byte(at: index) == UInt8(ascii: "."), isBody(byte(at: index + 1)), byte(at: index + 1) != UInt8(ascii: "_") {
            isFloat = true
            index += 1
            while index < bytes.count && isBody(bytes[index]) { index += 1 }
        }
        let exponent = byte(at: index)
        let isExponent =
            isHex
            ? (exponent == UInt8(ascii: "p") || exponent == UInt8(ascii: "P"))
            : (exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E"))
        if isExponent {
            let sign = byte(at: index + 1)
            let digitAt = sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") ? index + 2 : index + 1
            if Self.isDigit(byte(at: digitAt)) {
                isFloat = true
                index = digitAt
                while index < bytes.count && (Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_")) {
                    index += 1
                }
            }
        }
        // A suffix such as `1a` is one (invalid) token, as the compiler sees it.
        while index < bytes.count && Self.isIdentifierByte(bytes[index]) { index += 1 }
        return isFloat ? .float : .integer
    }

    /// Whether `hashes` `#` follow `offset`.
    private func hasHashes(_ hashes: Int, at offset: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    /// Reads a string literal whose first `"` is at `index`, after `hashes` `#`.
    ///
    /// - Returns: The content of a literal without interpolation that is one segment: a
    ///   single-line literal, or a multi-line one of exactly one line, without the indentation
    ///   of its closing delimiter.
    private mutating func lexString(hashes: Int) -> String? {
        let (startLine, startColumn) = (line, column - hashes)
        // `"""` opens a multi-line literal only when the line ends after it: `#"""#` is `"`.
        var isMultiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        if isMultiline {
            var after = index + 3
            while byte(at: after) == UInt8(ascii: " ") || byte(at: after) == UInt8(ascii: "\t") { after += 1 }
            isMultiline =
                after >= bytes.count || byte(at: after) == UInt8(ascii: "\n") || byte(at: after) == UInt8(ascii: "\r")
        }
        index += isMultiline ? 3 : 1
        let contentStart = index
        var interpolated = false
        while true {
            guard index < bytes.count else {
                problem(
                    "the string literal opened at \(startLine):\(startColumn) is never closed",
                    line: startLine, column: startColumn)
                return nil
            }
            let current = bytes[index]
            if !isMultiline && (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) {
                problem(
                    "the string literal opened at \(startLine):\(startColumn) is not closed on its line",
                    line: startLine, column: startColumn)
                return nil
            }
            if consumeLineBreak() { continue }
            if current == UInt8(ascii: "\\") && hasHashes(hashes, at: index + 1) {
                index += 1 + hashes
                if byte(at: index) == UInt8(ascii: "(") {
                    interpolated = true
                    skipInterpolation()
                } else if index < bytes.count && !consumeLineBreak() {
                    index += 1
                }
                continue
            }
            if current == UInt8(ascii: "\"") {
                let closes =
                    isMultiline
                    ? byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
                        && hasHashes(hashes, at: index + 3)
                    : hasHashes(hashes, at: index + 1)
                if closes {
                    let contentEnd = index
                    index += (isMultiline ? 3 : 1) + hashes
                    guard !interpolated else { return nil }
                    return isMultiline ? oneLine(contentStart, contentEnd) : text(contentStart, contentEnd)
                }
            }
            index += 1
        }
    }

    /// The one line of a multi-line literal's content, without its closing indentation.
    private func oneLine(_ start: Int, _ end: Int) -> String? {
        let lines = text(start, end).split(separator: "\n", omittingEmptySubsequences: false)
        // The opening line is empty; then one content line; then the closing indentation.
        guard lines.count == 3, lines[0].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return nil }
        let indentation = lines[2]
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        var content = Substring(lines[1])
        if content.hasSuffix("\r") { content = content.dropLast() }
        return String(content.hasPrefix(indentation) ? content.dropFirst(indentation.count) : content)
    }

    /// Skips `( … )` inside a string, with nested parentheses, strings and comments.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            if consumeLineBreak() { continue }
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                _ = lexString(hashes: 0)
            case UInt8(ascii: "#") where byte(at: index + 1) == UInt8(ascii: "\""):
                index += 1
                _ = lexString(hashes: 1)
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                index += 1
            }
        }
    }

    /// Skips an extended regex literal `#/ … /#`.
    private mutating func lexRegex(hashes: Int) {
        let (startLine, startColumn) = (line, column)
        index += hashes + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && hasHashes(hashes, at: index + 1) {
                index += 1 + hashes
                return
            }
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if !consumeLineBreak() { index += 1 }
        }
        problem(
            "the regex literal opened at \(startLine):\(startColumn) is never closed", line: startLine,
            column: startColumn)
    }
}
