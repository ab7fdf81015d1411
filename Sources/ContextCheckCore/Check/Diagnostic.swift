import Foundation

/// One finding, printed the way compilers print theirs so that Xcode shows it inline.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How serious the finding is.
    public enum Severity: String, Hashable, Sendable, Codable {
        /// A segue whose context cannot be delivered as declared; the tool exits 1.
        case error
        /// A problem that depends on what the app does at run time, or an input the check
        /// could not follow.
        case warning
        /// Information, such as a prefixed property no destination takes.
        case note
    }

    /// How serious.
    public var severity: Severity
    /// Where.
    public var position: SourcePosition
    /// What, ending with how to fix it.
    public var message: String

    /// `path:line:column: severity: message`, on one line: a line break or another control
    /// character in the path or the message (a segue identifier may hold one) is printed
    /// escaped — `\n`, `\r`, `\u{2028}` —, as the map prints it, since Xcode reads one finding
    /// a line. A tab stays.
    public var description: String {
        "\(Self.oneLine(position.path)):\(position.line):\(position.column): \(severity.rawValue): "
            + Self.oneLine(message)
    }

    /// `text` with its line breaks and other control characters escaped.
    static func oneLine(_ text: String) -> String {
        func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
            scalar != "\t"
                && (scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}")
        }
        guard text.unicodeScalars.contains(where: breaksLine) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard breaksLine(scalar) else {
                result.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let escaped =
                switch scalar {
                case "\n": "\\n"
                case "\r": "\\r"
                default: "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
                }
            result.append(contentsOf: escaped.unicodeScalars)
        }
        return String(result)
    }
}

/// The outcome of a check.
public struct CheckResult: Sendable {
    /// Every finding, ordered by file and position.
    public var diagnostics: [Diagnostic]
    /// How many storyboards were read without error.
    public var storyboardCount: Int
    /// How many Swift files were read (a file that could not be read is not counted).
    public var swiftFileCount: Int
    /// How many segues were checked.
    public var segueCount: Int
    /// How many Objective-C files were read.
    public var objectiveCFileCount = 0
    /// What the check saw of the app's data flow, and which finding is about what: the map's model.
    public var flow = ContextFlow()

    /// How many findings of `severity`.
    public func count(_ severity: Diagnostic.Severity) -> Int {
        diagnostics.filter { $0.severity == severity }.count
    }

    /// Whether an error was found.
    public var hasErrors: Bool { count(.error) > 0 }

    /// For example `context-check: 3 storyboards, 12 Swift files, 20 segues: 1 error, 0 warnings, 2 notes`.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let objectiveC = objectiveCFileCount > 0 ? "\(plural(objectiveCFileCount, "Objective-C file")), " : ""
        return "context-check: \(plural(storyboardCount, "storyboard")), \(plural(swiftFileCount, "Swift file")), "
            + objectiveC + "\(plural(segueCount, "segue")): \(plural(count(.error), "error")), "
            + "\(plural(count(.warning), "warning")), \(plural(count(.note), "note"))"
    }

    /// What the command line prints: the findings, one a line, then the summary line — or,
    /// when `quiet`, the findings only, so that a clean check prints nothing (as a build step
    /// in Xcode should); or the JSON of ``json()``.
    ///
    /// - Parameters:
    ///   - json: Whether to print JSON (which always carries the counts).
    ///   - quiet: Whether to leave out the summary line.
    /// - Returns: The text, each line ending with a line break; empty for a clean quiet check.
    public func output(json: Bool, quiet: Bool) -> String {
        if json { return self.json() + "\n" }
        let lines = diagnostics.map(\.description) + (quiet ? [] : [summary])
        return lines.map { $0 + "\n" }.joined()
    }

    /// The diagnostics and the summary as JSON.
    public func json() -> String {
        struct Output: Encodable {
            struct Entry: Encodable {
                var path: String
                var line: Int
                var column: Int
                var severity: String
                var message: String
            }
            var diagnostics: [Entry]
            var summary: [String: Int]
        }
        let output = Output(
            diagnostics: diagnostics.map {
                .init(
                    path: $0.position.path, line: $0.position.line, column: $0.position.column,
                    severity: $0.severity.rawValue, message: $0.message)
            },
            summary: [
                "storyboards": storyboardCount, "swiftFiles": swiftFileCount, "objectiveCFiles": objectiveCFileCount,
                "segues": segueCount,
                "errors": count(.error), "warnings": count(.warning), "notes": count(.note),
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(output)) ?? Data(), as: UTF8.self)
    }
}

extension Diagnostic {
    /// `diagnostics` with the findings that repeat, word for word, in localized copies of one
    /// storyboard (`Base.lproj/Main.storyboard`, `fr.lproj/Main.storyboard`) made one: the Base
    /// copy's (or, without one, the first copy's), naming the other copies, so that five stale
    /// copies do not print the same finding five times. The order is kept.
    static func groupingLocalizedCopies(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        /// The bundle folder and file name of a localized copy, and its `.lproj` folder.
        func copy(_ diagnostic: Diagnostic) -> (group: String, localization: String)? {
            let path = diagnostic.position.path as NSString
            let folder = path.deletingLastPathComponent as NSString
            guard folder.lastPathComponent.hasSuffix(".lproj") else { return nil }
            let group = [
                diagnostic.severity.rawValue, diagnostic.message, folder.deletingLastPathComponent,
                path.lastPathComponent,
            ]
            return (group.joined(separator: "\u{0}"), folder.lastPathComponent)
        }
        var members: [String: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            if let (group, _) = copy(diagnostic) { members[group, default: []].append(index) }
        }
        guard members.values.contains(where: { $0.count > 1 }) else { return diagnostics }
        var result: [Diagnostic] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let (group, _) = copy(diagnostic), let all = members[group], all.count > 1 else {
                result.append(diagnostic)
                continue
            }
            let localizations = all.map { (index: $0, name: copy(diagnostics[$0])?.localization ?? "") }
            let kept = localizations.first { $0.name == "Base.lproj" } ?? localizations.min { $0.name < $1.name }!
            guard kept.index == index else { continue }
            let others = localizations.filter { $0.index != index }.sorted { $0.name < $1.name }.map { other in
                let line = diagnostics[other.index].position.line
                return other.name + (line == diagnostic.position.line ? "" : " (line \(line))")
            }
            let list =
                others.count == 1 ? others[0] : others.dropLast().joined(separator: ", ") + " and " + others.last!
            var grouped = diagnostic
            grouped.message +=
                others.count == 1
                ? " The same finding is in its localized copy in \(list): fix that copy too."
                : " The same finding is in its localized copies in \(list): fix those copies too."
            result.append(grouped)
        }
        return result
    }
}
