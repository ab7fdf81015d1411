/// An Objective-C property's attribute string, parsed: what Key-Value Coding may write.
///
/// `property_getAttributes` describes a property as, for example, `T@"NSString",&,N,V_name`
/// (an object of class `NSString`, strong, nonatomic, backed by `_name`), `Tf,N,V_ratio`
/// (a `float`) or `Tq,R,N` (a read-only `long long`). Parsing it is pure Swift, so the
/// decisions the KVC writer makes are tested on every platform.
struct PropertyAttributes: Equatable {
    /// The property's value type, from its type encoding.
    enum ValueType: Equatable {
        /// A C number; the Swift type that holds it exactly.
        case number(NumberEncoding)
        /// `B`: a C `bool` / Swift `Bool`.
        case bool
        /// `@`, `@"Class"`, `@"<Protocol>"` or `@"Class<Protocol>"`.
        case object(className: String?, protocols: [String])
        /// Anything KVC cannot take safely from Swift: structs, pointers, selectors, blocks.
        case unsupported(encoding: String)
    }

    /// The C number encodings and the Swift type each holds.
    enum NumberEncoding: Character, Equatable {
        case char = "c"
        case int = "i"
        case short = "s"
        case long = "l"
        case longLong = "q"
        case unsignedChar = "C"
        case unsignedInt = "I"
        case unsignedShort = "S"
        case unsignedLong = "L"
        case unsignedLongLong = "Q"
        case float = "f"
        case double = "d"

        /// The C spelling, for messages.
        var cName: String {
            switch self {
            case .char: "char"
            case .int: "int"
            case .short: "short"
            case .long: "long"
            case .longLong: "long long"
            case .unsignedChar: "unsigned char"
            case .unsignedInt: "unsigned int"
            case .unsignedShort: "unsigned short"
            case .unsignedLong: "unsigned long"
            case .unsignedLongLong: "unsigned long long"
            case .float: "float"
            case .double: "double"
            }
        }

        /// The Swift type holding every value of the encoding exactly.
        var swiftType: any Numeric.Type {
            switch self {
            case .char: Int8.self
            case .int, .long: Int32.self
            case .short: Int16.self
            case .longLong: Int64.self
            case .unsignedChar: UInt8.self
            case .unsignedInt, .unsignedLong: UInt32.self
            case .unsignedShort: UInt16.self
            case .unsignedLongLong: UInt64.self
            case .float: Float.self
            case .double: Double.self
            }
        }
    }

    let valueType: ValueType
    let isReadOnly: Bool
    let isWeak: Bool
    /// The `S` attribute: a custom setter such as `setEnabled:`.
    let customSetter: String?

    /// Parses an attribute string; `nil` when it has no type encoding.
    init?(_ attributes: String) {
        var parts = attributes.split(separator: ",", omittingEmptySubsequences: false)[...]
        guard let first = parts.popFirst(), first.hasPrefix("T"), first.count > 1 else { return nil }
        valueType = Self.valueType(String(first.dropFirst()))
        var isReadOnly = false
        var isWeak = false
        var customSetter: String?
        for part in parts {
            switch part.first {
            case "R": isReadOnly = true
            case "W": isWeak = true
            case "S": customSetter = String(part.dropFirst())
            default: break
            }
        }
        self.isReadOnly = isReadOnly
        self.isWeak = isWeak
        self.customSetter = customSetter
    }

    /// The selector name KVC's setter lookup uses: the custom setter, or `setName:`.
    func setterName(forProperty name: String) -> String {
        customSetter ?? "set\(name.prefix(1).uppercased())\(name.dropFirst()):"
    }

    private static func valueType(_ encoding: String) -> ValueType {
        if encoding == "B" { return .bool }
        if encoding.count == 1, let character = encoding.first, let number = NumberEncoding(rawValue: character) {
            return .number(number)
        }
        guard encoding.hasPrefix("@"), !encoding.hasPrefix("@?") else {
            return .unsupported(encoding: encoding)
        }
        let quoted = encoding.dropFirst()
        guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else {
            return quoted.isEmpty ? .object(className: nil, protocols: []) : .unsupported(encoding: encoding)
        }
        let body = quoted.dropFirst().dropLast()
        let className = body.prefix { $0 != "<" }
        let protocols = body.dropFirst(className.count)
            .split(whereSeparator: { $0 == "<" || $0 == ">" })
            .map(String.init)
        return .object(className: className.isEmpty ? nil : String(className), protocols: protocols)
    }
}

/// The type check for a Key-Value Coding write: does this value fit the declared property?
enum KeyValueCodingCheck {
    /// Decides whether `value` may be written into a property with `attributes`, and what to
    /// hand to `setValue(_:forKey:)`.
    ///
    /// - Parameters:
    ///   - value: The offered value, unwrapped from optionals; `nil` for nothing.
    ///   - attributes: The destination property's attributes.
    ///   - acceptsNil: Whether the Swift property is optional; KVC stores `nil` into a
    ///     non-optional Swift property without complaint and the program traps later.
    ///   - declaredValue: The property's current value as `Mirror` reads it, whose type is
    ///     the property's Swift type (`[String]`, `[String]?`), or `nil` when it could not be
    ///     read. A collection's encoding (`@"NSArray"`) does not say what it holds, and the
    ///     setter of a Swift `[String]` force-bridges what it receives: a wrong element traps
    ///     there. So a collection is written only when the value has the declared Swift type.
    ///   - isInstance: Whether a value is an instance of the named class (or, for names in
    ///     angle brackets, conforms to the protocol); the Objective-C runtime answers it.
    /// - Returns: The value to write (a number converted exactly), or the refusal.
    static func check(
        _ value: Any?, attributes: PropertyAttributes, acceptsNil: Bool, declaredValue: Any? = nil,
        isInstance: (Any, _ classOrProtocolName: String) -> Bool
    ) -> Result<Any?, PlainWriteRefusal> {
        if attributes.isReadOnly {
            return .failure(.notWritable(reason: "it is read-only (no setter)"))
        }
        let expected = describe(attributes.valueType)
        guard let value else {
            if case .object = attributes.valueType, acceptsNil { return .success(nil) }
            return .failure(.typeCheck(.nilValue, expectedType: expected))
        }
        switch attributes.valueType {
        case .bool:
            return value is Bool ? .success(value) : .failure(.typeCheck(.typeMismatch, expectedType: expected))
        case .number(let encoding):
            if encoding == .char, value is Bool { return .success(value) }  // BOOL on some platforms
            let target = TargetType(encoding.swiftType)
            guard let numeric = target.numeric, value is any Numeric else {
                return .failure(.typeCheck(.typeMismatch, expectedType: expected))
            }
            if let converted = TypeCheck.convertNumber(value, to: numeric) {
                return .success(converted)
            }
            return .failure(.typeCheck(.lossy(value: "\(value)"), expectedType: expected))
        case .object(let className, let protocols):
            if let className, collectionClasses.contains(className) {
                return checkCollection(
                    value, className: className, declaredValue: declaredValue, isInstance: isInstance)
            }
            let fits =
                (className.map { isInstance(value, $0) } ?? true)
                && protocols.allSatisfy { isInstance(value, "<\($0)>") }
            return fits ? .success(value) : .failure(.typeCheck(.typeMismatch, expectedType: expected))
        case .unsupported(let encoding):
            return .failure(
                .notWritable(reason: "its Objective-C type '\(encoding)' cannot be written from Swift safely"))
        }
    }

    /// The Foundation collections whose type encoding does not say what they hold; Swift
    /// encodes `[T]`, `[K: V]` and `Set<T>` properties as the first, third and fifth.
    static let collectionClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet",
        "NSOrderedSet", "NSMutableOrderedSet",
    ]

    /// The check for a collection property: the value must have the property's Swift type,
    /// elements included.
    private static func checkCollection(
        _ value: Any, className: String, declaredValue: Any?, isInstance: (Any, String) -> Bool
    ) -> Result<Any?, PlainWriteRefusal> {
        guard let declaredValue else {
            return .failure(
                .notWritable(
                    reason: "its Objective-C type \(className) does not say what the collection holds, "
                        + "and its Swift declaration could not be read, so a wrong element could not be ruled out"))
        }
        let declared = unwrappedOptional(declaredValue)
        if let declared, type(of: declared) is AnyClass {
            // Declared as the Objective-C class itself (`NSArray`): its setter takes any
            // instance and converts no element.
            return isInstance(value, className)
                ? .success(value) : .failure(.typeCheck(.typeMismatch, expectedType: className))
        }
        func hasDeclaredType<Declared>(_: Declared) -> Bool { value is Declared }
        guard _openExistential(declaredValue, do: hasDeclaredType) else {
            return .failure(
                .typeCheck(.typeMismatch, expectedType: displayName(type(of: declared ?? declaredValue))))
        }
        return .success(value)
    }

    /// The value inside an optional, `nil` for an empty optional, or the value itself.
    private static func unwrappedOptional(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrappedOptional($0.value) }
    }

    /// Whether a Key-Value Coding write may run on this thread.
    ///
    /// `setValue(_:forKey:)` calls the property's `@objc` setter, and Swift 6 gives the
    /// setter of a `@MainActor` class — every UIKit and AppKit controller — a check that traps
    /// off the main actor. The runtime cannot tell which classes are isolated, so off the main
    /// thread no property is written through Key-Value Coding.
    ///
    /// - Parameter isMainThread: Whether the propagation runs on the main thread.
    /// - Returns: The refusal, or `nil` when the write may proceed.
    static func isolationRefusal(isMainThread: Bool) -> PlainWriteRefusal? {
        isMainThread
            ? nil
            : .notWritable(
                reason: "Key-Value Coding would run its @objc setter off the main thread, where the setter "
                    + "of a @MainActor class traps (propagate on the main actor)")
    }

    /// A readable name for a declared type, such as `NSString` or `float`.
    static func describe(_ type: PropertyAttributes.ValueType) -> String {
        switch type {
        case .bool: "BOOL"
        case .number(let encoding): encoding.cName
        case .object(let className, let protocols):
            (className ?? "id") + (protocols.isEmpty ? "" : "<\(protocols.joined(separator: ", "))>")
        case .unsupported(let encoding): encoding
        }
    }
}
