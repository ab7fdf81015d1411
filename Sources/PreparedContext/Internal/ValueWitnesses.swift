#if canImport(ObjectiveC)
    import ObjectiveC
#endif

/// What a type's metadata says about copying its values and the size of its instances,
/// read without any instance.
enum ValueWitnesses {
    /// Whether values of `type` cannot be copied: a noncopyable struct or enum, or an optional
    /// or tuple holding one.
    ///
    /// The runtime describes a field of a generic class by its real type, so
    /// `final class Box<T: ~Copyable> { var value: T }` with a noncopyable `T` has a field
    /// of that type, and copying it stops the program ("cannot copy noncopyable type").
    /// Only the metadata can tell.
    ///
    /// Safe because: every type's metadata is preceded by a pointer to its value witness
    /// table, and metadata and witness tables are never deallocated (the stable ABI,
    /// include/swift/ABI/Metadata.h and ValueWitness.def in swiftlang/swift); the table
    /// starts with eight witness functions, then `size`, `stride` and the 32-bit `flags`
    /// read here. Runtimes older than noncopyable generics (Swift 5.9) never set the bit,
    /// and cannot instantiate a generic type over a noncopyable type either.
    static func isNoncopyable(_ type: Any.Type) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let witnesses = metadata.load(fromByteOffset: -MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
        let flags = witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.size, as: UInt32.self)
        // `ValueWitnessFlags::IsNonCopyable` (include/swift/ABI/MetadataValues.h).
        return flags & 0x0080_0000 != 0
    }

    /// The size of an instance of `type` in bytes, or `nil` where it cannot be known
    /// exactly; for a class the end of its last stored field, for a struct its size.
    ///
    /// Used only to prove a field empty: a field the runtime describes as `()` is a `Void`
    /// field — or a type the runtime cannot show, such as a noncopyable one — and its
    /// bytes are the gap up to the next field or the end of the instance.
    static func instanceSize(of type: Any.Type) -> Int? {
        if let type = type as? AnyClass {
            #if canImport(ObjectiveC)
                // Every Swift class is an Objective-C class here; the size is rounded up to
                // a pointer's, which only ever makes the gap seem larger, never smaller.
                return class_getInstanceSize(type)
            #elseif os(Linux) || os(Android) || os(Windows) || os(WASI) || os(FreeBSD) || os(OpenBSD)
                // Safe because: without Objective-C interoperability, class metadata is the
                // kind word, the superclass pointer, the 32-bit class flags and instance
                // address point, then the 32-bit instance size (`TargetClassMetadata` in
                // include/swift/ABI/Metadata.h); metadata is never deallocated. A class
                // from a module the runtime does not know as Swift still has this layout
                // here, since no other object model exists.
                let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
                return Int(metadata.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UInt32.self))
            #else
                return nil
            #endif
        }
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}
