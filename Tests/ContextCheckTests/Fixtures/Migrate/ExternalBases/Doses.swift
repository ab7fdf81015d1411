import ChartKit
import UIKit

/// The app's own chart screen, built on ChartKit's: its subclasses present.
public class DoseChartViewController: ChartsTableViewController {
    var doses: [Double] = []
}

/// The history of doses, public as a shared screen would be; it prepares after the super call.
public final class DoseHistoryViewController: DoseChartViewController {
    var pumpName = "Pump"

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch segue.identifier {
        case "showDose":
            let detail = segue.destination as! DoseDetailViewController
            detail.total = doses.count
            detail.pump = pumpName
        default:
            break
        }
    }
}

/// One dose.
final class DoseDetailViewController: UIViewController {
    var total = 0
    var pump = ""
}
