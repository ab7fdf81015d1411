/// The edits `context-check migrate` makes for the statements it converts: the branches it
/// deletes from `prepare(for:sender:)`, the override it deletes when nothing stays, the base
/// class, the slots on destinations, the kept destinations and the `offeredValues` hook that
/// carries the values.
extension MigrationRun {
    /// The statements of each branch that convert and that stay, by branch (its first token).
    ///
    /// A branch counts as a reader counts one: an arm of the identifier dispatch (or the body's
    /// top level) that hands something to a destination. Logging-only arms are not handoffs, and
    /// what stays in a branch and hands nothing over (a log line) does not make it partly converted.
    static func branchCounts(_ analysis: PrepareBodyAnalysis, accepted: [Bool]) -> [Int: (converted: Int, left: Int)] {
        var branches: [Int: (converted: Int, left: Int)] = [:]
        for kept in analysis.kept where kept.handsOff { branches[kept.branch, default: (0, 0)].left += 1 }
        for (index, candidate) in analysis.candidates.enumerated() {
            if accepted[index] {
                branches[candidate.branch, default: (0, 0)].converted += 1
            } else {
                branches[candidate.branch, default: (0, 0)].left += 1
            }
        }
        return branches
    }

    mutating func emit(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        refusals: [MigrationRefusal?], slots: [String: SlotDecision]
    ) {
        // Notes and totals.
        for kept in analysis.kept {
            note(file, kept.statement.lowerBound, kept.refusal)
        }
        for (index, candidate) in analysis.candidates.enumerated() {
            if let refusal = refusals[index] { note(file, candidate.statement.lowerBound, refusal) }
        }
        let accepted = refusals.accepted
        let branches = Self.branchCounts(analysis, accepted: accepted)
        traceBranches(file, function, analysis, counts: branches, refusals: refusals)
        plan.branchesFound += branches.count
        for (_, counts) in branches {
            if counts.left == 0 {
                plan.branchesConverted += 1
            } else if counts.converted > 0 {
                plan.branchesPartly += 1
            } else {
                plan.branchesLeft += 1
            }
        }
        let converted = accepted.filter { $0 }.count
        plan.statementsConverted += converted
        guard converted > 0 else { return }

        let path = files[file].path
        var editor = BodyEditor(run: self, file: file, analysis: analysis, accepted: accepted)
        let topFlags = editor.removableFlags(function.statements)
        let remaining = zip(function.statements, topFlags).filter { statement, removable in
            guard !removable else { return false }
            if case .superCall = analysis.roles[statement.tokens.lowerBound] { return false }
            return true
        }
        let source = sourceDecision(file: file, function: function, analysis: analysis)
        let tokens = files[file].reader.tokens
        let indent = indentation(file, tokens[function.declarationStart].start)
        let unit = bodyIndentUnit(file, function, indent: indent)
        let hook = hookText(
            file, function, analysis, accepted: accepted, slots: slots, indent: indent, unit: unit,
            isOverride: !source.adoptsSegueContext, access: accessPrefix(function.scope.name))
        let bytes = files[file].bytes
        func lineEnd(after token: Int) -> Int {
            let end = tokens[token].end
            return bytes[end...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? end
        }
        func lines(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
        let hookLines = hook.isEmpty ? 0 : hook.split(separator: "\n", omittingEmptySubsequences: false).count
        if remaining.isEmpty && !source.adoptsSegueContext {
            // Nothing stays: the base class's prepare(for:sender:) does it all.
            let range = lineRange(file, tokens[function.declarationStart].start..<tokens[function.close].end)
            plan.handoffLinesBefore += lines(range)
            plan.handoffLinesAfter += hookLines
            if let offset = source.hookInClassBody {
                // In an extension: the override goes into the class body, the extension loses the
                // method, or goes when that leaves it empty.
                let removed = emptiedExtension(file: file, function: function) ?? range
                add(path, MigrationEdit(range: removed, replacement: ""))
                removeBlankLine(file, before: removed.lowerBound)
                if !hook.isEmpty { add(path, MigrationEdit(range: offset..<offset, replacement: "\n" + hook + "\n")) }
            } else {
                let replacement = hook.isEmpty ? "" : hook + "\n"
                add(path, MigrationEdit(range: range, replacement: replacement))
                if hook.isEmpty { removeBlankLine(file, before: range.lowerBound) }
            }
        } else {
            editor.emitBlock(function.statements)
            for edit in editor.edits { add(path, edit) }
            plan.handoffLinesBefore += editor.edits.reduce(0) { $0 + lines($1.range) }
            // The hook, and the super call or prepareContext line the body gains.
            plan.handoffLinesAfter += hookLines + (source.adoptsSegueContext || analysis.superCall == nil ? 1 : 0)
            var senderArgument = function.senderName
            let addsCall =
                lastDeliveries.contains(Self.formKey(file, function)) || source.adoptsSegueContext
                || analysis.superCall == nil
            if addsCall, let naming = senderParameterNaming(file: file, function: function) {
                add(path, naming.edit)
                senderArgument = naming.name
            }
            let arguments = "(for: \(function.segueName), sender: \(senderArgument))"
            if lastDeliveries.contains(Self.formKey(file, function)) {
                // After everything the body runs (DeliveryPlacement.swift): its last statement, or a
                // `defer` first (after the superclass's prepare for an adopter) when it returns early.
                let call = source.adoptsSegueContext ? "prepareContext\(arguments)" : "super.prepare\(arguments)"
                if hasReturn(file, function, analysis) {
                    let at = lineEnd(after: analysis.superCall.map { $0.upperBound - 1 } ?? function.open)
                    add(path, MigrationEdit(range: at..<at, replacement: "\(indent)\(unit)defer { \(call) }\n"))
                } else {
                    var at = tokens[function.close].start
                    while at > 0, bytes[at - 1] != UInt8(ascii: "\n") { at -= 1 }
                    add(path, MigrationEdit(range: at..<at, replacement: "\(indent)\(unit)\(call)\n"))
                }
            } else if source.adoptsSegueContext {
                // Right after the superclass's prepare(for:sender:), which comes first, or at the top.
                let at = lineEnd(after: analysis.superCall.map { $0.upperBound - 1 } ?? function.open)
                add(path, MigrationEdit(range: at..<at, replacement: "\(indent)\(unit)prepareContext\(arguments)\n"))
            } else if analysis.superCall == nil {
                let at = lineEnd(after: function.open)
                add(path, MigrationEdit(range: at..<at, replacement: "\(indent)\(unit)super.prepare\(arguments)\n"))
            }
            if !hook.isEmpty, let offset = source.hookInClassBody {
                add(path, MigrationEdit(range: offset..<offset, replacement: "\n" + hook + "\n"))
            } else if !hook.isEmpty {
                let end = tokens[function.close].end
                add(path, MigrationEdit(range: end..<end, replacement: "\n\n" + hook))
            }
        }
        if let (classFile, _) = scope(of: function.scope.name) {
            let edits = takingPart(function.scope.name, newBase: source.newBase, adopts: source.adoptsSegueContext)
            for edit in edits { add(files[classFile].path, edit) }
            if !edits.isEmpty { addImport(classFile) }
        }
        addImport(file)
        for (index, candidate) in analysis.candidates.enumerated() where accepted[index] {
            switch candidate.action {
            case .assign(let property, _):
                if let slot = slots[candidate.cast.className + "." + property] {
                    let name = candidate.cast.className + "." + property
                    for edit in slot.edits { add(files[slot.file].path, keyed(edit, slot: name)) }
                    if !slot.edits.isEmpty { addImport(slot.file) }
                }
            case .keep(let property):
                if case .success(let edits) = keptPropertyEdit(property, in: function.scope.name, candidate: candidate),
                    let (classFile, _) = scope(of: function.scope.name)
                {
                    for edit in edits { add(files[classFile].path, edit) }
                }
            }
        }
    }

    /// The edits that make a class take part, in its own file: its UIKit or AppKit superclass
    /// replaced by `newBase`, or, where `adopts`, `SegueContext` after its inheritance clause and
    /// the stored `ambientContext` the protocol requires first in its body. A presenter and a
    /// destination told of its arrival ask the same, so a class that is both changes once.
    func takingPart(_ className: String, newBase: String?, adopts: Bool) -> [MigrationEdit] {
        guard let (file, scope) = scope(of: className), let inheritance = scope.inheritance,
            let first = inheritance.first, let last = inheritance.last
        else { return [] }
        let tokens = files[file].reader.tokens
        var edits: [MigrationEdit] = []
        if let newBase {
            edits.append(MigrationEdit(range: tokens[first].start..<tokens[first].end, replacement: newBase))
        }
        if adopts {
            edits.append(MigrationEdit(range: tokens[last].end..<tokens[last].end, replacement: ", SegueContext"))
            let (classIndent, unit) = memberIndentation(file, scope)
            let open = tokens[scope.open].end
            let at = files[file].bytes[open...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? open
            edits.append(
                MigrationEdit(
                    range: at..<at,
                    replacement: "\(classIndent)\(unit)\(accessPrefix(className))var ambientContext = ContextValues()\n"
                ))
        }
        return edits
    }

    /// A class's indentation, and the unit its members are indented by beyond it (four spaces
    /// when it has no member to show it).
    func memberIndentation(_ file: Int, _ scope: PrepareBodyReader.Scope) -> (classIndent: String, unit: String) {
        let tokens = files[file].reader.tokens
        let classIndent = indentation(file, tokens[scope.keywordIndex].start)
        let member = scope.open + 1 < scope.close ? indentation(file, tokens[scope.open + 1].start) : classIndent
        let deeper = member.count > classIndent.count && member.hasPrefix(classIndent)
        return (classIndent, deeper ? String(member.dropFirst(classIndent.count)) : "    ")
    }

    /// Adds an edit once.
    mutating func add(_ path: String, _ edit: MigrationEdit) {
        if plan.edits[path]?.contains(edit) == true { return }
        plan.edits[path, default: []].append(edit)
    }

    /// `import PreparedContext` among the file's imports, in alphabetical order, when it has none.
    mutating func addImport(_ file: Int) {
        let tokens = files[file].reader.tokens
        let bytes = files[file].bytes
        var lastImport: Int?
        var before: Int?
        for index in tokens.indices where tokens[index].isWord("import") && tokens[index].column == 1 {
            var module = index + 1
            while module < tokens.count, tokens[module].kind == .identifier,
                ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(tokens[module].text)
            {
                module += 1
            }
            guard module < tokens.count else { break }
            if tokens[module].text == "PreparedContext" { return }
            let attributed = index > 0 && tokens[index - 1].line == tokens[index].line
            if before == nil, !attributed, tokens[module].text > "PreparedContext" { before = index }
            lastImport = module
        }
        var at = 0
        if let before {
            at = tokens[before].start
        } else if let lastImport {
            let end = tokens[lastImport].end
            at = bytes[end...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
        }
        add(files[file].path, MigrationEdit(range: at..<at, replacement: "import PreparedContext\n"))
    }

    /// The whitespace before the line holding byte `offset`.
    func indentation(_ file: Int, _ offset: Int) -> String {
        let bytes = files[file].bytes
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    func bodyIndentUnit(_ file: Int, _ function: PrepareBodyReader.PrepareFunction, indent: String) -> String {
        guard let first = function.statements.first else { return "    " }
        let inner = indentation(file, files[file].reader.tokens[first.tokens.lowerBound].start)
        guard inner.count > indent.count, inner.hasPrefix(indent) else { return "    " }
        return String(inner.dropFirst(indent.count))
    }

    /// `range` widened to whole lines when only whitespace (and a trailing comment) shares them.
    func lineRange(_ file: Int, _ range: Range<Int>) -> Range<Int> {
        let bytes = files[file].bytes
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        let startsLine = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
        var end = range.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "/") {
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        let endsLine = end == bytes.count || bytes[end] == UInt8(ascii: "\n")
        if startsLine && endsLine { return start..<min(end + 1, bytes.count) }
        if startsLine { return range.lowerBound..<end }
        return start..<range.upperBound
    }

    /// Removes the blank line before a deleted declaration, so that two blank lines do not remain.
    mutating func removeBlankLine(_ file: Int, before offset: Int) {
        let bytes = files[file].bytes
        guard offset >= 2, bytes[offset - 1] == UInt8(ascii: "\n") else { return }
        var start = offset - 1
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: "\n") else { return }
        add(files[file].path, MigrationEdit(range: start..<offset, replacement: ""))
    }

    /// The `offeredValues(forSegue:destination:sender:)` override carrying the converted values,
    /// each in the form ``chooseHandoffForms(_:decided:slots:)`` chose: entries of the values
    /// literal, lazy values for their segues, and `if` blocks where a test is needed; empty when
    /// every value is declared by a key on its slot.
    func hookText(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis, accepted: [Bool],
        slots: [String: SlotDecision], indent: String, unit: String, isOverride: Bool, access: String
    ) -> String {
        let forms = handoffForms[Self.formKey(file, function)] ?? []
        let presenter = function.scope.name
        var entries: [String] = []
        var lazy: [(key: String, values: [(identifiers: [String]?, produce: String)])] = []
        func spelled(_ identifier: String) -> IdentifierSpelling { identifierSpelling(file, function, identifier) }
        var blocks: [(header: String, bindings: [MigrationBinding], lines: [String], values: [Range<Int>])] = []
        for (index, candidate) in analysis.candidates.enumerated() where accepted[index] {
            guard case .assign(let property, let value) = candidate.action,
                let slot = slots[candidate.cast.className + "." + property]
            else { continue }
            let form =
                index < forms.count ? forms[index] ?? .block(destinationTest: true) : .block(destinationTest: true)
            // A binding or a parameter of the same name hides the presenter's property.
            let hidden = Set(candidate.bindings.flatMap(\.names) + [function.senderName, function.segueName])
            let names = files[file].reader.mentionedNames(value) ?? hidden
            let printed = offered(
                file, value, as: slot.valueType, presenter: names.isDisjoint(with: hidden) ? presenter : nil)
            let key = offeredKey(candidate.cast.className, property)
            switch form {
            case .declaration, .covered:
                continue
            case .offered:
                entries.append("\(Self.quoted(key)): \(printed)")
                continue
            case .lazy(let capturesSelf):
                let produce = "{ " + (capturesSelf ? "[self] in " : "") + printed + " }"
                if let at = lazy.firstIndex(where: { $0.key == key }) {
                    lazy[at].values.append((candidate.identifiers, produce))
                } else {
                    lazy.append((key, [(candidate.identifiers, produce)]))
                }
                continue
            case .block(let destinationTest):
                var conditions: [String] = []
                if let identifiers = candidate.identifiers {
                    let tests = identifiers.map { "identifier == \(spelled($0).string)" }
                    conditions.append(tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")")
                }
                if destinationTest || conditions.isEmpty {
                    conditions.append("destination is \(candidate.cast.className)")
                }
                let header = conditions.joined(separator: ", ")
                let line = "values.add(\(printed), forKey: \(Self.quoted(key)))"
                if let last = blocks.last, last.header == header, last.bindings == candidate.bindings {
                    blocks[blocks.count - 1].lines.append(line)
                    blocks[blocks.count - 1].values.append(value)
                } else {
                    blocks.append((header, candidate.bindings, [line], [value]))
                }
            }
        }
        guard !entries.isEmpty || !lazy.isEmpty || !blocks.isEmpty else { return "" }
        let sender = function.senderName == "sender" ? "sender" : "sender \(function.senderName)"
        var lines = [
            "\(indent)\(access)\(isOverride ? "override " : "")func offeredValues(forSegue identifier: String?, destination: AnyObject, \(sender): Any?) "
                + "-> SegueValues {"
        ]
        let inner = indent + unit
        // The values literal on one line, or one entry a line when that is too long.
        func literal(after start: String) -> [String] {
            let line = inner + start + "[" + entries.joined(separator: ", ") + "]"
            if line.count <= 120 { return [line] }
            return [inner + start + "["] + entries.map { inner + unit + $0 + "," } + [inner + "]"]
        }
        if lazy.isEmpty && blocks.isEmpty {
            // Only unconditional values: the literal is the body.
            lines += literal(after: "")
            lines.append("\(indent)}")
            return lines.joined(separator: "\n")
        }
        if entries.isEmpty {
            lines.append(inner + "var values = SegueValues()")
        } else {
            lines += literal(after: "var values: SegueValues = ")
        }
        for (key, values) in lazy {
            let table = values.flatMap { value in (value.identifiers ?? []).map { (spelled($0), value.produce) } }
            let line =
                "values.addLazily(forKey: \(Self.quoted(key)), bySegue: ["
                + table.map { "\($0.0.argument): \($0.1)" }.joined(separator: ", ") + "])"
            // One table takes identifiers of one type: all strings, or cases of one enum.
            let types = Set(table.map { $0.0.raw?.type ?? "" })
            if table.count > 1, values.allSatisfy({ $0.identifiers != nil }), types.count == 1,
                inner.count + line.count <= 120
            {
                lines.append(inner + line)
                continue
            }
            for value in values {
                if let identifiers = value.identifiers {
                    for identifier in identifiers {
                        lines.append(
                            inner
                                + "values.addLazily(forKey: \(Self.quoted(key)), onSegue: \(spelled(identifier).argument)) "
                                + value.produce)
                    }
                } else {
                    lines.append(inner + "values.addLazily(forKey: \(Self.quoted(key))) " + value.produce)
                }
            }
        }
        var next = 0
        // The header of the block just written when its `if` tests only that header and declares no
        // name the next block could see: a next block of the same header goes inside it, as
        // `if h { a }; if h { b }` runs as `if h { a; b }` does (the header tests only the identifier
        // and the destination, which the values cannot change).
        var plain: String?
        while next < blocks.count {
            let block = blocks[next]
            next += 1
            let start = lines.count
            // The blocks of a carried `if` chain go together, as the chain (SenderConditions.swift).
            if let chain = block.bindings.first(where: { $0.arm != nil })?.arm?.chain {
                var members = [block]
                while next < blocks.count, blocks[next].bindings.contains(where: { $0.arm?.chain == chain }) {
                    members.append(blocks[next])
                    next += 1
                }
                // The longest header: one with the destination's test where any member needs it.
                let header = members.map(\.header).max { $0.count < $1.count } ?? block.header
                let written = chainLines(
                    file, header: header, blocks: members.map { ($0.bindings, $0.lines, $0.values) }, indent: indent,
                    unit: unit)
                lines += written.lines
                plain = !written.declares && lines[start] == "\(indent)\(unit)if \(header) {" ? header : nil
                continue
            }
            let inside = plain == block.header
            if inside { lines.removeLast() }
            var (opened, declares) = openConditions(
                file, header: inside ? nil : block.header, block.bindings, values: block.values,
                depth: indent + unit + (inside ? unit : ""), unit: unit, into: &lines)
            let depth = indent + unit + String(repeating: unit, count: opened + (inside ? 1 : 0))
            for line in block.lines { lines.append(depth + line) }
            if inside { opened += 1 }
            lines += closingBraces(opened, at: indent + unit, unit: unit)
            // Merged, the block leaves the header open to the next, unless it declares a name.
            if declares {
                plain = nil
            } else if !inside {
                plain = lines[start] == "\(indent)\(unit)if \(block.header) {" ? block.header : nil
            }
        }
        lines.append("\(indent)\(unit)return values")
        lines.append("\(indent)}")
        return lines.joined(separator: "\n")
    }
}

extension MigrationRun {
    /// Writes `if header {` (when there is one) and the bindings of a block under it, at `depth`,
    /// and returns how many `if`s it opened and whether it declared a name outside them (a `let`
    /// before the first condition, which what follows in the same block would see). A condition joins the innermost `if` while no statement
    /// follows it and the line stays within 120 columns: `if a, b {` runs as `if a { if b {` does,
    /// in order, each only when the one before holds. A condition whose name nothing reads is
    /// written as a test: it still decides whether the values are added.
    func openConditions(
        _ file: Int, header: String?, _ bindings: [MigrationBinding], values: [Range<Int>], depth: String,
        unit: String, into lines: inout [String]
    ) -> (opened: Int, declares: Bool) {
        var opened = 0
        var declares = false
        var openIf: Int?
        if let header {
            openIf = lines.count
            lines.append("\(depth)if \(header) {")
            opened += 1
        }
        let reader = files[file].reader
        for binding in usedBindings(file, bindings, values: values) {
            let inner = depth + String(repeating: unit, count: opened)
            guard binding.isCondition else {
                openIf = nil
                if opened == (header == nil ? 0 : 1) { declares = true }
                lines.append(inner + text(file, binding.tokens))
                continue
            }
            let written =
                binding.names.isEmpty || reader.tokens[binding.tokens.lowerBound].isWord("case")
                ? nilTest(file, binding) : text(file, binding.tokens)
            if let at = openIf, lines[at].count + written.count <= 118 {
                lines[at] = lines[at].dropLast(2) + ", \(written) {"
                continue
            }
            openIf = lines.count
            lines.append(inner + "if \(written) {")
            opened += 1
        }
        return (opened, declares)
    }

    /// The braces that close `opened` nested `if`s, the outermost at `depth`.
    func closingBraces(_ opened: Int, at depth: String, unit: String) -> [String] {
        (0..<opened).reversed().map { depth + String(repeating: unit, count: $0) + "}" }
    }
}

extension MigrationPlan {
    /// Leaves a file as it is, with a note, where two of its edits overlap: applied, they would mix.
    mutating func dropOverlappingEdits() {
        for (path, fileEdits) in edits {
            let sorted = MigrationPlan.sorted(fileEdits)
            if zip(sorted, sorted.dropFirst()).contains(where: { $0.range.upperBound > $1.range.lowerBound }) {
                edits[path] = nil
                notes.append(
                    MigrationNote(
                        position: SourcePosition(path: path, line: 1, column: 1),
                        kind: MigrationRefusalKind.unreadable.rawValue,
                        message: "the changes proposed for this file overlap, so it is left as it is; please report it")
                )
            }
        }
    }
}
