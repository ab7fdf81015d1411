/// Statement-level reading of `prepare(for:sender:)` overrides, for `context-check migrate`.
///
/// It works on the tokens of ``SwiftTokenizer`` and reads only what the migration needs: the
/// scopes (classes, extensions) of a file, each `prepare(for:sender:)` override in them, and
/// each override's body as a tree of statements — `if` chains, `guard`, `switch` and its cases,
/// and simple statements, each kept as a range of tokens. Loops, `do`, `defer` and blocks
/// nested deeper than ``PrepareBodyReader/maximumDepth`` are read as opaque statements.
///
/// The reading is linear in the number of tokens: brackets are matched once for the file, and
/// each block is split into statements once, skipping nested groups through their matching
/// bracket. Its recursion is bounded by ``PrepareBodyReader/maximumDepth``; nothing in it
/// traps on any input (an unbalanced body is reported as unreadable instead).
struct PrepareBodyReader {
    /// Blocks nested deeper than this are opaque statements.
    static let maximumDepth = 16
    /// Bodies longer than this are left as they are: the planner's checks compare statements
    /// pairwise, so a bound on the body bounds them.
    static let maximumBodyTokens = 6000

    let tokens: SwiftTokens
    let stringContents: SwiftStringContents
    /// For each opening bracket, the index of its closing bracket; -1 when unmatched (and for
    /// every other token).
    let partner: [Int]

    /// Tokenizes `source` and matches its brackets.
    init(source: String) {
        let tokenizer = SwiftTokenizer(source)
        tokens = tokenizer.tokens
        stringContents = tokenizer.stringContents
        partner = Self.matchBrackets(tokens)
    }

    private static func matchBrackets(_ tokens: SwiftTokens) -> [Int] {
        var partner = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for index in tokens.indices where tokens[index].kind == .punctuation {
            switch tokens[index].text {
            case "(", "[", "{":
                open.append(index)
            case ")", "]", "}":
                let expected = tokens[index].text == ")" ? "(" : tokens[index].text == "]" ? "[" : "{"
                // A stray closer leaves the open brackets as they are; an unclosed opener stays -1.
                if let last = open.last, tokens[last].text == expected {
                    open.removeLast()
                    partner[last] = index
                }
            default:
                break
            }
        }
        return partner
    }

    // MARK: Scopes and overrides

    /// A class, struct, enum, actor or extension body.
    struct Scope {
        /// `class`, `struct`, `enum`, `actor`, `extension` or `protocol`.
        var keyword: String
        /// The declared (or extended) name, dotted for a nested extension.
        var name: String
        /// The keyword's token.
        var keywordIndex: Int
        /// The tokens of the inheritance clause (after `:`, before `{` or `where`).
        var inheritance: Range<Int>?
        /// The braces.
        var open: Int
        var close: Int
    }

    /// A `prepare(for:sender:)` override.
    struct PrepareFunction {
        /// The innermost scope holding it.
        var scope: Scope
        /// The segue parameter's name in the body (`segue`).
        var segueName: String
        /// The sender parameter's name in the body (`sender`).
        var senderName: String
        /// Whether the segue is an `NSStoryboardSegue`.
        var isAppKit: Bool
        /// The first token of the declaration (an attribute or a modifier, else `func`).
        var declarationStart: Int
        /// The body's braces.
        var open: Int
        var close: Int
        /// The body's statements.
        var statements: [Statement]
        /// Why the body cannot be read statement by statement, if it cannot.
        var unreadable: String?
    }

    /// One statement of a body.
    struct Statement {
        indirect enum Kind {
            /// An expression, a declaration, an assignment, a `return`.
            case simple
            /// `if … { } else if … { } else { }`.
            case ifChain(clauses: [IfClause], elseBlock: Block?)
            /// `guard … else { }`.
            case guardStatement(conditions: Range<Int>, elseBlock: Block)
            /// `switch subject { case …: … }`.
            case switchStatement(subject: Range<Int>, cases: [SwitchCase], close: Int)
            /// A loop, a `do`, a `defer`, a block nested too deep: not looked into.
            case opaque
        }

        var kind: Kind
        /// Every token of the statement, a trailing `;` excluded.
        var tokens: Range<Int>
    }

    /// One clause of an `if` chain.
    struct IfClause {
        /// The `if` token.
        var keyword: Int
        /// The condition list.
        var conditions: Range<Int>
        var block: Block
    }

    /// A braced block.
    struct Block {
        var open: Int
        var close: Int
        var statements: [Statement]
    }

    /// One `case` or `default` of a `switch`.
    struct SwitchCase {
        /// The `case` or `default` token (`@unknown` before it is part of the case).
        var keyword: Int
        /// The patterns (and `where` clause) between `case` and `:`; empty for `default`.
        var patterns: Range<Int>
        /// Whether it is `default`.
        var isDefault: Bool
        var statements: [Statement]
        /// The tokens of the whole case, up to the next case or the switch's `}`.
        var tokens: Range<Int>
    }

    /// The scopes of the file and every `prepare(for:sender:)` override in a class or extension.
    func prepareFunctions() -> (scopes: [Scope], functions: [PrepareFunction]) {
        var scopes: [Scope] = []
        var open: [Scope] = []
        var found: [PrepareFunction] = []
        // The `#if`s open at each point, and how many were open where each scope's body starts.
        var directives: [Int] = []
        var directivesAtScope: [Int: Int] = [:]
        var index = 0
        while index < tokens.count {
            while let last = open.last, last.close < index { open.removeLast() }
            let token = tokens[index]
            if token.kind == .pound, token.text == "#if" { directives.append(index) }
            if token.kind == .pound, token.text == "#endif", !directives.isEmpty { directives.removeLast() }
            if token.kind == .identifier, !token.isBackticked,
                ["class", "struct", "enum", "actor", "extension", "protocol"].contains(token.text),
                let scope = scope(at: index)
            {
                scopes.append(scope)
                open.append(scope)
                directivesAtScope[scope.open] = directives.count
                index = scope.open + 1
                continue
            }
            if token.isWord("func"), index + 2 < tokens.count, tokens[index + 1].isWord("prepare"),
                tokens[index + 2].isMark("("), let scope = open.last,
                scope.keyword == "class" || scope.keyword == "extension",
                var function = prepareFunction(at: index, in: scope)
            {
                // Inside an `#if` of the class's (or the extension's) body: in the other
                // configurations the class has no such override, and would gain the delivery the
                // migration adds to it. (An extension under `#if` is refused where its hook is placed:
                // ExtensionHooks.swift.)
                if directives.count > directivesAtScope[scope.open] ?? 0, function.unreadable == nil {
                    let directive = tokens[directives[directivesAtScope[scope.open] ?? 0]]
                    function.unreadable =
                        "it is declared under the '#if' at \(directive.line):\(directive.column), and the class "
                        + "would gain its deliveries in the other configurations too"
                    function.statements = []
                }
                found.append(function)
                index = function.close + 1
                continue
            }
            index += 1
        }
        return (scopes, found)
    }

    private func scope(at keyword: Int) -> Scope? {
        let text = tokens[keyword].text
        var name = keyword + 1
        guard name < tokens.count, tokens[name].kind == .identifier, !tokens[name].isWord("func"),
            !tokens[name].isWord("var"), !tokens[name].isWord("let"), !tokens[name].isWord("case")
        else { return nil }
        // `class` as a modifier (`class func`, `class var`) is not a scope, nor `x.class`.
        if keyword > 0, tokens[keyword - 1].isMark(".") { return nil }
        var written = tokens[name].text
        if text == "extension" {
            while name + 2 < tokens.count, tokens[name + 1].isMark("."), tokens[name + 2].kind == .identifier {
                written += "." + tokens[name + 2].text
                name += 2
            }
        }
        var index = name + 1
        var inheritanceStart: Int?
        var angle = 0
        // The body is the first `{` at this level; give up at a `;`, a `}` or far away.
        while index < tokens.count, index - keyword < 4000 {
            let token = tokens[index]
            if token.isMark("<") { angle += 1 }
            if token.isMark(">") { angle = max(0, angle - 1) }
            if token.isMark(":"), angle == 0, inheritanceStart == nil { inheritanceStart = index + 1 }
            if token.isMark("(") || token.isMark("[") {
                guard partner[index] > index else { return nil }
                index = partner[index] + 1
                continue
            }
            if token.isMark("{") {
                guard partner[index] > index else { return nil }
                var inheritance: Range<Int>?
                if let inheritanceStart, inheritanceStart <= index {
                    var end = inheritanceStart
                    while end < index, !tokens[end].isWord("where") { end += 1 }
                    inheritance = inheritanceStart..<end
                }
                return Scope(
                    keyword: text, name: written, keywordIndex: keyword, inheritance: inheritance, open: index,
                    close: partner[index])
            }
            if token.isMark(";") || token.isMark("}") || token.isMark("=") { return nil }
            index += 1
        }
        return nil
    }

    private static let modifiers: Set<String> = [
        "override", "public", "open", "internal", "fileprivate", "private", "final", "dynamic", "nonisolated",
    ]

    /// Reads `func prepare(for segue: UIStoryboardSegue, sender: Any?) { … }` at `keyword`.
    private func prepareFunction(at keyword: Int, in scope: Scope) -> PrepareFunction? {
        let parameters = keyword + 2
        let close = partner[parameters]
        guard close > parameters, close + 1 < tokens.count, tokens[close + 1].isMark("{") else { return nil }
        let words = tokens[(parameters + 1)..<close].map(\.text)
        // for segue: UIStoryboardSegue , sender: Any ?   (internal names optional)
        guard let comma = words.firstIndex(of: ","), words.first == "for" else { return nil }
        let first = Array(words[..<comma])
        let second = Array(words[(comma + 1)...])
        guard let colon = first.firstIndex(of: ":"), colon == 1 || colon == 2, colon + 2 == first.count,
            first[colon + 1] == "UIStoryboardSegue" || first[colon + 1] == "NSStoryboardSegue",
            let senderColon = second.firstIndex(of: ":"), second.first == "sender",
            senderColon == 1 || senderColon == 2, Array(second[(senderColon + 1)...]) == ["Any", "?"]
        else { return nil }
        let open = close + 1
        let end = partner[open]
        guard end > open else { return nil }
        var start = keyword
        while start > scope.open + 1 {
            let previous = tokens[start - 1]
            if previous.kind == .identifier, Self.modifiers.contains(previous.text) {
                start -= 1
            } else if previous.kind == .identifier, start >= 2, tokens[start - 2].isMark("@") {
                start -= 2
            } else if previous.isMark(")"), let opener = openerBefore(start - 1), opener >= 2,
                tokens[opener - 1].kind == .identifier, tokens[opener - 2].isMark("@")
            {
                start = opener - 2
            } else {
                break
            }
        }
        var function = PrepareFunction(
            scope: scope, segueName: first[colon - 1], senderName: second[senderColon - 1],
            isAppKit: first[colon + 1] == "NSStoryboardSegue", declarationStart: start, open: open, close: end,
            statements: [], unreadable: nil)
        // Converting is per statement and per candidate pair; a body this long is no hand-written
        // branch list, and reading it whole would make the planner's work grow with its square.
        if end - open > Self.maximumBodyTokens {
            function.unreadable = "the body is longer than \(Self.maximumBodyTokens) tokens"
            return function
        }
        for index in (open + 1)..<end {
            let token = tokens[index]
            if token.kind == .pound, ["#if", "#else", "#elseif", "#endif"].contains(token.text) {
                function.unreadable = "the body holds '\(token.text)' at \(token.line):\(token.column)"
                return function
            }
            if (token.isMark("(") || token.isMark("[") || token.isMark("{"))
                && !(partner[index] > index && partner[index] < end)
            {
                function.unreadable = "an unclosed '\(token.text)' at \(token.line):\(token.column)"
                return function
            }
        }
        function.statements = statements(from: open + 1, to: end, depth: 0)
        return function
    }

    /// The opener matched by the closer at `close`, looked for among the few tokens before it.
    private func openerBefore(_ close: Int) -> Int? {
        var index = close - 1
        while index >= 0, close - index < 64 {
            if partner[index] == close { return index }
            index -= 1
        }
        return nil
    }

    // MARK: Statements

    /// The statements of the tokens `start..<end`, a block's inside.
    func statements(from start: Int, to end: Int, depth: Int) -> [Statement] {
        var result: [Statement] = []
        var index = start
        while index < end {
            if tokens[index].isMark(";") {
                index += 1
                continue
            }
            let statement = self.statement(at: index, end: end, depth: depth)
            result.append(statement)
            // Always forward, whatever the statement read.
            index = max(statement.tokens.upperBound, index + 1)
        }
        return result
    }

    /// The index after the group opened at `index`, or `end` when it does not close before it.
    private func afterGroup(_ index: Int, end: Int) -> Int {
        let close = partner[index]
        return close > index && close < end ? close + 1 : end
    }

    private func isOpener(_ token: SwiftToken) -> Bool {
        token.kind == .punctuation && (token.text == "(" || token.text == "[" || token.text == "{")
    }

    /// The first `{` at this level from `index`, skipping parentheses and brackets; `nil` past `end`.
    private func braceAhead(from index: Int, end: Int, stopAt word: String? = nil) -> Int? {
        var index = index
        while index < end {
            let token = tokens[index]
            if token.isMark("{") { return word == nil ? index : nil }
            if let word, token.isWord(word) { return index }
            if token.isMark("(") || token.isMark("[") {
                index = afterGroup(index, end: end)
                continue
            }
            index += 1
        }
        return nil
    }

    private func block(at open: Int, end: Int, depth: Int) -> Block? {
        let close = partner[open]
        guard tokens[open].isMark("{"), close > open, close < end else { return nil }
        return Block(open: open, close: close, statements: statements(from: open + 1, to: close, depth: depth + 1))
    }

    private func statement(at start: Int, end: Int, depth: Int) -> Statement {
        let token = tokens[start]
        let deepEnough = depth >= Self.maximumDepth
        if token.isWord("if"), !deepEnough, let chain = ifChain(at: start, end: end, depth: depth) { return chain }
        if token.isWord("guard"), !deepEnough, let elseWord = braceAhead(from: start + 1, end: end, stopAt: "else"),
            elseWord + 1 < end, let elseBlock = block(at: elseWord + 1, end: end, depth: depth)
        {
            return Statement(
                kind: .guardStatement(conditions: (start + 1)..<elseWord, elseBlock: elseBlock),
                tokens: start..<(elseBlock.close + 1))
        }
        if token.isWord("switch"), !deepEnough, let open = braceAhead(from: start + 1, end: end),
            partner[open] > open, partner[open] < end
        {
            let close = partner[open]
            return Statement(
                kind: .switchStatement(
                    subject: (start + 1)..<open, cases: cases(from: open + 1, to: close, depth: depth), close: close),
                tokens: start..<(close + 1))
        }
        if token.kind == .identifier, !token.isBackticked,
            ["if", "guard", "switch", "for", "while", "repeat", "do", "defer"].contains(token.text)
        {
            return Statement(kind: .opaque, tokens: start..<opaqueEnd(from: start, end: end))
        }
        return Statement(kind: .simple, tokens: start..<simpleEnd(from: start, end: end))
    }

    private func ifChain(at start: Int, end: Int, depth: Int) -> Statement? {
        var clauses: [IfClause] = []
        var keyword = start
        while true {
            guard let open = braceAhead(from: keyword + 1, end: end),
                let body = block(at: open, end: end, depth: depth)
            else { return nil }
            clauses.append(IfClause(keyword: keyword, conditions: (keyword + 1)..<open, block: body))
            let next = body.close + 1
            guard next < end, tokens[next].isWord("else"), next + 1 < end else {
                return Statement(kind: .ifChain(clauses: clauses, elseBlock: nil), tokens: start..<next)
            }
            if tokens[next + 1].isWord("if") {
                keyword = next + 1
                continue
            }
            guard let elseBlock = block(at: next + 1, end: end, depth: depth) else { return nil }
            return Statement(
                kind: .ifChain(clauses: clauses, elseBlock: elseBlock), tokens: start..<(elseBlock.close + 1))
        }
    }

    private func cases(from start: Int, to end: Int, depth: Int) -> [SwitchCase] {
        // Case labels at this level: `case` (not `case` inside `if case`, which sits in a group
        // or after `if`) and `default` followed by `:`.
        var labels: [Int] = []
        var index = start
        while index < end {
            let token = tokens[index]
            if isOpener(token) {
                index = afterGroup(index, end: end)
                continue
            }
            let isLabel =
                token.isWord("case")
                && (index == start || !["if", "guard", "while", ","].contains(tokens[index - 1].text))
                || token.isWord("default") && index + 1 < end && tokens[index + 1].isMark(":")
            if isLabel { labels.append(index) }
            index += 1
        }
        var result: [SwitchCase] = []
        for (position, label) in labels.enumerated() {
            let caseEnd = position + 1 < labels.count ? labels[position + 1] : end
            var colon = label + 1
            while colon < caseEnd, !tokens[colon].isMark(":") {
                colon = isOpener(tokens[colon]) ? afterGroup(colon, end: caseEnd) : colon + 1
            }
            var tokenStart = label
            if label > start, tokens[label - 1].isWord("unknown"), label >= start + 2, tokens[label - 2].isMark("@") {
                tokenStart = label - 2
            }
            // The statements of a case end before the next label (and before `@unknown`).
            var bodyEnd = caseEnd
            if caseEnd < end, caseEnd >= 2, tokens[caseEnd - 1].isWord("unknown"), tokens[caseEnd - 2].isMark("@") {
                bodyEnd = caseEnd - 2
            }
            let bodyStart = min(colon + 1, bodyEnd)
            result.append(
                SwitchCase(
                    keyword: label, patterns: (label + 1)..<min(colon, bodyEnd),
                    isDefault: tokens[label].isWord("default"),
                    statements: depth + 1 >= Self.maximumDepth
                        ? [Statement(kind: .opaque, tokens: bodyStart..<bodyEnd)]
                        : statements(from: bodyStart, to: bodyEnd, depth: depth + 1),
                    tokens: tokenStart..<bodyEnd))
        }
        return result
    }

    /// The end of a loop, `do`, `defer` or an unreadable compound statement: its blocks, and
    /// `catch` clauses or a `repeat`'s `while` condition.
    private func opaqueEnd(from start: Int, end: Int) -> Int {
        guard let open = braceAhead(from: start + 1, end: end) else { return simpleEnd(from: start, end: end) }
        var index = afterGroup(open, end: end)
        while index < end {
            if tokens[index].isWord("catch") || tokens[index].isWord("else") {
                guard let next = braceAhead(from: index + 1, end: end) else { return end }
                index = afterGroup(next, end: end)
            } else if tokens[start].isWord("repeat") && tokens[index].isWord("while") {
                return simpleEnd(from: index, end: end)
            } else {
                break
            }
        }
        return index
    }

    private static let continuingWords: Set<String> = ["as", "is", "in", "try", "await", "return", "throw"]

    /// The end of a simple statement: the next line that does not continue it, or a `;`.
    private func simpleEnd(from start: Int, end: Int) -> Int {
        var index = start
        var previous: SwiftToken?
        while index < end {
            let token = tokens[index]
            if index > start {
                if token.isMark(";") { return index }
                if token.newlineBefore, !continues(previous, token) { return index }
            }
            if isOpener(token) {
                let after = afterGroup(index, end: end)
                previous = tokens[max(index, after - 1)]
                index = after
                continue
            }
            previous = token
            index += 1
        }
        return end
    }

    /// Whether `token`, first on its line, continues the statement that `previous` is in.
    private func continues(_ previous: SwiftToken?, _ token: SwiftToken) -> Bool {
        if let previous {
            // A binary operator has space on both sides; one attached to what precedes it and
            // ending the line is postfix (`x!`, `y?`, a generic's `>`).
            if previous.kind == .arrow || (previous.kind == .operator && previous.spaceBefore) { return true }
            if previous.kind == .punctuation, [".", ",", ":", "=", "@"].contains(previous.text) { return true }
            if previous.kind == .identifier, !previous.isBackticked, Self.continuingWords.contains(previous.text) {
                return previous.text != "return"
            }
        }
        if token.isMark(".") { return true }
        // A binary operator starting a line (`?? fallback`, `&& other`); `!x` and `-1` start statements.
        if token.kind == .operator, token.text != "!", token.text != "-", token.text != "&" { return true }
        if token.kind == .identifier, !token.isBackticked, ["as", "is", "else", "catch", "where"].contains(token.text) {
            return true
        }
        return false
    }
}
