import CoreLocation
import UIKit

/// A stop on a trip, with the memberwise initializer only.
struct Stop: Hashable {
    var name: String
    var minutes = 0
}

/// A fare: an initializer of its own, and a failable one whose labels the call does not use.
struct Fare: Equatable {
    var cents: Int

    init(cents: Int) {
        self.cents = cents
    }

    init?(text: String) {
        guard let cents = Int(text) else { return nil }
        self.cents = cents
    }
}

/// A planned route: a class of the app with nothing inherited from another module.
final class Route {
    var legs: [String] = []
}

/// Converts: every property of the stop screen is typed only by its initial value, and each
/// initial value proves its type (a table row of the SDK, an app type no failable initializer of
/// which the call reaches, an empty collection with its element types written).
final class TripsViewController: UIViewController {
    var here = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
    var names: [String] = ["Louvre"]

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowStop" {
            let stop = segue.destination as! StopViewController
            stop.coordinate = here
            stop.arrival = Date(timeIntervalSince1970: 0)
            stop.tags = names
            stop.stops = [Stop(name: "Louvre")]
            stop.visits = ["Louvre": 2]
            stop.seen = Set(names)
            stop.fare = Fare(cents: 250)
            stop.route = Route()
            stop.origin = CGPoint(x: 3, y: 4)
            stop.position = IndexPath(row: 1, section: 0)
            stop.query = URLComponents()
        }
    }
}

final class StopViewController: UIViewController {
    var coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
    var arrival = Date()
    var tags = [String]()
    var stops = [Stop]()
    var visits = [String: Int]()
    var seen = Set<String>()
    var fare = Fare(cents: 0)
    var route = Route.init()
    var origin = CGPoint(x: 0, y: 0)
    var position = IndexPath(row: 0, section: 0)
    var query = URLComponents()
}
