// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase

// Signature stubs of the Objective-C runtime API the Key-Value Coding writer
// (Sources/PreparedContext/KeyValueCoding/KeyValueCodingWriter.swift) calls, for compiling it
// on Linux. Declarations copy Apple's (names, labels, optionality, implicitly unwrapped
// parameters) and add no conformance the SDK lacks: `Selector` and `Protocol` are not
// `Sendable` here. Linux has no Objective-C runtime, so no property is ever found.
//
// Apple declares some of this API in Foundation rather than in ObjectiveC:
// `NSSelectorFromString(_:)` and `NSProtocolFromString(_:)` (NSObjCRuntime.h) and
// `setValue(_:forKey:)` (NSKeyValueCoding.h). swift-corelibs-foundation lacks them, and a
// stub cannot replace Foundation, so they are declared here; swift-corelibs-foundation
// already has `NSObject`, `NSClassFromString(_:)` and `Thread.isMainThread`.
// Apple platforms never see this module (Package.swift adds it on Linux only).
@_exported import Foundation

/// `objc_property_t` of `<objc/runtime.h>`: an opaque pointer to a property's description.
public typealias objc_property_t = OpaquePointer

/// A method's name, as `@selector(…)` makes it (`struct Selector` of the ObjectiveC overlay).
public struct Selector: Equatable, Hashable, CustomStringConvertible {
    private let name: String

    fileprivate init(_stubName: String) { name = _stubName }

    public var description: String { name }
}

/// The class of Objective-C protocol objects (`@interface Protocol : NSObject`).
open class Protocol: NSObject {}

/// `class_getProperty(Class cls, const char *name)`: the property named `name`, or `nil`.
/// Linux has no Objective-C runtime: always `nil`.
public func class_getProperty(_ cls: AnyClass?, _ name: UnsafePointer<CChar>) -> objc_property_t? { nil }

/// `property_getAttributes(objc_property_t property)`: the property's attribute string.
public func property_getAttributes(_ property: objc_property_t) -> UnsafePointer<CChar>? { nil }

/// Foundation's `NSSelectorFromString(_:)`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(_stubName: aSelectorName) }

/// Foundation's `NSProtocolFromString(_:)`. Linux has no protocol objects: always `nil`.
public func NSProtocolFromString(_ namestr: String) -> Protocol? { nil }

// `NSObjectProtocol` requirements Apple's ObjectiveC module declares and
// swift-corelibs-foundation lacks; declared as extension members, which call sites see alike.
extension NSObjectProtocol {
    /// `-respondsToSelector:`. Linux has no Objective-C methods: always `false`.
    public func responds(to aSelector: Selector!) -> Bool { false }

    /// `-conformsToProtocol:`. Linux has no protocol objects: always `false`.
    public func conforms(to aProtocol: Protocol) -> Bool { false }

    /// `-isKindOfClass:`, as swift-corelibs-foundation answers it for `NSObject`.
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if candidate == aClass { return true }
            current = superclassForStub(candidate)
        }
        return false
    }
}

/// The superclass of `aClass`; the stub's own helper.
private func superclassForStub(_ aClass: AnyClass) -> AnyClass? { _getSuperclass(aClass) }

extension NSObject {
    /// Foundation's `setValue(_:forKey:)` (NSKeyValueCoding). Linux has no Key-Value Coding:
    /// Apple raises `NSUnknownKeyException` for a key without a setter; the stub stops the
    /// program, so a caller that did not check first is caught.
    public func setValue(_ value: Any?, forKey key: String) {
        fatalError(
            "[<\(type(of: self))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
        )
    }
}
