/// What happens when a context value cannot be delivered.
///
/// Whatever the policy, the value is not written, the other keys are still delivered, and
/// the failure is in the returned ``PreparationReport``.
public enum MismatchPolicy: Hashable, Sendable {
    /// Does nothing more.
    case ignore
    /// Records the failure in the ``MismatchLog`` (the default).
    case log
    /// Records the failure, then stops a debug build with `assertionFailure`; release builds
    /// only record.
    case assertInDebug
    /// Records the failure, then throws the first one from the throwing propagation API
    /// after every key has been processed. Where nothing can throw — the
    /// `prepare(for:sender:)` override of a base class — it behaves as ``log``.
    case `throw`
}

/// How propagation matches and reports: the marker prefix, the policy and the log.
///
/// Set ``global`` once at launch to change the defaults, or give one controller its own
/// options through ``SegueContext/preparationOptions``.
///
/// ```swift
/// PreparationOptions.global.policy = .assertInDebug
/// ```
public struct PreparationOptions: Sendable {
    /// The name prefix that marks plain stored properties as context, `prepCtx` by default.
    ///
    /// An empty prefix turns prefix matching off: only ``Prepared`` slots and explicit keys
    /// take part.
    public var prefix: String
    /// What happens on a failure.
    public var policy: MismatchPolicy
    /// Where failures are recorded.
    public var log: MismatchLog

    /// Creates options.
    ///
    /// - Parameters:
    ///   - prefix: The marker prefix for plain properties.
    ///   - policy: What happens on a failure.
    ///   - log: Where failures are recorded.
    public init(
        prefix: String = "prepCtx", policy: MismatchPolicy = .log, log: MismatchLog = .shared
    ) {
        self.prefix = prefix
        self.policy = policy
        self.log = log
    }

    private static let storage = Locked(PreparationOptions())

    /// The options used where no object supplies its own; safe to read and set from any
    /// thread.
    public static var global: PreparationOptions {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Applies the policy to a finished report; returns the error to throw, if any.
    ///
    /// Warnings are logged; only failures assert or throw.
    func apply(to report: PreparationReport) -> PreparationError? {
        guard policy != .ignore else { return nil }
        for problem in report.failures {
            log.record(problem, segueIdentifier: report.segueIdentifier)
        }
        for problem in report.warnings {
            log.record(problem, segueIdentifier: report.segueIdentifier)
        }
        guard let first = report.failures.first else { return nil }
        switch policy {
        case .assertInDebug:
            assertionFailure(first.description)
            return nil
        case .throw:
            return first
        case .ignore, .log:
            return nil
        }
    }
}
