// swift-tools-version: 6.1
import PackageDescription

// The static contract check: reads storyboards, Swift and Objective-C sources and reports,
// before the app runs, the segues whose context cannot be delivered. Its own package because it
// depends on swift-syntax; the library keeps none. It applies the library's own matching and
// conversion rules (`@_spi(ContextCheck) import PreparedContext`).
let package = Package(
    name: "ContextCheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "context-check", targets: ["context-check"]),
        .plugin(name: "ContextCheckPlugin", targets: ["ContextCheckPlugin"]),
        .plugin(name: "ContextCheckBuildPlugin", targets: ["ContextCheckBuildPlugin"]),
    ],
    dependencies: [
        .package(name: "PreparedContext", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(
            name: "ContextCheckCore",
            dependencies: [
                .product(name: "PreparedContext", package: "PreparedContext"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "context-check", dependencies: ["ContextCheckCore"]),
        .plugin(
            name: "ContextCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "context-check",
                    description: "Check that every segue's destination receives the context it requires"),
                permissions: []
            ),
            dependencies: ["context-check"]
        ),
        .plugin(
            name: "ContextCheckBuildPlugin",
            capability: .buildTool(),
            dependencies: ["context-check"]
        ),
        .testTarget(
            name: "ContextCheckTests",
            dependencies: ["ContextCheckCore"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
