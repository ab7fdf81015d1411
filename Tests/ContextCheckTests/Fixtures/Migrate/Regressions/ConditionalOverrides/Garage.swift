import UIKit

/// Hands its car to the service screen only where the flag is set: built without it, the class
/// has no prepare(for:sender:) at all and the service screen keeps its default.
final class GarageViewController: UIViewController {
    var car = "Roadster"

    #if GARAGE_SERVICE
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let service = segue.destination as? ServiceViewController {
                service.car = car
            }
        }
    #endif
}

/// One override per configuration, each handing over something else.
final class DealerViewController: UIViewController {
    var model = "Coupe"

    #if os(Linux)
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let service = segue.destination as? ServiceViewController {
                service.model = model
            }
        }
    #else
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let service = segue.destination as? ServiceViewController {
                service.model = "demo"
            }
        }
    #endif
}

/// Its override is in an extension that only some configurations build.
final class ShowroomViewController: UIViewController {
    var trim = "Sport"
}

#if GARAGE_SERVICE
    extension ShowroomViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let service = segue.destination as? ServiceViewController {
                service.trim = trim
            }
        }
    }
#endif

/// Its override is under an `#if` inside an extension every configuration builds.
final class PaddockViewController: UIViewController {
    var wheels = 4
}

extension PaddockViewController {
    #if GARAGE_SERVICE
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let service = segue.destination as? ServiceViewController {
                service.wheels = wheels
            }
        }
    #endif
}

/// The whole class is built in one configuration only: its override comes and goes with it, so
/// it converts.
#if os(Linux)
    final class WorkshopViewController: UIViewController {
        var mileage = 12

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let service = segue.destination as? ServiceViewController {
                service.mileage = mileage
            }
        }
    }
#endif

/// Services a car.
final class ServiceViewController: UIViewController {
    var car = ""
    var model = ""
    var trim = ""
    var mileage = 0
    var wheels = 0
}
