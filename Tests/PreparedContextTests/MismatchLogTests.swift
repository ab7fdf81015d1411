import Testing

@testable import PreparedContext

@MainActor
@Suite("MismatchLog")
struct MismatchLogTests {
    private func error(_ key: String) -> PreparationError {
        PreparationError(
            .typeMismatch, key: key, sourceType: "A", destinationType: "B", expectedType: "Int", actualType: "String")
    }

    @Test("The log is a ring buffer that keeps the newest entries")
    func ringBuffer() {
        let log = MismatchLog(capacity: 3, sink: .none)
        for index in 1...5 { log.record(error("k\(index)"), segueIdentifier: "s") }
        #expect(log.entries.map(\.error.key) == ["k3", "k4", "k5"])
        #expect(log.entries.map(\.sequence) == [3, 4, 5])
        #expect(log.recordedCount == 5)
        log.capacity = 2
        #expect(log.entries.map(\.error.key) == ["k4", "k5"])
        log.record(error("k6"))
        #expect(log.entries.map(\.error.key) == ["k5", "k6"])
        log.removeAll()
        #expect(log.entries.isEmpty)
        #expect(log.description == "MismatchLog: empty")
    }

    @Test("A custom sink receives each entry")
    func customSink() {
        let received = Locked([String]())
        let log = MismatchLog(
            capacity: 2, sink: .custom { entry in received.withLock { $0.append(entry.description) } })
        log.record(error("user"), segueIdentifier: "showProfile")
        #expect(received.withLock { $0 } == ["#1 [showProfile] \(error("user"))"])
    }

    @Test("The log keeps no controller alive")
    func noStrongReference() {
        final class Source { let prepCtxA = "wrong" }
        final class Destination { @Prepared var prepCtxA = 0 }
        let options = quietOptions()
        weak var weakSource: Source?
        weak var weakDestination: Destination?
        do {
            let source = Source()
            let destination = Destination()
            weakSource = source
            weakDestination = destination
            propagate(from: source, to: destination, options: options)
        }
        #expect(options.log.entries.count == 1)
        #expect(weakSource == nil)
        #expect(weakDestination == nil)
    }

    @Test("Propagation from many main-actor tasks at once while other tasks read the log")
    func concurrentUse() async {
        final class Source: @unchecked Sendable {
            let prepCtxGood = 1
            let prepCtxBad = "x"
        }
        final class Destination {
            @Prepared var prepCtxGood = 0
            @Prepared var prepCtxBad = 0
        }
        let options = quietOptions()
        options.log.capacity = 64
        let tasks = 16
        let rounds = 200
        let writers = (0..<tasks).map { _ in
            Task { @MainActor in
                var delivered = 0
                for _ in 0..<rounds {
                    let destination = Destination()
                    propagate(from: Source(), to: destination, options: options)
                    delivered += destination.prepCtxGood
                    await Task.yield()
                }
                return delivered
            }
        }
        let reader = Task.detached {
            var reads = 0
            for _ in 0..<rounds {
                reads += options.log.entries.count > 64 ? 1000 : 0
                _ = options.log.description
            }
            return reads
        }
        var total = await reader.value
        for writer in writers { total += await writer.value }
        #expect(total == tasks * rounds)
        #expect(options.log.recordedCount == tasks * rounds)
        #expect(options.log.entries.count == 64)
    }
}
