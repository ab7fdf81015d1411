import Foundation

/// The segues the storyboards declare, as `context-check migrate` needs them: from which
/// scene class, under which identifier, to which controllers and through which container.
struct SegueRoute {
    /// What the segue prepares.
    enum Target {
        /// A storyboard reference or a destination that could not be followed.
        case unknown
        /// One controller, of this class (`nil`: a system class).
        case scene(String?)
        /// A navigation controller (its class, `nil` for UIKit's) and the controllers it holds.
        case navigation(String?, roots: [String?])
        /// Another container and every controller it holds.
        case container([String?])
    }

    var sourceClass: String?
    var identifier: String?
    var isUnwind: Bool
    /// An unwind segue's action selector (`unwindToList:`); `nil` when not written.
    var unwindAction: String? = nil
    var target: Target
    var position: SourcePosition

    /// The action's method name (`unwindToList` for `unwindToList:`): a class declaring a method
    /// of that name may hold the action too.
    var unwindMethod: String? { unwindAction.map { String($0.prefix { $0 != ":" }) } }

    /// Every class the segue prepares (`nil` for system classes).
    var prepared: [String?] {
        switch target {
        case .unknown: []
        case .scene(let name): [name]
        case .navigation(let name, let roots): [name] + roots
        case .container(let names): names
        }
    }

    /// Reads the routes of storyboards, following references by storyboard name.
    static func routes(_ storyboards: [Storyboard]) -> [SegueRoute] {
        let byName = Dictionary(grouping: storyboards, by: \.name)
        // The controller an id names, and the storyboard it lives in (a reference leads to another).
        func controller(_ id: String, in board: Storyboard) -> (Storyboard.Controller, Storyboard)? {
            if let found = board.controllers[id] { return (found, board) }
            guard let reference = board.references[id], reference.bundleIdentifier == nil,
                let candidates = byName[reference.storyboardName ?? board.name],
                let target = ContractCheckerSupport.base(of: candidates)
            else { return nil }
            if let identifier = reference.referencedIdentifier {
                return target.controllers.values.first { $0.storyboardIdentifier == identifier }.map { ($0, target) }
            }
            return target.initialControllerID.flatMap { target.controllers[$0] }.map { ($0, target) }
        }
        // The classes of every controller below a container, at any depth, each once; `nil` when
        // one cannot be followed.
        func descendants(_ root: Storyboard.Controller, in home: Storyboard) -> [String?]? {
            var found: [String?] = []
            var seen: Set<String> = []
            var pending = [(root, home)]
            while let (container, board) = pending.popLast() {
                for relationship in container.segues where relationship.kind == "relationship" {
                    guard let (child, childBoard) = controller(relationship.destinationID, in: board) else {
                        return nil
                    }
                    guard seen.insert(childBoard.name + "#" + relationship.destinationID).inserted else { continue }
                    found.append(child.customClass)
                    if child.isContainer { pending.append((child, childBoard)) }
                }
            }
            return found
        }
        var result: [SegueRoute] = []
        for board in storyboards {
            for (source, segue) in board.segues where segue.kind != "relationship" {
                var route = SegueRoute(
                    sourceClass: source.customClass, identifier: segue.identifier, isUnwind: segue.kind == "unwind",
                    unwindAction: segue.unwindAction, target: .unknown, position: segue.position)
                if !route.isUnwind, let (destination, home) = controller(segue.destinationID, in: board) {
                    if destination.isContainer {
                        // A container's children are in its own storyboard, or referenced from it.
                        let children = destination.segues.filter { $0.kind == "relationship" }.map {
                            controller($0.destinationID, in: home)
                        }
                        // The library walks containers to any depth (a tab of a tab bar that is a
                        // navigation controller delivers to its root too): every controller below.
                        let below = descendants(destination, in: home)
                        if children.contains(where: { $0 == nil }) || below == nil {
                            route.target = .unknown
                        } else if destination.element == "navigationController",
                            !children.contains(where: { $0?.0.isContainer == true })
                        {
                            route.target = .navigation(
                                destination.customClass, roots: children.map { $0?.0.customClass })
                        } else {
                            route.target = .container([destination.customClass] + (below ?? []))
                        }
                    } else {
                        route.target = .scene(destination.customClass)
                    }
                }
                result.append(route)
            }
        }
        return result
    }
}

/// Small helpers shared with the contract check's way of reading storyboards.
enum ContractCheckerSupport {
    /// One storyboard among localized copies: the Base one, else the first by path.
    static func base(of boards: [Storyboard]) -> Storyboard? {
        boards.sorted {
            ($0.path.contains("Base.lproj") ? 0 : 1, $0.path) < ($1.path.contains("Base.lproj") ? 0 : 1, $1.path)
        }
        .first
    }
}

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
    /// Branches converted in part that an earlier pass found would make their body's handoff longer,
    /// by ``branchKey(_:_:)``, with that body's lines before and after; and the passes so far (NeverLonger.swift).
    var heldBranches: [String: (before: Int, after: Int)] = [:]
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
            var index = scope.open + 1
            while index < scope.close {
                if reader.partner[index] > index, tokens[index].kind == .punctuation {
                    index = reader.partner[index] + 1
                    continue
                }
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
                index += 1
            }
        }
        return result
    }

    // MARK: Classes

    func unique(_ name: String) -> (file: Int, declared: SwiftClass)? {
        guard let found = classes[name], found.count == 1, !found[0].declared.isObjectiveC else { return nil }
        return found[0]
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

    // MARK: Run

    mutating func run() {
        let initial = self
        let shadowedCalls = shadowedPureCalls()
        let selfOrRootAccessors = ContainerPaths.selfOrRootAccessors(files)
        containerFacts = ContainerPaths.Facts(files: files, scopesByName: scopesByName)
        var pending: [(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)] = []
        for (number, file) in files.enumerated() where plannedFiles?.contains(file.path) ?? true {
            let counted = plan.counts
            defer { plan.fileCounts[file.path, default: MigrationCounts()] += plan.counts - counted }
            // Swift 2's `prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?)`: not read, said so.
            let tokens = file.reader.tokens
            for index in tokens.indices
            where tokens[index].isWord("func") && index + 2 < tokens.count
                && tokens[index + 1].isWord("prepareForSegue") && tokens[index + 2].isMark("(")
            {
                plan.bodiesNotRead += 1
                note(
                    number, index, .unreadable,
                    "prepareForSegue(_:sender:) is Swift 2's spelling, which today's UIKit never calls: it is not read; "
                        + "rename it prepare(for:sender:) (and fix what the compiler reports) first")
            }
            for function in file.functions {
                plan.bodies += 1
                if let problem = function.unreadable {
                    note(number, function.open, .unreadable, "this prepare(for:sender:) body stays: \(problem)")
                    plan.branchesFound += 1
                    plan.branchesLeft += 1
                    continue
                }
                var idioms = PrepareIdioms(
                    reader: file.reader, function: function, constants: constants,
                    segueEquatableEnums: segueEquatableEnums, shadowedCalls: shadowedCalls,
                    selfOrRootAccessors: selfOrRootAccessors)
                idioms.analyze()
                pending.append((number, function, idioms.analysis))
            }
        }
        // `vc.title = …` becomes a write of a new slot (FrameworkProperties.swift).
        adoptFrameworkSlots(&pending)
        recordOwnPrepares(pending)
        for (file, function, analysis) in pending where !analysis.candidates.isEmpty {
            mayConvert.insert(function.scope.name)
            let reader = files[file].reader
            for candidate in analysis.candidates {
                guard case .assign(let property, let value) = candidate.action else { continue }
                mayBecomeSlots.insert(candidate.cast.className + "." + property)
                // A destination told of its arrival takes part too (ObservedSlots.swift).
                if isObservedAssignment(candidate) || isFrameworkWrite(candidate) {
                    mayConvert.insert(candidate.cast.className)
                }
                let words = reader.texts(value)
                // Only an unconditional one: under `if let`, the name would deliver where it did not.
                if words == [property] || words == ["self", ".", property],
                    candidate.bindings.allSatisfy({ !$0.isCondition })
                {
                    ownHandoffs[function.scope.name, default: []].append(
                        (candidate.identifiers, candidate.cast.className, property))
                }
            }
        }
        var slots: [String: SlotDecision] = [:]
        var decided: [[Bool]] = []
        var refusals: [[(MigrationRefusalKind, String)?]] = []
        // First, each candidate on its own.
        for (file, function, analysis) in pending {
            var accepted: [Bool] = []
            var reasons: [(MigrationRefusalKind, String)?] = []
            var source = sourceDecision(file: file, function: function, analysis: analysis)
            if source.refusal == nil { source.refusal = arrivalRefusal(presenter: function.scope.name) }
            for candidate in analysis.candidates {
                if let refusal = source.refusal {
                    accepted.append(false)
                    reasons.append(refusal)
                    continue
                }
                let reason =
                    check(candidate, file: file, function: function, slots: &slots) ?? heldBranchRefusal(file, candidate)
                accepted.append(reason == nil)
                reasons.append(reason)
            }
            decided.append(accepted)
            refusals.append(reasons)
        }
        // A class whose superclass is converted too would shadow that superclass's hook with its own.
        var converting = Set<String>()
        for (number, entry) in pending.enumerated() where decided[number].contains(true) {
            converting.insert(entry.function.scope.name)
        }
        for (number, entry) in pending.enumerated() {
            guard let ancestor = ancestors(entry.function.scope.name).first(where: converting.contains) else {
                continue
            }
            for index in decided[number].indices where decided[number][index] {
                decided[number][index] = false
                refusals[number][index] = (
                    .sourceClass,
                    "its superclass '\(ancestor)' is converted too, and one offeredValues hook would hide the other: "
                        + "merge the two by hand"
                )
            }
        }
        // Then what holds only for several together: one capture per kept property, one delivery
        // per key, groups, order.
        var keeps: [String: Int] = [:]
        for (number, entry) in pending.enumerated() {
            for (index, candidate) in entry.analysis.candidates.enumerated() where decided[number][index] {
                if case .keep(let property) = candidate.action {
                    keeps[entry.function.scope.name + "." + property, default: 0] += 1
                }
            }
        }
        for (number, entry) in pending.enumerated() {
            for (index, candidate) in entry.analysis.candidates.enumerated() where decided[number][index] {
                if case .keep(let property) = candidate.action,
                    keeps[entry.function.scope.name + "." + property, default: 0] > 1
                {
                    decided[number][index] = false
                    refusals[number][index] = (
                        .condition,
                        "'\(property)' keeps the destination of several branches: one @SegueDestination names one segue"
                    )
                }
            }
        }
        var delivered: [String: [(identifiers: [String]?, bindings: [MigrationBinding])]] = [:]
        for (number, entry) in pending.enumerated() {
            let analysis = entry.analysis
            for (index, candidate) in analysis.candidates.enumerated() where decided[number][index] {
                guard case .assign(let property, _) = candidate.action else { continue }
                // One hook per presenter: two of its branches must not offer one key to one class.
                let key = entry.function.scope.name + ">" + candidate.cast.className + "." + property
                let overlapping = (delivered[key] ?? []).contains { other in
                    // Two arms of one carried chain: the hook writes the chain, one arm runs.
                    if Self.differentArms(other.bindings, candidate.bindings) { return false }
                    guard let others = other.identifiers, let mine = candidate.identifiers else { return true }
                    return others.contains(where: mine.contains)
                }
                if overlapping {
                    decided[number][index] = false
                    refusals[number][index] = (
                        .conflict, "'\(property)' is already delivered to \(candidate.cast.className) for this segue"
                    )
                } else {
                    delivered[key, default: []].append((candidate.identifiers, candidate.bindings))
                }
            }
            for (index, refusal) in unusedBindingRefusals(entry.file, analysis, accepted: decided[number]) {
                decided[number][index] = false
                refusals[number][index] = refusal
            }
            // Values that call code against what stays, and those refused taken as statements that stay
            // (CallValues.swift); then where the delivery goes, and what its place blocks (DeliveryPlacement.swift).
            let withCalls = settleCalls(
                entry.file, entry.function, analysis, accepted: &decided[number], refusals: &refusals[number])
            let (settled, reasons) = settleDelivery(
                entry.file, entry.function, withCalls, decided[number], refusals[number])
            decided[number] = settled
            refusals[number] = reasons
        }
        // An observed slot relied on its class's own prepare(for:sender:), which converts nothing in the
        // end: decided again from the start without it (ObservedSlots.swift).
        let unconfirmed = unconfirmedArrivals(pending, decided: decided)
        if !unconfirmed.isEmpty {
            var again = initial
            again.ownPrepareArrivals = ownPrepareArrivals.refusing(unconfirmed)
            again.run()
            self = again
            return
        }
        decideImplicitlyUnwrappedSlots(pending, decided: decided, slots: &slots)
        chooseHandoffForms(pending.map { ($0.file, $0.function, $0.analysis) }, decided: decided, slots: slots)
        var lines: [(before: Int, after: Int)] = []
        for (number, entry) in pending.enumerated() {
            let counted = plan.counts
            emit(
                entry.file, entry.function, entry.analysis, accepted: decided[number], refusals: refusals[number],
                slots: slots)
            noteChangedFailures(entry.file, entry.analysis, accepted: decided[number])
            noteCallTraps(entry.file, entry.analysis, accepted: decided[number])
            noteChosenKeys(entry.file, entry.analysis, accepted: decided[number], slots: slots)
            let emitted = plan.counts - counted
            lines.append((emitted.handoffLinesBefore, emitted.handoffLinesAfter))
            plan.fileCounts[files[entry.file].path, default: MigrationCounts()] += emitted
        }
        // A branch converted in part whose body's handoff grows stays as written (NeverLonger.swift).
        let longer = longerPartialBranches(pending, decided: decided, lines: lines)
        if !longer.isEmpty {
            var again = initial
            again.heldBranches.merge(longer) { earlier, _ in earlier }
            again.heldBranchPasses = heldBranchPasses + 1
            again.run()
            self = again
            return
        }
        emitFrameworkSlots(pending, decided: decided)
        // Two edits of one file that overlap would mix: the file is then left as it is.
        for (path, edits) in plan.edits {
            let sorted = MigrationPlan.sorted(edits)
            if zip(sorted, sorted.dropFirst()).contains(where: { $0.range.upperBound > $1.range.lowerBound }) {
                plan.edits[path] = nil
                plan.notes.append(
                    MigrationNote(
                        position: SourcePosition(path: path, line: 1, column: 1),
                        kind: MigrationRefusalKind.unreadable.rawValue,
                        message: "the changes proposed for this file overlap, so it is left as it is; please report it")
                )
            }
        }
        plan.notes.sort {
            ($0.position.path, $0.position.line, $0.position.column) < (
                $1.position.path, $1.position.line, $1.position.column
            )
        }
    }

    mutating func note(_ file: Int, _ token: Int, _ kind: MigrationRefusalKind, _ message: String) {
        let tokens = files[file].reader.tokens
        let at = tokens.isEmpty ? nil : tokens[min(max(token, 0), tokens.count - 1)]
        plan.notes.append(
            MigrationNote(
                position: SourcePosition(path: files[file].path, line: at?.line ?? 1, column: at?.column ?? 1),
                kind: kind.rawValue, message: message))
    }

    // MARK: The presenting class

    struct SourceDecision {
        var refusal: (MigrationRefusalKind, String)?
        /// The new base class, when the class changes it.
        var newBase: String?
        /// Whether the class adopts SegueContext instead (its superclass is the app's own).
        var adoptsSegueContext = false
        /// Where the hook goes when `prepare(for:sender:)` is in an extension and the hook is an
        /// override (``classBodyHookOffset(file:function:)``); `nil`: right after the body.
        var hookInClassBody: Int?
    }

    func sourceDecision(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)
        -> SourceDecision
    {
        let name = function.scope.name
        guard let (_, declared) = unique(name) else {
            return SourceDecision(
                refusal: (.sourceClass, "the class '\(name)' is not declared once in Swift in the sources"))
        }
        let chain = ancestors(name)
        let alreadyPrepared =
            chain.contains { $0.hasPrefix("Prepared") && $0.hasSuffix("Controller") }
            || ([name] + chain).contains { unique($0)?.declared.inherited.contains("SegueContext") == true }
        if let superCall = analysis.superCall,
            !function.statements.contains(where: { $0.tokens.lowerBound == superCall.lowerBound })
        {
            return SourceDecision(refusal: (.order, "super.prepare(for:sender:) is called inside a branch"))
        }
        var decision = SourceDecision()
        if !alreadyPrepared {
            if let base = declared.inherited.first, let prepared = Self.preparedBases[base] {
                decision.newBase = prepared
            } else if let base = declared.inherited.first, let root = chain.last,
                (Self.preparedBases[root] != nil && chain.dropLast().allSatisfy({ unique($0) != nil }))
                    || externalBase(of: name, chain: chain) != nil
            {
                // A superclass of another module stays too, where that is proved (ExternalBases.swift).
                if Self.preparedBases[root] == nil,
                    let refusal = externalBaseRefusal(root, file: file, function: function)
                {
                    return SourceDecision(refusal: refusal)
                }
                // The app's own superclass stays: the class adopts SegueContext, and delivers right after
                // the superclass's prepare(for:sender:), so the super call must come first.
                if let superCall = analysis.superCall,
                    function.statements.first?.tokens.lowerBound != superCall.lowerBound
                        || files[file].reader.tokens[superCall.lowerBound].isWord("defer")
                {
                    return SourceDecision(
                        refusal: (
                            .order,
                            "'\(name)' adopts SegueContext (its superclass '\(base)' stays) and delivers "
                                + "after super.prepare(for:sender:), which is not its first statement (or runs in a 'defer')"
                        ))
                }
                decision.adoptsSegueContext = true
            } else {
                let base = declared.inherited.first ?? "nothing"
                return SourceDecision(
                    refusal: (
                        .sourceClass,
                        "'\(name)' inherits from '\(base)', which is not a UIKit or AppKit controller class nor "
                            + "one of the app's classes built on one: adopt SegueContext by hand"
                    ))
            }
            if let ambient = firstAmbientClass {
                return SourceDecision(
                    refusal: (
                        .sourceClass,
                        "the app has @Ambient slots ('\(ambient)'): taking part, '\(name)' would hand "
                            + "ambient values on"
                    ))
            }
            // Its new base (or SegueContext) brings members the class, a subclass or an extension
            // must not declare again (PreparedMembers.swift).
            if let refusal = preparedMemberRefusal(name) { return SourceDecision(refusal: refusal) }
            // A destination slot with an explicit key reads a plain property of that name from any
            // source that takes part.
            let own = Set(allProperties(name).map(\.name))
            for route in routes(from: name) where !route.isUnwind {
                for reached in route.prepared.compactMap({ $0 }) {
                    if let slot = allProperties(reached).first(where: { slot in
                        (slot.isSlot || slot.isWeakSlot) && slot.explicitKey.map(own.contains) == true
                    }) {
                        return SourceDecision(
                            refusal: (
                                .sourceClass,
                                "'\(reached).\(slot.name)' names the key '\(slot.explicitKey ?? "")', which '\(name)' "
                                    + "would start providing when it takes part"
                            ))
                    }
                }
            }
            let subclasses = (subclassesByName[name] ?? []).compactMap { unique($0) }
            for (taking, properties) in [(name, allProperties(name))]
                + subclasses.map({ ($0.declared.name, $0.declared.properties) })
            {
                if let property = properties.first(where: {
                    $0.isSlot || $0.isWeakSlot || $0.isSegueDestination
                        || (!prefix.isEmpty && $0.name.hasPrefix(prefix))
                }) {
                    return SourceDecision(
                        refusal: (
                            .sourceClass,
                            "'\(taking).\(property.name)' would start providing context when '\(name)' takes part"
                        ))
                }
            }
            for subclass in subclasses {
                let overrides = files.flatMap(\.functions).filter { $0.scope.name == subclass.declared.name }
                for other in overrides {
                    let reader = files[subclass.file].reader
                    let callsSuper = other.statements.contains {
                        reader.texts($0.tokens).starts(with: ["super", ".", "prepare"])
                    }
                    if !callsSuper {
                        return SourceDecision(
                            refusal: (
                                .sourceClass,
                                "the subclass '\(subclass.declared.name)' overrides prepare(for:sender:) without calling super"
                            ))
                    }
                }
            }
        } else if analysis.superCall == nil {
            return SourceDecision(
                refusal: (.sourceClass, "'\(name)' takes part already but this prepare(for:sender:) never calls super"))
        }
        if function.scope.keyword == "extension", !decision.adoptsSegueContext {
            switch classBodyHookOffset(file: file, function: function) {
            case .success(let offset): decision.hookInClassBody = offset
            case .failure(let refusal): return SourceDecision(refusal: refusal.value)
            }
        }
        if let owner = ([name] + chain).first(where: { unique($0)?.declared.methods.contains("offeredValues") == true })
        {
            return SourceDecision(
                refusal: (.sourceClass, "'\(owner)' implements offeredValues(forSegue:…) already: merge by hand"))
        }
        return decision
    }

    // MARK: One candidate

    /// What becomes of a destination property.
    struct SlotDecision {
        var file: Int
        var edits: [MigrationEdit]
        /// The type the value is coerced to.
        var valueType: String
        /// Where `@Prepared(required: …) ` goes for an implicitly unwrapped property, whose
        /// `required:` is decided once every candidate is (``ImplicitlyUnwrappedSlots``).
        var implicitlyUnwrappedAttributeAt: Int? = nil
        /// The key of its own the slot takes where its name collides, and the collision (SlotKeys.swift).
        var freshKey: String? = nil
        var freshKeyReason: String? = nil
    }

    /// The reason a candidate is refused, `nil` when it converts.
    func check(
        _ candidate: MigrationCandidate, file: Int, function: PrepareBodyReader.PrepareFunction,
        slots: inout [String: SlotDecision]
    ) -> (MigrationRefusalKind, String)? {
        let source = function.scope.name
        let cast = candidate.cast
        guard unique(cast.className) != nil else {
            return (
                .unresolvedType,
                "the destination class '\(cast.className)' is not declared once in Swift in the sources"
            )
        }
        if let refusal = storyboardProof(source: source, candidate: candidate) { return refusal }
        if let refusal = everyRouteProof(source: source, candidate: candidate) { return refusal }
        if let refusal = earlierCaseProof(candidate: candidate) { return refusal }
        if let refusal = earlierArmProof(candidate: candidate, file: file, source: source) { return refusal }
        if let refusal = stateReadProof(source: source, candidate: candidate) { return refusal }
        if let refusal = callProof(candidate, source: source) { return refusal }
        switch candidate.action {
        case .keep(let property):
            if let refusal = keptCastProof(source: source, candidate: candidate) { return refusal }
            return keepCheck(property, source: source, candidate: candidate)
        case .assign(let property, _):
            let key = cast.className + "." + property
            if slots[key] == nil {
                switch frameworkSlotDecision(property, in: cast.className) ?? slotDecision(property, in: cast.className)
                {
                case .success(let decision): slots[key] = decision
                case .failure(let refusal): return refusal.value
                }
            }
            if let slot = slots[key] {
                // The type is written in the presenter: a type of its own with the same name (nested,
                // a typealias, inherited or declared in an extension) would win.
                let shadowing = memberTypes(of: source, directOnly: false)
                if let clash = Self.typeWords(slot.valueType).first(where: shadowing.contains) {
                    return (
                        .unresolvedType,
                        "'\(clash)' names a type of '\(source)' too, so the value's type cannot be written there"
                    )
                }
                if let refusal = initializerTypeVisibility(slot.valueType, presenterFile: file) { return refusal }
            }
            return keyedConflicts(
                property, destination: cast.className, source: source, candidate: candidate, slots: &slots)
        }
    }

    struct Refusal: Error {
        var value: (MigrationRefusalKind, String)
    }

    /// Every route from the presenting class (or a subclass) that the candidate's branch runs for.
    func routes(from source: String, identifiers: [String]?) -> [SegueRoute] {
        routes(from: source).filter { route in
            identifiers.map { ids in route.identifier.map(ids.contains) ?? false } ?? true
        }
    }

    /// The routes whose source scene is the class or one of its subclasses.
    func routes(from source: String) -> [SegueRoute] {
        ([source] + (subclassesByName[source] ?? [])).flatMap { routesBySource[$0] ?? [] }
    }

    /// The routes that prepare the class or one of its subclasses.
    func routes(reaching destination: String) -> [SegueRoute] {
        var seen = Set<Int>()
        var result: [SegueRoute] = []
        for name in [destination] + (subclassesByName[destination] ?? []) {
            for index in routesByPrepared[name] ?? [] where seen.insert(index).inserted { result.append(routes[index]) }
        }
        return result
    }

    /// Why a branch stays when no storyboard segue of its identifiers leaves its presenter.
    func noSegueNote(source: String, candidate: MigrationCandidate) -> String {
        let segues =
            candidate.identifiers.map {
                "no storyboard segue from '\(source)' has the identifier "
                    + $0.map { "'\($0)'" }.joined(separator: ", ")
            } ?? "no storyboard segue leaves '\(source)'"
        return segues + ": check the scene's class and the segue's identifier in the storyboard, or assign it by hand"
    }

    func storyboardProof(source: String, candidate: MigrationCandidate) -> (MigrationRefusalKind, String)? {
        let cast = candidate.cast
        let found = routes(from: source, identifiers: candidate.identifiers)
        guard !found.isEmpty else { return (.storyboard, noSegueNote(source: source, candidate: candidate)) }
        var reaches = false
        for route in found {
            if route.isUnwind {
                let action = route.unwindAction.map { " (\($0))" } ?? ""
                return (
                    .storyboard,
                    "the segue from '\(source)' at \(route.position.path):\(route.position.line) is an unwind\(action), which "
                        + "runs this branch too and leads where the storyboard does not show: test an identifier that "
                        + "leaves it out, or assign it by hand"
                )
            }
            if cast.path.isContainerPath {
                switch containerReach(route, candidate) {
                case .reaches: reaches = true
                case .misses: break
                case .refused(let kind, let reason): return (kind, reason)
                }
                continue
            }
            let matching = route.prepared.filter { isKind($0, of: cast.className) }
            switch route.target {
            case .unknown:
                return (
                    .storyboard,
                    "the segue at \(route.position.path):\(route.position.line) leads to a scene the storyboards do not "
                        + "show (a reference to another bundle, or a missing one)"
                )
            case .scene(let name):
                if isKind(name, of: cast.className) {
                    if let name, let adopted = adoptedContainerProtocol(name) {
                        // The walk goes on into what it holds, which the assignment never reached.
                        return (
                            .storyboard,
                            "the segue at line \(route.position.line) reaches '\(name)', which adopts '\(adopted)': the "
                                + "library delivers to the controllers it holds too, which the assignment never "
                                + "reached; convert by hand"
                        )
                    }
                    guard cast.path == .direct else {
                        return (
                            .storyboard,
                            "the segue at line \(route.position.line) reaches '\(cast.className)' without a navigation controller"
                        )
                    }
                    reaches = true
                }
            case .navigation(let container, let roots):
                guard matching.isEmpty else {
                    guard cast.path == .navigationRoot, roots.count == 1, isKind(roots[0], of: cast.className),
                        !isKind(container, of: cast.className)
                    else {
                        return (
                            .storyboard,
                            "the segue at line \(route.position.line) reaches '\(cast.className)' inside a navigation "
                                + "controller, which the cast does not look into the same way"
                        )
                    }
                    if case .assign(let property, _) = candidate.action, let container,
                        allProperties(container).contains(where: { $0.name == property })
                    {
                        return (.conflict, "the navigation controller '\(container)' declares '\(property)' too")
                    }
                    reaches = true
                    continue
                }
            case .container:
                if !matching.isEmpty {
                    return (
                        .storyboard,
                        "the segue at line \(route.position.line) reaches '\(cast.className)' inside a container"
                    )
                }
            }
        }
        guard reaches else {
            let described = candidate.identifiers.map {
                " with the identifier " + $0.map { "'\($0)'" }.joined(separator: ", ")
            }
            return (
                .storyboard,
                "no segue from '\(source)'\(described ?? "") reaches '\(cast.className)' as the cast reads it: assign "
                    + "it by hand"
            )
        }
        return nil
    }

    /// Whether another presenter of the destination would deliver into a new slot `property`
    /// keyed `key` (its name when `nil`; a key of its own, SlotKeys.swift), or the slot would
    /// provide that key where it was not.
    func conflicts(
        _ property: String, key: String? = nil, destination: String, source: String, candidate: MigrationCandidate
    ) -> (MigrationRefusalKind, String)? {
        let named = key.map { "'\(property)' (key '\($0)')" } ?? "'\(property)'"
        let key = key ?? property
        // Every presenter that could fill the new slot is accounted for, storyboard or not.
        if let outside = outsideDeliveries.first(where: { $0.importsLibrary || exportsLibrary }) {
            return (
                .conflict,
                "the app delivers context outside storyboard segues (\(outside.call) at \(outside.position.path):"
                    + "\(outside.position.line)), which could fill the new slot \(named): convert by hand"
            )
        }
        if let imported = literalKeys[key], imported || exportsLibrary {
            return (
                .conflict,
                "a value is added under the key '\(key)' elsewhere (values.add(_:forKey:)), which the new slot would "
                    + "receive: convert by hand"
            )
        }
        let related = [destination] + ancestors(destination) + (subclassesByName[destination] ?? [])
        for route in unwinds(reaching: related) {
            // The controller unwinding takes part, or will: its properties reach the unwind's target.
            guard let presenter = route.sourceClass, unique(presenter) != nil, takesPart(presenter) else { continue }
            let provided = providesKey(presenter, key)
            let passed = ([presenter] + ancestors(presenter)).contains { name in
                unique(name)?.declared.hasSegueHook == true
            }
            if provided || passed {
                return (
                    .conflict,
                    "'\(presenter)' unwinds to '\(destination)' (segue at \(route.position.path):\(route.position.line)) "
                        + "and has \(key == property ? named : "'\(key)'"): the new slot would receive it"
                )
            }
        }
        for route in routes(from: destination) where route.isUnwind && takesPart(destination) {
            for target in classes(reachedBy: route) where receivesKey(target, key) {
                return (
                    .conflict,
                    "'\(destination)' unwinds to '\(target)', which declares '\(key)' too: the new "
                        + "slot would provide it"
                )
            }
        }
        for route in routes(reaching: destination) where !route.isUnwind {
            let ours =
                isKind(route.sourceClass, of: source)
                && (candidate.identifiers.map { ids in route.identifier.map(ids.contains) ?? false } ?? true)
            if ours { continue }
            // A presenter delivers only when it takes part; one that hands its own property of that
            // name on this segue gives the same value.
            guard let presenter = route.sourceClass, unique(presenter) != nil, takesPart(presenter),
                !route.prepared.compactMap({ $0 }).filter({ isKind($0, of: destination) }).allSatisfy({
                    handsOwn(presenter, property, to: $0, on: route)
                })
            else { continue }
            let provided = providesKey(presenter, key)
            let passed = ([presenter] + ancestors(presenter)).contains { name in
                guard let declared = unique(name)?.declared else { return false }
                return declared.hasSegueHook || declared.explicitKeys.values.contains { $0.contains(key) }
            }
            if provided || passed {
                return (
                    .conflict,
                    "'\(presenter)' also presents '\(destination)' (segue at \(route.position.path):\(route.position.line)) "
                        + "and has \(key == property ? named : "'\(key)'"): the new slot would receive it"
                )
            }
        }
        // The destination as a presenter: a slot provides under its key.
        for route in routes(from: destination) where !route.isUnwind && takesPart(destination) {
            for reached in route.prepared.compactMap({ $0 })
            where receivesKey(reached, key) && !handsOwn(destination, property, to: reached, on: route) {
                return (
                    .conflict,
                    "'\(destination)' presents '\(reached)', which declares '\(key)' too: the new slot would provide it"
                )
            }
        }
        return nil
    }

    /// Whether a class takes part, or may once migrated: it or a superclass is a prepared
    /// controller, adopts SegueContext, or has a prepare(for:sender:) with something to convert.
    func takesPart(_ name: String) -> Bool {
        ([name] + ancestors(name)).contains { ancestor in
            mayConvert.contains(ancestor) || (ancestor.hasPrefix("Prepared") && ancestor.hasSuffix("Controller"))
                || unique(ancestor)?.declared.inherited.contains("SegueContext") == true
        }
    }

    /// Whether `presenter` provides the key `key` by matching (``Matching``): a slot of that key,
    /// or a property that this run may turn into a slot of that key (by its name, or by a key of
    /// its own: ``mayBecomeSlot(_:_:keyed:)``). A plain property provides only to a slot with an
    /// explicit key, and a new slot's own key is spelled nowhere else in the app.
    func providesKey(_ presenter: String, _ key: String) -> Bool {
        allProperties(presenter).contains { property in
            if property.isSlot || property.isWeakSlot { return (property.explicitKey ?? property.name) == key }
            return ([presenter] + ancestors(presenter)).contains { mayBecomeSlot($0, property.name, keyed: key) }
        }
    }

    /// Whether `reached` has a slot of the key, or a property this run may make a slot of that key.
    func receivesKey(_ reached: String, _ key: String) -> Bool {
        allProperties(reached).contains { property in
            if property.isSlot || property.isWeakSlot { return (property.explicitKey ?? property.name) == key }
            return ([reached] + ancestors(reached) + (subclassesByName[reached] ?? [])).contains {
                mayBecomeSlot($0, property.name, keyed: key)
            }
        }
    }

    /// Whether `presenter` itself assigns its own `property` to the same-named property of
    /// `reached` on `route`: delivering it by name gives the destination the same value.
    func handsOwn(_ presenter: String, _ property: String, to reached: String, on route: SegueRoute) -> Bool {
        (ownHandoffs[presenter] ?? []).contains { handoff in
            handoff.property == property && isKind(reached, of: handoff.className)
                && (handoff.identifiers.map { ids in route.identifier.map(ids.contains) ?? false } ?? true)
        }
    }

    /// Whether an unwind segue may end at one of `classes`: one of them declares its action
    /// (any of them when the storyboard names none).
    func unwindReaches(_ route: SegueRoute, _ classes: [String]) -> Bool {
        guard let action = route.unwindAction, let base = route.unwindMethod else { return true }
        return classes.contains { name in
            declarations(named: name).contains { $0.selectors.contains(action) || $0.methods.contains(base) }
        }
    }

    /// The unwind segues that reach one of the classes (``unwindReaches(_:_:)``), in the
    /// storyboards' order: looked up by the classes' selectors and methods, not by a scan of
    /// every segue for every candidate (issue 40).
    func unwinds(reaching classNames: [String]) -> [SegueRoute] {
        var found = Set(unwindsWithoutAction)
        for name in classNames {
            for declared in declarations(named: name) {
                for selector in declared.selectors { found.formUnion(unwindsBySelector[selector] ?? []) }
                for method in declared.methods { found.formUnion(unwindsByMethod[method] ?? []) }
            }
        }
        return found.sorted().map { routes[$0] }
    }

    /// Fills the indices of `allClasses`, each time it is set (the framework-owned slots add
    /// properties to classes after the first reading).
    mutating func indexClasses() {
        classesBySelector = [:]
        classesByMethod = [:]
        firstAmbientClass = allClasses.first { $0.declared.properties.contains { $0.ambientKey != nil } }?.declared.name
        for (index, entry) in allClasses.enumerated() {
            for selector in entry.declared.selectors { classesBySelector[selector, default: []].append(index) }
            for method in entry.declared.methods { classesByMethod[method, default: []].append(index) }
        }
    }

    /// The names of the classes an unwind segue may end at (those ``unwindReaches(_:_:)`` says
    /// it reaches), in the order of `allClasses`: looked up by its action, not by a scan.
    func classes(reachedBy route: SegueRoute) -> [String] {
        guard let action = route.unwindAction, let base = route.unwindMethod else {
            return allClasses.map(\.declared.name)
        }
        let found = Set(classesBySelector[action] ?? []).union(classesByMethod[base] ?? [])
        return found.sorted().map { allClasses[$0].declared.name }
    }

    /// Every declaration of a class by name (one per target).
    private func declarations(named name: String) -> [SwiftClass] {
        (classes[name] ?? []).map(\.declared)
    }

    func keepCheck(_ property: String, source: String, candidate: MigrationCandidate) -> (MigrationRefusalKind, String)?
    {
        guard candidate.identifiers == nil || candidate.identifiers?.count == 1 else {
            return (.condition, "a destination kept for several identifiers stays")
        }
        guard case .success = keptPropertyEdit(property, in: source, candidate: candidate) else {
            if case .failure(let refusal) = keptPropertyEdit(property, in: source, candidate: candidate) {
                return refusal.value
            }
            return nil
        }
        return nil
    }

    // MARK: Property declarations

    /// A stored property declaration in a class's own body.
    struct PropertyDeclaration {
        var start: Int
        var keyword: Int
        var name: Int
        var attributes: [String]
        var modifiers: [(text: String, index: Int)]
        /// The type's tokens, if annotated.
        var type: Range<Int>?
        /// The `=` of the initializer.
        var initializer: Int?
        var end: Int
        var hasAccessors: Bool
    }

    func declaration(_ property: String, in className: String) -> (file: Int, PropertyDeclaration)? {
        guard let (file, scope) = scope(of: className) else { return nil }
        let reader = files[file].reader
        let tokens = reader.tokens
        var index = scope.open + 1
        var found: PropertyDeclaration?
        while index < scope.close {
            let token = tokens[index]
            if reader.partner[index] > index, token.kind == .punctuation {
                index = reader.partner[index] + 1
                continue
            }
            if token.isWord("var") || token.isWord("let"), index + 1 < scope.close, tokens[index + 1].text == property,
                tokens[index + 1].kind == .identifier
            {
                guard found == nil else { return nil }
                found = propertyDeclaration(keyword: index, reader: reader, limit: scope.close)
            }
            index += 1
        }
        return found.map { (file, $0) }
    }

    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "weak", "unowned", "lazy", "static", "class",
        "dynamic", "override", "nonisolated", "required",
    ]

    private func propertyDeclaration(keyword: Int, reader: PrepareBodyReader, limit: Int) -> PropertyDeclaration {
        let tokens = reader.tokens
        var start = keyword
        var attributes: [String] = []
        var modifiers: [(String, Int)] = []
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == .identifier, Self.declarationModifiers.contains(previous.text) {
                modifiers.append((previous.text, start - 1))
                start -= 1
            } else if previous.isMark(")"), start >= 4, tokens[start - 3].isMark("("),
                tokens[start - 4].kind == .identifier,
                tokens[start - 2].isWord("set") || Self.declarationModifiers.contains(tokens[start - 4].text)
            {
                // `private(set)`; `unowned(unsafe)` and `unowned(safe)` are `unowned` to every check.
                let word = tokens[start - 4].text
                modifiers.append((tokens[start - 2].isWord("set") ? word + "(set)" : word, start - 4))
                start -= 4
            } else if previous.kind == .identifier, start >= 2, tokens[start - 2].isMark("@") {
                attributes.append(previous.text)
                start -= 2
            } else if previous.isMark(")"),
                let open = (max(0, start - 40)..<(start - 1)).last(where: { reader.partner[$0] == start - 1 }),
                open >= 2, tokens[open - 2].isMark("@")
            {
                attributes.append(tokens[open - 1].text)
                start = open - 2
            } else {
                break
            }
        }
        var declaration = PropertyDeclaration(
            start: start, keyword: keyword, name: keyword + 1, attributes: attributes, modifiers: modifiers, type: nil,
            initializer: nil, end: keyword + 2, hasAccessors: false)
        var index = keyword + 2
        var typeStart: Int?
        while index < limit {
            let token = tokens[index]
            if index > keyword + 2, token.newlineBefore, !token.isMark("."), !token.isMark("="), !token.isMark("{") {
                break
            }
            if token.isMark(":"), typeStart == nil, declaration.initializer == nil { typeStart = index + 1 }
            if token.isMark("=") {
                declaration.initializer = index
                if let typeStart { declaration.type = typeStart..<index }
            }
            if token.isMark("{") {
                declaration.hasAccessors = true
                if declaration.initializer == nil, let typeStart { declaration.type = typeStart..<index }
                index = max(index + 1, reader.partner[index] + 1)
                break
            }
            if token.isMark(";") || token.isMark(",") { declaration.hasAccessors = true }
            if reader.partner[index] > index, token.kind == .punctuation {
                index = reader.partner[index] + 1
                continue
            }
            index += 1
        }
        declaration.end = index
        if declaration.type == nil, let typeStart, declaration.initializer == nil, !declaration.hasAccessors {
            declaration.type = typeStart..<index
        }
        return declaration
    }

    /// The word the declaration reader stopped at before a property's attributes and modifiers,
    /// on the same line (`package`, a modifier it does not know): an attribute written at the
    /// declaration's start would land after that word, which does not compile.
    func unreadDeclarationPrefix(_ file: Int, _ declaration: PropertyDeclaration) -> String? {
        let tokens = files[file].reader.tokens
        let start = declaration.start
        guard start > 0, !tokens[start].newlineBefore else { return nil }
        let previous = tokens[start - 1]
        if previous.isMark("{") || previous.isMark("}") || previous.isMark(";") { return nil }
        return previous.text
    }

    func text(_ file: Int, _ range: Range<Int>) -> String {
        let tokens = files[file].reader.tokens
        guard let first = range.first, let last = range.last, last < tokens.count else { return "" }
        return String(decoding: files[file].bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }

    /// The first name of each dotted name in a written type (`Detail.Kind` gives `Detail`).
    static func typeWords(_ type: String) -> [String] {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.compactMap { word in
            word.split(separator: ".").first.map(String.init)
        }
    }

    /// The type names a class declares as members — nested types, type aliases, associated
    /// types — in its body and its extensions, and its superclasses'. `directOnly` keeps the
    /// members of the bodies themselves (what `Class.Name` reaches); otherwise names declared
    /// at any depth count too (what may shadow a name there).
    func memberTypes(of className: String, directOnly: Bool) -> Set<String> {
        var names = Set<String>()
        let declaring: Set<String> = ["class", "struct", "enum", "actor", "protocol", "typealias", "associatedtype"]
        for name in [className] + ancestors(className) {
            for (file, scope) in scopesByName[name] ?? [] {
                let reader = files[file].reader
                let tokens = reader.tokens
                do {
                    var index = scope.open + 1
                    while index < scope.close {
                        let token = tokens[index]
                        if directOnly, token.kind == .punctuation, reader.partner[index] > index {
                            index = reader.partner[index] + 1
                            continue
                        }
                        if token.kind == .identifier, declaring.contains(token.text), index + 1 < scope.close,
                            tokens[index + 1].kind == .identifier,
                            !["var", "let", "func", "subscript", "init"].contains(tokens[index + 1].text)
                        {
                            names.insert(tokens[index + 1].text)
                        }
                        index += 1
                    }
                }
            }
        }
        return names
    }

    /// The type written with the destination's member types qualified, as the presenter sees it.
    func qualifiedType(_ file: Int, _ range: Range<Int>, in className: String) -> String {
        let nested = memberTypes(of: className, directOnly: true)
        let tokens = files[file].reader.tokens
        var result = ""
        for index in range {
            let token = tokens[index]
            if token.spaceBefore && index > range.lowerBound { result += " " }
            if token.kind == .identifier, nested.contains(token.text),
                index == range.lowerBound || !tokens[index - 1].isMark(".")
            {
                result += className + "."
            }
            result += token.text
        }
        return result
    }

    /// How a destination property becomes a slot: the edits and the value's type; refused when
    /// the engine's delivery into that type differs from an assignment.
    func slotDecision(_ property: String, in className: String) -> Result<SlotDecision, Refusal> {
        if let refusal = deinitReadRefusal(property, in: className) { return .failure(refusal) }
        let decision = writtenSlotDecision(property, in: className)
        guard case .success(let slot) = decision else { return decision }
        var base = slot.valueType.filter { !$0.isWhitespace }
        if base.hasSuffix("?") { base.removeLast() }
        let words = base.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        // The engine hands over the value inside an optional: `nil` is "no value", and an optional
        // inside it is flattened. Assigning an `Int?` to an `Any` property keeps `Optional(7)` and
        // `nil`; assigning to a `T??` property keeps an inner `nil`.
        if ["Any", "AnyObject", "AnyHashable", "anyAny"].contains(base) || base.hasPrefix("Any&")
            || base.hasPrefix("AnyObject&") || base.hasSuffix("?") || base.hasSuffix("!")
            || words.contains("Optional")
        {
            return .failure(
                Refusal(
                    value: (
                        .destinationProperty,
                        "'\(className).\(property)' is '\(slot.valueType)': a delivery into it differs from an "
                            + "assignment (the engine flattens optionals; 'nil' becomes no value), so it stays"
                    )))
        }
        if let alias = words.first(where: { word in
            guard let named = typealiases[word] else { return false }
            guard let named else { return true }
            let inner = Self.typeWords(named)
            return named.contains("?") || named.contains("!") || inner.contains("Any") || inner.contains("AnyObject")
                || inner.contains("Optional") || inner.contains { typealiases[$0] != nil }
        }) {
            return .failure(
                Refusal(
                    value: (
                        .unresolvedType,
                        "'\(className).\(property)' is typed through the typealias '\(alias)', which names an optional "
                            + "or 'Any' (or is declared twice): a delivery into it differs from an assignment, so it stays"
                    )))
        }
        return decision
    }

    private func writtenSlotDecision(_ property: String, in className: String) -> Result<SlotDecision, Refusal> {
        func refuse(_ kind: MigrationRefusalKind, _ message: String) -> Result<SlotDecision, Refusal> {
            .failure(Refusal(value: (kind, message)))
        }
        // A subclass overriding the property with observers would not see a delivery.
        if let subclass = (subclassesByName[className] ?? []).compactMap({ unique($0) }).first(where: { entry in
            entry.declared.properties.contains { $0.name == property }
        }) {
            return refuse(
                .destinationProperty,
                "the subclass '\(subclass.declared.name)' overrides '\(property)': its observers would not run on delivery"
            )
        }
        guard let (file, declaration) = declaration(property, in: className) else {
            if allProperties(className).contains(where: { $0.name == property }) {
                return refuse(
                    .destinationProperty,
                    "'\(className).\(property)' is declared in a superclass; make it a slot there by hand")
            }
            return refuse(
                .destinationProperty,
                "'\(className)' declares no stored property '\(property)' (a property UIKit owns, a computed one, or one "
                    + "declared twice): it stays")
        }
        if !prefix.isEmpty && property.hasPrefix(prefix) {
            return refuse(.destinationProperty, "'\(property)' has the marker prefix already")
        }
        let tokens = files[file].reader.tokens
        let typeTokens = declaration.type.map { Array(tokens[$0]) } ?? []
        if declaration.attributes == ["Prepared"] || declaration.attributes == ["WeakPrepared"] {
            // Already a slot (a second run, or a partly migrated app): keyed by its name only.
            guard !text(file, declaration.start..<declaration.keyword).contains("key:"),
                let type = declaration.type
            else {
                return refuse(.destinationProperty, "'\(className).\(property)' is a slot with an explicit key")
            }
            // Its observers do not run on delivery, unless the arrival runs them (ObservedSlots.swift).
            if declaration.hasAccessors, let refusal = observedSlotRefusal(property, in: className, file, declaration) {
                return .failure(refusal)
            }
            // `@Prepared(required: …) var item: Item! = nil`, as a first run writes it: an `Item?` slot.
            if let written = implicitlyUnwrappedSlotType(file, declaration, in: className) {
                return .success(SlotDecision(file: file, edits: [], valueType: written))
            }
            return .success(SlotDecision(file: file, edits: [], valueType: qualifiedType(file, type, in: className)))
        }
        guard declaration.attributes.isEmpty else {
            return refuse(
                .destinationProperty,
                "'\(className).\(property)' carries @\(declaration.attributes.joined(separator: ", @")): it stays")
        }
        if tokens[declaration.keyword].isWord("let") {
            return refuse(.destinationProperty, "'\(className).\(property)' is a 'let'")
        }
        var observerEdits: [MigrationEdit] = []
        if declaration.hasAccessors {
            // A single didSet runs again on arrival where that is provably the same (ObservedSlots.swift).
            guard typeTokens.last?.isMark("!") != true else {
                return refuse(
                    .destinationProperty,
                    "'\(className).\(property)' has observers or accessors (didSet runs on assignment, not on "
                        + "delivery): move that code to contextDidArrive(_:) by hand")
            }
            switch observedSlotEdits(property, in: className, file: file, declaration: declaration) {
            case .success(let edits): observerEdits = edits
            case .failure(let refusal): return .failure(refusal)
            }
        }
        if let unread = unreadDeclarationPrefix(file, declaration) {
            return refuse(
                .destinationProperty,
                "'\(className).\(property)' is declared with '\(unread)', which the assistant does not read: make it a "
                    + "slot by hand")
        }
        let modifiers = declaration.modifiers.map(\.text)
        if let blocked = modifiers.first(where: {
            ["unowned", "lazy", "static", "class", "dynamic", "override"].contains($0)
        }) {
            return refuse(.destinationProperty, "'\(className).\(property)' is '\(blocked)'")
        }
        guard let typeRange = declaration.type, !typeTokens.isEmpty else {
            // `var name = ""`, `var items = [Item]()`, `var cart = Cart()`: the type the initializer
            // proves (InitializerTypes.swift).
            guard let initializer = declaration.initializer, !modifiers.contains("weak") else {
                return refuse(.unresolvedType, "'\(className).\(property)' has no written type")
            }
            switch certainInitializerType(file, (initializer + 1)..<declaration.end) {
            case .success(let type):
                let start = tokens[declaration.start].start
                return .success(
                    SlotDecision(
                        file: file, edits: [MigrationEdit(range: start..<start, replacement: "@Prepared ")],
                        valueType: type))
            case .failure(let uncertain):
                return refuse(
                    .unresolvedType,
                    "'\(className).\(property)' has no written type, and its initial value does not prove one: "
                        + "\(uncertain.reason); write its type ('var \(property): Type = …') to convert it")
            }
        }
        var edits: [MigrationEdit] = []
        let bytesStart = tokens[declaration.start].start
        var valueType = qualifiedType(file, typeRange, in: className)
        let isWeak = modifiers.contains("weak")
        if isWeak {
            // `weak var owner: Owner!` stays `Owner!` under `@WeakPrepared`, whose value is `Owner?`:
            // it reads nil until an object arrives and once it is released, as before.
            if typeTokens.last?.isMark("!") == true, typeRange.count >= 2 {
                valueType = Self.optionalType(
                    qualifiedType(file, typeRange.lowerBound..<(typeRange.upperBound - 1), in: className))
            }
            guard typeTokens.last?.isMark("?") == true || typeTokens.last?.isMark("!") == true,
                declaration.initializer == nil || text(file, (declaration.initializer! + 1)..<declaration.end) == "nil"
            else {
                return refuse(.destinationProperty, "'\(className).\(property)' is weak but not optional")
            }
            let weakIndex = declaration.modifiers.first { $0.text == "weak" }!.index
            edits.append(MigrationEdit(range: tokens[weakIndex].start..<tokens[weakIndex + 1].start, replacement: ""))
            edits.append(MigrationEdit(range: bytesStart..<bytesStart, replacement: "@WeakPrepared "))
            if let initializer = declaration.initializer {
                edits.append(
                    MigrationEdit(range: tokens[initializer - 1].end..<tokens[declaration.end - 1].end, replacement: "")
                )
            }
            return .success(SlotDecision(file: file, edits: edits, valueType: valueType))
        }
        if typeTokens.last?.isMark("!") == true {
            return implicitlyUnwrappedSlot(
                property, in: className, file: file, declaration: declaration, typeRange: typeRange)
        }
        edits.append(MigrationEdit(range: bytesStart..<bytesStart, replacement: "@Prepared "))
        return .success(SlotDecision(file: file, edits: edits + observerEdits, valueType: valueType))
    }

    /// `public ` when the class is `public` or `open`: what it adds to satisfy a requirement or
    /// to override must be as visible.
    func accessPrefix(_ className: String) -> String {
        guard let (file, scope) = scope(of: className) else { return "" }
        let tokens = files[file].reader.tokens
        let reader = files[file].reader
        var index = scope.keywordIndex - 1
        while index >= 0 {
            let token = tokens[index]
            if token.isWord("public") || token.isWord("open") { return "public " }
            if token.kind == .identifier, Self.declarationModifiers.contains(token.text) {
                index -= 1
            } else if token.kind == .identifier, index > 0, tokens[index - 1].isMark("@") {
                index -= 2
            } else if token.isMark(")"),
                let opener = (max(0, index - 64)..<index).last(where: { reader.partner[$0] == index }), opener >= 2,
                tokens[opener - 2].isMark("@")
            {
                index = opener - 3
            } else {
                break
            }
        }
        return ""
    }

    /// Whether the declaration whose keyword is at `keyword` is `private` or `fileprivate`.
    func isPrivate(_ file: Int, _ keyword: Int) -> Bool {
        let tokens = files[file].reader.tokens
        var index = keyword - 1
        while index >= 0, keyword - index < 16, tokens[index].kind == .identifier {
            if tokens[index].isWord("private") || tokens[index].isWord("fileprivate") { return true }
            guard Self.declarationModifiers.contains(tokens[index].text) else { break }
            index -= 1
        }
        return false
    }

    /// The edits that turn a kept destination into a `@SegueDestination` property.
    func keptPropertyEdit(_ property: String, in source: String, candidate: MigrationCandidate)
        -> Result<[MigrationEdit], Refusal>
    {
        func refuse(_ kind: MigrationRefusalKind, _ message: String) -> Result<[MigrationEdit], Refusal> {
            .failure(Refusal(value: (kind, message)))
        }
        guard let (file, declaration) = declaration(property, in: source) else {
            return refuse(.destinationProperty, "'\(source)' declares no stored property '\(property)' of its own")
        }
        if let refusal = deinitReadRefusal(property, in: source) { return .failure(refusal) }
        let tokens = files[file].reader.tokens
        guard declaration.attributes.isEmpty, !declaration.hasAccessors, tokens[declaration.keyword].isWord("var"),
            let type = declaration.type
        else {
            return refuse(.destinationProperty, "'\(source).\(property)' is not a plain 'var' with a written type")
        }
        let modifiers = declaration.modifiers.map(\.text)
        if modifiers.contains(where: { ["unowned", "lazy", "static", "class", "dynamic", "override"].contains($0) }) {
            return refuse(
                .destinationProperty, "'\(source).\(property)' has a modifier @SegueDestination does not take")
        }
        let written = text(file, type).filter { !$0.isWhitespace }
        guard written == candidate.cast.className + "?" else {
            return refuse(
                .destinationProperty,
                "'\(source).\(property)' is '\(written)', not '\(candidate.cast.className)?' (@SegueDestination is optional)"
            )
        }
        if let initializer = declaration.initializer, text(file, (initializer + 1)..<declaration.end) != "nil" {
            return refuse(.destinationProperty, "'\(source).\(property)' has an initial value")
        }
        var edits: [MigrationEdit] = []
        let isWeak = modifiers.contains("weak")
        if let weak = declaration.modifiers.first(where: { $0.text == "weak" }) {
            edits.append(MigrationEdit(range: tokens[weak.index].start..<tokens[weak.index + 1].start, replacement: ""))
        }
        var arguments: [String] = []
        if let identifier = candidate.identifiers?.first { arguments.append("segue: \(Self.quoted(identifier))") }
        if !isWeak { arguments.append("weak: false") }
        let attribute =
            "@SegueDestination" + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")") + " "
        let start = tokens[declaration.start].start
        edits.append(MigrationEdit(range: start..<start, replacement: attribute))
        if let initializer = declaration.initializer {
            edits.append(
                MigrationEdit(range: tokens[initializer - 1].end..<tokens[declaration.end - 1].end, replacement: ""))
        }
        return .success(edits)
    }

    static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    // MARK: Order

    /// A statement that stays and lies between the candidate and the point where the library
    /// delivers (the super call, the top of the body where the migration writes the call there,
    /// or its end for ``DeliveryPlacement/last``), on a path that may run with it, and does not
    /// commute with it (see StatementOrder.swift); or an exit that skips the candidate and not the
    /// delivery, or the other way round (``exitBlocker(_:exits:delivery:_:)``, DeliveryPlacement.swift).
    func orderBlocker(
        _ index: Int, file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        _ accepted: [Bool], placement: DeliveryPlacement = .top, exits: [ExitPoint]? = nil
    ) -> Int? {
        let reader = files[file].reader
        var placement = placement
        // A super call in a `defer` delivers after everything the body runs.
        if let call = analysis.superCall, reader.tokens[call.lowerBound].isWord("defer") { placement = .last }
        let candidate = analysis.candidates[index]
        let position = candidate.statement.lowerBound
        let low: Int
        let high: Int
        switch placement {
        case .top:
            let delivery = analysis.superCall?.lowerBound ?? function.open
            low = min(position, delivery)
            high = max(position, delivery)
        case .last:
            // From where its conditions start reading what may change (DeliveryPlacement.swift).
            low = min(position, conditionsRead(candidate, file: file, function).map { $0 - 1 } ?? position)
            high = function.close
        }
        let converted = (candidate.path, candidate.identifiers, Optional(candidate.cast))
        var localNames: Set<String>?
        let observed = isObservedAssignment(candidate) || isFrameworkWrite(candidate)
        for kept in analysis.kept {
            var between = kept.statement.lowerBound > low && kept.statement.lowerBound < high
            if placement == .last, kept.statement.lowerBound <= low {
                // A `defer` registered before the candidate runs after it; a statement around it
                // goes on after it.
                between =
                    reader.tokens[kept.statement.lowerBound].isWord("defer") || kept.statement.contains(position)
            }
            guard between else { continue }
            if neverTogether((kept.path, kept.identifiers, kept.certainCast), converted) { continue }
            // A bare `return` does nothing but leave: where the hook runs last, in a `defer`, it
            // still runs after it.
            if placement == .last, reader.texts(kept.statement) == ["return"] { continue }
            if localNames == nil {
                localNames = PrepareIdioms.declaredNames(reader: reader, range: (function.open + 1)..<function.close)
            }
            // A converted observer runs the app's code at the delivery: nothing commutes with it.
            if !observed,
                isLogLine(file: file, kept.statement, segue: function.segueName, localNames: localNames ?? [])
            {
                continue
            }
            return kept.statement.lowerBound
        }
        for (other, refused) in analysis.candidates.enumerated() where !accepted[other] && other != index {
            let at = refused.statement.lowerBound
            guard at > low, at < high else { continue }
            // A refused assignment does something only when the destination is of its cast's class
            // (`d?.p = v`); a kept destination is written whatever the class (`self.d = d` writes nil).
            var certain: DestinationCast?
            if case .assign = refused.action { certain = refused.cast }
            if neverTogether((refused.path, refused.identifiers, certain), converted) { continue }
            if !observed, commutes(refused, with: candidate, file: file) { continue }
            return at
        }
        let delivery = placement == .top ? analysis.superCall?.lowerBound : nil
        return exitBlocker(
            candidate, exits: exits ?? self.exits(file, function, analysis), delivery: delivery, analysis)
    }
}
