#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || PREPARED_CONTEXT_APPKIT_STUBS)
    public import AppKit

    /// A tab view controller that takes context itself: its own slots are filled, and its
    /// ambient values handed on, when a segue shows it — with no `prepare(for:sender:)` and
    /// no `reportMissingContext()` of your own.
    ///
    /// The controllers inside it receive the segue's context whatever the container's class;
    /// subclass this one when the container declares slots of its own:
    ///
    /// ```swift
    /// final class AccountTabViewController: PreparedTabViewController {
    ///     @Prepared var account: Account  // was: set by the presenter's prepare(for:sender:)
    /// }
    /// ```
    ///
    /// Required slots still empty when the view loads are reported in the ``MismatchLog``.
    /// If you override `prepare(for:sender:)` or `viewDidLoad()`, call `super`.
    @MainActor
    open class PreparedTabViewController: NSTabViewController, SegueContext {
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
        open func segueValues(
            forControl control: NSControl, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for a segue a toolbar item sends; see
        /// ``SegueContext/segueValues(forToolbarItem:segueIdentifier:destination:)``.
        open func segueValues(
            forToolbarItem item: NSToolbarItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for a segue a menu item sends; see
        /// ``SegueContext/segueValues(forMenuItem:segueIdentifier:destination:)``.
        open func segueValues(
            forMenuItem item: NSMenuItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context to the segue's destination, then calls `super`.
        open override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
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
    open class PreparedSplitViewController: NSSplitViewController, SegueContext {
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
        open func segueValues(
            forControl control: NSControl, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for a segue a toolbar item sends; see
        /// ``SegueContext/segueValues(forToolbarItem:segueIdentifier:destination:)``.
        open func segueValues(
            forToolbarItem item: NSToolbarItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for a segue a menu item sends; see
        /// ``SegueContext/segueValues(forMenuItem:segueIdentifier:destination:)``.
        open func segueValues(
            forMenuItem item: NSMenuItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context to the segue's destination, then calls `super`.
        open override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
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
