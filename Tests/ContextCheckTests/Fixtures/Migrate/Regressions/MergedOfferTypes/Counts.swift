import UIKit

/// The same literal for the same key in two branches, to slots of two types: one entry, written
/// once, would give the `Double` slot an `Int` (a mismatch, the value lost). Each stays its own.
final class SourceViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let a = segue.destination as? AViewController {
            a.count = 5
        } else if let b = segue.destination as? BViewController {
            b.count = 5
        }
    }
}

final class AViewController: UIViewController {
    var count: Int = 0
}

final class BViewController: UIViewController {
    var count: Double = 0
}
