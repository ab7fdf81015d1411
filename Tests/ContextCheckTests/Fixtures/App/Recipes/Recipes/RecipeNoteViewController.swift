import PreparedContext
import UIKit

/// A Swift screen presented from an Objective-C one, whose properties PreparedContext cannot read.
final class RecipeNoteViewController: PreparedViewController {
    @Prepared var prepCtxRecipe: String
}
