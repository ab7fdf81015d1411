#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the Swift runtime says about a type's stored fields, learned without reading any
/// instance.
///
/// `Mirror` shows a field only together with its value, and reading a value is not always
/// safe: a dangling `unowned` reference traps, and a closure, or a thin metatype, is stored
/// in a representation other than its type's (swiftlang/swift#59979), so a copy read out of
/// the field is broken. Propagation therefore asks the runtime for each field's name, type,
/// offset and ownership first, decides which fields it may read and how, and then reads
/// only those.
///
/// The entry points are the ones the standard library's own field walker calls (see
/// `stdlib/public/core/ReflectionMirror.swift` and `stdlib/public/runtime/ReflectionMirror.cpp`
/// in swiftlang/swift), declared here as the Swift 5.5 runtime declares them. They take a
/// type and never an instance.
///
/// Runtime history, which sets this package's deployment targets:
/// - `swift_reflectionMirror_recursiveCount`, `…recursiveChildOffset` and
///   `…recursiveChildMetadata` are not in the Swift 5.1 or 5.2 runtimes; they arrived with
///   Swift 5.3 (iOS 14, macOS 11, tvOS 14).
/// - Until Swift 5.5, `recursiveChildMetadata` took `(type, index, const char **outName,
///   void (**outFreeFunc)(const char *))`. Swift 5.5 (iOS 15, macOS 12, tvOS 15) changed it,
///   under the same symbol, to take one `_FieldReflectionMetadata *` (`swift/shims/Reflection.h`),
///   which the macOS 11 SDKs' shims do not have. Called with the new form, a Swift 5.3 or 5.4
///   runtime writes the name's free function through whatever the fourth argument register
///   holds — memory corruption — and never fills `isStrong`. So the package requires
///   iOS 15, macOS 12 and tvOS 15 (`Package.swift`), where every runtime has the struct form.
/// - `swift_getMetadataKind` is exported since Swift 5.0.
///
/// Before it answers anything, the first use checks the runtime's answers on
/// `FieldMetadataProbe`, a type whose layout the library knows (``runtimeRefusal``); if they
/// disagree, every field list is empty and every propagation is refused.
enum FieldMetadata {
    /// The number of stored fields of a struct, of a tuple, or of a class and all its Swift
    /// superclasses (superclass fields first).
    @_silgen_name("swift_reflectionMirror_recursiveCount")
    static func recursiveCount(_ type: Any.Type) -> Int

    /// The byte offset of field `index` in an instance, as `recursiveCount` numbers them.
    /// For classes with Objective-C ancestry the runtime asks the Objective-C runtime for the
    /// instance variable's offset, which is what the instance really uses.
    @_silgen_name("swift_reflectionMirror_recursiveChildOffset")
    static func recursiveChildOffset(_ type: Any.Type, index: Int) -> Int

    /// The declared type of field `index`; fills `fieldMetadata` — a
    /// `_FieldReflectionMetadata *` — with its name and ownership.
    ///
    /// Declared with a raw pointer: the library passes a zeroed buffer larger than the
    /// struct (``RuntimeFieldRecord/bufferSize``), so that a runtime whose struct has grown
    /// writes into room the library owns, and reads back only the fields it knows.
    @_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
    fileprivate static func recursiveChildMetadata(
        _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutableRawPointer
    ) -> Any.Type

    /// The kind word of a type's metadata (`MetadataKind.def` in swiftlang/swift).
    @_silgen_name("swift_getMetadataKind")
    fileprivate static func metadataKind(_ type: Any.Type) -> UInt

    /// The kind of a type's metadata as the runtime reports it: 0 for class metadata, Swift
    /// or Objective-C; 0x203 for a foreign class, 0x305 for an Objective-C class wrapper.
    static func rawKind(_ type: Any.Type) -> UInt { metadataKind(type) }

    /// The kinds propagation tells apart; values from the runtime's stable ABI
    /// (`include/swift/ABI/MetadataKind.def`).
    enum Kind: Equatable {
        case `class`, `struct`, `enum`, optional, tuple, function, existential, metatype
        case existentialMetatype, extendedExistential, other

        init(_ type: Any.Type) {
            switch FieldMetadata.metadataKind(type) {
            case 0x200: self = .struct
            case 0x201: self = .enum
            case 0x202: self = .optional
            case 0x301: self = .tuple
            case 0x302: self = .function
            case 0x303: self = .existential
            case 0x304: self = .metatype
            case 0x306: self = .existentialMetatype
            // A parameterized protocol's existential, `any Listener<String>` (Swift 5.7).
            case 0x307: self = .extendedExistential
            // 0 is a Swift class; above 0x7FF the word is an Objective-C isa pointer, which
            // only class metadata has. 0x203 is a foreign (Core Foundation) class, 0x305 an
            // Objective-C class wrapper.
            case 0, 0x203, 0x305, 0x800...: self = .class
            default: self = .other
            }
        }
    }

    /// The stored fields a class declares itself, in declaration order: the same fields, in
    /// the same order, as its level's `Mirror` children.
    /// Empty when the runtime failed the probe (``runtimeRefusal``).
    static func ownFields(of type: AnyClass) -> [StoredField] {
        guard runtimeRefusal == nil else { return [] }
        return uncheckedOwnFields(of: type)
    }

    /// The stored fields of a struct, in declaration order.
    ///
    /// Empty when the runtime failed the probe (``runtimeRefusal``).
    static func structFields(of type: Any.Type) -> [StoredField] {
        guard runtimeRefusal == nil else { return [] }
        return fields(of: type, indices: 0..<recursiveCount(type))
    }

    static func uncheckedOwnFields(of type: AnyClass) -> [StoredField] {
        let inherited = _getSuperclass(type).map(recursiveCount) ?? 0
        return fields(of: type, indices: inherited..<recursiveCount(type))
    }

    private static func fields(of type: Any.Type, indices: Range<Int>) -> [StoredField] {
        var fields = describedFields(of: type, indices: indices)
        // The runtime shows a field as `()` when its type is `Void` and when it cannot show
        // the type — a noncopyable one, which a class may hold. A field read as `Void`
        // reads no bytes, so only a field that provably has none may be:
        // - every field of a struct: a struct that holds a noncopyable field is noncopyable
        //   itself, and no value of it reaches propagation;
        // - a class's field at an offset inside the object header (the metadata pointer and
        //   the reference counts), where no field with bytes can lie: the runtime gives a
        //   field without storage the offset 0 — when its descriptor declares it `()` (an
        //   empty noncopyable struct is shown so too, and must not be read), or when the
        //   descriptor cannot be read.
        let classType: AnyClass? = type as? AnyClass
        for position in fields.indices where fields[position].access == .undescribed {
            guard let classType else {
                fields[position].access = .direct
                continue
            }
            if fields[position].offset < 2 * MemoryLayout<Int>.size,
                FieldTypeNames.isDeclaredVoid(classType, ownFieldIndex: fields[position].index) ?? true
            {
                fields[position].access = .direct
            }
        }
        return fields
    }

    private static func describedFields(of type: Any.Type, indices: Range<Int>) -> [StoredField] {
        indices.map { index in
            let record = RuntimeFieldRecord.read(type, index: index)
            return StoredField(
                name: record.name, type: record.type, offset: recursiveChildOffset(type, index: index),
                isStrong: record.isStrong, isVar: record.isVar, index: index - indices.lowerBound)
        }
    }

    /// The types of a tuple type's elements, from the tuple's metadata; empty when the
    /// runtime failed the probe.
    static func tupleElementTypes(of type: Any.Type) -> [Any.Type] {
        guard runtimeRefusal == nil else { return [] }
        return (0..<recursiveCount(type)).map { RuntimeFieldRecord.read(type, index: $0).type }
    }

    /// The instance type of a metatype's metadata.
    ///
    /// `TargetMetatypeMetadata` is, by the stable ABI, the kind word followed by a pointer to
    /// the instance type's metadata. Metadata is never freed, and the read happens only
    /// after the runtime has said the kind is `Metatype`, so the word is there.
    static func instanceType(ofMetatype type: Any.Type) -> Any.Type {
        precondition(Kind(type) == .metatype)
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: Any.Type.self)
    }
}

/// `_FieldReflectionMetadata` of the runtime's `swift/shims/Reflection.h` (Swift 5.5 on),
/// which the runtime fills: the field's name (freed with `freeFunc` when that is set),
/// whether the reference is strong (not `weak`, `unowned` or `unowned(unsafe)`), and whether
/// it is a `var`. The struct is only the layout of the fields the library reads: the
/// runtime writes into a larger zeroed buffer (``read(_:index:)``).
struct RuntimeFieldRecord {
    var name: UnsafePointer<CChar>? = nil
    var freeFunc: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong = false
    var isVar = true

    /// The buffer the runtime writes into: four times the struct Swift 5.5 to 6.3 declare
    /// (24 bytes on 64-bit platforms), so a runtime whose struct grows by up to three times
    /// its size still writes inside memory the library owns.
    static let bufferSize = 4 * MemoryLayout<RuntimeFieldRecord>.stride

    /// What the runtime says of field `index` of `type`: its declared type, name and
    /// ownership. The name is copied and the runtime's copy freed.
    ///
    /// Safe because: the buffer is `bufferSize` bytes, zeroed, aligned for pointers, and
    /// lives until the last read; the runtime writes a `_FieldReflectionMetadata` at its
    /// start, whose known fields sit at the offsets of this struct's (same types, same
    /// order: the C layout); `isVar`'s byte is set to 1 first, so a runtime that does not
    /// fill it leaves a `let` counted as a `var`, as before the runtime told them apart;
    /// and the bytes of `isStrong` and `isVar` are read as `UInt8` and compared with 0, so
    /// no byte value is an invalid `Bool`. The name pointer is either null (zeroed) or the
    /// runtime's C string, which stays valid until `freeFunc` is called on it (after the copy).
    static func read(_ type: Any.Type, index: Int) -> (type: Any.Type, name: String, isStrong: Bool, isVar: Bool) {
        withUnsafeTemporaryAllocation(byteCount: bufferSize, alignment: MemoryLayout<RuntimeFieldRecord>.alignment) {
            buffer in
            let base = buffer.baseAddress!
            base.initializeMemory(as: UInt8.self, repeating: 0, count: bufferSize)
            base.storeBytes(of: 1, toByteOffset: Self.isVarOffset, as: UInt8.self)
            let fieldType = FieldMetadata.recursiveChildMetadata(type, index: index, fieldMetadata: base)
            let namePointer = base.load(fromByteOffset: Self.nameOffset, as: UnsafePointer<CChar>?.self)
            let name = namePointer.map { String(cString: $0) } ?? ""
            let free = base.load(
                fromByteOffset: Self.freeFuncOffset, as: (@convention(c) (UnsafePointer<CChar>?) -> Void)?.self)
            free?(namePointer)
            let isStrong = base.load(fromByteOffset: Self.isStrongOffset, as: UInt8.self) != 0
            let isVar = base.load(fromByteOffset: Self.isVarOffset, as: UInt8.self) != 0
            return (fieldType, name, isStrong, isVar)
        }
    }

    private static let nameOffset = MemoryLayout<RuntimeFieldRecord>.offset(of: \.name)!
    private static let freeFuncOffset = MemoryLayout<RuntimeFieldRecord>.offset(of: \.freeFunc)!
    private static let isStrongOffset = MemoryLayout<RuntimeFieldRecord>.offset(of: \.isStrong)!
    private static let isVarOffset = MemoryLayout<RuntimeFieldRecord>.offset(of: \.isVar)!
}

/// One stored field of a type, as the runtime describes it for every instance.
struct StoredField {
    /// The field's name; a property wrapper's storage is `_name`.
    let name: String
    /// The declared type, such as `Prepared<Int>` or `Optional<User>`.
    let type: Any.Type
    /// The byte offset from the start of the instance (of the struct, or of the object).
    let offset: Int
    /// Whether the field holds a strong reference or a value: not `weak`, `unowned` or
    /// `unowned(unsafe)`.
    let isStrong: Bool
    /// Whether the field is a `var`; a `let` can only provide context.
    let isVar: Bool
    /// The position among its level's fields, which is its `Mirror` child's position.
    let index: Int
    /// How propagation may read the field.
    fileprivate(set) var access: FieldAccess
    /// Whether the declared type is `Prepared<Value>`, `Ambient<Value>` or `WeakPrepared<Object>`, and the field strong.
    let isSlot: Bool

    init(name: String, type: Any.Type, offset: Int, isStrong: Bool, isVar: Bool, index: Int) {
        self.name = name
        self.type = type
        self.offset = offset
        self.isStrong = isStrong
        self.isVar = isVar
        self.index = index
        access = FieldAccess(type: type, isStrong: isStrong)
        isSlot = isStrong && type is any PreparedStorage.Type
    }
}

/// How a field's value may be read, decided from its declaration alone, so the decision
/// holds for every instance.
enum FieldAccess: Equatable {
    /// The field is stored exactly as a value of its type is: a copy at its offset with the
    /// type's own value witness is what `Mirror` would read, at no demangling cost.
    case direct
    /// The field is a `weak`, `unowned` or `unowned(unsafe)` reference: only the runtime
    /// knows how to load it, so it is read through `Mirror` (a `weak` one as its referent
    /// or `nil`).
    case mirror
    /// The field's type contains a function type: its stored representation differs from
    /// its type's, so any copy read out of it is broken and must not be delivered.
    case closure
    /// The field's type contains the metatype of a type that is not a class, which Swift
    /// stores in zero bytes: a read would take whatever follows for a type.
    case thinMetatype
    /// The runtime describes the field's type as `()` and the field has bytes: its type is
    /// a noncopyable one the runtime cannot show, or its metadata could not be found.
    /// Nothing is read. (A `()` field proven to have no bytes is a `Void` field, read as
    /// ``direct``.)
    case undescribed
    /// The field's type is noncopyable — the runtime shows a generic class's field of a
    /// noncopyable type argument as that type — and a copy would stop the program.
    case noncopyable

    init(type: Any.Type, isStrong: Bool) {
        if type == Void.self {
            self = .undescribed
        } else if ValueWitnesses.isNoncopyable(type) {
            self = .noncopyable
        } else if let unsupported = Self.unsupportedRepresentation(in: type) {
            self = unsupported
        } else {
            self = isStrong ? .direct : .mirror
        }
    }

    /// Whether `type` is, or holds in an optional or tuple, a type stored differently than
    /// its metadata describes. Structs, enums and classes are stored as their metadata says
    /// wherever they appear, whatever they contain.
    private static func unsupportedRepresentation(in type: Any.Type) -> FieldAccess? {
        switch FieldMetadata.Kind(type) {
        case .function:
            return .closure
        case .metatype:
            return FieldMetadata.instanceType(ofMetatype: type) is AnyClass ? nil : .thinMetatype
        case .optional:
            return (type as? any OptionalProtocol.Type).flatMap { unsupportedRepresentation(in: $0.wrappedType) }
        case .tuple:
            for element in FieldMetadata.tupleElementTypes(of: type) {
                if let unsupported = unsupportedRepresentation(in: element) { return unsupported }
            }
            return nil
        case .class, .struct, .enum, .existential, .existentialMetatype, .extendedExistential, .other:
            return nil
        }
    }

    /// Whether a value read from the field may be copied into a slot of the same declared
    /// type without the type check: a concrete struct, enum or class, never an optional or
    /// an existential, whose value the type check would unwrap.
    static func isExactlyCopyable(_ type: Any.Type) -> Bool {
        switch FieldMetadata.Kind(type) {
        case .class, .struct, .enum: true
        default: false
        }
    }
}

extension StoredField {
    /// A copy of the field's value in `object`.
    ///
    /// Safe because: the caller keeps `object` alive for the call; `offset` and `type` come
    /// from the runtime's metadata for `object`'s exact class (or a superclass of it), so
    /// they hold for every instance; and the field is ``FieldAccess/direct``, so its bytes
    /// are a valid value of `type` that the type's copy witness may retain.
    func copyValue(from object: AnyObject) -> Any {
        precondition(access == .direct, "PreparedContext: \(name) is not stored as its type")
        let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset
        func load<T>(_: T.Type) -> Any { address.load(as: T.self) }
        return _openExistential(type, do: load)
    }
}
