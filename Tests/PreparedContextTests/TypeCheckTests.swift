import Testing

@testable import PreparedContext

@MainActor
@Suite("TypeCheck")
struct TypeCheckTests {
    private func convert<T>(_ value: Any, to type: T.Type) -> Result<T, TypeCheck.Refusal> {
        TypeCheck.convert(value, to: type, target: TargetType(type))
    }

    @Test(
        "Exact numeric conversions are delivered",
        arguments: [
            (40.5 as any Sendable, NumberType.float, "40.5"),
            (Int8(-5), .int, "-5"),
            (UInt8(255), .int16, "255"),
            (Int64(1 << 53), .double, "9007199254740992.0"),
            (2.0, .int, "2"),
            (Float.infinity, .double, "inf"),
            (-Double.infinity, .float, "-inf"),
            (Int.max, .uint, "9223372036854775807"),
            (UInt32.max, .int64, "4294967295"),
            (Float(0.25), .double, "0.25"),
        ])
    func exact(value: any Sendable, type: NumberType, expected: String) throws {
        let numeric = try #require(TargetType(type.type).numeric)
        let converted = try #require(TypeCheck.convertNumber(value, to: numeric))
        #expect("\(converted)" == expected)
        #expect(Swift.type(of: converted) == type.type)
    }

    @Test(
        "Conversions that would lose information are refused",
        arguments: [
            (40.1 as any Sendable, NumberType.float),
            (300, .uint8),
            (2.5, .int),
            (Int.max, .double),
            (-1, .uint),
            (Int8(-1), .uint64),
            (Double.nan, .int),
            (Double.infinity, .int),
            (16_777_217, .float),
            (Double.greatestFiniteMagnitude, .float),
            (UInt64.max, .int64),
            (1e-50, .float),
        ])
    func lossy(value: any Sendable, type: NumberType) throws {
        let numeric = try #require(TargetType(type.type).numeric)
        #expect(TypeCheck.convertNumber(value, to: numeric) == nil)
    }

    @Test("NaN stays NaN between floating-point types")
    func nan() throws {
        let result = try convert(Double.nan, to: Float.self).get()
        #expect(result.isNaN)
    }

    @Test("Lossy conversion names the value")
    func lossyRefusal() {
        #expect(convert(300, to: UInt8.self) == .failure(.lossy(value: "300")))
    }

    @Test("Bool and String are never numbers")
    func noCoercion() {
        #expect(convert(true, to: Int.self) == .failure(.typeMismatch))
        #expect(convert("1", to: Int.self) == .failure(.typeMismatch))
        #expect(convert(1, to: Bool.self) == .failure(.typeMismatch))
        #expect(convert(1, to: String.self) == .failure(.typeMismatch))
    }

    @Test("Optionals are flattened on the source side")
    func optionalSource() {
        let some: Int?? = .some(.some(4))
        let none: Int?? = .some(nil)
        #expect(convert(some as Any, to: Int.self) == .success(4))
        #expect(convert(none as Any, to: Int.self) == .failure(.nilValue))
        #expect(convert(none as Any, to: Int?.self) == .success(nil))
        #expect(convert(Optional(4.0) as Any, to: Int?.self) == .success(4))
    }

    @Test("Subclasses and protocol existentials are accepted")
    func subtypes() throws {
        let dog = Dog(name: "Rex")
        #expect(try convert(dog, to: Animal.self).get() === dog)
        #expect(try convert(Hello(), to: (any Greeting).self).get().text == "hello")
        #expect(try convert(Mode.editing(2), to: Mode?.self).get() == .editing(2))
        #expect(check(Animal(name: "a"), Dog.self) == .mismatch)
    }

    @Test("A generated matrix of type pairs delivers or refuses, never traps")
    func matrix() {
        let samples: [(name: String, value: Any)] = [
            ("Int", 42), ("Int(big)", Int.max), ("Int(neg)", -3), ("Double", 42.0), ("Double(frac)", 0.1),
            ("Float", Float(1.5)), ("String", "s"), ("Bool", true), ("User", User(name: "u")),
            ("Dog", Dog(name: "d")), ("Hello", Hello()), ("Int?", Int?.some(7) as Any), ("Int?(nil)", Int?.none as Any),
            ("User?(nil)", User?.none as Any),
        ]
        let targets: [(name: String, check: (Any) -> Outcome)] = [
            ("Int", { check($0, Int.self) }), ("Int?", { check($0, Int?.self) }),
            ("UInt8", { check($0, UInt8.self) }), ("Double", { check($0, Double.self) }),
            ("Float?", { check($0, Float?.self) }), ("String", { check($0, String.self) }),
            ("Bool?", { check($0, Bool?.self) }), ("User", { check($0, User.self) }),
            ("Animal?", { check($0, Animal?.self) }), ("any Greeting", { check($0, (any Greeting).self) }),
        ]
        let expected: [String: Outcome] = [
            "Int→Int": .delivered("42"), "Int→Int?": .delivered("Optional(42)"), "Int→UInt8": .delivered("42"),
            "Int→Double": .delivered("42.0"), "Int→Float?": .delivered("Optional(42.0)"),
            "Int(big)→Int": .delivered("9223372036854775807"),
            "Int(big)→Int?": .delivered("Optional(9223372036854775807)"),
            "Int(big)→UInt8": .lossy, "Int(big)→Double": .lossy, "Int(big)→Float?": .lossy,
            "Int(neg)→Int": .delivered("-3"), "Int(neg)→Int?": .delivered("Optional(-3)"), "Int(neg)→UInt8": .lossy,
            "Int(neg)→Double": .delivered("-3.0"), "Int(neg)→Float?": .delivered("Optional(-3.0)"),
            "Double→Int": .delivered("42"), "Double→Int?": .delivered("Optional(42)"), "Double→UInt8": .delivered("42"),
            "Double→Double": .delivered("42.0"), "Double→Float?": .delivered("Optional(42.0)"),
            "Double(frac)→Int": .lossy, "Double(frac)→Int?": .lossy, "Double(frac)→UInt8": .lossy,
            "Double(frac)→Double": .delivered("0.1"), "Double(frac)→Float?": .lossy,
            "Float→Int": .lossy, "Float→Int?": .lossy, "Float→UInt8": .lossy,
            "Float→Double": .delivered("1.5"), "Float→Float?": .delivered("Optional(1.5)"),
            "String→String": .delivered("s"), "Bool→Bool?": .delivered("Optional(true)"),
            "User→User": .delivered("User(name: \"u\")"), "Dog→Animal?": .delivered("dog"),
            "Hello→any Greeting": .delivered("Hello(text: \"hello\")"),
            "Int?→Int": .delivered("7"), "Int?→Int?": .delivered("Optional(7)"), "Int?→UInt8": .delivered("7"),
            "Int?→Double": .delivered("7.0"), "Int?→Float?": .delivered("Optional(7.0)"),
            "Int?(nil)→Int?": .delivered("nil"), "Int?(nil)→Float?": .delivered("nil"),
            "Int?(nil)→Bool?": .delivered("nil"), "Int?(nil)→Animal?": .delivered("nil"),
            "User?(nil)→Int?": .delivered("nil"), "User?(nil)→Float?": .delivered("nil"),
            "User?(nil)→Bool?": .delivered("nil"), "User?(nil)→Animal?": .delivered("nil"),
        ]
        var pairs = 0
        for sample in samples {
            for target in targets {
                pairs += 1
                let name = "\(sample.name)→\(target.name)"
                let isNil = sample.name.hasSuffix("(nil)")
                let fallback: Outcome = isNil ? .nilValue : .mismatch
                #expect(target.check(sample.value) == expected[name, default: fallback], "\(name)")
            }
        }
        #expect(pairs >= 100)
    }
}

enum NumberType: Sendable {
    case int, int16, int64, uint, uint8, uint64, float, double

    var type: Any.Type {
        switch self {
        case .int: Int.self
        case .int16: Int16.self
        case .int64: Int64.self
        case .uint: UInt.self
        case .uint8: UInt8.self
        case .uint64: UInt64.self
        case .float: Float.self
        case .double: Double.self
        }
    }
}

enum Outcome: Equatable {
    case delivered(String)
    case lossy
    case nilValue
    case mismatch
}

private func check<T>(_ value: Any, _ type: T.Type) -> Outcome {
    switch TypeCheck.convert(value, to: type, target: TargetType(type)) {
    case .success(let converted):
        if let dog = converted as? Animal? ?? nil, dog is Dog { return .delivered("dog") }
        return .delivered("\(converted)")
    case .failure(.lossy): return .lossy
    case .failure(.nilValue): return .nilValue
    case .failure(.typeMismatch): return .mismatch
    case .failure(.notWritable(let reason)): return .delivered("never: the type check does not refuse slots, \(reason)")
    }
}
