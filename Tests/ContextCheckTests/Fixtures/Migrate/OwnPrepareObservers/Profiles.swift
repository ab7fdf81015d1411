import PreparedContext
import UIKit

/// A slot declared by hand with an observer, which a delivery would not run.
final class ProfileViewController: PreparedViewController {
    @Prepared var userName: String? {
        didSet { title = userName }
    }
}

/// A slot that a first run wrote: its observer runs on arrival.
final class BadgeViewController: PreparedViewController {
    @Prepared var count: Int? {
        didSet { countDidChange() }
    }

    private func countDidChange() { title = count.map(String.init) }

    override func contextDidArrive(_ report: PreparationReport) {
        if $count.wasDelivered(in: report) { countDidChange() }
    }
}

/// Takes part already.
final class PeopleViewController: PreparedViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch segue.identifier {
        case "openProfile":
            // Stays: a delivery into the slot would not run its didSet.
            (segue.destination as! ProfileViewController).userName = sender as? String
        case "openBadge":
            // Converts: the arrival runs the observer's code.
            (segue.destination as! BadgeViewController).count = 3
        default:
            break
        }
    }
}
