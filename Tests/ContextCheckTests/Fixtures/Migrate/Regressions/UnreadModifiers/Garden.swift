import UIKit

/// Hands the season and the plot's number to the plot screen.
final class GardenViewController: UIViewController {
    var season = "spring"
    var row = 4

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let plot = segue.destination as? PlotViewController {
            plot.season = season
            plot.row = row
        }
    }
}

/// `package` is an access level the declaration reader does not know: an attribute written
/// where it stopped would follow the word, which does not compile, so that property stays.
/// (Type-checking this file needs `-package-name`, which the fixture tests do not pass.)
final class PlotViewController: UIViewController {
    package var season = ""
    var row = 0
}
