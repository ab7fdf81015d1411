import UIKit

struct Product {
    var name: String
}

/// A table whose cells open a product: the cell is the sender.
final class ProductListViewController: UITableViewController {
    var products: [Product] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard segue.identifier == "showProduct" else { return }
        guard let product = segue.destination as? ProductViewController else { return }
        let indexPath = tableView.indexPath(for: sender as! UITableViewCell)!
        product.product = products[indexPath.row]
    }
}

final class ProductViewController: UIViewController {
    var product: Product!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = product.name
    }
}
