import Foundation

/// What the check needs from an Xcode project (`project.pbxproj`): each native target's name,
/// module, bundle identifier, folders and the files it builds.
///
/// The file is an old-style property list; it is read whole into values, then objects are
/// looked up by id. Anything the reader does not understand is left out, never guessed:
/// a build setting that names a variable other than the target's or product's name (set in an
/// `.xcconfig`, say) is unknown.
struct XcodeProject {
    /// One `PBXNativeTarget`.
    struct Target {
        /// The target's name.
        var name: String
        /// The module its classes belong to: `PRODUCT_MODULE_NAME`, else the product name, else
        /// the target name, as a C identifier.
        var moduleName: String
        /// `PRODUCT_BUNDLE_IDENTIFIER` of each build configuration, when literal.
        var bundleIdentifiers: Set<String>
        /// Folders that are the target's, absolute: the folder named after it and its
        /// synchronized folders (Xcode 16), where they exist.
        var folders: [String]
        /// Its synchronized folders (Xcode 16), absolute: every file in them is the target's.
        var synchronizedFolders: [String] = []
        /// The files its build phases take, absolute (localized variants included). Targets
        /// whose build phases are the same share one set.
        var files: Set<String>
        /// Its build phases' ids, joined: targets with the same phases share ``files``.
        var phaseSignature = ""
        /// The names of the native targets it depends on.
        var targetDependencies: [String] = []
        /// The package products it links (`XCSwiftPackageProductDependency`'s product names).
        var packageProducts: [String] = []
    }

    /// The native targets.
    var targets: [Target] = []

    /// Reads `project.pbxproj` of the `.xcodeproj` at `path`; `nil` when it cannot be read.
    static func read(xcodeproj path: String) -> XcodeProject? {
        guard let data = FileManager.default.contents(atPath: path + "/project.pbxproj") else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        return XcodeProject(text: Array(data), folder: folder)
    }

    /// Reads a project's text; `folder` is the folder holding the `.xcodeproj`.
    init(text: [UInt8], folder: String) {
        var parser = PropertyListParser(bytes: text)
        let root = parser.parseDocument()
        var objects: [String: [String: PropertyListValue]] = [:]
        let comments = parser.comments
        Self.collectObjects(root, into: &objects)
        let paths = Self.filePaths(objects: objects, folder: folder)
        let manager = FileManager.default
        func isFolder(_ path: String) -> Bool {
            var folder: ObjCBool = false
            return manager.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
        }
        var filesByPhase: [String: [String]] = [:]
        var filesByPhases: [String: Set<String>] = [:]
        for (_, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"]?.string == "PBXNativeTarget" {
            guard let name = object["name"]?.string else { continue }
            var settings: [[String: PropertyListValue]] = []
            if let list = object["buildConfigurationList"]?.string,
                let configurations = objects[list]?["buildConfigurations"]?.array
            {
                settings = configurations.compactMap { $0.string.flatMap { objects[$0]?["buildSettings"]?.dictionary } }
            }
            let productName = object["productName"]?.string ?? name
            func resolved(_ key: String) -> Set<String> {
                Set(
                    settings.compactMap { $0[key]?.string }.compactMap {
                        Self.substitute($0, targetName: name, productName: productName)
                    })
            }
            let productNames = resolved("PRODUCT_NAME")
            let moduleNames = resolved("PRODUCT_MODULE_NAME")
            let module = moduleNames.count == 1 ? moduleNames.first : productNames.count == 1 ? productNames.first : nil
            var folders: [String] = []
            if isFolder(folder + "/" + name) { folders.append(folder + "/" + name) }
            for group in object["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let id = group.string else { continue }
                let relative = paths[id] ?? comments[id].map { folder + "/" + $0 }
                if let relative, isFolder(relative) { folders.append(TargetMap.absolute(relative)) }
            }
            // Build phases several targets share are read once, and targets with the same phases
            // share one set of files: a project whose targets share phases stays linear.
            let phaseIDs = (object["buildPhases"]?.array ?? []).compactMap(\.string)
            let signature = phaseIDs.joined(separator: ",")
            let files: Set<String>
            if let known = filesByPhases[signature] {
                files = known
            } else {
                var collected = Set<String>()
                for id in phaseIDs {
                    if let known = filesByPhase[id] {
                        collected.formUnion(known)
                        continue
                    }
                    var phaseFiles: [String] = []
                    for buildFile in objects[id]?["files"]?.array ?? [] {
                        guard let reference = buildFile.string.flatMap({ objects[$0]?["fileRef"]?.string }),
                            let item = objects[reference]
                        else { continue }
                        if item["isa"]?.string == "PBXVariantGroup" {
                            phaseFiles += (item["children"]?.array ?? []).compactMap { $0.string.flatMap { paths[$0] } }
                        } else if let path = paths[reference] {
                            phaseFiles.append(path)
                        }
                    }
                    let absolute = phaseFiles.map(TargetMap.absolute)
                    filesByPhase[id] = absolute
                    collected.formUnion(absolute)
                }
                filesByPhases[signature] = collected
                files = collected
            }
            let synchronized = folders.filter { $0 != folder + "/" + name }
            let dependencies = (object["dependencies"]?.array ?? []).compactMap { dependency in
                dependency.string.flatMap { objects[$0]?["target"]?.string }.flatMap { objects[$0]?["name"]?.string }
            }
            let products = (object["packageProductDependencies"]?.array ?? []).compactMap { product in
                product.string.flatMap { objects[$0]?["productName"]?.string }
            }
            targets.append(
                Target(
                    name: name, moduleName: Self.c99Identifier(module ?? name),
                    bundleIdentifiers: resolved("PRODUCT_BUNDLE_IDENTIFIER"),
                    folders: folders, synchronizedFolders: synchronized, files: files, phaseSignature: signature,
                    targetDependencies: dependencies, packageProducts: products.map(Self.productModuleName)))
        }
    }

    /// A package product's module as a scene names it: products are usually named after their
    /// module; a name that is not an identifier becomes one.
    static func productModuleName(_ product: String) -> String { c99Identifier(product) }

    /// `$(TARGET_NAME)`, `$(PRODUCT_NAME)` and their `:rfc1034identifier`, `:c99extidentifier`
    /// forms replaced; `nil` when another variable remains.
    static func substitute(_ value: String, targetName: String, productName: String) -> String? {
        var text = value
        for (variable, replacement) in [("TARGET_NAME", targetName), ("PRODUCT_NAME", productName)] {
            let forms: [(suffix: String, value: String)] = [
                ("", replacement), (":rfc1034identifier", rfc1034Identifier(replacement)),
                (":c99extidentifier", c99Identifier(replacement)),
            ]
            for form in forms {
                for written in ["$(\(variable)\(form.suffix))", "${\(variable)\(form.suffix)}"] {
                    text = text.replacingOccurrences(of: written, with: form.value)
                }
            }
        }
        return text.contains("$") ? nil : text
    }

    /// A name as a C identifier: every character that is not a letter, digit or `_` becomes `_`,
    /// and a leading digit is prefixed with `_` (Xcode's `PRODUCT_MODULE_NAME` default).
    static func c99Identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    static func rfc1034Identifier(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") ? $0 : "-" })
    }

    /// Every object (a dictionary with an `isa`) at any depth, by id.
    private static func collectObjects(
        _ value: PropertyListValue, into objects: inout [String: [String: PropertyListValue]]
    ) {
        guard case .dictionary(let dictionary) = value else { return }
        for (key, child) in dictionary {
            if case .dictionary(let object) = child, object["isa"] != nil { objects[key] = object }
            collectObjects(child, into: &objects)
        }
    }

    /// The absolute path of every file and group object reached from a group, by id.
    private static func filePaths(objects: [String: [String: PropertyListValue]], folder: String) -> [String: String] {
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] { if let child = child.string { parent[child] = id } }
        }
        var cache: [String: String?] = [:]
        func path(of id: String, depth: Int) -> String? {
            if let known = cache[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"]?.string
            var result: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                let base: String? = parent[id].map { path(of: $0, depth: depth + 1) } ?? folder
                if let base { result = own.map { base + "/" + $0 } ?? base }
            case "SOURCE_ROOT":
                result = own.map { folder + "/" + $0 } ?? folder
            case "<absolute>":
                result = own
            default:
                result = nil
            }
            cache[id] = result
            return result
        }
        var paths: [String: String] = [:]
        for (id, object) in objects {
            let kind = object["isa"]?.string ?? ""
            guard kind.hasSuffix("FileReference") || kind.hasSuffix("Group") else { continue }
            if let resolved = path(of: id, depth: 0) { paths[id] = resolved }
        }
        return paths
    }
}

/// A value of an old-style (OpenStep) property list.
enum PropertyListValue {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var array: [PropertyListValue]? { if case .array(let items) = self { items } else { nil } }
    var dictionary: [String: PropertyListValue]? { if case .dictionary(let entries) = self { entries } else { nil } }
}

/// Reads an old-style property list, forgiving: a malformed part ends the value it is in.
/// Keeps, for each unquoted word, the `/* comment */` right after it (Xcode writes an object's
/// name there).
struct PropertyListParser {
    private let bytes: [UInt8]
    private var index = 0
    /// The comment that follows a word, by word.
    private(set) var comments: [String: String] = [:]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The document: a dictionary in braces, or the entries of one without them.
    mutating func parseDocument() -> PropertyListValue {
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") { return parseValue(depth: 0) ?? .dictionary([:]) }
        return .dictionary(parseEntries(until: nil, depth: 0))
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index = min(index + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }

    /// The text of a `/* … */` comment right after the current position, if any.
    private func commentAhead() -> String? {
        var at = index
        while at < bytes.count, bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: "\t") { at += 1 }
        guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "/"), bytes[at + 1] == UInt8(ascii: "*") else {
            return nil
        }
        var end = at + 2
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
            end += 1
        }
        guard end + 1 < bytes.count else { return nil }
        return String(decoding: bytes[(at + 2)..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    private mutating func parseEntries(until closer: UInt8?, depth: Int) -> [String: PropertyListValue] {
        var entries: [String: PropertyListValue] = [:]
        while true {
            skipSpace()
            guard index < bytes.count else { return entries }
            if let closer, bytes[index] == closer {
                index += 1
                return entries
            }
            guard case .string(let key)? = parseValue(depth: depth + 1) else { return entries }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return entries }
            index += 1
            guard let value = parseValue(depth: depth + 1) else { return entries }
            entries[key] = value
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        }
    }

    private mutating func parseValue(depth: Int) -> PropertyListValue? {
        skipSpace()
        guard index < bytes.count, depth < 256 else { return nil }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"):
            index += 1
            return .dictionary(parseEntries(until: UInt8(ascii: "}"), depth: depth))
        case UInt8(ascii: "("):
            index += 1
            var items: [PropertyListValue] = []
            while true {
                skipSpace()
                guard index < bytes.count else { return .array(items) }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(items)
                }
                guard let item = parseValue(depth: depth + 1) else { return .array(items) }
                items.append(item)
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        case UInt8(ascii: "\""):
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    default: text.append(bytes[index])
                    }
                } else {
                    text.append(bytes[index])
                }
                index += 1
            }
            index = min(index + 1, bytes.count)
            return .string(String(decoding: text, as: UTF8.self))
        default:
            let start = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if let comment = commentAhead() { comments[word] = comment }
            return .string(word)
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            true
        default:
            byte >= 0x80
        }
    }
}
