// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PreparedContext",
    platforms: [.iOS(.v15), .macOS(.v11), .tvOS(.v15)],
    products: [
        .library(name: "PreparedContext", targets: ["PreparedContext"]),
        // For test targets only: one-line transition checks for Swift Testing and XCTest.
        .library(name: "PreparedContextTesting", targets: ["PreparedContextTesting"]),
    ],
    targets: [
        .target(name: "PreparedContext"),
        .target(name: "PreparedContextTesting", dependencies: ["PreparedContext"]),
        .executableTarget(
            name: "PreparedContextDemo",
            dependencies: ["PreparedContext"]
        ),
        .testTarget(
            name: "PreparedContextTests",
            dependencies: ["PreparedContext"]
        ),
        .testTarget(
            name: "PreparedContextTestingTests",
            dependencies: ["PreparedContextTesting", "PreparedContext"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Linux has no UIKit or AppKit. There, stub modules declare the Apple API the adapters use,
// and two harness targets compile the very same library sources (a symbolic link to
// Sources/PreparedContext) against them, so the adapters are built and tested here too.
// Apple platforms never see these targets.
#if os(Linux)
    for (framework, define) in [("UIKit", "PREPARED_CONTEXT_UIKIT_STUBS"), ("AppKit", "PREPARED_CONTEXT_APPKIT_STUBS")]
    {
        let harness = "PreparedContext\(framework)Harness"
        package.targets += [
            .target(name: framework, path: "Stubs/\(framework)"),
            .target(
                name: harness,
                dependencies: [.target(name: framework)],
                path: "Tests/Harness/\(framework)",
                exclude: ["PreparedContext/PreparedContext.docc"],
                swiftSettings: [.define(define)]
            ),
            .testTarget(
                name: "\(framework)AdapterTests",
                dependencies: [.target(name: harness), .target(name: framework)],
                swiftSettings: [
                    // Swift Testing asks for a `_Testing_UIKit` cross-import overlay that only
                    // Apple's toolchains ship.
                    .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
                ]
            ),
        ]
    }
    // The testing library compiled against the UIKit harness, and a test target that compiles
    // and runs the documentation's examples as a user writes them (`import PreparedContext`,
    // `import PreparedContextTesting`, `import UIKit`) against the stricter stubs.
    let alias = ["-module-alias", "PreparedContext=PreparedContextUIKitHarness"]
    package.targets += [
        .target(
            name: "PreparedContextTestingUIKitHarness",
            dependencies: ["PreparedContextUIKitHarness"],
            path: "Tests/Harness/Testing",
            swiftSettings: [.unsafeFlags(alias)]
        ),
        .testTarget(
            name: "DocumentationExampleTests",
            dependencies: ["PreparedContextTestingUIKitHarness", "PreparedContextUIKitHarness", "UIKit"],
            swiftSettings: [
                .unsafeFlags(
                    alias + ["-module-alias", "PreparedContextTesting=PreparedContextTestingUIKitHarness"]
                        + ["-Xfrontend", "-disable-cross-import-overlays"])
            ]
        ),
    ]
    // The playground's source, compiled and run against the UIKit stubs: `import
    // PreparedContext` there resolves to the harness that holds the UIKit adapters.
    package.targets.append(
        .executableTarget(
            name: "QuickStartPlayground",
            dependencies: ["PreparedContextUIKitHarness", "UIKit"],
            path: "Tests/Harness/Playground",
            swiftSettings: [.unsafeFlags(["-module-alias", "PreparedContext=PreparedContextUIKitHarness"])]
        ))
#endif

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
