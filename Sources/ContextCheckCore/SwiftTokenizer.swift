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
    /// Whether a line break (or a comment holding one) precedes it.
    var newlineBefore: Bool
    /// Whether whitespace or a comment precedes it.
    var spaceBefore: Bool
    /// Whether a word was written in backticks.
    var isBackticked: Bool
    /// The token as written.
    var text: String
    // Offsets and positions in 32 bits, so that a token takes 40 bytes rather than 80: a file
    // of 5 MB of brackets is 5 million tokens. ``SwiftDeclarationReader`` reads files under 2 GB.
    private var storedStart: UInt32
    private var storedEnd: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// Its byte offsets in the file.
    var start: Int { Int(storedStart) }
    var end: Int { Int(storedEnd) }
    /// Its position: line and UTF-8 column, both from 1, as compilers count them.
    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    init(
        kind: Kind, text: String, start: Int, end: Int, line: Int, column: Int, newlineBefore: Bool,
        spaceBefore: Bool, isBackticked: Bool = false
    ) {
        self.kind = kind
        self.text = text
        // Clamped, never trapping; offsets and positions in a file under 2 GB fit exactly.
        storedStart = UInt32(clamping: start)
        storedEnd = UInt32(clamping: end)
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        self.newlineBefore = newlineBefore
        self.spaceBefore = spaceBefore
        self.isBackticked = isBackticked
    }

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

/// The syntax problems of one file, of which only the first by position is reported: it is
/// kept, the others are counted. A message is built only when its problem comes before the
/// one kept, and at most ``describedLimit`` times per file, so that a file of a million
/// unclosed brackets costs neither a million messages nor the memory to hold them.
struct SwiftSyntaxProblems {
    /// How many messages are built at most; past it, a problem found before the kept one
    /// replaces it with a generic message.
    static let describedLimit = 1000

    /// The first problem by position (the first noted among equal positions).
    private(set) var first: SwiftSyntaxProblem?
    /// How many problems were noted.
    private(set) var count = 0
    /// How many messages were built.
    private(set) var described = 0

    /// Whether a problem at `line`:`column` would be kept with its own message: only then
    /// need the caller build one for ``note(line:column:_:)``.
    func wantsMessage(line: Int, column: Int) -> Bool {
        keeps(line: line, column: column) && described < Self.describedLimit
    }

    private func keeps(line: Int, column: Int) -> Bool {
        guard let first else { return true }
        return (line, column) < (first.line, first.column)
    }

    /// Notes a problem, with its message when ``wantsMessage(line:column:)`` said so.
    mutating func note(line: Int, column: Int, _ message: String?) {
        count += 1
        guard keeps(line: line, column: column) else { return }
        if message != nil { described += 1 }
        first = SwiftSyntaxProblem(
            line: line, column: column,
            message: message ?? "a syntax error (one of more than \(Self.describedLimit) in this file)")
    }
}

/// Splits Swift source into ``SwiftToken``s.
///
/// It knows what can hide a brace or a declaration keyword: line comments, nested block
/// comments, string literals — single-line, multi-line (`"""`), raw (`#"…"#`) — with
/// interpolations (`\( … )`, parentheses and strings nested inside), extended regex literals
/// (`#/…/#`) and backticked names. Bare `/…/` regex literals are read as operators.
struct SwiftTokenizer {
    /// The file's UTF-8 bytes.
    let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private(set) var tokens: [SwiftToken] = []
    /// For a string literal without interpolation that the reader takes as one segment (one
    /// line), by token index: its content as written between the quotes; escapes are not
    /// processed. Kept beside the tokens, which it would otherwise make larger.
    private(set) var stringContents: [Int: String] = [:]
    private(set) var problems = SwiftSyntaxProblems()

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

    private mutating func problem(_ message: @autoclosure () -> String, line: Int, column: Int) {
        problems.note(line: line, column: column, problems.wantsMessage(line: line, column: column) ? message() : nil)
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
            if let content { stringContents[tokens.count] = content }
            tokens.append(
                SwiftToken(
                    kind: kind, text: text(start, index), start: start, end: index, line: startLine,
                    column: startColumn, newlineBefore: newline, spaceBefore: space, isBackticked: backticked))
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
            while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != UInt8(ascii: "\n")
                && bytes[index] != UInt8(ascii: "\r")
            {
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

    /// A string literal being read, or an interpolation in one: ``lexString(hashes:)`` keeps
    /// a stack of them rather than recursing, so that any nesting depth takes no stack.
    private enum Frame {
        case string(Literal)
        /// `\(`…`)`: how many parentheses are open in it.
        case interpolation(depth: Int)
    }

    private struct Literal {
        var hashes: Int
        var isMultiline: Bool
        var line: Int
        var column: Int
        var contentStart: Int
        var interpolated = false
    }

    /// Starts a string literal whose first `"` is at `index`, after `hashes` `#`.
    private mutating func openLiteral(hashes: Int) -> Literal {
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
        return Literal(
            hashes: hashes, isMultiline: isMultiline, line: startLine, column: startColumn, contentStart: index)
    }

    /// Reads a string literal whose first `"` is at `index`, after `hashes` `#`, with the
    /// literals nested in its interpolations.
    ///
    /// - Returns: The content of a literal without interpolation that is one segment: a
    ///   single-line literal, or a multi-line one of exactly one line, without the indentation
    ///   of its closing delimiter.
    private mutating func lexString(hashes: Int) -> String? {
        var frames: [Frame] = [.string(openLiteral(hashes: hashes))]
        while let frame = frames.last {
            guard index < bytes.count else {
                // Outermost first: positions ascend, so only the first message is built.
                for case .string(let literal) in frames {
                    problem(
                        "the string literal opened at \(literal.line):\(literal.column) is never closed",
                        line: literal.line, column: literal.column)
                }
                return nil
            }
            switch frame {
            case .string(var literal):
                let current = bytes[index]
                if !literal.isMultiline && (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) {
                    problem(
                        "the string literal opened at \(literal.line):\(literal.column) is not closed on its line",
                        line: literal.line, column: literal.column)
                    frames.removeLast()
                    continue
                }
                if consumeLineBreak() { continue }
                if current == UInt8(ascii: "\\") && hasHashes(literal.hashes, at: index + 1) {
                    index += 1 + literal.hashes
                    if byte(at: index) == UInt8(ascii: "(") {
                        literal.interpolated = true
                        frames[frames.count - 1] = .string(literal)
                        frames.append(.interpolation(depth: 0))
                    } else if index < bytes.count && !consumeLineBreak() {
                        index += 1
                    }
                    continue
                }
                if current == UInt8(ascii: "\"") {
                    let closes =
                        literal.isMultiline
                        ? byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
                            && hasHashes(literal.hashes, at: index + 3)
                        : hasHashes(literal.hashes, at: index + 1)
                    if closes {
                        let contentEnd = index
                        index += (literal.isMultiline ? 3 : 1) + literal.hashes
                        frames.removeLast()
                        guard frames.isEmpty, !literal.interpolated else { continue }
                        return literal.isMultiline
                            ? oneLine(literal.contentStart, contentEnd) : text(literal.contentStart, contentEnd)
                    }
                }
                index += 1
            case .interpolation(let depth):
                if consumeLineBreak() { continue }
                switch bytes[index] {
                case UInt8(ascii: "("):
                    frames[frames.count - 1] = .interpolation(depth: depth + 1)
                    index += 1
                case UInt8(ascii: ")"):
                    index += 1
                    if depth <= 1 {
                        frames.removeLast()
                    } else {
                        frames[frames.count - 1] = .interpolation(depth: depth - 1)
                    }
                case UInt8(ascii: "\""):
                    frames.append(.string(openLiteral(hashes: 0)))
                case UInt8(ascii: "#") where byte(at: index + 1) == UInt8(ascii: "\""):
                    index += 1
                    frames.append(.string(openLiteral(hashes: 1)))
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                    skipBlockComment()
                default:
                    index += 1
                }
            }
        }
        return nil
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
                // An escaped line break is still a line break.
                index += 1
                if index < bytes.count && !consumeLineBreak() { index += 1 }
                continue
            }
            if !consumeLineBreak() { index += 1 }
        }
        problem(
            "the regex literal opened at \(startLine):\(startColumn) is never closed", line: startLine,
            column: startColumn)
    }
}
