#if canImport(UIKit) && !os(macOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
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
        /// page view controllers, every controller they hold. An unwind segue — whose
        /// destination already presents this controller — delivers back into the controller
        /// that owns the unwind action. Deliveries into a controller whose view has loaded
        /// are reported as late. Nothing throws: under ``MismatchPolicy/throw`` the failures
        /// are logged.
        ///
        /// - Parameters:
        ///   - segue: The segue being prepared.
        ///   - sender: The segue's sender, or ``SegueValues`` from
        ///     ``performSegue(withIdentifier:context:sender:)``.
        /// - Returns: What was delivered, skipped and failed.
        @discardableResult
        public func prepareContext(for segue: UIStoryboardSegue, sender: Any?) -> PreparationReport {
            prepareSegue(
                to: segue.destination, identifier: segue.identifier, sender: sender,
                isUnwind: presents(from: segue.destination),
                hasLoadedView: { ($0 as? UIViewController)?.isViewLoaded == true })
        }

        /// Performs a segue carrying values that exist only here — the model of the tapped
        /// row — without storing them in a property first.
        ///
        /// The values take precedence over this controller's properties. `prepare(for:sender:)`
        /// receives the ``SegueValues`` as its sender; its ``SegueValues/sender`` holds
        /// `sender`.
        ///
        /// ```swift
        /// performSegue(withIdentifier: "showMessage", context: ["mail": mails[indexPath.row]])
        /// ```
        ///
        /// - Parameters:
        ///   - identifier: The segue's identifier in the storyboard.
        ///   - context: Values by destination slot key, and ambient values.
        ///   - sender: The original sender.
        public func performSegue(withIdentifier identifier: String, context: SegueValues, sender: Any? = nil) {
            var context = context
            context.sender = sender
            performSegue(withIdentifier: identifier, sender: context)
        }

        /// Whether `controller` is already above this one — a parent, a presenter, or an
        /// earlier controller of the same navigation stack — so a segue to it unwinds.
        func presents(from controller: UIViewController) -> Bool {
            var visited = Set<ObjectIdentifier>()
            var pending: [UIViewController] = [self]
            while let current = pending.popLast(), visited.insert(ObjectIdentifier(current)).inserted {
                if current !== self, current === controller { return true }
                if let stack = current.navigationController?.viewControllers,
                    let index = stack.firstIndex(where: { $0 === current })
                {
                    pending += stack[..<index]
                }
                pending += [current.parent, current.presentingViewController].compactMap { $0 }
            }
            return false
        }
    }
#endif
