#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    import UIKit

    extension SegueContext {
        /// The values of the row or item whose cell sent the segue, when the cell belongs to one
        /// of ``segueSourceTableViews`` or ``segueSourceCollectionViews``; `nil` otherwise, and
        /// when this object names none. Every entry point of a preparation asks for it, for
        /// every adopter: the base classes and any class that adopts ``SegueContext``.
        func namedRowValues(forSender sender: Any?, segueIdentifier: String?, destination: UIViewController)
            -> (values: SegueValues, hook: String)?
        {
            // Only a cell can be a row; and the outlets the lists name exist once the view has.
            guard sender is UITableViewCell || sender is UICollectionViewCell else { return nil }
            if let controller = self as? UIViewController, !controller.isViewLoaded { return nil }
            if let cell = sender as? UITableViewCell, let enclosing = cell.enclosingView(UITableView.self),
                segueSourceTableViews.contains(where: { $0 === enclosing }),
                let indexPath = enclosing.indexPath(for: cell)
            {
                let values = segueValues(
                    forRowAt: indexPath, in: enclosing, segueIdentifier: segueIdentifier, destination: destination)
                return (values, "segueValues(forRowAt:in:…)")
            }
            if let cell = sender as? UICollectionViewCell, let enclosing = cell.enclosingView(UICollectionView.self),
                segueSourceCollectionViews.contains(where: { $0 === enclosing }),
                let indexPath = enclosing.indexPath(for: cell)
            {
                let values = segueValues(
                    forItemAt: indexPath, in: enclosing, segueIdentifier: segueIdentifier, destination: destination)
                return (values, "segueValues(forItemAt:in:…)")
            }
            return nil
        }
    }

    extension UIView {
        /// The nearest superview of type `View`, as a cell finds the table or collection view
        /// that holds it; the walk stops after a bound no real hierarchy reaches.
        func enclosingView<View: UIView>(_: View.Type) -> View? {
            var next = superview
            var depth = 0
            while let view = next, depth < 1_000 {
                if let found = view as? View { return found }
                next = view.superview
                depth += 1
            }
            return nil
        }
    }
#endif
