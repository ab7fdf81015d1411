import Foundation
import Testing

@testable import PreparedContext

/// Every standard numeric type into every other, with the edge values of each: a value is
/// delivered exactly when the conversion loses nothing, and refused as lossy otherwise.
///
/// The expectations come from the bit-level oracle of `DifferentialTests.swift`
/// (``NumberFormat/exactly(_:)``), which this suite also checks against the standard
/// library's round trips.
@MainActor
@Suite("Numeric sweep: every numeric type into every other")
struct NumericSweepTests {
    @Test("Each edge value is delivered exactly when it converts without loss, and refused as lossy otherwise")
    func sweep() {
        let types = NumericType.catalogue
        let options = quietOptions()
        var cases = 0
        var mismatches = 0
        for source in types {
            for target in types {
                for sample in source.edges {
                    let expectation = Oracle.expectation(
                        for: .value(sample), into: .number(target.format), isOptional: false)
                    let inputs = source.inputs(sample.value)
                    for channel in [SourceChannel.classProperty, .sender] {
                        cases += 1
                        let (before, observed) = target.slot.run(inputs, channel, options)
                        let expected = expectation.outcome(keeping: before, channel: channel)
                        guard observed != expected else { continue }
                        mismatches += 1
                        if mismatches <= 10 {
                            Issue.record(
                                """
                                \(sample) → \(target.name) via \(channel)
                                  expected \(expected)
                                  observed \(observed)
                                """)
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0, "\(mismatches) of \(cases) cases differ from the documented rules")
        #expect(cases > 10_000)
    }

    @Test("The oracle agrees with the standard library's round trips for every pair and edge value")
    func oracleMatchesRoundTrips() {
        let types = NumericType.catalogue
        for source in types {
            for target in types where target.name != source.name {
                for sample in source.edges {
                    guard case .number(_, let value) = sample.model else { continue }
                    let oracle = target.format.exactly(value)
                    let roundTrip = RoundTrip.exactly(sample.value, to: target.metatype)
                    #expect(
                        oracle == roundTrip.map(Self.numberValue), "\(sample) → \(target.name)")
                }
            }
        }
    }

    @Test("Every integer edge value offered to a CGFloat slot is checked, never trapping")
    func integerIntoCGFloat() {
        let slots = [
            SlotType.make("CGFloat", .number(.cgFloat), default: CGFloat(7)),
            SlotType.make("CGFloat?", .number(.cgFloat), isOptional: true, default: CGFloat?.some(7)),
        ]
        let options = quietOptions()
        for source in NumericType.catalogue where source.name.contains("Int") {
            for sample in source.edges {
                guard case .number(_, let value) = sample.model else { continue }
                let isExact = NumberFormat.cgFloat.exactly(value) != nil
                for slot in slots {
                    for channel in SourceChannel.allCases {
                        let (_, observed) = slot.run(source.inputs(sample.value), channel, options)
                        #expect(observed.isDelivered == isExact, "\(sample) → \(slot.name) via \(channel)")
                        #expect(
                            observed.failures == (isExact ? [] : ["lossyConversion \(sample.value)"]),
                            "\(sample) → \(slot.name) via \(channel)")
                    }
                }
            }
        }
    }

    private static func numberValue(_ value: Any) -> NumberValue {
        guard case .value(.number(_, let number)?) = Observation(value) else {
            preconditionFailure("not a number: \(value)")
        }
        return number
    }
}

/// A standard numeric type: its format for the oracle, its edge values, and a slot of it.
@MainActor
struct NumericType {
    let name: String
    let metatype: Any.Type
    let format: NumberFormat
    let edges: [Sample]
    /// The three channels' sources for a value of this type.
    let inputs: (Any) -> Inputs
    let slot: SlotType

    static var catalogue: [NumericType] {
        var list = [
            integer(Int.self), integer(Int8.self), integer(Int16.self), integer(Int32.self), integer(Int64.self),
            integer(UInt.self), integer(UInt8.self), integer(UInt16.self), integer(UInt32.self),
            integer(UInt64.self), floating(Float.self, .float), floating(Double.self, .double),
            floating(CGFloat.self, .cgFloat),
        ]
        #if !(os(macOS) && arch(x86_64))
            list.append(floating(Float16.self, .float16))
        #endif
        return list
    }

    static func integer<T: FixedWidthInteger>(_: T.Type) -> NumericType {
        var values: [T] = [.min, .max, .min + 1, .max - 1]
        for edge in integerEdges {
            guard let value = edge.isNegative ? negative(edge.magnitude, as: T.self) : T(exactly: edge.magnitude)
            else { continue }
            values.append(value)
        }
        var seen = Set<T>()
        return NumericType(
            name: "\(T.self)", metatype: T.self, format: .integer(T.self),
            edges: values.filter { seen.insert($0).inserted }.map { Sample.integer($0) }, inputs: { Inputs($0 as! T) },
            slot: .make("\(T.self)", .number(.integer(T.self)), default: T(7)))
    }

    static func floating<T: BinaryFloatingPoint>(_: T.Type, _ format: NumberFormat) -> NumericType {
        var values: [T] = [
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            .leastNormalMagnitude, .leastNormalMagnitude.nextDown, .ulpOfOne, .nan, .signalingNaN, -.nan,
            .infinity, -.infinity, T(1).nextUp, T(1).nextDown,
        ]
        values += floatingEdges.map { T($0) }
        var seen = Set<UInt64>()
        return NumericType(
            name: "\(T.self)", metatype: T.self, format: format,
            edges: values.filter { seen.insert(Double($0).bitPattern).inserted }.map { Sample.floating($0) },
            inputs: { Inputs($0 as! T) }, slot: .make("\(T.self)", .number(format), default: T(7)))
    }

    /// `-magnitude` as a `T`, when it is one.
    private static func negative<T: FixedWidthInteger>(_ magnitude: UInt64, as _: T.Type) -> T? {
        guard magnitude <= 1 << 63 else { return nil }
        // The two's complement of the magnitude is the negative value, down to -2^63.
        return T(exactly: Int64(bitPattern: 0 &- magnitude))
    }

    /// Integers at every type's range limits, and around the precision limits of Float16
    /// (2^11), Float (2^24) and Double (2^53), with their negatives.
    private static let integerEdges: [Exact] = {
        var magnitudes: Set<UInt64> = [0, 1, 2, 3, 65_504, 65_505, 65_519, 65_520, 65_535, 65_536, 3 << 60]
        for power in [7, 8, 11, 12, 15, 16, 24, 25, 31, 32, 53, 54, 63] {
            let two = UInt64(1) << power
            magnitudes.formUnion([two - 1, two, two + 1, two + 2])
        }
        magnitudes.formUnion([UInt64.max, UInt64.max - 1, UInt64.max - 2_047, UInt64.max - 2_048])
        return magnitudes.sorted().flatMap {
            [Exact(isNegative: false, magnitude: $0), Exact(isNegative: true, magnitude: $0)]
        }
    }()

    /// Fractions, whole numbers at the integer types' limits, and the limits of each
    /// floating-point format, as `Double`s; each type keeps what it can hold.
    private static let floatingEdges: [Double] = {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 2.5, 0.1, 0.25, 40.5, 40.1, 1e-50, 1e300]
        for power in [7, 8, 11, 15, 16, 24, 31, 32, 53, 63, 64] {
            let two = Double(sign: .plus, exponent: power, significand: 1)
            values += [two, -two, two - 1, -two - 1, two + 1, two.nextDown, two.nextUp, -two.nextUp]
        }
        values += [
            65_504, 65_520, 0x1p-14, 0x1p-24, 0x1p-25, 0x1p-126, 0x1p-149, 0x1p-150,
            Double(Float.greatestFiniteMagnitude),
            Double(Float.greatestFiniteMagnitude).nextUp, 0x1p128, .leastNormalMagnitude, .leastNonzeroMagnitude,
        ]
        return values
    }()
}

/// The standard library's round trips: the "known facts" the sweep's oracle must agree with.
private enum RoundTrip {
    static func exactly(_ value: Any, to target: Any.Type) -> Any? {
        switch (value, target) {
        case (let integer as any BinaryInteger, let type as any BinaryInteger.Type):
            return integerToInteger(integer, type)
        case (let integer as any BinaryInteger, let type as any BinaryFloatingPoint.Type):
            return integerToFloating(integer, type)
        case (let float as any BinaryFloatingPoint, let type as any BinaryInteger.Type):
            return floatingToInteger(float, type)
        case (let float as any BinaryFloatingPoint, let type as any BinaryFloatingPoint.Type):
            return floatingToFloating(float, type)
        default:
            return nil
        }
    }

    private static func integerToInteger<S: BinaryInteger, T: BinaryInteger>(_ value: S, _: T.Type) -> Any? {
        T(exactly: value)
    }

    /// Exact when the value survives the way there and back (`CGFloat(exactly:)` of an
    /// integer traps in swift-corelibs-foundation, so it is not called).
    private static func integerToFloating<S: BinaryInteger, T: BinaryFloatingPoint>(_ value: S, _: T.Type) -> Any? {
        let converted = T(value)
        return converted.isFinite && S(exactly: converted) == value ? converted : nil
    }

    private static func floatingToInteger<S: BinaryFloatingPoint, T: BinaryInteger>(_ value: S, _: T.Type) -> Any? {
        T(exactly: value)
    }

    private static func floatingToFloating<S: BinaryFloatingPoint, T: BinaryFloatingPoint>(_ value: S, _: T.Type)
        -> Any?
    {
        value.isNaN ? T.nan : T(exactly: value)
    }
}
