import UIKit

class BaseViewController: UIViewController {}

/// Its superclass is the app's own: it cannot become a PreparedViewController here.
final class OrdersViewController: BaseViewController {
    var order = 1

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let receipt = segue.destination as? ReceiptViewController {
            receipt.order = order
        }
    }
}

final class ReceiptViewController: UIViewController {
    var order: Int?
    var printer: String?
}

/// The storyboard wraps the receipt in a navigation controller, which the direct cast misses.
final class CheckoutViewController: UIViewController {
    var printer = "office"
    var today = Date()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "receipt", let receipt = segue.destination as? ReceiptViewController {
            receipt.printer = printer
        } else if segue.identifier == "schedule" {
            let schedule = segue.destination as! ScheduleViewController
            schedule.day = formatter.string(from: today)
            schedule.note = sender as? String
        }
    }

    let formatter = DateFormatter()
}

final class ScheduleViewController: UIViewController {
    var day: String?
    var note: String?
}
