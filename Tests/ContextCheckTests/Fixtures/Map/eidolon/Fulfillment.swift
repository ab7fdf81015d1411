import PreparedContext
import UIKit

struct BidDetails {
    var amountCents = 0
}

struct Session {
    var token = ""
}

enum SessionKey: ContextKey {
    static let defaultValue: Session? = nil
}

/// Holds the bidding flow; hands the bid to the navigation controller it embeds.
final class FulfillmentContainerViewController: PreparedViewController {
    let prepCtxBidDetails = BidDetails()
}

final class FulfillmentNavigationController: UINavigationController {}

final class PlaceBidViewController: PreparedViewController {
    @Prepared var prepCtxBidDetails: BidDetails

    func placeAnotherBid() {
        performSegue(withIdentifier: "Place Another Bid", context: ["prepCtxPlacingBid": true])
    }
}

final class ConfirmYourBidViewController: PreparedViewController {
    @Prepared var prepCtxBidDetails: BidDetails
    @Prepared var prepCtxBidderPIN: String

    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["email": "bidder@example.com", "phone": "555-0100"]
    }
}

final class ConfirmYourBidEnterYourEmailViewController: PreparedViewController {
    @Prepared var prepCtxEmail: String?
}

final class ConfirmYourBidArtsyLoginViewController: PreparedViewController {
    @Prepared var prepCtxEmail: String?
}

final class ConfirmYourBidPINViewController: PreparedViewController {
    let prepCtxUnusedPIN = "0000"
}

final class LoadingViewController: PreparedViewController {
    @Prepared var prepCtxPlacingBid: Bool
    let prepCtxBidderID = 42
}

final class YourBiddingDetailsViewController: PreparedViewController {
    @Prepared var prepCtxBidderID: String
}

final class RegisterViewController: PreparedViewController {
    @Ambient(SessionKey.self) var session: Session?
}

final class SwipeCreditCardViewController: UIViewController {}
final class ManualCreditCardInputViewController: UIViewController {}
final class RegistrationPostalZipViewController: UIViewController {}
final class RegistrationMobileViewController: UIViewController {}
final class RegistrationEmailViewController: UIViewController {}
final class RegistrationPasswordViewController: UIViewController {}
