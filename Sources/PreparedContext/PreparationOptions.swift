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

    /// Recursive: code that runs inside a change of ``global`` (a function taking it inout,
    /// a mutating method, the body of ``updateGlobal(_:)``) may read it, and then sees the
    /// options before the change.
    private static let storage = Locked(PreparationOptions(), recursive: true)

    /// The options used where no object supplies its own; safe to read and change from any
    /// thread.
    ///
    /// Changing one option is atomic: `PreparationOptions.global.log = log` on one thread
    /// and `PreparationOptions.global.prefix += "X"` on another both take effect. To change
    /// several options as one step, use ``updateGlobal(_:)``. The options a change replaces
    /// (an old log and its sink) are released after the lock is dropped, so a deinit that
    /// reads `global` does not wait forever.
    ///
    /// > Important: A function that takes `global` inout (`configure(&PreparationOptions.global)`)
    /// > or a mutating method called on it runs while the options are locked, like the body of
    /// > ``updateGlobal(_:)``. Reading `global` there sees the options before the change; a
    /// > change it stores there is overwritten when the outer change ends.
    public static var global: PreparationOptions {
        get { storage.withLock { $0 } }
        set {
            let replaced = storage.replace(with: newValue)
            _ = replaced
        }
        _modify {
            // The lock is held from the copy to the store, so a concurrent change is neither
            // lost nor lost to. The copy yielded keeps the stored options alive, so what the
            // mutation replaces is released only with `replaced`, after the unlock.
            var options = storage.lockForModify()
            defer {
                let replaced = storage.unlockAfterModify(storing: options)
                _ = replaced
            }
            yield &options
        }
    }

    /// Changes the global options as one atomic step.
    ///
    /// ```swift
    /// PreparationOptions.updateGlobal { options in
    ///     options.policy = .assertInDebug
    ///     options.log = MismatchLog(capacity: 500)
    /// }
    /// ```
    ///
    /// > Important: The options are locked while `body` runs: reading ``global`` there sees
    /// > the options before the change, and a change stored there is overwritten by this one.
    ///
    /// - Parameter body: Changes the options it is given.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the options are then left unchanged.
    public static func updateGlobal<Result, Failure: Error>(
        _ body: (inout PreparationOptions) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var options = storage.lockForModify()
        let original = options
        do {
            let result = try body(&options)
            let replaced = storage.unlockAfterModify(storing: options)
            _ = replaced
            return result
        } catch {
            let replaced = storage.unlockAfterModify(storing: original)
            _ = replaced
            throw error
        }
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
