// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Signature stubs of the CoreLocation value types that apps hand from one screen to the next
// (a coordinate), for type-checking migrated fixtures on Linux. Declarations copy Apple's
// (developer.apple.com/documentation/corelocation/cllocationcoordinate2d): the same labels,
// both initializers non-failable, no conformance the SDK lacks (imported from C, the struct is
// Sendable as a struct of numbers is, and neither Equatable nor Hashable). Apple platforms never
// see this module (Package.swift adds it on Linux only).

/// A latitude or longitude, in degrees.
public typealias CLLocationDegrees = Double

/// The latitude and longitude of a location (WGS 84).
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
