/// A controller that holds other controllers which context should reach.
///
/// The UIKit and AppKit adapters make the system containers conform — navigation (its
/// root), tab bar (every tab), split (every column), page (the pages set so far; a
/// `PreparedPageViewController` also delivers to pages set later), tab view and
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
        destinations(from: root, hasLoadedView: { _ in false }).destinations
    }

    /// The destinations as above, and those whose view (or window) had loaded before the
    /// traversal reached them.
    ///
    /// Reading a container's children may load them — an AppKit window controller loads its
    /// window and installs its content view controller, whose view loads; a storyboard tab
    /// view controller then loads every tab. So each object's state is read when the object
    /// is reached, before its children are read, and a child that a container's read loaded
    /// (or that sits below one) counts as fresh.
    @MainActor
    static func destinations(
        from root: AnyObject, hasLoadedView: (AnyObject) -> Bool
    ) -> (destinations: [AnyObject], started: Set<ObjectIdentifier>) {
        // Sized for a tab bar of navigation stacks, so a common segue grows none of them.
        var visited = Set<ObjectIdentifier>(minimumCapacity: 16)
        var result: [AnyObject] = []
        result.reserveCapacity(16)
        var started = Set<ObjectIdentifier>()
        var pending: [(object: AnyObject, loadedByTraversal: Bool)] = []
        pending.reserveCapacity(16)
        pending.append((root, false))
        while let (object, loadedByTraversal) = pending.popLast() {
            guard visited.insert(ObjectIdentifier(object)).inserted else { continue }
            result.append(object)
            let loadedBefore = hasLoadedView(object)
            if loadedBefore, !loadedByTraversal { started.insert(ObjectIdentifier(object)) }
            guard let container = object as? any ContextContainer else { continue }
            let children = container.contextChildren
            let childrenFresh = loadedByTraversal || (!loadedBefore && hasLoadedView(object))
            for child in children.reversed() { pending.append((child, childrenFresh)) }
        }
        return (result, started)
    }
}
