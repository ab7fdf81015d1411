/// Which form `context-check migrate` writes a converted handoff in: the most declarative one
/// that the storyboards and the sources prove to deliver the same values.
///
/// - A **key on the destination's slot** (`@Prepared(key: "categoryName") var selectedCategoryName`)
///   when the value is the presenter's own stored property: the engine then reads that property
///   itself, and no code is written per segue. Only when every segue on which the presenter
///   reaches the destination is a converted one, no other presenter has a property of that key,
///   and the property's written type is the slot's.
/// - An **unconditional offer** (`["delegate": self]`) when the value cannot trap and no other
///   controller the presenter's segues prepare may take the key: the identifier test and the
///   destination test are then both redundant.
/// - A **lazy value for its segue** (`values.addLazily(forKey: "topic", onSegue: "showHelp") { … }`)
///   when only the segue's destination may take the key; several segues feeding one key become
///   one table (`addLazily(forKey:bySegue:)`).
/// - The **`if` block** of the original tests otherwise (bindings, conditions, or a segue that
///   prepares several controllers that may take the key).
extension MigrationRun {
    /// What the emitter writes for one accepted candidate.
    enum HandoffForm: Equatable {
        /// A key on the destination's slot: nothing in the hook.
        case declaration(key: String)
        /// An unconditional entry of the hook's values.
        case offered
        /// Given by another candidate's unconditional entry, the same value for the same key.
        case covered
        /// A lazily produced value for the candidate's segues; `capturesSelf` when the value
        /// reads the presenter's stored properties by their bare names.
        case lazy(capturesSelf: Bool)
        /// The original tests as an `if`, with the destination test only where it is needed.
        case block(destinationTest: Bool)
    }

    /// Whether `className` may take a value passed under `key`: a property, slot or prefixed
    /// name that has or may get that key, or a class whose keys cannot be read here (not
    /// declared once in Swift, a prefix of its own, a superclass from elsewhere).
    func mayTakeKey(_ className: String?, _ key: String) -> Bool {
        guard let className else { return false }
        guard unique(className) != nil else { return true }
        let chain = [className] + ancestors(className)
        for name in chain {
            guard let declared = unique(name)?.declared else {
                // The first superclass not declared here: a framework class takes no key, another may.
                if name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("Prepared") { break }
                return true
            }
            if declared.prefix != nil || declared.properties.contains(where: { $0.name == "preparationOptions" }) {
                return true
            }
        }
        let prefixed = prefix.isEmpty ? nil : prefix + key.prefix(1).uppercased() + key.dropFirst()
        let family = chain + (subclassesByName[className] ?? [])
        return allProperties(className).contains { property in
            if property.isSlot || property.isWeakSlot || property.isSegueDestination || property.ambientKey != nil {
                let slotKey = property.explicitKey ?? property.name
                return slotKey == key || slotKey == prefixed
            }
            if property.name == prefixed { return true }
            // A plain property takes part only if this run makes it a slot (of its name, or of a
            // key of its own: SlotKeys.swift).
            return family.contains { mayBecomeSlot($0, property.name, keyed: key) }
        }
    }

    /// Whether a class is, or may be, a page view controller, whose pages the storyboard does not show.
    func isPaging(_ className: String) -> Bool {
        ([className] + ancestors(className)).contains { name in
            name.hasSuffix("PageViewController")
                || unique(name)?.declared.inherited.contains(where: { $0.hasSuffix("PageViewController") }) == true
        }
    }

    /// Whether every controller that a segue from `source` (on one of `identifiers`, or any
    /// segue when `nil`) prepares and that may take `key` is a `className`: then the value needs
    /// no destination test there. `everySegue` asks it of all the source's segues, unwinds
    /// included, so that the identifier test is not needed either.
    func onlyTaker(
        of key: String, from source: String, is className: String, identifiers: [String]?, everySegue: Bool
    ) -> Bool {
        onlyTaker(of: key, from: source, among: [(className, identifiers)], everySegue: everySegue)
    }

    /// ``onlyTaker(of:from:is:identifiers:everySegue:)`` for several destinations, each on its
    /// segues: a controller that may take `key` must be one of them, on one of its segues.
    func onlyTaker(
        of key: String, from source: String, among takers: [(className: String, identifiers: [String]?)],
        everySegue: Bool
    ) -> Bool {
        func covers(_ taker: (className: String, identifiers: [String]?), _ route: SegueRoute) -> Bool {
            taker.identifiers.map { ids in route.identifier.map(ids.contains) ?? false } ?? true
        }
        let ours = { (route: SegueRoute) in takers.contains { covers($0, route) } }
        for route in routes(from: source) where everySegue || ours(route) {
            if route.isUnwind {
                // Where an unwind ends, the storyboard does not say: any class declaring its action.
                if classes(reachedBy: route).contains(where: { mayTakeKey($0, key) }) {
                    return false
                }
                continue
            }
            if case .unknown = route.target { return false }
            // A page view controller runs the presenter's hooks again for each page it is given later.
            if route.prepared.contains(where: { $0.map(isPaging) ?? false }) { return false }
            for reached in route.prepared where mayTakeKey(reached, key) {
                guard takers.contains(where: { isKind(reached, of: $0.className) && covers($0, route) }) else {
                    return false
                }
            }
        }
        return true
    }

    /// Chooses the form of each accepted candidate of every body (by ``formKey(_:_:)``), and the
    /// key each slot declares (by `Class.property`), for ``emit(_:_:_:refusals:slots:)``.
    mutating func chooseHandoffForms(
        _ pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)],
        decided: [[Bool]], slots: [String: SlotDecision]
    ) {
        var forms: [[HandoffForm?]] = []
        // A slot that took a key of its own is offered under it (SlotKeys.swift).
        for (name, slot) in slots { if let key = slot.freshKey { slotKeys[name] = key } }
        // Declarations first: a key on a slot holds for every presenter of it.
        var wanted: [String: [(body: Int, index: Int, key: String?)]] = [:]
        // Values that call code, and those that may run in the same call, stay eager `if` blocks in
        // their written order (CallValues.swift).
        let ordered = pending.enumerated().map { callOrdered($1.analysis, accepted: decided[$0]) }
        for (body, entry) in pending.enumerated() {
            forms.append([HandoffForm?](repeating: nil, count: entry.analysis.candidates.count))
            for (index, candidate) in entry.analysis.candidates.enumerated()
            where decided[body][index] && !ordered[body].contains(index) {
                guard case .assign(let property, _) = candidate.action else { continue }
                let slot = candidate.cast.className + "." + property
                wanted[slot, default: []].append(
                    (body, index, declarationKey(entry.file, entry.function, candidate, slots)))
            }
        }
        for (slot, entries) in wanted {
            let property = String(slot.split(separator: ".").last ?? "")
            let keys = Set(entries.compactMap(\.key))
            let undeclared = entries.contains { $0.key == nil }
            // A key other than the property's name hides the slot from values offered by name.
            let chosen: String? =
                keys.count == 1 && (keys.first == property || !undeclared)
                ? keys.first : keys.contains(property) ? property : nil
            for entry in entries where entry.key != nil && entry.key == chosen {
                forms[entry.body][entry.index] = .declaration(key: entry.key ?? property)
            }
            if let chosen { slotKeys[slot] = chosen }
        }
        for (body, entry) in pending.enumerated() {
            for (index, candidate) in entry.analysis.candidates.enumerated()
            where decided[body][index] && forms[body][index] == nil {
                forms[body][index] =
                    ordered[body].contains(index)
                    ? .block(destinationTest: true) : offeredForm(entry.file, entry.function, candidate, slots)
            }
            mergeOffers(
                entry.file, entry.function, entry.analysis, slots: slots,
                decided: decided[body].indices.map {
                    decided[body][$0] && !ordered[body].contains($0)
                }, forms: &forms[body])
            handoffForms[Self.formKey(entry.file, entry.function)] = forms[body]
        }
    }

    /// One unconditional entry for a key that several candidates of a body give the same value
    /// that cannot trap (`controller.delegate = self` in three branches), when the controllers
    /// they reach on their segues are the only ones that may take the key. The value is written
    /// once, coerced to the first one's slot type, so the slots' types must be the same too.
    private func mergeOffers(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        slots: [String: SlotDecision], decided: [Bool], forms: inout [HandoffForm?]
    ) {
        let reader = files[file].reader
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, candidate) in analysis.candidates.enumerated() where decided[index] {
            guard case .assign(let property, let value) = candidate.action, forms[index] != nil,
                forms[index] != .offered,
                forms[index].map({ if case .declaration = $0 { false } else { true } }) ?? false,
                usedBindings(file, candidate.bindings, values: [value]).isEmpty,
                let type = slots[candidate.cast.className + "." + property]?.valueType,
                cannotTrap(file, function, value, as: type)
            else { continue }
            let group = [
                offeredKey(candidate.cast.className, property), type, reader.texts(value).joined(separator: " "),
            ]
            .joined(separator: "\u{0}")
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(index)
        }
        for group in order {
            guard let members = groups[group], members.count > 1,
                case .assign(let property, _) = analysis.candidates[members[0]].action
            else { continue }
            let key = offeredKey(analysis.candidates[members[0]].cast.className, property)
            let takers = members.map { (analysis.candidates[$0].cast.className, analysis.candidates[$0].identifiers) }
            guard onlyTaker(of: key, from: function.scope.name, among: takers, everySegue: true) else { continue }
            forms[members[0]] = .offered
            for member in members.dropFirst() { forms[member] = .covered }
        }
    }

    /// The key the hook offers a value for `className.property` under: the key its slot declares
    /// (one of its own, or the one a declaration form chose), else the property's name.
    func offeredKey(_ className: String, _ property: String) -> String {
        slotKeys[className + "." + property] ?? property
    }

    /// A body's key in ``handoffForms``.
    static func formKey(_ file: Int, _ function: PrepareBodyReader.PrepareFunction) -> String {
        "\(file):\(function.open)"
    }

    /// A slot's edit with the key it declares, when it declares one (`@Prepared(key: "name") `).
    ///
    /// The key is written even when it is the property's own name: an explicit key is what lets a
    /// presenter's plain stored property of that name feed the slot (see the Matching Rules). An
    /// attribute that already has arguments (`@Prepared(required: true) `) gets the key as its
    /// first one.
    func keyed(_ edit: MigrationEdit, slot: String) -> MigrationEdit {
        guard let key = slotKeys[slot] else { return edit }
        var keyed = edit
        for attribute in ["@Prepared", "@WeakPrepared"] {
            if edit.replacement == attribute + " " {
                keyed.replacement = attribute + "(key: " + Self.quoted(key) + ") "
            } else if edit.replacement.hasPrefix(attribute + "("), !edit.replacement.contains("key:") {
                keyed.replacement =
                    attribute + "(key: " + Self.quoted(key) + ", " + edit.replacement.dropFirst(attribute.count + 1)
            }
        }
        return keyed
    }

    /// The key under which the presenter's own stored property can feed the slot by itself, or
    /// `nil` when the value is anything else or the storyboards do not prove it the same.
    private func declarationKey(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ candidate: MigrationCandidate,
        _ slots: [String: SlotDecision]
    ) -> String? {
        guard case .assign(let property, let value) = candidate.action,
            let slot = slots[candidate.cast.className + "." + property]
        else { return nil }
        // A slot keyed anew takes no presenter's property by name (SlotKeys.swift).
        guard slot.freshKey == nil else { return nil }
        let reader = files[file].reader
        let words = reader.texts(value)
        guard let name = words.count == 1 ? words.first : words.count == 3 && words[0] == "self" ? words[2] : nil,
            words.count == 1 || words[1] == ".",
            reader.tokens[value.upperBound - 1].kind == .identifier,
            name != function.senderName, name != function.segueName,
            !candidate.bindings.contains(where: { $0.names.contains(name) }),
            // A condition the value is added under (`if let first = names.first`) must stay a test.
            usedBindings(file, candidate.bindings, values: [value]).isEmpty
        else { return nil }
        let presenter = function.scope.name
        let className = candidate.cast.className
        // A namesake stored in another module's superclass would make the key ambiguous (ExternalBases.swift).
        guard !hidesStoredProperties(presenter) else { return nil }
        // The property: stored, plain, of the slot's type, never nil.
        guard let (propertyFile, declaration) = self.declaration(name, in: presenter), declaration.attributes.isEmpty,
            !declaration.hasAccessors,
            !declaration.modifiers.contains(where: {
                ["weak", "unowned", "lazy", "static", "class", "dynamic", "override"].contains($0.text)
            })
        else { return nil }
        var type: String?
        if let written = declaration.type {
            type = text(propertyFile, written).filter { !$0.isWhitespace }
        } else if let initializer = declaration.initializer {
            type = initializerType(propertyFile, (initializer + 1)..<declaration.end)
        }
        let slotType = slot.valueType.filter { !$0.isWhitespace }
        guard let type, !type.hasSuffix("?"), !type.hasSuffix("!"), slotType == type || slotType == type + "?",
            // A slot already declared (a second run) keeps its key.
            slot.edits.contains(where: { ["@Prepared ", "@WeakPrepared "].contains($0.replacement) })
        else { return nil }
        let key = name
        let related = [className] + (subclassesByName[className] ?? [])
        // Every segue on which the presenter reaches the destination is a converted one.
        for route in routes(from: presenter) {
            if route.isUnwind {
                if unwindReaches(route, related + ancestors(className)) { return nil }
                continue
            }
            if case .unknown = route.target { return nil }
            if route.prepared.contains(where: { isKind($0, of: className) }),
                !(candidate.identifiers.map { ids in route.identifier.map(ids.contains) ?? false } ?? true)
            {
                return nil
            }
        }
        // No other presenter has something of that key, or passes values by hook.
        func provides(_ other: String?) -> Bool {
            guard let other else { return false }
            guard unique(other) != nil else { return true }
            guard takesPart(other) else { return false }
            if ([other] + ancestors(other)).contains(where: { unique($0)?.declared.hasSegueHook == true }) {
                return true
            }
            // With an explicit key on the slot, any property of that name provides, plain or not.
            return mayTakeKey(other, key) || allProperties(other).contains { $0.name == key }
        }
        for route in routes(reaching: className) where !route.isUnwind && !isKind(route.sourceClass, of: presenter) {
            if provides(route.sourceClass) { return nil }
        }
        for route in unwinds(reaching: related + ancestors(className)) {
            if provides(route.sourceClass) { return nil }
        }
        if key != property {
            // The slot provides under its key too, to what the destination presents.
            if literalKeys[key] != nil { return nil }
            if !onlyTaker(of: key, from: className, among: [], everySegue: true) { return nil }
        }
        return key
    }

    /// The form of an accepted candidate that stays in the hook.
    private func offeredForm(
        _ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ candidate: MigrationCandidate,
        _ slots: [String: SlotDecision]
    ) -> HandoffForm {
        guard case .assign(let property, let value) = candidate.action,
            let type = slots[candidate.cast.className + "." + property]?.valueType
        else { return .block(destinationTest: true) }
        let presenter = function.scope.name
        let className = candidate.cast.className
        let key = offeredKey(className, property)
        let destinationTest = !onlyTaker(
            of: key, from: presenter, is: className, identifiers: candidate.identifiers, everySegue: false)
        guard !destinationTest, usedBindings(file, candidate.bindings, values: [value]).isEmpty else {
            // Bindings copied into the hook need a block of their own, even with no test to write.
            return .block(destinationTest: destinationTest || candidate.identifiers == nil)
        }
        let reader = files[file].reader
        let everywhere = onlyTaker(
            of: key, from: presenter, is: className, identifiers: candidate.identifiers, everySegue: true)
        if everywhere, cannotTrap(file, function, value, as: type) { return .offered }
        // In a closure, a stored property of the presenter needs `self`: `[self] in` says so once.
        guard let names = reader.mentionedNames(value) else { return .block(destinationTest: false) }
        let own = Set(allProperties(presenter).map(\.name))
        var capturesSelf = false
        for name in names {
            if own.contains(name) {
                capturesSelf = true
            } else if !(name == function.senderName || ["self", "as", "is", "true", "false", "nil"].contains(name)
                || (name.first?.isUppercase == true && !own.contains(name)))
            {
                // A name that may be an inherited member (`tableView`) or a global: not in a closure.
                return .block(destinationTest: false)
            }
        }
        return .lazy(capturesSelf: capturesSelf)
    }

    /// Whether reading the value, for a slot of `type`, can neither trap nor cost: `self`, a
    /// literal, a case of an enum (``isPlainCase(_:_:of:)``), or a stored property of the
    /// presenter that is not implicitly unwrapped nor lazy.
    func cannotTrap(_ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ value: Range<Int>, as type: String)
        -> Bool
    {
        let reader = files[file].reader
        let tokens = reader.tokens
        let words = reader.texts(value)
        if words == ["self"] || isPlainCase(file, value, of: type) { return true }
        // `sender as? Photo`: a conditional cast of the sender never traps.
        if words.count >= 4, words[0] == function.senderName, words[1] == "as", words[2] == "?",
            tokens[value.lowerBound].kind == .identifier,
            words.dropFirst(3).allSatisfy({
                $0 == "." || $0 == "?" || $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            })
        {
            return true
        }
        if value.count == 1 {
            let token = tokens[value.lowerBound]
            if token.kind == .string { return reader.interpolations(value.lowerBound)?.isEmpty == true }
            if token.kind == .integer || token.kind == .float || token.isWord("true") || token.isWord("false") {
                return true
            }
        }
        guard
            let name = words.count == 1
                ? words.first : words.count == 3 && words[0] == "self" && words[1] == "." ? words[2] : nil,
            tokens[value.upperBound - 1].kind == .identifier, name != function.senderName, name != function.segueName,
            let (propertyFile, declaration) = self.declaration(name, in: function.scope.name),
            !declaration.hasAccessors, declaration.attributes.isEmpty,
            !declaration.modifiers.contains(where: { ["lazy", "unowned"].contains($0.text) })
        else { return false }
        if let type = declaration.type { return !text(propertyFile, type).hasSuffix("!") }
        return true
    }

    /// Whether the value is `.name` or `Enum.name` for a case without associated values of the
    /// one enum of the app that the slot's type names (`Enum`, `Enum?`, `Enum!`): making it runs
    /// no code. `none` and `some` are refused (an optional slot's own cases come first), and so is
    /// a name the app declares as anything but a case (a static property of that name, in an
    /// extension of `Optional`, would be found first).
    func isPlainCase(_ file: Int, _ value: Range<Int>, of type: String) -> Bool {
        var enumName = type.filter { !$0.isWhitespace }
        if enumName.hasSuffix("?") || enumName.hasSuffix("!") { enumName.removeLast() }
        let words = files[file].reader.texts(value)
        guard words.count == 2 && words[0] == "." || words.count == 3 && words[0] == enumName && words[1] == ".",
            let name = words.last, !["none", "some"].contains(name),
            declarations(of: name).allSatisfy({ $0.hasPrefix("case ") }),
            let (enumFile, scope) = typeScope(enumName), scope.keyword == "enum", !isGeneric(enumFile, scope)
        else { return false }
        // The elements of the enum's `case` lists: `case a, b = "x", c(Int)`.
        let tokens = files[enumFile].reader.tokens
        var expectsElement = false
        var inList = false
        for index in files[enumFile].reader.topLevel((scope.open + 1)..<scope.close) {
            let token = tokens[index]
            if token.isWord("case") {
                (expectsElement, inList) = (true, false)
            } else if expectsElement, token.kind == .identifier {
                if token.text == name { return !tokens[index + 1].isMark("(") }
                (expectsElement, inList) = (false, true)
            } else if inList, token.isMark(",") {
                expectsElement = true
            } else if !inList || !(token.isMark("=") || [.string, .integer, .float, .operator].contains(token.kind)) {
                (expectsElement, inList) = (false, false)
            }
        }
        return false
    }
}

extension MigrationRun {
    /// How the hook names a segue identifier: as the prepare body named it when that was a
    /// constant (`Segue.help`, SwiftGen's `StoryboardSegue.Main.showDetail.rawValue`), else as a
    /// literal. `raw` is the constant's type when it is a `RawRepresentable` case, which the
    /// library's identifier overloads take without `.rawValue`.
    struct IdentifierSpelling {
        var string: String
        var raw: (type: String, name: String)?

        /// Where an identifier overload takes a `RawRepresentable`: the case itself.
        var argument: String { raw.map { $0.type + "." + $0.name } ?? string }
    }

    /// The spelling of `identifier` in the body of `function`: the first constant naming it there.
    func identifierSpelling(_ file: Int, _ function: PrepareBodyReader.PrepareFunction, _ identifier: String)
        -> IdentifierSpelling
    {
        let literal = IdentifierSpelling(string: Self.quoted(identifier))
        let tokens = files[file].reader.tokens
        let hookNames: Set<String> = ["identifier", "destination", "sender", "values", function.senderName]
        var index = function.open + 1
        while index < function.close {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, index == 0 || !tokens[index - 1].isMark("."),
                !hookNames.contains(tokens[index].text)
            else { continue }
            var words = [tokens[index].text]
            var end = index + 1
            while end + 1 < function.close, tokens[end].isMark("."), tokens[end + 1].kind == .identifier,
                !tokens[end].spaceBefore, words.count < 8
            {
                words.append(tokens[end + 1].text)
                end += 2
            }
            // The longest prefix that names a constant of that value.
            for count in stride(from: words.count, through: 2, by: -1) {
                let chain = words.prefix(count).joined(separator: ".")
                guard constants[chain] == identifier else { continue }
                if words[count - 1] == "rawValue", count >= 3 {
                    return IdentifierSpelling(
                        string: chain, raw: (words.prefix(count - 2).joined(separator: "."), words[count - 2]))
                }
                return IdentifierSpelling(string: chain)
            }
        }
        return literal
    }
}
