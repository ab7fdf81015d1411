import UIKit

final class GalleryViewController: UIViewController {}
