#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A mutual-exclusion lock guarding a value, usable on every deployment target.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15; this wraps a heap-allocated
/// `pthread_mutex_t` so its address never moves.
final class Locked<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the guarded state.
    ///
    /// > Important: A value `body` removes from the state must not be released inside
    /// > `body` when it may run user code in its deinit (a sink's captured object, a log):
    /// > that code may use this lock again and would wait for itself. Return the removed
    /// > value instead, so it is released after the lock is dropped (``replace(with:)``).
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }

    /// Replaces the state and returns the old one, to be released by the caller after the
    /// lock is dropped.
    func replace(with newState: State) -> State {
        withLock { state in
            let old = state
            state = newState
            return old
        }
    }

    /// Begins an atomic change made through a copy: locks and returns the state. For a
    /// `_modify` accessor, which cannot yield inside a closure, and for changes that span
    /// a caller's closure. Always end it with ``unlockAfterModify(storing:)``.
    ///
    /// The lock is held from the copy to the store, so no other thread's change is lost in
    /// between. Reading the state again on this thread before the store waits forever; a
    /// mutation expression (`global.prefix += x`) evaluates its operands before the access
    /// begins, but a caller's closure, a function taking the state inout or a mutating method
    /// runs inside the access and can (HostileCallerAdversarialTests, known issues).
    func lockForModify() -> State {
        pthread_mutex_lock(mutex)
        return state
    }

    /// Ends ``lockForModify()``: stores `newState`, unlocks, and returns the replaced state
    /// for the caller to release.
    func unlockAfterModify(storing newState: State) -> State {
        let old = state
        state = newState
        pthread_mutex_unlock(mutex)
        return old
    }
}
