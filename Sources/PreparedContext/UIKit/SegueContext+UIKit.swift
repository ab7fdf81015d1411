#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    public import UIKit

    extension SegueContext where Self: UIViewController {
        /// Delivers this controller's context for a storyboard segue: the one call to forward
        /// from `prepare(for:sender:)` when you adopt ``SegueContext`` instead of subclassing.
        ///
        /// ```swift
        /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        ///     super.prepare(for: segue, sender: sender)
        ///     prepareContext(for: segue, sender: sender)
        /// }
        /// ```
        ///
        /// A forward segue reaches the destination and, inside navigation, tab bar, split and
        /// page view controllers, every controller they hold; a page view controller without
        /// pages yet is reported (``PreparationError/Code/emptyContainer``), unless it is a
        /// ``PreparedPageViewController``, which delivers to its pages when they are set.
        ///
        /// An unwind segue — whose destination UIKit's own unwind search reaches from this
        /// controller: up through parents and presenters and, at each step, down into the
        /// other children — delivers back into the controller that owns the unwind action.
        /// Deliveries into a controller whose view has loaded are reported as late. Nothing
        /// throws: under ``MismatchPolicy/throw`` the failures are logged.
        ///
        /// - Parameters:
        ///   - segue: The segue being prepared.
        ///   - sender: The segue's sender. After
        ///     ``performSegue(withIdentifier:context:sender:)-(String,_,_)`` it is the original sender, and
        ///     the values wait for this call; a ``SegueValues`` passed as the sender works too.
        /// - Returns: What was delivered, skipped and failed.
        @discardableResult
        public func prepareContext(for segue: UIStoryboardSegue, sender: Any?) -> PreparationReport {
            prepareSegue(segue, to: segue.destination, identifier: segue.identifier, sender: sender)
        }

        /// Performs a segue carrying values that exist only here — the model of the tapped
        /// row — without storing them in a property first.
        ///
        /// The values take precedence over this controller's properties. UIKit performs the
        /// segue with your `sender`, untouched: UIKit hands it to `prepare(for:sender:)` (and
        /// to nothing else; a segue performed in code does not call
        /// `shouldPerformSegue(withIdentifier:sender:)`), so your own `prepare(for:sender:)`
        /// and any superclass's see the sender they expect. The values wait for this
        /// controller's `prepareContext(for:sender:)`.
        ///
        /// ```swift
        /// performSegue(withIdentifier: "showMessage", context: ["mail": mails[indexPath.row]], sender: cell)
        /// ```
        ///
        /// > Important: As with `performSegue(withIdentifier:sender:)`, an identifier the
        /// > storyboard does not declare raises an Objective-C exception, which ends the app.
        ///
        /// - Parameters:
        ///   - identifier: The segue's identifier in the storyboard.
        ///   - context: Values by destination slot key, and ambient values.
        ///   - sender: The original sender.
        public func performSegue(withIdentifier identifier: String, context: SegueValues, sender: Any? = nil) {
            var context = context
            context.sender = sender
            performSegue(identifier: identifier, carrying: context) {
                performSegue(withIdentifier: identifier, sender: sender)
            }
        }
    }

    extension UIViewController {
        /// Whether a segue to `controller` unwinds: UIKit's unwind search reaches it from this
        /// controller, going up through parents and presenters and, at each step, down into
        /// the children other than the one that holds this controller.
        func unwinds(to controller: UIViewController) -> Bool {
            var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
            var branch: UIViewController = self
            var next = parent ?? presentingViewController
            while let ancestor = next, visited.insert(ObjectIdentifier(ancestor)).inserted {
                if ancestor === controller { return true }
                var pending = ancestor.children.filter { $0 !== branch }
                while let candidate = pending.popLast() {
                    guard visited.insert(ObjectIdentifier(candidate)).inserted else { continue }
                    if candidate === controller { return true }
                    pending += candidate.children
                }
                branch = ancestor
                next = ancestor.parent ?? ancestor.presentingViewController
            }
            return false
        }
    }

    extension SegueContext {
        /// Provides nothing.
        public func segueValues(
            forControl control: UIControl, segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Provides nothing.
        public func segueValues(
            forBarButtonItem item: UIBarButtonItem, segueIdentifier: String?, destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Names none.
        public var segueSourceTableViews: [UITableView] { [] }

        /// Names none.
        public var segueSourceCollectionViews: [UICollectionView] { [] }

        /// Provides nothing.
        public func segueValues(
            forRowAt indexPath: IndexPath, in tableView: UITableView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// Provides nothing.
        public func segueValues(
            forItemAt indexPath: IndexPath, in collectionView: UICollectionView, segueIdentifier: String?,
            destination: UIViewController
        ) -> SegueValues {
            SegueValues()
        }

        /// The values carried with the segue with those of the row, control or bar button
        /// item that sent it added, or `nil` when the original sender is none of them: a row
        /// of the controller's own table or collection view first, then one of the views it
        /// names.
        func adding(
            senderValuesFor identifier: String?, destination: UIViewController, to carried: SegueValues?,
            sender: Any?
        ) -> SegueValues? {
            let original = carried.map(\.sender) ?? sender
            let values: SegueValues
            let hook: String
            if let row = (self as? any RowSegueValues)?.rowValues(
                forSender: original, segueIdentifier: identifier, destination: destination)
                ?? namedRowValues(forSender: original, segueIdentifier: identifier, destination: destination)
            {
                (values, hook) = row
            } else if let control = original as? UIControl {
                values = segueValues(forControl: control, segueIdentifier: identifier, destination: destination)
                hook = "segueValues(forControl:…)"
            } else if let item = original as? UIBarButtonItem {
                values = segueValues(forBarButtonItem: item, segueIdentifier: identifier, destination: destination)
                hook = "segueValues(forBarButtonItem:…)"
            } else {
                return nil
            }
            return SegueValues.carried(carried, sender: original, addingSenderHook: values, named: hook)
        }

        /// Delivers this object's context into a storyboard segue's destination, as a forward
        /// segue — for a ``SegueContext`` that is not a view controller.
        ///
        /// Without this overload, such a call would resolve to
        /// ``prepareContext(for:segueIdentifier:sender:)`` and treat the segue object itself as
        /// the destination. This one delivers into `segue.destination` and the controllers
        /// inside it, under the segue's identifier, as the view-controller overload does for a
        /// forward segue. It cannot tell an unwind segue from a forward one: an object that is
        /// not a view controller has no place in the hierarchy UIKit's unwind search walks. A
        /// view controller that adopts ``SegueContext`` gets the view-controller overload, which
        /// takes precedence over this one.
        ///
        /// ```swift
        /// // A view controller forwarding to a model object that adopts SegueContext:
        /// // the explicit form, with no warning.
        /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        ///     super.prepare(for: segue, sender: sender)
        ///     try? viewModel.prepareContext(for: segue.destination, segueIdentifier: segue.identifier, sender: sender)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - segue: The segue being prepared; it is treated as a forward segue.
        ///   - sender: The segue's sender, or ``SegueValues``.
        /// - Returns: What was delivered, skipped and failed.
        @available(
            *, deprecated,
            message:
                "this SegueContext is not a view controller, so it cannot tell an unwind from a forward segue and delivers forward into segue.destination. To fix, call prepareContext(for: segue, sender: sender) on the view controller that adopts SegueContext, or say what you mean: try? prepareContext(for: segue.destination, segueIdentifier: segue.identifier, sender: sender)"
        )
        @discardableResult
        public func prepareContext(for segue: UIStoryboardSegue, sender: Any?) -> PreparationReport {
            prepareSegue(segue, to: segue.destination, identifier: segue.identifier, sender: sender)
        }

        /// The UIKit stages of a segue's preparation, whichever entry point the app called: the
        /// values carried with the segue (passed as the sender, or waiting from
        /// ``performSegue(withIdentifier:context:sender:)``), the row, control and bar button
        /// item hooks, unwind detection, pages set later, and views that loaded before the
        /// segue.
        ///
        /// - Parameter segue: The segue object, or `nil` when the app passed the destination.
        func prepareUIKitSegue(
            _ segue: AnyObject?, to destination: UIViewController, identifier: String?, sender: Any?,
            appliesPolicy: Bool
        ) -> PreparationReport {
            let passed = (sender as? SegueValues) ?? takePendingSegueValues(identifier: identifier)
            let carried =
                adding(senderValuesFor: identifier, destination: destination, to: passed, sender: sender) ?? passed
            let isUnwind = (self as? UIViewController)?.unwinds(to: destination) ?? false
            let source = displayName(type(of: self))
            return runSegueStages(
                segue, to: destination, identifier: identifier, sender: carried ?? sender,
                isUnwind: isUnwind, appliesPolicy: appliesPolicy,
                hasLoadedView: { ($0 as? UIViewController)?.isViewLoaded == true },
                emptyContainer: { controller in
                    guard let pages = controller as? UIPageViewController, !(pages is PreparedPageViewController),
                        pages.viewControllers?.isEmpty ?? true
                    else { return nil }
                    return PreparationError(
                        .emptyContainer, key: "viewControllers", sourceType: source,
                        destinationType: displayName(type(of: pages)))
                },
                deliversLater: { [weak self, weak segue] controller in
                    guard let self, let pages = controller as? PreparedPageViewController else { return false }
                    // The page view controller keeps what it delivers later, but never this
                    // controller: it is held weakly as the sender or among the carried values
                    // too, or it could not be released while the pages live.
                    let held: Any? =
                        if let carried { carried.holdingWeakly(self) } else {
                            sender.map { SegueValues.holdingWeakly(self, in: $0) }
                        }
                    pages.segueContextDelivery = { [weak self] page in
                        guard let self else { return }
                        if let refusal = Isolation.offMainThreadRefusal(source: self, destination: page) {
                            var report = PreparationReport(sourceType: source, segueIdentifier: identifier)
                            report.failures = [refusal]
                            _ = self.preparationOptions.apply(to: report)
                            return
                        }
                        // The same segue's preparation, later: its slots answer
                        // `wasDelivered(by: segue)` as the others do.
                        let sender = (held as? SegueValues)?.restoringWeakValues() ?? held.map(SegueValues.restoring)
                        self.runSegueStages(
                            segue, to: page, identifier: identifier, sender: sender, isUnwind: false,
                            hasLoadedView: { ($0 as? UIViewController)?.isViewLoaded == true })
                    }
                    return true
                })
        }
    }
#endif
