import UIKit

final class DetailViewController: UIViewController {}
