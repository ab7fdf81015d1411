#if canImport(ObjectiveC) && (!os(Linux) || PREPARED_CONTEXT_OBJC_STUBS)
    import Foundation
#endif
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether the runtime's field metadata can be trusted, and whether a type carries it.
///
/// Two things make the answers of ``FieldMetadata`` useless, and both would otherwise fail
/// silently:
/// - a runtime whose entry points answer differently than the library expects (another
///   struct layout, another meaning of an index): copying at the offsets it gives could
///   corrupt memory, so every propagation is refused (``FieldMetadata/runtimeRefusal``);
/// - a module built with reflection names or metadata stripped (Xcode's Reflection Metadata
///   Level, `SWIFT_REFLECTION_METADATA_LEVEL`, set to "Without Names" or "None"; the Swift
///   flags `-disable-reflection-names`, `-disable-reflection-metadata`): the runtime then
///   names every field `""` (`getFieldAt` in `stdlib/public/runtime/ReflectionMirror.cpp`
///   returns the record's empty name), or counts no field at all (`count()` returns 0 for a
///   type whose descriptor is not reflectable), and nothing can be matched
///   (``FieldMetadata/strippedReflection(of:role:)``).
extension FieldMetadata {
    /// The error that refuses every propagation, or `nil` when the runtime answered the
    /// probe as expected. Computed once, on first use, before any field list is read.
    static let runtimeRefusal: PreparationError? = verify(probeAnswers(), platform: platformDescription)

    /// One field of a probe as the runtime describes it.
    struct ProbeAnswer: Equatable, CustomStringConvertible {
        var name: String
        var offset: Int
        var isStrong: Bool

        var description: String { "\(name)@\(offset)\(isStrong ? "" : " weak")" }
    }

    /// What the runtime says of the probe types' fields.
    static func probeAnswers() -> (structFields: [ProbeAnswer], classFields: [ProbeAnswer]) {
        func answers(_ type: Any.Type, from start: Int) -> [ProbeAnswer] {
            (start..<recursiveCount(type)).map { index in
                let record = RuntimeFieldRecord.read(type, index: index)
                return ProbeAnswer(
                    name: record.name, offset: recursiveChildOffset(type, index: index),
                    isStrong: record.isStrong)
            }
        }
        var classFields = answers(FieldMetadataClassProbe.self, from: 0)
        #if canImport(ObjectiveC) && (!os(Linux) || PREPARED_CONTEXT_OBJC_STUBS)
            // An `NSObject` subclass, as every view controller is: the runtime asks the
            // Objective-C runtime for its instance variables' offsets.
            let inherited = recursiveCount(NSObject.self)
            classFields += answers(FieldMetadataObjectiveCProbe.self, from: inherited)
        #endif
        return (answers(FieldMetadataProbe.self, from: 0), classFields)
    }

    /// What a runtime that works as the library expects answers for the probes.
    static var expectedProbeAnswers: (structFields: [ProbeAnswer], classFields: [ProbeAnswer]) {
        let layout = MemoryLayout<FieldMetadataProbe>.self
        let structFields = [
            ProbeAnswer(name: "count", offset: layout.offset(of: \.count)!, isStrong: true),
            // A `weak` field's offset is not reachable through a key path: it follows the
            // `Int`, aligned for a pointer.
            ProbeAnswer(name: "owner", offset: MemoryLayout<Int>.stride, isStrong: false),
            ProbeAnswer(name: "flag", offset: layout.offset(of: \.flag)!, isStrong: true),
        ]
        // A class's first field follows the object header: its offset is the runtime's; the
        // second is one `Int` further, and the third one pointer after that.
        func classFields(_ type: AnyClass, from index: Int) -> [ProbeAnswer] {
            let first = recursiveChildOffset(type, index: index)
            return [
                ProbeAnswer(name: "count", offset: first, isStrong: true),
                ProbeAnswer(name: "owner", offset: first + MemoryLayout<Int>.stride, isStrong: false),
                ProbeAnswer(name: "flag", offset: first + MemoryLayout<Int>.stride * 2, isStrong: true),
            ]
        }
        var expectedClassFields = classFields(FieldMetadataClassProbe.self, from: 0)
        #if canImport(ObjectiveC) && (!os(Linux) || PREPARED_CONTEXT_OBJC_STUBS)
            expectedClassFields += classFields(
                FieldMetadataObjectiveCProbe.self, from: recursiveCount(NSObject.self))
        #endif
        return (structFields, expectedClassFields)
    }

    /// The refusal for a runtime whose `answers` differ from the expected ones, or `nil`.
    ///
    /// - Parameters:
    ///   - answers: What the runtime said of the probes.
    ///   - platform: The platform and OS version, for the message.
    static func verify(
        _ answers: (structFields: [ProbeAnswer], classFields: [ProbeAnswer]), platform: String
    ) -> PreparationError? {
        let expected = expectedProbeAnswers
        guard answers.structFields != expected.structFields || answers.classFields != expected.classFields else {
            return nil
        }
        let said = (answers.structFields + answers.classFields).map(\.description).joined(separator: ", ")
        let wanted = (expected.structFields + expected.classFields).map(\.description).joined(separator: ", ")
        return PreparationError(
            .unsupportedRuntime, key: "swift_reflectionMirror_recursiveChildMetadata",
            expectedType: wanted, actualType: said.isEmpty ? "no fields" : said, detail: platform)
    }

    /// The platform and OS version the process runs on, such as `macOS 26.1`.
    static var platformDescription: String {
        #if targetEnvironment(macCatalyst)
            let name = "Mac Catalyst"
        #elseif os(macOS)
            let name = "macOS"
        #elseif os(iOS)
            let name = "iOS"
        #elseif os(tvOS)
            let name = "tvOS"
        #elseif os(visionOS)
            let name = "visionOS"
        #elseif os(watchOS)
            let name = "watchOS"
        #elseif os(Linux)
            let name = "Linux"
        #else
            let name = "an unknown platform"
        #endif
        return "\(name) \(osVersion)"
    }

    /// The OS version: the product version on Apple platforms (`kern.osproductversion`), the
    /// kernel release elsewhere.
    private static var osVersion: String {
        #if canImport(Darwin)
            var size = 0
            guard sysctlbyname("kern.osproductversion", nil, &size, nil, 0) == 0, size > 0 else { return "(unknown)" }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("kern.osproductversion", &bytes, &size, nil, 0) == 0 else { return "(unknown)" }
            return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Glibc) || canImport(Musl)
            var system = utsname()
            guard uname(&system) == 0 else { return "(unknown)" }
            return withUnsafeBytes(of: system.release) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
        #else
            return "(unknown)"
        #endif
    }

    /// Which side of a propagation a stripped type is on, for the error.
    enum Side {
        case source, destination
    }

    /// The names of the types whose stripped reflection has been reported, so that each is
    /// reported once.
    private static let reportedStrippedTypes = Locked(Set<String>())

    /// The error for `type` when its module was built without reflection names, or without
    /// reflection metadata (a struct of nonzero size with no field); `nil` otherwise.
    ///
    /// For a class, each level of its chain is checked, and the error names the first whose
    /// fields have no names. A class whose module carries no reflection metadata at all
    /// shows no field, which cannot be told apart from a class that stores nothing: it is
    /// not detected.
    static func strippedReflection(of type: Any.Type, role: Side) -> PreparationError? {
        guard runtimeRefusal == nil, let (strippedType, what) = stripped(type) else { return nil }
        return PreparationError(
            .reflectionMetadataStripped, key: displayName(strippedType),
            sourceType: role == .source ? displayName(type) : nil,
            destinationType: role == .destination ? displayName(type) : nil, detail: what)
    }

    /// The errors among `errors` not reported before, each stripped type once per process.
    static func firstReports(of errors: [PreparationError]) -> [PreparationError] {
        reportedStrippedTypes.withLock { reported in errors.filter { reported.insert($0.key).inserted } }
    }

    /// The type of `type`'s chain whose reflection is stripped, and what was stripped.
    ///
    /// A class level counts when it is declared in the subject's own module, or when a field
    /// with no name is a slot (`Prepared`, `Ambient`, `WeakPrepared`, known by its type):
    /// frameworks may strip the names of their own classes (a superclass such as a hosting
    /// controller), which hides nothing propagation needs.
    private static func stripped(_ type: Any.Type) -> (Any.Type, String)? {
        if let subjectClass = type as? AnyClass {
            let module = moduleName(of: subjectClass)
            var current: AnyClass? = subjectClass
            while let level = current {
                let unnamed = uncheckedOwnFields(of: level).filter { $0.name.isEmpty }
                if !unnamed.isEmpty, moduleName(of: level) == module || unnamed.contains(where: \.isSlot) {
                    return (level, PreparationError.namesStripped)
                }
                current = _getSuperclass(level)
            }
            return nil
        }
        guard Kind(type) == .struct else { return nil }
        let count = recursiveCount(type)
        if count == 0 {
            func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
            return _openExistential(type, do: size) > 0 ? (type, PreparationError.metadataStripped) : nil
        }
        let names = (0..<count).map { RuntimeFieldRecord.read(type, index: $0).name }
        return names.contains("") ? (type, PreparationError.namesStripped) : nil
    }

    /// The module that declares `type`: what precedes the first `.` of its qualified name.
    private static func moduleName(of type: Any.Type) -> Substring {
        String(reflecting: type).prefix { $0 != "." }
    }
}

/// A struct whose layout the library knows, to check the runtime's field metadata against:
/// a strong `Int`, a `weak` reference and a one-byte `let`.
struct FieldMetadataProbe {
    var count = 0
    weak var owner: AnyObject?
    let flag: UInt8 = 0
}

/// The class counterpart of ``FieldMetadataProbe``: the same fields, stored after the
/// object header.
final class FieldMetadataClassProbe {
    var count = 0
    weak var owner: AnyObject?
    let flag: UInt8 = 0
}

#if canImport(ObjectiveC) && (!os(Linux) || PREPARED_CONTEXT_OBJC_STUBS)
    /// The `NSObject` counterpart of ``FieldMetadataClassProbe``: the path every view
    /// controller's fields take, through the Objective-C runtime's instance variables.
    final class FieldMetadataObjectiveCProbe: NSObject {
        var count = 0
        weak var owner: AnyObject?
        let flag: UInt8 = 0
    }
#endif
