import UIKit

/// A place the app stores; each lookup counts, so a lookup that runs twice or not at all shows.
final class Place {
    let name: String
    init(name: String) { self.name = name }
}

/// The app's store of places: `place(at:)` is the app's own code.
@MainActor final class PlaceStore {
    var names = ["Harbour", "Market", "Tower"]
    var lookups = 0

    func place(at indexPath: IndexPath) -> Place {
        lookups += 1
        return Place(name: names[indexPath.row % names.count])
    }
}

/// What the editor shows around the place: built by an initializer of the app's own.
@MainActor final class PlaceSummary {
    let title: String
    init(place: Place) { title = "About \(place.name)" }
}

/// The editor: every value arrives from the list.
final class PlaceEditorViewController: UIViewController {
    var store: PlaceStore?
    var placeToEdit: Place?
    var summary: PlaceSummary?
}

/// The list: each binding whose value calls the store is read once, by the assignment right
/// after it, under the same certain cast, so it moves into the hook with that value.
final class PlacesViewController: UITableViewController {
    let store = PlaceStore()
    var featured: Place?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "editPlace" {
            let editor = segue.destination as! PlaceEditorViewController
            editor.store = store
            if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
                let place = store.place(at: indexPath)
                editor.placeToEdit = place
            }
        } else if segue.identifier == "showFeatured", let editor = segue.destination as? PlaceEditorViewController {
            if let chosen = featured {
                let summary = PlaceSummary(place: chosen)
                editor.summary = summary
            }
        }
    }
}

/// The map: its bindings are read twice, in a string, or with a statement between them and
/// their reader, so each stays with a reason and nothing is rewritten.
final class MapViewController: UIViewController {
    let store = PlaceStore()
    var selected = IndexPath(row: 0, section: 0)

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let editor = segue.destination as? PlaceEditorViewController else { return }
        if segue.identifier == "editPin" {
            let place = store.place(at: selected)
            editor.placeToEdit = place
            editor.summary = PlaceSummary(place: place)
        } else if segue.identifier == "describePin" {
            let place = store.place(at: selected)
            editor.placeToEdit = Place(name: "Near \(place.name)")
        } else if segue.identifier == "countPin" {
            let place = store.place(at: selected)
            store.lookups += 1
            editor.placeToEdit = place
        }
    }
}
