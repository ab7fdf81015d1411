/// Implicitly unwrapped destination properties (`var item: Item!`) as slots.
///
/// Such a property reads `nil` until `prepare(for:sender:)` assigns it, and holds `nil` when the
/// value assigned was `nil`; only code that unwraps it then stops. A required
/// `@Prepared var item: Item` would stop on any read before a delivery, so the property becomes
/// `@Prepared(required: …) var item: Item! = nil` instead: an `Item?` slot to the library, read
/// as `Item!` by the code, holding `nil` until a value (or a `nil`) arrives — the original's
/// behaviour exactly. The explicit `required:` is what `context-check` asks of an implicitly
/// unwrapped slot; it is `true` only when every storyboard segue reaching the class delivers
/// the value with this migration, so that the check reports no slot missing that the original
/// left `nil` on purpose.
extension MigrationRun {
    /// The decision for `var property: T!` (or `T! = initial`): the attribute is placed once
    /// `required:` is known (``decideImplicitlyUnwrappedSlots(_:decided:slots:)``).
    func implicitlyUnwrappedSlot(
        _ property: String, in className: String, file: Int, declaration: PropertyDeclaration, typeRange: Range<Int>
    ) -> Result<SlotDecision, Refusal> {
        let tokens = files[file].reader.tokens
        // An `@objc` protocol's requirement needs an `@objc` witness, which a wrapped property is
        // not. (A Swift protocol's `var item: Item! { get }` or `{ get set }` is still met: the
        // wrapped property has the same type, `Item!`, and a getter and a setter.)
        if let requirement = objectiveCProtocolDeclaring(property) {
            return .failure(
                Refusal(
                    value: .refuse(
                        .destinationProperty,
                        "'\(className).\(property)' is implicitly unwrapped and the @objc protocol '\(requirement)' "
                            + "declares '\(property)', which a @Prepared property cannot satisfy: it stays"
                    )))
        }
        guard typeRange.count >= 2 else {
            return .failure(
                Refusal(value: .refuse(.unresolvedType, "'\(className).\(property)' has no type before its '!'")))
        }
        let wrapped = qualifiedType(file, typeRange.lowerBound..<(typeRange.upperBound - 1), in: className)
        var edits: [MigrationEdit] = []
        if declaration.initializer == nil {
            // An `Item?` slot created with its value: `nil`, as the property read before.
            let end = tokens[typeRange.upperBound - 1].end
            edits.append(MigrationEdit(range: end..<end, replacement: " = nil"))
        }
        return .success(
            SlotDecision(
                file: file, edits: edits, valueType: Self.optionalType(wrapped),
                implicitlyUnwrappedAttributeAt: tokens[declaration.start].start))
    }

    /// `T?` for a written `T`, in parentheses where `?` would bind to part of it (`() -> T`,
    /// `any P`, `A & B`).
    static func optionalType(_ wrapped: String) -> String {
        let compact = wrapped.filter { !$0.isWhitespace }
        let needsParentheses =
            compact.contains("->") || compact.contains("&") || wrapped.hasPrefix("any ") || wrapped.hasPrefix("some ")
        return needsParentheses ? "(\(wrapped))?" : wrapped + "?"
    }

    /// The slot type of `@Prepared(required: …) var item: Item! = nil`: `Item?`; `nil` for any
    /// other declaration.
    func implicitlyUnwrappedSlotType(_ file: Int, _ declaration: PropertyDeclaration, in className: String)
        -> String?
    {
        let tokens = files[file].reader.tokens
        guard let type = declaration.type, type.count >= 2, tokens[type.upperBound - 1].isMark("!"),
            text(file, declaration.start..<declaration.keyword).contains("required:")
        else { return nil }
        return Self.optionalType(qualifiedType(file, type.lowerBound..<(type.upperBound - 1), in: className))
    }

    /// An `@objc` protocol of the sources that declares a property `property`, by name.
    func objectiveCProtocolDeclaring(_ property: String) -> String? {
        for file in files {
            let tokens = file.reader.tokens
            for scope in file.scopes where scope.keyword == "protocol" {
                // The attributes and modifiers before `protocol`: `@objc`, `@objc(Name)`, `public`.
                let before = tokens[max(0, scope.keywordIndex - 8)..<scope.keywordIndex]
                guard before.contains(where: { $0.isWord("objc") }) else { continue }
                for index in (scope.open + 1)..<scope.close
                where tokens[index].isWord("var") && index + 1 < scope.close && tokens[index + 1].text == property {
                    return scope.name
                }
            }
        }
        return nil
    }

    /// Places `@Prepared(required: …) ` on each implicitly unwrapped property that becomes a
    /// slot: `required: true` when every storyboard segue that reaches its class (or a subclass)
    /// runs a converted, unconditional assignment of it; otherwise `false`, as the original
    /// property never asked for a value either.
    func decideImplicitlyUnwrappedSlots(
        _ pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)],
        decided: [[Bool]], slots: inout [String: SlotDecision]
    ) {
        for (key, slot) in slots {
            guard let at = slot.implicitlyUnwrappedAttributeAt else { continue }
            var covering: [(presenter: String, identifiers: [String]?)] = []
            for (number, entry) in pending.enumerated() {
                for (index, candidate) in entry.analysis.candidates.enumerated() where decided[number][index] {
                    guard case .assign(let property, _) = candidate.action,
                        candidate.cast.className + "." + property == key
                    else { continue }
                    // Under `if let`, or with a condition that binds, it may deliver nothing.
                    guard candidate.group == nil, candidate.bindings.allSatisfy({ !$0.isCondition }) else { continue }
                    covering.append((entry.function.scope.name, candidate.identifiers))
                }
            }
            let className = String(key.prefix { $0 != "." })
            let reaching = routes(reaching: className).filter { !$0.isUnwind }
            let required =
                !reaching.isEmpty
                && reaching.allSatisfy { route in
                    covering.contains { presenter, identifiers in
                        isKind(route.sourceClass, of: presenter)
                            && (identifiers.map { ids in route.identifier.map(ids.contains) ?? false } ?? true)
                    }
                }
            var decision = slot
            decision.edits.append(
                MigrationEdit(range: at..<at, replacement: "@Prepared(required: \(required ? "true" : "false")) "))
            slots[key] = decision
        }
    }
}
