import UIKit

open class KitViewController: UIViewController {}
