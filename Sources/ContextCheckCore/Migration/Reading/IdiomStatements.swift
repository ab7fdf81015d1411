/// Reading simple statements: assignments to the destination (candidates), bindings, kept
/// destinations, and why a statement that stays cannot move.
extension PrepareIdioms {
    mutating func simple(_ statement: PrepareBodyReader.Statement, _ context: inout Context) {
        let range = statement.tokens
        let words = reader.texts(range)
        let start = range.lowerBound
        if words.first == "super", words.count >= 3, words[2] == "prepare" {
            analysis.roles[start] = .superCall
            analysis.superCall = range
            return
        }
        if words == ["break"] {
            analysis.roles[start] = .dispatch
            return
        }
        // let destination = segue.destination as! Detail
        if words.count >= 4, words[0] == "let" || words[0] == "var", words[2] == "=" {
            let value = (start + 3)..<range.upperBound
            // let destination = segue.destination: a name for it, cast later.
            if words[0] == "let", words.count == 6, words[3] == segue, words[4] == ".", isDestinationWord(words[5]) {
                context.destinationAliases.insert(words[1])
                analysis.roles[start] = .destinationBinding(name: words[1])
                return
            }
            if words[0] == "let", isNavigationRoot(normalized(value), context) {
                context.rootAliases.insert(words[1])
                analysis.roles[start] = .destinationBinding(name: words[1])
                return
            }
            if let cast = destinationCast(value, context, forced: true) {
                if context.cast != nil, context.cast != cast {
                    keep(statement, .sideEffect, "a second destination cast in one branch stays")
                    return
                }
                context.cast = cast
                // `as!` traps unless the destination is of the class: what follows runs only when it is.
                context.castIsCertain = context.castIsCertain || normalized(value).dropLast().last == "as!"
                // Through a container, `as!` traps where a segue of the branch reaches something else:
                // converted, only where every segue of the branch reaches the class that way.
                if cast.path.isContainerPath, normalized(value).dropLast().last == "as!" {
                    context.stopsOnOtherDestinations = true
                }
                context.destination = words[1]
                analysis.roles[start] = .destinationBinding(name: words[1])
                return
            }
            if isContainerCast(value, context) {
                context.containers.insert(words[1])
                analysis.roles[start] = .destinationBinding(name: words[1])
                return
            }
            if words[0] == "let", isPure(value, context) {
                context.bindings.append(MigrationBinding(tokens: range, isCondition: false, names: [words[1]]))
                analysis.roles[start] = .valueBinding(name: words[1])
                return
            }
            if words[0] == "let", makesOnlyCalls(value, context), !mentionsDestination(value, context) {
                // Moved with the one value that reads it, right after it, as if written into it
                // (InlinedBindings.swift); copied anywhere else into the hook, its call would run there
                // too, or instead, or once per block.
                if movesWithReader(statement, name: words[1], context) {
                    context.bindings.append(
                        MigrationBinding(tokens: range, isCondition: false, names: [words[1]], callsCode: true))
                    analysis.roles[start] = .valueBinding(name: words[1])
                    pendingCallBindings[words[1]] = KeptStatement(
                        statement: range,
                        refusal: .refuse(
                            .sideEffect,
                            "a binding whose value calls code stays with the statement after it, which reads it "
                                + "and stays"),
                        path: pathNow, branch: branchNow, handsOff: handsOff(range), identifiers: identifiersNow,
                        certainCast: certainCastNow)
                    return
                }
                keep(
                    statement, .sideEffect,
                    "a binding whose value calls code stays unless the statement right after it is the one "
                        + "assignment to the destination that reads it (nothing else reads it, not even in a string): "
                        + "move it there, or convert by hand")
                return
            }
            keep(statement, .sideEffect, "a binding whose value may have side effects stays")
            return
        }
        guard let equal = reader.topLevelAssignment(range) else {
            if words.first == context.destination || (words.first == "(" && words.count > 3 && words[1] == segue) {
                keep(
                    statement, .sideEffect,
                    "a call on the destination stays: it has effects the library does not reproduce; move it to the "
                        + "destination's contextDidArrive(_:) by hand")
                return
            }
            keep(statement, .sideEffect, "a statement with possible side effects stays")
            return
        }
        let left = start..<equal
        let value = (equal + 1)..<range.upperBound
        // self.kept = destination
        let leftWords = reader.texts(left)
        let keptName: String? =
            leftWords.count == 1 ? leftWords[0] : leftWords.count == 3 && leftWords[0] == "self" ? leftWords[2] : nil
        if let keptName, tokens[left.upperBound - 1].kind == .identifier {
            let valueWords = reader.texts(value)
            var cast = context.cast
            if let destination = context.destination, valueWords == [destination] || valueWords == [destination, "!"] {
                // the bound destination
            } else if let direct = destinationCast(value, context) {
                cast = direct
            } else {
                cast = nil
            }
            if let cast, leftWords.count == 3 || !localNames.contains(keptName) {
                let count = analysis.candidates.count
                addCandidate(.keep(property: keptName), statement: range, cast: cast, context)
                // `kept = segue.destination as? C` under no test of the class: nil where it is another
                // (KeptDestinations.swift).
                if analysis.candidates.count > count, context.cast == nil, cast != context.cast,
                    !(context.destination.map { valueWords == [$0] || valueWords == [$0, "!"] } ?? false)
                {
                    analysis.candidates[count].keptCastMayFail = true
                }
                return
            }
        }
        // destination.property = value
        if let (cast, property) = destinationMember(left, context) {
            if mentionsDestination(value, context) {
                keep(statement, .sideEffect, "the value assigned to '\(property)' reads the destination")
                return
            }
            guard isPure(value, context) else {
                // A value that calls code is a candidate too, marked: the planner converts it only
                // where it proves the call runs as often, under the same conditions and at a moment
                // nothing else can tell apart (CallValues.swift); otherwise it stays, saying why.
                guard makesOnlyCalls(value, context) else {
                    keep(
                        statement, .sideEffect,
                        "the value assigned to '\(property)' \(whyNotMovable(value, context)), so it cannot "
                            + "move into the offeredValues hook: assign it by hand")
                    return
                }
                addCandidate(
                    .assign(property: property, value: value), statement: range, cast: cast, context, makesCalls: true)
                return
            }
            addCandidate(.assign(property: property, value: value), statement: range, cast: cast, context)
            return
        }
        keep(statement, .sideEffect, "an assignment to something other than the destination stays")
    }

    mutating func addCandidate(
        _ action: MigrationCandidate.Action, statement: Range<Int>, cast: DestinationCast, _ context: Context,
        makesCalls: Bool = false
    ) {
        if let gate = context.enumGate {
            keep(
                PrepareBodyReader.Statement(kind: .simple, tokens: statement), .identifier,
                "it runs for every identifier '\(gate)' declares, outside a 'switch' naming them: it stays")
            return
        }
        if let tested = context.cast, tested != cast {
            // `if segue.destination is A { (segue.destination as? B)?.x = … }`: converted, the test of A would go.
            keep(
                PrepareBodyReader.Statement(kind: .simple, tokens: statement), .condition,
                "it casts the destination to '\(cast.className)' under a test of '\(tested.className)': it stays")
            return
        }
        var makesCalls = makesCalls
        if case .assign(let property, let value) = action,
            let name = pendingCallBindings.keys.sorted().first(where: { name in
                value.contains { tokens[$0].kind == .identifier && tokens[$0].text == name }
            })
        {
            // The one value that reads a binding whose value calls code (InlinedBindings.swift, rule 4).
            guard context.castIsCertain, context.cast == cast else {
                keep(
                    PrepareBodyReader.Statement(kind: .simple, tokens: statement), .sideEffect,
                    "the value assigned to '\(property)' reads '\(name)', whose value calls code, and the "
                        + "destination's class is not certain here: the call ran for any destination, the hook would "
                        + "run it only for a '\(cast.className)'; cast with 'as!' or 'if let' first, or assign it by hand"
                )
                return
            }
            pendingCallBindings[name] = nil
            makesCalls = true
        }
        analysis.roles[statement.lowerBound] = .candidate(analysis.candidates.count)
        analysis.candidates.append(
            MigrationCandidate(
                action: action, statement: statement, identifiers: context.identifiers, cast: cast,
                bindings: context.bindings, group: context.group, path: context.path, branch: context.branch,
                stopsOnOtherDestinations: context.stopsOnOtherDestinations, stoppingGuards: context.stoppingGuards,
                earlierCaseClasses: context.earlierCaseClasses, destinationScope: context.destinationScope,
                stateReads: context.stateReads, makesCalls: makesCalls, earlierArms: context.earlierArms))
    }

    /// `destination.property`, `destination?.property`, `(cast)?.property`: the cast and the property.
    func destinationMember(_ range: Range<Int>, _ context: Context) -> (DestinationCast, String)? {
        guard range.count >= 3, tokens[range.upperBound - 1].kind == .identifier,
            tokens[range.upperBound - 2].isMark(".")
        else { return nil }
        let property = tokens[range.upperBound - 1].text
        var base = range.lowerBound..<(range.upperBound - 2)
        if let last = base.last, tokens[last].isMark("?") || tokens[last].isMark("!") {
            base = base.lowerBound..<last
        }
        let words = reader.texts(base)
        if let destination = context.destination, let cast = context.cast, words == [destination] {
            return (cast, property)
        }
        if base.count >= 2, tokens[base.lowerBound].isMark("("), reader.partner[base.lowerBound] == base.upperBound - 1,
            let cast = destinationCast((base.lowerBound + 1)..<(base.upperBound - 1), context)
        {
            return (cast, property)
        }
        return nil
    }

    /// The normalized words of an expression: parentheses and postfix `?`/`!` left out, `as?`/`as!` joined.
    func normalized(_ range: Range<Int>) -> [String] {
        Self.normalized(range, in: reader)
    }

    /// The normalized words of an expression in `reader` (see ``normalized(_:)``).
    static func normalized(_ range: Range<Int>, in reader: PrepareBodyReader) -> [String] {
        var words: [String] = []
        for index in range {
            let token = reader.tokens[index]
            if token.kind == .punctuation, token.text == "(" || token.text == ")" { continue }
            if token.kind == .operator, token.text == "?" || token.text == "!" {
                if words.last == "as" { words[words.count - 1] = "as" + token.text }
                continue
            }
            words.append(token.text)
        }
        return words
    }

    /// `destination`, and AppKit's `destinationController`.
    func isDestinationWord(_ word: String) -> Bool {
        word == "destination" || (function.isAppKit && word == "destinationController")
    }

    static let navigationContainers: Set<String> = ["UINavigationController", "NSNavigationController"]

    /// Whether the expression is `segue.destination as? UINavigationController`.
    func isContainerCast(_ range: Range<Int>, _ context: Context) -> Bool {
        var words = normalized(range)
        if words.count == 3, context.destinationAliases.contains(words[0]) {
            words = [segue, ".", "destination"] + words.dropFirst()
        }
        return words.count == 5 && words[0] == segue && isDestinationWord(words[2])
            && (words[3] == "as?" || words[3] == "as!") && Self.navigationContainers.contains(words[4])
    }

    /// The destination cast an expression is, if it is one. Through a container path (see
    /// ``DestinationPath/isContainerPath``), an `as!` is read only where `forced` says the caller
    /// proves it on every segue (a `let` binding, which sets ``Context/stopsOnOtherDestinations``).
    func destinationCast(_ range: Range<Int>, _ context: Context, forced: Bool = false) -> DestinationCast? {
        let words = normalized(range)
        guard words.count >= 2, words[words.count - 2] == "as?" || words[words.count - 2] == "as!",
            let className = words.last, tokens[range.upperBound - 1].kind == .identifier,
            !Self.navigationContainers.contains(className)
        else { return nil }
        var base = Array(words.dropLast(2))
        if base.count == 1, context.rootAliases.contains(base[0]) {
            return DestinationCast(className: className, path: .navigationRoot)
        }
        if let path = containerPath(base, context) {
            // `as!` traps where the storyboard shows another class: only a binding, proved on every segue.
            guard forced || words[words.count - 2] == "as?" else { return nil }
            return DestinationCast(className: className, path: path)
        }
        if base.count == 1, context.destinationAliases.contains(base[0]) { base = [segue, ".", "destination"] }
        if base.count == 3, base[0] == segue, base[1] == ".", isDestinationWord(base[2]) {
            return DestinationCast(className: className, path: .direct)
        }
        return isNavigationRoot(base, context) ? DestinationCast(className: className, path: .navigationRoot) : nil
    }

    /// The destination cast `subject is ClassName` tests, when the subject is the destination or
    /// a navigation controller's root.
    func typeTestCast(_ test: (subject: Range<Int>, className: String), _ context: Context)
        -> DestinationCast?
    {
        guard !Self.navigationContainers.contains(test.className) else { return nil }
        let words = normalized(test.subject)
        if words.count == 1, context.rootAliases.contains(words[0]) {
            return DestinationCast(className: test.className, path: .navigationRoot)
        }
        if let path = containerPath(words, context) { return DestinationCast(className: test.className, path: path) }
        if (words.count == 3 && words[0] == segue && words[1] == "." && isDestinationWord(words[2]))
            || (words.count == 1 && context.destinationAliases.contains(words[0]))
        {
            return DestinationCast(className: test.className, path: .direct)
        }
        guard isNavigationRoot(words, context) else { return nil }
        return DestinationCast(className: test.className, path: .navigationRoot)
    }

    /// Whether normalized words name a navigation controller's root: `navigation.topViewController`
    /// for a bound container, `(segue.destination as? UINavigationController)?.viewControllers.first`, ….
    func isNavigationRoot(_ base: [String], _ context: Context) -> Bool {
        let roots: [[String]] = [
            [".", "topViewController"], [".", "viewControllers", ".", "first"], [".", "children", ".", "first"],
            [".", "visibleViewController"],
        ]
        for root in roots where base.count > root.count && Array(base.suffix(root.count)) == root {
            let container = Array(base.dropLast(root.count))
            if container.count == 1, context.containers.contains(container[0]) { return true }
            if container.count == 5, container[0] == segue, isDestinationWord(container[2]),
                container[3] == "as?" || container[3] == "as!", Self.navigationContainers.contains(container[4])
            {
                return true
            }
        }
        return false
    }

    /// The words that name the segue's destination here: `segue.destination`, or a name for it.
    func destinationWords(_ context: Context) -> [[String]] {
        [[segue, ".", "destination"]] + context.destinationAliases.sorted().map { [$0] }
    }

    /// The container path normalized words take to the destination's class, when they are one of
    /// ``ContainerPaths``' spellings: a self-or-root name or accessor, or the destination's first child.
    func containerPath(_ base: [String], _ context: Context) -> DestinationPath? {
        // AppKit's destination is `Any`, and its containers differ: UIKit only.
        guard !function.isAppKit else { return nil }
        if base.count == 1, context.selfOrRootAliases.contains(base[0]) { return .selfOrNavigationRoot }
        return ContainerPaths.path(
            base, destination: destinationWords(context), accessors: selfOrRootAccessors,
            childrenCounted: context.childrenCounted)
    }

    func mentionsDestination(_ range: Range<Int>, _ context: Context) -> Bool {
        reader.texts(range).contains {
            $0 == context.destination || $0 == segue || context.containers.contains($0)
                || context.destinationAliases.contains($0) || context.rootAliases.contains($0)
                || context.selfOrRootAliases.contains($0)
        }
    }

    /// Calls a value may make: they read and change nothing. Initializers of the standard
    /// library's and Foundation's value types, and `UITableView`/`UICollectionView`'s
    /// `indexPath(for:)`, unless the app declares the name itself (a function, a type, an
    /// initializer in an extension: ``MigrationRun/shadowedPureCalls()``; those that read a file
    /// throw, and `try` is refused). An app's own function is never taken as pure: its moment may
    /// matter. Arguments are held to the same rules.
    static let pureCalls: Set<String> = [
        "indexPath", "IndexPath", "String", "Int", "Double", "Float", "Bool", "URL",
    ]
    /// The parameters and the local of the generated `offeredValues` hook.
    static let hookNames: Set<String> = ["identifier", "destination", "values"]
    static let keywords: Set<String> = [
        "try", "await", "let", "var", "func", "return", "throw", "if", "switch", "in", "inout",
    ]

    /// Whether an expression reads values only: names, members, subscripts, literals, casts,
    /// operators and the calls in ``pureCalls``; no closure, no local the body declares unless a
    /// binding in `context` declares it. The code of string interpolations is held to the same
    /// rules: a name in `"\(name)"` is resolved where the value will run, like any other.
    func isPure(_ range: Range<Int>, _ context: Context) -> Bool {
        Self.isPure(
            range, in: reader, bound: Set(context.bindings.flatMap(\.names)), context: context, localNames: localNames,
            segue: segue, shadowed: shadowedCalls, depth: 0)
    }

    /// Whether an expression is pure as ``isPure(_:_:)`` asks, except that it may call functions,
    /// methods and initializers (the app's own among them): no closure, no `try`, `await`,
    /// assignment or `&`, and every name resolved as in a pure value. Such a value converts
    /// only under the proof of CallValues.swift.
    func makesOnlyCalls(_ range: Range<Int>, _ context: Context) -> Bool {
        Self.isPure(
            range, in: reader, bound: Set(context.bindings.flatMap(\.names)), context: context, localNames: localNames,
            segue: segue, shadowed: shadowedCalls, depth: 0, allowsCalls: true)
    }

    /// What keeps a value from moving into the hook, as a note says it: its first closure, `try`,
    /// `await`, `&` or assignment, or a name it reads that does not resolve there.
    func whyNotMovable(_ range: Range<Int>, _ context: Context) -> String {
        let bound = Set(context.bindings.flatMap(\.names))
        for index in range {
            let token = tokens[index]
            if token.isMark("{") { return "has a closure (which may run at any time)" }
            if token.kind == .pound { return "has a '\(token.text)' literal" }
            if token.kind == .identifier, Self.keywords.contains(token.text), !token.isBackticked {
                return "has '\(token.text)'"
            }
            if token.kind == .operator,
                token.text.contains("&") || token.text == "++" || token.text == "--"
                    || (token.text.contains("=") && !["==", "!=", "<=", ">="].contains(token.text))
            {
                return "writes a variable ('\(token.text)')"
            }
            if token.kind == .identifier, index == range.lowerBound || !tokens[index - 1].isMark("."),
                localNames.contains(token.text), !bound.contains(token.text)
            {
                return "reads '\(token.text)', which this body declares and which does not move with it"
            }
            if token.kind == .identifier, index == range.lowerBound || !tokens[index - 1].isMark("."),
                token.text == segue || Self.hookNames.contains(token.text)
            {
                return "reads '\(token.text)', which names something else in the hook"
            }
        }
        return "may have side effects"
    }

    /// Interpolations nested deeper than this are not read: the value stays.
    static let maximumInterpolationDepth = 4

    static func isPure(
        _ range: Range<Int>, in reader: PrepareBodyReader, bound: Set<String>, context: Context,
        localNames: Set<String>, segue: String, shadowed: Set<String>, depth: Int, allowsCalls: Bool = false
    ) -> Bool {
        guard !range.isEmpty else { return false }
        let tokens = reader.tokens
        func unavailable(_ name: String) -> Bool {
            name == segue || name == context.destination || hookNames.contains(name)
                || context.containers.contains(name) || context.destinationAliases.contains(name)
                || context.rootAliases.contains(name) || context.selfOrRootAliases.contains(name)
                || (localNames.contains(name) && !bound.contains(name))
        }
        // A closure literal, the whole value: creating it runs nothing. Its body may name neither
        // the segue, the destination, the hook's names nor a local that is not transplanted.
        if !allowsCalls, tokens[range.lowerBound].isMark("{"), reader.partner[range.lowerBound] == range.upperBound - 1
        {
            return !range.contains { index in
                let token = tokens[index]
                if token.kind == .string { return !interpolationsArePure(index) }
                guard token.kind == .identifier, index == 0 || !tokens[index - 1].isMark(".") else { return false }
                return unavailable(token.text)
            }
        }
        func interpolationsArePure(_ index: Int) -> Bool {
            guard let parts = reader.interpolations(index) else { return false }
            guard !parts.isEmpty else { return true }
            guard depth < maximumInterpolationDepth else { return false }
            return parts.allSatisfy { part in
                let inner = PrepareBodyReader(source: part)
                return isPure(
                    0..<inner.tokens.count, in: inner, bound: bound, context: context, localNames: localNames,
                    segue: segue, shadowed: shadowed, depth: depth + 1, allowsCalls: allowsCalls)
            }
        }
        // The brackets open around each token, to tell an argument label (`f(label: x)`) from a
        // name before a ternary's or a dictionary's `:`.
        var open: [Int] = []
        for index in range {
            let token = tokens[index]
            while let last = open.last, reader.partner[last] < index { open.removeLast() }
            switch token.kind {
            case .pound:
                return false
            case .string:
                if !interpolationsArePure(index) { return false }
            case .punctuation:
                if token.text == "{" || token.text == "\\" || token.text == ";" { return false }
                if token.text == "(", index > range.lowerBound {
                    let before = tokens[index - 1]
                    // `make (x)` calls `make` as `make(x)` does: only a new line ends the expression.
                    if !allowsCalls, before.kind == .identifier, !token.newlineBefore,
                        !pureCalls.contains(before.text) || shadowed.contains(before.text)
                    {
                        return false
                    }
                    if !allowsCalls, before.isMark(")") || before.isMark("]") { return false }
                }
                if token.text == "(" || token.text == "[" {
                    guard reader.partner[index] > index else { return false }
                    open.append(index)
                }
            case .operator:
                if token.text.contains("=") && !["==", "!=", "<=", ">="].contains(token.text) { return false }
                if ["++", "--"].contains(token.text) { return false }
                // `f(&x)` lets the call write a variable of the body.
                if allowsCalls, token.text.contains("&") { return false }
            case .identifier:
                if keywords.contains(token.text) && !token.isBackticked { return false }
                let isMember = index > range.lowerBound && tokens[index - 1].isMark(".")
                let isLabel =
                    index + 1 < range.upperBound && tokens[index + 1].isMark(":") && index > range.lowerBound
                    && (tokens[index - 1].isMark("(") || tokens[index - 1].isMark(","))
                    && open.last.map { tokens[$0].isMark("(") } == true
                if !isMember, !isLabel, unavailable(token.text) { return false }
            default:
                break
            }
        }
        return true
    }
}
