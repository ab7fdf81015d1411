/// One token of Swift source: a word, a literal, an operator or a punctuation mark.
///
/// Comments and whitespace are not tokens; ``newlineBefore`` and ``spaceBefore`` say whether
/// they separate a token from the one before it.
///
/// A token is a view into ``SwiftTokens``, which stores the file's tokens column by column;
/// its ``text``, ``line`` and ``column`` are computed when asked for.
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

    private let storage: SwiftTokens.Storage
    private let flags: UInt8
    /// Its byte offsets in the file.
    let start: Int
    let end: Int

    fileprivate init(_ storage: SwiftTokens.Storage, at index: Int) {
        self.storage = storage
        flags = storage.flags[index]
        start = Int(storage.starts[index])
        end = Int(storage.ends[index])
    }

    var kind: Kind { Kind(rawValue: flags & SwiftTokens.kindMask) ?? .punctuation }
    /// Whether a line break (or a comment holding one) precedes it.
    var newlineBefore: Bool { flags & SwiftTokens.newlineBit != 0 }
    /// Whether whitespace or a comment precedes it.
    var spaceBefore: Bool { flags & SwiftTokens.spaceBit != 0 }
    /// Whether a word was written in backticks.
    var isBackticked: Bool { flags & SwiftTokens.backtickBit != 0 }
    /// The token as written.
    var text: String {
        // Most tokens of a file of brackets are one ASCII byte: their strings are made once.
        if end - start == 1, case let byte = storage.bytes[start], byte < 0x80 { return Self.ascii[Int(byte)] }
        return String(decoding: storage.bytes[start..<end], as: UTF8.self)
    }

    private static let ascii = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
    /// Its position: line and UTF-8 column, both from 1, as compilers count them.
    var line: Int { storage.lineIndex(of: start) + 1 }
    var column: Int {
        let line = storage.lineIndex(of: start)
        return start - (line == 0 ? 0 : Int(storage.lineStarts[line - 1])) + 1
    }

    /// Whether the token is the word `word`, not backticked.
    func isWord(_ word: String) -> Bool { kind == .identifier && !isBackticked && isText(word) }

    /// Whether the token is the punctuation or operator `mark`.
    func isMark(_ mark: String) -> Bool {
        (kind == .punctuation || kind == .operator || kind == .arrow) && isText(mark)
    }

    /// Whether the token is written `text`, compared byte for byte without building a string.
    private func isText(_ text: String) -> Bool { text.utf8.elementsEqual(storage.bytes[start..<end]) }
}

/// The tokens of one file, a collection of ``SwiftToken``.
///
/// Stored column by column, 9 bytes a token — its kind and flags in one byte, its start and end
/// offsets in 32 bits each — and 4 bytes a line, rather than as an array of tokens each holding
/// its text: a file of 5 MB of brackets is 5 million tokens. The text is read from the file's
/// bytes, which the tokens share; a line and a column are found by a binary search over where
/// the lines start. ``SwiftDeclarationReader`` reads files under 2 GB, whose offsets fit.
struct SwiftTokens: RandomAccessCollection {
    static let kindMask: UInt8 = 0x07
    static let newlineBit: UInt8 = 0x08
    static let spaceBit: UInt8 = 0x10
    static let backtickBit: UInt8 = 0x20
    /// Set on a single-line string literal without interpolation: its content is its text
    /// between the quotes and the `#`s.
    static let contentBit: UInt8 = 0x40

    /// The columns, shared by every ``SwiftToken`` read from them.
    final class Storage {
        let bytes: [UInt8]
        let flags: [UInt8]
        let starts: [UInt32]
        let ends: [UInt32]
        /// Where each line after the first starts, ascending.
        let lineStarts: [UInt32]
        /// The content of one-line multi-line string literals without interpolation, by token.
        let multilineContents: [Int: String]

        init(
            bytes: [UInt8], flags: [UInt8], starts: [UInt32], ends: [UInt32], lineStarts: [UInt32],
            multilineContents: [Int: String]
        ) {
            self.bytes = bytes
            self.flags = flags
            self.starts = starts
            self.ends = ends
            self.lineStarts = lineStarts
            self.multilineContents = multilineContents
        }

        /// The line of `offset`, from 0: how many lines start at or before it after the first.
        func lineIndex(of offset: Int) -> Int {
            var (low, high) = (0, lineStarts.count)
            while low < high {
                let middle = (low + high) / 2
                if Int(lineStarts[middle]) <= offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    fileprivate let storage: Storage

    fileprivate init(_ storage: Storage) { self.storage = storage }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.flags.count }
    subscript(index: Int) -> SwiftToken { SwiftToken(storage, at: index) }
    // The collection's defaults, written for `Int` indices: the reader calls them per token.
    var count: Int { storage.flags.count }
    var indices: Range<Int> { 0..<storage.flags.count }
    func index(after index: Int) -> Int { index + 1 }
    func index(before index: Int) -> Int { index - 1 }

    /// For a string literal without interpolation that the reader takes as one segment (one
    /// line): its content as written between the quotes; escapes are not processed.
    func stringContent(at index: Int) -> String? {
        let flags = storage.flags[index]
        guard flags & Self.contentBit != 0 else { return storage.multilineContents[index] }
        let (start, end) = (Int(storage.starts[index]), Int(storage.ends[index]))
        var hashes = 0
        while storage.bytes[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        return String(decoding: storage.bytes[(start + hashes + 1)..<(end - hashes - 1)], as: UTF8.self)
    }
}

/// The string literal contents of ``SwiftTokens``, by token index, as ``SwiftTokenizer/stringContents``
/// gives them.
struct SwiftStringContents {
    fileprivate let tokens: SwiftTokens

    /// The content of the literal at token `index`, if it is one segment without interpolation.
    subscript(index: Int) -> String? {
        index >= 0 && index < tokens.count ? tokens.stringContent(at: index) : nil
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
    // The columns of ``tokens`` while they are read.
    private var flags: [UInt8] = []
    private var starts: [UInt32] = []
    private var ends: [UInt32] = []
    private var lineStarts: [UInt32] = []
    private var multilineContents: [Int: String] = [:]
    /// The file's tokens.
    private(set) var tokens: SwiftTokens
    private(set) var problems = SwiftSyntaxProblems()

    /// For a string literal without interpolation that the reader takes as one segment (one
    /// line), by token index: its content as written between the quotes; escapes are not
    /// processed.
    var stringContents: SwiftStringContents { SwiftStringContents(tokens: tokens) }

    /// Tokenizes `source`.
    init(_ source: String) { self.init(utf8: Array(source.utf8)) }

    /// Tokenizes the UTF-8 text `utf8`, which the tokens share.
    init(utf8: [UInt8]) {
        bytes = utf8
        tokens = SwiftTokens(
            SwiftTokens.Storage(bytes: [], flags: [], starts: [], ends: [], lineStarts: [], multilineContents: [:]))
        run()
        // Clamped, never trapping; offsets in a file under 2 GB fit exactly.
        tokens = SwiftTokens(
            SwiftTokens.Storage(
                bytes: bytes, flags: flags, starts: starts, ends: ends, lineStarts: lineStarts,
                multilineContents: multilineContents))
        (flags, starts, ends, lineStarts, multilineContents) = ([], [], [], [], [:])
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
        lineStarts.append(UInt32(clamping: index))
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
            var content: Content?
            var backticked = false
            let kind = lexToken(content: &content, backticked: &backticked)
            var flag = kind.rawValue
            if newline { flag |= SwiftTokens.newlineBit }
            if space { flag |= SwiftTokens.spaceBit }
            if backticked { flag |= SwiftTokens.backtickBit }
            switch content {
            case .asWritten: flag |= SwiftTokens.contentBit
            case .multiline(let text): multilineContents[flags.count] = text
            case nil: break
            }
            flags.append(flag)
            // Clamped, never trapping; offsets in a file under 2 GB fit exactly.
            starts.append(UInt32(clamping: start))
            ends.append(UInt32(clamping: index))
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

    private mutating func lexToken(content: inout Content?, backticked: inout Bool) -> SwiftToken.Kind {
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

    /// The content of a string literal that is one segment without interpolation.
    private enum Content {
        /// A single-line literal's: its text between the quotes.
        case asWritten
        /// A multi-line literal's one line, without the indentation of its closing delimiter.
        case multiline(String)
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
    private mutating func lexString(hashes: Int) -> Content? {
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
                        guard literal.isMultiline else { return .asWritten }
                        return oneLine(literal.contentStart, contentEnd).map(Content.multiline)
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
