import UIKit

/// A pending upload; it cancels when its screen goes.
final class UploadTask: Sendable {
    let name: String

    init(name: String) { self.name = name }

    func cancel() {
        print("cancel \(name)")
    }
}

/// Hands the upload to the progress screen, and keeps the embedded log it shows.
final class UploadViewController: UIViewController {
    let task = UploadTask(name: "photos")
    var label = "Photos"
    var log: LogViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let progress = segue.destination as? ProgressViewController {
            progress.task = task
            progress.label = label
        }
        if segue.identifier == "embedLog" {
            log = segue.destination as? LogViewController
        }
    }

    deinit {
        print("closing \(String(describing: log))")
    }
}

/// Shows the upload's progress; cancels it when it goes, which reads the task in deinit.
final class ProgressViewController: UIViewController {
    var task: UploadTask?
    var label = ""

    deinit {
        task?.cancel()
    }
}

/// The upload's log.
final class LogViewController: UIViewController {
}
