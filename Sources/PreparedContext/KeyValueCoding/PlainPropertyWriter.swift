/// Writes a context value into a prefixed property that is not a ``Prepared`` slot.
///
/// Swift cannot write a stored property it only knows by name; Apple platforms can, through
/// Key-Value Coding on `@objc` properties of `NSObject` subclasses. The engine asks the
/// writer of the platform, so the KVC path plugs in where the Objective-C runtime exists
/// and every other platform reports the property as not writable.
protocol PlainPropertyWriter: Sendable {
    /// Writes `value` (already unwrapped from any optional) into `property` of `object`,
    /// or returns why it cannot.
    ///
    /// - Parameter acceptsNil: Whether the Swift property is optional.
    func write(_ value: Any?, property: String, of object: AnyObject, acceptsNil: Bool) -> PlainWriteRefusal?
}

/// Why a plain property was not written.
enum PlainWriteRefusal: Error, Equatable {
    /// The property cannot be written at all; the message says why.
    case notWritable(reason: String)
    /// The property can be written, but not with this value.
    case typeCheck(TypeCheck.Refusal, expectedType: String)
}

/// The writer for platforms without Key-Value Coding.
struct UnavailablePlainPropertyWriter: PlainPropertyWriter {
    func write(_ value: Any?, property: String, of object: AnyObject, acceptsNil: Bool) -> PlainWriteRefusal? {
        .notWritable(
            reason: "'\(property)' is a plain stored property, and this platform has no "
                + "Key-Value Coding to write it by name.")
    }
}

enum PlainPropertyWriters {
    /// The writer of this platform.
    #if canImport(ObjectiveC) && (!os(Linux) || PREPARED_CONTEXT_OBJC_STUBS)
        static let current: any PlainPropertyWriter = KeyValueCodingWriter()
    #else
        static let current: any PlainPropertyWriter = UnavailablePlainPropertyWriter()
    #endif
}
