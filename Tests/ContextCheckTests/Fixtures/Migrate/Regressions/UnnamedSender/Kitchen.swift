import UIKit

/// A recipe's screen; it embeds the steps.
final class RecipeViewController: UIViewController {
    var recipeName = "Soup"
    var servings = 4

    override func prepare(for segue: UIStoryboardSegue, sender _: Any?) {
        if let steps = segue.destination as? StepsViewController {
            steps.recipeName = recipeName
            steps.note("serves \(servings)")
        }
    }
}

/// A pantry screen that names a property `sender`: the body reads it, so the sender parameter
/// cannot take that name.
final class PantryViewController: UIViewController {
    var shelf = "Spices"
    var sender = "pantry"

    override func prepare(for segue: UIStoryboardSegue, sender _: Any?) {
        if let steps = segue.destination as? StepsViewController {
            steps.shelf = shelf
            steps.note("from \(sender)")
        }
    }
}

/// The steps of a recipe.
final class StepsViewController: UIViewController {
    var recipeName = ""
    var shelf = ""

    func note(_ text: String) {
        print(text)
    }
}
