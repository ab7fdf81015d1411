// On Linux, only the harness that compiles this file against the ObjectiveC stub module
// (Stubs/ObjectiveC) defines PREPARED_CONTEXT_OBJC_STUBS.
#if canImport(ObjectiveC) && (!os(Linux) || PREPARED_CONTEXT_OBJC_STUBS)
    import Foundation
    import ObjectiveC

    /// Writes prefixed `@objc` properties of `NSObject` subclasses through Key-Value Coding,
    /// the original mechanism of the idea, made safe.
    ///
    /// `setValue(_:forKey:)` raises `NSUnknownKeyException` — an uncatchable crash in Swift —
    /// for a key without a setter, and stores an object of the wrong class without a word.
    /// So before writing, this writer refuses to run off the main thread (the `@objc` setter of
    /// a `@MainActor` class traps there), finds the property with `class_getProperty`, parses
    /// its attribute string, checks that a setter exists (`responds(to:)`) and that the
    /// value fits the declared type (``KeyValueCodingCheck``) — for a collection, the
    /// property's Swift type with its elements.
    struct KeyValueCodingWriter: PlainPropertyWriter {
        func write(_ value: Any?, property: String, of object: AnyObject, acceptsNil: Bool)
            -> PlainWriteRefusal?
        {
            if let refusal = KeyValueCodingCheck.isolationRefusal(isMainThread: Thread.isMainThread) {
                return refusal
            }
            guard let object = object as? NSObject else {
                return .notWritable(
                    reason: "'\(property)' belongs to a class that is not an NSObject, so KVC cannot write it")
            }
            guard let declared = class_getProperty(type(of: object), property),
                let attributeString = property_getAttributes(declared),
                let attributes = PropertyAttributes(String(cString: attributeString))
            else {
                return .notWritable(reason: "'\(property)' is not an @objc property")
            }
            let setter = NSSelectorFromString(attributes.setterName(forProperty: property))
            guard attributes.isReadOnly || object.responds(to: setter) else {
                return .notWritable(reason: "'\(property)' has no setter")
            }
            var declaredValue: Any?
            if case .object(let className?, _) = attributes.valueType,
                KeyValueCodingCheck.collectionClasses.contains(className)
            {
                declaredValue = Self.declaredValue(of: property, in: object)
            }
            switch KeyValueCodingCheck.check(
                value, attributes: attributes, acceptsNil: acceptsNil, declaredValue: declaredValue,
                isInstance: Self.isInstance)
            {
            case .success(let converted):
                object.setValue(converted, forKey: property)
                return nil
            case .failure(let refusal):
                return refusal
            }
        }

        /// The current value of the stored property `name`, read with `Mirror` through the
        /// class chain: its type is the property's Swift type. `nil` for a property Swift does
        /// not store (an Objective-C or computed property).
        static func declaredValue(of name: String, in object: NSObject) -> Any? {
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                if let child = current.children.first(where: { $0.label == name }) { return child.value }
                mirror = current.superclassMirror
            }
            return nil
        }

        /// Whether `value`, bridged to an object, is an instance of the class or conforms to
        /// the protocol (written `<Name>`).
        static func isInstance(_ value: Any, _ name: String) -> Bool {
            // Every object bridged from a value — an Objective-C object, a Swift object, a
            // boxed Swift value — conforms to `NSObjectProtocol`; calling through the
            // protocol rather than `AnyObject` lookup needs no Objective-C dispatch to compile.
            guard let object = value as AnyObject as? any NSObjectProtocol else { return false }
            if name.hasPrefix("<") {
                guard let proto = NSProtocolFromString(String(name.dropFirst().dropLast())) else { return false }
                return object.conforms(to: proto)
            }
            guard let expected = NSClassFromString(name) else { return false }
            return object.isKind(of: expected)
        }
    }
#endif
