/// Lazy values by segue identifier, several keys from one producer, and identifiers given as
/// the constants SwiftGen or R.swift generate.
extension SegueValues {
    /// Adds a lazily produced value for `key` on the segue `identifier`, named by a
    /// generated constant (SwiftGen's `StoryboardSegue.Main.showDetail`, an enum of your own)
    /// rather than a string; see ``addLazily(forKey:onSegue:_:)-(_,String?,_)``.
    ///
    /// ```swift
    /// values.addLazily(forKey: "draft", onSegue: StoryboardSegue.Main.addBook) { BookDraft(parent: store) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key of the destination slot.
    ///   - identifier: The segue the value is for: its `rawValue` is the identifier.
    ///   - produce: Produces the value; a `nil` it returns is delivered as `nil`.
    public mutating func addLazily<Identifier: RawRepresentable>(
        forKey key: String, onSegue identifier: Identifier, _ produce: @escaping () -> Any?
    ) where Identifier.RawValue == String {
        addLazily(forKey: key, onSegue: identifier.rawValue, produce)
    }

    /// Adds one lazily produced value for `key` per segue: the table form of
    /// ``addLazily(forKey:onSegue:_:)-(_,String?,_)``, for a source that maps its segue identifiers to
    /// values — a shop per identifier, a flag per identifier, a help page per button.
    ///
    /// ```swift
    /// // Before: a branch per identifier in prepare(for:sender:)
    /// // case "showApple": shop.provider = .apple
    /// // case "showGoogle": shop.provider = .google
    /// // After:
    /// values.addLazily(forKey: "provider", bySegue: ["showApple": { .apple as Provider }, "showGoogle": { Provider.google }])
    /// ```
    ///
    /// The segue being prepared picks its entry; the others are dropped unproduced, and a segue
    /// the table does not list gets no value for `key` from it. Each value is produced, checked
    /// and reported as ``addLazily(forKey:onSegue:_:)-(_,String?,_)`` describes. An identifier listed twice
    /// makes `key` ambiguous on that segue (``PreparationError/Code/ambiguousSource``), as a
    /// key passed twice does: the table is a list of pairs, never a dictionary that would trap
    /// on a repeated literal key.
    ///
    /// - Parameters:
    ///   - key: The key of the destination slot.
    ///   - table: A producer per segue identifier; a `nil` it returns is delivered as `nil`.
    public mutating func addLazily(forKey key: String, bySegue table: KeyValuePairs<String, () -> Any?>) {
        for (identifier, produce) in table { addLazily(forKey: key, onSegue: identifier, produce) }
    }

    /// Adds one lazily produced value for `key` per segue, the segues named by generated
    /// constants; see `addLazily(forKey:bySegue:)`.
    ///
    /// ```swift
    /// values.addLazily(forKey: "isEditing", bySegue: [Segue.edit: { true }, Segue.add: { false }])
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key of the destination slot.
    ///   - table: A producer per segue; each identifier's `rawValue` is the identifier.
    public mutating func addLazily<Identifier: RawRepresentable>(
        forKey key: String, bySegue table: KeyValuePairs<Identifier, () -> Any?>
    ) where Identifier.RawValue == String {
        for (identifier, produce) in table { addLazily(forKey: key, onSegue: identifier.rawValue, produce) }
    }

    /// Adds values for several keys that one lazy producer makes together: a draft object made
    /// for one segue that feeds two slots, with no shared `lazy var` in the source.
    ///
    /// ```swift
    /// values.addLazily(forKeys: ["draft", "editingContext"], onSegue: "AddBook") { [store] in
    ///     let draft = BookDraft(parent: store)
    ///     return ["draft": draft, "editingContext": draft.context]
    /// }
    /// ```
    ///
    /// `produce` runs at most once for these values — the first time a slot takes one of
    /// `keys` — and every slot that takes one of them receives its value from that one
    /// result; it never runs when no destination declares any of `keys`, or for a segue other
    /// than `identifier`. Each key is then checked and reported as a value added with
    /// ``addLazily(forKey:onSegue:_:)-(_,String?,_)`` is. A key listed in `keys` that the result does not hold
    /// is not delivered: the slot keeps its value, and a required one is reported as
    /// ``PreparationError/Code/missingRequiredValue`` naming the producer. Values
    /// ``SegueContext/offeredValues(forSegue:destination:sender:)`` returns are made again for
    /// each destination, so each destination gets its own result there.
    ///
    /// - Parameters:
    ///   - keys: The keys of the destination slots the producer fills.
    ///   - identifier: The segue the values are for; `nil`, the default, for any segue.
    ///   - produce: Produces the values by key; ambient values in its result are ignored.
    public mutating func addLazily(
        forKeys keys: [String], onSegue identifier: String? = nil, _ produce: @escaping () -> SegueValues
    ) {
        let shared = SharedLazyValues(keys: keys, produce: produce)
        for key in keys {
            pairs.append((key, LazySegueValue(segueIdentifier: identifier) { shared.value(forKey: key) }))
        }
        hasLazyValues = true
    }

    /// Adds values for several keys that one lazy producer makes together, on a segue named by
    /// a generated constant; see ``addLazily(forKeys:onSegue:_:)-(_,String?,_)``.
    ///
    /// - Parameters:
    ///   - keys: The keys of the destination slots the producer fills.
    ///   - identifier: The segue the values are for: its `rawValue` is the identifier.
    ///   - produce: Produces the values by key.
    public mutating func addLazily<Identifier: RawRepresentable>(
        forKeys keys: [String], onSegue identifier: Identifier, _ produce: @escaping () -> SegueValues
    ) where Identifier.RawValue == String {
        addLazily(forKeys: keys, onSegue: identifier.rawValue, produce)
    }
}

/// The one result of a producer that ``SegueValues/addLazily(forKeys:onSegue:_:)-(_,String?,_)``
/// shares among its keys, made the first time one of them is taken.
final class SharedLazyValues {
    let keys: [String]
    private var produce: (() -> SegueValues)?
    private var result: SegueValues?

    init(keys: [String], produce: @escaping () -> SegueValues) {
        self.keys = keys
        self.produce = produce
    }

    /// The value the producer's result holds for `key` (its last, if it holds several), or a
    /// ``MissingLazyValue`` when it holds none.
    func value(forKey key: String) -> Any? {
        if result == nil, let produce {
            result = produce()
            // What the producer captured is released once it has run.
            self.produce = nil
        }
        guard let pair = result?.pairs.last(where: { $0.key == key }) else {
            return MissingLazyValue(key: key, keys: keys)
        }
        return SegueValues.produced(pair.value)
    }
}

/// What a key of ``SegueValues/addLazily(forKeys:onSegue:_:)-(_,String?,_)`` delivers when the
/// producer's result holds no value for it: nothing, with the reason.
struct MissingLazyValue {
    let key: String
    let keys: [String]

    /// Why the slot received nothing, and how to fix it.
    var reason: String {
        let listed = keys.map { "\"\($0)\"" }.joined(separator: ", ")
        return "addLazily(forKeys: [\(listed)]) lists it, but its producer returned no value under \"\(key)\"; "
            + "to fix, return a value for every key listed, or leave \"\(key)\" out of forKeys"
    }
}
