// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PreparedContext",
    // Every platform, declared with the oldest system whose Swift runtime (5.5) has the
    // struct form of `swift_reflectionMirror_recursiveChildMetadata` the engine calls: the
    // Swift 5.3 and 5.4 runtimes (iOS 14, macOS 11, tvOS 14, watchOS 7) have the older form
    // under the same name (see Sources/PreparedContext/Internal/FieldMetadata.swift). Left
    // undeclared, SwiftPM would assume watchOS 4 and Mac Catalyst 13. visionOS 1 ships Swift
    // 5.9. On watchOS only the platform-neutral engine builds (no UIKit view controllers).
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .macCatalyst(.v15), .visionOS(.v1)],
    products: [
        .library(name: "PreparedContext", targets: ["PreparedContext"]),
        // For test targets only: one-line transition checks for Swift Testing and XCTest.
        .library(name: "PreparedContextTesting", targets: ["PreparedContextTesting"]),
        // The static contract check, for apps that depend on this package by URL:
        // `swift package context-check` and the build-tool plugin. Neither pulls a package in.
        .executable(name: "context-check", targets: ["context-check"]),
        .plugin(name: "ContextCheckPlugin", targets: ["ContextCheckPlugin"]),
        .plugin(name: "ContextCheckBuildPlugin", targets: ["ContextCheckBuildPlugin"]),
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
        // The static contract check: reads storyboards, Swift and Objective-C sources and
        // reports, before the app runs, the segues whose context cannot be delivered. It
        // applies the library's own matching and conversion rules and reads Swift with its
        // own reader, so it depends on no package.
        .target(name: "ContextCheckCore", dependencies: ["PreparedContext"], exclude: ["README.md"]),
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
        .plugin(name: "ContextCheckBuildPlugin", capability: .buildTool(), dependencies: ["context-check"]),
        .testTarget(name: "ContextCheckTests", dependencies: ["ContextCheckCore"], exclude: ["Fixtures"]),
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
    // Stub `ObjectiveC` and `os` modules, and a harness that compiles the library as iOS
    // builds it: UIKit, the Key-Value Coding writer and the unified-logging sink together,
    // which only Apple platforms build otherwise.
    package.targets += [
        .target(name: "ObjectiveC", path: "Stubs/ObjectiveC"),
        .target(name: "os", path: "Stubs/os"),
        // CoreLocation's coordinate, which the migration's fixtures hand from screen to screen.
        .target(name: "CoreLocation", path: "Stubs/CoreLocation"),
        .target(
            name: "PreparedContextObjectiveCHarness",
            dependencies: ["ObjectiveC", "os", "UIKit"],
            path: "Tests/Harness/ObjectiveC",
            exclude: ["PreparedContext/PreparedContext.docc"],
            swiftSettings: [
                .define("PREPARED_CONTEXT_OBJC_STUBS"), .define("PREPARED_CONTEXT_OS_STUBS"),
                .define("PREPARED_CONTEXT_UIKIT_STUBS"),
            ]
        ),
    ]
    // The device-path tests, compiled and run against the UIKit stubs (see below).
    package.targets.append(
        .testTarget(
            name: "DeviceTests",
            dependencies: ["PreparedContextUIKitHarness", "UIKit"],
            swiftSettings: [
                .unsafeFlags(alias + ["-Xfrontend", "-disable-cross-import-overlays"])
            ]
        ))
    // The engine called from Swift 5 language mode, where a main-actor closure can run on
    // another thread with no diagnostic: every public entry point must refuse (see below).
    package.targets.append(
        .testTarget(
            name: "Swift5ModeTests",
            dependencies: ["PreparedContextUIKitHarness", "UIKit"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .unsafeFlags(alias + ["-Xfrontend", "-disable-cross-import-overlays"]),
            ]
        ))
    // Two modules built as an app target with Xcode's Reflection Metadata Level set to
    // "Without Names" and "None", and the tests that check they get the typed error.
    package.targets += [
        .target(
            name: "NamesStrippedFixtures", dependencies: ["PreparedContext"],
            path: "Tests/StrippedReflection/NamesStripped",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-reflection-names"])]),
        .target(
            name: "MetadataStrippedFixtures", path: "Tests/StrippedReflection/MetadataStripped",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-reflection-metadata"])]),
        .testTarget(
            name: "StrippedReflectionTests",
            dependencies: ["PreparedContext", "NamesStrippedFixtures", "MetadataStrippedFixtures"]),
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

// Tests that use only SDK API: on Apple platforms against the SDK and the real runtime
// (.github/workflows/apple.yml), on Linux against the stubs (above).
#if !os(Linux)
    package.targets.append(.testTarget(name: "DeviceTests", dependencies: ["PreparedContext"]))
    package.targets.append(
        .testTarget(
            name: "Swift5ModeTests", dependencies: ["PreparedContext"], swiftSettings: [.swiftLanguageMode(.v5)]))
#endif

for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        // SE-0335: spell existential types `any P`.
        .enableUpcomingFeature("ExistentialAny"),
        // SE-0409: imports are internal unless marked otherwise.
        .enableUpcomingFeature("InternalImportsByDefault"),
    ])
    target.swiftSettings = settings
}

// `.ci/run`'s sanitizer runs build only some targets and what they need: set
// PREPARED_CONTEXT_TARGETS to a comma-separated list of targets, and every other target and every
// product leaves the package. Unset (as everywhere but those two CI steps), the package is whole.
if let kept = Context.environment["PREPARED_CONTEXT_TARGETS"] {
    var needed = Set(kept.split(separator: ",").map(String.init))
    var unvisited = Array(needed)
    while let name = unvisited.popLast() {
        for dependency in package.targets.first(where: { $0.name == name })?.dependencies ?? [] {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _):
                if needed.insert(name).inserted { unvisited.append(name) }
            default: break
            }
        }
    }
    package.targets.removeAll { !needed.contains($0.name) }
    package.products = []  // `swift test` needs none, and a product would name a target that left
}
