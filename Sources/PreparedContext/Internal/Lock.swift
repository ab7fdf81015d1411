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

    /// Creates a lock guarding `state`.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - recursive: Whether the thread holding the lock may take it again. For a state
    ///     changed through ``lockForModify()``, where the caller's code runs with the lock
    ///     held: reading the state there then sees the state before the change instead of
    ///     waiting forever. ``withLock(_:)`` bodies must still never run the caller's code,
    ///     since they hold the state inout.
    init(_ state: State, recursive: Bool = false) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        if recursive {
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        } else {
            pthread_mutex_init(mutex, nil)
        }
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
    /// between. The caller's code runs inside the change — a closure, a function taking the
    /// state inout, a mutating method — and may read the state again: make such a lock
    /// `recursive`, so the read sees the state before the change rather than waiting for
    /// itself. A change the caller's code stores meanwhile on the same thread is overwritten
    /// by the outer one.
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
