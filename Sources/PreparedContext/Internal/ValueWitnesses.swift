/// What a type's value witnesses say about copying its values, read without any instance.
enum ValueWitnesses {
    /// Whether values of `type` cannot be copied: a noncopyable struct or enum, or an optional,
    /// tuple or generic struct holding one.
    ///
    /// The runtime describes a field of a generic class by its real type, so
    /// `final class Box<T: ~Copyable> { var value: T }` with a noncopyable `T` has a field
    /// of that type, and copying it stops the program ("cannot copy noncopyable type").
    /// Only the metadata can tell.
    ///
    /// The flag is not enough: the runtime instantiates a conditionally copyable generic
    /// struct (`InlineArray<2, T>`, `struct Wrapper<T: ~Copyable>: ~Copyable` with
    /// `extension Wrapper: Copyable where T: Copyable`) over a noncopyable argument without
    /// setting it. Such a struct holds the noncopyable value in a field, so a generic
    /// struct's fields are checked too, an optional through its wrapped type and a tuple
    /// through its elements. Two shapes stay unseen: a field the runtime shows as `()`
    /// (a field typed by another such struct over the argument, `var inner: Wrapper<T>`,
    /// which it shows so whether `T` is copyable or not), and a generic enum's payload,
    /// whose types its metadata does not give.
    static func isNoncopyable(_ type: Any.Type) -> Bool {
        if hasNoncopyableFlag(type) { return true }
        switch FieldMetadata.Kind(type) {
        case .optional:
            return isNoncopyable(wrappedType(ofOptional: type))
        case .tuple:
            return FieldMetadata.tupleElementTypes(of: type).contains(where: isNoncopyable)
        case .struct where isGenericValueType(type):
            // The runtime's field walker takes a struct as it takes a tuple (`tupleElementTypes`
            // makes the same calls as `structFields`, without deciding each field's access).
            // Struct nesting is finite, so the recursion ends.
            return FieldMetadata.tupleElementTypes(of: type).contains(where: isNoncopyable)
        default:
            return false
        }
    }

    /// Whether the value witness flags of `type` say its values cannot be copied.
    ///
    /// Safe because: every type's metadata is preceded by a pointer to its value witness
    /// table, and metadata and witness tables are never deallocated (the stable ABI,
    /// include/swift/ABI/Metadata.h and ValueWitness.def in swiftlang/swift); the table
    /// starts with eight witness functions, then `size`, `stride` and the 32-bit `flags`
    /// read here. Runtimes older than noncopyable generics (Swift 5.9) never set the bit,
    /// and cannot instantiate a generic type over a noncopyable type either.
    private static func hasNoncopyableFlag(_ type: Any.Type) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let witnesses = metadata.load(fromByteOffset: -MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
        let flags = witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.size, as: UInt32.self)
        // `ValueWitnessFlags::IsNonCopyable` (include/swift/ABI/MetadataValues.h).
        return flags & 0x0080_0000 != 0
    }

    /// The `Wrapped` type of an optional type, read from its metadata: a cast to a protocol
    /// `Optional` conforms to fails when the runtime finds `Wrapped` noncopyable.
    ///
    /// Safe because: the caller has checked the kind word (an optional), so this is
    /// `TargetEnumMetadata` of `Optional`, whose stable layout (include/swift/ABI/Metadata.h
    /// in swiftlang/swift) is the kind word, a pointer to its descriptor, then its generic
    /// arguments — `Optional` has one, `Wrapped`'s metadata, which is never deallocated.
    private static func wrappedType(ofOptional type: Any.Type) -> Any.Type {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return metadata.load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: Any.Type.self)
    }

    /// Whether the struct or enum `type` is generic.
    ///
    /// Safe because: the caller has checked the kind word (a struct), so this is
    /// `TargetValueMetadata`, whose stable layout (include/swift/ABI/Metadata.h in
    /// swiftlang/swift) is the kind word followed by a pointer to its nominal type
    /// descriptor; descriptors, like metadata, are never deallocated, and every context
    /// descriptor starts with its 32-bit `ContextDescriptorFlags`, the only bits read.
    private static func isGenericValueType(_ type: Any.Type) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let descriptor = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
        // `ContextDescriptorFlags::isGeneric` (include/swift/ABI/MetadataValues.h).
        return descriptor.load(as: UInt32.self) & 0x80 != 0
    }
}
