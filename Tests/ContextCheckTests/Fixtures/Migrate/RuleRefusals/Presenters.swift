// One case for each rule whose refusal no other golden fixture shows, and shapes of real apps no
// other fixture has (MigrationRulesTests).

import UIKit

/// PrepareIdioms: a loop stays as written.
final class LoopViewController: UIViewController {
    var names = ["a", "b"]

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showLoop", let detail = segue.destination as? DetailViewController {
            for name in names {
                detail.item = name
            }
        }
    }
}

/// IdiomCarriedChains: an `if` over the sender converts whole, and one arm does more than assign.
final class ChainViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showChain", let detail = segue.destination as? DetailViewController {
            if let name = sender as? String {
                detail.item = name
                print("chosen \(name)")
            } else {
                detail.item = "none"
            }
        }
    }
}

/// PresentingClass: the super call inside a branch.
final class InnerSuperViewController: UIViewController {
    var count = 3

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showInner", let detail = segue.destination as? DetailViewController {
            detail.count = count
            super.prepare(for: segue, sender: sender)
        }
    }
}

/// ArrivalHooks: its destination implements contextDidArrive(_:), which would start running.
final class ArrivalViewController: UIViewController {
    var greeting = "hello"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let greeter = segue.destination as? GreeterViewController {
            greeter.greeting = greeting
        }
    }
}

/// ImplicitlyUnwrappedSlots: the @objc protocol's requirement keeps the property as it is.
final class UnwrappedViewController: UIViewController {
    var caption = "Caption"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let titled = segue.destination as? TitledViewController {
            titled.caption = caption
        }
    }
}

/// SharedConflicts: a presenter and its subclass would both convert; one hook would hide the other.
class BaseListViewController: UIViewController {
    var total = 1

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showBase", let detail = segue.destination as? DetailViewController {
            detail.count = total
        }
    }
}

final class SubListViewController: BaseListViewController {
    var title2 = "sub"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showSub", let detail = segue.destination as? DetailViewController {
            detail.item = title2
        }
    }
}

/// InitializerTypes: the slot's type would be written in this file, which does not import CoreLocation.
final class SpotsViewController: UIViewController {
    var place = Place()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let map = segue.destination as? MapViewController {
            map.coordinate = place.coordinate
        }
    }
}

/// IdiomConditions: `if case .ready(let name) = state` binds a value for the branch; the hook tests it again.
enum LoadState {
    case loading
    case ready(String)
}

final class CaseViewController: UIViewController {
    var state = LoadState.ready("a")

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showCase" {
            if case .ready(let name) = state {
                let detail = segue.destination as! DetailViewController
                detail.item = name
            }
        }
    }
}
