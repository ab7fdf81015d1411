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
    /// through its elements. A generic struct with a field the runtime shows as `()` but
    /// that has bytes (`var inner: Wrapper<T>`, shown so whether `T` is copyable or not) is
    /// treated as noncopyable too. One shape stays unseen: a generic enum's payload, whose
    /// types its metadata does not give.
    static func isNoncopyable(_ type: Any.Type) -> Bool {
        if hasNoncopyableFlag(type) { return true }
        switch FieldMetadata.Kind(type) {
        case .optional:
            return isNoncopyable(wrappedType(ofOptional: type))
        case .tuple:
            return FieldMetadata.tupleElementTypes(of: type).contains(where: isNoncopyable)
        case .struct where isGenericValueType(type):
            // Struct nesting is finite, so the recursion ends.
            let fields = FieldMetadata.structFields(of: type)
            return fields.contains { $0.access == .noncopyable } || hasUndescribedBytes(fields, of: type)
        default:
            return false
        }
    }

    /// Whether the generic struct `type` has a field the runtime shows as `()` that
    /// provably has bytes: the runtime shows so a field typed by a conditionally copyable
    /// struct over the type argument (`var inner: Wrapper<T>`), whether the argument is
    /// copyable or not, and copying the struct copies that field with its real witnesses.
    /// Such a struct is treated as noncopyable — refused, never copied — also when its
    /// argument is copyable: a typed refusal where a copy could stop the program.
    ///
    /// A `Void` field has no bytes: its offset is that of the next field, or the struct's
    /// end, or lies inside the previous field (the runtime may give an empty field the
    /// offset 0).
    private static func hasUndescribedBytes(_ fields: [StoredField], of type: Any.Type) -> Bool {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        let end = _openExistential(type, do: size)
        for (position, field) in fields.enumerated() where field.type == Void.self {
            let next = position + 1 < fields.count ? fields[position + 1].offset : end
            let previous = position > 0 ? fields[position - 1].offset : -1
            if next > field.offset, field.offset > previous { return true }
        }
        return false
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
