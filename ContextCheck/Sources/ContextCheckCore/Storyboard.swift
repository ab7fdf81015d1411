import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

/// Reads storyboards with an event-driven XML parser, keeping line numbers.
public enum StoryboardReader {
    /// Reads the storyboard at `path`.
    ///
    /// - Throws: ``StoryboardReadError`` naming the file and position of malformed XML, or
    ///   a file that cannot be read.
    public static func read(path: String) throws(StoryboardReadError) -> Storyboard {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StoryboardReadError(
                position: SourcePosition(path: path, line: 1, column: 1),
                message: "cannot read the storyboard; check that the file exists and is readable")
        }
        return try read(data: data, path: path)
    }

    /// Reads a storyboard from its XML.
    public static func read(data: Data, path: String) throws(StoryboardReadError) -> Storyboard {
        let parser = XMLParser(data: data)
        let delegate = Delegate(path: path, parser: parser, data: data)
        parser.delegate = delegate
        let parsed = parser.parse()
        let problem: String? =
            if let mismatch = delegate.mismatch { mismatch } else if !parsed {
                parser.parserError.map { "\($0.localizedDescription)" } ?? "the parser stopped"
            } else if let open = delegate.elements.last { "<\(open)> is never closed" } else if !delegate.sawDocument {
                "no <document> element"
            } else { nil }
        if let problem {
            let position =
                delegate.mismatchPosition
                ?? SourcePosition(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            throw StoryboardReadError(
                position: position,
                message:
                    "malformed storyboard XML: \(problem). To fix, open it in Interface Builder, or repair the XML by hand"
            )
        }
        return delegate.storyboard
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var storyboard: Storyboard
        var sawDocument = false
        unowned let parser: XMLParser
        /// Every open element's name, innermost last: the parser on some platforms recovers from
        /// mismatched tags silently, so nesting is checked here.
        var elements: [String] = []
        var mismatch: String?
        var mismatchPosition: SourcePosition?
        /// Open controller elements, innermost last, with the element depth they opened at.
        private var open: [(id: String, depth: Int)] = []
        private var depth = 0

        /// The file's lines as bytes, to find where an element's start tag begins.
        private let lines: [ArraySlice<UInt8>]

        init(path: String, parser: XMLParser, data: Data) {
            storyboard = Storyboard(path: path)
            self.parser = parser
            lines = Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        }

        /// The position of the current element's `<`: the parser reports the end of the start tag.
        private var position: SourcePosition {
            let line = max(parser.lineNumber, 1)
            var column = max(parser.columnNumber, 1)
            if line <= lines.count {
                let text = lines[line - 1]
                let end = min(text.startIndex + column - 1, text.endIndex)
                if let open = text[text.startIndex..<end].lastIndex(of: UInt8(ascii: "<")) {
                    column = open - text.startIndex + 1
                }
            }
            return SourcePosition(path: storyboard.path, line: line, column: column)
        }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            depth += 1
            elements.append(element)
            let position = position
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
                    referencedIdentifier: attributes["referencedIdentifier"], position: position)
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

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if elements.last != element, mismatch == nil {
                mismatch = "</\(element)> closes <\(elements.last ?? "nothing")>"
                mismatchPosition = position
                parser.abortParsing()
            }
            if !elements.isEmpty { elements.removeLast() }
            if open.last?.depth == depth { open.removeLast() }
            depth -= 1
        }
    }
}
