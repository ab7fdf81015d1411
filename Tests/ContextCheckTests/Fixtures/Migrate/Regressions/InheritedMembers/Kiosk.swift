import UIKit

/// Keeps the options of the order it prepares under a name PreparedViewController also declares.
final class MenuViewController: UIViewController {
    var preparationOptions: [String] = ["no onions"]
    var dish = "Ramen"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let order = segue.destination as? OrderViewController {
            order.dish = dish
        }
    }
}

/// Its subclass lists table views under a name PreparedViewController also declares.
class CounterViewController: UIViewController {
    var drink = "Tea"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let order = segue.destination as? OrderViewController {
            order.drink = drink
        }
    }
}

/// The counter with a table of its own.
final class BarCounterViewController: CounterViewController {
    var segueSourceTableViews: [UITableView] = []
}

/// A presenter whose names collide with nothing: it converts.
final class TerraceViewController: UIViewController {
    var table = 4

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let order = segue.destination as? OrderViewController {
            order.table = table
        }
    }
}

/// An order.
final class OrderViewController: UIViewController {
    var dish = ""
    var drink = ""
    var table = 0
}
