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
public struct ContextValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: (name: String, value: Any)] = [:]

    /// Creates an empty bag.
    public init() {}

    /// The value stored under `key`, or `nil`.
    ///
    /// - Parameter key: The key's type.
    public subscript<Key: ContextKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)]?.value as? Key.Value }
        set {
            if let newValue {
                storage[ObjectIdentifier(key)] = (displayName(key), newValue)
            } else {
                storage[ObjectIdentifier(key)] = nil
            }
        }
    }

    /// Whether the bag holds no value.
    public var isEmpty: Bool { storage.isEmpty }

    /// The names of the key types that hold a value, sorted.
    public var keyNames: [String] { storage.values.map(\.name).sorted() }

    /// Stores every value of `other`, replacing values under the same keys.
    mutating func merge(_ other: ContextValues) {
        storage.merge(other.storage) { _, new in new }
    }

    /// For example `ContextValues[ThemeKey, UserKey]`.
    public var description: String {
        "ContextValues[\(keyNames.joined(separator: ", "))]"
    }
}
