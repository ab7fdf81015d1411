/// The matching and conversion rules, for the static contract check (`Sources/ContextCheckCore`).
///
/// The checker reads properties from Swift source instead of reflecting on instances, then
/// asks these functions — the very code propagation runs — which source property feeds
/// which slot and whether a literal fits a numeric slot. Not for apps.
package enum StaticContract {
    /// A property as the checker read it from source.
    package struct Property: Hashable, Sendable, MatchableProperty {
        /// The declared name.
        package let name: String
        /// Whether the property is a `@Prepared` slot.
        package let isSlot: Bool
        /// The slot's `key:` argument, if any.
        package let explicitKey: String?
        /// Whether the name starts with the owner's prefix.
        package let hasPrefix: Bool

        /// Creates a property.
        ///
        /// - Parameters:
        ///   - name: The declared name.
        ///   - isSlot: Whether it is a `@Prepared` slot.
        ///   - explicitKey: The slot's `key:` argument.
        ///   - prefix: The owner's marker prefix; empty turns prefix matching off.
        package init(name: String, isSlot: Bool, explicitKey: String?, prefix: String) {
            self.name = name
            self.isSlot = isSlot
            self.explicitKey = isSlot ? explicitKey : nil
            hasPrefix = !prefix.isEmpty && name.hasPrefix(prefix)
        }

        /// The key the property is matched by.
        package var key: String { explicitKey ?? name }
        /// Whether a slot names its key explicitly.
        package var hasExplicitKey: Bool { explicitKey != nil }
        /// Whether the property takes part by itself: a slot, or a prefixed name.
        package var takesPart: Bool { isMarked }
    }

    /// Whether a key passed with a segue, by a hook or offered reaches the slot key
    /// `slotKey` of a destination whose prefix is `prefix` and whose slot keys are `slotKeys`.
    package static func passedKey(_ passedKey: String, reaches slotKey: String, prefix: String, slotKeys: Set<String>)
        -> Bool
    {
        Matching.passedKey(passedKey, reaches: slotKey, prefix: prefix, slotKeys: slotKeys)
    }

    /// The source properties that feed `destination`, by the rule propagation applies.
    ///
    /// - Parameters:
    ///   - destination: A destination property that takes part.
    ///   - source: Every stored property of the source, superclasses included.
    /// - Returns: The candidates; more than one is an ambiguity.
    package static func candidates(for destination: Property, in source: [Property]) -> [Property] {
        Matching.candidates(for: destination, in: source)
    }

    /// Whether a number converts exactly into the named standard numeric type, by the rule
    /// propagation applies; `nil` when the type is not a standard numeric type.
    ///
    /// - Parameters:
    ///   - value: An `Int` or `Double` literal's value.
    ///   - typeName: A type name such as `Float` or `UInt8`.
    package static func number(_ value: Any, fitsExactly typeName: String) -> Bool? {
        guard let type = numericType(named: typeName), let numeric = TargetType(type).numeric else { return nil }
        return TypeCheck.convertNumber(value, to: numeric) != nil
    }

    /// Whether the named type is a standard numeric type.
    ///
    /// - Parameter typeName: A type name such as `Double`.
    package static func isNumeric(_ typeName: String) -> Bool {
        numericType(named: typeName) != nil
    }

    /// A property that `UIViewController` or `NSViewController` declares, which a subclass
    /// cannot redeclare as a slot, and the slot that passes its value instead: the table the
    /// ``PreparationError/Code/unknownKey`` fix names (``FrameworkOwnedProperty``).
    package struct FrameworkSlot: Hashable, Sendable {
        /// The framework's property (`title`).
        package let property: String
        /// The classes that declare it.
        package let owner: String
        /// The slot's name, which is its key (`screenTitle`).
        package let slotName: String
        /// The slot's value type as Swift writes it (`String?`).
        package let slotType: String
        /// The declaration after `@Prepared var ` (`screenTitle: String?`, `hidesTabBar = false`).
        package let slotDeclaration: String
        /// How the controller assigns the property from the slot (`title = screenTitle`).
        package let assignment: String
    }

    /// The slot that passes the framework-owned property `name`, or `nil` when the table has none.
    ///
    /// - Parameter name: A property name such as `title` or `hidesBottomBarWhenPushed`.
    package static func frameworkSlot(for name: String) -> FrameworkSlot? {
        FrameworkOwnedProperty.named(name).map { owned in
            FrameworkSlot(
                property: name, owner: owned.owner, slotName: owned.slotName, slotType: owned.slotType,
                slotDeclaration: owned.slot, assignment: owned.assignment)
        }
    }

    /// Every framework-owned property the table names.
    package static var frameworkOwnedProperties: [String] { FrameworkOwnedProperty.table.keys.sorted() }

    private static func numericType(named name: String) -> Any.Type? {
        switch name {
        case "Int": Int.self
        case "Int8": Int8.self
        case "Int16": Int16.self
        case "Int32": Int32.self
        case "Int64": Int64.self
        case "UInt": UInt.self
        case "UInt8": UInt8.self
        case "UInt16": UInt16.self
        case "UInt32": UInt32.self
        case "UInt64": UInt64.self
        case "Float": Float.self
        // CGFloat is a Double on every 64-bit platform.
        case "Double", "CGFloat": Double.self
        default: nil
        }
    }
}
