// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PreparedContext",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13)],
    products: [
        .library(name: "PreparedContext", targets: ["PreparedContext"])
    ],
    targets: [
        .target(name: "PreparedContext"),
        .executableTarget(
            name: "PreparedContextDemo",
            dependencies: ["PreparedContext"]
        ),
        .testTarget(
            name: "PreparedContextTests",
            dependencies: ["PreparedContext"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        // SE-0335: spell existential types `any P`.
        .enableUpcomingFeature("ExistentialAny"),
        // SE-0409: imports are internal unless marked otherwise.
        .enableUpcomingFeature("InternalImportsByDefault"),
    ])
    target.swiftSettings = settings
}
