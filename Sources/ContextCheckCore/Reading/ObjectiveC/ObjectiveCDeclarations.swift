import Foundation

/// Reads just enough Objective-C to know which classes a `.h`, `.m` or `.mm` file declares,
/// their superclasses and their action methods' selectors.
///
/// Storyboards name Objective-C controllers as they name Swift ones. PreparedContext reads
/// Swift properties only, so an Objective-C class has no context to check; the check needs
/// to know that it exists, what it inherits from, and which unwind actions it declares.
public enum ObjectiveCDeclarationReader {
    /// The classes declared in `source`: `@interface Name : Super`, categories and class
    /// extensions (`@interface Name (Category)`) merged into them, and `@implementation Name`.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: Its path, for positions.
    /// - Returns: One entry per class name, in declaration order.
    public static func read(source: String, path: String) -> [SwiftClass] {
        let text = withoutComments(source)
        let platform: Platform? =
            if text.contains("UIKit/") || text.contains("@import UIKit") {
                .uiKit
            } else if text.contains("Cocoa/") || text.contains("AppKit/") || text.contains("@import AppKit")
                || text.contains("@import Cocoa")
            {
                .appKit
            } else { nil }
        let lineStarts = Self.lineStarts(text)
        func position(_ offset: Int) -> SourcePosition {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return SourcePosition(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
        }
        let utf16 = text as NSString
        var classes: [SwiftClass] = []
        var indexByName: [String: Int] = [:]
        let matches = blockPattern.matches(in: text, range: NSRange(location: 0, length: utf16.length))
        for (number, match) in matches.enumerated() {
            let keyword = utf16.substring(with: match.range(at: 1))
            let name = utf16.substring(with: match.range(at: 2))
            let superclass = match.range(at: 3).location == NSNotFound ? nil : utf16.substring(with: match.range(at: 3))
            let isCategory = match.range(at: 4).location != NSNotFound
            let bodyStart = match.range.location + match.range.length
            // A body ends at its `@end`, or at the next block when `@end` is missing: each part of
            // the file is searched once, so that a file of blocks without `@end` takes linear time.
            let limit = number + 1 < matches.count ? matches[number + 1].range.location : utf16.length
            let end = utf16.range(
                of: "@end", options: [], range: NSRange(location: bodyStart, length: max(limit - bodyStart, 0)))
            let body = utf16.substring(
                with: NSRange(
                    location: bodyStart,
                    length: max((end.location == NSNotFound ? limit : end.location) - bodyStart, 0)))
            let selectors = Set(methodSelectors(in: body))
            let index =
                indexByName[name]
                ?? {
                    classes.append(
                        SwiftClass(
                            name: name, inherited: [], properties: [], methods: [], explicitKeys: [:],
                            hasSegueHook: false, prefix: nil, position: position(match.range(at: 2).location),
                            platform: platform, isObjectiveC: true))
                    indexByName[name] = classes.count - 1
                    return classes.count - 1
                }()
            if let superclass, classes[index].inherited.isEmpty { classes[index].inherited = [superclass] }
            if keyword == "interface" && !isCategory && superclass != nil {
                classes[index].position = position(match.range(at: 2).location)
            }
            classes[index].selectors.formUnion(selectors)
            classes[index].methods.formUnion(selectors.map { String($0.prefix { $0 != ":" }) })
        }
        return classes
    }

    /// `@interface Name : Super`, `@interface Name (Category)`, `@implementation Name`.
    private static let blockPattern = try! NSRegularExpression(
        pattern:
            #"@(interface|implementation)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>]{0,1000}>\s*)?(?::\s*([A-Za-z_][A-Za-z0-9_]*))?\s*(\([^)]{0,1000}\))?"#
    )

    /// An instance method's declaration up to its body or semicolon.
    private static let methodPattern = try! NSRegularExpression(
        pattern: #"(?m)^[ \t]*-[ \t]*\([^)\n]{0,1000}\)\s*([^;{]{1,4000})"#)

    /// A selector piece: `name:(Type)parameter`.
    private static let piecePattern = try! NSRegularExpression(
        pattern: #"([A-Za-z_][A-Za-z0-9_]*)?\s*:\s*(?:\([^)]{0,1000}\))?\s*[A-Za-z_][A-Za-z0-9_]*"#)

    private static func methodSelectors(in body: String) -> [String] {
        let text = body as NSString
        return methodPattern.matches(in: body, range: NSRange(location: 0, length: text.length)).map { match in
            let signature = text.substring(with: match.range(at: 1))
            let pieces = piecePattern.matches(
                in: signature, range: NSRange(location: 0, length: (signature as NSString).length))
            if pieces.isEmpty {
                return String(signature.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
            return pieces.map { piece in
                (piece.range(at: 1).location == NSNotFound
                    ? "" : (signature as NSString).substring(with: piece.range(at: 1)))
                    + ":"
            }.joined()
        }
    }

    /// The text with comments and string literals blanked, keeping offsets and line breaks.
    private static func withoutComments(_ source: String) -> String {
        var scalars = Array(source.unicodeScalars)
        var index = 0
        func blank(_ from: Int, _ to: Int) {
            for position in from..<min(to, scalars.count) where scalars[position] != "\n" { scalars[position] = " " }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            if scalar == "/" && next == "/" {
                let end = scalars[index...].firstIndex(of: "\n") ?? scalars.count
                blank(index, end)
                index = end
            } else if scalar == "/" && next == "*" {
                var end = index + 2
                while end + 1 < scalars.count && !(scalars[end] == "*" && scalars[end + 1] == "/") { end += 1 }
                blank(index, end + 2)
                index = end + 2
            } else if scalar == "\"" {
                var end = index + 1
                while end < scalars.count && scalars[end] != "\"" && scalars[end] != "\n" {
                    end += scalars[end] == "\\" ? 2 : 1
                }
                blank(index + 1, end)
                index = end + 1
            } else {
                index += 1
            }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    private static func lineStarts(_ text: String) -> [Int] {
        var starts = [0]
        for (offset, unit) in text.utf16.enumerated() where unit == 10 { starts.append(offset + 1) }
        return starts
    }
}
