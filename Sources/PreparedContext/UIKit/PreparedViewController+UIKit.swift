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

        /// The table views, other than a table view controller's own, whose cells may send a
        /// segue: a cell of one of them makes ``segueValues(forRowAt:in:segueIdentifier:destination:)``
        /// run. Read only when a cell sends a segue; the default names none.
        open var segueSourceTableViews: [UITableView] { [] }

        /// The collection views whose cells may send a segue: a cell of one of them makes
        /// ``segueValues(forItemAt:in:segueIdentifier:destination:)`` run. Read only when a cell
        /// sends a segue; the default names none.
        open var segueSourceCollectionViews: [UICollectionView] { [] }

        /// Override to provide values for the row of one of ``segueSourceTableViews`` whose
        /// cell sent a segue — the row hook of ``PreparedTableViewController``, for a table
        /// that is not the controller's view.
        ///
        /// ```swift
        /// final class AccountViewController: PreparedViewController {
        ///     @IBOutlet var devicesTable: UITableView!
        ///     var devices: [Device] = []
        ///
        ///     override var segueSourceTableViews: [UITableView] { [devicesTable] }
        ///
        ///     override func segueValues(forRowAt indexPath: IndexPath, in tableView: UITableView,
        ///                               segueIdentifier: String?, destination: UIViewController) -> SegueValues {
        ///         ["device": devices[indexPath.row]]
        ///     }
        /// }
        /// ```
        ///
        /// The cell finds its row as UIKit's own cells do: through its view hierarchy, up to
        /// the table view that holds it, which must be one of ``segueSourceTableViews`` and
        /// know the cell (`indexPath(for:)`). The values travel with the segue as
        /// ``PreparedTableViewController/segueValues(forRowAt:segueIdentifier:destination:)``'s
        /// do. Any other sender — a cell of another table, a button inside a cell, an
        /// `IndexPath` (which names no table) — is not a row of these tables: the method is
        /// not called.
        ///
        /// - Parameters:
        ///   - indexPath: The row's index path.
        ///   - tableView: The table view the cell belongs to.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination, before any container is unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on. The default provides
        ///   nothing.
        open func segueValues(
            forRowAt indexPath: IndexPath, in tableView: UITableView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for the item of one of ``segueSourceCollectionViews``
        /// whose cell sent a segue; see
        /// ``segueValues(forRowAt:in:segueIdentifier:destination:)``.
        ///
        /// ```swift
        /// override var segueSourceCollectionViews: [UICollectionView] { [permissionsCollectionView] }
        ///
        /// override func segueValues(forItemAt indexPath: IndexPath, in collectionView: UICollectionView,
        ///                           segueIdentifier: String?, destination: UIViewController) -> SegueValues {
        ///     ["permission": permissions[indexPath.item]]
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - indexPath: The item's index path.
        ///   - collectionView: The collection view the cell belongs to.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination, before any container is unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on. The default provides
        ///   nothing.
        open func segueValues(
            forItemAt indexPath: IndexPath, in collectionView: UICollectionView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context — with the values of the row or item whose cell
        /// sent the segue, when it belongs to a table or collection view this controller names —
        /// to the segue's destination, then calls `super`.
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

    /// ``PreparedViewController`` for table view controllers, with values for the tapped row.
    ///
    /// Override ``segueValues(forRowAt:segueIdentifier:destination:)`` to hand the row's model
    /// to the screen a cell's segue shows — no cast of the sender, no lookup of its index path:
    ///
    /// ```swift
    /// final class MailboxViewController: PreparedTableViewController {
    ///     var mails: [Mail] = []
    ///
    ///     override func segueValues(forRowAt indexPath: IndexPath, segueIdentifier: String?,
    ///                               destination: UIViewController) -> SegueValues {
    ///         ["mail": mails[indexPath.row]]
    ///     }
    /// }
    ///
    /// final class MailViewController: PreparedViewController {
    ///     @Prepared var mail: Mail
    /// }
    /// ```
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

        /// Override to name the table views, other than `tableView`, whose cells may send a segue;
        /// see ``SegueContext/segueSourceTableViews``. The default names none.
        open var segueSourceTableViews: [UITableView] { [] }

        /// Override to name the collection views, other than `tableView`, whose cells may send a
        /// segue; see ``SegueContext/segueSourceCollectionViews``. The default names none.
        open var segueSourceCollectionViews: [UICollectionView] { [] }

        /// Override to provide values for the row of one of ``segueSourceTableViews`` whose cell
        /// sent a segue; see ``SegueContext/segueValues(forRowAt:in:segueIdentifier:destination:)``.
        open func segueValues(
            forRowAt indexPath: IndexPath, in tableView: UITableView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for the item of one of ``segueSourceCollectionViews``
        /// whose cell sent a segue; see
        /// ``SegueContext/segueValues(forItemAt:in:segueIdentifier:destination:)``.
        open func segueValues(
            forItemAt indexPath: IndexPath, in collectionView: UICollectionView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for the row a segue starts from.
        ///
        /// `prepare(for:sender:)` calls it when the segue's sender is a row: a cell of
        /// `tableView` — a storyboard segue from a prototype cell sends the cell — or an
        /// `IndexPath`, as in `performSegue(withIdentifier: "showMail", sender: indexPath)`.
        /// The values travel with the segue, as values passed to
        /// ``performSegue(withIdentifier:context:sender:)`` do: they take precedence over this
        /// controller's properties and over ``segueValues(forSegue:destination:sender:)``, an
        /// unwind segue delivers them back too, and a key that no destination declares is not
        /// an error: one table often feeds several kinds of destination, so the report lists
        /// the key among ``PreparationReport/skipped`` with a note naming this hook. Values passed with
        /// ``performSegue(withIdentifier:context:sender:)`` take precedence over the row's
        /// under the same key.
        ///
        /// A sender of another kind — a bar button, a button inside a cell, `nil` — is not a
        /// row, and a cell `tableView` does not know has no index path (`indexPath(for:)`
        /// returns `nil` for it; from iOS 15 the table view also knows the cells it prepared
        /// off screen): the method is then not called, and a destination's required slot the row would have filled is
        /// reported as ``PreparationError/Code/missingRequiredValue``. A button inside a cell
        /// can perform the segue with the cell's index path as the sender.
        ///
        /// - Parameters:
        ///   - indexPath: The row's index path.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination, before any container is unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on. The default provides
        ///   nothing.
        open func segueValues(
            forRowAt indexPath: IndexPath, segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context, with the row's values, to the segue's
        /// destination, then calls `super`.
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

    /// ``PreparedViewController`` for collection view controllers, with values for the tapped
    /// item.
    ///
    /// Override ``segueValues(forItemAt:segueIdentifier:destination:)`` to hand the item's
    /// model to the screen a cell's segue shows:
    ///
    /// ```swift
    /// final class AlbumViewController: PreparedCollectionViewController {
    ///     var photos: [Photo] = []
    ///
    ///     override func segueValues(forItemAt indexPath: IndexPath, segueIdentifier: String?,
    ///                               destination: UIViewController) -> SegueValues {
    ///         ["photo": photos[indexPath.item]]
    ///     }
    /// }
    /// ```
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

        /// Override to name the table views, other than `collectionView`, whose cells may send a segue;
        /// see ``SegueContext/segueSourceTableViews``. The default names none.
        open var segueSourceTableViews: [UITableView] { [] }

        /// Override to name the collection views, other than `collectionView`, whose cells may send a
        /// segue; see ``SegueContext/segueSourceCollectionViews``. The default names none.
        open var segueSourceCollectionViews: [UICollectionView] { [] }

        /// Override to provide values for the row of one of ``segueSourceTableViews`` whose cell
        /// sent a segue; see ``SegueContext/segueValues(forRowAt:in:segueIdentifier:destination:)``.
        open func segueValues(
            forRowAt indexPath: IndexPath, in tableView: UITableView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for the item of one of ``segueSourceCollectionViews``
        /// whose cell sent a segue; see
        /// ``SegueContext/segueValues(forItemAt:in:segueIdentifier:destination:)``.
        open func segueValues(
            forItemAt indexPath: IndexPath, in collectionView: UICollectionView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for the item a segue starts from.
        ///
        /// `prepare(for:sender:)` calls it when the segue's sender is an item: a cell of
        /// `collectionView` — a storyboard segue from a prototype cell sends the cell — or an
        /// `IndexPath`, as in `performSegue(withIdentifier: "showPhoto", sender: indexPath)`.
        /// The values travel with the segue, as values passed to
        /// ``performSegue(withIdentifier:context:sender:)`` do, which take precedence over the
        /// item's under the same key; see
        /// ``PreparedTableViewController/segueValues(forRowAt:segueIdentifier:destination:)``.
        /// A sender of another kind, or a cell `collectionView` does not know (for which
        /// `indexPath(for:)` returns `nil`), is not an item: the method is then not called.
        ///
        /// - Parameters:
        ///   - indexPath: The item's index path.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination, before any container is unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on. The default provides
        ///   nothing.
        open func segueValues(
            forItemAt indexPath: IndexPath, segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context, with the item's values, to the segue's
        /// destination, then calls `super`.
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

    /// A controller whose segues may start from a row or an item: every entry point of a
    /// segue's preparation asks it for the values of the row its original sender stands for.
    @MainActor
    protocol RowSegueValues {
        /// The row's values and the hook's name, or `nil` when `sender` is no row.
        func rowValues(forSender sender: Any?, segueIdentifier: String?, destination: UIViewController)
            -> (values: SegueValues, hook: String)?
    }

    extension PreparedTableViewController: RowSegueValues {
        func rowValues(forSender sender: Any?, segueIdentifier: String?, destination: UIViewController)
            -> (values: SegueValues, hook: String)?
        {
            let indexPath: IndexPath?
            if let row = sender as? IndexPath {
                indexPath = row
            } else if let cell = sender as? UITableViewCell, isViewLoaded {
                // Reading `tableView` loads the view; only a loaded table view knows cells.
                indexPath = tableView.indexPath(for: cell)
            } else {
                indexPath = nil
            }
            guard let indexPath else { return nil }
            let values = segueValues(forRowAt: indexPath, segueIdentifier: segueIdentifier, destination: destination)
            return (values, "segueValues(forRowAt:…)")
        }
    }

    extension PreparedCollectionViewController: RowSegueValues {
        func rowValues(forSender sender: Any?, segueIdentifier: String?, destination: UIViewController)
            -> (values: SegueValues, hook: String)?
        {
            let indexPath: IndexPath?
            if let item = sender as? IndexPath {
                indexPath = item
            } else if let cell = sender as? UICollectionViewCell, isViewLoaded {
                // Reading `collectionView` loads the view; only a loaded collection view knows cells.
                indexPath = collectionView.indexPath(for: cell)
            } else {
                indexPath = nil
            }
            guard let indexPath else { return nil }
            let values = segueValues(forItemAt: indexPath, segueIdentifier: segueIdentifier, destination: destination)
            return (values, "segueValues(forItemAt:…)")
        }
    }
#endif
