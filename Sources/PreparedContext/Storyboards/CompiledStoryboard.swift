#if (canImport(UIKit) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)) || (canImport(AppKit) && (!os(Linux) || PREPARED_CONTEXT_APPKIT_STUBS))
    import Foundation

    /// What a compiled storyboard (`Name.storyboardc`) in a bundle declares, read before
    /// asking UIKit or AppKit for a scene.
    ///
    /// `instantiateViewController(withIdentifier:)` raises an Objective-C exception — an
    /// uncatchable crash in Swift — for an identifier the storyboard does not have. Xcode
    /// compiles each storyboard into a folder whose `Info.plist` maps every storyboard ID to
    /// its scene nib (`UIViewControllerIdentifiersToNibNames`, or
    /// `NSViewControllerIdentifiersToNibNames` on macOS), so the factory checks there first.
    ///
    /// The same `Info.plist` names the initial controller's scene under
    /// `UIStoryboardDesignatedEntryPointIdentifier` (`NSStoryboardDesignatedEntryPointIdentifier`
    /// on macOS); a storyboard with no initial controller has no such entry, and UIKit's
    /// `instantiateInitialViewController()` returns `nil` for it.
    struct CompiledStoryboard {
        let name: String
        let identifiers: Set<String>
        /// The identifier of the initial controller's scene, if the storyboard has one.
        let entryPoint: String?

        /// Reads the compiled storyboard `name` from `bundle`.
        ///
        /// - Parameters:
        ///   - identifiersKey: The `Info.plist` key of the table of scene identifiers.
        ///   - entryPointKey: The `Info.plist` key naming the initial controller's scene.
        /// - Throws: ``PreparationError/Code/sceneNotFound`` when the storyboard or its table
        ///   of identifiers cannot be found.
        init(name: String, bundle: Bundle, identifiersKey: String, entryPointKey: String? = nil)
            throws(PreparationError)
        {
            self.name = name
            guard let url = bundle.url(forResource: name, withExtension: "storyboardc") else {
                throw PreparationError(
                    .sceneNotFound, key: name,
                    detail: "the bundle at \(bundle.bundlePath) (no compiled storyboard '\(name).storyboardc')")
            }
            let info = url.appendingPathComponent("Info.plist")
            guard let data = try? Data(contentsOf: info),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                let table = plist[identifiersKey] as? [String: Any]
            else {
                throw PreparationError(
                    .sceneNotFound, key: name,
                    detail: "\(info.path) (no '\(identifiersKey)' table)")
            }
            identifiers = Set(table.keys)
            entryPoint = entryPointKey.flatMap { plist[$0] as? String }.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// The identifier of the initial controller's scene.
        ///
        /// - Throws: ``PreparationError/Code/sceneNotFound`` when the storyboard has none.
        func requireInitialScene() throws(PreparationError) -> String {
            guard let entryPoint else {
                throw PreparationError(.sceneNotFound, key: name, detail: PreparationError.noInitialController)
            }
            return entryPoint
        }

        /// Throws unless the storyboard has a scene with `identifier`.
        func requireScene(_ identifier: String) throws(PreparationError) {
            guard identifiers.contains(identifier) else {
                throw PreparationError(.sceneNotFound, key: identifier, detail: "storyboard '\(name)'")
            }
        }
    }

    /// The factories' common path: check the scene exists, let the framework make it, check
    /// its class, deliver context.
    @MainActor
    func instantiateScene<Controller: AnyObject>(
        _ identifier: String, as _: Controller.Type, storyboard name: String, bundle: Bundle, identifiersKey: String,
        context: SegueValues, source: (any SegueContext)?, make: () -> Any
    ) throws(PreparationError) -> Controller {
        try CompiledStoryboard(name: name, bundle: bundle, identifiersKey: identifiersKey).requireScene(identifier)
        let made = make()
        guard let controller = made as? Controller else {
            throw PreparationError(
                .wrongControllerClass, key: identifier, expectedType: displayName(Controller.self),
                actualType: displayName(type(of: made)))
        }
        try applyContextThenCheckMissing(context, from: source, to: controller)
        return controller
    }

    /// The factories' path to a storyboard's initial controller: check the storyboard has one,
    /// let the framework make it, check its class, deliver context.
    @MainActor
    func instantiateInitialScene<Controller: AnyObject>(
        as _: Controller.Type, storyboard name: String, bundle: Bundle, identifiersKey: String, entryPointKey: String,
        context: SegueValues, source: (any SegueContext)?, make: () -> Any?
    ) throws(PreparationError) -> Controller {
        let storyboard = try CompiledStoryboard(
            name: name, bundle: bundle, identifiersKey: identifiersKey, entryPointKey: entryPointKey)
        let scene = try storyboard.requireInitialScene()
        guard let made = make() else {
            throw PreparationError(.sceneNotFound, key: name, detail: PreparationError.noInitialController)
        }
        guard let controller = made as? Controller else {
            throw PreparationError(
                .wrongControllerClass, key: scene, expectedType: displayName(Controller.self),
                actualType: displayName(type(of: made)), detail: "the initial controller of storyboard '\(name)'")
        }
        try applyContextThenCheckMissing(context, from: source, to: controller)
        return controller
    }

    /// Applies context to a controller a factory just created, as a segue does: reading a
    /// container may load what it holds (an AppKit storyboard window controller loads its
    /// window and content when its content is read), and the missing-value checks those loads
    /// ask for run once the values have been delivered, not before.
    @MainActor
    func applyContextThenCheckMissing(
        _ context: SegueValues, from source: (any SegueContext)?, to controller: AnyObject
    ) throws(PreparationError) {
        SeguePreparation.depth += 1
        defer {
            SeguePreparation.depth -= 1
            if SeguePreparation.depth == 0 {
                let deferred = SeguePreparation.deferredMissingChecks
                SeguePreparation.deferredMissingChecks = []
                for controller in deferred { controller.reportMissingContext() }
            }
        }
        try applyContext(context, from: source, to: controller)
    }

    /// A source with no properties: context then comes from ``SegueValues`` only.
    final class NoSource {}

    /// Applies context to a controller a factory just created, and to every controller
    /// inside it, in one propagation.
    ///
    /// With no source, the context's ambient values are handed on as a segue's would be:
    /// merged into each ``SegueContext`` and filling ``Ambient`` slots. Each ``SegueContext``
    /// is then told what it received.
    @MainActor
    func applyContext(
        _ context: SegueValues, from source: (any SegueContext)?, to controller: AnyObject
    ) throws(PreparationError) {
        let destinations = ContainerTraversal.destinations(from: controller)
        let options = source?.preparationOptions ?? .global
        let report: PreparationReport
        if let source {
            report = source.prepareContext(
                for: destinations, segueDestination: controller, segueIdentifier: nil, sender: context)
        } else {
            let targets = destinations.map { destination in
                let receiver = destination as? any SegueContext
                receiver?.receiveAmbientValues(context.ambient)
                return PropagationTarget(
                    object: destination, prefix: receiver?.preparationOptions.prefix ?? options.prefix,
                    ambient: receiver?.ambientContext ?? context.ambient)
            }
            let each: [PreparationReport]
            (report, each) = ContextPropagation.runReportingEach(
                PropagationRequest(
                    source: NoSource(), sourceObject: nil, sourcePrefix: options.prefix, destinations: targets,
                    segueIdentifier: nil, carried: context, hook: nil))
            for (destination, received) in zip(destinations, each) {
                (destination as? any SegueContext)?.contextDidArrive(received)
            }
        }
        if let error = options.apply(to: report) { throw error }
    }
#endif
