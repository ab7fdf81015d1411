import ChartKit
import UIKit

/// One glucose reading.
struct Reading {
    var value: Double
    var note: String
}

/// Lists the readings. Its superclass comes from ChartKit, whose own prepare(for:sender:) runs
/// first.
final class ReadingsViewController: ChartsTableViewController {
    var unit = "mmol/L"
    var readings: [Reading] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showReading", let detail = segue.destination as? ReadingDetailViewController {
            detail.unit = unit
            detail.reading = sender as? Reading
        }
    }
}

/// Shows one reading; built on ChartKit's panel, named with its module.
final class ReadingDetailViewController: ChartKit.PanelViewController {
    var unit = ""
    var reading: Reading?
}

/// The trend of the readings: a generic superclass, which the migration does not read.
final class TrendViewController: SeriesViewController<Reading> {
    var range = 7

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showRange", let detail = segue.destination as? RangeViewController {
            detail.days = range
        }
    }
}

/// The days a trend covers.
final class RangeViewController: UIViewController {
    var days = 0
}
