import UIKit

/// What a node of the outline reports back.
@MainActor protocol NodeDelegate: AnyObject {
    func nodeDidChange()
}

/// Stays: a node opens a child node of the same class, whose slot has the same key whatever it
/// is, so the parent's delegate would flow on to the child.
final class DocumentViewController: UIViewController, NodeDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "OpenNode" {
            let node = segue.destination as! NodeViewController
            node.delegate = self
        }
    }

    func nodeDidChange() {}
}

final class NodeViewController: UIViewController, NodeDelegate {
    weak var delegate: NodeDelegate?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "OpenChild" {
            let child = segue.destination as! NodeViewController
            child.delegate = self
        }
    }

    func nodeDidChange() {}
}
