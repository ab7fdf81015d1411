#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    public import UIKit

    /// A view controller that delivers its context on every segue, with no
    /// `prepare(for:sender:)` of your own.
    ///
    /// Subclass it, mark what you provide with the `prepCtx` prefix (or ``Prepared``), and
    /// declare what you need as ``Prepared`` slots:
    ///
    /// ```swift
    /// final class InboxViewController: PreparedViewController {
    ///     let prepCtxAccount = Account.current
    /// }
    ///
    /// final class MessageViewController: PreparedViewController {
    ///     @Prepared var prepCtxAccount: Account
    /// }
    /// ```
    ///
    /// Required slots still empty when the view loads are reported in the ``MismatchLog``.
    /// If you override `prepare(for:sender:)` or `viewDidLoad()`, call `super`.
    ///
    /// `UITableViewController` and `UICollectionViewController` subclasses use the sibling
    /// classes ``PreparedTableViewController`` and ``PreparedCollectionViewController``; any
    /// other class adopts ``SegueContext`` and forwards one call.
    @MainActor
    open class PreparedViewController: UIViewController, SegueContext {
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

    /// ``PreparedViewController`` for table view controllers.
    @MainActor
    open class PreparedTableViewController: UITableViewController, SegueContext {
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

    /// ``PreparedViewController`` for collection view controllers.
    @MainActor
    open class PreparedCollectionViewController: UICollectionViewController, SegueContext {
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
