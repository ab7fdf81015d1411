public import PreparedContext

/// A ``ControllerFactory`` for tests: it makes controllers from closures you register,
/// delivers their context as the real factory does, and records every request.
///
/// ```swift
/// let factory = SpyControllerFactory(["Message": { MessageViewController() }])
/// let router = InboxRouter(factory: factory)
/// try router.showMessage(mail)
/// #expect(factory.requests.map(\.identifier) == ["Message"])
/// #expect(factory.requests.first?.context.keys == ["mail"])
/// ```
@MainActor
public final class SpyControllerFactory: ControllerFactory {
    /// One call to ``makeController(identifier:context:)``.
    public struct Request {
        /// The identifier asked for.
        public let identifier: String
        /// The context passed.
        public let context: SegueValues
        /// The controller made, or `nil` when the identifier was unknown.
        public let controller: AnyObject?
    }

    /// Every request, in order.
    public private(set) var requests: [Request] = []
    private let makers: [String: () -> AnyObject]
    private let options: PreparationOptions

    /// Creates a spy.
    ///
    /// - Parameters:
    ///   - makers: A closure per identifier that creates its controller.
    ///   - options: The options the context is delivered with.
    public init(_ makers: [String: () -> AnyObject] = [:], options: PreparationOptions = .global) {
        self.makers = makers
        self.options = options
    }

    /// Makes the controller registered for `identifier`, delivers `context` and records the request.
    ///
    /// - Parameters:
    ///   - identifier: The identifier of a registered closure.
    ///   - context: Values for the controller's slots.
    /// - Returns: The new controller.
    /// - Throws: ``PreparationError/Code/sceneNotFound`` for an identifier with no closure, or
    ///   a context failure under ``MismatchPolicy/throw``.
    public func makeController(identifier: String, context: SegueValues) throws(PreparationError) -> AnyObject {
        guard let make = makers[identifier] else {
            requests.append(Request(identifier: identifier, context: context, controller: nil))
            throw PreparationError(.sceneNotFound, key: identifier, detail: "the spy factory's registered closures")
        }
        let controller = make()
        requests.append(Request(identifier: identifier, context: context, controller: controller))
        try ContextPropagation.propagate(from: NoContextSource(), to: controller, sender: context, options: options)
        return controller
    }
}

/// A source with no properties: the context comes from the ``SegueValues`` alone.
private final class NoContextSource {}
