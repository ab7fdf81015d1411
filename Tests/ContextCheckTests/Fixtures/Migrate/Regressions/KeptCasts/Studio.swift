import UIKit

/// Keeps the mixer it shows; the settings segue leads elsewhere and, as written, clears it.
final class StudioViewController: UIViewController {
    var mixer: MixerViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        mixer = segue.destination as? MixerViewController
    }

    func refresh() {
        print(mixer as Any)
    }
}

/// Keeps the mixer only when the segue prepares one: a segue to another class leaves it alone,
/// as @SegueDestination does.
final class BoothViewController: UIViewController {
    var mixer: MixerViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let shown = segue.destination as? MixerViewController {
            mixer = shown
        }
    }

    func refresh() {
        print(mixer as Any)
    }
}

/// The mixer.
final class MixerViewController: UIViewController {
}

/// The settings.
final class SettingsViewController: UIViewController {
}
