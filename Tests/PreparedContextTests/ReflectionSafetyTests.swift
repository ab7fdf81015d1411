import Foundation
import Testing

@testable import PreparedContext

/// Declarations that once crashed, corrupted memory or delivered the wrong value: each test
/// names the shape and checks what a user sees. The suite also runs under the address
/// sanitizer in CI.
@MainActor
@Suite("Reflection safety")
struct ReflectionSafetyTests {
    // MARK: Same name on two class levels

    @Test("Same-named slots on two class levels are two slots, each type-checked for itself")
    func sameNameDifferentTypes() {
        final class Source { let prepCtxCount = 7 }
        let destination = SameNameSub()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.baseCount == 7)
        #expect(destination.subCount == "none")
        #expect(report.deliveries.map(\.destinationProperty) == ["prepCtxCount"])
        #expect(report.failures.map(\.code) == [.typeMismatch])
        #expect(report.failures.first?.expectedType == "String")
    }

    @Test("Same-named required slots of one type on two levels are both delivered, and both missing if not")
    func sameNameSameType() {
        final class Source { let prepCtxUser = User(name: "Ada") }
        let delivered = SameTypeSub()
        propagate(from: Source(), to: delivered)
        #expect(delivered.baseUser?.name == "Ada" && delivered.subUser?.name == "Ada")
        #expect(ContextPropagation.missingRequiredValues(in: delivered).isEmpty)
        let empty = SameTypeSub()
        let missing = ContextPropagation.missingRequiredValues(in: empty)
        #expect(missing.map(\.key) == ["prepCtxUser", "prepCtxUser"])
    }

    @Test("A private _user of a subclass does not stand in for an inherited @Prepared(key:) user")
    func storageLabelCollision() {
        final class Source { let prepCtxUser = 5 }
        let destination = KeyedSub()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.baseUser == 5)
        #expect(destination.subUser == "sub")
        #expect(report.succeeded)
    }

    @Test("Same-named prefixed sources on two levels are reported as ambiguous, not mixed up")
    func sameNameSources() {
        final class Destination { @Prepared var prepCtxCount: Int? }
        let destination = Destination()
        let report = propagate(from: SameNameSourceSub(), to: destination)
        #expect(destination.prepCtxCount == nil)
        #expect(report.failures.map(\.code) == [.ambiguousSource])
    }

    // MARK: weak and unowned

    @Test("A weak source property delivers its referent while it lives, and nil after")
    func weakSource() {
        final class Destination {
            @Prepared var prepCtxTarget: Target?
            @Prepared var prepCtxAny: AnyObject?
        }
        let source = WeakSource()
        var target: Target? = Target(id: 1)
        source.prepCtxTarget = target
        source.prepCtxAny = target
        let alive = Destination()
        propagate(from: source, to: alive)
        #expect(alive.prepCtxTarget === target)
        #expect(alive.prepCtxAny === target)
        weak let gone = target
        target = nil
        alive.prepCtxTarget = nil
        alive.prepCtxAny = nil
        #expect(gone == nil)
        let after = Destination()
        let report = propagate(from: source, to: after)
        #expect(after.prepCtxTarget == nil && after.prepCtxAny == nil)
        #expect(report.succeeded)
    }

    @Test("An unowned source property delivers its referent, on the first propagation and on cached ones")
    func unownedSource() {
        final class Destination { @Prepared var prepCtxOwner: Target? }
        let target = Target(id: 2)
        for _ in 0..<3 {
            let destination = Destination()
            propagate(from: UnownedSource(owner: target), to: destination)
            #expect(destination.prepCtxOwner === target)
        }
    }

    @Test("A dangling unowned property that takes no part in context is never read")
    func danglingUnownedBystander() {
        final class Destination { @Prepared var prepCtxCount: Int? }
        for _ in 0..<3 {
            var target: Target? = Target(id: 3)
            let source = BystanderSource(owner: target!)
            target = nil
            let destination = Destination()
            let report = propagate(from: source, to: destination)
            #expect(destination.prepCtxCount == 4)
            #expect(report.succeeded)
        }
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A dangling unowned context property traps as reading it in Swift does, never reads freed memory")
        func danglingUnownedContext() async {
            await #expect(processExitsWith: .failure) {
                final class Destination { @Prepared var prepCtxOwner: AnyObject? }
                var target: Target? = Target(id: 4)
                let source = UnownedSource(owner: target!)
                target = nil
                await MainActor.run { _ = propagate(from: source, to: Destination()) }
            }
        }
    #endif

    // MARK: Closures and metatypes

    @Test("A closure-typed source property is refused with a typed error that names a channel that works")
    func closureIsRefused() throws {
        final class Destination {
            @Prepared var prepCtxTransform: ((Int) -> Int)?
            @Prepared var prepCtxFormat: ((Int) -> String)?
            @Prepared var prepCtxPair: (Int, (Int) -> Int)?
        }
        let destination = Destination()
        let report = propagate(from: ClosureSource(), to: destination)
        #expect(destination.prepCtxTransform == nil && destination.prepCtxFormat == nil)
        #expect(destination.prepCtxPair == nil)
        #expect(report.failures.map(\.code) == Array(repeating: .unsupportedSourceType, count: 3))
        let error = try #require(report.failures.first)
        #expect(error.actualType == "(Int) -> Int")
        #expect(error.description.contains("closure"))
        #expect(
            error.description.hasSuffix("hand over a class instance that owns it, or remove the prefix."))
    }

    @Test("A struct source's closure is refused as a class source's is")
    func structClosureIsRefused() {
        struct Source {
            let prepCtxTransform: (Int) -> Int = { $0 + 1 }
            let prepCtxCount = 1
        }
        final class Destination {
            @Prepared var prepCtxTransform: ((Int) -> Int)?
            @Prepared var prepCtxCount = 0
        }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.prepCtxTransform == nil)
        #expect(destination.prepCtxCount == 1)
        #expect(report.failures.map(\.code) == [.unsupportedSourceType])
    }

    @Test("A closure held in an Any property, or sent with the segue, arrives and can be called")
    func closureThroughWorkingChannels() {
        final class Source { let prepCtxTransform: Any = { (value: Int) in value + 1 } }
        final class Destination { @Prepared var prepCtxTransform: ((Int) -> Int)? }
        let viaAny = Destination()
        propagate(from: Source(), to: viaAny)
        #expect(viaAny.prepCtxTransform?(41) == 42)
        let viaSender = Destination()
        let format: (Int) -> Int = { $0 * 2 }
        propagate(from: NSNull(), to: viaSender, sender: SegueValues(["prepCtxTransform": format]))
        #expect(viaSender.prepCtxTransform?(21) == 42)
    }

    @Test("A metatype of a value type is refused; class metatypes and Any.Type are delivered")
    func metatypes() {
        final class Destination {
            @Prepared var prepCtxMeta: Any.Type?
            @Prepared var prepCtxKind: Animal.Type?
            @Prepared var prepCtxAnyType: Any.Type?
        }
        let destination = Destination()
        let report = propagate(from: MetatypeSource(), to: destination)
        #expect(destination.prepCtxMeta == nil)
        #expect(destination.prepCtxKind == Dog.self)
        #expect(destination.prepCtxAnyType == String.self)
        #expect(report.failures.map(\.code) == [.unsupportedSourceType])
        #expect(report.failures.first?.actualType == "Int.Type")
    }

    // MARK: What a plan may cache

    @Test("A field typed Any that holds a Prepared in one instance is never treated as a slot")
    func anyFieldIsNotASlot() {
        final class Source { let prepCtxCount = 5 }
        let first = AnyHolder(Prepared<Int>(wrappedValue: 0))
        let second = AnyHolder(12345)
        let reports = [propagate(from: Source(), to: first), propagate(from: Source(), to: second)]
        #expect(reports.allSatisfy { $0.failures.map(\.code) == [.notWritable] })
        #expect(second._prepCtxCount as? Int == 12345)
        let optional = OptionalPreparedHolder()
        #expect(propagate(from: Source(), to: optional).failures.map(\.code) == [.notWritable])
    }

    @Test("Explicit keys given per instance are honoured for every instance")
    func perInstanceKeys() {
        let source = TwoKeys()
        let first = KeyedPerInstance(key: "prepCtxA")
        let second = KeyedPerInstance(key: "prepCtxB")
        let firstReport = propagate(from: source, to: first)
        let secondReport = propagate(from: source, to: second)
        #expect(first.value == 1 && second.value == 2)
        #expect(firstReport.deliveries.map(\.key) == ["prepCtxA"])
        #expect(secondReport.deliveries.map(\.key) == ["prepCtxB"])
        #expect(propagate(from: source, to: KeyedPerInstance(key: "prepCtxA")).deliveries.map(\.key) == ["prepCtxA"])
    }

    @Test("A source slot's per-instance key is honoured too")
    func perInstanceSourceKeys() {
        final class Destination {
            @Prepared var prepCtxA: Int?
            @Prepared var prepCtxB: Int?
        }
        let toA = Destination()
        let toB = Destination()
        propagate(from: KeyedSource(key: "prepCtxA", value: 1), to: toA)
        propagate(from: KeyedSource(key: "prepCtxB", value: 2), to: toB)
        #expect(toA.prepCtxA == 1 && toA.prepCtxB == nil)
        #expect(toB.prepCtxB == 2 && toB.prepCtxA == nil)
    }

    // MARK: Writes that run user code

    @Test("A replaced value whose deinit reassigns the slot's storage does not free it mid-write")
    func deinitReassignsStorage() {
        final class Source { let prepCtxPair = Pair(witness: nil, count: 2) }
        for viaRoutes in [false, true] {
            let holder = PairHolder()
            holder.prepCtxPair = Pair(witness: Reassigner(holder: holder), count: 1)
            if viaRoutes {
                ContextRoutes<Source, PairHolder>(.value("pair", from: \.prepCtxPair, to: \.$prepCtxPair))
                    .apply(from: Source(), to: holder)
            } else {
                propagate(from: Source(), to: holder)
            }
            // The deinit ran last and replaced the storage with its own slot.
            #expect(holder.prepCtxPair.count == 99)
        }
    }

    @Test("A replaced value's deinit sees the new value whole, never half-assigned")
    func noHalfAssignedValue() {
        final class Source { let prepCtxTwo = Two(witness: nil, count: 2) }
        let holder = TwoHolder()
        holder.prepCtxTwo = Two(witness: Observer(holder: holder), count: 1)
        propagate(from: Source(), to: holder)
        #expect(holder.observed == [2])
    }

    // MARK: Values

    @Test("nil into an Any? or Int?? slot stores nil, on every channel")
    func nilIntoNestedOptionals() {
        final class Source {
            let prepCtxValue: Int? = nil
            let prepCtxDeep: Int?? = .some(nil)
        }
        struct StructSource {
            let prepCtxValue: Int? = nil
            let prepCtxDeep: Int?? = .some(nil)
        }
        let sent = SegueValues(["prepCtxValue": Int?.none as Any, "prepCtxDeep": Int??.some(nil) as Any])
        for (source, sender) in [(Source() as Any, nil), (StructSource(), nil), (NSNull(), sent as Any?)] {
            let destination = NestedOptionals()
            let report = propagate(from: source, to: destination, sender: sender)
            #expect(destination.prepCtxValue == nil, "\(type(of: source))")
            if case .some = destination.prepCtxDeep { Issue.record("Int?? holds .some(nil) from \(type(of: source))") }
            #expect(report.succeeded)
        }
    }

    @Test("An Any holding an optional is unwrapped on the direct path as everywhere else")
    func anyHoldingOptional() {
        final class NilSource { let prepCtxValue: Any = Int?.none as Any }
        final class SomeSource { let prepCtxValue: Any = Int?.some(5) as Any }
        final class Destination { @Prepared var prepCtxValue: Any = "default" }
        let refused = Destination()
        #expect(propagate(from: NilSource(), to: refused).failures.map(\.code) == [.nilValue])
        #expect(refused.prepCtxValue as? String == "default")
        let unwrapped = Destination()
        let report = propagate(from: SomeSource(), to: unwrapped)
        #expect(type(of: unwrapped.prepCtxValue) == Int.self)
        #expect(report.deliveries.first?.valueType == "Int")
    }

    @Test("Any integer offered to a CGFloat slot is converted or refused, never trapping")
    func integerIntoCGFloat() {
        final class Source {
            let prepCtxSmall = 5
            let prepCtxLarge = Int.max
            let prepCtxByte: UInt8 = 255
        }
        final class Destination {
            @Prepared var prepCtxSmall: CGFloat = 0
            @Prepared var prepCtxLarge: CGFloat = 0
            @Prepared var prepCtxByte: CGFloat = 0
        }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.prepCtxSmall == 5 && destination.prepCtxByte == 255)
        #expect(destination.prepCtxLarge == 0)
        #expect(report.failures.map(\.code) == [.lossyConversion])
    }

    @Test("Propagations with plans that are never cached keep no records once their slots are gone")
    func uncachedRecordsAreFreed() {
        var records: [() -> AnyObject?] = []
        for round in 0..<1_000 {
            let key = "prepCtxKey\(round)"
            let destination = KeyedPerInstance(key: key)
            propagate(from: MirrorSource(key: key, value: round), to: destination)
            #expect(destination.value == round)
            weak let record = destination.$value.slot.deliveryRecord?.ownedStorage
            #expect(record != nil)
            records.append { record }
        }
        #expect(records.allSatisfy { $0() == nil })
    }

    // MARK: Limits

    @Test("A slot declared 80 superclasses up is delivered and reported missing like any other")
    func deepHierarchy() {
        final class Source { let prepCtxDeep = 80 }
        let delivered = DeepestLevel()
        propagate(from: Source(), to: delivered)
        #expect(delivered.prepCtxDeep == 80)
        final class Required: Level79 { @Prepared var prepCtxNeeded: Int }
        #expect(ContextPropagation.missingRequiredValues(in: Required()).map(\.key) == ["prepCtxNeeded"])
    }

    // MARK: Layouts

    @Test("Generic classes and their subclasses provide and receive at the right offsets")
    func genericLayouts() {
        let source = GenericSourceSub()
        let destination = GenericDestination<String>()
        let report = propagate(from: source, to: destination)
        #expect(destination.prepCtxValue == "generic")
        #expect(destination.prepCtxExtra == 3)
        #expect(report.succeeded)
    }

    @Test("Foundation values, tuples, enums with payloads and existentials are delivered whole")
    func valueShapes() throws {
        let source = ShapesSource()
        let destination = ShapesDestination()
        let report = propagate(from: source, to: destination)
        #expect(report.succeeded, "\(report)")
        #expect(destination.prepCtxDate == source.prepCtxDate)
        #expect(destination.prepCtxURL == source.prepCtxURL)
        #expect(destination.prepCtxData == source.prepCtxData)
        #expect(destination.prepCtxDecimal == source.prepCtxDecimal)
        let pair = try #require(destination.prepCtxPair)
        #expect(pair.0 == 1 && pair.1 == "one")
        #expect(destination.prepCtxMode == .editing(3))
        #expect(destination.prepCtxGreeting?.text == "hello")
        #expect(destination.prepCtxAnimal?.name == "Rex")
    }

    @Test("Routes into a base class honour an overridden accessor of the instance's class")
    func overriddenRouteAccessor() {
        let routes = ContextRoutes<RouteSource, RouteBase>(.value("user", from: \.user, to: \.current))
        let derived = RouteDerived()
        routes.apply(from: RouteSource(), to: derived)
        #expect(derived.second?.name == "Ada" && derived.first == nil)
    }
}

// MARK: - Fixtures

final class Target {
    let id: Int
    init(id: Int) { self.id = id }
}

class SameNameBase {
    @Prepared private var prepCtxCount = 0
    var baseCount: Int { prepCtxCount }
}

final class SameNameSub: SameNameBase {
    @Prepared private var prepCtxCount = "none"
    var subCount: String { prepCtxCount }
}

class SameTypeBase {
    @Prepared private var prepCtxUser: User
    var baseUser: User? { $prepCtxUser.isDelivered ? prepCtxUser : nil }
}

final class SameTypeSub: SameTypeBase {
    @Prepared private var prepCtxUser: User
    var subUser: User? { $prepCtxUser.isDelivered ? prepCtxUser : nil }
}

class KeyedBase {
    @Prepared(key: "prepCtxUser") private var user: Int?
    var baseUser: Int? { user }
}

final class KeyedSub: KeyedBase {
    private var _user = "sub"
    var subUser: String { _user }
}

class SameNameSourceBase {
    private let prepCtxCount = 1
}

final class SameNameSourceSub: SameNameSourceBase {
    private let prepCtxCount = 2
}

final class WeakSource {
    weak var prepCtxTarget: Target?
    weak var prepCtxAny: AnyObject?
}

final class UnownedSource {
    unowned let prepCtxOwner: Target
    init(owner: Target) { prepCtxOwner = owner }
}

final class BystanderSource {
    unowned let owner: Target
    let prepCtxCount = 4
    init(owner: Target) { self.owner = owner }
}

final class ClosureSource {
    let prepCtxTransform: (Int) -> Int = { $0 + 1 }
    let prepCtxFormat: ((Int) -> String)? = { "\($0)" }
    let prepCtxPair: (Int, (Int) -> Int) = (1, { $0 })
}

final class MetatypeSource {
    let prepCtxMeta: Int.Type = Int.self
    let prepCtxKind: Animal.Type = Dog.self
    let prepCtxAnyType: Any.Type = String.self
}

final class AnyHolder {
    var _prepCtxCount: Any
    init(_ value: Any) { _prepCtxCount = value }
}

final class OptionalPreparedHolder {
    var _prepCtxCount: Prepared<Int>? = Prepared(wrappedValue: 0)
}

final class KeyedPerInstance {
    @Prepared var value: Int?
    init(key: String) { _value = Prepared(key: key) }
}

final class TwoKeys {
    let prepCtxA = 1
    let prepCtxB = 2
}

final class KeyedSource {
    @Prepared var value: Int
    init(key: String, value: Int) { _value = Prepared(wrappedValue: value, key: key) }
}

struct Pair {
    var witness: Reassigner?
    var count: Int
}

final class PairHolder {
    @Prepared var prepCtxPair = Pair(witness: nil, count: 0)
    func replaceStorage() { _prepCtxPair = Prepared(wrappedValue: Pair(witness: nil, count: 99)) }
}

final class Reassigner {
    weak var holder: PairHolder?
    init(holder: PairHolder) { self.holder = holder }
    deinit { holder?.replaceStorage() }
}

struct Two {
    var witness: Observer?
    var count: Int
}

final class TwoHolder {
    @Prepared var prepCtxTwo = Two(witness: nil, count: 0)
    var observed: [Int] = []
}

final class Observer {
    weak var holder: TwoHolder?
    init(holder: TwoHolder) { self.holder = holder }
    deinit { holder.map { $0.observed.append($0.prepCtxTwo.count) } }
}

final class NestedOptionals {
    @Prepared var prepCtxValue: Any? = "default"
    @Prepared var prepCtxDeep: Int?? = .some(.some(1))
}

class GenericSourceBase<T> {
    let prepCtxValue: T
    init(_ value: T) { prepCtxValue = value }
}

final class GenericSourceSub: GenericSourceBase<String> {
    let padding: (Int8, Int64) = (1, 2)
    let prepCtxExtra = 3
    init() { super.init("generic") }
}

final class GenericDestination<T> {
    let padding: Int8 = 0
    @Prepared var prepCtxValue: T?
    @Prepared var prepCtxExtra: Int?
}

final class ShapesSource {
    let prepCtxDate = Date(timeIntervalSince1970: 1_000)
    let prepCtxURL = URL(string: "https://example.com/a")!
    let prepCtxData = Data([1, 2, 3])
    let prepCtxDecimal = Decimal(string: "1.25")!
    let prepCtxPair = (1, "one")
    let prepCtxMode = Mode.editing(3)
    let prepCtxGreeting: any Greeting = Hello()
    let prepCtxAnimal: Animal = Dog(name: "Rex")
}

final class ShapesDestination {
    @Prepared var prepCtxDate: Date?
    @Prepared var prepCtxURL: URL?
    @Prepared var prepCtxData: Data?
    @Prepared var prepCtxDecimal: Decimal?
    @Prepared var prepCtxPair: (Int, String)?
    @Prepared var prepCtxMode: Mode?
    @Prepared var prepCtxGreeting: (any Greeting)?
    @Prepared var prepCtxAnimal: Animal?
}

/// A source whose mirror shows one child under a key chosen at run time.
struct MirrorSource: CustomReflectable {
    let key: String
    let value: Int
    var customMirror: Mirror { Mirror(self, children: [(label: key, value: value)]) }
}

final class RouteSource {
    let user = User(name: "Ada")
}

class RouteBase {
    @Prepared var first: User?
    @Prepared var second: User?
    var current: Prepared<User?> { $first }
}

final class RouteDerived: RouteBase {
    override var current: Prepared<User?> { $second }
}

// Generated: a class chain 80 levels deep, the slot declared at its root.
class Level0 {
    @Prepared var prepCtxDeep: Int?
    let level0 = 0
}
class Level1: Level0 { let level1 = 1 }
class Level2: Level1 { let level2 = 2 }
class Level3: Level2 { let level3 = 3 }
class Level4: Level3 { let level4 = 4 }
class Level5: Level4 { let level5 = 5 }
class Level6: Level5 { let level6 = 6 }
class Level7: Level6 { let level7 = 7 }
class Level8: Level7 { let level8 = 8 }
class Level9: Level8 { let level9 = 9 }
class Level10: Level9 { let level10 = 10 }
class Level11: Level10 { let level11 = 11 }
class Level12: Level11 { let level12 = 12 }
class Level13: Level12 { let level13 = 13 }
class Level14: Level13 { let level14 = 14 }
class Level15: Level14 { let level15 = 15 }
class Level16: Level15 { let level16 = 16 }
class Level17: Level16 { let level17 = 17 }
class Level18: Level17 { let level18 = 18 }
class Level19: Level18 { let level19 = 19 }
class Level20: Level19 { let level20 = 20 }
class Level21: Level20 { let level21 = 21 }
class Level22: Level21 { let level22 = 22 }
class Level23: Level22 { let level23 = 23 }
class Level24: Level23 { let level24 = 24 }
class Level25: Level24 { let level25 = 25 }
class Level26: Level25 { let level26 = 26 }
class Level27: Level26 { let level27 = 27 }
class Level28: Level27 { let level28 = 28 }
class Level29: Level28 { let level29 = 29 }
class Level30: Level29 { let level30 = 30 }
class Level31: Level30 { let level31 = 31 }
class Level32: Level31 { let level32 = 32 }
class Level33: Level32 { let level33 = 33 }
class Level34: Level33 { let level34 = 34 }
class Level35: Level34 { let level35 = 35 }
class Level36: Level35 { let level36 = 36 }
class Level37: Level36 { let level37 = 37 }
class Level38: Level37 { let level38 = 38 }
class Level39: Level38 { let level39 = 39 }
class Level40: Level39 { let level40 = 40 }
class Level41: Level40 { let level41 = 41 }
class Level42: Level41 { let level42 = 42 }
class Level43: Level42 { let level43 = 43 }
class Level44: Level43 { let level44 = 44 }
class Level45: Level44 { let level45 = 45 }
class Level46: Level45 { let level46 = 46 }
class Level47: Level46 { let level47 = 47 }
class Level48: Level47 { let level48 = 48 }
class Level49: Level48 { let level49 = 49 }
class Level50: Level49 { let level50 = 50 }
class Level51: Level50 { let level51 = 51 }
class Level52: Level51 { let level52 = 52 }
class Level53: Level52 { let level53 = 53 }
class Level54: Level53 { let level54 = 54 }
class Level55: Level54 { let level55 = 55 }
class Level56: Level55 { let level56 = 56 }
class Level57: Level56 { let level57 = 57 }
class Level58: Level57 { let level58 = 58 }
class Level59: Level58 { let level59 = 59 }
class Level60: Level59 { let level60 = 60 }
class Level61: Level60 { let level61 = 61 }
class Level62: Level61 { let level62 = 62 }
class Level63: Level62 { let level63 = 63 }
class Level64: Level63 { let level64 = 64 }
class Level65: Level64 { let level65 = 65 }
class Level66: Level65 { let level66 = 66 }
class Level67: Level66 { let level67 = 67 }
class Level68: Level67 { let level68 = 68 }
class Level69: Level68 { let level69 = 69 }
class Level70: Level69 { let level70 = 70 }
class Level71: Level70 { let level71 = 71 }
class Level72: Level71 { let level72 = 72 }
class Level73: Level72 { let level73 = 73 }
class Level74: Level73 { let level74 = 74 }
class Level75: Level74 { let level75 = 75 }
class Level76: Level75 { let level76 = 76 }
class Level77: Level76 { let level77 = 77 }
class Level78: Level77 { let level78 = 78 }
class Level79: Level78 { let level79 = 79 }
final class DeepestLevel: Level79 {}
