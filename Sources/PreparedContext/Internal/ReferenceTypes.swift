/// Which types a weak reference can hold, decided from the type alone.
enum ReferenceTypes {
    /// Whether a value of `type` is always a single object reference: a class, or an
    /// existential constrained to classes (`AnyObject`, a protocol refining it, a
    /// composition with a class). Such a value can be held weakly; anything else would be
    /// boxed, and the box released at once.
    static func isClassBound(_ type: Any.Type) -> Bool {
        switch FieldMetadata.Kind(type) {
        case .class:
            return true
        case .existential:
            // Safe because: type metadata is never deallocated; the kind word says this is
            // existential metadata, whose stable layout (`TargetExistentialTypeMetadata` in
            // swiftlang/swift's include/swift/ABI/Metadata.h) is the kind word followed by
            // a 32-bit `ExistentialTypeFlags`; and only those 32 bits are read.
            let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
            let flags = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UInt32.self)
            // `ClassConstraintMask` (include/swift/ABI/MetadataValues.h) is set when the
            // existential is *not* class-constrained.
            return flags & 0x8000_0000 == 0
        case .extendedExistential:
            // A parameterized protocol's existential (`any Listener<String>`) has extended
            // existential metadata. Safe because: metadata and shapes are never deallocated;
            // the kind word says this is `TargetExtendedExistentialTypeMetadata`, whose stable
            // layout (include/swift/ABI/Metadata.h in swiftlang/swift) is the kind word
            // followed by a pointer to its shape, whose first 32 bits are its
            // `ExtendedExistentialTypeShapeFlags`; only the pointer and those bits are read.
            let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
            let shape = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
            let flags = shape.load(as: UInt32.self)
            // `SpecialKind` (the low 8 bits, include/swift/ABI/MetadataValues.h): 1 is
            // `Class`, an existential whose value is a single class reference.
            return flags & 0xFF == 1
        default:
            return false
        }
    }
}
