/// Reads the declarations the check needs from Swift source, without a compiler.
///
/// A ``SwiftTokenizer`` splits the file into tokens; a scanner that tracks parentheses,
/// brackets, braces and `#if` clauses then finds every `class` and `extension` declaration —
/// at any depth, in every `#if` branch — and reads the members written directly in its
/// body, in every branch of an `#if` there too: stored properties with their attributes,
/// type annotations and initializers, and methods with their argument labels and the keys
/// their bodies pass.
///
/// Properties of one name declared in different branches of one `#if` block are
/// alternatives, read as one property: the one whose branch names the class's platform
/// (`#if os(iOS)` is UIKit, as for a class), else the first. A class's name is its own name,
/// not qualified by the types it is nested in.
public enum SwiftDeclarationReader {
    /// The classes declared in `source`, with extensions' methods merged by class name, and
    /// its first syntax error.
    ///
    /// ```swift
    /// let file = SwiftDeclarationReader.read(source: "class A: B { @Prepared var x: Int }", path: "A.swift")
    /// file.classes[0].properties[0].isRequiredSlot  // true
    /// ```
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The file's path, for positions.
    /// - Returns: Its classes, extensions and syntax problems.
    public static func read(source: String, path: String) -> SwiftFile {
        read(utf8: Array(source.utf8), path: path)
    }

    /// The classes declared in the UTF-8 text `utf8`, with extensions' methods merged by class
    /// name, and its first syntax error: ``read(source:path:)`` for a file already read as
    /// bytes, which the reader keeps instead of a copy.
    ///
    /// - Parameters:
    ///   - utf8: The file's text, valid UTF-8.
    ///   - path: The file's path, for positions.
    /// - Returns: Its classes, extensions and syntax problems.
    public static func read(utf8: [UInt8], path: String) -> SwiftFile {
        guard utf8.count < Int(UInt32.max / 2) else {
            let message =
                "this Swift file is over 2 GB and is not read; the check may miss its declarations. "
                + "To fix, split the file"
            return SwiftFile(
                classes: [], extensions: [:],
                problems: [
                    Diagnostic(
                        severity: .warning, position: SourcePosition(path: path, line: 1, column: 1), message: message)
                ])
        }
        var scanner = DeclarationScanner(utf8: utf8, path: path)
        return scanner.read()
    }
}

/// The scanner behind ``SwiftDeclarationReader``.
struct DeclarationScanner {
    let path: String
    let bytes: [UInt8]
    let tokens: SwiftTokens
    /// The content of one-segment string literals, by token index.
    let stringContents: SwiftStringContents
    /// For an opening bracket, the index of the token that closes its group (or where the
    /// group stops when it is never closed); for a closing one, the index of its opener.
    var partner: TokenIndices
    /// A reference, so that ``report(_:at:)`` needs no exclusive access to the scanner while
    /// its message, which reads the scanner, is built.
    let problems: ProblemLog

    final class ProblemLog {
        var problems: SwiftSyntaxProblems
        init(_ problems: SwiftSyntaxProblems) { self.problems = problems }
    }
    var classes: [SwiftClass] = []
    var extensions: [String: SwiftClass] = [:]
    /// For each `#endif`, the `#if` it closes and the `#elseif` and `#else` between, in order.
    var conditionalBlocks: [Int: [Int]] = [:]
    /// For classes whose body has properties under `#if`, by index in ``classes``: where each
    /// such property (by index in the class's properties) is declared.
    var conditionalProperties: [Int: [Int: MemberClause]] = [:]

    init(source: String, path: String) { self.init(utf8: Array(source.utf8), path: path) }

    init(utf8: [UInt8], path: String) {
        self.path = path
        let tokenizer = SwiftTokenizer(utf8: utf8)
        bytes = tokenizer.bytes
        tokens = tokenizer.tokens
        stringContents = tokenizer.stringContents
        problems = ProblemLog(tokenizer.problems)
        partner = TokenIndices(repeating: -1, count: tokens.count)
        matchBrackets()
        matchDirectives()
    }

    // MARK: Structure

    private static let closers: [String: String] = [")": "(", "]": "[", "}": "{"]

    private mutating func matchBrackets() {
        // The open brackets form a stack linked through `partner`, with no array of its own (a
        // file of brackets opens millions): an open bracket's entry is the index of the one
        // opened before it, -1 at the bottom, until it is closed.
        var top = -1
        // How many of each opener the stack holds: a closer with none to close is found at
        // once, and the search for one that has walks only what it then removes (linear in all).
        var openCount: [String: Int] = ["(": 0, "[": 0, "{": 0]
        for index in tokens.indices where tokens[index].kind == .punctuation {
            let text = tokens[index].text
            if text == "(" || text == "[" || text == "{" {
                partner[index] = top
                top = index
                openCount[text, default: 0] += 1
            } else if let opener = Self.closers[text] {
                // The nearest open `opener`, and the lowest of the brackets above it.
                var found = openCount[opener, default: 0] > 0 ? top : -1
                var lowest = -1
                while found >= 0 && tokens[found].text != opener {
                    lowest = found
                    found = partner[found]
                }
                guard found >= 0 else {
                    report("'\(text)' closes nothing", at: index)
                    continue
                }
                // The lowest is reported first, as in position order: every other one comes
                // after the problem kept by then, and is only counted.
                if lowest >= 0 { reportUnclosed(lowest, before: text) }
                var current = top
                while current != found {
                    let below = partner[current]
                    if current != lowest { reportUnclosed(current, before: text) }
                    openCount[tokens[current].text, default: 0] -= 1
                    partner[current] = index
                    current = below
                }
                top = partner[found]
                openCount[opener, default: 0] -= 1
                partner[found] = index
                partner[index] = found
            }
        }
        // Never closed: the lowest first, for the same reason.
        var bottom = top
        while bottom >= 0 && partner[bottom] >= 0 { bottom = partner[bottom] }
        if bottom >= 0 { report("'\(tokens[bottom].text)' \(location(bottom)) is never closed", at: bottom) }
        var current = top
        while current >= 0 {
            let below = partner[current]
            if current != bottom {
                report("'\(tokens[current].text)' \(location(current)) is never closed", at: current)
            }
            partner[current] = tokens.count
            current = below
        }
    }

    private func reportUnclosed(_ unclosed: Int, before closer: String) {
        report("'\(tokens[unclosed].text)' \(location(unclosed)) is not closed before '\(closer)'", at: unclosed)
    }

    /// Fills ``conditionalBlocks``; what does not pair up is reported by ``read()``.
    private mutating func matchDirectives() {
        var open: [[Int]] = []
        for index in tokens.indices where tokens[index].kind == .pound {
            switch tokens[index].text {
            case "#if": open.append([index])
            case "#elseif" where !open.isEmpty, "#else" where !open.isEmpty: open[open.count - 1].append(index)
            case "#endif" where !open.isEmpty: conditionalBlocks[index] = open.removeLast()
            default: break
            }
        }
    }

    private func location(_ index: Int) -> String { "at \(tokens[index].line):\(tokens[index].column)" }

    private func report(_ message: @autoclosure () -> String, at index: Int) {
        let token = index < tokens.count ? tokens[index] : tokens.last
        let (line, column) = (token?.line ?? 1, token?.column ?? 1)
        let text = problems.problems.wantsMessage(line: line, column: column) ? message() : nil
        problems.problems.note(line: line, column: column, text)
    }

    private func isOpener(_ index: Int) -> Bool {
        let token = tokens[index]
        return token.kind == .punctuation && (token.text == "(" || token.text == "[" || token.text == "{")
    }

    /// The end of a group's contents (its closer's index).
    private func groupEnd(_ opener: Int) -> Int { min(partner[opener], tokens.count) }

    /// The token after `index`, a whole group when `index` opens one.
    private func next(_ index: Int) -> Int {
        guard isOpener(index) else { return index + 1 }
        let close = partner[index]
        // An unclosed group ends where an outer closer stops it; that closer is not part of it.
        return close >= tokens.count || tokens[close].text != Self.closing(tokens[index].text) ? close : close + 1
    }

    private static func closing(_ opener: String) -> String {
        switch opener {
        case "(": ")"
        case "[": "]"
        default: "}"
        }
    }

    /// The source text from the first token of `range` to the last, as written.
    private func text(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }

    private func position(_ index: Int) -> SourcePosition {
        SourcePosition(path: path, line: tokens[index].line, column: tokens[index].column)
    }

    // MARK: The file

    /// One `#if … #elseif … #else … #endif` around the current token.
    private struct Conditional {
        var directive: Int
        var first: String?
        var current: String?
        var isElse = false
        /// The branch the current token is in: 0 for the `#if`, then one more per `#elseif`
        /// or `#else`.
        var branch = 0
        /// How many braces were open at the `#if`: its `#endif` belongs at the same depth.
        var braces = 0

        /// Moves on to the branch that `directive` (`#elseif` or `#else`) opens, with its condition.
        mutating func enter(_ directive: String, condition: String?) {
            branch += 1
            current = directive == "#else" ? nil : condition
            isElse = directive == "#else"
        }
    }

    mutating func read() -> SwiftFile {
        var platform: Platform?
        var conditionals: [Conditional] = []
        var braces: [Int32] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .pound {
                let inBody = conditionals.last?.braces == braces.count
                switch token.text {
                case "#if":
                    let condition = conditionText(after: index)
                    conditionals.append(
                        Conditional(directive: index, first: condition, current: condition, braces: braces.count))
                case "#elseif" where inBody, "#else" where inBody:
                    conditionals[conditionals.count - 1].enter(token.text, condition: conditionText(after: index))
                case "#endif" where inBody:
                    conditionals.removeLast()
                case "#elseif", "#else", "#endif":
                    report(
                        "'\(token.text)' has no '#if' before it"
                            + (conditionals.isEmpty ? "" : " in the same body (an '#if' block cannot span a brace)"),
                        at: index)
                default:
                    break
                }
            } else if token.kind == .punctuation && (token.text == "{" || token.text == "}") {
                trackBrace(at: index, braces: &braces, conditionals: &conditionals)
            } else if token.kind == .identifier && !token.isBackticked {
                switch token.text {
                case "import":
                    platform = importedPlatform(after: index, current: platform)
                case "class" where isClassDeclaration(index):
                    readClass(at: index, platform: Self.clausePlatform(conditionals))
                case "extension" where isExtensionDeclaration(index):
                    readExtension(at: index)
                default:
                    break
                }
            }
            index += 1
        }
        for open in conditionals {
            report("'#if' \(location(open.directive)) has no '#endif'", at: open.directive)
        }
        for index in classes.indices where classes[index].platform == nil {
            classes[index].platform = platform
        }
        for (index, clauses) in conditionalProperties {
            classes[index].properties = Self.withoutAlternatives(
                classes[index].properties, clauses: clauses, platform: classes[index].platform)
        }
        var diagnostics: [Diagnostic] = []
        if let first = problems.problems.first {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, position: SourcePosition(path: path, line: first.line, column: first.column),
                    message: "Swift syntax error: \(first.message); the check may miss declarations after it. "
                        + "To fix, correct the syntax (the compiler reports it too)."))
        }
        return SwiftFile(classes: classes, extensions: extensions, problems: diagnostics)
    }

    /// Keeps the open braces; a brace that closes a body ends the `#if` blocks left open in it.
    private mutating func trackBrace(at index: Int, braces: inout [Int32], conditionals: inout [Conditional]) {
        if tokens[index].text == "{" {
            braces.append(Int32(truncatingIfNeeded: index))
            return
        }
        // `braces` ascends (braces are pushed in order, removed from the end): a binary search.
        let target = partner[index]
        var low = 0
        var high = braces.count
        while low < high {
            let middle = (low + high) / 2
            if Int(braces[middle]) < target { low = middle + 1 } else { high = middle }
        }
        guard target >= 0, low < braces.count, Int(braces[low]) == target else { return }
        let opener = low
        braces.removeSubrange(opener...)
        while let open = conditionals.last, open.braces > opener {
            report(
                "'#if' \(location(open.directive)) has no '#endif' before the '}' \(location(index)) that closes its body",
                at: open.directive)
            conditionals.removeLast()
        }
    }

    /// The condition of `#if` or `#elseif`, as written on its line.
    private func conditionText(after directive: Int) -> String {
        text((directive + 1)..<conditionEnd(after: directive))
    }

    /// The first token after the condition of `#if` or `#elseif` (after `#else`: the next).
    private func conditionEnd(after directive: Int) -> Int {
        guard tokens[directive].text != "#else" else { return directive + 1 }
        var end = directive + 1
        while end < tokens.count && !tokens[end].newlineBefore { end = next(end) }
        return min(end, tokens.count)
    }

    /// The platform of the `#if` clause a declaration is in: `#if os(iOS)` is UIKit,
    /// `#if os(macOS)` AppKit, and the `#else` of either the other one.
    private static func clausePlatform(_ conditionals: [Conditional]) -> Platform? {
        for conditional in conditionals.reversed() {
            if let platform = platform(in: conditional.current) { return platform }
            if conditional.isElse, let platform = platform(in: conditional.first) {
                return platform == .uiKit ? .appKit : .uiKit
            }
        }
        return nil
    }

    private static func platform(in condition: String?) -> Platform? {
        guard let text = condition, !text.contains("!") else { return nil }
        let uiKit = ["os(iOS)", "os(tvOS)", "os(visionOS)", "canImport(UIKit)"].contains { text.contains($0) }
        let appKit = ["os(macOS)", "os(OSX)", "canImport(AppKit)"].contains { text.contains($0) }
        return uiKit == appKit ? nil : (uiKit ? .uiKit : .appKit)
    }

    private static let importKinds: Set<String> = [
        "class", "struct", "enum", "protocol", "typealias", "func", "let", "var", "actor",
    ]

    private func importedPlatform(after index: Int, current: Platform?) -> Platform? {
        var module = index + 1
        if module < tokens.count, Self.importKinds.contains(tokens[module].text) { module += 1 }
        guard module < tokens.count else { return current }
        switch tokens[module].text {
        case "UIKit": return .uiKit
        case "AppKit", "Cocoa": return current ?? .appKit
        default: return current
        }
    }

    /// Words after `class` that make it a modifier (`class func`) rather than a declaration.
    private static let notClassNames: Set<String> = [
        "var", "let", "func", "subscript", "init", "deinit", "typealias", "static", "class", "final", "override",
        "public", "private", "fileprivate", "internal", "open", "package", "required", "convenience", "dynamic",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "nonisolated", "optional", "indirect", "prefix",
        "postfix", "infix", "distributed", "isolated",
    ]

    private func isClassDeclaration(_ index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let name = tokens[index + 1]
        guard name.kind == .identifier, name.isBackticked || !Self.notClassNames.contains(name.text) else {
            return false
        }
        if index > 0 && (tokens[index - 1].isWord("import") || tokens[index - 1].isMark(".")) { return false }
        return true
    }

    /// Whether `extension` starts a declaration, not a member (`.extension`) or a label.
    private func isExtensionDeclaration(_ index: Int) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier || tokens[index + 1].isMark("[")
        else { return false }
        // `extension` as an argument label (`func save(extension name: String)`, `f(x, extension y: z)`)
        // or a member (`.extension`) declares nothing.
        return index == 0
            || !(tokens[index - 1].isMark(".") || tokens[index - 1].isMark("(") || tokens[index - 1].isMark(","))
    }

    // MARK: Types

    private mutating func readClass(at keyword: Int, platform: Platform?) {
        let name = keyword + 1
        var declared = SwiftClass(
            name: tokens[name].text, inherited: [], properties: [], methods: [], explicitKeys: [:],
            hasSegueHook: false, prefix: nil, position: position(name), platform: platform)
        for attribute in leadingAttributes(before: keyword).attributes where attribute.name == "objc" {
            if let arguments = attribute.arguments, arguments + 1 < groupEnd(arguments) {
                declared.objCName = tokens[arguments + 1].text
            }
        }
        var index = name + 1
        if index < tokens.count && tokens[index].isMark("<") { index = angleEnd(from: index) }
        let (inherited, body) = inheritanceAndBody(from: index)
        declared.inherited = inherited
        if let body {
            let clauses = readMembers(body, into: &declared, storedProperties: true)
            if !clauses.isEmpty { conditionalProperties[classes.count] = clauses }
        }
        classes.append(declared)
    }

    private mutating func readExtension(at keyword: Int) {
        let start = keyword + 1
        var end = start
        var angle = 0
        while end < tokens.count {
            let token = tokens[end]
            if angle == 0 && (token.isMark(":") || token.isMark("{") || token.isWord("where") || token.isMark(";")) {
                break
            }
            if token.isMark("<") { angle += 1 } else if token.isMark(">") { angle -= 1 }
            if token.isMark("}") || token.kind == .pound { break }
            // A type's name is words joined by `.`: a second word, or a declaration keyword,
            // ends it (the scan stays linear on `extension extension …`).
            if end > start && token.kind == .identifier && !token.isBackticked
                && (Self.declarationWords.contains(token.text) || (angle == 0 && tokens[end - 1].kind == .identifier))
            {
                break
            }
            end = next(end)
        }
        guard end > start else { return }
        let name = text(start..<end)
        var declared =
            extensions[name]
            ?? SwiftClass(
                name: name, inherited: [], properties: [], methods: [], explicitKeys: [:], hasSegueHook: false,
                prefix: nil, position: position(start))
        let (inherited, body) = inheritanceAndBody(from: end)
        declared.inherited += inherited
        if let body { _ = readMembers(body, into: &declared, storedProperties: false) }
        extensions[name] = declared
    }

    /// Whether `token` is a declaration keyword, which no inheritance or `where` clause holds:
    /// the declaration has no body, and the search for one stops there (linear time on a file
    /// of `class A class B …`).
    private static func endsClause(_ token: SwiftToken) -> Bool {
        token.kind == .identifier && !token.isBackticked && declarationWords.contains(token.text)
    }

    /// Past a generic parameter or argument list that starts at `<`.
    private func angleEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count {
            if tokens[index].isMark("<") {
                depth += 1
            } else if tokens[index].isMark(">") {
                depth -= 1
                if depth == 0 { return index + 1 }
            } else if tokens[index].isMark("{") || tokens[index].isMark("}") || tokens[index].isMark(";") {
                return index
            }
            index = next(index)
        }
        return index
    }

    /// The inheritance clause starting at `index` (a `:`, if any) and the body's `{`.
    private func inheritanceAndBody(from start: Int) -> (inherited: [String], body: Int?) {
        var inherited: [String] = []
        var index = start
        if index < tokens.count && tokens[index].isMark(":") {
            index += 1
            var typeStart = index
            var angle = 0
            while index < tokens.count {
                let token = tokens[index]
                let ends = angle == 0 && (token.isMark("{") || token.isWord("where") || token.isMark(";"))
                if ends || (angle == 0 && token.isMark(",")) || token.isMark("}") || token.kind == .pound {
                    if index > typeStart { inherited.append(text(typeStart..<index)) }
                    typeStart = index + 1
                    if !token.isMark(",") { break }
                }
                if token.isMark("<") { angle += 1 } else if token.isMark(">") { angle = max(0, angle - 1) }
                if Self.endsClause(token) { break }
                index = next(index)
            }
        }
        while index < tokens.count {
            let token = tokens[index]
            if token.isMark("{") { return (inherited, index) }
            if token.isMark("}") || token.isMark(";") || token.kind == .pound || Self.endsClause(token) { break }
            index = next(index)
        }
        return (inherited, nil)
    }

    // MARK: Members

    /// Where a member is declared among the `#if` blocks of its type's body.
    struct MemberClause {
        /// The enclosing blocks, outermost first: each one's `#if` and the member's branch in it.
        var branches: [(block: Int, branch: Int)]
        /// The platform its clauses name, read as for a class in a top-level `#if`.
        var platform: Platform?

        /// Whether the two are never compiled together: they are in different branches of
        /// one block.
        func excludes(_ other: MemberClause) -> Bool {
            for (mine, theirs) in zip(branches, other.branches) where mine != theirs {
                return mine.block == theirs.block
            }
            return false
        }
    }

    /// Reads the declarations written directly in a body, in every branch of its `#if` blocks.
    ///
    /// - Returns: Where each property declared under an `#if` is, by its index in the
    ///   properties of `declared`.
    private mutating func readMembers(
        _ body: Int, into declared: inout SwiftClass, storedProperties: Bool
    ) -> [Int: MemberClause] {
        let end = groupEnd(body)
        var index = body + 1
        var conditionals: [Conditional] = []
        var clauses: [Int: MemberClause] = [:]
        while index < end {
            let token = tokens[index]
            if token.kind == .pound {
                // Directives that do not pair up within the body are reported by `read()`.
                switch token.text {
                case "#if":
                    let condition = conditionText(after: index)
                    conditionals.append(Conditional(directive: index, first: condition, current: condition))
                case "#elseif" where !conditionals.isEmpty, "#else" where !conditionals.isEmpty:
                    conditionals[conditionals.count - 1].enter(token.text, condition: conditionText(after: index))
                case "#endif" where !conditionals.isEmpty:
                    conditionals.removeLast()
                default:
                    break
                }
            } else if token.isWord("var") || token.isWord("let") {
                let count = declared.properties.count
                readVariable(at: index, end: end, into: &declared, storedProperties: storedProperties)
                if !conditionals.isEmpty {
                    let clause = MemberClause(
                        branches: conditionals.map { ($0.directive, $0.branch) },
                        platform: Self.clausePlatform(conditionals))
                    for property in count..<declared.properties.count { clauses[property] = clause }
                }
            } else if token.isWord("func") {
                readFunction(at: index, end: end, into: &declared)
            }
            index = next(index)
        }
        return clauses
    }

    /// The properties with one of each set of alternatives: of properties of one name declared
    /// in different branches of one `#if` block, the one whose branch names `platform`, else
    /// the first.
    private static func withoutAlternatives(
        _ properties: [SwiftClass.Property], clauses: [Int: MemberClause], platform: Platform?
    ) -> [SwiftClass.Property] {
        var sets: [[Int]] = []
        var setsByName: [String: [Int]] = [:]
        for index in properties.indices {
            guard let clause = clauses[index] else { continue }
            let name = properties[index].name
            let existing = setsByName[name, default: []].first { set in
                sets[set].allSatisfy { clauses[$0].map(clause.excludes) ?? false }
            }
            if let existing {
                sets[existing].append(index)
            } else {
                setsByName[name, default: []].append(sets.count)
                sets.append([index])
            }
        }
        var dropped = Set<Int>()
        for set in sets where set.count > 1 {
            let kept = set.first { platform != nil && clauses[$0]?.platform == platform } ?? set[0]
            dropped.formUnion(set.filter { $0 != kept })
        }
        guard !dropped.isEmpty else { return properties }
        return properties.indices.filter { !dropped.contains($0) }.map { properties[$0] }
    }

    /// An attribute: its name as written (`Prepared`, `PreparedContext.Prepared`) and the
    /// index of its argument list's `(`.
    private struct Attribute {
        var name: String
        var arguments: Int?
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "lazy", "weak", "unowned", "dynamic", "optional", "required", "convenience", "mutating", "nonmutating",
        "nonisolated", "indirect", "prefix", "postfix", "infix", "distributed", "isolated", "consuming", "borrowing",
        "__consuming", "_const",
    ]

    /// The attributes and modifiers written before a declaration's keyword, in source order,
    /// and the index of the first.
    ///
    /// An `#if` block whose branches hold only attributes and modifiers
    /// (`#if os(iOS) @IBAction #endif`) is read through: what every branch holds applies.
    private func leadingAttributes(before keyword: Int, from lowerBound: Int = 0) -> (
        attributes: [Attribute], modifiers: Set<String>, start: Int
    ) {
        var attributes: [Attribute] = []
        var modifiers = Set<String>()
        var start = keyword
        while start > lowerBound {
            let last = start - 1
            if tokens[last].kind == .pound {
                guard tokens[last].text == "#endif", let directives = conditionalBlocks[last],
                    let held = attributesInBranches(directives + [last])
                else { break }
                attributes.insert(contentsOf: held.attributes, at: 0)
                modifiers.formUnion(held.modifiers)
                start = directives[0]
                continue
            }
            var nameEnd = last
            var arguments: Int?
            if tokens[last].isMark(")") {
                let opener = partner[last]
                guard opener > lowerBound else { break }
                arguments = opener
                nameEnd = opener - 1
            }
            if let at = attributeStart(endingAt: nameEnd), at >= lowerBound {
                attributes.insert(Attribute(name: text((at + 1)..<(nameEnd + 1)), arguments: arguments), at: 0)
                start = at
            } else if tokens[nameEnd].kind == .identifier && !tokens[nameEnd].isBackticked
                && Self.modifiers.contains(tokens[nameEnd].text)
            {
                modifiers.insert(tokens[nameEnd].text)
                start = nameEnd
            } else {
                break
            }
        }
        return (attributes, modifiers, start)
    }

    /// The attributes and modifiers in the branches between `directives`, when the branches
    /// hold nothing else.
    private func attributesInBranches(_ directives: [Int]) -> (attributes: [Attribute], modifiers: Set<String>)? {
        var attributes: [Attribute] = []
        var modifiers = Set<String>()
        for (directive, next) in zip(directives, directives.dropFirst()) {
            let content = conditionEnd(after: directive)
            guard content <= next else { return nil }
            let held = leadingAttributes(before: next, from: content)
            guard held.start == content else { return nil }
            attributes += held.attributes
            modifiers.formUnion(held.modifiers)
        }
        return (attributes, modifiers)
    }

    /// The `@` of an attribute whose (possibly dotted) name ends at `end`.
    private func attributeStart(endingAt end: Int) -> Int? {
        guard end > 0, tokens[end].kind == .identifier else { return nil }
        var first = end
        while first >= 2 && tokens[first - 1].isMark(".") && tokens[first - 2].kind == .identifier { first -= 2 }
        guard first > 0, tokens[first - 1].isMark("@"), !tokens[first].spaceBefore else { return nil }
        return first - 1
    }

    /// Labeled arguments of the group opened at `opener`: label (if any) and expression range.
    private func arguments(_ opener: Int) -> [(label: String?, value: Range<Int>)] {
        var result: [(label: String?, value: Range<Int>)] = []
        let end = groupEnd(opener)
        var start = opener + 1
        var index = start
        while index <= end {
            if index == end || tokens[index].isMark(",") {
                if index > start {
                    if index - start >= 2 && tokens[start].kind == .identifier && tokens[start + 1].isMark(":") {
                        result.append((tokens[start].text, (start + 2)..<index))
                    } else {
                        result.append((nil, start..<index))
                    }
                }
                if index == end { break }
                start = index + 1
                index += 1
                continue
            }
            index = next(index)
        }
        return result
    }

    /// The content of a string literal without interpolation that is the whole range.
    private func stringLiteral(_ range: Range<Int>) -> String? {
        guard range.count == 1, tokens[range.lowerBound].kind == .string else { return nil }
        return stringContents[range.lowerBound]
    }

    // MARK: Properties

    private mutating func readVariable(
        at keyword: Int, end: Int, into declared: inout SwiftClass, storedProperties: Bool
    ) {
        let (attributes, modifiers, start) = leadingAttributes(before: keyword)
        if modifiers.contains("static") || modifiers.contains("class") { return }
        var found: [SwiftClass.Property] = []
        var firstPattern: String?
        var index = keyword + 1
        while index < end {
            let pattern = index
            firstPattern = firstPattern ?? tokens[pattern].text
            let isName = tokens[pattern].kind == .identifier && !tokens[pattern].isWord("_")
            index = next(index)
            var type: Range<Int>?
            if index < end && tokens[index].isMark(":") {
                let typeStart = index + 1
                index = typeEnd(from: typeStart, end: end)
                type = typeStart..<index
                if index == typeStart {
                    report("expected a type after ':' in the declaration of '\(tokens[pattern].text)'", at: typeStart)
                }
            }
            var initializer: Range<Int>?
            if index < end && tokens[index].kind == .operator && tokens[index].text == "=" {
                let valueStart = index + 1
                index = expressionEnd(from: valueStart, end: end)
                initializer = valueStart..<index
            }
            var isStored = true
            if index < end && tokens[index].isMark("{") {
                // A computed property stores nothing, unless the block is only observers.
                isStored = observersOnly(index)
                index = next(index)
            }
            if isName && isStored && storedProperties {
                found.append(
                    SwiftClass.Property(
                        name: tokens[pattern].text, isSlot: false, explicitKey: nil, requiredArgument: nil,
                        declaredType: type.flatMap { $0.isEmpty ? nil : text($0) },
                        inferredType: initializer.flatMap(inferredType(of:)),
                        numberLiteral: initializer.flatMap(numberLiteral(of:)),
                        hasInitializer: initializer != nil, isObjC: false, isLet: tokens[keyword].text == "let",
                        otherWrapper: nil, position: position(pattern), owner: declared.name))
            }
            guard index < end && tokens[index].isMark(",") else { break }
            index += 1
        }
        if firstPattern == "preparationOptions", let prefix = prefixLiteral(in: start..<index) {
            declared.prefix = prefix
        }
        guard !found.isEmpty else { return }
        apply(attributes, to: &found)
        declared.properties += found
    }

    /// Sets what a property's attributes say on every binding of its declaration.
    private func apply(_ attributes: [Attribute], to properties: inout [SwiftClass.Property]) {
        var isSlot = false
        var isWeakSlot = false
        var explicitKey: String?
        var requiredArgument: Bool?
        var ambientKey: String?
        var isObjC = false
        var otherWrapper: String?
        var isSegueDestination = false
        var destinationSegue: String?
        for attribute in attributes {
            switch attribute.name {
            case "SegueDestination":
                // Filled with the controller a segue prepares; neither a slot nor a provider.
                isSegueDestination = true
                destinationSegue = attribute.arguments.map(arguments)?.first { $0.label == "segue" }
                    .flatMap { stringLiteral($0.value) }
            case "Prepared", "WeakPrepared":
                // A weak slot is matched, checked and reported as any slot.
                isSlot = true
                isWeakSlot = attribute.name == "WeakPrepared"
                for argument in attribute.arguments.map(arguments) ?? [] {
                    switch argument.label {
                    case "key": explicitKey = stringLiteral(argument.value)
                    case "required":
                        let value = argument.value.count == 1 ? tokens[argument.value.lowerBound] : nil
                        requiredArgument = value.flatMap { $0.isWord("true") ? true : $0.isWord("false") ? false : nil }
                    default: break
                    }
                }
            case "Ambient", "WeakAmbient":
                // Fed by its key type from ambient context, never by name.
                isWeakSlot = attribute.name == "WeakAmbient"
                let key = attribute.arguments.map(arguments)?.first { $0.label == nil }?.value
                ambientKey = key.map { String(text($0).trimmingSuffix(".self")) } ?? ""
            case "objc", "IBOutlet", "NSManaged", "IBInspectable", "objcMembers":
                isObjC = true
            case "available", "MainActor", "discardableResult", "nonobjc":
                break
            default:
                otherWrapper = attribute.name
            }
        }
        for index in properties.indices {
            properties[index].isSlot = isSlot
            properties[index].isWeakSlot = isWeakSlot
            properties[index].isSegueDestination = isSegueDestination
            properties[index].destinationSegue = destinationSegue
            properties[index].explicitKey = explicitKey
            properties[index].requiredArgument = requiredArgument
            properties[index].ambientKey = ambientKey
            properties[index].isObjC = isObjC
            properties[index].otherWrapper = isSlot || ambientKey != nil ? nil : otherWrapper
        }
    }

    /// `var preparationOptions: PreparationOptions { PreparationOptions(prefix: "x") }`.
    private func prefixLiteral(in range: Range<Int>) -> String? {
        for index in range
        where tokens[index].isWord("prefix") && index > range.lowerBound && index + 1 < range.upperBound {
            guard tokens[index + 1].isMark(":"), tokens[index - 1].isMark("(") || tokens[index - 1].isMark(",")
            else { continue }
            var end = index + 2
            while end < range.upperBound && !tokens[end].isMark(",") && !tokens[end].isMark(")") { end = next(end) }
            if let literal = stringLiteral((index + 2)..<end) { return literal }
        }
        return nil
    }

    /// Where a type annotation that starts at `start` ends.
    private func typeEnd(from start: Int, end: Int) -> Int {
        var index = start
        var angle = 0
        while index < end {
            let token = tokens[index]
            if angle == 0 {
                if token.isMark("=") || token.isMark("{") || token.isMark(",") || token.isMark(";") { break }
                let continues = token.isMark("&") || token.kind == .arrow || token.isMark(".") || token.isMark("<")
                if index > start && token.newlineBefore && !continues && !Self.isContinued(tokens[index - 1]) { break }
            }
            if token.kind == .pound { break }
            if token.isMark("<") { angle += 1 } else if token.isMark(">") { angle = max(0, angle - 1) }
            index = next(index)
        }
        return index
    }

    /// Whether a token at the end of a line continues the type or expression on the next: an
    /// infix operator does, a postfix one (`T?`, `value!`) does not.
    private static func isContinued(_ token: SwiftToken) -> Bool {
        (token.kind == .operator && token.spaceBefore) || token.kind == .arrow || token.isMark(".") || token.isMark("&")
            || token.isWord("as") || token.isWord("is") || token.isWord("try") || token.isWord("await")
    }

    /// Where an initializer expression that starts at `start` ends.
    private func expressionEnd(from start: Int, end: Int) -> Int {
        var index = start
        while index < end {
            let token = tokens[index]
            if token.isMark(",") || token.isMark(";") || token.kind == .pound { break }
            if token.isMark("{") && isAccessorBlock(index) { break }
            if index > start && token.newlineBefore {
                let continues =
                    token.kind == .operator || token.kind == .arrow || token.isMark(".") || token.isMark("{")
                    || token.isWord("as") || token.isWord("is") || token.isWord("else")
                if !continues && !Self.isContinued(tokens[index - 1]) { break }
            }
            if let close = genericArgumentsEnd(after: index, end: end) {
                index = close
                continue
            }
            index = next(index)
        }
        return index
    }

    /// Past `Name<Arguments>` in an expression, when `<` follows a name directly and closes
    /// before anything a type cannot hold.
    private func genericArgumentsEnd(after name: Int, end: Int) -> Int? {
        guard tokens[name].kind == .identifier, name + 1 < end, tokens[name + 1].isMark("<"),
            !tokens[name + 1].spaceBefore
        else { return nil }
        var depth = 0
        var index = name + 1
        while index < end {
            let token = tokens[index]
            if token.isMark("<") {
                depth += 1
            } else if token.isMark(">") {
                depth -= 1
                if depth == 0 { return index + 1 }
            } else if !(token.kind == .identifier || token.isMark(".") || token.isMark(",") || token.isMark("?")
                || token.isMark("!") || token.isMark("&") || token.kind == .arrow || token.isMark("(")
                || token.isMark("["))
            {
                return nil
            }
            index = next(index)
        }
        return nil
    }

    private static let accessorWords: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "unsafeAddress",
        "unsafeMutableAddress", "init",
    ]

    /// Whether the braces at `opener` hold accessors (`get`, `didSet`, …) rather than code.
    private func isAccessorBlock(_ opener: Int) -> Bool {
        var index = opener + 1
        let end = groupEnd(opener)
        while index < end {
            let token = tokens[index]
            if token.isMark("@") {
                index += 2
                if index < end && tokens[index].isMark("(") { index = next(index) }
            } else if ["mutating", "nonmutating", "__consuming", "borrowing", "consuming"].contains(token.text) {
                index += 1
            } else {
                return token.kind == .identifier && !token.isBackticked && Self.accessorWords.contains(token.text)
            }
        }
        return false
    }

    /// Whether the braces at `opener` hold only `willSet` and `didSet`.
    private func observersOnly(_ opener: Int) -> Bool {
        guard isAccessorBlock(opener) else { return false }
        var index = opener + 1
        let end = groupEnd(opener)
        while index < end {
            let token = tokens[index]
            if token.kind == .identifier && Self.accessorWords.contains(token.text) && !token.isWord("willSet")
                && !token.isWord("didSet")
            {
                return false
            }
            index = next(index)
        }
        return true
    }

    // MARK: Initializers

    private func inferredType(of range: Range<Int>) -> String? {
        guard let first = range.first else { return nil }
        let token = tokens[first]
        if range.count == 1 {
            switch token.kind {
            case .integer: return "Int"
            case .float: return "Double"
            case .string: return Self.isRegex(token) ? nil : "String"
            case .identifier where token.isWord("true") || token.isWord("false"): return "Bool"
            default: break
            }
        }
        if isNegation(range) { return inferredType(of: range.dropFirst()) }
        guard let callee = calleeOfCall(range) else { return nil }
        let name = text(callee)
        if let initial = name.first, initial.isUppercase, !name.contains(".") { return name }
        return nil
    }

    private static func isRegex(_ token: SwiftToken) -> Bool { token.text.drop { $0 == "#" }.hasPrefix("/") }

    /// Whether the range is `-` written directly before an operand.
    private func isNegation(_ range: Range<Int>) -> Bool {
        range.count >= 2 && tokens[range.lowerBound].kind == .operator && tokens[range.lowerBound].text == "-"
            && !tokens[range.lowerBound + 1].spaceBefore
    }

    private func numberLiteral(of range: Range<Int>) -> SwiftClass.NumberLiteral? {
        var range = range
        var sign = 1.0
        if isNegation(range) {
            sign = -1
            range = range.dropFirst()
        }
        guard range.count == 1 else { return nil }
        let token = tokens[range.lowerBound]
        let digits = token.text.replacingOccurrences(of: "_", with: "")
        if token.kind == .integer, let value = Int(digits) { return .integer(sign < 0 ? -value : value) }
        if token.kind == .float, let value = Double(digits) { return .floatingPoint(sign * value) }
        return nil
    }

    /// When the range is one call — `Name(…)`, `Name { … }`, `Name<T>(…) { … }` — what is called.
    private func calleeOfCall(_ range: Range<Int>) -> Range<Int>? {
        var index = range.lowerBound
        let first = tokens[index]
        if first.isMark(".") {
            index += 2
        } else if let close = genericArgumentsEnd(after: index, end: range.upperBound) {
            index = close
        } else if first.kind == .identifier || first.kind == .integer || first.kind == .float
            || first.kind == .string || first.kind == .pound || isOpener(index)
        {
            if first.kind == .identifier && ["try", "await", "if", "switch", "some", "any"].contains(first.text) {
                return nil
            }
            index = next(index)
        } else {
            return nil
        }
        var calleeEnd: Int?
        var afterCall = false
        while index < range.upperBound {
            let token = tokens[index]
            if token.isMark(".") {
                guard index + 1 < range.upperBound else { return nil }
                index = genericArgumentsEnd(after: index + 1, end: range.upperBound) ?? index + 2
                (calleeEnd, afterCall) = (nil, false)
            } else if token.isMark("(") && !token.newlineBefore {
                (calleeEnd, afterCall) = (index, true)
                index = next(index)
            } else if token.isMark("{") {
                if !afterCall { calleeEnd = index }
                afterCall = true
                index = next(index)
                // Labeled trailing closures: `label: { … }`.
                while index + 2 < range.upperBound && tokens[index].kind == .identifier
                    && tokens[index + 1].isMark(":") && tokens[index + 2].isMark("{")
                {
                    index = next(index + 2)
                }
            } else if (token.isMark("[") && !token.newlineBefore)
                || ((token.isMark("?") || token.isMark("!")) && !token.spaceBefore)
            {
                (calleeEnd, afterCall) = (nil, false)
                index = next(index)
            } else {
                return nil
            }
        }
        return calleeEnd.map { range.lowerBound..<$0 }
    }

    // MARK: Methods

    /// Words that end the search for a method's body: the next declaration has begun.
    private static let declarationWords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension",
        "typealias", "case", "import", "actor", "associatedtype",
    ]

    private mutating func readFunction(at keyword: Int, end: Int, into declared: inout SwiftClass) {
        var index = keyword + 1
        guard index < end else { return }
        var name = tokens[index].text
        if tokens[index].kind == .identifier {
            index += 1
        } else if tokens[index].kind == .operator {
            index += 1
            while index < end && tokens[index].kind == .operator && !tokens[index].spaceBefore {
                name += tokens[index].text
                index += 1
            }
        } else {
            return
        }
        if index < end && tokens[index].isMark("<") { index = angleEnd(from: index) }
        guard index < end && tokens[index].isMark("(") else { return }
        let labels = parameterLabels(index)
        index = next(index)
        var body: Int?
        while index < end {
            let token = tokens[index]
            if token.isMark("{") {
                body = index
                break
            }
            if token.isMark(";") || token.kind == .pound
                || (token.kind == .identifier && !token.isBackticked && Self.declarationWords.contains(token.text))
            {
                break
            }
            index = next(index)
        }
        declared.methods.insert(name)
        declared.selectors.insert(selector(name: name, labels: labels, keyword: keyword))
        // The per-segue hook, and the hooks for the sender: a row, an item, a control.
        let isHook =
            name == "segueValues"
            && ["forSegue", "forRowAt", "forItemAt", "forControl", "forBarButtonItem", "forToolbarItem", "forMenuItem"]
                .contains(labels.first ?? "")
        // Offered keys are delivered as the hook's are, to whichever destination declares them.
        let offers = name == "offeredValues" && labels.first == "forSegue"
        if isHook || offers { declared.hasSegueHook = true }
        let origin: PassedKey.Origin? =
            offers ? .offered : isHook ? (labels.first == "forSegue" ? .segueHook : .senderHook) : nil
        if let body { collectKeys(in: (body + 1)..<groupEnd(body), hook: origin, into: &declared) }
    }

    /// Each parameter's first name, `nil` for `_`.
    private func parameterLabels(_ opener: Int) -> [String?] {
        enum Part { case name, type, defaultValue }
        var labels: [String?] = []
        let end = groupEnd(opener)
        var index = opener + 1
        var part = Part.name
        var startsParameter = true
        var angle = 0
        while index < end {
            if startsParameter {
                // Attributes before the name (`@ViewBuilder _ content`) are not its label.
                if let after = attributeEnd(from: index, before: end) {
                    index = after
                    continue
                }
                labels.append(tokens[index].isWord("_") ? nil : tokens[index].text)
                startsParameter = false
            }
            let token = tokens[index]
            if token.isMark(":") && part == .name {
                part = .type
            } else if token.isMark("<") && part == .type {
                angle += 1
            } else if token.isMark(">") && part == .type {
                angle -= 1
            } else if token.kind == .operator && token.text == "=" && angle <= 0 {
                part = .defaultValue
            } else if token.isMark(",") && (part != .type || angle <= 0) {
                (part, angle, startsParameter) = (.name, 0, true)
            }
            index = next(index)
        }
        return labels
    }

    /// The index after an attribute starting at `index` (`@ViewBuilder`, `@Sendable`,
    /// `@SwiftUI.ViewBuilder`, `@available(*, deprecated)`), `nil` when none starts there.
    private func attributeEnd(from index: Int, before end: Int) -> Int? {
        guard tokens[index].isMark("@"), index + 1 < end, tokens[index + 1].kind == .identifier else { return nil }
        var after = index + 2
        while after + 1 < end, tokens[after].isMark("."), tokens[after + 1].kind == .identifier { after += 2 }
        if after < end, tokens[after].isMark("("), !tokens[after].spaceBefore { after = next(after) }
        return after
    }

    /// The Objective-C selector: `@objc(name:)` if given, else derived as Swift does.
    private func selector(name: String, labels: [String?], keyword: Int) -> String {
        for attribute in leadingAttributes(before: keyword).attributes
        where attribute.name == "objc" || attribute.name == "IBAction" {
            if let opener = attribute.arguments, opener + 1 < groupEnd(opener) {
                return ((opener + 1)..<groupEnd(opener)).map { tokens[$0].text }.joined()
            }
        }
        return ObjCSelector.derive(name: name, labels: labels)
    }

    /// Keys of dictionary literals in a hook, and in `performSegue(withIdentifier:context:)` calls.
    private func collectKeys(in body: Range<Int>, hook: PassedKey.Origin?, into declared: inout SwiftClass) {
        if let hook {
            let keys = dictionaryKeys(in: body)
            declared.explicitKeys[nil, default: []].formUnion(keys)
            for key in keys { declared.passedKeys.insert(PassedKey(key: key, segue: nil, origin: hook)) }
            collectAddedKeys(in: body, origin: hook, into: &declared)
        }
        for index in body where tokens[index].isWord("performSegue") {
            guard index + 1 < body.upperBound, tokens[index + 1].isMark("("), !tokens[index + 1].newlineBefore,
                index == body.lowerBound || !(tokens[index - 1].isMark(".") || tokens[index - 1].isWord("func"))
            else { continue }
            let arguments = arguments(index + 1)
            guard let context = arguments.first(where: { $0.label == "context" }) else { continue }
            let identifier = arguments.first { $0.label == "withIdentifier" }.flatMap { stringLiteral($0.value) }
            let keys = dictionaryKeys(in: context.value)
            declared.explicitKeys[identifier, default: []].formUnion(keys)
            for key in keys { declared.passedKeys.insert(PassedKey(key: key, segue: identifier, origin: .callSite)) }
        }
    }

    /// Keys a hook adds one by one: `values.add(x, forKey: "k")` for any segue, and
    /// `values.addLazily(forKey: "k", onSegue: "id")` for the segue `id` only (any without it).
    private func collectAddedKeys(in body: Range<Int>, origin: PassedKey.Origin, into declared: inout SwiftClass) {
        for index in body where tokens[index].isWord("add") || tokens[index].isWord("addLazily") {
            guard index > body.lowerBound, tokens[index - 1].isMark("."), index + 1 < body.upperBound,
                tokens[index + 1].isMark("(")
            else { continue }
            let arguments = arguments(index + 1)
            let identifier = arguments.first { $0.label == "onSegue" }.flatMap { stringLiteral($0.value) }
            // `addLazily(forKeys: ["a", "b"], onSegue: "id") { … }`: one producer, several keys.
            if let keys = arguments.first(where: { $0.label == "forKeys" }) {
                declared.explicitKeys[identifier, default: []].formUnion(literalElements(keys.value))
                continue
            }
            guard let key = arguments.first(where: { $0.label == "forKey" }).flatMap({ stringLiteral($0.value) })
            else { continue }
            // `addLazily(forKey: "k", bySegue: ["id": { … }, Segue.other: { … }])`: the key on each
            // segue listed; on any segue when one is named by a constant rather than a string.
            if let table = arguments.first(where: { $0.label == "bySegue" }) {
                let identifiers = literalElements(table.value, keysOnly: true)
                for identifier in identifiers { declared.explicitKeys[identifier, default: []].insert(key) }
                if identifiers.count < literalElementCount(table.value) {
                    declared.explicitKeys[nil, default: []].insert(key)
                }
                continue
            }
            declared.explicitKeys[identifier, default: []].insert(key)
            declared.passedKeys.insert(PassedKey(key: key, segue: identifier, origin: origin))
        }
    }

    /// The string-literal elements (or, with `keysOnly`, keys) of the array or dictionary literal
    /// `range` holds, top level only.
    private func literalElements(_ range: Range<Int>, keysOnly: Bool = false) -> [String] {
        literalElementRanges(range).compactMap { element in
            let end = keysOnly ? (element.first { tokens[$0].isMark(":") } ?? element.upperBound) : element.upperBound
            return stringLiteral(element.lowerBound..<end)
        }
    }

    /// How many elements the array or dictionary literal `range` holds.
    private func literalElementCount(_ range: Range<Int>) -> Int { literalElementRanges(range).count }

    /// The token ranges of the top-level elements of the literal `range` holds, which is
    /// `[`…`]` and nothing else; none when it is something else.
    private func literalElementRanges(_ range: Range<Int>) -> [Range<Int>] {
        guard range.count >= 2, tokens[range.lowerBound].isMark("["), next(range.lowerBound) == range.upperBound else {
            return []
        }
        let end = groupEnd(range.lowerBound)
        var elements: [Range<Int>] = []
        var start = range.lowerBound + 1
        var index = start
        while index <= end {
            if index == end || tokens[index].isMark(",") {
                if index > start { elements.append(start..<index) }
                if index == end { break }
                start = index + 1
                index = start
                continue
            }
            index = next(index)
        }
        return elements
    }

    /// String-literal keys of every dictionary literal in the range, nested ones included.
    private func dictionaryKeys(in range: Range<Int>) -> Set<String> {
        var keys = Set<String>()
        for opener in range where tokens[opener].isMark("[") {
            let end = groupEnd(opener)
            var elementStart = opener + 1
            var colon: Int?
            var index = elementStart
            while index <= end {
                if index == end || tokens[index].isMark(",") {
                    if let colon, let key = stringLiteral(elementStart..<colon) { keys.insert(key) }
                    if index == end { break }
                    (elementStart, colon) = (index + 1, nil)
                    index += 1
                    continue
                }
                if colon == nil && tokens[index].isMark(":") { colon = index }
                index = next(index)
            }
        }
        return keys
    }
}

extension String {
    /// The string without `suffix` at its end, when it ends so.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
    }
}

/// Token indices stored in 32 bits, read and written as `Int`: a file under 2 GB has fewer
/// tokens than `Int32.max`, and a file of brackets has a few million.
struct TokenIndices {
    private var storage: [Int32]

    init(repeating value: Int, count: Int) {
        storage = Array(repeating: Int32(clamping: value), count: count)
    }

    subscript(index: Int) -> Int {
        get { Int(storage[index]) }
        set { storage[index] = Int32(clamping: newValue) }
    }
}
