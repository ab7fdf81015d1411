import Foundation

/// One run of the planner over a project.
struct MigrationRun {
    let prefix: String
    var plan = MigrationPlan()

    struct File {
        var path: String
        var reader: PrepareBodyReader
        var scopes: [PrepareBodyReader.Scope]
        var functions: [PrepareBodyReader.PrepareFunction]
        var declared: SwiftFile
        var bytes: [UInt8]
    }

    var files: [File] = []
    /// The files whose `prepare(for:sender:)` bodies this run plans (`nil`: every file); the
    /// others are read for their declarations only.
    var plannedFiles: Set<String>? = nil
    /// Identifier constants: `static let` string literals and `String` enum cases, by the
    /// expression that names them; a name declared twice is left out.
    var constants: [String: String] = [:]
    /// Classes by name, with the file declaring them.
    var classes: [String: [(file: Int, declared: SwiftClass)]] = [:]
    let routes: [SegueRoute]
    /// Caches, filled once: superclass chains, subclasses, routes by source scene class and by
    /// prepared class, every class.
    var ancestorsByName: [String: [String]] = [:]
    var subclassesByName: [String: [String]] = [:]
    var routesBySource: [String: [SegueRoute]] = [:]
    var routesByPrepared: [String: [Int]] = [:]
    /// Unwind segues (indices into `routes`) by their action's selector, by its method name,
    /// and those without an action (which reach any class; see ``unwindReaches(_:_:)``).
    var unwindsBySelector: [String: [Int]] = [:]
    var unwindsByMethod: [String: [Int]] = [:]
    var unwindsWithoutAction: [Int] = []
    var allClasses: [(file: Int, declared: SwiftClass)] = []
    /// Indices into `allClasses`, made with it (``indexClasses()``): the classes declaring a
    /// selector, a method name; the first with an `@Ambient` slot.
    var classesBySelector: [String: [Int]] = [:]
    var classesByMethod: [String: [Int]] = [:]
    var firstAmbientClass: String?
    /// Class bodies and extensions by the name they declare or extend: (file, scope).
    var scopesByName: [String: [(file: Int, scope: PrepareBodyReader.Scope)]] = [:]
    /// Type bodies (`struct`, `class`, `enum`, `actor`, `protocol`) by name: (file, scope).
    var typeScopesByName: [String: [(file: Int, scope: PrepareBodyReader.Scope)]] = [:]
    /// Every declaration by the name it declares, as `keyword at file:line` (``declarations(of:)``).
    var declarationsByName: [String: [String]] = [:]
    /// `ContextContainer` and the app's protocols that refine it.
    var containerProtocols: Set<String> = []
    /// Code of the app that runs a hook or a `prepare(for:sender:)` body for a destination no
    /// storyboard segue shows (``hookCallers(in:)``).
    var hookCallers: [(call: String, position: SourcePosition)] = []
    /// What the container paths' proof reads of each class and extension, read once per run.
    var containerFacts = ContainerPaths.Facts()
    /// Type aliases anywhere in the sources, by name: what each names (`nil`: declared twice).
    var typealiases: [String: String?] = [:]
    /// Calls that deliver context outside storyboard segues (`ContextPropagation.propagate`,
    /// `instantiate(…, from:)`, …): which, and where. A new slot could receive from any of them.
    var outsideDeliveries: [(call: String, position: SourcePosition, importsLibrary: Bool)] = []
    /// Whether a file re-exports the library (`@_exported import PreparedContext`): then every
    /// file may call it.
    var exportsLibrary = false
    /// String literals passed as `forKey:` to `add`/`addLazily`: a new slot of that name could
    /// receive them (the value: whether a file that imports the library passes it).
    var literalKeys: [String: Bool] = [:]
    /// Classes that take part after the migration at most: those whose prepare(for:sender:) has
    /// something to convert, set before any decision (the final set is a subset).
    var mayConvert: Set<String> = []
    /// Assignments of a presenter's own property to the destination property of the same name
    /// (`detail.provider = provider`), by presenter: delivering that property by name is the same.
    var ownHandoffs: [String: [(identifiers: [String]?, className: String, property: String)]] = [:]
    /// Destination properties that a candidate assigns, as `Class.property`: each may become a
    /// slot in this run, and a slot provides its key to the controllers it presents.
    var mayBecomeSlots: Set<String> = []
    /// Enums compared with a segue through the app's own `func ==(lhs: UIStoryboardSegue, rhs: E)`
    /// that compares `lhs.identifier == rhs.rawValue`.
    var segueEquatableEnums: Set<String> = []
    /// The form each accepted candidate is written in, by body (``formKey(_:_:)``), and the key a
    /// slot declares for a presenter's property to feed it (`Class.property`): see HandoffForms.
    var handoffForms: [String: [HandoffForm?]] = [:]
    /// The bodies (``formKey(_:_:)``) whose delivery call the migration writes last (DeliveryPlacement.swift).
    var lastDeliveries: Set<String> = []
    var slotKeys: [String: String] = [:]
    /// Writes of a framework-owned property moved to a new slot, by `Class.slotName`, and why one
    /// could not move, by `Class.property` (FrameworkProperties.swift).
    var frameworkWrites: [String: FrameworkSlot] = [:]
    var frameworkRefusals: [String: String] = [:]
    /// Where the app names PreparedContext or the prefix outside this run's view (ExternalBases.swift).
    var libraryTraces = LibraryTraces()
    /// Destinations told of their arrival through their own converted prepare(for:sender:) (ObservedSlots.swift).
    var ownPrepareArrivals = OwnPrepareArrivals()
    /// Branches that an earlier pass found would make their body's or the app's handoff longer, by
    /// ``branchKey(_:_:)``; and the passes so far (NeverLonger.swift).
    var heldBranches: [String: HeldBranch] = [:]
    var heldBranchPasses = 0
    var partialBranches = MigrationPlanner.PartialBranches.shorter

    /// The base classes a presenting class moves to.
    static let preparedBases: [String: String] = [
        "UIViewController": "PreparedViewController", "UITableViewController": "PreparedTableViewController",
        "UICollectionViewController": "PreparedCollectionViewController",
        "UINavigationController": "PreparedNavigationController", "UITabBarController": "PreparedTabBarController",
        "UISplitViewController": "PreparedSplitViewController", "NSViewController": "PreparedViewController",
        "NSWindowController": "PreparedWindowController", "NSTabViewController": "PreparedTabViewController",
        "NSSplitViewController": "PreparedSplitViewController",
    ]

    init(prefix: String, sources: [String: String], storyboards: [Storyboard]) {
        self.prefix = prefix
        routes = SegueRoute.routes(storyboards)
        for path in sources.keys.sorted() {
            let source = sources[path] ?? ""
            let reader = PrepareBodyReader(source: source)
            let found = reader.prepareFunctions()
            let declared = SwiftDeclarationReader.read(source: source, path: path)
            files.append(
                File(
                    path: path, reader: reader, scopes: found.scopes, functions: found.functions, declared: declared,
                    bytes: Array(source.utf8)))
            for declaredClass in declared.classes {
                classes[declaredClass.name, default: []].append((files.count - 1, declaredClass))
            }
        }
        plan.sources = sources
        for name in classes.keys.sorted() {
            let chain = Self.chain(name, classes)
            ancestorsByName[name] = chain
            for ancestor in chain { subclassesByName[ancestor, default: []].append(name) }
        }
        allClasses = classes.keys.sorted().flatMap { classes[$0] ?? [] }
        indexClasses()
        for (index, route) in routes.enumerated() {
            if let source = route.sourceClass { routesBySource[source, default: []].append(route) }
            for name in Set(route.prepared.compactMap { $0 }) { routesByPrepared[name, default: []].append(index) }
            guard route.isUnwind else { continue }
            if let action = route.unwindAction, let method = route.unwindMethod {
                unwindsBySelector[action, default: []].append(index)
                unwindsByMethod[method, default: []].append(index)
            } else {
                unwindsWithoutAction.append(index)
            }
        }
        var found: [String: [String]] = [:]
        for file in files {
            for (name, value) in Self.constants(in: file) { found[name, default: []].append(value) }
        }
        constants = found.compactMapValues { Set($0).count == 1 ? $0[0] : nil }
        for file in files { scanDeliveries(file) }
        for (number, file) in files.enumerated() {
            for scope in file.scopes {
                if scope.keyword == "class" || scope.keyword == "extension" {
                    scopesByName[scope.name, default: []].append((number, scope))
                }
                if ["struct", "class", "enum", "actor", "protocol"].contains(scope.keyword) {
                    typeScopesByName[scope.name, default: []].append((number, scope))
                }
            }
        }
        declarationsByName = Self.declarationIndex(files)
        containerProtocols = Self.containerProtocols(in: files)
        hookCallers = Self.hookCallers(in: files)
    }

    /// Reads a file's type aliases, context deliveries outside segues and literal keys.
    private mutating func scanDeliveries(_ file: File) {
        let reader = file.reader
        let tokens = reader.tokens
        // The library's calls exist only where it is imported (or re-exported by another file).
        let importsLibrary = tokens.indices.contains { index in
            tokens[index].isWord("import") && index + 1 < tokens.count && tokens[index + 1].isWord("PreparedContext")
        }
        if importsLibrary, tokens.indices.contains(where: { tokens[$0].isWord("_exported") }) { exportsLibrary = true }
        let delivering: Set<String> = [
            "ContextPropagation", "deliverSegueContext", "makeController", "ControllerFactory",
        ]
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            if token.isWord("typealias"), index + 3 < tokens.count, tokens[index + 1].kind == .identifier {
                var end = index + 3
                while end < tokens.count, !tokens[end].newlineBefore, !tokens[end].isMark(";") { end += 1 }
                let written = reader.texts((index + 3)..<end).joined()
                let name = tokens[index + 1].text
                typealiases[name] = typealiases[name] == nil ? written : .some(nil)
            }
            var call: String?
            if delivering.contains(token.text) { call = token.text }
            // `instantiate(…, from: self)`, `make(…, context: values)`, `performSegue(…, context: values)`.
            if ["instantiate", "instantiateInitial", "make", "performSegue"].contains(token.text),
                index + 1 < tokens.count, tokens[index + 1].isMark("("), reader.partner[index + 1] > index
            {
                let arguments = (index + 2)..<reader.partner[index + 1]
                if let label = arguments.first(where: { argument in
                    (tokens[argument].isWord("from") || tokens[argument].isWord("context"))
                        && tokens[argument + 1].isMark(":")
                        && (tokens[argument - 1].isMark("(") || tokens[argument - 1].isMark(","))
                }) {
                    call = "\(token.text)(…, \(tokens[label].text):)"
                }
            }
            // func ==(lhs: UIStoryboardSegue, rhs: E) -> Bool { return lhs.identifier == rhs.rawValue }
            if token.isWord("func"), index + 2 < tokens.count, tokens[index + 1].text == "==",
                tokens[index + 2].isMark("("), reader.partner[index + 2] > index
            {
                let close = reader.partner[index + 2]
                let parameters = reader.texts((index + 3)..<close)
                var open = close + 1
                while open < tokens.count, open - close < 8, !tokens[open].isMark("{") { open += 1 }
                if parameters.count == 7, parameters[1] == ":",
                    parameters[2] == "UIStoryboardSegue" || parameters[2] == "NSStoryboardSegue",
                    parameters[3] == ",", parameters[5] == ":", open < tokens.count, reader.partner[open] > open
                {
                    var body = reader.texts((open + 1)..<reader.partner[open])
                    if body.first == "return" { body.removeFirst() }
                    if body == [parameters[0], ".", "identifier", "==", parameters[4], ".", "rawValue"] {
                        segueEquatableEnums.insert(parameters[6])
                    }
                }
            }
            if let call {
                outsideDeliveries.append(
                    (call, SourcePosition(path: file.path, line: token.line, column: token.column), importsLibrary))
            }
            // `values.add(x, forKey: "item")`, `addLazily(forKey: "item", …)`: a key delivered by name.
            if token.isWord("forKey"), index + 2 < tokens.count, tokens[index + 1].isMark(":"),
                let key = reader.stringLiteral(index + 2),
                let open = (max(0, index - 64)..<index).last(where: { reader.partner[$0] > index }),
                open > 0, ["add", "addLazily"].contains(tokens[open - 1].text)
            {
                literalKeys[key] = (literalKeys[key] ?? false) || importsLibrary
            }
        }
    }

    /// The string constants a file's types declare at their top level.
    static func constants(in file: File) -> [(String, String)] {
        let reader = file.reader
        let tokens = reader.tokens
        var result: [(String, String)] = []
        // The scopes around the one being read (scopes come in source order, outer ones first).
        var open: [PrepareBodyReader.Scope] = []
        for scope in file.scopes {
            while let last = open.last, last.close < scope.keywordIndex { open.removeLast() }
            defer { open.append(scope) }
            guard scope.keyword != "protocol" else { continue }
            // A nested type is named from outside by its enclosing types (SwiftGen's
            // `StoryboardSegue.Main.showDetail`), and from inside by its own name.
            let enclosing = open.map(\.name)
            let names =
                enclosing.isEmpty ? [scope.name] : [scope.name, (enclosing + [scope.name]).joined(separator: ".")]
            let isStringEnum =
                scope.keyword == "enum" && scope.inheritance.map { reader.texts($0).contains("String") } == true
            for index in reader.topLevel((scope.open + 1)..<scope.close) {
                // static let name = "literal"
                if tokens[index].isWord("static"), index + 4 < scope.close, tokens[index + 1].isWord("let"),
                    tokens[index + 2].kind == .identifier, tokens[index + 3].isMark("="),
                    let value = reader.stringLiteral(index + 4), !value.contains("\\"),
                    index + 5 >= scope.close || tokens[index + 5].newlineBefore || tokens[index + 5].isMark(";")
                {
                    for name in names { result.append(("\(name).\(tokens[index + 2].text)", value)) }
                }
                // case a, b = "x"
                if isStringEnum, tokens[index].isWord("case") {
                    var cursor = index + 1
                    while cursor < scope.close, tokens[cursor].kind == .identifier {
                        let name = tokens[cursor].text
                        var value = name
                        var next = cursor + 1
                        if next + 1 < scope.close, tokens[next].isMark("=") {
                            guard let raw = reader.stringLiteral(next + 1), !raw.contains("\\") else { break }
                            value = raw
                            next += 2
                        }
                        for scopeName in names { result.append(("\(scopeName).\(name).rawValue", value)) }
                        guard next < scope.close, tokens[next].isMark(",") else { break }
                        cursor = next + 1
                    }
                }
            }
        }
        return result
    }

    // MARK: Classes

    func unique(_ name: String) -> (file: Int, declared: SwiftClass)? {
        guard let found = classes[name], found.count == 1, !found[0].declared.isObjectiveC else { return nil }
        return found[0]
    }

    /// Every declaration of a class by name (one per target).
    func declarations(ofClass name: String) -> [SwiftClass] {
        (classes[name] ?? []).map(\.declared)
    }

    /// The class's superclasses by name, nearest first, up to the first that is not declared here.
    func ancestors(_ name: String) -> [String] {
        if let cached = ancestorsByName[name] { return cached }
        return Self.chain(name, classes)
    }

    static func chain(_ name: String, _ classes: [String: [(file: Int, declared: SwiftClass)]]) -> [String] {
        func unique(_ name: String) -> SwiftClass? {
            guard let found = classes[name], found.count == 1, !found[0].declared.isObjectiveC else { return nil }
            return found[0].declared
        }
        var result: [String] = []
        var current = name
        while let next = unique(current)?.inherited.first, !result.contains(next), result.count < 64 {
            result.append(next)
            current = next
        }
        return result
    }

    func isKind(_ name: String?, of ancestor: String) -> Bool {
        guard let name else { return false }
        return name == ancestor || ancestors(name).contains(ancestor)
    }

    /// A class's own stored properties and its superclasses'.
    func allProperties(_ name: String) -> [SwiftClass.Property] {
        ([name] + ancestors(name)).compactMap { unique($0)?.declared.properties }.flatMap { $0 }
    }

    /// The class's scope in its file.
    func scope(of name: String) -> (file: Int, scope: PrepareBodyReader.Scope)? {
        guard let (file, declared) = unique(name) else { return nil }
        let matches = files[file].scopes.filter {
            $0.keyword == "class" && $0.name == name
                && files[file].reader.tokens[$0.keywordIndex].line == declared.position.line
        }
        return matches.count == 1 ? (file, matches[0]) : nil
    }
}
