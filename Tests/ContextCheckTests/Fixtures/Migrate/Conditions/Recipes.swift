import UIKit

struct Recipe {
    var title: String
    var minutes: Int
}

final class RecipeCell: UITableViewCell {}

/// A table whose cells show recipes: the values come from the sender cell's row, past guards
/// that stop the app when the destination, the sender or its row is not what the storyboard makes.
final class RecipeListViewController: UITableViewController {
    var recipes: [Recipe] = []
    var openedCount = 0

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)

        // swift-format-ignore: NoParensAroundConditions
        switch (segue.identifier ?? "") {
        case "NewRecipe":
            openedCount += 1
        case "OpenRecipe":
            guard let recipeScreen = segue.destination as? RecipeViewController else {
                fatalError("Unexpected destination \(segue.destination)")
            }
            guard let cell = sender as? RecipeCell else {
                fatalError("Unexpected sender \(String(describing: sender))")
            }
            guard let indexPath = tableView.indexPath(for: cell) else {
                fatalError("The cell is not in the table")
            }
            let chosen = recipes[indexPath.row]
            recipeScreen.recipe = chosen
        default:
            fatalError("Unknown segue \(segue.identifier ?? "")")
        }
    }
}

final class RecipeViewController: UIViewController {
    var recipe: Recipe?
    var shoppingList: [String]?
}

final class RecipeEditorViewController: UIViewController {
    var draftTitle: String?
}
