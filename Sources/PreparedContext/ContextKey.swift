/// A typed key for ambient context: a value that flows from screen to screen.
///
/// Declare a key type once, with the type of its value, and give ``ContextValues`` a
/// property for it, as with SwiftUI's environment. Any ``SegueContext`` then hands the
/// value on to the controllers it presents, so it reaches A → B → C even when B never
/// reads it.
///
/// ```swift
/// enum ThemeKey: ContextKey {
///     typealias Value = Theme
/// }
///
/// extension ContextValues {
///     var theme: Theme? {
///         get { self[ThemeKey.self] }
///         set { self[ThemeKey.self] = newValue }
///     }
/// }
/// ```
public protocol ContextKey {
    /// The type of the value stored under this key.
    associatedtype Value
}

/// A key type's name as errors, the log and ``ContextValues/keyNames`` show it: qualified by
/// the types it is nested in (`Feature.ThemeKey`, never just `ThemeKey`), so two keys of
/// the same name in different types stay apart, and written as the code in its module
/// spells it (`ambientContext[Feature.ThemeKey.self]`).
///
/// The module is left out; a key declared inside a function (a local type) is shown by its
/// own name.
func keyDisplayName(_ key: Any.Type) -> String {
    // `String(reflecting:)` writes a local type's context as `(unknown context at $10a3b0)`.
    let marker = Array("(unknown context at ".utf8)
    var bytes = Array(String(reflecting: key).utf8)
    var index = 0
    while index < bytes.count {
        guard bytes[index...].starts(with: marker),
            let close = bytes[index...].firstIndex(of: UInt8(ascii: ")"))
        else {
            index += 1
            continue
        }
        var end = close + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1 }
        bytes.removeSubrange(index..<end)
    }
    var name = String(decoding: bytes, as: UTF8.self)
    // The module: everything before the first dot, unless a generic argument list or a
    // tuple opens first.
    if let dot = name.firstIndex(of: "."), !name[..<dot].contains("<"), !name[..<dot].contains("("),
        name.index(after: dot) < name.endIndex
    {
        name = String(name[name.index(after: dot)...])
    }
    return name
}
