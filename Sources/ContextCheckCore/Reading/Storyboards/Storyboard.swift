public import Foundation

/// A position in a file, 1-based, as compilers print it.
public struct SourcePosition: Hashable, Sendable, Codable {
    /// The file's path.
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
}

/// One storyboard as Interface Builder saved it: its scenes' controllers, their segues,
/// storyboard references and exits.
public struct Storyboard: Sendable {
    /// A view, window or container controller of a scene.
    public struct Controller: Sendable {
        /// Interface Builder's object id.
        public var id: String
        /// The element name: `viewController`, `navigationController`, `windowController`, …
        public var element: String
        /// The Custom Class set in Interface Builder, if any.
        public var customClass: String?
        /// The Custom Class's module, if set.
        public var customModule: String?
        /// Whether the module is "inherit from target".
        public var moduleIsTarget: Bool
        /// The Storyboard ID, if any.
        public var storyboardIdentifier: String?
        /// Where the element starts.
        public var position: SourcePosition
        /// The segues whose source is this controller (from its cells and buttons too).
        public var segues: [Segue]

        /// Whether this is a container whose relationship segues lead to its children.
        public var isContainer: Bool {
            [
                "navigationController", "tabBarController", "splitViewController", "pageViewController",
                "windowController", "tabViewController", "pagecontroller",
            ].contains(element)
        }
    }

    /// A segue element.
    public struct Segue: Sendable {
        /// The `kind` attribute: show, showDetail, presentation, push, modal, embed, relationship,
        /// unwind, popoverPresentation, sheet, popover, custom …
        public var kind: String
        /// The segue's identifier, if any.
        public var identifier: String?
        /// The destination object's id (a controller, a storyboard reference or an exit).
        public var destinationID: String
        /// For relationship segues: `rootViewController`, `viewControllers`, …
        public var relationship: String?
        /// A custom segue class, if any.
        public var customClass: String?
        /// For unwind segues: the action's selector, such as `unwindToList:`.
        public var unwindAction: String?
        /// Where the element starts.
        public var position: SourcePosition
    }

    /// A storyboard reference (`viewControllerPlaceholder`, `controllerPlaceholder`).
    public struct Reference: Sendable {
        /// The object id.
        public var id: String
        /// The referenced storyboard's name.
        public var storyboardName: String?
        /// The referenced scene's Storyboard ID; the initial controller when `nil`.
        public var referencedIdentifier: String?
        /// The bundle holding the referenced storyboard (`bundleIdentifier`), when it is not the
        /// referencing storyboard's own: a framework's, say.
        public var bundleIdentifier: String? = nil
        /// Where the element starts.
        public var position: SourcePosition
    }

    /// The file's path.
    public var path: String
    /// The storyboard's name: the file name without its extension.
    public var name: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
    /// Whether it is a macOS (AppKit) storyboard.
    public var isAppKit = false
    /// The initial controller's id.
    public var initialControllerID: String?
    /// Controllers by id, in document order in `controllerOrder`.
    public var controllers: [String: Controller] = [:]
    /// Controller ids in document order.
    public var controllerOrder: [String] = []
    /// Storyboard references by id.
    public var references: [String: Reference] = [:]
    /// The ids of exit placeholders, the destinations of unwind segues.
    public var exits: Set<String> = []

    /// All segues, with their source controller, in document order.
    public var segues: [(source: Controller, segue: Segue)] {
        controllerOrder.compactMap { controllers[$0] }.flatMap { controller in
            controller.segues.map { (controller, $0) }
        }
    }
}

/// Why a storyboard could not be read.
public struct StoryboardReadError: Error, Sendable {
    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong, and how to fix it.
    public var message: String
}

/// Reads storyboards with ``StoryboardXMLScanner``, a strict XML reader that never traps on
/// any bytes (Foundation's `XMLParser` does on some), keeping line numbers.
public enum StoryboardReader {
    /// Reads the storyboard at `path`, mapping the file rather than copying it: a storyboard
    /// of any size is read in one pass, in memory for its open elements and its scenes.
    ///
    /// - Throws: ``StoryboardReadError`` naming the file and position of malformed XML, or
    ///   a file that cannot be read.
    public static func read(path: String) throws(StoryboardReadError) -> Storyboard {
        guard FileManager.default.isReadableFile(atPath: path),
            let text = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        else {
            throw StoryboardReadError(
                position: SourcePosition(path: path, line: 1, column: 1),
                message: "cannot read the storyboard. To fix, check that the file exists and is readable")
        }
        return try read(data: text, path: path)
    }

    /// Reads a storyboard from its XML.
    ///
    /// - Throws: ``StoryboardReadError`` naming the position of malformed XML.
    public static func read(data: Data, path: String) throws(StoryboardReadError) -> Storyboard {
        let delegate = Delegate(path: path)
        let scanned = data.withUnsafeBytes { bytes -> Result<Void, StoryboardXMLError> in
            // `bytes` is only used inside this closure: the scanner keeps no reference to it.
            Result { () throws(StoryboardXMLError) in try StoryboardXMLScanner.scan(bytes, handler: delegate) }
        }
        var problem: (message: String, position: SourcePosition)?
        if case .failure(let error) = scanned {
            problem = (error.message, SourcePosition(path: path, line: error.line, column: error.column))
        } else if !delegate.sawDocument {
            let what = data.isEmpty ? "the file is empty" : "there is no <document> element"
            problem = (what, SourcePosition(path: path, line: 1, column: 1))
        }
        if let problem {
            throw StoryboardReadError(
                position: problem.position,
                message: "malformed storyboard XML: \(problem.message). "
                    + "To fix, repair the XML there (or revert the file), then reopen it in Interface Builder")
        }
        return delegate.storyboard
    }

    private final class Delegate: StoryboardXMLHandler {
        var storyboard: Storyboard
        var sawDocument = false
        /// Open controller elements, innermost last, with the element depth they opened at.
        private var open: [(id: String, depth: Int)] = []
        private var depth = 0

        init(path: String) {
            storyboard = Storyboard(path: path)
        }

        func startElement(_ element: String, attributes: [String: String], line: Int, column: Int) {
            let position = SourcePosition(path: storyboard.path, line: line, column: column)
            depth += 1
            switch element {
            case "document":
                sawDocument = true
                storyboard.initialControllerID = attributes["initialViewController"]
                storyboard.isAppKit = attributes["type"]?.contains("Cocoa.Storyboard") == true
            case "segue":
                guard let owner = open.last?.id, let destination = attributes["destination"] else { return }
                storyboard.controllers[owner]?.segues.append(
                    Storyboard.Segue(
                        kind: attributes["kind"] ?? "custom", identifier: attributes["identifier"],
                        destinationID: destination, relationship: attributes["relationship"],
                        customClass: attributes["customClass"], unwindAction: attributes["unwindAction"],
                        position: position))
            case "exit":
                if let id = attributes["id"] { storyboard.exits.insert(id) }
            case _ where element.hasSuffix("Placeholder") && attributes["sceneMemberID"] == "viewController":
                guard let id = attributes["id"] else { return }
                storyboard.references[id] = Storyboard.Reference(
                    id: id, storyboardName: attributes["storyboardName"],
                    referencedIdentifier: attributes["referencedIdentifier"],
                    bundleIdentifier: attributes["bundleIdentifier"], position: position)
            case _ where attributes["sceneMemberID"] == "viewController":
                guard let id = attributes["id"] else { return }
                storyboard.controllers[id] = Storyboard.Controller(
                    id: id, element: element, customClass: attributes["customClass"],
                    customModule: attributes["customModule"],
                    moduleIsTarget: attributes["customModuleProvider"] == "target",
                    storyboardIdentifier: attributes["storyboardIdentifier"], position: position, segues: [])
                storyboard.controllerOrder.append(id)
                open.append((id, depth))
            default:
                break
            }
        }

        func endElement(_ element: String) {
            if open.last?.depth == depth { open.removeLast() }
            depth -= 1
        }
    }
}
