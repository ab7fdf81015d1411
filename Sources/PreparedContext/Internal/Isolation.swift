#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Dispatch
    import Glibc
#elseif canImport(Musl)
    import Dispatch
    import Musl
#endif

/// The isolation contract of propagation, as far as the run time can check it.
///
/// Propagation reads and writes stored properties directly — inside the runtime's value
/// witnesses, where no data-race detector looks — so it must own every object it touches
/// for the whole call:
///
/// - The public entry points are `@MainActor`, and `SegueContext` is a `@MainActor`
///   protocol: in Swift 6 language mode the compiler proves that a main-actor controller is
///   not used elsewhere meanwhile, and that a non-`Sendable` object handed in is not shared
///   with another isolation domain.
/// - Swift 5 language mode lets a main-actor closure reach a legacy `@escaping () -> Void`
///   parameter and run on any thread, with no diagnostic and no run-time check. So every
///   public entry point asks, once per call and before it reads anything, whether it runs
///   on the main thread (``offMainThreadRefusal(source:destination:)``), and refuses with
///   ``PreparationError/Code/calledOffMainThread`` when not.
/// - An actor's stored properties belong to its executor, whatever actor the caller is on.
///   The compiler cannot see an actor behind `Any` or `AnyObject`, so propagation refuses
///   one at run time (``PreparationError/Code/isolatedObject``) before reading anything —
///   a `distributed actor` too, which conforms to no `Actor` protocol the library could
///   test without importing `Distributed`: the class's own descriptor says it is an actor
///   (``isActor(_:)``).
/// - What neither can see — an object isolated to another global actor, or a class marked
///   `@unchecked Sendable` that guards its state with its own lock — the documentation
///   names as unsupported (the Reliability article).
enum Isolation {
    /// Whether instances of `type` are actors — `actor`, `distributed actor`, or an actor
    /// subclassing `NSObject`. True of every instance of the type, so a plan made for a type
    /// pair that passed the check holds for their instances.
    static func isActor(_ type: Any.Type) -> Bool {
        if type is any Actor.Type { return true }
        return ClassDescriptor.flags(of: type).map { $0 & ClassDescriptor.isActorFlag != 0 } ?? false
    }

    /// The ``PreparationError/Code/calledOffMainThread`` error when the caller does not
    /// run on the main thread, or `nil`.
    ///
    /// Costs one call to `pthread_main_np()` on Apple platforms; on Linux a read of a
    /// per-thread cache (whether this is the first thread), and a look-up of a main-queue
    /// marker where it is not.
    static func offMainThreadRefusal(source: Any, destination: Any?) -> PreparationError? {
        guard !MainThread.isCurrent else { return nil }
        return PreparationError(
            .calledOffMainThread, key: "self", sourceType: displayName(type(of: source)),
            destinationType: destination.map { displayName(type(of: $0)) })
    }
}

/// Whether the caller runs where the main actor does.
enum MainThread {
    static var isCurrent: Bool {
        #if canImport(Darwin)
            // The main actor's executor is the main thread's.
            return pthread_main_np() != 0
        #elseif canImport(Glibc) || canImport(Musl)
            // Here the main actor's jobs run on the main dispatch queue, which libdispatch
            // drains from a worker thread once `dispatch_main()` has parked the first one (as a
            // test runner does); top-level code runs on the first thread, outside any queue.
            // Either makes the caller the main actor's; the first thread is asked first, since
            // its answer is the thread's for life and so is cached per thread.
            if isFirstThread { return true }
            return DispatchQueue.getSpecific(key: mainQueueKey) != nil
        #else
            return true
        #endif
    }

    #if !canImport(Darwin) && (canImport(Glibc) || canImport(Musl))
        /// Marks the main queue, so that a job can tell it runs there.
        private static let mainQueueKey: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()

        /// `gettid()`, which the C library declares only with `_GNU_SOURCE`; `nil` where it
        /// is missing (glibc before 2.30), and then every thread counts as the main one.
        private static let threadID: (@convention(c) () -> Int32)? = dlsym(nil, "gettid").map {
            unsafeBitCast($0, to: (@convention(c) () -> Int32).self)
        }

        /// The thread-specific key under which each thread caches whether it is the process's
        /// first thread (1) or not (2); `nil` when no key could be made, and then each call asks
        /// the kernel.
        private static let firstThreadKey: pthread_key_t? = {
            var key = pthread_key_t()
            return pthread_key_create(&key, nil) == 0 ? key : nil
        }()

        /// Whether the caller runs on the process's first thread, whose thread id is the
        /// process id: asked of the kernel (two system calls) once per thread, then read from
        /// the thread's own cache. Caching is sound because the answer is fixed for a thread's
        /// life, and a thread made later starts with no cached value (POSIX gives a new thread
        /// `NULL` for every key), even where it reuses an exited thread's memory.
        private static var isFirstThread: Bool {
            guard let gettid = threadID else { return true }
            guard let key = firstThreadKey else { return gettid() == getpid() }
            if let cached = pthread_getspecific(key) { return Int(bitPattern: cached) == 1 }
            let isFirst = gettid() == getpid()
            pthread_setspecific(key, UnsafeRawPointer(bitPattern: isFirst ? 1 : 2))
            return isFirst
        }
    #endif
}

/// The flags of a Swift class's nominal type descriptor, read from its metadata: the one
/// place that says "actor" for every kind of actor, with no protocol conformance to test.
///
/// The layout is the runtime's stable ABI (`include/swift/ABI/Metadata.h`,
/// `TargetClassMetadata`, and `MetadataValues.h`, `TypeContextDescriptorFlags`): after the
/// kind (an `isa` where Objective-C interoperates), the superclass, and — with Objective-C —
/// the two cache words and the `data` word, come 24 bytes of sizes and flags, then the
/// pointer to the class's context descriptor, whose first 32-bit word holds the kind (16 for a
/// class) in its low 5 bits and the class-specific flags in its high 16 bits, bit 7 of
/// which is `Class_IsActor`.
enum ClassDescriptor {
    /// `Class_IsActor` in the descriptor's flags word.
    static let isActorFlag: UInt32 = 1 << (16 + 7)

    /// The flags word of `type`'s context descriptor, or `nil` when `type` is no Swift class
    /// (a struct, an enum, a class of Objective-C alone) or the descriptor is not a class's.
    static func flags(of type: Any.Type) -> UInt32? {
        // 0 is a Swift class; above 0x7FF the word is an `isa`, which only class metadata
        // has. A foreign class (0x203) or an Objective-C class wrapper (0x305) has no
        // Swift descriptor.
        let kind = FieldMetadata.rawKind(type)
        guard kind == 0 || kind > 0x7FF else { return nil }
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let word = MemoryLayout<UInt>.size
        #if _runtime(_ObjC)
            // `data`: its low bits tell a Swift class from one of Objective-C alone, whose
            // object ends before the Swift fields.
            let data = metadata.load(fromByteOffset: 4 * word, as: UInt.self)
            guard data & 3 != 0 else { return nil }
            let descriptorOffset = 5 * word + 24
        #else
            let descriptorOffset = 2 * word + 24
        #endif
        guard let descriptor = metadata.load(fromByteOffset: descriptorOffset, as: UnsafeRawPointer?.self) else {
            return nil
        }
        let flags = descriptor.load(as: UInt32.self)
        // ContextDescriptorKind::Class.
        return flags & 0x1F == 16 ? flags : nil
    }
}
