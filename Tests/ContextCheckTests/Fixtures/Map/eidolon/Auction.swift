import PreparedContext
import UIKit

struct SaleArtwork {
    var title = ""
}

final class AppViewController: PreparedViewController {}

final class ListingsViewController: PreparedViewController {
    var artworks: [SaleArtwork] = []

    override func segueValues(forRowAt indexPath: IndexPath, destination: AnyObject) -> SegueValues {
        ["saleArtwork": artworks[indexPath.row]]
    }
}

final class SaleArtworkDetailsViewController: PreparedViewController {
    @Prepared var saleArtwork: SaleArtwork
    var prepCtxZoomLevel: Double
}

final class SaleArtworkZoomViewController: PreparedViewController {
    @Prepared var prepCtxZoomLevel: Float = 1
}

final class OfflineViewController: UIViewController {}
final class AdminPanelViewController: UIViewController {}
final class AuctionWebViewController: UIViewController {}
final class ChooseAuctionViewController: UIViewController {}
final class AdminLogViewController: UIViewController {}
final class AdminCardTestingViewController: UIViewController {}
