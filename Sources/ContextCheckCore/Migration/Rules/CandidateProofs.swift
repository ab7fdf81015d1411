import Foundation

/// The proofs one candidate needs on its own, in the order ``check(_:file:function:slots:)`` runs
/// them: the destination class, the storyboard routes the branch runs for, the earlier cases and
/// arms, the state and the calls it reads, the slot, and the conflicts with other presenters.
extension MigrationRun {
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
    ) -> MigrationRefusal? {
        let source = function.scope.name
        let cast = candidate.cast
        guard unique(cast.className) != nil else {
            return .refuse(
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
                    return .refuse(
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
        var value: MigrationRefusal
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

    func storyboardProof(source: String, candidate: MigrationCandidate) -> MigrationRefusal? {
        let cast = candidate.cast
        let found = routes(from: source, identifiers: candidate.identifiers)
        guard !found.isEmpty else { return .refuse(.storyboard, noSegueNote(source: source, candidate: candidate)) }
        var reaches = false
        for route in found {
            if route.isUnwind {
                let action = route.unwindAction.map { " (\($0))" } ?? ""
                return .refuse(
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
                case .refusal(let refusal): return refusal
                }
                continue
            }
            let matching = route.prepared.filter { isKind($0, of: cast.className) }
            switch route.target {
            case .unknown:
                return .refuse(
                    .storyboard,
                    "the segue at \(route.position.path):\(route.position.line) leads to a scene the storyboards do not "
                        + "show (a reference to another bundle, or a missing one)"
                )
            case .scene(let name):
                if isKind(name, of: cast.className) {
                    if let name, let adopted = adoptedContainerProtocol(name) {
                        // The walk goes on into what it holds, which the assignment never reached.
                        return .refuse(
                            .storyboard,
                            "the segue at line \(route.position.line) reaches '\(name)', which adopts '\(adopted)': the "
                                + "library delivers to the controllers it holds too, which the assignment never "
                                + "reached; convert by hand"
                        )
                    }
                    guard cast.path == .direct else {
                        return .refuse(
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
                        return .refuse(
                            .storyboard,
                            "the segue at line \(route.position.line) reaches '\(cast.className)' inside a navigation "
                                + "controller, which the cast does not look into the same way"
                        )
                    }
                    if case .assign(let property, _) = candidate.action, let container,
                        allProperties(container).contains(where: { $0.name == property })
                    {
                        return .refuse(.conflict, "the navigation controller '\(container)' declares '\(property)' too")
                    }
                    reaches = true
                    continue
                }
            case .container:
                if !matching.isEmpty {
                    return .refuse(
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
            return .refuse(
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
    ) -> MigrationRefusal? {
        let named = key.map { "'\(property)' (key '\($0)')" } ?? "'\(property)'"
        let key = key ?? property
        // Every presenter that could fill the new slot is accounted for, storyboard or not.
        if let outside = outsideDeliveries.first(where: { $0.importsLibrary || exportsLibrary }) {
            return .refuse(
                .conflict,
                "the app delivers context outside storyboard segues (\(outside.call) at \(outside.position.path):"
                    + "\(outside.position.line)), which could fill the new slot \(named): convert by hand"
            )
        }
        if let imported = literalKeys[key], imported || exportsLibrary {
            return .refuse(
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
                return .refuse(
                    .conflict,
                    "'\(presenter)' unwinds to '\(destination)' (segue at \(route.position.path):\(route.position.line)) "
                        + "and has \(key == property ? named : "'\(key)'"): the new slot would receive it"
                )
            }
        }
        for route in routes(from: destination) where route.isUnwind && takesPart(destination) {
            for target in classes(reachedBy: route) where receivesKey(target, key) {
                return .refuse(
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
                return .refuse(
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
                return .refuse(
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
            declarations(ofClass: name).contains { $0.selectors.contains(action) || $0.methods.contains(base) }
        }
    }

    /// The unwind segues that reach one of the classes (``unwindReaches(_:_:)``), in the
    /// storyboards' order: looked up by the classes' selectors and methods, not by a scan of
    /// every segue for every candidate (issue 40).
    func unwinds(reaching classNames: [String]) -> [SegueRoute] {
        var found = Set(unwindsWithoutAction)
        for name in classNames {
            for declared in declarations(ofClass: name) {
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

    func keepCheck(_ property: String, source: String, candidate: MigrationCandidate) -> MigrationRefusal? {
        guard candidate.identifiers == nil || candidate.identifiers?.count == 1 else {
            return .refuse(.condition, "a destination kept for several identifiers stays")
        }
        if case .failure(let refusal) = keptPropertyEdit(property, in: source, candidate: candidate) {
            return refusal.value
        }
        return nil
    }
}
