import Foundation

/// The segues the storyboards declare, as `context-check migrate` needs them: from which
/// scene class, under which identifier, to which controllers and through which container.
struct SegueRoute {
    /// What the segue prepares.
    enum Target {
        /// A storyboard reference or a destination that could not be followed.
        case unknown
        /// One controller, of this class (`nil`: a system class).
        case scene(String?)
        /// A navigation controller (its class, `nil` for UIKit's) and the controllers it holds.
        case navigation(String?, roots: [String?])
        /// Another container and every controller it holds.
        case container([String?])
    }

    var sourceClass: String?
    var identifier: String?
    var isUnwind: Bool
    /// An unwind segue's action selector (`unwindToList:`); `nil` when not written.
    var unwindAction: String? = nil
    var target: Target
    var position: SourcePosition

    /// The action's method name (`unwindToList` for `unwindToList:`): a class declaring a method
    /// of that name may hold the action too.
    var unwindMethod: String? { unwindAction.map { String($0.prefix { $0 != ":" }) } }

    /// Every class the segue prepares (`nil` for system classes).
    var prepared: [String?] {
        switch target {
        case .unknown: []
        case .scene(let name): [name]
        case .navigation(let name, let roots): [name] + roots
        case .container(let names): names
        }
    }

    /// Reads the routes of storyboards, following references by storyboard name.
    static func routes(_ storyboards: [Storyboard]) -> [SegueRoute] {
        let byName = Dictionary(grouping: storyboards, by: \.name)
        // The controller an id names, and the storyboard it lives in (a reference leads to another).
        func controller(_ id: String, in board: Storyboard) -> (Storyboard.Controller, Storyboard)? {
            if let found = board.controllers[id] { return (found, board) }
            guard let reference = board.references[id], reference.bundleIdentifier == nil,
                let candidates = byName[reference.storyboardName ?? board.name],
                let target = ContractCheckerSupport.base(of: candidates)
            else { return nil }
            if let identifier = reference.referencedIdentifier {
                return target.controllers.values.first { $0.storyboardIdentifier == identifier }.map { ($0, target) }
            }
            return target.initialControllerID.flatMap { target.controllers[$0] }.map { ($0, target) }
        }
        // The classes of every controller below a container, at any depth, each once; `nil` when
        // one cannot be followed.
        func descendants(_ root: Storyboard.Controller, in home: Storyboard) -> [String?]? {
            var found: [String?] = []
            var seen: Set<String> = []
            var pending = [(root, home)]
            while let (container, board) = pending.popLast() {
                for relationship in container.segues where relationship.kind == "relationship" {
                    guard let (child, childBoard) = controller(relationship.destinationID, in: board) else {
                        return nil
                    }
                    guard seen.insert(childBoard.name + "#" + relationship.destinationID).inserted else { continue }
                    found.append(child.customClass)
                    if child.isContainer { pending.append((child, childBoard)) }
                }
            }
            return found
        }
        var result: [SegueRoute] = []
        for board in storyboards {
            for (source, segue) in board.segues where segue.kind != "relationship" {
                var route = SegueRoute(
                    sourceClass: source.customClass, identifier: segue.identifier, isUnwind: segue.kind == "unwind",
                    unwindAction: segue.unwindAction, target: .unknown, position: segue.position)
                if !route.isUnwind, let (destination, home) = controller(segue.destinationID, in: board) {
                    if destination.isContainer {
                        // A container's children are in its own storyboard, or referenced from it.
                        let children = destination.segues.filter { $0.kind == "relationship" }.map {
                            controller($0.destinationID, in: home)
                        }
                        // The library walks containers to any depth (a tab of a tab bar that is a
                        // navigation controller delivers to its root too): every controller below.
                        let below = descendants(destination, in: home)
                        if children.contains(where: { $0 == nil }) || below == nil {
                            route.target = .unknown
                        } else if destination.element == "navigationController",
                            !children.contains(where: { $0?.0.isContainer == true })
                        {
                            route.target = .navigation(
                                destination.customClass, roots: children.map { $0?.0.customClass })
                        } else {
                            route.target = .container([destination.customClass] + (below ?? []))
                        }
                    } else {
                        route.target = .scene(destination.customClass)
                    }
                }
                result.append(route)
            }
        }
        return result
    }
}

/// Small helpers shared with the contract check's way of reading storyboards.
enum ContractCheckerSupport {
    /// One storyboard among localized copies: the Base one, else the first by path.
    static func base(of boards: [Storyboard]) -> Storyboard? {
        boards.sorted {
            ($0.path.contains("Base.lproj") ? 0 : 1, $0.path) < ($1.path.contains("Base.lproj") ? 0 : 1, $1.path)
        }
        .first
    }
}
