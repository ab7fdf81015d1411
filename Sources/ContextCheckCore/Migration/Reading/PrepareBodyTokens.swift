/// Token helpers of ``PrepareBodyReader`` the rules share: comma-separated parts, texts, string
/// literals, the names a range mentions and a string's interpolations.
extension PrepareBodyReader {

    /// The parts of `range` between its top-level commas (a comma inside parentheses, brackets
    /// or braces does not split): a condition list, an argument list. `nil` when a group opened
    /// in `range` closes after it.
    func commaSeparated(_ range: Range<Int>) -> [Range<Int>]? {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].kind == .punctuation, partner[index] > index {
                guard partner[index] < range.upperBound else { return nil }
                index = partner[index] + 1
                continue
            }
            if tokens[index].isMark(",") {
                parts.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound || !parts.isEmpty { parts.append(start..<range.upperBound) }
        return parts
    }

    /// The indices of `range`'s tokens outside its bracketed groups, in order: a group opened in
    /// `range` (its brackets included) is skipped whole, through its partner. Linear in `range`.
    func topLevel(_ range: Range<Int>) -> some Sequence<Int> {
        var index = range.lowerBound
        return AnyIterator { () -> Int? in
            while index < range.upperBound, partner[index] > index { index = partner[index] + 1 }
            guard index < range.upperBound else { return nil }
            defer { index += 1 }
            return index
        }
    }

    /// The `=` of an assignment at the top level of `range` (outside brackets), if any.
    func topLevelAssignment(_ range: Range<Int>) -> Int? {
        for index in topLevel(range) {
            if tokens[index].isMark("=") { return index }
            if tokens[index].isMark("{") { return nil }
        }
        return nil
    }

    /// The texts of `range`'s tokens.
    func texts(_ range: Range<Int>) -> [String] {
        let clamped = range.clamped(to: 0..<tokens.count)
        return tokens[clamped].map(\.text)
    }

    /// The content of a string literal token without interpolation, `nil` for any other.
    func stringLiteral(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .string else { return nil }
        return stringContents[index]
    }

    /// The names `range` reads (identifiers that are not members), the code of its string
    /// interpolations included; `nil` when an interpolation cannot be read.
    func mentionedNames(_ range: Range<Int>, depth: Int = 0) -> Set<String>? {
        var names = Set<String>()
        for index in range.clamped(to: 0..<tokens.count) {
            let token = tokens[index]
            if token.kind == .identifier, index == 0 || !tokens[index - 1].isMark(".") { names.insert(token.text) }
            if token.kind == .string {
                guard let parts = interpolations(index), depth < 4 || parts.isEmpty else { return nil }
                for part in parts {
                    let inner = PrepareBodyReader(source: part)
                    guard let found = inner.mentionedNames(0..<inner.tokens.count, depth: depth + 1) else { return nil }
                    names.formUnion(found)
                }
            }
        }
        return names
    }

    /// Literals longer than this are not looked into: ``interpolations(_:)`` returns `nil`.
    static let maximumInterpolatedLiteral = 4096

    /// The source of each interpolation (`\( … )`, `\#( … )` in a raw literal) of the string
    /// literal token at `index`, outermost ones only: what the literal evaluates besides its
    /// text. `[]` for a literal without any; `nil` when it cannot be read (too long, or an
    /// interpolation that does not close), which a reader must take as unknown code.
    func interpolations(_ index: Int) -> [String]? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .string else { return [] }
        let bytes = Array(tokens[index].text.utf8)
        guard bytes.count <= Self.maximumInterpolatedLiteral else { return nil }
        let hashes = bytes.prefix { $0 == UInt8(ascii: "#") }.count
        var result: [String] = []
        var position = hashes
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            let after = position + 1 + hashes
            guard after < bytes.count, bytes[(position + 1)..<after].allSatisfy({ $0 == UInt8(ascii: "#") }) else {
                position += 1
                continue
            }
            guard bytes[after] == UInt8(ascii: "(") else {
                // An escape: its next character is never the start of another one.
                position = after + 1
                continue
            }
            // The interpolation's code up to its closing parenthesis, nested strings and groups
            // read by the tokenizer.
            let rest = String(decoding: bytes[(after + 1)...], as: UTF8.self)
            let inner = SwiftTokenizer(rest).tokens
            var depth = 0
            var close: Int?
            for token in inner where token.kind == .punctuation {
                if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                if token.text == ")" || token.text == "]" || token.text == "}" {
                    if depth == 0 {
                        close = token.start
                        break
                    }
                    depth -= 1
                }
            }
            guard let close else { return nil }
            result.append(String(decoding: Array(rest.utf8)[..<close], as: UTF8.self))
            position = after + 1 + close + 1
        }
        return result
    }
}
