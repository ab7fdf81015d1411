import UIKit

// Segue names as a code generator writes them (SwiftGen's layout), and an app's own `==`.
internal enum StoryboardSegue {
    internal enum Library: String {
        case showBook = "ShowBook"
        case editShelf = "EditShelf"
        case showAuthor
    }
}

enum ShopSegue: String {
    case openCart = "OpenCart"
    case openHelp = "OpenHelp"
}

@MainActor func == (lhs: UIStoryboardSegue, rhs: ShopSegue) -> Bool {
    return lhs.identifier == rhs.rawValue
}
