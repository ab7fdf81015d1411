/// What ``StoryboardXMLScanner`` reports while it reads: element starts and ends, in order.
protocol StoryboardXMLHandler: AnyObject {
    /// An element starts at the `<` at `line`:`column`.
    func startElement(_ element: String, attributes: [String: String], line: Int, column: Int)
    /// The element last started (and not yet ended) ends.
    func endElement(_ element: String)
}

/// Why a file is not the XML a storyboard is: where, and what is wrong, in words.
struct StoryboardXMLError: Error {
    var line: Int
    var column: Int
    var message: String
}

/// A strict, non-validating reader of the XML that Interface Builder writes.
///
/// Foundation's `XMLParser` traps or segfaults on some inputs (a byte that is not UTF-8 in a
/// comment or an element name, an empty processing instruction), and a crash there ends the
/// whole check. This reader is plain Swift over the file's bytes: it never traps, whatever the
/// bytes; it takes time linear in the file's size, memory for the open elements only, and no
/// recursion. It reads elements, attributes (with the five predefined entities and character
/// references), text, comments, CDATA sections, processing instructions and a document type
/// declaration (whose internal subset is skipped: storyboards declare no entities). It stops
/// at the first error, with its position: lines end at LF, CR or CR LF, and columns count
/// UTF-8 bytes from 1, as compilers count them.
struct StoryboardXMLScanner {
    /// The file's bytes; every read goes through ``byte(_:)``, which checks the offset.
    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The open elements, innermost last, with the line each starts on.
    private var open: [(name: String, line: Int)] = []
    private var sawRoot = false

    /// Reads `bytes`, reporting elements to `handler`.
    ///
    /// - Throws: The first error, with its position.
    static func scan(_ bytes: UnsafeRawBufferPointer, handler: some StoryboardXMLHandler) throws(StoryboardXMLError) {
        try Self.validate(bytes)
        var scanner = StoryboardXMLScanner(bytes: bytes)
        try scanner.run(handler)
    }

    private init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The byte at `offset`, 0 past the end (a 0 byte inside the file is refused by ``validate(_:)``).
    private func byte(_ offset: Int) -> UInt8 { offset >= 0 && offset < bytes.count ? bytes[offset] : 0 }

    private var atEnd: Bool { index >= bytes.count }
    private var column: Int { index - lineStart + 1 }

    private func failure(_ message: String) -> StoryboardXMLError {
        StoryboardXMLError(line: line, column: column, message: message)
    }

    /// Moves past one byte, or past one line break (LF, CR or CR LF).
    private mutating func advance() {
        let current = byte(index)
        index += 1
        if current == 10 || (current == 13 && byte(index) != 10) {
            line += 1
            lineStart = index
        }
    }

    private mutating func advance(by count: Int) { for _ in 0..<count { advance() } }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { expected in (0..<count).allSatisfy { byte(index + $0) == expected[$0] } }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95 || byte == 58 || byte >= 0x80
    }

    private static func isName(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 48 && byte <= 57) || byte == 45 || byte == 46
    }

    private mutating func skipSpaces() {
        while !atEnd && Self.isSpace(byte(index)) { advance() }
    }

    private var innermost: String? { open.last.map { "<\($0.name)> (opened at line \($0.line))" } }

    private var endOfFile: StoryboardXMLError {
        failure(innermost.map { "the file ends before \($0) is closed" } ?? "the file ends in the middle of a tag")
    }

    // MARK: Bytes

    /// Refuses bytes that are not UTF-8 and characters XML 1.0 does not allow (control
    /// characters other than tab and line breaks, U+FFFE, U+FFFF), at their position.
    private static func validate(_ bytes: UnsafeRawBufferPointer) throws(StoryboardXMLError) {
        var index = 0
        var line = 1
        var lineStart = 0
        func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        func isContinuation(_ offset: Int) -> Bool { offset < bytes.count && bytes[offset] & 0xC0 == 0x80 }
        while index < bytes.count {
            let lead = bytes[index]
            var length = 0
            if lead < 0x80 {
                if lead == 10 || (lead == 13 && byte(index + 1) != 10) {
                    line += 1
                    lineStart = index + 1
                } else if lead < 0x20 && lead != 9 && lead != 13 {
                    throw StoryboardXMLError(
                        line: line, column: index - lineStart + 1,
                        message: "a control character XML does not allow (byte \(lead)); remove it")
                }
                index += 1
                continue
            }
            let second = byte(index + 1)
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = second >= 0xA0 ? 3 : 0
            case 0xED: length = second < 0xA0 ? 3 : 0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xF0: length = second >= 0x90 ? 4 : 0
            case 0xF1...0xF3: length = 4
            case 0xF4: length = second < 0x90 ? 4 : 0
            default: length = 0
            }
            let valid = length > 0 && (1..<length).allSatisfy { isContinuation(index + $0) }
            // U+FFFE and U+FFFF are not XML characters.
            let isNonCharacter = valid && lead == 0xEF && second == 0xBF && byte(index + 2) >= 0xBE
            guard valid && !isNonCharacter else {
                throw StoryboardXMLError(
                    line: line, column: index - lineStart + 1,
                    message: "a byte that is not UTF-8 text (storyboards are UTF-8); re-save the file as UTF-8")
            }
            index += length
        }
    }

    // MARK: Document

    private mutating func run(_ handler: some StoryboardXMLHandler) throws(StoryboardXMLError) {
        // A byte order mark.
        if byte(0) == 0xEF && byte(1) == 0xBB && byte(2) == 0xBF { index = 3 }
        if starts(with: "<?xml") && Self.isSpace(byte(index + 5)) { try xmlDeclaration() }
        while !atEnd {
            if byte(index) != UInt8(ascii: "<") {
                try text()
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else if starts(with: "<![CDATA[") {
                guard !open.isEmpty else { throw failure(outsideRoot) }
                try cdata()
            } else if starts(with: "<!DOCTYPE") {
                guard !sawRoot && open.isEmpty else { throw failure(outsideRoot) }
                try doctype()
            } else if starts(with: "</") {
                try endTag(handler)
            } else {
                guard !sawRoot || !open.isEmpty else { throw failure(outsideRoot) }
                try startTag(handler)
            }
        }
        if !open.isEmpty { throw endOfFile }
    }

    private var outsideRoot: String {
        sawRoot ? "there is content after the end of the root element" : "the file does not start with XML"
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: the encoding, if named, must be UTF-8.
    private mutating func xmlDeclaration() throws(StoryboardXMLError) {
        let start = index
        advance(by: 5)
        var end = index
        while end + 1 < bytes.count && !(byte(end) == UInt8(ascii: "?") && byte(end + 1) == UInt8(ascii: ">")) {
            end += 1
        }
        guard end + 1 < bytes.count else { throw endOfFile }
        let declaration = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        if let range = declaration.range(of: "encoding") {
            let value = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
                .prefix { $0 != "\"" && $0 != "'" && $0 != " " }
            if value.lowercased() != "utf-8" && value.lowercased() != "utf8" {
                throw failure("the file's encoding is not supported (storyboards are UTF-8)")
            }
        }
        while index < end + 2 { advance() }
    }

    /// Character data between tags; only whitespace is allowed outside the root element.
    private mutating func text() throws(StoryboardXMLError) {
        while !atEnd && byte(index) != UInt8(ascii: "<") {
            let current = byte(index)
            if open.isEmpty && !Self.isSpace(current) { throw failure(outsideRoot) }
            if current == UInt8(ascii: "&") {
                _ = try reference()
            } else {
                advance()
            }
        }
    }

    private mutating func skip(past terminator: StaticString) throws(StoryboardXMLError) {
        while !atEnd {
            if starts(with: terminator) {
                advance(by: terminator.utf8CodeUnitCount)
                return
            }
            advance()
        }
        throw endOfFile
    }

    private mutating func comment() throws(StoryboardXMLError) {
        advance(by: 4)
        try skip(past: "-->")
    }

    private mutating func cdata() throws(StoryboardXMLError) {
        advance(by: 9)
        try skip(past: "]]>")
    }

    /// `<?target data?>`: a target name is required, and only the first line may hold `<?xml`.
    private mutating func processingInstruction() throws(StoryboardXMLError) {
        advance(by: 2)
        guard Self.isNameStart(byte(index)) else {
            throw failure("a '<?' is not followed by a name (write < as &lt;)")
        }
        let nameStart = index
        while !atEnd && Self.isName(byte(index)) { advance() }
        if index - nameStart == 3,
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self).lowercased()
                == "xml"
        {
            throw failure("an XML declaration (<?xml … ?>) is allowed only at the start of the file")
        }
        try skip(past: "?>")
    }

    /// `<!DOCTYPE name … [ internal subset ]>`, skipped, with quoted strings and comments in it.
    private mutating func doctype() throws(StoryboardXMLError) {
        advance(by: 9)
        var inSubset = false
        while !atEnd {
            let current = byte(index)
            if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                advance()
                while !atEnd && byte(index) != current { advance() }
                guard !atEnd else { throw endOfFile }
                advance()
            } else if inSubset && starts(with: "<!--") {
                try comment()
            } else if current == UInt8(ascii: "[") {
                inSubset = true
                advance()
            } else if current == UInt8(ascii: "]") {
                inSubset = false
                advance()
            } else if current == UInt8(ascii: ">") && !inSubset {
                advance()
                return
            } else {
                advance()
            }
        }
        throw endOfFile
    }

    // MARK: Tags

    private mutating func name() throws(StoryboardXMLError) -> String {
        guard Self.isNameStart(byte(index)) else {
            if atEnd { throw endOfFile }
            throw failure("a '<' or '&' is not followed by a name (write < as &lt; and & as &amp;)")
        }
        let start = index
        while !atEnd && Self.isName(byte(index)) { advance() }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func startTag(_ handler: some StoryboardXMLHandler) throws(StoryboardXMLError) {
        let (startLine, startColumn) = (line, column)
        advance()
        let element = try name()
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = Self.isSpace(byte(index))
            skipSpaces()
            if atEnd { throw endOfFile }
            if byte(index) == UInt8(ascii: "/") {
                advance()
                guard byte(index) == UInt8(ascii: ">") else {
                    if atEnd { throw endOfFile }
                    throw failure("a tag is not finished with '>'")
                }
                advance()
                sawRoot = true
                handler.startElement(element, attributes: attributes, line: startLine, column: startColumn)
                handler.endElement(element)
                return
            }
            if byte(index) == UInt8(ascii: ">") {
                advance()
                sawRoot = true
                open.append((element, startLine))
                handler.startElement(element, attributes: attributes, line: startLine, column: startColumn)
                return
            }
            guard hadSpace else { throw failure("a tag is not finished with '>'") }
            let attribute = try name()
            skipSpaces()
            guard byte(index) == UInt8(ascii: "=") else {
                if atEnd { throw endOfFile }
                throw failure("an attribute's value is not in matching quotes")
            }
            advance()
            skipSpaces()
            let value = try attributeValue()
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                throw failure("an element has the same attribute twice")
            }
        }
    }

    /// A quoted value, its references replaced and its tabs and line breaks read as spaces.
    private mutating func attributeValue() throws(StoryboardXMLError) -> String {
        let quote = byte(index)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            if atEnd { throw endOfFile }
            throw failure("an attribute's value is not in matching quotes")
        }
        advance()
        var value: [UInt8] = []
        while true {
            guard !atEnd else { throw endOfFile }
            let current = byte(index)
            if current == quote {
                advance()
                return String(decoding: value, as: UTF8.self)
            }
            switch current {
            case UInt8(ascii: "<"):
                throw failure(
                    "a character XML does not allow here: an unescaped '<' or '&' (write &lt; or &amp;), "
                        + "or a control character")
            case UInt8(ascii: "&"):
                value.append(contentsOf: try reference())
            case 13:
                value.append(32)
                advance()
                if byte(index) == 10 { advance() }
            case 9, 10:
                value.append(32)
                advance()
            default:
                value.append(current)
                advance()
            }
        }
    }

    /// `&name;` or `&#…;` at `index`: the UTF-8 bytes it stands for.
    private mutating func reference() throws(StoryboardXMLError) -> [UInt8] {
        let unknown = "an '&' does not start a known entity (write & as &amp;)"
        let (startLine, startColumn) = (line, column)
        advance()
        var body: [UInt8] = []
        while !atEnd && byte(index) != UInt8(ascii: ";") && body.count < 12 {
            let current = byte(index)
            guard Self.isName(current) || current == UInt8(ascii: "#") else { break }
            body.append(current)
            advance()
        }
        guard byte(index) == UInt8(ascii: ";"), !atEnd else {
            throw StoryboardXMLError(line: startLine, column: startColumn, message: unknown)
        }
        advance()
        switch String(decoding: body, as: UTF8.self) {
        case "amp": return [UInt8(ascii: "&")]
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        case let reference where reference.hasPrefix("#"):
            let digits = reference.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, !digits.hasPrefix("+"), !digits.hasPrefix("-"), let scalar = Unicode.Scalar(value),
                value == 9 || value == 10 || value == 13 || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
            else {
                throw StoryboardXMLError(
                    line: startLine, column: startColumn,
                    message: "a character reference names no character XML allows (write & as &amp;)")
            }
            return Array(String(Character(scalar)).utf8)
        default:
            throw StoryboardXMLError(line: startLine, column: startColumn, message: unknown)
        }
    }

    private mutating func endTag(_ handler: some StoryboardXMLHandler) throws(StoryboardXMLError) {
        let (startLine, startColumn) = (line, column)
        advance(by: 2)
        let element = try name()
        skipSpaces()
        guard byte(index) == UInt8(ascii: ">") else {
            if atEnd { throw endOfFile }
            throw failure("a tag is not finished with '>'")
        }
        guard let last = open.last, last.name == element else {
            let message =
                innermost.map { "</\(element)> does not close \($0)" } ?? "</\(element)> closes no open element"
            throw StoryboardXMLError(line: startLine, column: startColumn, message: message)
        }
        advance()
        open.removeLast()
        handler.endElement(element)
    }
}
