#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || PREPARED_CONTEXT_APPKIT_STUBS)
    public import AppKit

    /// Creates view or window controllers from a storyboard by identifier, or its initial
    /// controller, with context applied — and a typed error instead of a crash when the scene
    /// is missing or of another class.
    ///
    /// ```swift
    /// let inspector = try PreparedStoryboard(name: "Main")
    ///     .instantiate(InspectorViewController.self, identifier: "Inspector", context: ["item": item])
    /// ```
    @MainActor
    public struct PreparedStoryboard {
        /// The storyboard's file name, without extension.
        public let name: NSStoryboard.Name
        /// The bundle that holds the compiled storyboard.
        public let bundle: Bundle

        /// Names a storyboard; nothing is loaded until a controller is requested.
        ///
        /// - Parameters:
        ///   - name: The storyboard's file name, without extension.
        ///   - bundle: The bundle holding it.
        public init(name: NSStoryboard.Name, bundle: Bundle = .main) {
            self.name = name
            self.bundle = bundle
        }

        /// Instantiates the scene `identifier` as a `Controller` — an `NSViewController` or
        /// `NSWindowController` subclass — and delivers context to it.
        ///
        /// - Parameters:
        ///   - type: The controller class the scene should hold.
        ///   - identifier: The scene's Storyboard ID.
        ///   - context: Values for the controller's slots.
        ///   - source: A controller whose context is delivered too, as in a segue.
        /// - Returns: The controller, its context delivered.
        /// - Throws: ``PreparationError/Code/sceneNotFound``,
        ///   ``PreparationError/Code/wrongControllerClass``, or a context failure under
        ///   ``MismatchPolicy/throw``.
        public func instantiate<Controller: NSResponder>(
            _ type: Controller.Type = Controller.self, identifier: NSStoryboard.SceneIdentifier,
            context: SegueValues = SegueValues(), from source: (any SegueContext)? = nil
        ) throws(PreparationError) -> Controller {
            try instantiateScene(
                identifier, as: Controller.self, storyboard: name, bundle: bundle,
                identifiersKey: "NSViewControllerIdentifiersToNibNames", context: context, source: source
            ) {
                NSStoryboard(name: name, bundle: bundle).instantiateController(withIdentifier: identifier)
            }
        }

        /// Instantiates the storyboard's initial controller as a `Controller` — an
        /// `NSViewController` or `NSWindowController` subclass — and delivers context to it.
        ///
        /// The initial controller is the scene marked Is Initial Controller in Interface
        /// Builder; the compiled storyboard's `Info.plist` names it under
        /// `NSStoryboardDesignatedEntryPointIdentifier`. A window controller's content view
        /// controller receives the context too.
        ///
        /// ```swift
        /// let preferences = try PreparedStoryboard(name: "Preferences")
        ///     .instantiateInitial(NSWindowController.self, context: ["settings": settings])
        /// preferences.showWindow(self)
        /// ```
        ///
        /// - Parameters:
        ///   - type: The controller class the initial scene should hold.
        ///   - context: Values for the controller's slots, and for those of the controllers
        ///     inside it.
        ///   - source: A controller whose context is delivered too, as in a segue.
        /// - Returns: The controller, its context delivered.
        /// - Throws: ``PreparationError/Code/sceneNotFound`` when the storyboard is missing or
        ///   has no initial controller (where AppKit's `instantiateInitialController()` returns
        ///   `nil`), ``PreparationError/Code/wrongControllerClass`` when the initial scene holds
        ///   another class, or a context failure under ``MismatchPolicy/throw``.
        public func instantiateInitial<Controller: NSResponder>(
            _ type: Controller.Type = Controller.self, context: SegueValues = SegueValues(),
            from source: (any SegueContext)? = nil
        ) throws(PreparationError) -> Controller {
            try instantiateInitialScene(
                as: Controller.self, storyboard: name, bundle: bundle,
                identifiersKey: "NSViewControllerIdentifiersToNibNames",
                entryPointKey: "NSStoryboardDesignatedEntryPointIdentifier", context: context, source: source
            ) {
                NSStoryboard(name: name, bundle: bundle).instantiateInitialController()
            }
        }

        /// Instantiates the view controller scene `identifier` through your own initializer,
        /// then delivers context — AppKit's `instantiateController(identifier:creator:)` route
        /// (macOS 10.15), for a controller that takes its dependencies in `init?(coder:…)`.
        ///
        /// AppKit calls `creator` with the storyboard's coder. When it returns `nil`, AppKit
        /// creates the scene's own class with `init(coder:)`; a scene of another class than
        /// `Controller` is then ``PreparationError/Code/wrongControllerClass`` — this method asks
        /// AppKit for an `NSViewController` and checks the class itself, where AppKit's generic
        /// method would trap on its force cast.
        ///
        /// ```swift
        /// let inspector: InspectorViewController = try storyboard.instantiate(identifier: "Inspector") { coder in
        ///     InspectorViewController(coder: coder, document: document)
        /// }
        /// ```
        ///
        /// > Important: A controller that `creator` returns must be of the scene's Custom
        /// > Class or a subclass of it: AppKit raises an exception otherwise, before this method
        /// > can see the result. Set the scene's Custom Class to `Controller`.
        ///
        /// - Parameters:
        ///   - identifier: The scene's Storyboard ID.
        ///   - context: Values for the controller's slots.
        ///   - source: A controller whose context is delivered too.
        ///   - creator: Calls your `init?(coder:…)` with the storyboard's coder.
        /// - Returns: The controller, its context delivered.
        /// - Throws: ``PreparationError/Code/sceneNotFound``,
        ///   ``PreparationError/Code/wrongControllerClass`` when `creator` returned `nil` and
        ///   the scene holds another class, or a context failure under ``MismatchPolicy/throw``.
        @available(macOS 10.15, *)
        public func instantiate<Controller: NSViewController>(
            identifier: NSStoryboard.SceneIdentifier, context: SegueValues = SegueValues(),
            from source: (any SegueContext)? = nil, creator: @escaping (NSCoder) -> Controller?
        ) throws(PreparationError) -> Controller {
            try requireScene(identifier)
            let made: NSViewController = NSStoryboard(name: name, bundle: bundle)
                .instantiateController(identifier: identifier) { coder -> NSViewController? in creator(coder) }
            return try delivered(made, as: Controller.self, identifier: identifier, context: context, from: source)
        }

        /// Instantiates the window controller scene `identifier` through your own initializer,
        /// then delivers context to it and its content view controller; see
        /// ``instantiate(identifier:context:from:creator:)-(_,_,_,(NSCoder)->NSViewController?)``.
        ///
        /// ```swift
        /// let window: DocumentWindowController = try storyboard.instantiate(identifier: "Document") { coder in
        ///     DocumentWindowController(coder: coder, document: document)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - identifier: The scene's Storyboard ID.
        ///   - context: Values for the controller's slots, and for its content view controller's.
        ///   - source: A controller whose context is delivered too.
        ///   - creator: Calls your `init?(coder:…)` with the storyboard's coder.
        /// - Returns: The controller, its context delivered.
        /// - Throws: ``PreparationError/Code/sceneNotFound``,
        ///   ``PreparationError/Code/wrongControllerClass`` when `creator` returned `nil` and
        ///   the scene holds another class, or a context failure under ``MismatchPolicy/throw``.
        @available(macOS 10.15, *)
        public func instantiate<Controller: NSWindowController>(
            identifier: NSStoryboard.SceneIdentifier, context: SegueValues = SegueValues(),
            from source: (any SegueContext)? = nil, creator: @escaping (NSCoder) -> Controller?
        ) throws(PreparationError) -> Controller {
            try requireScene(identifier)
            let made: NSWindowController = NSStoryboard(name: name, bundle: bundle)
                .instantiateController(identifier: identifier) { coder -> NSWindowController? in creator(coder) }
            return try delivered(made, as: Controller.self, identifier: identifier, context: context, from: source)
        }

        /// Throws ``PreparationError/Code/sceneNotFound`` unless the compiled storyboard has
        /// the scene `identifier`, before AppKit could raise for it.
        private func requireScene(_ identifier: NSStoryboard.SceneIdentifier) throws(PreparationError) {
            try CompiledStoryboard(name: name, bundle: bundle, identifiersKey: "NSViewControllerIdentifiersToNibNames")
                .requireScene(identifier)
        }

        /// `made` as a `Controller`, its context delivered, or
        /// ``PreparationError/Code/wrongControllerClass``.
        private func delivered<Controller: NSResponder>(
            _ made: NSResponder, as type: Controller.Type, identifier: NSStoryboard.SceneIdentifier,
            context: SegueValues, from source: (any SegueContext)?
        ) throws(PreparationError) -> Controller {
            guard let controller = made as? Controller else {
                throw PreparationError(
                    .wrongControllerClass, key: identifier, expectedType: displayName(Controller.self),
                    actualType: displayName(Swift.type(of: made)))
            }
            try applyContext(context, from: source, to: controller)
            return controller
        }
    }
    extension PreparedStoryboard: ControllerFactory {
        /// Instantiates the scene `identifier` and delivers `context` to it.
        public func makeController(identifier: String, context: SegueValues) throws(PreparationError) -> AnyObject {
            try instantiate(NSResponder.self, identifier: identifier, context: context)
        }
    }
#endif
