import Foundation
import Testing

@testable import PreparedContext

// Issue #17: the engine under hostile callers — actors, noncopyable generic arguments,
// parameterized class-bound protocols, deinits that re-enter a lock, concurrent changes of
// the global options, and key names that repeat in two types.

@MainActor
@Suite("Hostile callers: isolation, noncopyable fields, locks, key names")
struct HostileCallerTests {
    // MARK: Isolation

    @Test("An actor as the source is refused with isolatedObject, and none of its state is read")
    func actorSourceIsRefused() throws {
        final class Destination { @Prepared var prepCtxName: String? }
        let destination = Destination()
        let report = propagate(from: HostileStore(), to: destination)
        #expect(destination.prepCtxName == nil)
        #expect(report.deliveries.isEmpty)
        let error = try #require(report.failures.first)
        #expect(error.code == .isolatedObject)
        #expect(error.key == "self")
        #expect(error.description.contains("HostileStore is an actor"))
        #expect(error.description.hasSuffix("a destination must be a main-actor class such as a view controller."))
    }

    @Test("An actor as the destination is refused with isolatedObject, and none of its state is written")
    func actorDestinationIsRefused() async throws {
        final class Source { let prepCtxName = "Ada" }
        let store = HostileStore()
        let report = propagate(from: Source(), to: store)
        #expect(report.failures.map(\.code) == [.isolatedObject])
        #expect(await store.name == "initial")
        #expect(ContextPropagation.missingRequiredValues(in: store).map(\.code) == [.isolatedObject])
    }

    @Test("An actor passed as an AnyObject or inside an optional is refused as well")
    func erasedActorIsRefused() {
        final class Destination { @Prepared var prepCtxName: String? }
        let erased: AnyObject = HostileStore()
        #expect(propagate(from: erased, to: Destination()).failures.map(\.code) == [.isolatedObject])
        let wrapped: HostileStore? = HostileStore()
        #expect(propagate(from: wrapped as Any, to: Destination()).failures.map(\.code) == [.isolatedObject])
    }

    @Test("A refused actor leaves no cached plan behind: a later pair of ordinary types still delivers")
    func refusalCachesNothing() {
        final class Source { let prepCtxName = "Ada" }
        final class Destination { @Prepared var prepCtxName: String? }
        _ = propagate(from: HostileStore(), to: Destination())
        let destination = Destination()
        #expect(propagate(from: Source(), to: destination).succeeded)
        #expect(destination.prepCtxName == "Ada")
    }

    // MARK: Noncopyable fields

    @Test("A generic class's field of a noncopyable type argument is refused, never copied")
    func noncopyableGenericArgument() throws {
        final class Destination { @Prepared var prepCtxValue: Any? }
        let destination = Destination()
        let report = propagate(from: HostileBox(HostileHandle()), to: destination)
        #expect(destination.prepCtxValue == nil)
        #expect(report.deliveries.isEmpty)
        let error = try #require(report.failures.first)
        #expect(error.code == .unsupportedSourceType)
        #expect(error.actualType == "HostileHandle")
        #expect(error.description.contains("a noncopyable type"))
    }

    @Test("An optional of a noncopyable type argument with a deinit is refused, and its deinit runs once")
    func optionalNoncopyableGenericArgument() {
        final class Destination { @Prepared var prepCtxValue: Any? }
        HostileHandle.deinits.withLock { $0 = 0 }
        do {
            let source = HostileOptionalBox<HostileHandle>(HostileHandle())
            let report = propagate(from: source, to: Destination())
            #expect(report.failures.map(\.code) == [.unsupportedSourceType])
            #expect(report.failures.first?.actualType == "Optional<HostileHandle>")
        }
        #expect(HostileHandle.deinits.withLock { $0 } == 1)
    }

    @Test("A Void property is delivered as Void, not refused as a noncopyable type")
    func voidIsDelivered() {
        final class Source { let prepCtxDone: Void = () }
        final class Destination { @Prepared var prepCtxDone: Void? }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(report.failures.isEmpty)
        #expect(report.deliveries.map(\.key) == ["prepCtxDone"])
        #expect(destination.prepCtxDone != nil)
    }

    @Test("A Void property between two others is delivered; a concrete noncopyable one is still refused")
    func voidAmongFields() {
        final class Source {
            let prepCtxBefore = 1
            let prepCtxDone: Void = ()
            let prepCtxAfter = 2
            let prepCtxToken = AdvToken()
        }
        final class Destination {
            @Prepared var prepCtxBefore = 0
            @Prepared var prepCtxDone: Void? = nil
            @Prepared var prepCtxAfter = 0
            @Prepared var prepCtxToken: Any? = nil
        }
        let destination = Destination()
        let report = propagate(from: Source(), to: destination)
        #expect(Set(report.deliveries.map(\.key)) == ["prepCtxBefore", "prepCtxDone", "prepCtxAfter"])
        #expect(report.failures.map(\.key) == ["prepCtxToken"])
        #expect(destination.prepCtxBefore == 1 && destination.prepCtxAfter == 2)
    }

    // MARK: Parameterized class-bound protocols

    @Test("setWeak holds a parameterized class-bound protocol's value weakly")
    func setWeakParameterizedProtocol() {
        var bag = ContextValues()
        var listener: HostileStringListener? = HostileStringListener()
        bag.setWeak(listener, for: HostileListenerKey.self)
        #expect(bag[HostileListenerKey.self] === listener)
        listener = nil
        #expect(bag[HostileListenerKey.self] == nil)
        #expect(bag.isEmpty)
    }

    @Test("setWeak with a key whose value is not class-bound stores nothing and logs notWritable, never traps")
    func setWeakValueType() throws {
        let log = MismatchLog(capacity: 5, sink: .none)
        let previous = PreparationOptions.global.log
        PreparationOptions.global.log = log
        defer { PreparationOptions.global.log = previous }
        var bag = ContextValues()
        bag.setWeak("text", for: HostileTextKey.self)
        #expect(bag[HostileTextKey.self] == nil)
        let entry = try #require(log.entries.last)
        #expect(entry.error.code == .notWritable)
        #expect(entry.error.key == "HostileTextKey")
        #expect(
            entry.error.description.hasSuffix("or make the key's Value a class or a protocol that refines AnyObject."))
    }

    @Test("A @WeakPrepared slot of a parameterized class-bound protocol receives its value")
    func weakPreparedParameterizedProtocol() {
        final class Destination { @WeakPrepared var prepCtxListener: (any HostileListener<String>)? }
        final class Source { let prepCtxListener: any HostileListener<String> = HostileStringListener() }
        let source = Source()
        let destination = Destination()
        let report = propagate(from: source, to: destination)
        #expect(report.failures.isEmpty)
        #expect(destination.prepCtxListener === source.prepCtxListener)
    }

    // MARK: Locks and user code

    @Test("Replacing a log's sink whose captured object reads the log in its deinit does not deadlock")
    func sinkDeinitReadsLog() {
        let log = MismatchLog(capacity: 5, sink: .none)
        do {
            let reader = HostileLogReader(log: log)
            log.sink = .custom { [reader] _ in _ = reader }
        }
        HostileLogReader.readsInDeinit.withLock { $0 = 0 }
        #expect(finishes { log.sink = .none })
        #expect(HostileLogReader.readsInDeinit.withLock { $0 } == 1)
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test(
            "Replacing the global options whose old log's sink reads the global options in its deinit does not deadlock"
        )
        func globalOptionsDeinitReadsGlobal() async {
            await #expect(processExitsWith: .success) {
                let watchdog = Thread {
                    Thread.sleep(forTimeInterval: 20)
                    exit(2)
                }
                watchdog.start()
                do {
                    let observer = HostileGlobalReader()
                    PreparationOptions.global = PreparationOptions(
                        log: MismatchLog(capacity: 1, sink: .custom { [observer] _ in _ = observer }))
                }
                PreparationOptions.global = PreparationOptions(log: MismatchLog(capacity: 1, sink: .none))
                guard HostileGlobalReader.prefixReadInDeinit.withLock({ $0 }) == "prepCtx" else { exit(1) }
                PreparationOptions.global.log = MismatchLog(capacity: 1, sink: .none)
                exit(0)
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("Changing the log on one thread and the prefix on another loses neither change")
        func concurrentGlobalChanges() async {
            await #expect(processExitsWith: .success) {
                // A lost update needs the two threads to overlap; try a few times.
                for _ in 0..<5 {
                    PreparationOptions.global.prefix = "prepCtx"
                    let log = MismatchLog(capacity: 1, sink: .none)
                    let other = MismatchLog(capacity: 1, sink: .none)
                    let rounds = 20_000
                    let start = DispatchSemaphore(value: 0)
                    let done = DispatchGroup()
                    done.enter()
                    Thread {
                        start.wait()
                        // Ends with `log`: a stale write of the other thread would put back `other`
                        // or the original log.
                        for round in 0..<rounds { PreparationOptions.global.log = round % 2 == 0 ? other : log }
                        done.leave()
                    }.start()
                    done.enter()
                    Thread {
                        start.wait()
                        for _ in 0..<rounds { PreparationOptions.global.prefix += "x" }
                        done.leave()
                    }.start()
                    start.signal()
                    start.signal()
                    guard done.wait(timeout: .now() + 60) == .success else { exit(2) }
                    let options = PreparationOptions.global
                    guard options.log === log, options.prefix == "prepCtx" + String(repeating: "x", count: rounds)
                    else {
                        exit(1)
                    }
                }
                PreparationOptions.updateGlobal {
                    $0.policy = .ignore
                    $0.prefix = "p"
                }
                guard PreparationOptions.global.policy == .ignore, PreparationOptions.global.prefix == "p" else {
                    exit(3)
                }
                exit(0)
            }
        }
    #endif

    // MARK: Key names

    @Test("Two ambient keys of the same name in different types are told apart in errors and key names")
    func nestedKeyNames() throws {
        final class Destination: SegueContext {
            var ambientContext = ContextValues()
            @Ambient(HostileFeature.ThemeKey.self) var theme: String
        }
        final class Source: SegueContext {
            var ambientContext = ContextValues()
        }
        let source = Source()
        source.ambientContext[HostileSettings.ThemeKey.self] = "dark"
        let destination = Destination()
        let report = try source.prepareContext(for: destination)
        let error = try #require(report.failures.first)
        #expect(error.code == .missingRequiredValue)
        #expect(error.key == "HostileFeature.ThemeKey")
        #expect(error.description.contains("ambientContext[HostileFeature.ThemeKey.self]"))
        #expect(destination.ambientContext.keyNames == ["HostileSettings.ThemeKey"])
    }

    @Test("A key declared inside a method is named by its enclosing type and its own name, never a context address")
    func localKeyName() {
        enum LocalKey: ContextKey { typealias Value = Int }
        var bag = ContextValues()
        bag[LocalKey.self] = 1
        #expect(bag.keyNames == ["HostileCallerTests.LocalKey"])
        #expect(bag.description == "ContextValues[HostileCallerTests.LocalKey]")
    }
}

/// Whether `body` returns within five seconds; a deadlock is a failed expectation, not a
/// hung test run.
private func finishes(_ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    return done.wait(timeout: .now() + 5) == .success
}

actor HostileStore {
    var name = "initial"
    var prepCtxName = "state of the actor"
    @Prepared var prepCtxCount: Int
}

struct HostileHandle: ~Copyable {
    static let deinits = Locked(0)
    var object = AdvTarget(id: 3)
    deinit { Self.deinits.withLock { $0 += 1 } }
}

final class HostileBox<Value: ~Copyable> {
    var prepCtxValue: Value
    init(_ value: consuming Value) { prepCtxValue = value }
}

final class HostileOptionalBox<Value: ~Copyable> {
    var prepCtxValue: Value?
    init(_ value: consuming Value) { prepCtxValue = .some(value) }
}

protocol HostileListener<Value>: AnyObject {
    associatedtype Value
}

final class HostileStringListener: HostileListener {
    typealias Value = String
}

enum HostileListenerKey: ContextKey {
    typealias Value = any HostileListener<String>
}

enum HostileTextKey: ContextKey {
    typealias Value = String
}

enum HostileFeature {
    enum ThemeKey: ContextKey { typealias Value = String }
}

enum HostileSettings {
    enum ThemeKey: ContextKey { typealias Value = String }
}

/// Reads the log it was made with when it is released.
final class HostileLogReader: Sendable {
    static let readsInDeinit = Locked(0)
    let log: MismatchLog
    init(log: MismatchLog) { self.log = log }
    deinit {
        _ = log.entries.count + log.recordedCount
        Self.readsInDeinit.withLock { $0 += 1 }
    }
}

/// Reads the global options when it is released.
final class HostileGlobalReader: Sendable {
    static let prefixReadInDeinit = Locked<String?>(nil)
    deinit { Self.prefixReadInDeinit.withLock { $0 = PreparationOptions.global.prefix } }
}
