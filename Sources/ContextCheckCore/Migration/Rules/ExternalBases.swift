import Foundation

/// Presenters whose superclass chain leaves the app's sources at a class of another module
/// (`StatusViewController: ChartsTableViewController`, where `ChartsTableViewController` comes
/// from a framework, a pod or a package: Eureka's `FormViewController`, MessageKit's
/// `MessagesViewController`, a company's shared UI module).
///
/// Such a presenter cannot move to a `Prepared…Controller` base: its superclass stays. It takes
/// part the way a class built on one of the app's own controller classes does, by adopting
/// `SegueContext` (`class X: Base, SegueContext`, `var ambientContext = ContextValues()`, the
/// `offeredValues(forSegue:destination:sender:)` hook without `override`, and
/// `prepareContext(for: segue, sender: sender)` after `super.prepare(for:sender:)`), and only when
/// the following holds. Each point says why the result compiles and delivers what the body did.
///
/// - **The chain is a view controller's.** The body is an `override` of
///   `prepare(for:sender:)` taking a `UIStoryboardSegue` (`NSStoryboardSegue`): it compiles
///   only if a superclass declares that method, which UIKit declares on `UIViewController` (AppKit
///   on `NSViewController` and `NSWindowController`). And a conversion needs a storyboard segue
///   from the class or a subclass (the storyboard proof): a storyboard instantiates a scene's
///   class as a controller, and a superclass of a controller that is itself declared by the app
///   below a class of another module can only be a controller too. So the conformance gets the
///   same `prepareContext(for:sender:)` (the one for `UIViewController`s) as today's adopters.
///   A body that is no `override` is refused.
/// - **The other module cannot already provide what the adoption adds.** A `SegueContext`
///   conformance (a redundant conformance), an `ambientContext` member (an override without
///   `override`), an `offeredValues(forSegue:destination:sender:)` or a `contextDidArrive(_:)`
///   (a hook that would replace or hide the app's) all need the library's types, so the module
///   would have to use PreparedContext, and the app would have to link it. The presenter is
///   refused when any Swift file of the app imports PreparedContext or a manifest of its projects
///   names it (`Package.swift`, `Package.resolved`, `project.pbxproj`, `Podfile`, `Podfile.lock`,
///   `Cartfile`, `Cartfile.resolved`, XcodeGen's `project.yml`, Tuist's `Project.swift`), and when
///   the app itself declares one of the protocol's members in the class, a superclass or
///   subclass of the app, or any extension (an extension of the other module's class, or of
///   `UIViewController`, reaches the class too).
/// - **The other module's stored properties cannot feed a slot.** The library reads a
///   presenter's stored properties through its whole class chain, so properties the migration
///   cannot see would provide: a prefixed one (`prepCtx…`) to a destination's prefixed property,
///   any one of a slot's explicit key. The first needs a prefixed property in a destination,
///   and the presenter is refused when any Swift file of the app names something with the
///   prefix; explicit keys already written need the library imported (refused above); and the
///   migration writes no explicit key fed by this presenter's own property
///   (``hidesStoredProperties(_:)``, read by `HandoffForms`): a private property of the same
///   name in the other module would make the key ambiguous, and nothing would arrive. What the
///   hook offers is read before any property, so the values it carries are not affected.
/// - **Not generic, not an alias.** A generic superclass (`Base<Item>`), a generic class of the
///   app in the chain, or a superclass named through the app's `typealias` is refused: what the
///   class is made of is not read.
/// - **In the class body.** A body written in an extension is refused (an attribute, `#if` or
///   `where` on the extension would give the hook an availability or platform the conformance
///   lacks).
///
/// The body stays as it is, `super.prepare(for:sender:)` included: the delivery comes after it
/// (``DeliveryPlacement``), so whatever the other module's own `prepare(for:sender:)` does, it does
/// at the same moment as before, and the values the hook offers arrive where the body assigned
/// them. `final`, `open` and access levels are written as for any adopter: a `public` or `open`
/// class gets `public` members.
///
/// The module the superclass comes from is named where a note can tell it: the module a
/// qualified name gives (`LoopKitUI.ChartsTableViewController`), else the modules that the file
/// declaring the subclass imports, Apple's frameworks left out.
extension MigrationRun {
    /// What the migration knows of the app outside one run's Swift sources: where it names
    /// PreparedContext and the marker prefix. The planner reads every Swift file of the app and
    /// its projects' manifests once; a run made without it knows nothing (``read`` is `false`).
    struct LibraryTraces: Sendable {
        /// Whether the app was read.
        var read = false
        /// Where the app names PreparedContext (an import, a manifest), if it does.
        var library: String?
        /// Where a Swift file of the app names something with the marker prefix, if one does.
        var prefixed: String?

        /// The files beside a project (its folder) that name its dependencies.
        static let manifestNames = [
            "Package.swift", "Package.resolved", "Podfile", "Podfile.lock", "Cartfile", "Cartfile.private",
            "Cartfile.resolved", "project.yml", "project.yaml", "Project.swift", "Workspace.swift",
            "Tuist/Package.swift", "Tuist/Package.resolved", "Tuist/Dependencies.swift",
        ]

        /// Reads the Swift sources' imports and the manifests of the projects.
        ///
        /// - Parameters:
        ///   - texts: Every Swift file of the app, by path.
        ///   - projectFolders: The folders holding an `.xcodeproj` or a `Package.swift`.
        ///   - xcodeProjects: The `.xcodeproj` bundles.
        ///   - prefix: The marker prefix (empty: none).
        static func read(texts: [String: String], projectFolders: [String], xcodeProjects: [String], prefix: String)
            -> LibraryTraces
        {
            var traces = LibraryTraces(read: true)
            for path in texts.keys.sorted() {
                let text = texts[path] ?? ""
                if traces.library == nil, let line = importLine(text) {
                    traces.library = "\(path):\(line) imports PreparedContext"
                }
                if traces.prefixed == nil, !prefix.isEmpty, let line = prefixedLine(text, prefix) {
                    traces.prefixed = "\(path):\(line)"
                }
            }
            guard traces.library == nil else { return traces }
            var manifests: [String] = []
            let manager = FileManager.default
            for folder in Set(projectFolders).sorted() {
                manifests += manifestNames.map { folder + "/" + $0 }
                let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
                for name in names.sorted() where name.hasSuffix(".xcworkspace") {
                    manifests.append(folder + "/" + name + "/xcshareddata/swiftpm/Package.resolved")
                }
            }
            for project in Set(xcodeProjects).sorted() {
                manifests += [
                    project + "/project.pbxproj",
                    project + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                ]
            }
            for path in manifests {
                guard let data = manager.contents(atPath: path) else { continue }
                let text = String(decoding: data, as: UTF8.self).lowercased()
                if ["preparedcontext", "prepared-context", "prepared_context"].contains(where: text.contains) {
                    traces.library = "\(path) names PreparedContext"
                    break
                }
            }
            return traces
        }

        /// The line of an `import` of PreparedContext (any kind, attribute or modifier:
        /// `@_exported import`, `import class PreparedContext.SegueContext`), or of a comment
        /// that reads like one.
        static func importLine(_ text: String) -> Int? {
            guard text.contains("PreparedContext") else { return nil }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("PreparedContext") {
                let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                if let at = words.firstIndex(of: "import"), words[at...].contains("PreparedContext") {
                    return number + 1
                }
            }
            return nil
        }

        /// The line of the first name that starts with `prefix` (in code or a comment).
        static func prefixedLine(_ text: String, _ prefix: String) -> Int? {
            guard text.contains(prefix) else { return nil }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(prefix) {
                var rest = line[...]
                while let found = rest.range(of: prefix) {
                    let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
                    if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return number + 1 }
                    rest = rest[found.upperBound...]
                }
            }
            return nil
        }
    }

    /// The class of another module at which the chain of `name` leaves the sources (`chain`: its
    /// ancestors), or `nil` when the chain ends at a UIKit or AppKit base the migration moves
    /// to, at a class the app declares (twice, or in Objective-C), or passes one it does not
    /// declare once.
    func externalBase(of name: String, chain: [String]) -> String? {
        guard let root = chain.last, Self.preparedBases[root] == nil, classes[root] == nil,
            classes[Self.bareClassName(root)] == nil, chain.dropLast().allSatisfy({ unique($0) != nil })
        else { return nil }
        return root
    }

    /// Whether the library may read stored properties of `presenter` that the sources do not
    /// show: its chain leaves them at a class of another module (``externalBase(of:chain:)``;
    /// not one of the UIKit and AppKit bases the migration moves to, nor the library's own).
    func hidesStoredProperties(_ presenter: String) -> Bool {
        let chain = ancestors(presenter)
        guard let root = chain.last, !(root.hasPrefix("Prepared") && root.hasSuffix("Controller")) else { return false }
        return unique(presenter) != nil && externalBase(of: presenter, chain: chain) != nil
    }

    /// `Base` for `Module.Base<Item>`.
    static func bareClassName(_ written: String) -> String {
        let unqualified = written.split(separator: ".").last.map(String.init) ?? written
        return String(unqualified.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
    }

    /// Why the presenter `name`, whose chain leaves the sources at `root`, cannot adopt
    /// `SegueContext`; `nil` when it can (the points of this file's head comment).
    func externalBaseRefusal(_ root: String, file: Int, function: PrepareBodyReader.PrepareFunction)
        -> MigrationRefusal?
    {
        let name = function.scope.name
        let chain = ancestors(name)
        let origin = moduleHint(root, inheritor: chain.dropLast().last ?? name)
        func refusal(_ why: String) -> MigrationRefusal {
            .refuse(
                .sourceClass,
                "'\(name)' inherits from '\(root)' (\(origin)), and \(why): adopt SegueContext by hand"
            )
        }
        if root.contains("<") {
            return refusal("that superclass is generic, which the migration does not read")
        }
        if typealiases[root] != nil {
            return refusal("the app names it through a typealias, which may hide what it is")
        }
        for member in [name] + chain.dropLast() {
            guard let (classFile, scope) = scope(of: member) else {
                return refusal("the class body of '\(member)' cannot be placed")
            }
            let tokens = files[classFile].reader.tokens
            if scope.keywordIndex + 2 < tokens.count, tokens[scope.keywordIndex + 2].isMark("<") {
                return refusal("'\(member)' is generic")
            }
        }
        guard function.scope.keyword == "class" else {
            return refusal("this prepare(for:sender:) is in an extension: move it into the class body first")
        }
        let tokens = files[file].reader.tokens
        let declaration = function.declarationStart..<function.open
        guard let keyword = declaration.first(where: { tokens[$0].isWord("func") }),
            tokens[function.declarationStart..<keyword].contains(where: { $0.isWord("override") })
        else {
            return refusal(
                "this prepare(for:sender:) is no override, so nothing shows that the class is a view controller")
        }
        guard libraryTraces.read else {
            return refusal("the app's imports and manifests were not read, so the other module may use PreparedContext")
        }
        if let library = libraryTraces.library {
            return refusal(
                "the app uses PreparedContext already (\(library)): the other module may provide what adopting "
                    + "SegueContext adds (a conformance, ambientContext, offeredValues), which would not compile")
        }
        if let prefixed = libraryTraces.prefixed {
            return refusal(
                "the app names something with the marker prefix '\(prefix)' (\(prefixed)): the other module's "
                    + "properties with that prefix, which the migration cannot see, would start providing")
        }
        if let (member, owner) = declaredSegueContextMember(
            family: [name] + chain.dropLast() + (subclassesByName[name] ?? []))
        {
            return refusal(
                "'\(owner)' declares '\(member)', which adopting SegueContext adds or would take as the protocol's")
        }
        return nil
    }

    /// The members `SegueContext` declares or adds (requirements and the methods its extensions
    /// give a controller), by base name.
    static let segueContextMembers: Set<String> = [
        "ambientContext", "preparationOptions", "segueValues", "offeredValues", "contextDidArrive", "prepareContext",
        "segueSourceTableViews", "segueSourceCollectionViews", "reportMissingContext",
    ]

    /// A member of `SegueContext` that the app declares in the class bodies of `family` or in
    /// any extension (of one of them, of the other module's class, of a UIKit class, of a
    /// protocol they adopt): the member's name and where (`nil` when none is).
    func declaredSegueContextMember(family: [String]) -> (member: String, owner: String)? {
        let names = Set(family)
        for file in files {
            let tokens = file.reader.tokens
            for scope in file.scopes where scope.keyword == "extension" || names.contains(scope.name) {
                guard scope.keyword == "extension" || scope.keyword == "class" else { continue }
                var index = scope.open + 1
                while index + 1 < scope.close {
                    if tokens[index].isWord("func") || tokens[index].isWord("var") || tokens[index].isWord("let"),
                        Self.segueContextMembers.contains(tokens[index + 1].text)
                    {
                        return (tokens[index + 1].text, scope.name)
                    }
                    index += 1
                }
            }
        }
        return nil
    }

    /// Apple's frameworks, which the module hint leaves out.
    static let appleModules: Set<String> = [
        "UIKit", "AppKit", "Foundation", "SwiftUI", "Combine", "CoreData", "CoreGraphics", "CoreLocation", "MapKit",
        "HealthKit", "os", "Intents", "IntentsUI", "WidgetKit", "UserNotifications", "AVFoundation", "AVKit",
        "Photos", "PhotosUI", "SafariServices", "WebKit", "StoreKit", "CloudKit", "Contacts", "ContactsUI",
        "MessageUI", "QuartzCore", "CoreImage", "CoreText", "CoreMotion", "CoreBluetooth", "EventKit", "EventKitUI",
        "LocalAuthentication", "Security", "SystemConfiguration", "Network", "GameKit", "SpriteKit", "SceneKit",
        "ARKit", "Metal", "MetalKit", "Vision", "CoreML", "NaturalLanguage", "Speech", "AuthenticationServices",
        "CryptoKit", "Dispatch", "ObjectiveC", "Darwin", "Swift", "UniformTypeIdentifiers", "QuickLook", "PDFKit",
        "NotificationCenter", "CallKit", "PushKit", "CoreSpotlight", "MobileCoreServices", "AudioToolbox",
        "MediaPlayer", "CoreMedia", "CoreVideo", "ImageIO", "Accelerate", "XCTest",
    ]

    /// Which module the class `root` comes from, as far as the sources tell: the qualifier of
    /// its written name, else the modules the file declaring `inheritor` imports.
    func moduleHint(_ root: String, inheritor: String) -> String {
        let parts = root.prefix { $0 != "<" }.split(separator: ".")
        if parts.count > 1 { return "from the module \(parts[0])" }
        guard let (file, _) = unique(inheritor) else { return "from another module" }
        let tokens = files[file].reader.tokens
        var imported: [String] = []
        for index in tokens.indices where tokens[index].isWord("import") && index + 1 < tokens.count {
            var module = index + 1
            while module + 1 < tokens.count, tokens[module].kind == .identifier,
                ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(tokens[module].text)
            {
                module += 1
            }
            let word = tokens[module].text
            if tokens[module].kind == .identifier, !imported.contains(word) { imported.append(word) }
        }
        let others = imported.filter { !Self.appleModules.contains($0) }
        let listed = others.isEmpty ? imported : others
        return listed.isEmpty
            ? "from another module"
            : "from another module: \(files[file].path.split(separator: "/").last ?? "") imports "
                + listed.joined(separator: ", ")
    }
}
