#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    public import UIKit

    /// A navigation controller that takes context itself: its own slots are filled, and its
    /// ambient values handed on, when a segue shows it — with no `prepare(for:sender:)` and
    /// no `reportMissingContext()` of your own.
    ///
    /// The controllers inside it receive the segue's context whatever the container's class;
    /// subclass this one when the container declares slots of its own:
    ///
    /// ```swift
    /// final class AccountNavigationController: PreparedNavigationController {
    ///     @Prepared var account: Account  // was: set by the presenter's prepare(for:sender:)
    /// }
    /// ```
    ///
    /// Required slots still empty when the view loads are reported in the ``MismatchLog``.
    /// If you override `prepare(for:sender:)` or `viewDidLoad()`, call `super`.
    @MainActor
    open class PreparedNavigationController: UINavigationController, SegueContext {
        /// The ambient values this controller received and hands on.
        open var ambientContext = ContextValues()

        /// The options for this controller; override to change its prefix, policy or log.
        open var preparationOptions: PreparationOptions { .global }

        /// Override to provide values for one segue only; see ``SegueContext``.
        open func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to offer values to whichever destination declares them; see
        /// ``SegueContext/offeredValues(forSegue:destination:sender:)``.
        open func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to configure this controller once its context has arrived; see
        /// ``SegueContext/contextDidArrive(_:)``.
        open func contextDidArrive(_ report: PreparationReport) {}

        /// Override to provide values for a segue a control sends; see
        /// ``SegueContext/segueValues(forControl:segueIdentifier:destination:)``.
        open func segueValues(forControl control: UIControl, segueIdentifier: String?, destination: UIViewController)
            -> SegueValues
        {
            SegueValues()
        }

        /// Override to provide values for a segue a bar button item sends; see
        /// ``SegueContext/segueValues(forBarButtonItem:segueIdentifier:destination:)``.
        open func segueValues(
            forBarButtonItem item: UIBarButtonItem, segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context to the segue's destination, then calls `super`.
        open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepareContext(for: segue, sender: sender)
            super.prepare(for: segue, sender: sender)
        }

        /// Reports required slots that are still empty, then calls `super`.
        open override func viewDidLoad() {
            reportMissingContext()
            super.viewDidLoad()
        }
    }

    /// A tab bar controller that takes context itself: its own slots are filled, and its
    /// ambient values handed on, when a segue shows it — with no `prepare(for:sender:)` and
    /// no `reportMissingContext()` of your own.
    ///
    /// The controllers inside it receive the segue's context whatever the container's class;
    /// subclass this one when the container declares slots of its own:
    ///
    /// ```swift
    /// final class AccountTabBarController: PreparedTabBarController {
    ///     @Prepared var account: Account  // was: set by the presenter's prepare(for:sender:)
    /// }
    /// ```
    ///
    /// Required slots still empty when the view loads are reported in the ``MismatchLog``.
    /// If you override `prepare(for:sender:)` or `viewDidLoad()`, call `super`.
    @MainActor
    open class PreparedTabBarController: UITabBarController, SegueContext {
        /// The ambient values this controller received and hands on.
        open var ambientContext = ContextValues()

        /// The options for this controller; override to change its prefix, policy or log.
        open var preparationOptions: PreparationOptions { .global }

        /// Override to provide values for one segue only; see ``SegueContext``.
        open func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to offer values to whichever destination declares them; see
        /// ``SegueContext/offeredValues(forSegue:destination:sender:)``.
        open func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to configure this controller once its context has arrived; see
        /// ``SegueContext/contextDidArrive(_:)``.
        open func contextDidArrive(_ report: PreparationReport) {}

        /// Override to provide values for a segue a control sends; see
        /// ``SegueContext/segueValues(forControl:segueIdentifier:destination:)``.
        open func segueValues(forControl control: UIControl, segueIdentifier: String?, destination: UIViewController)
            -> SegueValues
        {
            SegueValues()
        }

        /// Override to provide values for a segue a bar button item sends; see
        /// ``SegueContext/segueValues(forBarButtonItem:segueIdentifier:destination:)``.
        open func segueValues(
            forBarButtonItem item: UIBarButtonItem, segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context to the segue's destination, then calls `super`.
        open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepareContext(for: segue, sender: sender)
            super.prepare(for: segue, sender: sender)
        }

        /// Reports required slots that are still empty, then calls `super`.
        open override func viewDidLoad() {
            reportMissingContext()
            super.viewDidLoad()
        }
    }

    /// A split view controller that takes context itself: its own slots are filled, and its
    /// ambient values handed on, when a segue shows it — with no `prepare(for:sender:)` and
    /// no `reportMissingContext()` of your own.
    ///
    /// The controllers inside it receive the segue's context whatever the container's class;
    /// subclass this one when the container declares slots of its own:
    ///
    /// ```swift
    /// final class AccountSplitViewController: PreparedSplitViewController {
    ///     @Prepared var account: Account  // was: set by the presenter's prepare(for:sender:)
    /// }
    /// ```
    ///
    /// Required slots still empty when the view loads are reported in the ``MismatchLog``.
    /// If you override `prepare(for:sender:)` or `viewDidLoad()`, call `super`.
    @MainActor
    open class PreparedSplitViewController: UISplitViewController, SegueContext {
        /// The ambient values this controller received and hands on.
        open var ambientContext = ContextValues()

        /// The options for this controller; override to change its prefix, policy or log.
        open var preparationOptions: PreparationOptions { .global }

        /// Override to provide values for one segue only; see ``SegueContext``.
        open func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to offer values to whichever destination declares them; see
        /// ``SegueContext/offeredValues(forSegue:destination:sender:)``.
        open func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to configure this controller once its context has arrived; see
        /// ``SegueContext/contextDidArrive(_:)``.
        open func contextDidArrive(_ report: PreparationReport) {}

        /// Override to provide values for a segue a control sends; see
        /// ``SegueContext/segueValues(forControl:segueIdentifier:destination:)``.
        open func segueValues(forControl control: UIControl, segueIdentifier: String?, destination: UIViewController)
            -> SegueValues
        {
            SegueValues()
        }

        /// Override to provide values for a segue a bar button item sends; see
        /// ``SegueContext/segueValues(forBarButtonItem:segueIdentifier:destination:)``.
        open func segueValues(
            forBarButtonItem item: UIBarButtonItem, segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context to the segue's destination, then calls `super`.
        open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepareContext(for: segue, sender: sender)
            super.prepare(for: segue, sender: sender)
        }

        /// Reports required slots that are still empty, then calls `super`.
        open override func viewDidLoad() {
            reportMissingContext()
            super.viewDidLoad()
        }
    }
#endif
