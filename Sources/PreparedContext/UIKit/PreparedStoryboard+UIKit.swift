#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    public import UIKit

    /// Creates view controllers from a storyboard by identifier, or its initial view
    /// controller, with context applied — and a typed error instead of a crash when the scene
    /// is missing or of another class.
    ///
    /// ```swift
    /// let storyboard = PreparedStoryboard(name: "Main")
    /// let message = try storyboard.instantiate(MessageViewController.self, identifier: "Message",
    ///                                          context: ["mail": mail], from: self)
    /// ```
    @MainActor
    public struct PreparedStoryboard {
        /// The storyboard's file name, without extension.
        public let name: String
        /// The bundle that holds the compiled storyboard.
        public let bundle: Bundle

        /// Names a storyboard; nothing is loaded until a controller is requested.
        ///
        /// - Parameters:
        ///   - name: The storyboard's file name, without extension.
        ///   - bundle: The bundle holding it.
        public init(name: String, bundle: Bundle = .main) {
            self.name = name
            self.bundle = bundle
        }

        /// Instantiates the scene `identifier` as a `Controller` and delivers context to it.
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
        public func instantiate<Controller: UIViewController>(
            _ type: Controller.Type = Controller.self, identifier: String,
            context: SegueValues = SegueValues(), from source: (any SegueContext)? = nil
        ) throws(PreparationError) -> Controller {
            try instantiateScene(
                identifier, as: Controller.self, storyboard: name, bundle: bundle,
                identifiersKey: "UIViewControllerIdentifiersToNibNames", context: context, source: source
            ) {
                UIStoryboard(name: name, bundle: bundle).instantiateViewController(withIdentifier: identifier)
            }
        }

        /// Instantiates the storyboard's initial view controller as a `Controller` and delivers
        /// context to it — no Storyboard ID needed.
        ///
        /// The initial view controller is the scene marked Is Initial View Controller in
        /// Interface Builder; the compiled storyboard's `Info.plist` names it under
        /// `UIStoryboardDesignatedEntryPointIdentifier`. It is often a navigation controller:
        /// request `UINavigationController` (or your subclass), and context reaches its root
        /// view controller too.
        ///
        /// ```swift
        /// let onboarding = try PreparedStoryboard(name: "Onboarding")
        ///     .instantiateInitial(UINavigationController.self, context: ["account": account])
        /// window.rootViewController = onboarding
        /// ```
        ///
        /// - Parameters:
        ///   - type: The controller class the initial scene should hold.
        ///   - context: Values for the controller's slots, and for those of the controllers
        ///     inside it.
        ///   - source: A controller whose context is delivered too, as in a segue.
        /// - Returns: The controller, its context delivered.
        /// - Throws: ``PreparationError/Code/sceneNotFound`` when the storyboard is missing or
        ///   has no initial view controller (where UIKit's `instantiateInitialViewController()`
        ///   returns `nil`), ``PreparationError/Code/wrongControllerClass`` when the initial
        ///   scene holds another class, or a context failure under ``MismatchPolicy/throw``.
        public func instantiateInitial<Controller: UIViewController>(
            _ type: Controller.Type = Controller.self, context: SegueValues = SegueValues(),
            from source: (any SegueContext)? = nil
        ) throws(PreparationError) -> Controller {
            try instantiateInitialScene(
                as: Controller.self, storyboard: name, bundle: bundle,
                identifiersKey: "UIViewControllerIdentifiersToNibNames",
                entryPointKey: "UIStoryboardDesignatedEntryPointIdentifier", context: context, source: source
            ) {
                UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController()
            }
        }

        /// Instantiates the scene `identifier` through your own initializer, then delivers
        /// context — UIKit's `instantiateViewController(identifier:creator:)` route.
        ///
        /// UIKit calls `creator` with the storyboard's coder. When it returns `nil`, UIKit
        /// creates the scene's own class with `init(coder:)`; a scene of another class than
        /// `Controller` is then ``PreparationError/Code/wrongControllerClass`` — this method
        /// asks UIKit for a `UIViewController` and checks the class itself, where UIKit's
        /// generic method would trap on its force cast.
        ///
        /// ```swift
        /// let message: MessageViewController = try storyboard.instantiate(identifier: "Message") { coder in
        ///     MessageViewController(coder: coder, mail: mail)
        /// }
        /// ```
        ///
        /// > Important: A controller that `creator` returns must be of the scene's Custom
        /// > Class or a subclass of it: UIKit raises an exception otherwise, before this method
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
        @available(iOS 13.0, tvOS 13.0, *)
        public func instantiate<Controller: UIViewController>(
            identifier: String, context: SegueValues = SegueValues(), from source: (any SegueContext)? = nil,
            creator: @escaping (NSCoder) -> Controller?
        ) throws(PreparationError) -> Controller {
            try refuseOffMainThread(name)
            try CompiledStoryboard(
                name: name, bundle: bundle, identifiersKey: "UIViewControllerIdentifiersToNibNames"
            ).requireScene(identifier)
            let made: UIViewController = UIStoryboard(name: name, bundle: bundle)
                .instantiateViewController(identifier: identifier) { coder -> UIViewController? in creator(coder) }
            guard let controller = made as? Controller else {
                throw PreparationError(
                    .wrongControllerClass, key: identifier, expectedType: displayName(Controller.self),
                    actualType: displayName(type(of: made)))
            }
            try applyContext(context, from: source, to: controller)
            return controller
        }
    }
    extension PreparedStoryboard: ControllerFactory {
        /// Instantiates the scene `identifier` and delivers `context` to it.
        public func makeController(identifier: String, context: SegueValues) throws(PreparationError) -> AnyObject {
            try instantiate(UIViewController.self, identifier: identifier, context: context)
        }
    }
#endif
