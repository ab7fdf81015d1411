import UIKit

final class TimerViewController: UIViewController {
    var seconds = 0
}

final class ShoppingViewController: UIViewController {
    var items: [String]?
}

/// A class test without a binding keeps the embedded timer; a stop on the destination's class
/// that another segue of the same identifier can reach, and a stop on the identifier, stay.
final class PantryViewController: UIViewController {
    weak var timer: TimerViewController?
    var shelf: [String] = ["flour"]

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.destination is TimerViewController {
            timer = segue.destination as? TimerViewController
        }
        if segue.identifier == "ShowShopping" {
            guard let shopping = segue.destination as? ShoppingViewController else {
                fatalError("ShowShopping leads to the shopping list")
            }
            shopping.items = shelf
        }
    }
}
