public import Foundation

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

/// Reads storyboards with an event-driven XML parser that streams the file, keeping line
/// numbers.
public enum StoryboardReader {
    /// Reads the storyboard at `path`, streaming it: a storyboard of any size is read in
    /// chunks, never whole.
    ///
    /// - Throws: ``StoryboardReadError`` naming the file and position of malformed XML, or
    ///   a file that cannot be read.
    public static func read(path: String) throws(StoryboardReadError) -> Storyboard {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.isReadableFile(atPath: path),
            let text = try? Data(contentsOf: url, options: .alwaysMapped), let parser = XMLParser(contentsOf: url)
        else {
            throw StoryboardReadError(
                position: SourcePosition(path: path, line: 1, column: 1),
                message: "cannot read the storyboard. To fix, check that the file exists and is readable")
        }
        return try read(parser: parser, text: text, path: path)
    }

    /// Reads a storyboard from its XML.
    ///
    /// - Throws: ``StoryboardReadError`` naming the position of malformed XML.
    public static func read(data: Data, path: String) throws(StoryboardReadError) -> Storyboard {
        try read(parser: XMLParser(stream: InputStream(data: data)), text: data, path: path)
    }

    private static func read(parser: XMLParser, text: Data, path: String) throws(StoryboardReadError) -> Storyboard {
        let delegate = Delegate(path: path, parser: parser, text: text)
        parser.delegate = delegate
        let parsed = parser.parse()
        var problem: (message: String, position: SourcePosition)?
        if let mismatch = delegate.problem {
            problem = mismatch
        } else if !parsed {
            let position = SourcePosition(
                path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            problem = (delegate.describe(parser.parserError, at: position), position)
        } else if let open = delegate.elements.last {
            problem = ("<\(open.name)> is never closed", open.position)
        } else if !delegate.sawDocument {
            let what = text.isEmpty ? "the file is empty" : "there is no <document> element"
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

    /// Offsets of line starts in a file's bytes, found as far as the parser has gone.
    private final class Lines {
        let text: Data
        private var starts: [Int] = [0]
        private var scanned = 0

        init(text: Data) { self.text = text }

        /// The bytes of a line, 1-based, without its line break; `nil` past the end.
        func line(_ number: Int) -> Data? {
            while starts.count <= number && scanned < text.count {
                let next = text.withUnsafeBytes { buffer -> Int? in
                    guard let base = buffer.baseAddress else { return nil }
                    let found = memchr(base + scanned, 10, buffer.count - scanned)
                    return found.map { UnsafeRawPointer($0) - base }
                }
                if let next {
                    starts.append(next + 1)
                    scanned = next + 1
                } else {
                    scanned = text.count
                }
            }
            guard number >= 1, number <= starts.count else { return nil }
            let start = starts[number - 1]
            let end = number < starts.count ? starts[number] - 1 : text.count
            return start <= end ? text.subdata(in: start..<end) : nil
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var storyboard: Storyboard
        var sawDocument = false
        unowned let parser: XMLParser
        /// Every open element with where it starts, innermost last: the parser on some platforms
        /// recovers from mismatched tags silently, so nesting is checked here.
        var elements: [(name: String, position: SourcePosition)] = []
        /// The first problem found, in words, and where it is.
        var problem: (message: String, position: SourcePosition)?
        /// Open controller elements, innermost last, with the element depth they opened at.
        private var open: [(id: String, depth: Int)] = []
        private var depth = 0
        private let lines: Lines

        init(path: String, parser: XMLParser, text: Data) {
            storyboard = Storyboard(path: path)
            self.parser = parser
            lines = Lines(text: text)
        }

        /// The position of the current element's `<`: the parser reports the end of the start tag.
        private var position: SourcePosition {
            let line = max(parser.lineNumber, 1)
            var column = max(parser.columnNumber, 1)
            if let text = lines.line(line) {
                let end = min(text.startIndex + column - 1, text.endIndex)
                if let open = text[text.startIndex..<end].lastIndex(of: UInt8(ascii: "<")) {
                    column = open - text.startIndex + 1
                }
            }
            return SourcePosition(path: storyboard.path, line: line, column: column)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
            guard problem == nil else { return }
            let position = SourcePosition(
                path: storyboard.path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            problem = (describe(error, at: position), position)
        }

        func parser(_ parser: XMLParser, validationErrorOccurred error: any Error) {
            self.parser(parser, parseErrorOccurred: error)
        }

        /// What a parser error means, in words.
        func describe(_ error: (any Error)?, at position: SourcePosition) -> String {
            let code = (error as? NSError)?.code ?? 0
            let innermost = elements.last.map { "<\($0.name)> (opened at line \($0.position.line))" }
            // libxml2's error numbers, which Apple's `XMLParser.ErrorCode` values equal; the
            // enumeration is not used because its raw values are shifted on Linux.
            switch code {
            case 76, 85:  // tag name mismatch, not well balanced
                let found = endTag(near: position).map { "</\($0)>" } ?? "an end tag"
                return innermost.map { "\(found) does not close \($0)" } ?? "\(found) closes no open element"
            case 5, 77:  // premature document end, unfinished tag
                return innermost.map { "the file ends before \($0) is closed" }
                    ?? "the file ends in the middle of a tag"
            case 3, 4:  // document start, empty document
                return "the file is empty or does not start with XML"
            case 9, 38:  // invalid character, "<" in an attribute
                return "a character XML does not allow here: an unescaped '<' or '&' (write &lt; or &amp;), "
                    + "or a control character"
            case 73:  // ">" required
                return "a tag is not finished with '>'"
            case 39, 40, 41, 43, 44:  // attribute or literal not started, not finished, without value
                return "an attribute's value is not in matching quotes"
            case 42:  // attribute redefined
                return "an element has the same attribute twice"
            case 14, 22, 23, 26:  // entity reference at end of file, without name, without ";", undeclared
                return "an '&' does not start a known entity (write & as &amp;)"
            case 68:  // name required
                return "a '<' or '&' is not followed by a name (write < as &lt; and & as &amp;)"
            case 64, 86:  // misplaced XML declaration, extra content
                return "there is content after the end of the root element"
            case 31, 32:  // unknown or unsupported encoding
                return "the file's encoding is not supported (storyboards are UTF-8)"
            default:
                let detail = (error as? NSError)?.localizedDescription ?? "unknown problem"
                return "the XML parser stopped (\(detail), parser error \(code))"
                    + (innermost.map { " inside \($0)" } ?? "")
            }
        }

        /// The name of the end tag at or before a position on its line.
        private func endTag(near position: SourcePosition) -> String? {
            guard let text = lines.line(position.line) else { return nil }
            let line = String(decoding: text, as: UTF8.self)
            let prefix = line.utf8.prefix(max(position.column - 1, 0))
            let before = String(decoding: prefix, as: UTF8.self)
            let range = before.range(of: "</", options: .backwards) ?? line.range(of: "</")
            guard let range else { return nil }
            let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == ":" || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            depth += 1
            let position = position
            elements.append((element, position))
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

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if elements.last?.name != element, problem == nil {
                let innermost = elements.last.map { "<\($0.name)> (opened at line \($0.position.line))" }
                problem = ("</\(element)> does not close \(innermost ?? "any open element")", position)
                parser.abortParsing()
            }
            if !elements.isEmpty { elements.removeLast() }
            if open.last?.depth == depth { open.removeLast() }
            depth -= 1
        }
    }
}
