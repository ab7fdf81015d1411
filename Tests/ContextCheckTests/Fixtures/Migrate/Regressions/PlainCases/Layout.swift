import UIKit

enum Density {
    case compact, regular
    case detailed(level: Int)
    case none
}

/// A generic enum's cases are written with its parameters: not read.
enum Wrapped<Value> {
    case empty
}

struct Theme {
    static let dark = Theme()
    static var light: Theme { Theme() }
}

/// `.compact` and `Density.regular` are cases of one enum of the app, and each key has one taker
/// on every segue: the values become entries of the literal. `.none` is Optional's first, a static
/// property runs code, and a generic enum's case needs its parameters: those stay lazy or in blocks.
final class LayoutViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showGrid" {
            let grid = segue.destination as! GridViewController
            grid.density = .compact
            grid.fallback = Density.regular
            grid.cleared = .none
            grid.theme = .dark
            grid.computed = Theme.light
            grid.wrapped = .empty
        }
    }
}

final class GridViewController: UIViewController {
    var density: Density?
    var fallback: Density = .compact
    var cleared: Density?
    var theme: Theme?
    var computed: Theme?
    var wrapped: Wrapped<Int>?
}
