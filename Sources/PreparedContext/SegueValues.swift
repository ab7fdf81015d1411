/// Context that travels with one segue: values for the destination's slots by key, ambient
/// values, and the original sender.
///
/// Use it for values that exist only at the call site — the model of the tapped row — so
/// they need not be stored in a property of the source first. The UIKit and AppKit adapters
/// carry it with `performSegue(withIdentifier:context:sender:)`, which leaves the segue's
/// sender untouched for the framework and your own `prepare(for:sender:)`; you can also pass
/// it as the sender of a propagation, or return it from
/// ``SegueContext/segueValues(forSegue:destination:sender:)``. Its values take precedence
/// over the source's properties.
///
/// ```swift
/// performSegue(withIdentifier: "showDetail", context: ["item": items[indexPath.row]])
/// ```
///
/// Values may be optional, with no `as Any`: an optional holding a value passes the value,
/// and `nil` — an empty optional or a bare `nil` literal — passes `nil`, as an original
/// `prepare(for:sender:)` that assigned `nil` did. It is delivered as `nil` into an optional
/// slot, where it counts as a delivery (the slot is filled, also when it is `required`, and
/// ``Prepared/wasDelivered(in:)`` is `true`), and refused as
/// ``PreparationError/Code/nilValue`` by a non-optional slot, exactly as a source property
/// holding `nil` is. To leave a slot undelivered, do not pass its key.
///
/// ```swift
/// performSegue(withIdentifier: "showSale", context: ["saleArtwork": artwork, "highlight": nil])
/// ```
///
/// A key may leave out the destination's prefix: `"saleArtwork"` reaches a slot whose key
/// is `prepCtxSaleArtwork` under the prefix `prepCtx`, unless a slot of that destination
/// has the key `saleArtwork` itself, which then takes it. Passing both forms of one key is
/// ambiguous.
///
/// A key listed twice is reported as ``PreparationError/Code/ambiguousSource``; a key that
/// no destination slot takes, as ``PreparationError/Code/unknownKey``.
public struct SegueValues: ExpressibleByDictionaryLiteral {
    /// The keyed values, in the order given.
    var pairs: [(key: String, value: Any)]
    /// Ambient values to hand on with this segue, over the source's own.
    public var ambient: ContextValues
    /// The sender the segue was performed with: the hook
    /// (``SegueContext/segueValues(forSegue:destination:sender:)``) receives this one.
    public var sender: Any?
    /// The keys that came from the sender's own hook — the tapped row's, the sending
    /// control's — and what that hook was, for the report. One such key that no destination
    /// declares is skipped with a note rather than reported unknown: one table or one button
    /// row often feeds several kinds of destination.
    var senderHookKeys: Set<String> = []
    var senderHookName = ""
    /// Whether a value was added with ``addLazily(forKey:onSegue:_:)-(_,String?,_)``, which spares looking
    /// for one in the many values that are not.
    var hasLazyValues = false
    /// Notes for the report about a sender a hook refused (``init(control:as:_:)``).
    var senderNotes: [(key: String, reason: String)] = []

    /// Creates empty segue values.
    public init() {
        self.init([:])
    }

    /// Creates segue values that hand ambient values on and pass no keyed value.
    ///
    /// ```swift
    /// override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
    ///     var handedOn = ContextValues()
    ///     handedOn[DraftStoreKey.self] = drafts
    ///     return SegueValues(ambient: handedOn)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - ambient: Ambient values to hand on.
    ///   - sender: The original sender of the segue.
    public init(ambient: ContextValues, sender: Any? = nil) {
        self.init([:], ambient: ambient, sender: sender)
    }

    /// Creates segue values.
    ///
    /// - Parameters:
    ///   - values: Values by the key of the destination slot that should receive them.
    ///   - ambient: Ambient values to hand on.
    ///   - sender: The original sender of the segue.
    public init(
        _ values: KeyValuePairs<String, Any?>, ambient: ContextValues = ContextValues(),
        sender: Any? = nil
    ) {
        pairs = values.map { ($0.key, $0.value as Any) }
        self.ambient = ambient
        self.sender = sender
    }

    /// Creates segue values from a literal such as `["item": item, "highlight": nil]`.
    ///
    /// - Parameter elements: Values by the key of the destination slot that should
    ///   receive them; a `nil` is delivered as `nil`.
    public init(dictionaryLiteral elements: (String, Any?)...) {
        pairs = elements.map { ($0.0, $0.1 as Any) }
        ambient = ContextValues()
        sender = nil
    }

    /// Adds a value for `key`; adding the same key twice makes it ambiguous.
    ///
    /// - Parameters:
    ///   - value: The value; a `nil` is delivered as `nil`.
    ///   - key: The key of the destination slot.
    public mutating func add(_ value: Any?, forKey key: String) {
        pairs.append((key, value as Any))
    }

    /// Adds a value for `key` that is produced only when it is going to be delivered: when a
    /// destination the segue prepares declares `key`, and, with `identifier`, only for that
    /// segue.
    ///
    /// Use it for a value that costs something or has effects — a child editing context and a
    /// new record in it — which the source must create for one segue and never for the others,
    /// with no `guard identifier == …` in the hook:
    ///
    /// ```swift
    /// override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
    ///     var values: SegueValues = ["delegate": self]
    ///     values.addLazily(forKey: "draft", onSegue: "AddBook") { [store] in
    ///         BookDraft(parent: store)  // a child context and a new book in it
    ///     }
    ///     return values
    /// }
    /// ```
    ///
    /// `produce` runs during the preparation, on the main actor, once for each destination
    /// that has a slot for `key` (or for `key` without the destination's prefix), just before
    /// that slot is written: a tab bar whose two tabs declare the key gets one value for each,
    /// as if the value were written in each tab's place. It never runs when no destination
    /// declares the key, for a segue other than `identifier`, or when the sender's values or
    /// the hook's pass the key first. Its value is checked and reported like any other:
    /// a `nil` is delivered as `nil`, and a value of the wrong type is a
    /// ``PreparationError/Code/typeMismatch`` naming where it came from. Two values that
    /// belong together — a context and the record in it — are best produced as one value,
    /// held by one slot.
    ///
    /// A lazy key that no destination declares is skipped with a note in every channel,
    /// never reported as ``PreparationError/Code/unknownKey``: going only where it is
    /// declared is its point. Nothing keeps `produce`, or what it captures, after the
    /// preparation: a `PreparedPageViewController` that delivers to pages set later runs
    /// the source's hooks again for each page, so a lazy value offered there is produced
    /// for each page that declares it; one carried with the segue
    /// (`performSegue(withIdentifier:context:sender:)`, a control's hook) is not kept for
    /// later pages — offer it instead.
    ///
    /// - Parameters:
    ///   - key: The key of the destination slot.
    ///   - identifier: The segue the value is for; `nil`, the default, for any segue.
    ///   - produce: Produces the value; a `nil` it returns is delivered as `nil`.
    public mutating func addLazily(
        forKey key: String, onSegue identifier: String? = nil, _ produce: @escaping () -> Any?
    ) {
        pairs.append((key, LazySegueValue(segueIdentifier: identifier, produce: produce)))
        hasLazyValues = true
    }

    /// The keys, in the order given.
    public var keys: [String] { pairs.map(\.key) }

    /// Whether there is no keyed and no ambient value.
    public var isEmpty: Bool { pairs.isEmpty && ambient.isEmpty }

    /// What travels with a segue whose sender has a hook (a control, an item): `carried`, or
    /// no values when nothing was carried, with `sender` as the original sender and `derived`
    /// added as ``adding(senderHook:named:)`` adds it.
    static func carried(
        _ carried: SegueValues?, sender: Any?, addingSenderHook derived: SegueValues, named name: String
    ) -> SegueValues {
        var base = carried ?? SegueValues()
        base.sender = sender
        return base.adding(senderHook: derived, named: name)
    }

    /// These values with `derived` — what the hook for the sender (a row, a control) returned
    /// — added, keys passed here first winning, and `derived`'s keys noted as the sender
    /// hook's.
    func adding(senderHook derived: SegueValues, named name: String) -> SegueValues {
        var merged = self
        let passed = Set(keys)
        let added = derived.pairs.filter { !passed.contains($0.key) }
        merged.pairs += added
        merged.ambient = derived.ambient
        merged.ambient.merge(ambient)
        merged.senderHookKeys.formUnion(added.map(\.key))
        merged.senderHookName = name
        merged.hasLazyValues = hasLazyValues || derived.hasLazyValues
        merged.senderNotes += derived.senderNotes
        return merged
    }

    /// A copy that holds `object` weakly wherever it appears — as a value, an ambient value or
    /// the sender — for a delivery that runs later and must not keep `object` alive (a page
    /// view controller's pages, delivered from the presenting controller, which may be the
    /// sender or one of the values). ``restoringWeakValues()`` puts it back.
    ///
    /// Values added with ``addLazily(forKey:onSegue:_:)-(_,String?,_)`` are left out: their closure may
    /// capture anything, `object` among it, and a weak copy cannot weaken a capture.
    func holdingWeakly(_ object: AnyObject) -> SegueValues {
        var copy = self
        copy.pairs = pairs.compactMap {
            type(of: $0.value) == LazySegueValue.self ? nil : ($0.key, Self.holdingWeakly(object, in: $0.value))
        }
        copy.hasLazyValues = false
        copy.sender = sender.map { Self.holdingWeakly(object, in: $0) }
        copy.ambient = ambient.holdingWeakly(object)
        return copy
    }

    /// These values with each object ``holdingWeakly(_:)`` held weakly put back, or `nil`
    /// where it was released.
    func restoringWeakValues() -> SegueValues {
        var copy = self
        copy.pairs = pairs.map { ($0.key, Self.restoring($0.value)) }
        copy.sender = sender.map(Self.restoring)
        return copy
    }

    /// `value`, or a weak reference to it when it is `object`.
    static func holdingWeakly(_ object: AnyObject, in value: Any) -> Any {
        // Values arrive as `Optional<Any>` from a literal: look through the optionals.
        var unwrapped = value
        while let optional = unwrapped as? any OptionalProtocol {
            guard let wrapped = optional.wrappedAny else { return value }
            unwrapped = wrapped
        }
        guard type(of: unwrapped) is AnyClass, (unwrapped as AnyObject) === object else { return value }
        return WeakReference(object: object)
    }

    /// `value`, or the object a weak reference made by ``holdingWeakly(_:in:)`` holds.
    static func restoring(_ value: Any) -> Any {
        guard let weak = value as? WeakReference else { return value }
        return weak.object as Any
    }

    /// These values without the lazy values added for another segue than `identifier`
    /// (``addLazily(forKey:onSegue:_:)-(_,String?,_)``), as a propagation of that segue sees them.
    func forSegue(_ identifier: String?) -> SegueValues {
        guard hasLazyValues else { return self }
        var kept = self
        kept.pairs.removeAll {
            guard let lazy = $0.value as? LazySegueValue, let only = lazy.segueIdentifier else { return false }
            return only != identifier
        }
        return kept
    }

    /// `value` as a slot receives it: what its closure produces, when it was added with
    /// ``addLazily(forKey:onSegue:_:)-(_,String?,_)`` — called by a propagation once it has chosen the
    /// value for a slot, so once per destination that declares the key.
    static func produced(_ value: Any) -> Any {
        guard type(of: value) == LazySegueValue.self, let lazy = value as? LazySegueValue else { return value }
        return lazy.produce() as Any
    }

    /// The reason a key passed here that no destination declares is skipped rather than
    /// reported as ``PreparationError/Code/unknownKey``, or `nil` when it is unknown: a key
    /// from the sender's hook (a row, a control) or a lazy value, which go only where they
    /// are declared.
    func undeclaredKeyNote(_ key: String, destinations: String) -> String? {
        if senderHookKeys.contains(key) {
            return "passed by \(senderHookName), but \(destinations) has no slot with this key "
                + "(not an error: the sender's values go only where they are declared; check the "
                + "spelling if \(destinations) should take it)"
        }
        if hasLazyValues, pairs.contains(where: { $0.key == key && type(of: $0.value) == LazySegueValue.self }) {
            return "added with addLazily(forKey:), but \(destinations) has no slot with this key, so it was not "
                + "produced (not an error: a lazy value is produced only where it is declared; check the "
                + "spelling if \(destinations) should take it)"
        }
        return nil
    }
}

/// A value ``SegueValues/addLazily(forKey:onSegue:_:)-(_,String?,_)`` added: produced only when a slot
/// takes it.
struct LazySegueValue {
    /// The segue it is for; `nil` for any.
    let segueIdentifier: String?
    let produce: () -> Any?
}
