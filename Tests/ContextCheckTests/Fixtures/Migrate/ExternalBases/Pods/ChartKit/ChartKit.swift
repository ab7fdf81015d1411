import UIKit

// A framework the app builds its screens on, as a pod ships it: the migration never reads it
// (it skips `Pods`), the compile check builds it as the module ChartKit.

/// A table of charts. Its `prepare(for:sender:)` does work of its own, and it keeps a private
/// property named like one of a subclass's: the library reads stored properties through the
/// whole class chain, this one included.
open class ChartsTableViewController: UITableViewController {
    private var unit = "mg/dL"
    /// How many segues this controller prepared.
    public private(set) var preparedSegues = 0

    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        preparedSegues += 1
    }

    /// The unit the charts are drawn in.
    public var chartUnit: String { unit }
}

/// A screen that shows a series of items of any kind.
open class SeriesViewController<Item>: UIViewController {
    /// The items shown.
    public var items: [Item] = []
}

/// A panel: the framework's plain screen.
open class PanelViewController: UIViewController {
    /// The panel's title.
    public var panelTitle = ""
}
