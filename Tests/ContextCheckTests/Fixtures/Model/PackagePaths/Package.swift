// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PackagePaths",
    targets: [
        .target(name: "Kit", path: "Modules/Kit"),
        .target(
            name: "Screens", dependencies: ["Kit"], path: "App",
            exclude: ["Old"], resources: [.process("Main.storyboard")]
        ),
    ]
)
