/// The run-time type check that runs before every write.
///
/// The rules, in order:
///
/// 1. Optionals on the source side are flattened: `T?` holding a value offers the value,
///    `nil` (at any depth) offers nothing. Nothing into an optional slot stores `nil`;
///    nothing into a non-optional slot is refused as ``PreparationError/Code/nilValue``.
/// 2. When the slot's (unwrapped) type is a standard numeric type — any `BinaryInteger` or
///    `BinaryFloatingPoint`, `CGFloat` included — and the value is a number of another
///    type, it is converted only if the conversion is exact (`init?(exactly:)`); `NaN`
///    converts to `NaN` between floating-point types. Anything else is refused as
///    ``PreparationError/Code/lossyConversion``. A non-number is never turned into a number.
/// 3. Otherwise the value must cast to the slot's type with `as?`: the same type, a
///    subclass, a conforming type for a protocol existential, or the wrapped type of an
///    optional slot. Anything else is refused as ``PreparationError/Code/typeMismatch``.
enum TypeCheck {
    /// Why a value was refused.
    enum Refusal: Error, Equatable {
        case typeMismatch
        case nilValue
        case lossy(value: String)
        /// The slot cannot store any value, for the reason given.
        case notWritable(reason: String)
    }

    /// Converts `offered` to `Value` following the rules above, without side effects.
    static func convert<Value>(
        _ offered: Any, to _: Value.Type, target: TargetType
    ) -> Result<Value, Refusal> {
        guard let value = flattened(offered) else {
            if target.isOptional, let none = nilValue(of: Value.self) {
                return .success(none)
            }
            return .failure(.nilValue)
        }
        if let numeric = target.numeric, ObjectIdentifier(type(of: value)) != target.baseID {
            guard let converted = convertNumber(value, to: numeric) else {
                return .failure(isNumber(value) ? .lossy(value: "\(value)") : .typeMismatch)
            }
            return (converted as? Value).map(Result.success) ?? .failure(.typeMismatch)
        }
        if let cast = value as? Value {
            return .success(cast)
        }
        // `{ [weak self] in self?.refresh() }` is typed `() -> ()?`: an optional-chained
        // call's result is `Void?`. Into a slot for a `Void`-returning closure it is what the
        // user meant, so the result is discarded.
        if let chained = value as? () -> Void? {
            let discarding: () -> Void = { _ = chained() }
            if let cast = discarding as? Value { return .success(cast) }
        }
        return .failure(.typeMismatch)
    }

    /// Removes every level of `Optional` around a value; `nil` when any level is empty.
    static func flattened(_ value: Any) -> Any? {
        var current = value
        while let optional = current as? any OptionalProtocol {
            guard let wrapped = optional.wrappedAny else { return nil }
            current = wrapped
        }
        return current
    }

    /// `nil` of an optional type, made as a value of that type: going through an
    /// existential would wrap it (`Any?` would hold `.some(nil)`).
    private static func nilValue<Value>(of _: Value.Type) -> Value? {
        (Value.self as? any OptionalProtocol.Type)?.none(as: Value.self)
    }

    private static func isNumber(_ value: Any) -> Bool {
        value is any BinaryInteger || value is any BinaryFloatingPoint
    }

    /// The exact conversion of a number, or `nil` when the value is not a number or would
    /// change.
    static func convertNumber(_ value: Any, to numeric: NumericType) -> Any? {
        switch numeric {
        case .integer(let type):
            if let integer = value as? any BinaryInteger { return exactly(type, integer) }
            if let float = value as? any BinaryFloatingPoint { return exactly(type, float) }
        case .floatingPoint(let type):
            if let integer = value as? any BinaryInteger { return exactly(type, integer) }
            if let float = value as? any BinaryFloatingPoint { return exactly(type, float) }
        }
        return nil
    }

    private static func exactly<T: BinaryInteger>(_: T.Type, _ source: some BinaryInteger) -> Any? {
        T(exactly: source)
    }

    private static func exactly<T: BinaryInteger>(_: T.Type, _ source: some BinaryFloatingPoint)
        -> Any?
    {
        T(exactly: source)
    }

    /// Rounds, then checks the round trip, rather than calling `T(exactly:)`: for `CGFloat`,
    /// swift-corelibs-foundation implements `init?(exactly: some BinaryInteger)` as
    /// `fatalError()`. The result is the same: exact when the number survives both ways.
    private static func exactly<T: BinaryFloatingPoint, Source: BinaryInteger>(_: T.Type, _ source: Source)
        -> Any?
    {
        let converted = T(source)
        guard converted.isFinite, Source(exactly: converted) == source else { return nil }
        return converted
    }

    private static func exactly<T: BinaryFloatingPoint>(
        _: T.Type, _ source: some BinaryFloatingPoint
    ) -> Any? {
        source.isNaN ? T.nan : T(exactly: source)
    }
}

/// The numeric family of a slot's type.
enum NumericType {
    case integer(any BinaryInteger.Type)
    case floatingPoint(any BinaryFloatingPoint.Type)
}

/// Facts about a slot's declared type, computed once per cached plan.
struct TargetType {
    /// The declared type, such as `Float?`.
    let type: Any.Type
    /// Whether the declared type is an `Optional`, so `nil` may be stored.
    let isOptional: Bool
    /// The declared type without its optionals, such as `Float`.
    let base: Any.Type
    let baseID: ObjectIdentifier
    /// Set when `base` is a standard numeric type.
    let numeric: NumericType?

    init(_ type: Any.Type) {
        self.type = type
        var base = type
        while let optional = base as? any OptionalProtocol.Type {
            base = optional.wrappedType
        }
        isOptional = ObjectIdentifier(base) != ObjectIdentifier(type)
        self.base = base
        baseID = ObjectIdentifier(base)
        if let integer = base as? any BinaryInteger.Type {
            numeric = .integer(integer)
        } else if let float = base as? any BinaryFloatingPoint.Type {
            numeric = .floatingPoint(float)
        } else {
            numeric = nil
        }
    }
}

/// Lets the type check see through `Optional` without knowing its wrapped type.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
    var wrappedAny: Any? { get }
    /// `nil` as a `T`, when `T` is this optional type.
    static func none<T>(as: T.Type) -> T?
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
    var wrappedAny: Any? { self.map { $0 } }

    static func none<T>(as _: T.Type) -> T? {
        // A cast between two optional types keeps `nil` as `nil` of the target type.
        guard T.self == Self.self else { return nil }
        return Self.none as? T
    }
}

/// A type's name as people read it in Xcode: `Float`, `Optional<User>`, `MyModule.Account`
/// without the module.
///
/// Names are cached: `String(describing:)` demangles the type's name each time, which costs
/// more than a whole delivery.
func displayName(_ type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let name = typeNames.withLock({ $0[id] }) { return name }
    let name = String(describing: type)
    typeNames.withLock { $0[id] = name }
    return name
}

private let typeNames = Locked([ObjectIdentifier: String]())
