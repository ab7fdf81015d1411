/// A controller that holds other controllers which context should reach.
///
/// The UIKit and AppKit adapters make the system containers conform — navigation (its
/// root), tab bar (every tab), split (every column), page (the visible pages), tab view and
/// split view controllers. Make your own container view controller conform to have
/// context delivered to its children as well:
///
/// ```swift
/// extension CardStackViewController: ContextContainer {
///     var contextChildren: [AnyObject] { cards }
/// }
/// ```
@MainActor
public protocol ContextContainer: AnyObject {
    /// The controllers inside this one that should receive context, in order.
    var contextChildren: [AnyObject] { get }
}

/// Finds every controller a segue's destination stands for.
enum ContainerTraversal {
    /// The destination itself, then every controller inside it, depth first, each once.
    ///
    /// The container comes first, so a navigation controller subclass that declares slots
    /// receives its values too. Controller graphs may be cyclic; each object is visited once,
    /// so any depth of nesting is walked to its end (with a list, not recursion, so no depth
    /// can exhaust the stack).
    @MainActor
    static func destinations(from root: AnyObject) -> [AnyObject] {
        var visited = Set<ObjectIdentifier>()
        var result: [AnyObject] = []
        var pending: [AnyObject] = [root]
        while let object = pending.popLast() {
            guard visited.insert(ObjectIdentifier(object)).inserted else { continue }
            result.append(object)
            guard let container = object as? any ContextContainer else { continue }
            pending.append(contentsOf: container.contextChildren.reversed())
        }
        return result
    }
}
