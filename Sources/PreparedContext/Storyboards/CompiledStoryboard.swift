#if (canImport(UIKit) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)) || (canImport(AppKit) && (!os(Linux) || PREPARED_CONTEXT_APPKIT_STUBS))
    import Foundation

    /// What a compiled storyboard (`Name.storyboardc`) in a bundle declares, read before
    /// asking UIKit or AppKit for a scene.
    ///
    /// `instantiateViewController(withIdentifier:)` raises an Objective-C exception — an
    /// uncatchable crash in Swift — for an identifier the storyboard does not have. Xcode
    /// compiles each storyboard into a folder whose `Info-8.0+.plist` (read first, as UIKit
    /// does) or `Info.plist` maps every storyboard ID to
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
            // UIKit reads `Info-8.0+.plist`, the table for systems from iOS 8 on, before
            // `Info.plist`, which Xcode may also write for older systems; read them in that order.
            let versioned = url.appendingPathComponent("Info-8.0+.plist")
            let info =
                FileManager.default.fileExists(atPath: versioned.path)
                ? versioned : url.appendingPathComponent("Info.plist")
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
        try refuseOffMainThread(name)
        try CompiledStoryboard(name: name, bundle: bundle, identifiersKey: identifiersKey).requireScene(identifier)
        let made = make()
        guard let controller = made as? Controller else {
            throw PreparationError(
                .wrongControllerClass, key: identifier, expectedType: displayName(Controller.self),
                actualType: displayName(type(of: made)))
        }
        try applyContext(context, from: source, to: controller)
        return controller
    }

    /// The factories' path to a storyboard's initial controller: check the storyboard has one,
    /// let the framework make it, check its class, deliver context.
    @MainActor
    func instantiateInitialScene<Controller: AnyObject>(
        as _: Controller.Type, storyboard name: String, bundle: Bundle, identifiersKey: String, entryPointKey: String,
        context: SegueValues, source: (any SegueContext)?, make: () -> Any?
    ) throws(PreparationError) -> Controller {
        try refuseOffMainThread(name)
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
        try applyContext(context, from: source, to: controller)
        return controller
    }

    /// Throws ``PreparationError/Code/calledOffMainThread`` off the main thread, before the
    /// storyboard or any controller is touched.
    func refuseOffMainThread(_ storyboard: String) throws(PreparationError) {
        if var refusal = Isolation.offMainThreadRefusal(source: storyboard, destination: nil) {
            refusal.sourceType = "PreparedStoryboard '\(storyboard)'"
            throw refusal
        }
    }

    /// A source with no properties and no ambient values: context then comes from the
    /// ``SegueValues`` a factory is given only.
    @MainActor
    final class NoSource: SegueContext {
        var ambientContext = ContextValues()
    }

    /// Applies context to a controller a factory just created, and to every controller
    /// inside it, in one propagation, as a segue from `source` (or from no source) would:
    /// ambient values are handed on and fill ``Ambient`` slots, each ``SegueContext`` is told
    /// what it received, and the missing-value checks of views and windows that reading a
    /// container loads (an AppKit storyboard window controller loads its window and content)
    /// run once the values have been delivered.
    @MainActor
    func applyContext(
        _ context: SegueValues, from source: (any SegueContext)?, to controller: AnyObject
    ) throws(PreparationError) {
        let source = source ?? NoSource()
        let report = SeguePreparation.preparing {
            source.prepareContext(
                for: ContainerTraversal.destinations(from: controller), segueDestination: controller,
                segueIdentifier: nil, sender: context)
        }
        if let error = source.preparationOptions.apply(to: report) { throw error }
    }
#endif
