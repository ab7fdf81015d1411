/// The matching rule: which source property feeds which destination slot.
///
/// A destination property takes part when it is a ``Prepared`` or ``WeakPrepared`` slot or a
/// `var` whose name starts with the destination's prefix (a prefixed `let` only provides).
/// Its key is the slot's explicit `key`, or else its name.
/// For each such key, values are looked for in this order, and the first channel that has
/// one wins:
///
/// 1. the ``SegueValues`` passed as the segue's sender,
/// 2. the ``SegueValues`` returned by the source's per-segue hook,
/// 3. the values the source offers to this destination
///    (``SegueContext/offeredValues(forSegue:destination:sender:)``), where a key the
///    destination does not declare is no error,
/// 4. the source's stored properties (its whole class chain) whose key is the same:
///    ``Prepared`` and ``WeakPrepared`` slots by their key, prefixed plain properties by
///    their name, and — only when the destination slot names a key explicitly — any plain
///    property of that name.
///
/// ``Ambient`` slots are not matched here: they are filled from the destination's ambient
/// values by their key type, never from a source property, and provide nothing on a source.
///
/// Within one channel the key must be provided once: two candidates are reported as
/// ``PreparationError/Code/ambiguousSource`` and neither is delivered. Properties that are
/// neither slots nor prefixed, and are not named by an explicit key, are never read or
/// written. Several destination slots may share a key; each receives the value.
enum Matching {
    /// The source properties that provide `key` to a destination property.
    static func candidates<Property: MatchableProperty>(
        for destination: Property, in source: [Property]
    ) -> [Property] {
        let key = destination.key
        return source.filter { property in
            if property.isSlot { return property.key == key }
            return property.name == key && (property.hasPrefix || destination.hasExplicitKey)
        }
    }

    /// Whether a value passed under `passedKey` (with the segue, by the hook, or offered) is
    /// meant for the slot key `slotKey`: the same key, or the key without the destination's
    /// `prefix` (`saleArtwork` for `prepCtxSaleArtwork`) when no slot of the destination has
    /// `passedKey` itself (`slotKeys`).
    static func passedKey(_ passedKey: String, reaches slotKey: String, prefix: String, slotKeys: Set<String>) -> Bool {
        if passedKey == slotKey { return true }
        guard !prefix.isEmpty, let first = passedKey.first, first.isLowercase,
            slotKey.count == prefix.count + passedKey.count, slotKey.hasPrefix(prefix), !slotKeys.contains(passedKey)
        else { return false }
        return slotKey.dropFirst(prefix.count) == first.uppercased() + passedKey.dropFirst()
    }

    /// A hint when nothing matches but a source property of that name exists unmarked.
    static func unmarkedNamesake<Property: MatchableProperty>(
        for destination: Property, in source: [Property]
    ) -> Property? {
        source.first { !$0.isMarked && $0.name == destination.key }
    }
}

/// What the matching rule needs to know of a property, whether reflection found it at run
/// time or the static contract check read it from source code.
protocol MatchableProperty {
    /// The declared name.
    var name: String { get }
    /// The slot's explicit key, or the name.
    var key: String { get }
    /// Whether the property is a ``Prepared`` slot.
    var isSlot: Bool { get }
    /// Whether a slot names its key explicitly.
    var hasExplicitKey: Bool { get }
    /// Whether the name starts with the owner's prefix.
    var hasPrefix: Bool { get }
}

extension MatchableProperty {
    /// Whether the property takes part by itself: a slot, or a prefixed name.
    var isMarked: Bool { isSlot || hasPrefix }
}

extension ReflectedProperty: MatchableProperty {}
