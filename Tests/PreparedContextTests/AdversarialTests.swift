import Foundation
import Testing

@testable import PreparedContext

// Adversarial tests of the reflection engine: shapes an adversarial review found to crash,
// deliver a wrong value or report wrongly (first suite, each fixed), and attacks the engine
// withstood (second suite), kept for their regression value.

@MainActor
@Suite("Adversarial: found and fixed")
struct AdversarialFixedTests {
    // An enum's payload is stored in the enum's own layout, where a value type's metatype
    // takes zero bytes; `Mirror` copies it out as 8 bytes of whatever follows. Enum sources
    // therefore provide nothing, and their payloads are never read.
    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("An enum source whose payload is a value type's metatype provides nothing and never crashes")
        func enumSourceWithThinMetatypePayload() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxKind: Any.Type? }
                    let destination = Destination()
                    let report = propagate(from: AdvEnumSource.prepCtxKind(Int.self), to: destination)
                    guard destination.prepCtxKind == nil, report.failures.isEmpty, report.deliveries.isEmpty else {
                        exit(1)
                    }
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("An enum source with an unprefixed metatype payload is ignored, never crashes")
        func enumSourceWithUnprefixedThinMetatypePayload() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxCount: Int? }
                    let report = propagate(from: AdvScreen.detail(Int.self), to: Destination())
                    guard report.failures.isEmpty else { exit(1) }
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("An enum source whose payload is a tuple with a metatype provides nothing, never crashes")
        func enumSourceWithTuplePayload() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxPair: (Int.Type, AdvTarget)? }
                    let destination = Destination()
                    let report = propagate(
                        from: AdvEnumSource.prepCtxPair((Int.self, AdvTarget(id: 1))), to: destination)
                    guard destination.prepCtxPair == nil, report.deliveries.isEmpty else { exit(1) }
                }
            }
        }
    #endif

    @Test("A closure in an enum source's payload is never delivered")
    func closureInEnumPayload() {
        final class Destination { @Prepared var prepCtxF: ((Int) -> Int)? }
        let destination = Destination()
        let report = propagate(from: AdvClosureEnum.prepCtxF({ $0 + 1 }), to: destination)
        #expect(report.deliveries.isEmpty)
        #expect(destination.prepCtxF == nil)
    }

    // Writing a plain property used to read its current value to learn whether it is
    // optional; for an `unowned` property that read traps once the referent is gone.
    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A dangling unowned prefixed property of the destination is never read")
        func danglingUnownedDestinationProperty() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Source { let prepCtxOwner = AdvTarget(id: 9) }
                    var target: AdvTarget? = AdvTarget(id: 1)
                    let constant = AdvUnownedDestination(owner: target!)
                    let variable = AdvUnownedVarDestination(owner: target!)
                    target = nil
                    // A `let` only provides; a `var` is reported not writable (no Key-Value Coding here).
                    guard propagate(from: Source(), to: constant).failures.isEmpty,
                        propagate(from: Source(), to: variable).failures.map(\.code) == [.notWritable]
                    else { exit(1) }
                }
            }
        }
    #endif

    // The runtime describes a noncopyable field's type as `()`.
    @Test("A noncopyable source property is refused, never delivered as ()")
    func noncopyableSourceIsRefused() throws {
        final class Destination { @Prepared var prepCtxToken: Any? }
        let destination = Destination()
        let report = propagate(from: AdvNoncopyableSource(), to: destination)
        #expect(destination.prepCtxToken == nil)
        #expect(report.deliveries.isEmpty)
        #expect(report.failures.map(\.code) == [.unsupportedSourceType])
        #expect(report.failures.first?.actualType == "()")
    }

    // A destination is described by its fields, whatever its custom mirror shows: only the
    // fields can be written.
    @Test("A destination with a custom mirror still receives its slots, and reports them missing")
    func customReflectableDestinationReceives() {
        final class Source { let prepCtxCount = 5 }
        let destination = AdvReflectableDestination()
        let report = propagate(from: Source(), to: destination)
        #expect(report.deliveries.map(\.key) == ["prepCtxCount"])
        #expect(destination.$prepCtxCount.isDelivered)
        #expect(ContextPropagation.missingRequiredValues(in: AdvReflectableDestination()).count == 1)
    }

    @Test("A destination whose mirror shows a foreign Prepared is delivered into its own slot")
    func lyingMirrorDestination() {
        final class Source { let prepCtxCount = 5 }
        let destination = AdvLyingDestination()
        let report = propagate(from: Source(), to: destination)
        #expect(destination.prepCtxCount == 5)
        #expect(report.deliveries.map(\.key) == ["prepCtxCount"])
    }

    // `_name` is a wrapper's storage only when the same class level stores nothing under
    // `name` (a wrapped property is computed).
    @Test("A private plain `_prepCtxX` field does not make the prefixed `prepCtxX` ambiguous")
    func underscoredPlainFieldIsNotWrapperStorage() {
        final class Destination { @Prepared var prepCtxCount: Int? }
        let destination = Destination()
        let report = propagate(from: AdvUnderscoredSource(), to: destination)
        #expect(destination.prepCtxCount == 5)
        #expect(report.succeeded, "\(report.failures)")
    }

    // The runtime reports a generic field's substituted type; whether the field was declared
    // as a generic parameter (stored in the form reflection reads correctly) is not among
    // what it says. The engine refuses such a closure too: conservative, never unsafe.
    @Test("A closure in a field declared as a generic parameter is refused with the typed error")
    func genericFieldHoldingClosure() {
        final class Destination { @Prepared var prepCtxF: ((Int) -> Int)? }
        let destination = Destination()
        let report = propagate(from: AdvGenericF<(Int) -> Int>({ $0 + 1 }), to: destination)
        #expect(destination.prepCtxF == nil)
        #expect(report.failures.map(\.code) == [.unsupportedSourceType])
    }
}

// MARK: - Attacks the engine withstands (regression value)

@MainActor
@Suite("Adversarial: attacks the engine withstands")
struct AdversarialPassingTests {
    @Test("weak, unowned, unowned(unsafe), optional unowned and weak/unowned existentials deliver at every class level")
    func ownershipAtEveryLevel() {
        let target = AdvTarget(id: 7)
        let source = AdvOwnershipSub(target)
        for _ in 0..<2 {
            let destination = AdvOwnershipDestination()
            let report = propagate(from: source, to: destination)
            #expect(report.succeeded, "\(report.failures)")
            #expect(destination.prepCtxUo === target && destination.prepCtxUoNil == nil)
            #expect(destination.prepCtxUu === target && destination.prepCtxUuOpt === target)
            #expect(destination.prepCtxWeakP === target && destination.prepCtxUnownedP === target)
            #expect(destination.prepCtxBaseWeak === target && destination.prepCtxMidUnowned === target)
            #expect(destination.prepCtxWeakComp === target)
        }
        struct StructSource {
            weak var prepCtxBaseWeak: AdvTarget?
            unowned var prepCtxUo: AdvTarget
        }
        let destination = AdvOwnershipDestination()
        propagate(from: StructSource(prepCtxBaseWeak: target, prepCtxUo: target), to: destination)
        #expect(destination.prepCtxBaseWeak === target && destination.prepCtxUo === target)
    }

    @Test("Thin metatypes are refused; class, existential and AnyClass metatypes are delivered")
    func metatypeZoo() {
        let destination = AdvMetatypeDestination()
        let report = propagate(from: AdvMetatypeSource(), to: destination)
        #expect(report.failures.map(\.key) == ["prepCtxA", "prepCtxB", "prepCtxC", "prepCtxF"])
        #expect(report.failures.allSatisfy { $0.code == .unsupportedSourceType })
        #expect(destination.prepCtxD == AdvTarget.self && destination.prepCtxE == AdvTarget.self)
        #expect(destination.prepCtxG?.1 == AdvTarget.self && destination.prepCtxH == AdvTarget.self)
        #expect(destination.prepCtxI == AdvTarget.self)
    }

    @Test("Float16, Float80, Int128, UInt128, CGFloat and Decimal convert exactly or are refused")
    func exoticNumbers() {
        final class Source {
            let prepCtxA: Float16 = 1.5
            let prepCtxB: Float80 = 1e300
            let prepCtxC: Int128 = .max
            let prepCtxD: Float80 = .nan
            let prepCtxE: CGFloat = 3
            let prepCtxF: Decimal = 2
            let prepCtxG: UInt128 = .max
            let prepCtxH: Float80 = 0.1
        }
        final class Destination {
            @Prepared var prepCtxA: Double = 0
            @Prepared var prepCtxB: Float16 = 0
            @Prepared var prepCtxC: Float80 = 0
            @Prepared var prepCtxD: Float16 = 0
            @Prepared var prepCtxE: Float80 = 0
            @Prepared var prepCtxF: Double = 0
            @Prepared var prepCtxG: CGFloat = 0
            @Prepared var prepCtxH: CGFloat = 0
        }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(report.failures.map(\.key) == ["prepCtxB", "prepCtxC", "prepCtxF", "prepCtxG", "prepCtxH"])
        #expect(destination.prepCtxA == 1.5 && destination.prepCtxD.isNaN && destination.prepCtxE == 3)
        #expect(destination.prepCtxB == 0 && destination.prepCtxC == 0 && destination.prepCtxG == 0)
    }

    @Test("Enum, indirect enum, tuple, existential, metatype, closure and optional sources never crash")
    func sourceShapes() {
        final class Destination { @Prepared var prepCtxCount: Int? }
        let shapes: [(Any, Int?)] = [
            (AdvEnumSource.prepCtxCount(3), nil), ((prepCtxCount: 4, x: 1), 4), (AdvCountSource.self, nil),
            ({ () in 1 }, nil), (AdvIndirect.prepCtxCount(.prepCtxCount(.leaf)), nil),
            ((AdvCountSource() as any AdvAnyP) as Any, 3), (Optional(Optional(5)) as Any, nil),
            (Optional(AdvCountSource()) as Any, 3), (AdvCountSource?.none as Any, nil),
        ]
        for (source, expected) in shapes {
            let destination = Destination()
            propagate(from: source, to: destination)
            #expect(destination.prepCtxCount == expected, "\(type(of: source))")
        }
    }

    @Test("Lazy, wrapped, plain-Prepared and Prepared<Prepared> sources are delivered or reported")
    func wrapperShapes() {
        final class Source {
            lazy var prepCtxLazy = 3
            lazy var prepCtxLazyRead = 4
            var prepCtxPlainPrepared = Prepared<Int>(wrappedValue: 5)
            @Prepared var prepCtxNested: Prepared<Int> = Prepared(wrappedValue: 6)
            @AdvBox var prepCtxBoxed = 7
        }
        final class Destination {
            @Prepared var prepCtxLazy: Int?
            @Prepared var prepCtxLazyRead: Int?
            @Prepared var prepCtxPlainPrepared: Int?
            @Prepared var prepCtxNested: Int?
            @Prepared var prepCtxBoxed: Int?
        }
        let source = Source()
        _ = source.prepCtxLazyRead
        let destination = Destination()
        let report = propagate(from: source, to: destination)
        #expect(destination.prepCtxLazy == nil && destination.prepCtxLazyRead == 4)
        #expect(destination.prepCtxPlainPrepared == 5)
        #expect(report.failures.map(\.code) == [.typeMismatch, .notReadable])
    }

    @Test("NSObject and JSONEncoder subclasses provide and receive; empty destinations are fine")
    func foundationClasses() {
        final class Encoder: JSONEncoder, @unchecked Sendable { @Prepared var prepCtxOther: Int? }
        final class Object: NSObject {
            @Prepared var prepCtxCount: Int?
            let prepCtxOther = 3
        }
        final class Empty {}
        let encoder = Encoder()
        let object = Object()
        propagate(from: Object(), to: encoder)
        propagate(from: AdvCountSource(), to: object)
        #expect(encoder.prepCtxOther == 3 && object.prepCtxCount == 3)
        #expect(propagate(from: Object(), to: Empty()).succeeded)
    }

    @Test("Very large structs and tuples are copied whole")
    func largeValues() {
        final class Source {
            let prepCtxBig = AdvBig()
            let prepCtxTuple = (AdvBig(), 1, "x", AdvBig())
        }
        final class Destination {
            @Prepared var prepCtxBig: AdvBig?
            @Prepared var prepCtxTuple: (AdvBig, Int, String, AdvBig)?
        }
        let destination = Destination()
        #expect(propagate(from: Source(), to: destination).succeeded)
        #expect(destination.prepCtxBig?.x.99 == 100 && destination.prepCtxBig?.s == "tail")
        #expect(destination.prepCtxTuple?.3.x.99 == 100 && destination.prepCtxTuple?.2 == "x")
    }

    @Test("A replaced value whose deinit propagates into the same destination leaves it consistent")
    func deinitReentersPropagation() {
        let destination = AdvReentrantDestination()
        destination.prepCtxBox = AdvReentrantBox(trigger: AdvReentrant(destination: destination), n: 1)
        let report = propagate(from: AdvReentrantSource(), to: destination)
        // The inner propagation ran inside the outer's write of prepCtxBox; the outer then
        // wrote prepCtxCount last.
        #expect(destination.prepCtxBox.n == 3 && destination.prepCtxCount == 1)
        #expect(report.succeeded)
    }
}

// MARK: - Fixtures

enum AdvEnumSource {
    case prepCtxPair((Int.Type, AdvTarget))
    case prepCtxKind(Int.Type)
    case prepCtxCount(Int)
}

enum AdvScreen {
    case detail(Int.Type)
    case list(Int)
}

enum AdvClosureEnum { case prepCtxF((Int) -> Int) }

indirect enum AdvIndirect {
    case prepCtxCount(AdvIndirect)
    case leaf
}

protocol AdvAnyP {}
protocol AdvClassP: AnyObject {}
protocol AdvOtherP: AnyObject {}

final class AdvCountSource: AdvAnyP { let prepCtxCount = 3 }

final class AdvTarget: AdvClassP, AdvOtherP {
    let id: Int
    init(id: Int) { self.id = id }
}

struct AdvToken: ~Copyable {
    var object = AdvTarget(id: 0)
}

final class AdvNoncopyableSource {
    let prepCtxToken = AdvToken()
}

final class AdvUnownedDestination {
    unowned let prepCtxOwner: AdvTarget
    init(owner: AdvTarget) { prepCtxOwner = owner }
}

final class AdvUnownedVarDestination {
    unowned var prepCtxOwner: AdvTarget
    init(owner: AdvTarget) { prepCtxOwner = owner }
}

final class AdvReflectableDestination: CustomReflectable {
    @Prepared var prepCtxCount: Int
    var customMirror: Mirror { Mirror(self, children: ["summary": "a destination"]) }
}

final class AdvLyingDestination: CustomReflectable {
    @Prepared var prepCtxCount: Int? = nil
    var customMirror: Mirror { Mirror(self, children: ["_prepCtxCount": Prepared<Int?>(wrappedValue: nil)]) }
}

final class AdvUnderscoredSource {
    let prepCtxCount = 5
    private var _prepCtxCount = "a private cache"
}

final class AdvGenericF<T> {
    let prepCtxF: T
    init(_ value: T) { prepCtxF = value }
}

class AdvOwnershipBase {
    weak var prepCtxBaseWeak: AdvTarget?
    init(_ target: AdvTarget) { prepCtxBaseWeak = target }
}

class AdvOwnershipMid: AdvOwnershipBase {
    unowned let prepCtxMidUnowned: AdvTarget
    override init(_ target: AdvTarget) {
        prepCtxMidUnowned = target
        super.init(target)
    }
}

final class AdvOwnershipSub: AdvOwnershipMid {
    unowned var prepCtxUo: AdvTarget?
    unowned var prepCtxUoNil: AdvTarget? = nil
    unowned(unsafe) let prepCtxUu: AdvTarget
    unowned(unsafe) var prepCtxUuOpt: AdvTarget?
    weak var prepCtxWeakP: (any AdvClassP)?
    unowned let prepCtxUnownedP: any AdvClassP
    weak var prepCtxWeakComp: (any AdvClassP & AdvOtherP)?
    override init(_ target: AdvTarget) {
        prepCtxUo = target
        prepCtxUu = target
        prepCtxUuOpt = target
        prepCtxWeakP = target
        prepCtxUnownedP = target
        prepCtxWeakComp = target
        super.init(target)
    }
}

final class AdvOwnershipDestination {
    @Prepared var prepCtxUo: AdvTarget?
    @Prepared var prepCtxUoNil: AdvTarget?
    @Prepared var prepCtxUu: AdvTarget?
    @Prepared var prepCtxUuOpt: AdvTarget?
    @Prepared var prepCtxWeakP: (any AdvClassP)?
    @Prepared var prepCtxUnownedP: (any AdvClassP)?
    @Prepared var prepCtxBaseWeak: AdvTarget?
    @Prepared var prepCtxMidUnowned: AdvTarget?
    @Prepared var prepCtxWeakComp: (any AdvClassP & AdvOtherP)?
}

final class AdvMetatypeSource {
    let prepCtxA: (Int, Int).Type = (Int, Int).self
    let prepCtxB: (any AdvClassP).Type = (any AdvClassP).self
    let prepCtxC: Int.Type? = Int.self
    let prepCtxD: any AdvClassP.Type = AdvTarget.self
    let prepCtxE: AnyClass = AdvTarget.self
    let prepCtxF: Int.Type? = Int.self
    let prepCtxG: (Int, AdvTarget.Type) = (1, AdvTarget.self)
    let prepCtxH: any AdvClassP.Type = AdvTarget.self
    let prepCtxI: AdvTarget.Type = AdvTarget.self
}

final class AdvMetatypeDestination {
    @Prepared var prepCtxA: Any.Type?
    @Prepared var prepCtxB: Any.Type?
    @Prepared var prepCtxC: Any.Type?
    @Prepared var prepCtxD: (any AdvClassP.Type)?
    @Prepared var prepCtxE: AnyClass?
    @Prepared var prepCtxF: Int.Type?
    @Prepared var prepCtxG: (Int, AdvTarget.Type)?
    @Prepared var prepCtxH: (any AdvClassP.Type)?
    @Prepared var prepCtxI: AdvTarget.Type?
}

@propertyWrapper struct AdvBox<V> {
    var wrappedValue: V
}

struct AdvBig {
    var x:
        (
            Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
            Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
            Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
            Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
            Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int
        ) = (
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
            1, 2, 3, 4, 5, 6, 7, 8, 9, 100
        )
    var s = "tail"
}

struct AdvReentrantBox {
    var trigger: AdvReentrant?
    var n: Int
}

/// Its deinit propagates into the destination whose slot is being replaced.
final class AdvReentrant {
    let destination: AdvReentrantDestination
    init(destination: AdvReentrantDestination) { self.destination = destination }
    deinit {
        // Released on the main actor by the test that owns it.
        nonisolated(unsafe) let destination = destination
        MainActor.assumeIsolated { _ = propagate(from: AdvReentrantSource2(), to: destination) }
    }
}

final class AdvReentrantDestination {
    @Prepared var prepCtxBox = AdvReentrantBox(trigger: nil, n: 0)
    @Prepared var prepCtxCount: Int?
}

final class AdvReentrantSource {
    let prepCtxBox = AdvReentrantBox(trigger: nil, n: 2)
    let prepCtxCount = 1
}

final class AdvReentrantSource2 {
    let prepCtxBox = AdvReentrantBox(trigger: nil, n: 3)
    let prepCtxCount = 7
}
