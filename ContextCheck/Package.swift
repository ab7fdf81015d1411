// swift-tools-version: 6.1
import PackageDescription

// The tests of the static contract check. The checker itself — `ContextCheckCore`, the
// `context-check` tool and its plugins — is declared by the root package (under its
// `ContextCheck` trait, which brings in swift-syntax), so that apps depending on PreparedContext
// by URL can run it; this package turns the trait on and tests it.
let package = Package(
    name: "ContextCheck",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "PreparedContext", path: "..", traits: ["ContextCheck"])
    ],
    targets: [
        .testTarget(
            name: "ContextCheckTests",
            dependencies: [.product(name: "ContextCheckCore", package: "PreparedContext")],
            exclude: ["Fixtures"]
        )
    ],
    swiftLanguageModes: [.v6]
)
