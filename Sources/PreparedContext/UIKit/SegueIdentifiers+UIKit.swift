#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    public import UIKit

    // Segue and scene identifiers as the constants SwiftGen or R.swift generate — any
    // `RawRepresentable` whose raw value is the identifier string — wherever the UIKit
    // adapters take an identifier.

    extension SegueContext where Self: UIViewController {
        /// Performs a segue named by a generated constant, carrying values; see
        /// ``performSegue(withIdentifier:context:sender:)-(String,_,_)``.
        ///
        /// ```swift
        /// performSegue(withIdentifier: StoryboardSegue.Main.showMessage, context: ["mail": mail])
        /// ```
        ///
        /// - Parameters:
        ///   - identifier: The segue; its `rawValue` is the identifier in the storyboard.
        ///   - context: Values by destination slot key, and ambient values.
        ///   - sender: The original sender.
        public func performSegue<Identifier: RawRepresentable>(
            withIdentifier identifier: Identifier, context: SegueValues, sender: Any? = nil
        ) where Identifier.RawValue == String {
            performSegue(withIdentifier: identifier.rawValue, context: context, sender: sender)
        }
    }

    extension PreparedStoryboard {
        /// Instantiates the scene named by a generated constant as a `Controller`; see
        /// ``instantiate(_:identifier:context:from:)-(_,String,_,_)``.
        ///
        /// - Parameters:
        ///   - type: The controller class the scene should hold.
        ///   - identifier: The scene; its `rawValue` is the Storyboard ID.
        ///   - context: Values for the controller's slots.
        ///   - source: A controller whose context is delivered too, as in a segue.
        /// - Returns: The controller, its context delivered.
        /// - Throws: As ``instantiate(_:identifier:context:from:)-(_,String,_,_)`` does.
        public func instantiate<Controller: UIViewController, Identifier: RawRepresentable>(
            _ type: Controller.Type = Controller.self, identifier: Identifier,
            context: SegueValues = SegueValues(), from source: (any SegueContext)? = nil
        ) throws(PreparationError) -> Controller where Identifier.RawValue == String {
            try instantiate(type, identifier: identifier.rawValue, context: context, from: source)
        }

        /// Instantiates the scene named by a generated constant through your own initializer;
        /// see ``instantiate(identifier:context:from:creator:)-(String,_,_,_)``.
        ///
        /// - Parameters:
        ///   - identifier: The scene; its `rawValue` is the Storyboard ID.
        ///   - context: Values for the controller's slots.
        ///   - source: A controller whose context is delivered too.
        ///   - creator: Calls your `init?(coder:…)` with the storyboard's coder.
        /// - Returns: The controller, its context delivered.
        /// - Throws: As ``instantiate(identifier:context:from:creator:)-(String,_,_,_)`` does.
        @available(iOS 13.0, tvOS 13.0, *)
        public func instantiate<Controller: UIViewController, Identifier: RawRepresentable>(
            identifier: Identifier, context: SegueValues = SegueValues(), from source: (any SegueContext)? = nil,
            creator: @escaping (NSCoder) -> Controller?
        ) throws(PreparationError) -> Controller where Identifier.RawValue == String {
            try instantiate(identifier: identifier.rawValue, context: context, from: source, creator: creator)
        }
    }
#endif
