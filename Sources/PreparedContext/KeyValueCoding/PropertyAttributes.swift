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
    ///   - isInstance: Whether a value is an instance of the named class (or, for names in
    ///     angle brackets, conforms to the protocol); the Objective-C runtime answers it.
    /// - Returns: The value to write (a number converted exactly), or the refusal.
    static func check(
        _ value: Any?, attributes: PropertyAttributes, acceptsNil: Bool,
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
            let fits =
                (className.map { isInstance(value, $0) } ?? true)
                && protocols.allSatisfy { isInstance(value, "<\($0)>") }
            return fits ? .success(value) : .failure(.typeCheck(.typeMismatch, expectedType: expected))
        case .unsupported(let encoding):
            return .failure(
                .notWritable(reason: "its Objective-C type '\(encoding)' cannot be written from Swift safely"))
        }
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
