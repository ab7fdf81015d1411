import Foundation

/// What the check needs from a `Package.swift`, read as data and never executed: each target's
/// name, kind, folder (`path:`), the files it lists (`sources:`, `resources:`, `exclude:`) and
/// the targets and products it depends on.
///
/// Only literal arguments are understood (`path: "Sources/Kit"`); a target whose name is not a
/// string literal (built in a loop, say) is left out, and the folder walk's rule — every
/// `Sources/<Name>` folder is the module `<Name>` — stands for it. The reader makes one pass
/// over the bytes, so its time is linear in the manifest's size, and nesting deeper than 64
/// brackets ends the value it is in.
struct PackageManifest: Sendable {
    /// One `.target(…)`, `.executableTarget(…)`, `.testTarget(…)`, `.macro(…)`,
    /// `.systemLibrary(…)` or `.binaryTarget(…)` (plugins hold no storyboards, and `.plugin(…)` is
    /// also a product).
    struct Target: Sendable, Equatable {
        /// `target`, `executableTarget`, `testTarget`, …
        var kind: String
        var name: String
        /// `path:` as written, relative to the package folder.
        var path: String?
        /// `sources:` as written, relative to the target's folder; `nil` when not given (all of it).
        var sources: [String]?
        /// The first path of each `resources:` entry (`.process("Main.storyboard")`).
        var resources: [String] = []
        /// `exclude:` as written, relative to the target's folder.
        var exclude: [String] = []
        /// Targets named in `dependencies:` (`"Kit"`, `.target(name: "Kit")`, `.byName(name: "Kit")`).
        var targetDependencies: [String] = []
        /// Products named in `dependencies:` (`.product(name: "Alamofire", package: …)`).
        var productDependencies: [String] = []

        /// The target's folder, relative to the package: `path:`, else SwiftPM's default.
        var folder: String {
            if let path { return path }
            switch kind {
            case "testTarget": return "Tests/" + name
            default: return "Sources/" + name
            }
        }
    }

    /// The targets, in the order written.
    var targets: [Target] = []

    /// Reads the `Package.swift` in `folder`; `nil` when there is none or it cannot be read.
    static func read(packageFolder folder: String) -> PackageManifest? {
        guard let data = FileManager.default.contents(atPath: folder + "/Package.swift") else { return nil }
        return PackageManifest(text: Array(data))
    }

    /// A token of the manifest: a word, a string literal's value, or one punctuation byte.
    enum Token: Equatable {
        case word(String)
        case string(String)
        case punctuation(UInt8)
    }

    static let targetKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "systemLibrary", "binaryTarget",
    ]

    /// Reads a manifest's text.
    init(text: [UInt8]) {
        let tokens = Self.tokens(text)
        var index = 0
        while index + 2 < tokens.count {
            // `.target(` at any depth: targets are often built inside arrays or `+=`.
            if tokens[index] == .punctuation(UInt8(ascii: ".")), case .word(let kind) = tokens[index + 1],
                Self.targetKinds.contains(kind), tokens[index + 2] == .punctuation(UInt8(ascii: "("))
            {
                let end = Self.closing(tokens[...], from: index + 2)
                if let target = Self.target(kind: kind, tokens[(index + 3)..<end]) { targets.append(target) }
                // Nested `.target(name:)` dependencies lie inside; they are read as arguments.
                index = end
                continue
            }
            index += 1
        }
    }

    /// The index of the bracket closing the one at `open`, or the end.
    static func closing(_ tokens: ArraySlice<Token>, from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.endIndex {
            if case .punctuation(let byte) = tokens[index] {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return tokens.endIndex
    }

    /// The target whose arguments are `arguments` (between its parentheses).
    static func target(kind: String, _ arguments: ArraySlice<Token>) -> Target? {
        var target = Target(kind: kind, name: "")
        var index = arguments.startIndex
        var depth = 0
        while index < arguments.endIndex {
            let token = arguments[index]
            if case .punctuation(let byte) = token {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
                index += 1
                continue
            }
            guard depth == 0, case .word(let label) = token, index + 1 < arguments.endIndex,
                arguments[index + 1] == .punctuation(UInt8(ascii: ":"))
            else {
                index += 1
                continue
            }
            // The value runs to the next `,` at this depth.
            var end = index + 2
            var valueDepth = 0
            while end < arguments.endIndex {
                if case .punctuation(let byte) = arguments[end] {
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { valueDepth += 1 }
                    if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { valueDepth -= 1 }
                    if byte == UInt8(ascii: ","), valueDepth == 0 { break }
                }
                end += 1
            }
            let value = arguments[(index + 2)..<end]
            let strings = value.compactMap { token -> String? in
                if case .string(let text) = token { text } else { nil }
            }
            switch label {
            case "name":
                if value.count == 1, let name = strings.first { target.name = name }
            case "path":
                if value.count == 1 { target.path = strings.first }
            case "sources": target.sources = strings
            case "exclude": target.exclude = strings
            case "resources": target.resources = resourcePaths(value)
            case "dependencies": dependencies(value, into: &target)
            default: break
            }
            index = end
        }
        return target.name.isEmpty ? nil : target
    }

    /// The first string of each `.process("…")`, `.copy("…")` or `.embedInCode("…")`.
    static func resourcePaths(_ value: ArraySlice<Token>) -> [String] {
        var paths: [String] = []
        var index = value.startIndex
        while index + 3 < value.endIndex {
            if value[index] == .punctuation(UInt8(ascii: ".")), case .word = value[index + 1],
                value[index + 2] == .punctuation(UInt8(ascii: "(")), case .string(let path) = value[index + 3]
            {
                paths.append(path)
                index += 4
                continue
            }
            index += 1
        }
        return paths
    }

    /// The targets and products of a `dependencies:` array.
    static func dependencies(_ value: ArraySlice<Token>, into target: inout Target) {
        var index = value.startIndex
        var depth = 0
        while index < value.endIndex {
            let token = value[index]
            if case .punctuation(let byte) = token {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            }
            if case .string(let name) = token, depth == 1 {
                target.targetDependencies.append(name)
            }
            if token == .punctuation(UInt8(ascii: ".")), index + 2 < value.endIndex,
                case .word(let form) = value[index + 1],
                value[index + 2] == .punctuation(UInt8(ascii: "("))
            {
                let end = closing(value, from: index + 2)
                let inner = value[(index + 3)..<min(end, value.endIndex)]
                var name: String?
                var cursor = inner.startIndex
                while cursor + 2 < inner.endIndex {
                    if inner[cursor] == .word("name"), inner[cursor + 1] == .punctuation(UInt8(ascii: ":")),
                        case .string(let text) = inner[cursor + 2]
                    {
                        name = text
                        break
                    }
                    cursor += 1
                }
                if let name {
                    if form == "product" { target.productDependencies.append(name) }
                    if form == "target" || form == "byName" { target.targetDependencies.append(name) }
                }
                index = min(end + 1, value.endIndex)
                continue
            }
            index += 1
        }
    }

    /// The manifest's tokens; comments are skipped, and string literals keep their value
    /// (escapes `\"` and `\\` read, interpolation kept as written).
    static func tokens(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                true
            default: byte >= 0x80
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 2
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                    text.append(bytes[index])
                    index += 1
                }
                index += 1
                tokens.append(.string(String(decoding: text, as: UTF8.self)))
            } else if isWordByte(byte) {
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
            } else {
                if byte > 0x20 { tokens.append(.punctuation(byte)) }
                index += 1
            }
        }
        return tokens
    }
}

/// The project readers' entry point for the fuzzer (`Fuzz/Targets/FuzzProjectReader`): the same
/// bytes read as a `project.pbxproj` and as a `Package.swift`.
package enum ProjectReaders {
    /// How many native targets and package targets the bytes hold.
    package static func read(_ bytes: [UInt8]) -> (targets: Int, packageTargets: Int) {
        let project = XcodeProject(text: bytes, folder: "/nonexistent")
        let manifest = PackageManifest(text: bytes)
        return (project.targets.count, manifest.targets.count)
    }
}
