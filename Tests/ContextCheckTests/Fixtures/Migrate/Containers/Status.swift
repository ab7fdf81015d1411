import UIKit

final class ChartViewController: UIViewController {
    var range: Int = 0
}

final class HistoryViewController: UIViewController {
    var days: Int = 0
    var unit: String?
}

final class SettingsViewController: UIViewController {
    var section: Int = 0
}

/// The destination, or its navigation controller's top, under one name.
final class StatusViewController: UIViewController {
    var hours = 6
    var unit = "mg/dL"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        var target = segue.destination
        if let navigation = target as? UINavigationController, let top = navigation.topViewController {
            target = top
        }
        switch target {
        case let chart as ChartViewController:
            chart.range = hours
        case let history as HistoryViewController:
            history.days = hours / 24
            history.unit = unit
        default:
            break
        }
    }
}

/// `children[0]` after a test of the count, inside a navigation controller.
final class DashboardViewController: UIViewController {
    var level = 3

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.destination.children.count > 0, let settings = segue.destination.children[0] as? SettingsViewController
        {
            settings.section = level
        }
    }
}

/// The same spelling stays where a segue reaches a tab bar: the library delivers to every tab.
final class LauncherViewController: UIViewController {
    var level = 4

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let settings = segue.destination.children.first as? SettingsViewController {
            settings.section = level
        }
    }
}
