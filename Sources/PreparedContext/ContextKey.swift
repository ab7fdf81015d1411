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
/// The module is left out, from the key and from its generic arguments, and so is `Swift.`
/// (`ListKey<Int>`, `ListKey<Feature.Item>`); another module's type keeps its module. A key
/// declared inside a function (a local type) is shown by its own name.
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
    // The module: everything before the first dot, unless a generic argument list or a
    // tuple opens first.
    var module: [UInt8] = []
    if let dot = bytes.firstIndex(of: UInt8(ascii: ".")), !bytes[..<dot].contains(UInt8(ascii: "<")),
        !bytes[..<dot].contains(UInt8(ascii: "(")), dot + 1 < bytes.count
    {
        module = Array(bytes[...dot])
        bytes.removeSubrange(...dot)
    }
    // Generic arguments as the key's module spells them: without `Swift.` (`HxKey<Int>`) and
    // without the key's own module, whose name the key itself goes without.
    for prefix in [Array("Swift.".utf8), module] where !prefix.isEmpty {
        bytes = withoutQualifier(prefix, in: bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// `name` without `qualifier` (`Swift.`) where it starts a type name — at the start or after
/// `<`, `(`, `[`, `,`, `:` or a space — never inside another name (`MySwift.`, `Outer.Swift.`).
private func withoutQualifier(_ qualifier: [UInt8], in name: [UInt8]) -> [UInt8] {
    func continuesName(_ byte: UInt8) -> Bool {
        let letter = byte | 0x20
        return byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte >= 0x80
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z"))
    }
    var result: [UInt8] = []
    result.reserveCapacity(name.count)
    var index = 0
    while index < name.count {
        if index == 0 || !continuesName(name[index - 1]), name[index...].starts(with: qualifier),
            index + qualifier.count < name.count
        {
            index += qualifier.count
            continue
        }
        result.append(name[index])
        index += 1
    }
    return result
}
