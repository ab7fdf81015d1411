/// A stored property as propagation sees it, with what it needs to find it again in
/// another instance of the same type without searching.
///
/// A class, immutable once built: plans hold and pass it on every propagation, and a
/// reference is cheaper to pass than a struct of strings.
final class ReflectedProperty: @unchecked Sendable {
    /// How the property is stored.
    enum Storage {
        /// Whether this is an ``Ambient`` slot.
        var isAmbient: Bool {
            if case .ambient = self { return true }
            return false
        }

        /// A plain stored property.
        case plain
        /// A ``Prepared`` slot: a field whose declared type is `Prepared<Value>`. The
        /// explicit key is the one the instance the plan was made from carries; propagation
        /// checks it again in every instance (``PairPlan/holds(source:destination:)``).
        case slot(explicitKey: String?, target: TargetType)
        /// An ``Ambient`` slot: a field whose declared type is `Ambient<Value>`, fed from
        /// ambient values only — never matched by key, never providing.
        case ambient(target: TargetType)
        /// The storage of a `lazy var`, labelled `$__lazy_storage_$_name`; `nil` until first use.
        case lazy
        /// The storage of another property wrapper, labelled `_name`.
        case otherWrapper(typeName: String)
    }

    /// The property's name as declared.
    let name: String
    /// The label `Mirror` gives its storage.
    let label: String
    /// 0 for the instance's own class, 1 for its superclass, and so on.
    let level: Int
    /// The position among the children of its level's mirror.
    let index: Int
    let storage: Storage
    /// Whether `name` starts with the owner's marker prefix.
    let hasPrefix: Bool
    /// The field as the runtime describes it; `nil` for a child of a custom mirror.
    let field: StoredField?
    /// How the value may be read: as its field allows, or through the mirror that showed it.
    var access: FieldAccess { field?.access ?? .mirror }

    /// The key the property is matched by: the slot's explicit key, or its name.
    let key: String

    init(
        name: String, label: String, level: Int, index: Int, storage: Storage, hasPrefix: Bool,
        field: StoredField?
    ) {
        self.name = name
        self.label = label
        self.level = level
        self.index = index
        self.storage = storage
        self.hasPrefix = hasPrefix
        self.field = field
        if case .slot(let explicitKey?, _) = storage {
            key = explicitKey
        } else {
            key = name
        }
    }

    var isSlot: Bool {
        if case .slot = storage { return true }
        return false
    }

    /// Whether the property is an ``Ambient`` slot.
    var isAmbientSlot: Bool { storage.isAmbient }

    /// Whether the property's storage is a slot of either kind, which ``InstanceReader/slot(of:)`` reaches.
    var hasSlotStorage: Bool { isSlot || isAmbientSlot }

    var hasExplicitKey: Bool {
        if case .slot(_?, _) = storage { return true }
        return false
    }

    var explicitKey: String? {
        if case .slot(let key, _) = storage { return key }
        return nil
    }

    /// Whether the property can only provide context: a prefixed plain `let`, which no
    /// propagation can write, so a destination does not ask for it.
    var isProviderOnly: Bool {
        if case .plain = storage, let field { return !field.isVar }
        return false
    }
}

/// Every stored property of a type's whole class chain.
///
/// Classes and structs are described by the runtime's field metadata (``FieldMetadata``),
/// level by level, so two properties of the same name on two class levels stay two
/// properties, and no value is read to find them. A type that supplies its own mirror
/// (`CustomReflectable`) shows what that mirror shows; other kinds (enums, tuples) what
/// `Mirror` shows.
struct TypeLayout {
    private static let lazyStorageLabel = "$__lazy_storage_$_"

    let typeName: String
    /// The properties, the instance's own class first, then each superclass.
    let properties: [ReflectedProperty]
    /// Whether the properties came from a mirror, whose children may differ per instance,
    /// so the layout must not be cached.
    let isMirrorBased: Bool

    /// The layout of `subject`'s type.
    ///
    /// - Parameters:
    ///   - subject: An instance, for the explicit keys of its slots.
    ///   - prefix: The marker prefix.
    ///   - role: A source shows what its custom mirror shows, if it has one; a destination
    ///     is always described by its fields, since only they can be written.
    init(reflecting subject: Any, prefix: String, role: Role) {
        let subjectType = type(of: subject)
        typeName = displayName(subjectType)
        if role == .source, subject is any CustomReflectable {
            isMirrorBased = true
            properties = Self.mirrorProperties(of: subject, prefix: prefix)
        } else if let subjectClass = subjectType as? AnyClass {
            isMirrorBased = false
            var reader = InstanceReader(object: subject as AnyObject)
            var properties: [ReflectedProperty] = []
            var level = 0
            var current: AnyClass? = subjectClass
            // The chain ends at the root class; metadata never forms a cycle.
            while let levelClass = current {
                let fields = FieldMetadata.ownFields(of: levelClass)
                let names = Set(fields.map(\.name))
                for field in fields {
                    properties.append(
                        Self.property(field, level: level, prefix: prefix, levelNames: names, reader: &reader))
                }
                current = _getSuperclass(levelClass)
                level += 1
            }
            self.properties = properties
        } else if FieldMetadata.Kind(subjectType) == .struct {
            isMirrorBased = false
            var reader = InstanceReader(subject)
            let fields = FieldMetadata.structFields(of: subjectType)
            let names = Set(fields.map(\.name))
            properties = fields.map {
                Self.property($0, level: 0, prefix: prefix, levelNames: names, reader: &reader)
            }
        } else if FieldMetadata.Kind(subjectType) == .enum {
            // An enum's payload is stored in the enum's own layout, where a closure or a
            // value type's metatype differs from what its type describes, and the runtime
            // gives no payload type without reading it: an enum provides nothing.
            isMirrorBased = false
            properties = []
        } else {
            // Tuples and optionals: a value in an `Any` is stored as its type describes, so
            // the elements `Mirror` copies out are sound.
            isMirrorBased = true
            properties = Self.mirrorProperties(of: subject, prefix: prefix)
        }
    }

    /// Which side of a propagation a layout describes.
    enum Role {
        case source, destination
    }

    /// One field as a property. `levelNames` are the names of every stored field of the
    /// same class level: `_name` is a property wrapper's storage only when that level stores
    /// nothing under `name` itself (a wrapped property is computed).
    private static func property(
        _ field: StoredField, level: Int, prefix: String, levelNames: Set<String>, reader: inout InstanceReader
    ) -> ReflectedProperty {
        let label = field.name
        let isWrapperStorage = label.hasPrefix("_") && !levelNames.contains(String(label.dropFirst()))
        let name: String
        var storage = ReflectedProperty.Storage.plain
        if label.hasPrefix(lazyStorageLabel) {
            name = String(label.dropFirst(lazyStorageLabel.count))
            storage = .lazy
        } else if field.isSlot, let slotType = field.type as? any PreparedStorage.Type, slotType.isAmbient {
            name = isWrapperStorage ? String(label.dropFirst()) : label
            storage = .ambient(target: TargetType(slotType.valueType))
        } else if field.isSlot, let slotType = field.type as? any PreparedStorage.Type {
            name = isWrapperStorage ? String(label.dropFirst()) : label
            // Placeholder until the instance's slot is read just below.
            storage = .slot(explicitKey: nil, target: TargetType(slotType.valueType))
        } else if isWrapperStorage, !prefix.isEmpty, label.dropFirst().hasPrefix(prefix) {
            name = String(label.dropFirst())
            storage = .otherWrapper(typeName: displayName(field.type))
        } else {
            name = label
        }
        // An ambient slot is fed by its key type alone: its name marks nothing.
        let hasPrefix = !prefix.isEmpty && name.hasPrefix(prefix) && !storage.isAmbient
        let property = ReflectedProperty(
            name: name, label: label, level: level, index: field.index, storage: storage, hasPrefix: hasPrefix,
            field: field)
        guard case .slot(_, let target) = storage, let key = reader.slot(of: property)?.explicitKey else {
            return property
        }
        return ReflectedProperty(
            name: name, label: label, level: level, index: field.index,
            storage: .slot(explicitKey: key, target: target), hasPrefix: hasPrefix, field: field)
    }

    /// The properties a mirror shows, for types the runtime's field metadata does not
    /// describe as propagation needs.
    private static func mirrorProperties(of subject: Any, prefix: String) -> [ReflectedProperty] {
        var properties: [ReflectedProperty] = []
        var mirror: Mirror? = Mirror(reflecting: subject)
        var level = 0
        while let current = mirror {
            for (index, child) in current.children.enumerated() {
                guard let label = child.label else { continue }
                properties.append(
                    property(label: label, value: child.value, level: level, index: index, prefix: prefix))
            }
            mirror = current.superclassMirror
            level += 1
        }
        return properties
    }

    private static func property(
        label: String, value: Any, level: Int, index: Int, prefix: String
    ) -> ReflectedProperty {
        let name: String
        let storage: ReflectedProperty.Storage
        if label.hasPrefix(lazyStorageLabel) {
            name = String(label.dropFirst(lazyStorageLabel.count))
            storage = .lazy
        } else if label.hasPrefix("_"), let prepared = value as? any PreparedStorage, type(of: prepared).isAmbient {
            name = String(label.dropFirst())
            storage = .ambient(target: TargetType(prepared.anySlot.valueType))
        } else if label.hasPrefix("_"), let prepared = value as? any PreparedStorage {
            name = String(label.dropFirst())
            storage = .slot(explicitKey: prepared.anySlot.explicitKey, target: TargetType(prepared.anySlot.valueType))
        } else if label.hasPrefix("_"), !prefix.isEmpty, label.dropFirst().hasPrefix(prefix) {
            name = String(label.dropFirst())
            storage = .otherWrapper(typeName: displayName(type(of: value)))
        } else {
            name = label
            storage = .plain
        }
        // A custom mirror's children are values its own code made; a tuple's or an
        // optional's, values stored as their types describe: all are read through the mirror.
        let hasPrefix = !prefix.isEmpty && name.hasPrefix(prefix) && !storage.isAmbient
        return ReflectedProperty(
            name: name, label: label, level: level, index: index, storage: storage, hasPrefix: hasPrefix,
            field: nil)
    }
}

/// Reads the stored properties of one instance by their cached position.
///
/// A class instance's directly stored fields are copied at their offsets (see
/// ``StoredField/copyValue(from:)``); anything else goes through `Mirror`, made lazily, one
/// per class level, a child fetched by index — `Mirror` builds children on demand, so only
/// the properties propagation needs are ever read.
struct InstanceReader {
    let subject: Any
    /// The subject when it is a class instance, for reads at field offsets.
    let object: AnyObject?
    private var mirrors: [Mirror] = []

    /// A reader for a value of any kind; finding out whether it is an object costs a cast.
    init(_ subject: Any) {
        self.subject = subject
        object = type(of: subject) is AnyClass ? subject as AnyObject : nil
    }

    /// A reader for an object, with no cast.
    init(object: AnyObject) {
        subject = object
        self.object = object
    }

    /// The current value of `property`'s storage, or `nil` if this instance has no such
    /// child. Never call it for a property whose ``ReflectedProperty/access`` is
    /// ``FieldAccess/closure``, ``FieldAccess/thinMetatype``, ``FieldAccess/undescribed`` or
    /// ``FieldAccess/noncopyable``.
    mutating func value(of property: ReflectedProperty) -> Any? {
        switch property.access {
        case .closure, .thinMetatype, .undescribed, .noncopyable:
            return nil
        case .direct:
            if let object, let field = property.field { return field.copyValue(from: object) }
        case .mirror:
            break
        }
        while mirrors.count <= property.level {
            if let last = mirrors.last {
                guard let superclass = last.superclassMirror else { return nil }
                mirrors.append(superclass)
            } else {
                mirrors.append(Mirror(reflecting: subject))
            }
        }
        let children = mirrors[property.level].children
        if property.index < children.count {
            let child = children[children.index(children.startIndex, offsetBy: property.index)]
            if child.label == property.label { return child.value }
        }
        // A custom mirror may order its children differently per instance.
        return children.first { $0.label == property.label }?.value
    }

    /// The slot behind a ``Prepared`` property, retained for as long as the caller holds it.
    mutating func slot(of property: ReflectedProperty) -> AnyPreparedSlot? {
        guard property.hasSlotStorage else { return nil }
        if let object, let field = property.field {
            return field.loadSlot(from: object)
        }
        return (value(of: property) as? any PreparedStorage)?.anySlot
    }
}

extension StoredField {
    /// The slot of the `Prepared` field in `object`, as a strong reference.
    ///
    /// Safe because: the caller keeps `object` alive for the call; the field's declared type
    /// is `Prepared<Value>`, `Ambient<Value>`, `WeakPrepared<Object>` or `WeakAmbient<Object>` (checked: only they
    /// conform to `PreparedStorage`), each a struct whose only stored property is a strong
    /// reference to a subclass of `AnyPreparedSlot` (`PreparedSlot`, `WeakPreparedSlot`); and the load
    /// retains the slot, so a deinitializer that reassigns the property while propagation
    /// writes into the slot cannot free it.
    func loadSlot(from object: AnyObject) -> AnyPreparedSlot {
        precondition(isSlot, "PreparedContext: \(name) is not a slot")
        return Self.loadSlot(at: offset, of: object)
    }

    /// ``loadSlot(from:)`` for the slot field at `offset`, which a cached plan has found to
    /// be a slot field of `object`'s type.
    static func loadSlot(at offset: Int, of object: AnyObject) -> AnyPreparedSlot {
        (UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset).load(as: AnyPreparedSlot.self)
    }

    /// The slot of the slot field at `offset` in `object` (a field a cached plan found to be
    /// one), not retained: the caller proves that the object keeps holding it for as long as
    /// the reference is used (``PropagationRun``'s copy step).
    static func unretainedSlot(at offset: Int, of object: AnyObject) -> Unmanaged<AnyPreparedSlot> {
        let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset
        return Unmanaged<AnyPreparedSlot>.fromOpaque(address.load(as: UnsafeRawPointer.self))
    }

    /// Whether the slot of the slot field at `offset` in `object` (a field a cached plan
    /// found to be one) carries `key` as its explicit key.
    ///
    /// Reads the slot without retaining it. Safe because: the caller keeps `object` alive;
    /// the field is a slot field, whose bytes are a strong reference the object holds; and
    /// between the load and the last use of the slot only the slot's header is read and two
    /// strings compared — no code runs that could reassign the field or release the slot.
    static func slotHasExplicitKey(_ key: String?, at offset: Int, in object: AnyObject) -> Bool {
        unretainedSlot(at: offset, of: object)._withUnsafeGuaranteedRef { $0.read { $0.explicitKey == key } }
    }
}
