import UIKit

/// Plays the stations; one engine for the whole app.
final class AudioEngine: Sendable {
    static let idle = AudioEngine()
}

/// Hands its engine to the queue screen; the queue keeps it without retaining it.
final class PlayerViewController: UIViewController {
    let engine = AudioEngine()
    var station = "Jazz"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let queue = segue.destination as? QueueViewController {
            queue.engine = engine
            queue.fallbackEngine = engine
            queue.station = station
        }
    }
}

/// `unowned(unsafe)` and `unowned(safe)` are ownership modifiers, as `unowned` is: a property
/// wrapper cannot carry them, so those two assignments stay.
final class QueueViewController: UIViewController {
    unowned(unsafe) var engine: AudioEngine = AudioEngine.idle
    fileprivate unowned(safe) var fallbackEngine: AudioEngine = AudioEngine.idle
    var station = ""

    func restart() {
        print(fallbackEngine)
    }
}
