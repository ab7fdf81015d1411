import UIKit

final class ListViewController: UIViewController {}
