import UIKit

struct Pin {
    var name: String
}

/// An early exit inside one block before a value converted outside it: the hook cannot tell
/// that the exit ran (a note shown without a pin), so the value stays.
final class RegionsViewController: UIViewController {
    var region = "Alps"
    var zoom = 3

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showMap" {
            let map = segue.destination as! RegionMapViewController
            map.zoom = zoom
        }
        if segue.identifier == "showNotes" {
            // The binding is the shape under test (swift-format would write `!= nil`).
            // swift-format-ignore: UseExplicitNilCheckInConditions
            guard let _ = sender as? Pin else {
                return
            }
            print("notes for a pin")
        }
        if let notes = segue.destination as? RegionNotesViewController {
            notes.region = region
        }
    }
}

final class RegionMapViewController: UIViewController {
    var zoom = 0
}

final class RegionNotesViewController: UIViewController {
    var region = ""
}
