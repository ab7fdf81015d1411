#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    public import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || PREPARED_CONTEXT_APPKIT_STUBS)
    public import AppKit
#endif

/// A controller that takes part in context propagation without subclassing a base class.
///
/// Adopt it when your controller must inherit from `UITableViewController`, a third-party
/// class, or anything else, and forward one call from `prepare(for:sender:)`:
///
/// ```swift
/// final class InboxViewController: UITableViewController, SegueContext {
///     var ambientContext = ContextValues()
///     let prepCtxUser: User = .current
///
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///         super.prepare(for: segue, sender: sender)
///         try? prepareContext(for: segue.destination, segueIdentifier: segue.identifier, sender: sender)
///     }
///
///     // Values that depend on the segue or its sender, with no hand-written casts of the destination:
///     func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
///         guard identifier == "showMessage", let cell = sender as? UITableViewCell,
///               let row = tableView.indexPath(for: cell)?.row else { return [:] }
///         return ["message": messages[row]]
///     }
/// }
/// ```
///
/// The base classes `PreparedViewController` and friends are thin users of this protocol.
@MainActor
public protocol SegueContext: AnyObject {
    /// The ambient values this object received and hands on to the objects it presents.
    ///
    /// Declare it as a stored property: `var ambientContext = ContextValues()`.
    var ambientContext: ContextValues { get set }

    /// The options used when this object presents, and the prefix of its own plain
    /// properties. The default is ``PreparationOptions/global``.
    var preparationOptions: PreparationOptions { get }

    /// Values this object provides for one segue only: derived from the sender (the tapped
    /// cell's row) or depending on which segue fires.
    ///
    /// Asked once per segue, before any value is delivered, however many controllers the
    /// segue prepares: a navigation, tab bar, split or page view controller (a window, tab
    /// view or split view controller) and every controller inside it receive what one call
    /// returned, as the body of a hand-written `prepare(for:sender:)` runs once. So a
    /// computed property with a side effect (a serial number, a log line, an analytics call)
    /// read here runs once per segue. A `PreparedPageViewController`'s delivery to a page set
    /// after the segue is a preparation of its own, which asks again. The default provides
    /// nothing.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - destination: The segue's destination, before any container is unwrapped.
    ///   - sender: The segue's sender (the original one when ``SegueValues`` carried it).
    /// - Returns: Values by slot key, and ambient values to hand on.
    func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues

    /// Values this object offers to whichever destination declares their keys — itself as
    /// a delegate, or a value it computes — with no error where a destination does not.
    ///
    /// Asked once per segue, as ``segueValues(forSegue:destination:sender:)`` is, before any
    /// container is walked: what one call returns goes to every controller the segue
    /// prepares — the controller inside the navigation controller, each tab, each split
    /// column — so a side effect of computing it runs once per segue. A value goes to a slot
    /// with its key (or the key without the destination's prefix), after the sender's values
    /// and the hook's, before this object's properties, with the same type checks. An offered
    /// key that a destination has no slot for is not an error: the report lists it among the
    /// skipped keys, so a misspelt key shows up there, and `context-check` reads the keys
    /// too. A value made per receiving controller is one added with
    /// ``SegueValues/addLazily(forKey:onSegue:_:)-(_,String?,_)``, produced for each that
    /// declares its key. A `PreparedPageViewController`'s delivery to a page set after the
    /// segue is a preparation of its own, which asks again.
    ///
    /// ```swift
    /// override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
    ///     ["delegate": self, "draft": currentDraft]
    /// }
    /// ```
    ///
    /// The default offers nothing.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - destination: The segue's destination, before any container is unwrapped.
    ///   - sender: The segue's sender (the original one when ``SegueValues`` carried it).
    /// - Returns: Values by slot key; their ambient values are ignored.
    func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues

    /// Called on this object once a segue, or a storyboard factory, has delivered its
    /// context: the place for what a property observer would have done.
    ///
    /// Propagation writes a slot's storage, not the property, so `didSet` on a
    /// ``Prepared`` property does not run on delivery. Configure the controller here
    /// instead. It is called after every slot and every ambient value has arrived, once
    /// per preparation, whatever was delivered (check `report.deliveries`), also for an
    /// unwind segue (before the unwind action runs). On a forward segue the view has
    /// usually not loaded yet.
    ///
    /// ```swift
    /// func contextDidArrive(_ report: PreparationReport) {
    ///     title = screenTitle
    ///     if isViewLoaded { tableView.reloadData() }
    /// }
    /// ```
    ///
    /// The default does nothing.
    ///
    /// - Parameter report: What this object received: its deliveries, skips, warnings and
    ///   failures.
    func contextDidArrive(_ report: PreparationReport)

    #if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
        /// Values for a segue that a control sends: a button, a segmented control, a switch
        /// wired to the segue in the storyboard.
        ///
        /// Called during the segue's preparation when its sender is a `UIControl`, with the
        /// control typed, so that its tag, title or state picks the value without a cast:
        ///
        /// ```swift
        /// func segueValues(forControl control: UIControl, segueIdentifier: String?,
        ///                  destination: UIViewController) -> SegueValues {
        ///     ["plan": plans[control.tag]]
        /// }
        /// ```
        ///
        /// Its values travel with the segue, as a row's do: values passed with
        /// `performSegue(withIdentifier:context:sender:)` take precedence, and a key the
        /// destination does not declare is skipped with a note rather than reported unknown.
        /// The default provides nothing.
        ///
        /// - Parameters:
        ///   - control: The control that sent the segue.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination, before any container is unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on.
        func segueValues(forControl control: UIControl, segueIdentifier: String?, destination: UIViewController)
            -> SegueValues

        /// Values for a segue that a bar button item sends, typed as
        /// ``segueValues(forControl:segueIdentifier:destination:)`` is for controls.
        ///
        /// ```swift
        /// func segueValues(forBarButtonItem item: UIBarButtonItem, segueIdentifier: String?,
        ///                  destination: UIViewController) -> SegueValues {
        ///     ["filter": item.title]
        /// }
        /// ```
        ///
        /// The default provides nothing.
        ///
        /// - Parameters:
        ///   - item: The bar button item that sent the segue.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination, before any container is unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on.
        func segueValues(
            forBarButtonItem item: UIBarButtonItem, segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues

        /// The table views whose cells may send a segue, other than a table view controller's
        /// own: a cell of one of them makes
        /// ``segueValues(forRowAt:in:segueIdentifier:destination:)`` run.
        ///
        /// Name the tables a controller hosts — outlets, usually — whatever class it inherits
        /// from:
        ///
        /// ```swift
        /// final class AccountViewController: UIViewController, SegueContext {
        ///     @IBOutlet var devicesTable: UITableView!
        ///     var ambientContext = ContextValues()
        ///     var devices: [Device] = []
        ///
        ///     var segueSourceTableViews: [UITableView] { [devicesTable] }
        ///
        ///     func segueValues(forRowAt indexPath: IndexPath, in tableView: UITableView,
        ///                      segueIdentifier: String?, destination: UIViewController) -> SegueValues {
        ///         ["device": devices[indexPath.row]]
        ///     }
        ///
        ///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        ///         super.prepare(for: segue, sender: sender)
        ///         prepareContext(for: segue, sender: sender)
        ///     }
        /// }
        /// ```
        ///
        /// Read only when a cell sends a segue, and, on a view controller, only once its view
        /// has loaded (the outlets exist from then on). The default names none.
        ///
        /// > Important: Declare it in the class that adopts ``SegueContext`` (the base classes
        /// > declare it for you, to override): a subclass's own declaration is not seen through
        /// > the protocol when its superclass adopts it without one.
        var segueSourceTableViews: [UITableView] { get }

        /// The collection views whose cells may send a segue, other than a collection view
        /// controller's own: a cell of one of them makes
        /// ``segueValues(forItemAt:in:segueIdentifier:destination:)`` run; see
        /// ``segueSourceTableViews``. The default names none.
        var segueSourceCollectionViews: [UICollectionView] { get }

        /// Values for the row of one of ``segueSourceTableViews`` whose cell sent the segue.
        ///
        /// The cell finds its row as UIKit's own cells do: through its view hierarchy, up to
        /// the table view that holds it, which must be one of ``segueSourceTableViews`` and
        /// know the cell (`indexPath(for:)`). The values travel with the segue, as a control's
        /// do: values passed with `performSegue(withIdentifier:context:sender:)` take
        /// precedence, and a key the destination does not declare is skipped with a note
        /// rather than reported unknown. Any other sender — a cell of another table, a button
        /// inside a cell, an `IndexPath` (which names no table) — is not a row of these
        /// tables: the method is not called. The default provides nothing.
        ///
        /// - Parameters:
        ///   - indexPath: The row's index path.
        ///   - tableView: The table view the cell belongs to.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination, before any container is unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on.
        func segueValues(
            forRowAt indexPath: IndexPath, in tableView: UITableView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues

        /// Values for the item of one of ``segueSourceCollectionViews`` whose cell sent the
        /// segue, found and delivered as
        /// ``segueValues(forRowAt:in:segueIdentifier:destination:)`` describes for rows.
        ///
        /// ```swift
        /// var segueSourceCollectionViews: [UICollectionView] { [permissionsCollectionView] }
        ///
        /// func segueValues(forItemAt indexPath: IndexPath, in collectionView: UICollectionView,
        ///                  segueIdentifier: String?, destination: UIViewController) -> SegueValues {
        ///     ["permission": permissions[indexPath.item]]
        /// }
        /// ```
        ///
        /// The default provides nothing.
        ///
        /// - Parameters:
        ///   - indexPath: The item's index path.
        ///   - collectionView: The collection view the cell belongs to.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination, before any container is unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on.
        func segueValues(
            forItemAt indexPath: IndexPath, in collectionView: UICollectionView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues
    #endif

    #if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || PREPARED_CONTEXT_APPKIT_STUBS)
        /// Values for a segue that a control sends: a button, a segmented control, a pop-up
        /// button wired to the segue in the storyboard, which AppKit passes as the sender.
        ///
        /// Called during the segue's preparation when its sender is an `NSControl`, with the
        /// control typed, so that its tag, title or value picks the value without a cast:
        ///
        /// ```swift
        /// func segueValues(forControl control: NSControl, segueIdentifier: NSStoryboardSegue.Identifier?,
        ///                  destination: AnyObject) -> SegueValues {
        ///     ["plan": plans[control.tag]]
        /// }
        /// ```
        ///
        /// Its values travel with the segue, as those passed with
        /// `performSegue(withIdentifier:context:sender:)` do, which take precedence; a key the
        /// destination does not declare is skipped with a note rather than reported unknown.
        /// The default provides nothing.
        ///
        /// - Parameters:
        ///   - control: The control that sent the segue.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination controller, before any container is
        ///     unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on.
        func segueValues(
            forControl control: NSControl, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues

        /// Values for a segue that a toolbar item sends, typed as
        /// ``segueValues(forControl:segueIdentifier:destination:)`` is for controls.
        ///
        /// ```swift
        /// func segueValues(forToolbarItem item: NSToolbarItem, segueIdentifier: NSStoryboardSegue.Identifier?,
        ///                  destination: AnyObject) -> SegueValues {
        ///     ["panel": item.itemIdentifier.rawValue]
        /// }
        /// ```
        ///
        /// The default provides nothing.
        ///
        /// - Parameters:
        ///   - item: The toolbar item that sent the segue.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination controller, before any container is
        ///     unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on.
        func segueValues(
            forToolbarItem item: NSToolbarItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues

        /// Values for a segue that a menu item sends — from a menu in the scene, or from the
        /// main menu, whose segues AppKit prepares from the application's delegate — typed as
        /// ``segueValues(forControl:segueIdentifier:destination:)`` is for controls.
        ///
        /// ```swift
        /// func segueValues(forMenuItem item: NSMenuItem, segueIdentifier: NSStoryboardSegue.Identifier?,
        ///                  destination: AnyObject) -> SegueValues {
        ///     ["document": item.representedObject]
        /// }
        /// ```
        ///
        /// The default provides nothing.
        ///
        /// - Parameters:
        ///   - item: The menu item that sent the segue.
        ///   - segueIdentifier: The segue's identifier.
        ///   - destination: The segue's destination controller, before any container is
        ///     unwrapped.
        /// - Returns: Values by slot key, and ambient values to hand on.
        func segueValues(
            forMenuItem item: NSMenuItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues
    #endif
}

extension SegueContext {
    /// ``PreparationOptions/global``.
    public var preparationOptions: PreparationOptions { .global }

    /// Provides nothing.
    public func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?)
        -> SegueValues
    {
        SegueValues()
    }

    /// Offers nothing.
    public func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?)
        -> SegueValues
    {
        SegueValues()
    }

    /// Does nothing.
    public func contextDidArrive(_ report: PreparationReport) {}

    /// Delivers this object's context to `destination`: its slots, then its ambient values.
    ///
    /// When `destination` is a ``ContextContainer``, every controller inside it receives
    /// the context too, each once.
    ///
    /// The precedence of values is described in the matching rules: the sender's
    /// ``SegueValues``, then ``segueValues(forSegue:destination:sender:)``, then
    /// ``offeredValues(forSegue:destination:sender:)``, then this object's properties. When
    /// `destination` adopts ``SegueContext`` too, it receives this object's
    /// ``ambientContext`` merged with the ambient values of the segue, its ``Ambient`` slots
    /// are filled from the result, and it is told what it received
    /// (``contextDidArrive(_:)``).
    ///
    /// - Parameters:
    ///   - destination: The object to prepare.
    ///   - segueIdentifier: The segue's identifier.
    ///   - sender: The segue's sender, or ``SegueValues`` carrying values and the sender.
    /// - Returns: What was delivered, skipped and failed.
    /// - Throws: The first failure, only under ``MismatchPolicy/throw``.
    @discardableResult
    public func prepareContext(
        for destination: AnyObject, segueIdentifier: String? = nil, sender: Any? = nil
    ) throws(PreparationError) -> PreparationReport {
        let report = prepareSegue(
            nil, to: destination, identifier: segueIdentifier, sender: sender, appliesPolicy: false)
        if let error = preparationOptions.apply(to: report) { throw error }
        return report
    }

    /// Reports the required slots of this object that are still empty, as the base classes
    /// do when the view loads.
    ///
    /// Slots whose failure a propagation already reported are not reported again. The
    /// errors go to the log under this object's ``preparationOptions``; nothing throws.
    ///
    /// - Returns: The newly reported ``PreparationError/Code/missingRequiredValue`` errors.
    @discardableResult
    public func reportMissingContext() -> [PreparationError] {
        if let refusal = Isolation.offMainThreadRefusal(source: self, destination: self) {
            var report = PreparationReport(sourceType: displayName(type(of: self)))
            report.failures = [refusal]
            _ = preparationOptions.apply(to: report)
            return [refusal]
        }
        if SeguePreparation.depth > 0 {
            // A view or window loaded while a segue was being prepared (an AppKit window
            // controller loads its window when its content is read): check once the values
            // have been delivered.
            SeguePreparation.deferredMissingChecks.append(self)
            return []
        }
        var report = PreparationReport(sourceType: displayName(type(of: self)))
        report.failures = ContextPropagation.missingRequiredValues(in: self, unreportedOnly: true)
        _ = preparationOptions.apply(to: report)
        return report.failures
    }

    /// The one pipeline of a segue's preparation, whichever public entry point the app
    /// called — ``prepareContext(for:segueIdentifier:sender:)``, the storyboard-segue
    /// overloads, the base classes: the values passed with
    /// `performSegue(withIdentifier:context:sender:)`, the sender hooks (row, control, bar
    /// button item, toolbar and menu item), unwind detection, containers, late deliveries and
    /// pages set later all run, or none of the call does.
    ///
    /// - Parameters:
    ///   - segue: The segue object, or `nil` when the app passed the destination.
    ///   - appliesPolicy: Whether to log the failures here; a caller that throws applies the
    ///     policy itself.
    @discardableResult
    func prepareSegue(
        _ segue: AnyObject?, to destination: AnyObject, identifier: String?, sender: Any?, appliesPolicy: Bool = true
    ) -> PreparationReport {
        if let refusal = Isolation.offMainThreadRefusal(source: self, destination: destination) {
            var report = PreparationReport(
                sourceType: displayName(type(of: self)), segueIdentifier: identifier)
            report.destinationTypes = [displayName(type(of: destination))]
            report.failures = [refusal]
            if appliesPolicy { _ = preparationOptions.apply(to: report) }
            return report
        }
        #if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
            if let controller = destination as? UIViewController {
                return prepareUIKitSegue(
                    segue, to: controller, identifier: identifier, sender: sender, appliesPolicy: appliesPolicy)
            }
        #endif
        #if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || PREPARED_CONTEXT_APPKIT_STUBS)
            if destination is NSViewController || destination is NSWindowController {
                return prepareAppKitSegue(
                    segue, to: destination, identifier: identifier, sender: sender, appliesPolicy: appliesPolicy)
            }
        #endif
        // A destination of no UI framework: a test's plain objects, a view model.
        let carried = (sender as? SegueValues) ?? takePendingSegueValues(identifier: identifier)
        return runSegueStages(
            segue, to: destination, identifier: identifier, sender: carried ?? sender, isUnwind: false,
            appliesPolicy: appliesPolicy, hasLoadedView: { _ in false })
    }

    /// The whole preparation of one segue, as the adapters run it from
    /// `prepare(for:sender:)`, where nothing can throw.
    ///
    /// A forward segue reaches the destination and every controller inside it (see
    /// ``ContextContainer``), flags deliveries into controllers whose view had loaded before
    /// the segue touched them, and hands ambient values on. Reading a container may load
    /// what it holds (an AppKit window controller loads its window and content); controllers
    /// loaded that way are not late, and their missing-value check runs after delivery. An
    /// unwind segue delivers into the slots of the controller that owns the unwind action
    /// only — not into its prefixed plain properties, which are what it provides — and hands
    /// no ambient value back.
    ///
    /// - Parameters:
    ///   - emptyContainer: A warning for a destination container that holds nothing yet (a
    ///     page view controller before its pages are set), or `nil`.
    ///   - deliversLater: Arranges a later delivery into a destination container whose
    ///     children are set after the segue, and returns whether it did. Keys passed with the
    ///     segue that no destination takes yet are then not reported as unknown: the later
    ///     children may take them, and each later delivery reports its own.
    ///   - segue: The segue object, so that slots can tell whether it delivered their value
    ///     (``Prepared/wasDelivered(by:)``).
    @discardableResult
    func runSegueStages(
        _ segue: AnyObject? = nil, to segueDestination: AnyObject, identifier: String?, sender: Any?,
        isUnwind: Bool, appliesPolicy: Bool = true, hasLoadedView: (AnyObject) -> Bool,
        emptyContainer: (AnyObject) -> PreparationError? = { _ in nil },
        deliversLater: (AnyObject) -> Bool = { _ in false }
    ) -> PreparationReport {
        let serial = SeguePreparation.begin(segue)
        return SeguePreparation.preparing {
            let (destinations, started) =
                isUnwind
                ? ([segueDestination], [])
                : ContainerTraversal.destinations(from: segueDestination, hasLoadedView: hasLoadedView)
            var report = prepareContext(
                for: destinations, segueDestination: segueDestination, segueIdentifier: identifier,
                sender: sender, startedDestinations: started, isUnwind: isUnwind, serial: serial,
                emptyContainer: emptyContainer)
            if !isUnwind, destinations.map(deliversLater).contains(true) {
                report.failures.removeAll { $0.code == .unknownKey }
            }
            if appliesPolicy { _ = preparationOptions.apply(to: report) }
            return report
        }
    }

    /// Merges `values` into ``ambientContext``, releasing the values they replace only once
    /// the property has been written.
    ///
    /// Merging in place (`ambientContext.merge(_:)`) releases a replaced value during the
    /// write access to the property; a deinitializer that reads `ambientContext` then ends
    /// the program with an exclusivity violation. Here the old bag outlives the write.
    func receiveAmbientValues(_ values: ContextValues) {
        let previous = ambientContext
        var merged = previous
        merged.merge(values)
        ambientContext = merged
        withExtendedLifetime(previous) {}
    }

    /// The values `performSegue(withIdentifier:context:sender:)` left for the segue
    /// `identifier` of this controller, with the original sender; taken once.
    func takePendingSegueValues(identifier: String?) -> SegueValues? {
        let key = ObjectIdentifier(self)
        guard let pending = SeguePreparation.pending[key], pending.identifier == identifier else { return nil }
        SeguePreparation.pending[key] = nil
        return pending.values
    }

    /// Performs a segue through `perform` with the original sender, while `values` wait for
    /// this controller's `prepare(for:sender:)`.
    func performSegue(identifier: String, carrying values: SegueValues, _ perform: () -> Void) {
        // Off the main thread nothing is performed: the framework would be called from there
        // too, and the values could reach no preparation.
        if let refusal = Isolation.offMainThreadRefusal(source: self, destination: nil) {
            var report = PreparationReport(sourceType: displayName(type(of: self)), segueIdentifier: identifier)
            report.failures = [refusal]
            _ = preparationOptions.apply(to: report)
            return
        }
        let key = ObjectIdentifier(self)
        let previous = SeguePreparation.pending.updateValue((identifier, values), forKey: key)
        defer { SeguePreparation.pending[key] = previous }
        perform()
    }

    /// Propagation into several destinations at once — a container's children — without
    /// applying the policy.
    ///
    /// A forward preparation hands the ambient values on first — this object's, then the
    /// hook's, then those carried with the segue — so that ``Ambient`` slots are filled
    /// from what each destination then holds. Each ``SegueContext`` destination is told
    /// what it received (``contextDidArrive(_:)``) once everything is delivered, with the
    /// warning `emptyContainer` gives about it on a forward preparation.
    func prepareContext(
        for destinations: [AnyObject], segueDestination: AnyObject, segueIdentifier: String?,
        sender: Any?, startedDestinations: Set<ObjectIdentifier> = [], isUnwind: Bool = false,
        serial: UInt64 = 0, emptyContainer: (AnyObject) -> PreparationError? = { _ in nil }
    ) -> PreparationReport {
        let options = preparationOptions
        // Every preparation has its serial, so that a slot can tell whether the report
        // `contextDidArrive(_:)` receives delivered it.
        let serial = serial != 0 ? serial : SeguePreparation.begin(nil)
        let carried = sender as? SegueValues
        let originalSender = carried.map(\.sender) ?? sender
        // Each hook once per segue, before any container is walked: what it returns, and what it
        // does while returning it, is the segue's, as a hand-written prepare(for:sender:) runs once.
        let hook = segueValues(forSegue: segueIdentifier, destination: segueDestination, sender: originalSender)
        var ambient: ContextValues?
        if !isUnwind {
            var handedOn = ambientContext
            handedOn.merge(hook.ambient)
            if let carried { handedOn.merge(carried.ambient) }
            ambient = handedOn
        }
        let offered = offeredValues(forSegue: segueIdentifier, destination: segueDestination, sender: originalSender)
        let targets = destinations.map { destination in
            let receiver = destination as? any SegueContext
            // An unwind hands no ambient value back, and fills no ambient slot.
            var received: ContextValues?
            if let ambient {
                receiver?.receiveAmbientValues(ambient)
                received = receiver?.ambientContext ?? ambient
            }
            return PropagationTarget(
                object: destination, prefix: receiver?.preparationOptions.prefix ?? options.prefix, ambient: received)
        }
        let request = PropagationRequest(
            source: self, sourceObject: self, sourcePrefix: options.prefix, destinations: targets,
            segueIdentifier: segueIdentifier, carried: carried, hook: hook, offered: offered,
            startedDestinations: startedDestinations, writesPlainProperties: !isUnwind, serial: serial)
        var (report, each) = ContextPropagation.runReportingEach(request)
        if !isUnwind {
            report.failures += DestinationCaptures.fill(
                from: self, destinations: destinations, segueIdentifier: segueIdentifier, serial: serial)
        }
        if !isUnwind {
            // A container's own warning belongs to its part of the report too.
            for (index, destination) in destinations.enumerated() {
                guard let warning = emptyContainer(destination) else { continue }
                each[index].warnings.append(warning)
                report.warnings.append(warning)
            }
        }
        for (destination, received) in zip(destinations, each) {
            (destination as? any SegueContext)?.contextDidArrive(received)
        }
        return report
    }
}

/// The main-actor state of the segues being prepared.
@MainActor
enum SeguePreparation {
    /// How many segue preparations are running; a destination may perform a segue while it
    /// loads.
    static var depth = 0
    /// Controllers whose missing-value check was asked for while a preparation was reading
    /// containers; they are checked once the values have been delivered.
    static var deferredMissingChecks: [any SegueContext] = []
    /// Values that `performSegue(withIdentifier:context:sender:)` carries past the framework,
    /// which performs the segue with the original sender: by source controller.
    static var pending: [ObjectIdentifier: (identifier: String, values: SegueValues)] = [:]

    /// Runs `body` as a preparation: missing-value checks asked for meanwhile (by views and
    /// windows that reading containers loads) run once the outermost preparation has ended.
    static func preparing<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 {
                let deferred = deferredMissingChecks
                deferredMissingChecks = []
                for controller in deferred { controller.reportMissingContext() }
            }
        }
        return try body()
    }

    /// The serial of the last segue preparation.
    private static var lastSerial: UInt64 = 0
    /// The segue objects of the latest preparations, held weakly, with their serials: an
    /// unwind action asks, with the segue it receives, whether that segue filled a slot.
    private static var recentSegues: [(segue: WeakReference, serial: UInt64)] = []
    /// How many segues are remembered; the framework releases a segue once it has been
    /// performed, so only the latest few can still be asked about.
    private static let rememberedSegues = 16

    /// Starts a segue preparation: its serial, which every slot it fills records, and
    /// remembers `segue`'s serial while the segue is alive.
    /// A segue prepared again — a page view controller's pages, set after the segue —
    /// keeps its serial.
    static func begin(_ segue: AnyObject?) -> UInt64 {
        if let segue, let known = serial(of: segue) { return known }
        lastSerial &+= 1
        guard let segue else { return lastSerial }
        recentSegues.removeAll { $0.segue.object == nil }
        if recentSegues.count >= rememberedSegues { recentSegues.removeFirst() }
        recentSegues.append((WeakReference(object: segue), lastSerial))
        return lastSerial
    }

    /// The serial of the preparation of `segue`, if it was prepared and is still remembered.
    static func serial(of segue: AnyObject) -> UInt64? {
        recentSegues.last { $0.segue.object === segue }?.serial
    }
}
