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
