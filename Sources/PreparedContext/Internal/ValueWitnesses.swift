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
    /// treated as noncopyable too. A generic enum's payload types are not in its metadata:
    /// its type arguments are checked instead (``typeArguments(of:)``).
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
        case .enum where isGenericValueType(type):
            // An enum's payload types are not in its metadata, but its type arguments are, and
            // a payload can only hold a noncopyable value of a type built from them: an enum
            // over a noncopyable argument (`Choice<Wrapper<Handle>>`, which the runtime
            // instantiates without the flag) is treated as noncopyable, whatever its cases.
            // One whose arguments cannot be read is too: a refusal, never a trap. Type
            // arguments are metadata of types already instantiated, so the recursion ends.
            guard let arguments = typeArguments(of: type) else { return true }
            return arguments.contains(where: isNoncopyable)
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

    /// The type arguments of the generic struct or enum `type` — those of the types it is
    /// nested in first, in declaration order — or `nil` when they cannot be read: its generic
    /// signature has a parameter pack or a value parameter, or the runtime failed the probe
    /// (``typeArgumentsAreReadable``).
    static func typeArguments(of type: Any.Type) -> [Any.Type]? {
        guard typeArgumentsAreReadable else { return nil }
        return uncheckedTypeArguments(of: type)
    }

    /// Whether ``uncheckedTypeArguments(of:)`` reads what the library expects from this
    /// runtime: the arguments of ``TypeArgumentsProbe``, an enum over a type nested in a
    /// generic type, with a conformance requirement whose witness table follows the
    /// arguments. Checked once, on first use.
    static let typeArgumentsAreReadable: Bool = {
        let expected: [Any.Type] = [String.self, Int.self, [UInt8].self]
        let read = uncheckedTypeArguments(of: TypeArgumentsProbeOuter<String>.Probe<Int, [UInt8]>.self)
        return read.map { $0.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init) } ?? false
    }()

    /// The type arguments of the generic struct or enum `type`, read from its metadata.
    ///
    /// Safe because: the caller has checked the kind word (a struct or an enum) and the
    /// descriptor's generic flag, so this is `TargetValueMetadata`, whose stable layout
    /// (include/swift/ABI/Metadata.h in swiftlang/swift, unchanged since the Swift 5.0 ABI
    /// and so on every OS this package supports) is the kind word, a pointer to its nominal
    /// type descriptor, then the generic argument vector (`getGenericArgumentOffset()` is 2
    /// words for value metadata). The descriptor, never deallocated, is read past its flags
    /// only when they say struct (kind 17) or enum (kind 18), and generic:
    /// - `TargetStructDescriptor` and `TargetEnumDescriptor` are both 28 bytes — the 20 of
    ///   `TargetTypeContextDescriptor` (flags, parent, name, access function, fields) and two
    ///   32-bit words — followed, for a generic type, by `TargetTypeGenericContextDescriptorHeader`:
    ///   two 32-bit relative pointers, then `GenericContextDescriptorHeader` (16-bit
    ///   `NumParams`, `NumRequirements`, `NumKeyArguments`, `Flags`), then `NumParams`
    ///   one-byte `GenericParamDescriptor`s (include/swift/ABI/GenericContext.h). The header
    ///   is the first trailing object of both descriptors since Swift 5.0.
    /// - The header's last word was `NumExtraArguments`, always 0, until Swift 5.9 made it
    ///   `Flags`: 0x1 a parameter pack, 0x4 a value parameter (Swift 6.2); 0x2, conditional
    ///   inverted protocols (`~Copyable`), adds no argument. With a pack or a value the
    ///   argument vector holds pack shapes or values, so `nil` is returned without reading it.
    /// - A parameter's descriptor has its kind in the low 6 bits (0 a type, 1 a pack, 2 a
    ///   value) and 0x80 when it has a key argument: the vector holds one metadata pointer
    ///   per type parameter with a key argument, in order, then the witness tables of its
    ///   conformance requirements, which are not read. Each pointer is metadata the runtime
    ///   has instantiated, never deallocated.
    /// ``typeArgumentsAreReadable`` checks all of this against a type the library knows.
    static func uncheckedTypeArguments(of type: Any.Type) -> [Any.Type]? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let descriptor = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
        let flags = descriptor.load(as: UInt32.self)
        // `ContextDescriptorKind` (include/swift/ABI/MetadataValues.h): 17 struct, 18 enum;
        // `isGeneric` is 0x80.
        guard flags & 0x1F == 17 || flags & 0x1F == 18, flags & 0x80 != 0 else { return nil }
        let header = descriptor + 28 + 8
        let parameterCount = Int(header.load(as: UInt16.self))
        let keyArgumentCount = Int(header.load(fromByteOffset: 4, as: UInt16.self))
        let genericFlags = header.load(fromByteOffset: 6, as: UInt16.self)
        guard genericFlags & 0x5 == 0 else { return nil }
        var arguments: [Any.Type] = []
        for position in 0..<parameterCount {
            let parameter = header.load(fromByteOffset: 8 + position, as: UInt8.self)
            guard parameter & 0x3F == 0 else { return nil }
            guard parameter & 0x80 != 0 else { continue }
            // Never past the key arguments the header counts.
            guard arguments.count < keyArgumentCount else { return nil }
            let offset = (2 + arguments.count) * MemoryLayout<Int>.size
            arguments.append(metadata.load(fromByteOffset: offset, as: Any.Type.self))
        }
        return arguments
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

/// A type the library knows the type arguments of, to check ``ValueWitnesses/uncheckedTypeArguments(of:)``
/// against the runtime: an enum nested in a generic type, with a conformance requirement.
enum TypeArgumentsProbeOuter<Outer> {
    enum Probe<First, Second: Hashable> {
        case first(First)
        case second(Second, Outer)
    }
}
