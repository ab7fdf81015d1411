#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    import UIKit

    extension PreparedViewController {
        /// The sender to prepare `segue` with: the values carried with it, with those of the row
        /// or item added when the original sender is a cell of one of
        /// ``segueSourceTableViews`` or ``segueSourceCollectionViews``; `sender` unchanged when
        /// this controller names none.
        func senderAddingNamedRow(for segue: UIStoryboardSegue, sender: Any?) -> Any? {
            let original = (sender as? SegueValues)?.sender ?? sender
            // Only a cell can be a row; and the outlets the lists name exist once the view has.
            guard original is UITableViewCell || original is UICollectionViewCell, isViewLoaded else { return sender }
            var table: UITableView?
            var collection: UICollectionView?
            let isTableCell = original is UITableViewCell
            let hook = isTableCell ? "segueValues(forRowAt:in:…)" : "segueValues(forItemAt:in:…)"
            return senderAddingRow(for: segue, sender: sender, hook: hook) { original in
                if let cell = original as? UITableViewCell, let enclosing = cell.enclosingView(UITableView.self),
                    segueSourceTableViews.contains(where: { $0 === enclosing })
                {
                    table = enclosing
                    return enclosing.indexPath(for: cell)
                }
                if let cell = original as? UICollectionViewCell,
                    let enclosing = cell.enclosingView(UICollectionView.self),
                    segueSourceCollectionViews.contains(where: { $0 === enclosing })
                {
                    collection = enclosing
                    return enclosing.indexPath(for: cell)
                }
                return nil
            } values: { indexPath in
                if let table {
                    return segueValues(
                        forRowAt: indexPath, in: table, segueIdentifier: segue.identifier,
                        destination: segue.destination)
                }
                guard let collection else { return SegueValues() }
                return segueValues(
                    forItemAt: indexPath, in: collection, segueIdentifier: segue.identifier,
                    destination: segue.destination)
            }
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
