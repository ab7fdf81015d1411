/// What a type's value witnesses say about copying its values, read without any instance.
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
}
