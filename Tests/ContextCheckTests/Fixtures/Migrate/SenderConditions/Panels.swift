import UIKit

final class SitesViewController: UIViewController {
    var showsBackButton = false
    var lightTheme = false
}

final class ReportViewController: UIViewController {
    var wide = false
    var reporter: String?
}

/// A condition over a stored `Bool` of the presenter converts; one over a computed property
/// (the app's code) and one over a property with an observer stay.
final class ShieldViewController: UIViewController {
    var compact: Bool = false
    var reporter: String? = "shield"
    var observedWide = false {
        didSet { print("wide changed") }
    }
    var isPhone: Bool {
        return presentingViewController == nil
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let sites = segue.destination as? SitesViewController {
            sites.lightTheme = true
            if !compact {
                sites.showsBackButton = true
            }
        }
        if let report = segue.destination as? ReportViewController {
            if isPhone {
                report.reporter = reporter
            }
            if observedWide {
                report.wide = true
            }
        }
    }
}

/// Statements that stay and write the condition's property before and after the chain:
/// converted, the test would read another value wherever super.prepare goes; it stays.
final class ToggleViewController: UIViewController {
    var expanded = false

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowSites" {
            let sites = segue.destination as! SitesViewController
            expanded.toggle()
            if expanded {
                sites.showsBackButton = true
            }
            expanded.toggle()
        }
    }
}
