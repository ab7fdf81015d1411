@_spi(Reflection) import Swift

/// Where a stored property lives inside a class instance, for reading it without `Mirror`.
///
/// `Mirror` builds each child by looking its type up by mangled name, which costs about a
/// microsecond per property read. The standard library's `_forEachField` (stable ABI,
/// iOS 13.4 / macOS 10.15.4 and later, and every Linux toolchain) reports each stored
/// field's offset and type once per class; a read is then a load at that offset.
/// Where it is unavailable, or for value types, propagation reads through `Mirror`.
struct StoredField {
    /// The byte offset from the start of the instance.
    let offset: Int
    /// The field's declared type.
    let type: Any.Type
    /// Whether a value of the field's type may be an `Optional`: the field is optional or an
    /// existential such as `Any`.
    let mayHoldOptional: Bool

    /// The stored fields of a class and its superclasses, by name; `nil` when the runtime
    /// cannot describe every field.
    static func fields(of type: AnyClass) -> [String: StoredField]? {
        guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else { return nil }
        var fields: [String: StoredField] = [:]
        // 1 << 0 is `_EachFieldOptions.classType`, spelled by value because the standard
        // library declares it as a mutable static.
        let complete = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1)) { name, offset, type, kind in
            fields[String(cString: name)] = StoredField(
                offset: offset, type: type, mayHoldOptional: kind == .optional || kind == .existential)
            return true
        }
        return complete ? fields : nil
    }

    /// A copy of the field's current value in `object`, which the caller keeps alive.
    func read(from object: AnyObject) -> Any {
        let address = address(in: object)
        func load<T>(_: T.Type) -> Any { address.load(as: T.self) }
        return _openExistential(type, do: load)
    }

    /// The address of the field in `object`, valid while the caller keeps `object` alive.
    func address(in object: AnyObject) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset
    }
}
