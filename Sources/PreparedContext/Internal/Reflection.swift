/// A stored property as `Mirror` shows it, with what propagation needs to find it again
/// in another instance of the same type without searching.
///
/// A class, immutable once built: plans hold and pass it on every propagation, and a
/// reference is cheaper to pass than a struct of strings.
final class ReflectedProperty: @unchecked Sendable {
    /// How the property is stored.
    enum Storage {
        /// A plain stored property.
        case plain
        /// A ``Prepared`` slot, labelled `_name` by the compiler.
        case slot(explicitKey: String?, target: TargetType)
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
    /// Where the field lives in a class instance, when the runtime says.
    let field: StoredField?

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

    var hasExplicitKey: Bool {
        if case .slot(_?, _) = storage { return true }
        return false
    }
}

/// Every stored property of a type's whole class chain.
struct TypeLayout {
    /// The deepest class chain reflection walks; controller hierarchies are far shallower.
    static let maximumLevels = 64
    private static let lazyStorageLabel = "$__lazy_storage_$_"

    let typeName: String
    /// The properties, the instance's own class first, then each superclass.
    let properties: [ReflectedProperty]
    /// Whether the type supplies its own mirror, whose children may differ per instance,
    /// so the layout must not be cached.
    let isCustomReflectable: Bool

    init(reflecting subject: Any, prefix: String) {
        typeName = displayName(type(of: subject))
        isCustomReflectable = subject is any CustomReflectable
        let subjectType = type(of: subject)
        // A custom mirror decides what the type shows; its children are read through it.
        let fields =
            isCustomReflectable ? [:] : (subjectType as? AnyClass).flatMap(StoredField.fields(of:)) ?? [:]
        var properties: [ReflectedProperty] = []
        var mirror: Mirror? = Mirror(reflecting: subject)
        var level = 0
        while let current = mirror, level < Self.maximumLevels {
            for (index, child) in current.children.enumerated() {
                guard let label = child.label else { continue }
                properties.append(
                    Self.property(
                        label: label, value: child.value, level: level, index: index, prefix: prefix,
                        field: fields[label]))
            }
            mirror = current.superclassMirror
            level += 1
        }
        self.properties = properties
    }

    private static func property(
        label: String, value: Any, level: Int, index: Int, prefix: String, field: StoredField?
    ) -> ReflectedProperty {
        let name: String
        let storage: ReflectedProperty.Storage
        if label.hasPrefix(lazyStorageLabel) {
            name = String(label.dropFirst(lazyStorageLabel.count))
            storage = .lazy
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
        let hasPrefix = !prefix.isEmpty && name.hasPrefix(prefix)
        return ReflectedProperty(
            name: name, label: label, level: level, index: index, storage: storage, hasPrefix: hasPrefix,
            field: field)
    }
}

/// Reads the stored properties of one instance by their cached position.
///
/// A class instance's fields are loaded at their offsets (see ``StoredField``); anything
/// else goes through `Mirror`, made lazily, one per class level, a child fetched by index —
/// `Mirror` builds children on demand, so the cost is per property read, not per property
/// declared.
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

    /// The current value of `property`'s storage, or `nil` if this instance has no such child.
    mutating func value(of property: ReflectedProperty) -> Any? {
        if let object, let field = property.field {
            return field.read(from: object)
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

    /// The slot behind a ``Prepared`` property.
    mutating func slot(of property: ReflectedProperty) -> AnyPreparedSlot? {
        if let object, let field = property.field, property.isSlot {
            return AnyPreparedSlot.stored(at: field.address(in: object))
        }
        return (value(of: property) as? any PreparedStorage)?.anySlot
    }
}
