import UIKit

struct Trip {
    var name: String
}

/// A Swift protocol that requires the implicitly unwrapped property: the slot still meets it.
@MainActor protocol TripShowing: AnyObject {
    var trip: Trip! { get set }
}

/// Reached from the trip list and from the archive; every property is implicitly unwrapped.
final class TripViewController: UIViewController, TripShowing {
    var trip: Trip!
    var note: String!
    var days: [Int]!
    var extra: Any!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = trip?.name
    }
}

/// Hands the selected trip (maybe none) and a note on one segue.
final class TripListViewController: UITableViewController {
    var trips: [Trip] = [Trip(name: "Lisbon")]
    var selected: Trip?
    var draft = "pack light"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showTrip" {
            let controller = segue.destination as! TripViewController
            controller.trip = selected
            controller.note = draft
        }
    }
}

/// Hands an archived trip and its days on another segue to the same screen.
final class ArchiveViewController: UIViewController {
    var archived = Trip(name: "Porto")

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showArchived", let controller = segue.destination as? TripViewController {
            controller.trip = archived
            controller.days = [1, 2]
            controller.extra = archived.name
        }
    }
}

/// Hands itself to a weak implicitly unwrapped property: a weak slot that reads nil until then.
final class PlannerViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "plan" {
            let controller = segue.destination as! PlanViewController
            controller.planner = self
        }
    }
}

final class PlanViewController: UIViewController {
    weak var planner: PlannerViewController!
}
