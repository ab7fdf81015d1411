import UIKit

/// Hands a coordinate pair and a labelled span to the pin screen, each written as a tuple.
final class MapViewController: UIViewController {
    var latitude = 48.85
    var longitude = 2.35
    var zoom = 12

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let pin = segue.destination as? PinViewController {
            pin.coordinate = (latitude, longitude)
            pin.span = (zoom: zoom, label: "city")
            pin.center = ((latitude))
        }
    }
}

/// Shows one pin.
final class PinViewController: UIViewController {
    var coordinate: (Double, Double) = (0, 0)
    var span: (zoom: Int, label: String) = (zoom: 0, label: "")
    var center = 0.0
}
