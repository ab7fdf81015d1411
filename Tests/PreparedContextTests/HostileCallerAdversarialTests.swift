import Foundation
import Testing

@testable import PreparedContext

// Issue #17, attacked again: shapes, callers and re-entries the fix's own tests did not try.
// Anything that might trap or hang runs in an exit test, a hang ended by a watchdog.

@MainActor
@Suite("Hostile callers, second round: isolation holes, noncopyable shapes, re-entry, key names")
struct HostileCallerAdversarialTests {
    // MARK: Isolation

    @Test("An actor among a container's children is refused, the other children still receive their values")
    func actorAsContainerChild() async throws {
        final class Source: SegueContext {
            var ambientContext = ContextValues()
            let prepCtxName = "Ada"
        }
        final class Child { @Prepared var prepCtxName: String? }
        final class Container: ContextContainer {
            let children: [AnyObject]
            init(_ children: [AnyObject]) { self.children = children }
            var contextChildren: [AnyObject] { children }
        }
        let store = HostileStore()
        let child = Child()
        let report = try Source().prepareContext(for: Container([store, child]))
        #expect(report.failures.map(\.code) == [.isolatedObject])
        #expect(child.prepCtxName == "Ada")
        #expect(await store.name == "initial")
        #expect(await store.prepCtxName == "state of the actor")
    }

    @Test("An actor two optionals deep, or boxed as an AnyObject, is refused or left unread")
    func deeplyWrappedActor() async {
        final class Destination { @Prepared var prepCtxName: String? }
        let store = HostileStore()
        let nested: HostileStore?? = .some(.some(store))
        #expect(propagate(from: nested as Any, to: Destination()).failures.map(\.code) == [.isolatedObject])
        // A boxed optional: whatever the box is, the actor's own properties are not read.
        let boxed = Optional(store) as AnyObject
        let destination = Destination()
        _ = propagate(from: boxed, to: destination)
        #expect(destination.prepCtxName == nil)
    }

    @Test("An actor passed with the segue, offered by the hook or as the sender is copied as a reference only")
    func actorAsCarriedValue() async {
        final class Source: SegueContext {
            var ambientContext = ContextValues()
            let store: HostileStore
            init(_ store: HostileStore) { self.store = store }
            func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
                SegueValues(["hooked": store])
            }
        }
        final class Destination {
            @Prepared(key: "carried") var carried: HostileStore?
            @Prepared(key: "hooked") var hooked: HostileStore?
        }
        let store = HostileStore()
        let destination = Destination()
        let report = try? Source(store).prepareContext(
            for: destination, sender: SegueValues(["carried": store], sender: store))
        #expect(report?.failures.isEmpty == true)
        #expect(destination.carried === store && destination.hooked === store)
        #expect(await store.name == "initial")
    }

    // MARK: Noncopyable shapes

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("An InlineArray of a noncopyable type argument is refused, never copied")
        func noncopyableInlineArray() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxPair: Any? }
                    let report = propagate(from: HxInlineBox(HostileHandle()), to: Destination())
                    exit(report.failures.map(\.code) == [.unsupportedSourceType] ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A conditionally copyable generic struct holding a noncopyable value, as a type argument, is refused")
        func conditionallyCopyableStructArgument() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxValue: Any? }
                    let plain = propagate(from: HostileBox(HxWrapper(value: HostileHandle())), to: Destination())
                    let optional = propagate(
                        from: HostileOptionalBox(HxWrapper(value: HostileHandle())), to: Destination())
                    let inline = propagate(
                        from: HostileOptionalBox(InlineArray<1, HostileHandle> { _ in HostileHandle() }),
                        to: Destination())
                    let codes = plain.failures.map(\.code) + optional.failures.map(\.code) + inline.failures.map(\.code)
                    exit(codes == [.unsupportedSourceType, .unsupportedSourceType, .unsupportedSourceType] ? 0 : 1)
                }
            }
        }
    #endif

    @Test(
        "The same generic structs over copyable arguments are delivered, except one whose field the runtime cannot describe"
    )
    func conditionallyCopyableOverCopyable() throws {
        final class Destination { @Prepared var prepCtxValue: Any? }
        let wrapper = Destination()
        #expect(propagate(from: HostileBox(HxWrapper(value: 5)), to: wrapper).failures.isEmpty)
        #expect((wrapper.prepCtxValue as? HxWrapper<Int>)?.value == 5)
        // The runtime shows `inner: HxWrapper<Value>` as () whatever Value is, so the struct
        // cannot be proven copyable: it is refused with the typed error, never copied.
        let outer = Destination()
        let report = propagate(from: HostileBox(HxOuterWrapper("x")), to: outer)
        #expect(report.failures.map(\.code) == [.unsupportedSourceType])
        #expect(report.failures.first?.description.contains("a field the runtime cannot describe") == true)
        #expect(outer.prepCtxValue == nil)
        final class PairDestination { @Prepared var prepCtxPair: Any? }
        let inline = PairDestination()
        #expect(propagate(from: HxInlineBox(7), to: inline).failures.isEmpty)
        #expect((inline.prepCtxPair as? InlineArray<1, Int>)?[0] == 7)
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A generic struct whose field wraps its noncopyable type argument, as a type argument, is refused")
        func genericStructWithWrappedArgument() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxValue: Any? }
                    let report = propagate(from: HostileBox(HxOuterWrapper(HostileHandle())), to: Destination())
                    exit(report.failures.map(\.code) == [.unsupportedSourceType] ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A generic enum whose payload is a conditionally copyable struct of a noncopyable value is refused")
        func enumOfConditionallyCopyableStruct() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxValue: Any? }
                    let report = propagate(
                        from: HostileBox(HxChoice.one(HxWrapper(value: HostileHandle()))), to: Destination())
                    exit(report.failures.map(\.code) == [.unsupportedSourceType] ? 0 : 1)
                }
            }
        }
    #endif

    @Test("The same generic enum over copyable arguments, and Result, are delivered; the runtime passed the probe")
    func genericEnumOverCopyable() throws {
        #expect(ValueWitnesses.typeArgumentsAreReadable)
        final class Destination { @Prepared var prepCtxValue: Any? }
        let choice = Destination()
        #expect(propagate(from: HostileBox(HxChoice.one(HxWrapper(value: 5))), to: choice).failures.isEmpty)
        guard case .one(let wrapper) = try #require(choice.prepCtxValue as? HxChoice<HxWrapper<Int>>) else {
            Issue.record("not delivered as .one")
            return
        }
        #expect(wrapper.value == 5)
        let result = Destination()
        let success: Result<[String], any Error> = .success(["a"])
        #expect(propagate(from: HostileBox(success), to: result).failures.isEmpty)
        #expect((try? (result.prepCtxValue as? Result<[String], any Error>)?.get()) == ["a"])
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A noncopyable generic enum with a payload, in a generic class, is refused")
        func noncopyableEnumPayload() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxChoice: Any? }
                    let report = propagate(from: HxChoiceBox(HostileHandle()), to: Destination())
                    exit(report.failures.map(\.code) == [.unsupportedSourceType] ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("An optional of an optional of a noncopyable type argument is refused")
        func doublyOptionalNoncopyable() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxValue: Any? }
                    let report = propagate(from: HxDoubleOptionalBox(HostileHandle()), to: Destination())
                    exit(report.failures.map(\.code) == [.unsupportedSourceType] ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A conditionally copyable wrapper of a noncopyable type argument, nested twice, is refused")
        func nestedConditionallyCopyable() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxValue: Any? }
                    let report = propagate(from: HxNestedBox(HostileHandle()), to: Destination())
                    exit(report.failures.map(\.code) == [.unsupportedSourceType] ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test(
            "A noncopyable field on the superclass level of a generic base is refused; the subclass's own field delivers"
        )
        func noncopyableOnSuperclassLevel() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination {
                        @Prepared var prepCtxValue: Any?
                        @Prepared var prepCtxName: String?
                    }
                    let destination = Destination()
                    let report = propagate(from: HxHandleSub(), to: destination)
                    let refused = report.failures.map(\.key) == ["prepCtxValue"]
                    exit(refused && destination.prepCtxName == "sub" ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A weak field and a slot next to a noncopyable generic field are read; the noncopyable one never")
        func weakAndSlotNextToNoncopyable() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination {
                        @Prepared var prepCtxValue: Any?
                        @Prepared var prepCtxDelegate: AdvTarget?
                        @Prepared var prepCtxOwner: AdvTarget?
                        @Prepared var prepCtxCount: Int?
                    }
                    let target = AdvTarget(id: 9)
                    let source = HxMixedBox(HostileHandle(), delegate: target)
                    let destination = Destination()
                    let report = propagate(from: source, to: destination)
                    let delivered =
                        destination.prepCtxDelegate === target && destination.prepCtxOwner === target
                        && destination.prepCtxCount == 7
                    exit(delivered && report.failures.map(\.key) == ["prepCtxValue"] ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A destination holding a noncopyable generic field still receives into its slots")
        func destinationWithNoncopyableField() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Source { let prepCtxCount = 3 }
                    let destination = HxSlotAndHandle(HostileHandle())
                    let report = propagate(from: Source(), to: destination)
                    exit(report.failures.isEmpty && destination.prepCtxCount == 3 ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A noncopyable existential field is refused, in a concrete class and as a type argument")
        func noncopyableExistential() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxAny: Any? }
                    let concrete = propagate(from: HxExistentialHolder(), to: Destination())
                    let generic = propagate(
                        from: HxExistentialBox<any HxNoncopyableProtocol & ~Copyable>(HxNoncopyableConformer()),
                        to: Destination())
                    let codes = concrete.failures.map(\.code) + generic.failures.map(\.code)
                    exit(codes == [.unsupportedSourceType, .unsupportedSourceType] ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("An empty noncopyable field with a deinit is never delivered as Void")
        func emptyNoncopyableIsNotVoid() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxEmpty: Any? }
                    let destination = Destination()
                    let report = propagate(from: HxEmptyHolder(), to: destination)
                    exit(destination.prepCtxEmpty == nil && report.deliveries.isEmpty ? 0 : 1)
                }
            }
        }
    #endif

    @Test("The runtime's field descriptors read as expected, and a Void field's declared type is ()")
    func fieldTypeNames() {
        #expect(FieldTypeNames.descriptorsAreReadable)
        #expect(FieldTypeNames.isDeclaredVoid(HxVoidBox<Int>.self, ownFieldIndex: 0) == true)
        #expect(FieldTypeNames.isDeclaredVoid(HxGenericBase<Void>.self, ownFieldIndex: 0) == true)
        #expect(FieldTypeNames.isDeclaredVoid(HxEmptyHolder.self, ownFieldIndex: 0) == false)
    }

    @Test("A Void property of a generic class is delivered, not refused as noncopyable")
    func voidInGenericClass() {
        final class Destination {
            @Prepared var prepCtxDone: Void? = nil
            @Prepared var prepCtxValue: Int?
        }
        let destination = Destination()
        let report = propagate(from: HxVoidBox(5), to: destination)
        #expect(report.failures.isEmpty)
        #expect(destination.prepCtxDone != nil)
        #expect(destination.prepCtxValue == 5)
    }

    @Test("A Void property of a subclass of a generic class is delivered")
    func voidInSubclassOfGeneric() {
        final class Destination { @Prepared var prepCtxDone: Void? = nil }
        let destination = Destination()
        let report = propagate(from: HxVoidSub(), to: destination)
        #expect(report.failures.isEmpty)
        #expect(destination.prepCtxDone != nil)
    }

    // MARK: Existentials

    @Test("setWeak holds `any P<Int> & AnyObject` and `any C & P<Int>` weakly")
    func setWeakComposedParameterized() {
        var bag = ContextValues()
        var object: HxParameterizedClass? = HxParameterizedClass()
        bag.setWeak(object, for: HxComposedKey.self)
        bag.setWeak(object, for: HxClassComposedKey.self)
        #expect(bag[HxComposedKey.self] === object)
        #expect(bag[HxClassComposedKey.self] === object)
        object = nil
        #expect(bag.isEmpty)
    }

    @Test("setWeak refuses a parameterized protocol that is not class-bound and stores nothing")
    func setWeakUnboundParameterized() {
        let log = MismatchLog(capacity: 5, sink: .none)
        let previous = PreparationOptions.global.log
        PreparationOptions.global.log = log
        defer { PreparationOptions.global.log = previous }
        var bag = ContextValues()
        bag.setWeak(HxParameterizedStruct(), for: HxUnboundKey.self)
        #expect(bag[HxUnboundKey.self] == nil)
        #expect(log.entries.contains { $0.error.code == .notWritable && $0.error.key == "HxUnboundKey" })
    }

    @Test("setWeak with a key whose value is an optional class-bound existential stores nothing and never traps")
    func setWeakOptionalExistential() {
        let log = MismatchLog(capacity: 5, sink: .none)
        let previous = PreparationOptions.global.log
        PreparationOptions.global.log = log
        defer { PreparationOptions.global.log = previous }
        var bag = ContextValues()
        let listener = HostileStringListener()
        bag.setWeak(listener, for: HxOptionalListenerKey.self)
        #expect(bag.isEmpty)
        #expect(log.entries.contains { $0.error.code == .notWritable && $0.error.key == "HxOptionalListenerKey" })
    }

    @Test("@WeakPrepared of composed parameterized existentials receives the object")
    func weakPreparedComposedParameterized() {
        final class Source {
            let object = HxParameterizedClass()
            var prepCtxComposed: any HxParameterized<Int> & AnyObject { object }
            let prepCtxStored: any HxParameterized<Int> & AnyObject
            let prepCtxClassComposed: any HxBaseClass & HxParameterized<Int>
            init() {
                prepCtxStored = object
                prepCtxClassComposed = object
            }
        }
        final class Destination {
            @WeakPrepared var prepCtxStored: (any HxParameterized<Int> & AnyObject)?
            @WeakPrepared var prepCtxClassComposed: (any HxBaseClass & HxParameterized<Int>)?
        }
        let source = Source()
        let destination = Destination()
        let report = propagate(from: source, to: destination)
        #expect(report.failures.isEmpty)
        #expect(destination.prepCtxStored === source.object)
        #expect(destination.prepCtxClassComposed === source.object)
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test(
            "A parameterized existential metatype field is delivered, and the metatype of a parameterized existential is refused"
        )
        func parameterizedMetatypes() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    final class Source {
                        let prepCtxExistentialMetatype: any HxParameterized<Int>.Type = HxParameterizedStruct.self
                        let prepCtxMetatype: (any HxParameterized<Int>).Type = (any HxParameterized<Int>).self
                    }
                    final class Destination {
                        @Prepared var prepCtxExistentialMetatype: (any HxParameterized<Int>.Type)?
                        @Prepared var prepCtxMetatype: Any?
                    }
                    let destination = Destination()
                    let report = propagate(from: Source(), to: destination)
                    let delivered = destination.prepCtxExistentialMetatype == HxParameterizedStruct.self
                    exit(delivered && report.failures.map(\.key) == ["prepCtxMetatype"] ? 0 : 1)
                }
            }
        }
    #endif

    // MARK: Locks and re-entry

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("updateGlobal whose body throws leaves the options unchanged and unlocked")
        func updateGlobalThrows() async {
            await #expect(processExitsWith: .success) {
                let watchdog = Thread {
                    Thread.sleep(forTimeInterval: 20)
                    exit(2)
                }
                watchdog.start()
                struct Refusal: Error {}
                let before = PreparationOptions.global.prefix
                do {
                    try PreparationOptions.updateGlobal { (options: inout PreparationOptions) throws(Refusal) in
                        options.prefix = "changed"
                        throw Refusal()
                    }
                    exit(1)
                } catch {}
                guard PreparationOptions.global.prefix == before else { exit(3) }
                PreparationOptions.global.prefix = "after"
                exit(PreparationOptions.global.prefix == "after" ? 0 : 4)
            }
        }
    #endif

    @Test("A sink that records into its own log once, and replaces itself, neither deadlocks nor loses entries")
    func sinkRecordsIntoItsOwnLog() {
        let log = MismatchLog(capacity: 10, sink: .none)
        log.sink = .custom { [weak log] entry in
            guard let log, entry.error.key != "echo" else { return }
            log.record(PreparationError(.unknownKey, key: "echo"))
            log.sink = .none
            log.capacity = 5
        }
        #expect(finishesSoon { log.record(PreparationError(.unknownKey, key: "first")) })
        #expect(log.entries.map(\.error.key) == ["first", "echo"])
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A sink that reads and changes the global options while a propagation logs does not deadlock")
        func sinkChangesGlobalOptions() async {
            await #expect(processExitsWith: .success) {
                let watchdog = Thread {
                    Thread.sleep(forTimeInterval: 20)
                    exit(2)
                }
                watchdog.start()
                await MainActor.run {
                    final class Destination { @Prepared var prepCtxName: Int? }
                    final class Source { let prepCtxName = "not an Int" }
                    let log = MismatchLog(
                        capacity: 5,
                        sink: .custom { _ in
                            PreparationOptions.global.prefix += "!"
                            PreparationOptions.updateGlobal { $0.policy = .log }
                        })
                    PreparationOptions.global.log = log
                    _ = try? ContextPropagation.propagate(from: Source(), to: Destination())
                    exit(log.entries.count == 1 && PreparationOptions.global.prefix.hasSuffix("!") ? 0 : 1)
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("The global options changed through a function taking them inout, which reads them, do not deadlock")
        func inoutGlobalReadInside() async {
            await #expect(processExitsWith: .success) {
                let watchdog = Thread {
                    Thread.sleep(forTimeInterval: 10)
                    exit(2)
                }
                watchdog.start()
                hxConfigure(&PreparationOptions.global)
                exit(PreparationOptions.global.prefix == "configured" ? 0 : 1)
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A mutating method on the global options that makes a weak slot of a value type does not deadlock")
        func mutatingMethodLogsThroughGlobal() async {
            await #expect(processExitsWith: .success) {
                let watchdog = Thread {
                    Thread.sleep(forTimeInterval: 10)
                    exit(2)
                }
                watchdog.start()
                PreparationOptions.global.hxUseTestDefaults()
                exit(PreparationOptions.global.prefix == "test" ? 0 : 1)
            }
        }
    #endif

    // MARK: Key names

    @Test("A generic key, a key nested in a generic type and a key declared in an extension are named as written")
    func genericAndExtensionKeyNames() {
        var bag = ContextValues()
        bag[HxGenericKey<Int>.self] = 1
        bag[HxOuter<String>.Key.self] = 2
        bag[HostileFeature.HxExtensionKey.self] = 3
        bag[HxGenericKey<[HostileFeature.HxExtensionKey?]>.self] = 4
        #expect(
            bag.keyNames == [
                "HostileFeature.HxExtensionKey", "HxGenericKey<Array<Optional<HostileFeature.HxExtensionKey>>>",
                "HxGenericKey<Int>", "HxOuter<String>.Key",
            ])
    }

    @Test("A private key is named by its declared name, without the compiler's file discriminator")
    func privateKeyName() {
        var bag = ContextValues()
        bag[HxPrivateKey.self] = 1
        bag[HostileFeature.HxFilePrivateNestedKey.self] = 2
        #expect(bag.keyNames == ["HostileFeature.HxFilePrivateNestedKey", "HxPrivateKey"])
    }
}

/// Whether `body` returns within five seconds.
private func finishesSoon(_ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    return done.wait(timeout: .now() + 5) == .success
}

// MARK: - Noncopyable fixtures

final class HxInlineBox<Value: ~Copyable> {
    var prepCtxPair: InlineArray<1, Value>
    init(_ value: consuming Value) {
        var pending: Value? = .some(value)
        prepCtxPair = InlineArray<1, Value> { _ in pending.take()! }
    }
}

enum HxChoice<Value: ~Copyable>: ~Copyable {
    case one(Value)
    case none
}

extension HxChoice: Copyable where Value: Copyable {}

final class HxChoiceBox<Value: ~Copyable> {
    var prepCtxChoice: HxChoice<Value>
    init(_ value: consuming Value) { prepCtxChoice = .one(value) }
}

final class HxDoubleOptionalBox<Value: ~Copyable> {
    var prepCtxValue: Value??
    init(_ value: consuming Value) { prepCtxValue = .some(.some(value)) }
}

struct HxWrapper<Value: ~Copyable>: ~Copyable {
    var value: Value
}

extension HxWrapper: Copyable where Value: Copyable {}

/// A field whose type wraps the type argument: the runtime shows it as `()`.
struct HxOuterWrapper<Value: ~Copyable>: ~Copyable {
    var inner: HxWrapper<Value>
    var count = 1
    init(_ value: consuming Value) { inner = HxWrapper(value: value) }
}

extension HxOuterWrapper: Copyable where Value: Copyable {}

final class HxNestedBox<Value: ~Copyable> {
    var prepCtxValue: HxWrapper<HxWrapper<Value>>
    init(_ value: consuming Value) { prepCtxValue = HxWrapper(value: HxWrapper(value: value)) }
}

class HxHandleBase<Value: ~Copyable> {
    var prepCtxValue: Value
    init(_ value: consuming Value) { prepCtxValue = value }
}

final class HxHandleSub: HxHandleBase<HostileHandle> {
    let prepCtxName = "sub"
    init() { super.init(HostileHandle()) }
}

final class HxMixedBox<Value: ~Copyable> {
    weak var prepCtxDelegate: AdvTarget?
    var prepCtxValue: Value
    unowned let prepCtxOwner: AdvTarget
    @Prepared var prepCtxCount: Int? = 7
    init(_ value: consuming Value, delegate: AdvTarget) {
        prepCtxValue = value
        prepCtxDelegate = delegate
        prepCtxOwner = delegate
    }
}

final class HxSlotAndHandle<Value: ~Copyable> {
    var handle: Value
    @Prepared var prepCtxCount: Int?
    var prepCtxOther: Value?
    init(_ value: consuming Value) {
        handle = value
        prepCtxOther = nil
    }
}

protocol HxNoncopyableProtocol: ~Copyable {}

struct HxNoncopyableConformer: HxNoncopyableProtocol, ~Copyable {
    var object = AdvTarget(id: 4)
    deinit {}
}

final class HxExistentialHolder {
    var prepCtxAny: any HxNoncopyableProtocol & ~Copyable = HxNoncopyableConformer()
}

final class HxExistentialBox<Value: ~Copyable> {
    var prepCtxAny: Value
    init(_ value: consuming Value) { prepCtxAny = value }
}

struct HxEmptyNoncopyable: ~Copyable {
    deinit {}
}

final class HxEmptyHolder {
    let prepCtxEmpty = HxEmptyNoncopyable()
}

final class HxVoidBox<Value> {
    let prepCtxDone: Void = ()
    let prepCtxValue: Value
    init(_ value: Value) { prepCtxValue = value }
}

class HxGenericBase<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

final class HxVoidSub: HxGenericBase<String> {
    let prepCtxDone: Void = ()
    init() { super.init("base") }
}

// MARK: - Existential fixtures

protocol HxParameterized<Element> {
    associatedtype Element
}

class HxBaseClass {}

final class HxParameterizedClass: HxBaseClass, HxParameterized {
    typealias Element = Int
}

struct HxParameterizedStruct: HxParameterized {
    typealias Element = Int
}

enum HxComposedKey: ContextKey {
    typealias Value = any HxParameterized<Int> & AnyObject
}

enum HxClassComposedKey: ContextKey {
    typealias Value = any HxBaseClass & HxParameterized<Int>
}

enum HxOptionalListenerKey: ContextKey {
    typealias Value = (any HostileListener<String>)?
}

enum HxUnboundKey: ContextKey {
    typealias Value = any HxParameterized<Int>
}

// MARK: - Re-entry fixtures

/// Configures options it is given inout, and reads the global ones meanwhile, as a logging
/// helper would.
func hxConfigure(_ options: inout PreparationOptions) {
    options.prefix = "configured"
    _ = PreparationOptions.global.policy
}

extension PreparationOptions {
    /// A mutating helper that logs a refusal through the global options while it runs.
    mutating func hxUseTestDefaults() {
        prefix = "test"
        var values = ContextValues()
        values.setWeak("not an object", for: HostileTextKey.self)
    }
}

// MARK: - Key fixtures

enum HxGenericKey<Tag>: ContextKey {
    typealias Value = Int
}

enum HxOuter<Tag> {
    enum Key: ContextKey { typealias Value = Int }
}

extension HostileFeature {
    enum HxExtensionKey: ContextKey { typealias Value = Int }
    fileprivate enum HxFilePrivateNestedKey: ContextKey { typealias Value = Int }
}

private enum HxPrivateKey: ContextKey {
    typealias Value = Int
}
