#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
#if canImport(os) && (!os(Linux) || PREPARED_CONTEXT_OS_STUBS)
    import os
#endif

/// A bounded record of the context values that could not be delivered, for debugging.
///
/// Propagation records each failure here (under the ``MismatchPolicy/log`` policy and the
/// stricter ones). The log is a ring buffer: when it is full the oldest entry goes. It is
/// safe to use from any thread, and it keeps only text — type names, keys, messages — so it
/// never keeps a controller alive.
///
/// ```swift
/// // In the debugger: po MismatchLog.shared
/// // In a test:
/// let log = MismatchLog(capacity: 10, sink: .none)
/// try source.prepareContext(for: destination)  // with options using `log`
/// #expect(log.entries.map(\.error.code) == [.typeMismatch])
/// ```
public final class MismatchLog: Sendable, CustomStringConvertible {
    /// One recorded failure.
    public struct Entry: Sendable, CustomStringConvertible {
        /// The entry's number since the log was created, starting at 1.
        public let sequence: Int
        /// The failure.
        public let error: PreparationError
        /// The segue's identifier, if there was one.
        public let segueIdentifier: String?

        /// The entry as one line: `#sequence [segue] message`.
        public var description: String {
            let segue = segueIdentifier.map { " [\($0)]" } ?? ""
            return "#\(sequence)\(segue) \(error)"
        }
    }

    /// Where each new entry is also written, as it is recorded.
    public struct Sink: Sendable {
        let write: @Sendable (Entry) -> Void

        /// Writes each entry as a line to standard error.
        public static let standardError = Sink { entry in
            writeToStandardError("PreparedContext: \(entry)\n")
        }

        /// Writes nothing; entries are only kept in the buffer.
        public static let none = Sink { _ in }

        /// ``standardError`` in debug builds, ``none`` in release builds.
        public static var standardErrorInDebug: Sink {
            #if DEBUG
                standardError
            #else
                none
            #endif
        }

        #if canImport(os) && (!os(Linux) || PREPARED_CONTEXT_OS_STUBS)
            /// Writes each entry to unified logging (`os.Logger`), which Xcode's console and
            /// Console.app filter: subsystem ``unifiedLoggingSubsystem``
            /// (`org.preparedcontext.PreparedContext`), category ``unifiedLoggingCategory``
            /// (`MismatchLog`).
            ///
            /// Failures are logged at the error level; warnings (``PreparationError/Code/lateDelivery``,
            /// ``PreparationError/Code/emptyContainer``) at the default level. The code and the
            /// key are public; the rest of the message — which may hold a value — follows the
            /// system's privacy rules (shown in Xcode while debugging, redacted otherwise).
            ///
            /// Only Apple platforms have unified logging; this sink exists only there.
            @available(watchOS 7.0, *)
            public static let unifiedLogging = Sink { entry in
                let logger = Logger(subsystem: Sink.unifiedLoggingSubsystem, category: Sink.unifiedLoggingCategory)
                let code = entry.error.code.name
                let key = entry.error.key
                if entry.error.code == .lateDelivery || entry.error.code == .emptyContainer {
                    logger.log("\(code, privacy: .public) '\(key, privacy: .public)': \(entry.description)")
                } else {
                    logger.error("\(code, privacy: .public) '\(key, privacy: .public)': \(entry.description)")
                }
            }
        #endif

        /// The subsystem of the unified-logging sink (`unifiedLogging`, Apple platforms only);
        /// filter Console.app or Xcode's console with it.
        public static let unifiedLoggingSubsystem = "org.preparedcontext.PreparedContext"

        /// The category of the unified-logging sink (`unifiedLogging`, Apple platforms only).
        public static let unifiedLoggingCategory = "MismatchLog"

        /// The sink a new log uses: on Apple platforms unified logging (`unifiedLogging`), in
        /// every build, since unified logging keeps output cheap and filterable; elsewhere
        /// ``standardErrorInDebug``.
        public static var platformDefault: Sink {
            #if canImport(os) && (!os(Linux) || PREPARED_CONTEXT_OS_STUBS)
                if #available(watchOS 7.0, *) {
                    return unifiedLogging
                }
                return standardErrorInDebug
            #else
                return standardErrorInDebug
            #endif
        }

        /// Hands each entry to your own logging, such as `os.Logger` or a crash reporter.
        ///
        /// The closure runs on the thread that recorded the entry, outside the log's lock.
        ///
        /// - Parameter body: Receives every new entry.
        /// - Returns: A sink calling `body`.
        public static func custom(_ body: @escaping @Sendable (Entry) -> Void) -> Sink {
            Sink(write: body)
        }
    }

    private struct State {
        var buffer: [Entry] = []
        var head = 0
        var capacity: Int
        var recorded = 0
        var sink: Sink
    }

    private let state: Locked<State>

    /// The log that propagation uses unless ``PreparationOptions/log`` names another.
    public static let shared = MismatchLog()

    /// Creates a log.
    ///
    /// - Parameters:
    ///   - capacity: How many entries are kept; at least 1.
    ///   - sink: Where each entry is also written as it is recorded; by default
    ///     ``Sink/platformDefault``: unified logging on Apple platforms, standard error in
    ///     debug builds elsewhere.
    public init(capacity: Int = 200, sink: Sink = .platformDefault) {
        state = Locked(State(capacity: max(1, capacity), sink: sink))
    }

    /// How many entries are kept; setting it keeps the newest entries that fit.
    public var capacity: Int {
        get { state.withLock { $0.capacity } }
        set {
            // The dropped entries are released after the lock is, like every value replaced here.
            let replaced = state.withLock { state in
                let kept = Array(Self.ordered(state).suffix(max(1, newValue)))
                let old = state
                state = State(
                    buffer: kept, head: 0, capacity: max(1, newValue),
                    recorded: state.recorded, sink: state.sink)
                return old
            }
            _ = replaced
        }
    }

    /// Where new entries are also written.
    public var sink: Sink {
        get { state.withLock { $0.sink } }
        set {
            // The old sink is released after the lock is: whatever its closure captured may
            // read this log in its deinit, which must not wait for a lock its own thread holds.
            let replaced = state.withLock { state in
                let old = state.sink
                state.sink = newValue
                return old
            }
            _ = replaced
        }
    }

    /// The kept entries, oldest first.
    public var entries: [Entry] {
        state.withLock { Self.ordered($0) }
    }

    /// How many entries were recorded in all, including those the buffer has dropped.
    public var recordedCount: Int {
        state.withLock { $0.recorded }
    }

    /// Records a failure and writes it to the sink.
    ///
    /// - Parameters:
    ///   - error: The failure.
    ///   - segueIdentifier: The segue's identifier, if any.
    public func record(_ error: PreparationError, segueIdentifier: String? = nil) {
        let (entry, sink, dropped) = state.withLock { state in
            state.recorded += 1
            let entry = Entry(
                sequence: state.recorded, error: error, segueIdentifier: segueIdentifier)
            var dropped: Entry?
            if state.buffer.count < state.capacity {
                state.buffer.append(entry)
            } else {
                dropped = state.buffer[state.head]
                state.buffer[state.head] = entry
                state.head = (state.head + 1) % state.capacity
            }
            return (entry, state.sink, dropped)
        }
        _ = dropped
        sink.write(entry)
    }

    /// Empties the buffer; the sequence numbers go on.
    public func removeAll() {
        let removed = state.withLock { state in
            let old = state.buffer
            state.buffer.removeAll(keepingCapacity: true)
            state.head = 0
            return old
        }
        _ = removed
    }

    /// The kept entries, one per line, oldest first.
    public var description: String {
        let entries = entries
        guard !entries.isEmpty else { return "MismatchLog: empty" }
        return
            (["MismatchLog: \(entries.count) \(entries.count == 1 ? "entry" : "entries")"] + entries.map { "  \($0)" })
            .joined(separator: "\n")
    }

    private static func ordered(_ state: State) -> [Entry] {
        Array(state.buffer[state.head...] + state.buffer[..<state.head])
    }
}

private func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { return }
            offset += written
        }
    }
}
