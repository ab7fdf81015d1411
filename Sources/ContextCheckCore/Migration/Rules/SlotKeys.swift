/// A key of its own for a new slot whose own name another party would fill or read.
///
/// A new slot `@Prepared var delegate` is keyed by its name, and that is what makes it collide:
/// another presenter of the destination that has a `delegate` too would fill it, a controller the
/// destination presents with a `delegate` slot would receive the destination's
/// (``conflicts(_:key:destination:source:candidate:)``).
/// The collision is only with the name, so where it stands in the way, the slot gets a key that
/// nothing else in the app uses, derived from its class and its name, and the presenter offers
/// the value under that key:
///
/// ```swift
/// @WeakPrepared(key: "listDetailDelegate") var delegate: ListDetailViewControllerDelegate?
/// override func offeredValues(…) -> SegueValues { ["listDetailDelegate": self] }
/// ```
///
/// **Why such a key is filled and read by this hook alone.** How the library matches a slot's key
/// (Matching.swift, PropagationPlan.swift, PropagationRun.swift):
/// - *Properties of a source* feed a slot whose key equals their own key — a slot's explicit key
///   or its name — or, because the slot names its key explicitly, any plain property of that
///   name. The key appears nowhere in the app's sources (``freeKey(_:for:in:)`` searches every
///   file's text), so no property, slot or explicit key has it, except this very slot, which
///   the destination's class and its subclasses hold.
/// - *Values passed* with `performSegue(…, context:)`, by a hook or offered, reach the slot when
///   their key is the same, or is the slot's key without the destination's prefix. The slot's
///   key does not start with the prefix, and no string in the app spells it, so only the hook
///   written here passes it. A hook of the app whose keys may be computed still counts as
///   passing any key (``conflicts(_:key:destination:source:candidate:)``).
/// - *Flowing on*: the new slot provides its key to what the destination presents, and to what
///   it unwinds to. Only a slot of the same key takes it: a controller of the destination's
///   family, which is what the conflict checks ask about, again with the new key (a chain X → X
///   of one class still conflicts: the next X has the same slot).
/// - *Prefix-less passed keys* go the other way: a value passed as `x` reaches a slot keyed
///   `prepCtxX`. A name ending in the key's capitalized form (`prepCtxListDetailDelegate`, a
///   per-class prefix too) refuses the key.
/// - *Deliveries outside segues* (`ContextPropagation.propagate`, `instantiate(…, from:)`) may
///   run between any two controllers, two of the destination's class among them: they still
///   refuse the slot, whatever its key.
/// - *Ambient slots* are matched by key type, never by this name; the `sender`, `self` and
///   `viewControllers` keys that the library uses in its reports are never chosen.
///
/// So every conflict check is run again with the new key, and the declaration form of
/// HandoffForms (a key on the slot and no code) does not apply: it needs the key to be the
/// presenter's own property's name. When the key derived first is taken, the slot stays: a
/// numbered name would be no name a person chose.
extension MigrationRun {
    /// The key a new slot takes when its name collides: the class's name without its
    /// controller suffix, in lower camel case, then the property's name capitalized
    /// (`ListDetailViewController.delegate` gives `listDetailDelegate`).
    static func derivedSlotKey(className: String, property: String) -> String? {
        var stem = Substring(className)
        for suffix in ["ViewController", "Controller"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = stem.dropLast(suffix.count)
            break
        }
        guard let first = property.first, first.isLetter || first == "_", let initial = stem.first, initial.isLetter,
            stem.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        // `URLPickerViewController` gives `urlPicker`: a leading run of capitals is lowered, all
        // but the one that starts the next word.
        let letters = Array(stem)
        var capitals = 0
        while capitals < letters.count, letters[capitals].isUppercase { capitals += 1 }
        let lowered = capitals > 1 && capitals < letters.count ? capitals - 1 : max(capitals, 1)
        let head = String(letters[..<lowered]).lowercased() + String(letters[lowered...])
        return head + first.uppercased() + property.dropFirst()
    }

    /// Whether `className.property` may become a slot in this run and then be keyed `key`: by its
    /// name, or by the key derived for it (``derivedSlotKey(className:property:)``). The conflict
    /// checks ask this of every class, so that a slot keyed anew still counts under its key.
    func mayBecomeSlot(_ className: String, _ property: String, keyed key: String) -> Bool {
        guard mayBecomeSlots.contains(className + "." + property) else { return false }
        return property == key || Self.derivedSlotKey(className: className, property: property) == key
    }

    /// Keys the library itself uses in its reports.
    static let reservedKeys: Set<String> = ["sender", "self", "viewControllers"]

    /// Why `key` cannot be the own key of the new slot `className.property`, or `nil` when it is
    /// free: not a key the library reads specially, not reachable through a prefix, derived for
    /// no other slot of this run, and written nowhere in the app's sources.
    func freeKey(_ key: String, for property: String, in className: String) -> String? {
        guard !Self.reservedKeys.contains(key), prefix.isEmpty || !key.hasPrefix(prefix) else {
            return "the key '\(key)' would be one the library reads specially"
        }
        // A class of the family that sets its own prefix: a value passed without it would reach the key.
        for name in [className] + ancestors(className) + (subclassesByName[className] ?? []) {
            guard let declared = unique(name)?.declared else {
                // A superclass from elsewhere may set one; a framework class sets none.
                if name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("Prepared") { continue }
                return "'\(name)' is not declared once in Swift here, and may set a prefix of its own"
            }
            if let own = declared.prefix, !own.isEmpty, key.hasPrefix(own) {
                return "'\(name)' sets the prefix '\(own)', with which the key starts"
            }
            if declared.prefix == nil, declared.properties.contains(where: { $0.name == "preparationOptions" }) {
                return "'\(name)' sets a prefix of its own that cannot be read here"
            }
        }
        // Another slot of this run that would take the same key.
        if let other = mayBecomeSlots.sorted().first(where: { slot in
            let parts = slot.split(separator: ".", maxSplits: 1).map(String.init)
            return parts.count == 2 && (parts[0] != className || parts[1] != property)
                && Self.derivedSlotKey(className: parts[0], property: parts[1]) == key
        }) {
            return "'\(other)' would take the key '\(key)' too"
        }
        let spelled = Array(key.utf8)
        let capitalized = Array((key.prefix(1).uppercased() + key.dropFirst()).utf8)
        for file in files {
            // Where it is written, as `path:line`.
            func place(_ offset: Int) -> String {
                "\(file.path):\(file.bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })"
            }
            if let at = Self.firstOccurrence(of: spelled, in: file.bytes, tail: false) {
                return "'\(key)' is written at \(place(at))"
            }
            if let at = Self.firstOccurrence(of: capitalized, in: file.bytes, tail: true) {
                return "a name ending in '\(key.prefix(1).uppercased() + key.dropFirst())' is written at \(place(at)), "
                    + "which a value passed as '\(key)' would reach as a prefix's key"
            }
        }
        return nil
    }

    /// Where `needle` occurs in `haystack` (`tail`: only after a lowercase letter, a digit or an
    /// underscore, as the end of a longer name). Linear in the haystack's length times the key's.
    static func firstOccurrence(of needle: [UInt8], in haystack: [UInt8], tail: Bool) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == needle[0], haystack[start..<(start + needle.count)].elementsEqual(needle) {
                if !tail { return start }
                if start > 0 {
                    let before = haystack[start - 1]
                    if (before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z"))
                        || (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9")) || before == UInt8(ascii: "_")
                    {
                        return start
                    }
                }
            }
            start += 1
        }
        return nil
    }

    /// The conflicts of a new slot keyed by its name; where that name is what collides, the same
    /// checks with a key of its own (``derivedSlotKey(className:property:)``), recorded on the
    /// slot's decision when they pass.
    func keyedConflicts(
        _ property: String, destination: String, source: String, candidate: MigrationCandidate,
        slots: inout [String: SlotDecision]
    ) -> MigrationRefusal? {
        let slotName = destination + "." + property
        // A slot keyed anew by an earlier candidate: the checks with its key.
        if let key = slots[slotName]?.freshKey {
            return conflicts(property, key: key, destination: destination, source: source, candidate: candidate)
        }
        guard let refusal = conflicts(property, destination: destination, source: source, candidate: candidate)
        else { return nil }
        guard refusal.kind == .conflict, let slot = slots[slotName],
            // A slot the app declares already keeps its key; an attribute this run writes takes one
            // (an implicitly unwrapped property's is placed later, ``keyed(_:slot:)`` adds the key).
            slot.implicitlyUnwrappedAttributeAt != nil
                || slot.edits.contains(where: { edit in
                    ["@Prepared", "@WeakPrepared"].contains { edit.replacement.hasPrefix($0) }
                }),
            let key = Self.derivedSlotKey(className: destination, property: property)
        else { return refusal }
        if let taken = freeKey(key, for: property, in: destination) {
            return .refuse(
                .conflict,
                refusal.message
                    + "; the key of its own it would take, '\(key)', cannot be: \(taken); convert by hand, with a "
                    + "key nothing else uses"
            )
        }
        if let still = conflicts(property, key: key, destination: destination, source: source, candidate: candidate) {
            return .refuse(
                still.kind,
                refusal.message + "; a key of its own, '\(key)', collides too: " + still.message + "; convert by hand")
        }
        slots[slotName]?.freshKey = key
        slots[slotName]?.freshKeyReason = refusal.message
        return nil
    }

    /// A note at each converted statement whose slot took a key of its own, saying which and why.
    mutating func noteChosenKeys(
        _ file: Int, _ analysis: PrepareBodyAnalysis, accepted: [Bool], slots: [String: SlotDecision]
    ) {
        for (index, candidate) in analysis.candidates.enumerated() where accepted[index] {
            guard case .assign(let property, _) = candidate.action,
                let slot = slots[candidate.cast.className + "." + property], let key = slot.freshKey
            else { continue }
            let tokens = files[file].reader.tokens
            let at = tokens[min(max(candidate.statement.lowerBound, 0), tokens.count - 1)]
            plan.notes.append(
                MigrationNote(
                    position: SourcePosition(path: files[file].path, line: at.line, column: at.column),
                    kind: MigrationNote.chosenKeyKind,
                    message:
                        "converted with the key '\(key)' on '\(candidate.cast.className).\(property)' rather than "
                        + "its name, which collides (\(slot.freshKeyReason ?? "another party uses it")); nothing else "
                        + "in the app uses '\(key)', so only this hook fills the slot (to rename it, rename it in "
                        + "both places, to a name nothing else uses)"))
        }
    }
}

extension MigrationNote {
    /// The kind of a note on a conversion whose new slot took a key of its own (SlotKeys.swift):
    /// not a statement left, so not among ``MigrationPlan/reasons``.
    static let chosenKeyKind = "chosen-key"
}
