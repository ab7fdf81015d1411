/// A bag of ambient context values, keyed by ``ContextKey`` types.
///
/// Each ``SegueContext`` holds one in ``SegueContext/ambientContext``. During a segue the
/// destination's bag receives every value of the source's bag, then the values the segue
/// itself carries; the later wins on a shared key. Values are typed: the key's type decides
/// what may be stored, so no string can be misspelt.
///
/// ```swift
/// source.ambientContext.theme = .dark
/// try source.prepareContext(for: next)
/// next.ambientContext.theme  // .dark
/// ```
///
/// A value stored with ``setWeak(_:for:)`` is held weakly: a source can put itself in its
/// own bag, or hand on a delegate, without keeping it alive.
public struct ContextValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: (name: String, value: Any)] = [:]

    /// Creates an empty bag.
    public init() {}

    /// The value stored under `key`, or `nil`.
    ///
    /// - Parameter key: The key's type.
    public subscript<Key: ContextKey>(key: Key.Type) -> Key.Value? {
        get {
            guard let value = storage[ObjectIdentifier(key)]?.value else { return nil }
            if let weak = value as? WeakReference { return weak.object.flatMap { $0 as? Key.Value } }
            return value as? Key.Value
        }
        set {
            if let newValue {
                storage[ObjectIdentifier(key)] = (keyDisplayName(key), newValue)
            } else {
                storage[ObjectIdentifier(key)] = nil
            }
        }
    }

    /// Stores `object` under `key` weakly, as a `weak var` would: the bag, and every bag
    /// it is handed on to, reads `nil` once the object is released.
    ///
    /// ```swift
    /// enum InboxKey: ContextKey {
    ///     typealias Value = any InboxDelegate
    /// }
    ///
    /// ambientContext.setWeak(self, for: InboxKey.self)  // no retain cycle
    /// ```
    ///
    /// > Important: `Key.Value` must be a class or a class-bound protocol (`AnyObject`, a
    /// > protocol refining it, also with primary associated types such as
    /// > `any Listener<String>`). Another type cannot be held weakly — its value would be
    /// > boxed and the box released at once — so nothing is stored, and a
    /// > ``PreparationError/Code/notWritable`` error goes to the global options' log.
    ///
    /// - Parameters:
    ///   - object: The object, or `nil` to remove the value.
    ///   - key: The key's type.
    public mutating func setWeak<Key: ContextKey>(_ object: Key.Value?, for key: Key.Type) {
        guard ReferenceTypes.isClassBound(Key.Value.self) else {
            let options = PreparationOptions.global
            options.log.record(
                PreparationError(
                    .notWritable, key: keyDisplayName(key), expectedType: displayName(Key.Value.self),
                    detail: PreparationError.weakUnholdable + ", and \(displayName(Key.Value.self)) is neither, "
                        + "so nothing was stored"))
            return
        }
        if let object {
            storage[ObjectIdentifier(key)] = (keyDisplayName(key), WeakReference(object: object as AnyObject))
        } else {
            storage[ObjectIdentifier(key)] = nil
        }
    }

    /// Whether the bag holds no value; a weakly held object that was released counts as
    /// no value.
    public var isEmpty: Bool { !storage.values.contains { Self.isLive($0.value) } }

    /// The names of the key types that hold a value, sorted; a weakly held object that
    /// was released counts as no value.
    public var keyNames: [String] {
        storage.values.filter { Self.isLive($0.value) }.map(\.name).sorted()
    }

    /// Whether a stored value is there: anything but a weak reference to a released object.
    private static func isLive(_ value: Any) -> Bool {
        (value as? WeakReference).map { $0.object != nil } ?? true
    }

    /// The value stored under the key type `id`, or `nil` — also for a weakly held object
    /// that was released.
    func value(forKey id: ObjectIdentifier) -> Any? {
        guard let value = storage[id]?.value else { return nil }
        if let weak = value as? WeakReference { return weak.object }
        return value
    }

    /// A copy that holds `object` weakly wherever it is a value, as ``setWeak(_:for:)``
    /// would have stored it.
    func holdingWeakly(_ object: AnyObject) -> ContextValues {
        var copy = self
        for (id, entry) in storage {
            let held = SegueValues.holdingWeakly(object, in: entry.value)
            if held is WeakReference { copy.storage[id] = (entry.name, held) }
        }
        return copy
    }

    /// Stores every value of `other`, replacing values under the same keys.
    mutating func merge(_ other: ContextValues) {
        storage.merge(other.storage) { _, new in new }
    }

    /// For example `ContextValues[ThemeKey, UserKey]`.
    public var description: String {
        "ContextValues[\(keyNames.joined(separator: ", "))]"
    }
}
