// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Signature stubs of the unified-logging API (`os.Logger`) the mismatch log's sink
// (Sources/PreparedContext/MismatchLog.swift) uses, for compiling it on Linux. Declarations
// copy Apple's (developer.apple.com/documentation/os/logger and OSLogInterpolation): the
// same labels, `@autoclosure @escaping` arguments and defaults, and no conformance the SDK
// lacks. Apple requires the `privacy:` and `align:` arguments to be compile-time constants,
// which a stub cannot check. Messages are printed to standard output.
// Apple platforms never see this module (Package.swift adds it on Linux only).

/// How much of an interpolated value the log shows.
public struct OSLogPrivacy {
    fileprivate let level: Int

    public static var auto: OSLogPrivacy { OSLogPrivacy(level: 0) }
    public static var `public`: OSLogPrivacy { OSLogPrivacy(level: 1) }
    public static var `private`: OSLogPrivacy { OSLogPrivacy(level: 2) }
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(level: 3) }
}

/// The alignment of an interpolated value in its column.
public struct OSLogStringAlignment {
    public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}

/// The elements of a log message.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.level == 1 ? argumentString() : "<private>"
    }

    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) where T: CustomStringConvertible {
        text += privacy.level == 1 ? value().description : "<private>"
    }
}

/// A log message, written as a string literal with interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }
}

/// `os.Logger`: writes messages to unified logging (here, to standard output).
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct Logger {
    private let prefix: String

    public init(subsystem: String, category: String) { prefix = "[\(subsystem):\(category)]" }

    public func log(_ message: OSLogMessage) { print(prefix, message.interpolation.text) }

    public func error(_ message: OSLogMessage) { print(prefix, "error:", message.interpolation.text) }
}
