import UIKit

final class RecipeViewController: UIViewController {
    var recipeName: String?
    var servings = 0
}

final class PantryViewController: UIViewController {
    var recipeName: String?
}

final class TimerViewController: UIViewController {
    var minutes = 0

    func start() {}
}

/// An arm after the others that tests a segue an earlier arm already takes: it never runs, and
/// it must not start running once the arms before it are converted.
final class RecipesViewController: UIViewController {
    var recipeName = "Soup"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowRecipe" {
            let recipe = segue.destination as! RecipeViewController
            recipe.recipeName = recipeName
        } else if segue.identifier == "ShowPantry" {
            let pantry = segue.destination as! PantryViewController
            pantry.recipeName = recipeName
        } else if segue.identifier == "ShowRecipe" {
            let recipe = segue.destination as! RecipeViewController
            recipe.servings = 4
        }
    }
}

/// An arm that stays, under a condition that can hold for the segue of a converted arm before
/// it: the converted arm must keep taking that segue.
final class ShoppingViewController: UIViewController {
    var recipeName = "Bread"
    var buttonTaps = 0

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "OpenRecipe" {
            let recipe = segue.destination as! RecipeViewController
            recipe.recipeName = recipeName
        } else if sender is UIButton {
            buttonTaps += 1
        }
    }
}

/// Arms that cast the destination to two unrelated classes of the app: no destination is both,
/// so the converted arm goes.
final class PlannerViewController: UIViewController {
    var recipeName = "Stew"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let recipe = segue.destination as? RecipeViewController {
            recipe.recipeName = recipeName
        } else if let timer = segue.destination as? TimerViewController {
            timer.start()
        }
    }
}

/// An arm that stays, before a converted one, under a condition that can hold for its segue:
/// the converted arm ran only when it did not, which the hook would not know.
final class MenuViewController: UIViewController {
    var recipeName = "Salad"
    var favourites = 0

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if sender is UIButton {
            favourites += 1
        } else if segue.identifier == "MenuRecipe" {
            let recipe = segue.destination as! RecipeViewController
            recipe.recipeName = recipeName
        }
    }
}

/// A `switch` runs its first matching case: a case after one with a `where` for its segue
/// stays, and a converted case stays as `break` where a later case matches its segue too.
final class CookbookViewController: UIViewController {
    var recipeName = "Pie"
    var showsServings = false

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "CookbookRecipe" where showsServings:
            let recipe = segue.destination as! RecipeViewController
            recipe.servings = 2
        case "CookbookRecipe":
            let recipe = segue.destination as! RecipeViewController
            recipe.recipeName = recipeName
        case "CookbookPantry":
            let pantry = segue.destination as! PantryViewController
            pantry.recipeName = recipeName
        case "CookbookPantry":
            let pantry = segue.destination as! PantryViewController
            pantry.recipeName = "never"
        default:
            break
        }
    }
}
