import UIKit

struct Cart {
    var items: [String] = []
}

final class ShopViewController: UIViewController {
    var cart = Cart()
    var greeting = "Welcome"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue == .openCart, let destination = segue.destination as? CartViewController {
            destination.cart = cart
            destination.title = "Cart"
        } else if segue == ShopSegue.openHelp, let topic = sender as? String {
            let help = segue.destination as! ShopHelpViewController
            help.topic = topic
            help.banner = greeting
        }
    }
}

final class CartViewController: UIViewController {
    var cart: Cart?
}

final class ShopHelpViewController: UIViewController {
    var topic: String?
    var banner = ""
}
