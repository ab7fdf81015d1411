/// Creates controllers with their context: the Abstract Factory a router or coordinator
/// is given, so that a test can hand it a spy instead.
///
/// `PreparedStoryboard` conforms on UIKit and AppKit; `SpyControllerFactory` in the
/// `PreparedContextTesting` library records what was asked of it.
///
/// ```swift
/// final class InboxRouter {
///     let factory: any ControllerFactory
///     func showMessage(_ mail: Mail) throws {
///         let message = try factory.make(MessageViewController.self, identifier: "Message", context: ["mail": mail])
///         navigation.pushViewController(message, animated: true)
///     }
/// }
/// ```
@MainActor
public protocol ControllerFactory {
    /// Creates the controller registered under `identifier` and delivers `context` to it.
    ///
    /// - Parameters:
    ///   - identifier: The scene's identifier, such as a Storyboard ID.
    ///   - context: Values for the controller's slots.
    /// - Returns: The new controller.
    /// - Throws: ``PreparationError/Code/sceneNotFound``, or a context failure under
    ///   ``MismatchPolicy/throw``.
    func makeController(identifier: String, context: SegueValues) throws(PreparationError) -> AnyObject
}

extension ControllerFactory {
    /// Creates the controller registered under `identifier` as a `Controller`.
    ///
    /// - Parameters:
    ///   - type: The class the controller should have.
    ///   - identifier: The scene's identifier.
    ///   - context: Values for the controller's slots.
    /// - Returns: The new controller.
    /// - Throws: As ``makeController(identifier:context:)``, and
    ///   ``PreparationError/Code/wrongControllerClass`` when the controller has another class.
    public func make<Controller: AnyObject>(
        _ type: Controller.Type = Controller.self, identifier: String, context: SegueValues = SegueValues()
    ) throws(PreparationError) -> Controller {
        let made = try makeController(identifier: identifier, context: context)
        guard let controller = made as? Controller else {
            throw PreparationError(
                .wrongControllerClass, key: identifier, expectedType: displayName(Controller.self),
                actualType: displayName(Swift.type(of: made)))
        }
        return controller
    }
}
