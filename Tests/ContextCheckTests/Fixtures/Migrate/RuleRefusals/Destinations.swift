import CoreLocation
import PreparedContext
import UIKit

final class DetailViewController: UIViewController {
    var item: String?
    var count = 0
}

final class GreeterViewController: UIViewController, SegueContext {
    var greeting = ""

    func contextDidArrive(_ context: SegueContextValues) {
        print("arrived")
    }
}

@objc protocol Captioned {
    var caption: String! { get set }
}

final class TitledViewController: UIViewController, Captioned {
    var caption: String!
}

struct Place {
    var coordinate = CLLocationCoordinate2D(latitude: 1, longitude: 2)
}

final class MapViewController: UIViewController {
    var coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
}
