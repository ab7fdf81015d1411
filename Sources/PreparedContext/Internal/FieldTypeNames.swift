/// The type a class's stored field is declared with, as its field descriptor spells it: what
/// tells a `Void` field from one of an empty noncopyable struct, which the runtime both shows
/// as `()` at offset 0.
///
/// The runtime reads a field's type from the mangled name in the class's field descriptor.
/// `()` is mangled `yt` (`Void` is its alias and mangles the same), and a generic parameter
/// `x` or `q…_`, which the runtime replaces by the class's type argument. Any other name that
/// the runtime shows as `()` is a type it would not show — a noncopyable one — and the field
/// is not read.
enum FieldTypeNames {
    /// Whether field `index` of `type`'s own fields is declared `()`, or a generic parameter
    /// the runtime resolved to `()`; `nil` when the descriptor cannot be read (the probe
    /// failed, or `type` is not a Swift class).
    static func isDeclaredVoid(_ type: AnyClass, ownFieldIndex index: Int) -> Bool? {
        guard descriptorsAreReadable else { return nil }
        return uncheckedMangledTypeName(type, ownFieldIndex: index).map { name in
            name == Array("yt".utf8) || name == Array("x".utf8)
                || (name.count >= 2 && name.first == UInt8(ascii: "q") && name.last == UInt8(ascii: "_")
                    && name.dropFirst().dropLast().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        }
    }

    /// Whether this runtime's class metadata and field descriptors read as the library
    /// expects: ``FieldMetadataClassProbe``'s first two fields are an `Int` and a weak
    /// optional, mangled `Si` and `yXlSgXw` (standard substitutions, never symbolic
    /// references), and it has no fourth field. Checked once, on first use.
    static let descriptorsAreReadable: Bool = {
        let names = (0..<4).map { uncheckedMangledTypeName(FieldMetadataClassProbe.self, ownFieldIndex: $0) }
        return names[0] == Array("Si".utf8) && names[1] == Array("yXlSgXw".utf8) && names[2] != nil
            && names[3] == nil
    }()

    /// The mangled type name of field `index` of `type`'s own fields, up to the first byte
    /// that is not printable ASCII (where a symbolic reference starts), at most 32 bytes.
    ///
    /// Safe because: `type` is class metadata, never deallocated, whose stable layout
    /// (`TargetAnyClassMetadata` and `TargetClassMetadata`, include/swift/ABI/Metadata.h in
    /// swiftlang/swift, unchanged since the Swift 5.0 ABI) is the kind or isa word, the
    /// superclass, with Objective-C interoperability two cache words and the `Data` word,
    /// then 32-bit flags, instance address point, instance size, a 16-bit alignment mask and
    /// a 16-bit reserved word, 32-bit class size and class address point, then the pointer to
    /// the nominal type descriptor. Where Objective-C is there, `Data`'s low two bits say
    /// whether the class is a Swift class, whose metadata has those fields; nothing past
    /// `Data` is read otherwise. The descriptor is read past its flags only when they say
    /// class (kind 16): `TargetTypeContextDescriptor` holds at offset 16 a 32-bit relative
    /// pointer to its `FieldDescriptor` (0 when it has none), which is a 32-bit relative
    /// pointer to the mangled name, one to the superclass, 16-bit kind and record size, a
    /// 32-bit field count, then the records: 32-bit flags, a relative pointer to the field's
    /// mangled type name, one to its name (include/swift/RemoteInspection/Records.h). The
    /// index is checked against the count and the record size against the 12 bytes read.
    /// The name is a NUL-terminated string in which a symbolic reference (a byte from 1 to
    /// 0x1F) is followed by its 4 bytes: reading stops at the first byte below 0x20, so no
    /// byte past the string is read. Descriptors and names are never deallocated.
    /// ``descriptorsAreReadable`` checks all of this against a class the library knows.
    static func uncheckedMangledTypeName(_ type: AnyClass, ownFieldIndex index: Int) -> [UInt8]? {
        let word = MemoryLayout<Int>.size
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        #if _runtime(_ObjC)
            guard metadata.load(fromByteOffset: 4 * word, as: UInt.self) & 0x3 != 0 else { return nil }
            let descriptorOffset = 5 * word + 24
        #else
            let descriptorOffset = 2 * word + 24
        #endif
        guard let descriptor = metadata.load(fromByteOffset: descriptorOffset, as: UnsafeRawPointer?.self),
            descriptor.load(as: UInt32.self) & 0x1F == 16
        else { return nil }
        let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
        guard fieldsOffset != 0 else { return nil }
        let fields = descriptor + 16 + Int(fieldsOffset)
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        guard index >= 0, index < count, recordSize >= 12 else { return nil }
        let record = fields + 16 + index * recordSize
        let nameOffset = record.load(fromByteOffset: 4, as: Int32.self)
        guard nameOffset != 0 else { return nil }
        let name = record + 4 + Int(nameOffset)
        var bytes: [UInt8] = []
        while bytes.count < 32 {
            let byte = name.load(fromByteOffset: bytes.count, as: UInt8.self)
            guard byte >= 0x20 else { break }
            bytes.append(byte)
        }
        return bytes
    }
}
