import Foundation

/// The `.context-check` file at a project's root: what the check cannot read by itself, and
/// the findings a team has decided are fine.
///
/// Plain text, one statement a line; `#` at the start of a line or after a space starts a
/// comment; paths are relative to the file's folder:
///
/// ```text
/// # Classes of these modules exist but are not read (pods, binary frameworks).
/// external-module GoogleMaps FirebaseUI
/// # Classes declared under these folders exist; they are read for their names only.
/// external-folder Vendor/Pods
/// # Never read these.
/// skip Legacy/OldScreens
/// # RULE PATH[#NAME] because REASON: a finding of RULE in PATH (naming NAME) is not reported.
/// suppress undeclared-class App/Base.lproj/Main.storyboard#LegacyViewController because removed in 3.0
/// ```
///
/// A suppression without a reason is refused (a warning at its line), and so is a `skip` path
/// that leads outside the file's folder. A line that matches nothing — a suppression no finding
/// needs, a `skip` path that leaves no file out, an `external-folder` path that holds no Swift or
/// Objective-C file — is itself a warning, so that the file does not outlive what it describes;
/// and a run that reads no storyboard says so, at the `skip` line that left the last one out.
/// The same file is read however the check runs: the command line, the command plugin and the
/// build plugins.
public struct CheckConfiguration: Sendable {
    /// The file's name.
    public static let fileName = ".context-check"

    /// One `suppress` line.
    public struct Suppression: Sendable, Hashable {
        /// The rule it silences (see ``Diagnostic/rule``).
        public var rule: String
        /// The file: absolute, or a bare file name matching that name anywhere.
        public var path: String
        /// A class, scene or segue the finding must name; `nil` for every finding of the rule in the file.
        public var name: String?
        /// Why the finding is fine.
        public var reason: String
        /// Where it is written.
        public var position: SourcePosition
        /// The file and name as written.
        var written: String

        /// Whether it silences `diagnostic`.
        func matches(_ diagnostic: Diagnostic) -> Bool {
            guard diagnostic.rule == rule else { return false }
            let path = TargetMap.absolute(diagnostic.position.path)
            guard
                path == self.path
                    || (!self.path.contains("/") && (path as NSString).lastPathComponent == self.path)
            else { return false }
            guard let name else { return true }
            return diagnostic.message.contains("'\(name)'") || diagnostic.message.contains(" \(name) ")
                || diagnostic.message.contains(" \(name):") || diagnostic.message.contains("(\(name)")
        }
    }

    /// Modules whose classes exist but are not read.
    public var externalModules: Set<String> = []
    /// Folders whose classes exist; read for their names only. Absolute.
    public var externalFolders: [String] = []
    /// One path of a `skip` or an `external-folder` line.
    struct PathLine: Sendable {
        /// Absolute, inside the folder of the file that names it.
        var path: String
        /// Where it is written.
        var position: SourcePosition
        /// `skip PATH` or `external-folder PATH`, as written.
        var written: String
    }

    /// The `skip` paths, in the order written.
    var skips: [PathLine] = []
    /// The `external-folder` paths, in the order written (``externalFolders`` without where).
    var externalFolderLines: [PathLine] = []
    /// The `external-folder` paths that hold a Swift or Objective-C file (see
    /// ``AppModel/readExternals()``).
    var usedExternalFolders: Set<String> = []
    /// The `skip` paths that left a file out, and those that left a storyboard out (see
    /// ``InputFiles/skip(_:)``).
    var usedSkips: (files: Set<String>, storyboards: Set<String>) = ([], [])

    /// Paths never read. Absolute.
    public var skippedPaths: [String] { skips.map(\.path) }
    /// The suppressions.
    public var suppressions: [Suppression] = []
    /// Lines that could not be read.
    public var diagnostics: [Diagnostic] = []

    /// Every rule a suppression may name.
    public static let rules: [String] = [
        "undeclared-class", "unknown-module", "class-elsewhere", "ambiguous-class", "reference", "unwind-action",
        "copied-storyboard", "missing-value", "type-mismatch", "lossy-conversion", "numeric-conversion",
        "optional-value", "not-writable", "not-readable", "ambiguous-source", "implicitly-unwrapped", "unconsumed",
        "segue-destination", "no-sources", "no-storyboards", "input",
    ]

    /// Reads the `.context-check` file of each folder that has one (each once).
    static func read(folders: [String]) -> CheckConfiguration {
        var configuration = CheckConfiguration()
        var seen = Set<String>()
        for folder in folders.map(TargetMap.absolute) where seen.insert(folder).inserted {
            let path = folder + "/" + fileName
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            configuration.parse(String(decoding: data, as: UTF8.self), folder: folder, path: path)
        }
        return configuration
    }

    /// Reads one file's text; `folder` is its folder, `path` its path.
    mutating func parse(_ text: String, folder: String, path: String) {
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A comment starts a line or follows a space: `#` right after a file names a scene.
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") { continue }
            if let comment = line.range(of: " #") { line = String(line[..<comment.lowerBound]) }
            guard !line.isEmpty else { continue }
            let position = SourcePosition(path: path, line: number + 1, column: 1)
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            func resolved(_ relative: String) -> String {
                TargetMap.absolute(relative.hasPrefix("/") ? relative : folder + "/" + relative)
            }
            switch words[0] {
            case "external-module" where words.count > 1:
                externalModules.formUnion(words.dropFirst())
            case "external-folder" where words.count > 1:
                for word in words.dropFirst() {
                    let path = resolved(word)
                    externalFolders.append(path)
                    externalFolderLines.append(
                        PathLine(path: path, position: position, written: "external-folder " + word))
                }
            case "skip" where words.count > 1:
                for word in words.dropFirst() {
                    let path = resolved(word)
                    guard path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/") else {
                        warn(
                            position,
                            "'skip \(word)' leads outside the project (to \(path)), and a \(Self.fileName) file "
                                + "leaves out files of its own folder only, so this path is not skipped. To fix, "
                                + "name a file or folder inside \(folder), or write the line in the \(Self.fileName) "
                                + "file of the project that holds \(word).")
                        continue
                    }
                    skips.append(PathLine(path: path, position: position, written: "skip " + word))
                }
            case "suppress":
                guard words.count >= 5, let because = words.firstIndex(of: "because"), because == 3,
                    because + 1 < words.count
                else {
                    warn(
                        position,
                        "a suppression needs a rule, a file and a reason: 'suppress RULE PATH[#NAME] because REASON'. "
                            + "To fix, write why the finding is fine after 'because'.")
                    continue
                }
                guard Self.rules.contains(words[1]) else {
                    warn(
                        position,
                        "unknown rule '\(words[1])'. To fix, use one of: \(Self.rules.joined(separator: ", ")).")
                    continue
                }
                let target = words[2].split(separator: "#", maxSplits: 1).map(String.init)
                let file = target[0]
                suppressions.append(
                    Suppression(
                        rule: words[1], path: file.contains("/") ? resolved(file) : file,
                        name: target.count > 1 ? target[1] : nil,
                        reason: words[(because + 1)...].joined(separator: " "), position: position,
                        written: words[2]))
            default:
                warn(
                    position,
                    "cannot read '\(line)'. To fix, write one of: external-module NAME…, external-folder PATH…, "
                        + "skip PATH…, suppress RULE PATH[#NAME] because REASON.")
            }
        }
    }

    private mutating func warn(_ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(severity: .warning, position: position, message: message))
    }

    /// The findings left once the suppressions are applied, and a warning for each line that
    /// matched nothing: a suppression no finding needed, a `skip` path that left no file out, an
    /// `external-folder` path that holds no Swift or Objective-C file.
    ///
    /// - Parameters:
    ///   - diagnostics: The findings.
    ///   - isReported: Whether a file's findings are reported (a run over one target reports
    ///     a stale suppression only when its file is one of the target's).
    func apply(to diagnostics: [Diagnostic], isReported: (String) -> Bool) -> [Diagnostic] {
        guard !suppressions.isEmpty || !skips.isEmpty || !externalFolderLines.isEmpty else { return diagnostics }
        var used = Set<Int>()
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            if let index = suppressions.firstIndex(where: { $0.matches(diagnostic) }) {
                used.insert(index)
            } else {
                kept.append(diagnostic)
            }
        }
        // The lines that match nothing: where, what, what it should match, and what to correct.
        var stale: [(position: SourcePosition, line: String, matches: String, fix: String)] = []
        for (index, suppression) in suppressions.enumerated() where !used.contains(index) {
            // A run over one target reports a stale suppression only when its file is that target's.
            guard !suppression.path.contains("/") || isReported(suppression.path) else { continue }
            stale.append(
                (
                    suppression.position, "this suppression of '\(suppression.rule)' in \(suppression.written)",
                    "finding any more", ""
                ))
        }
        // What is skipped is the model's, whichever target a run reports: every run says so.
        for skip in skips where !usedSkips.files.contains(skip.path) {
            stale.append((skip.position, "'\(skip.written)'", "file the check reads", "correct its path or "))
        }
        for folder in externalFolderLines where !usedExternalFolders.contains(folder.path) {
            stale.append((folder.position, "'\(folder.written)'", "Swift or Objective-C file", "correct its path or "))
        }
        for line in stale {
            kept.append(
                Diagnostic(
                    severity: .warning, position: line.position,
                    message:
                        "\(line.line) matches no \(line.matches). To fix, \(line.fix)remove it from \(Self.fileName)."
                ))
        }
        return kept
    }

    /// The warning for a run that read no storyboard, so checked no segue: at the first `skip`
    /// line that left a storyboard out, or at the first of `roots`, the paths read.
    func noStoryboardWarning(roots: [String]) -> Diagnostic {
        if let skip = skips.first(where: { usedSkips.storyboards.contains($0.path) }) {
            return Diagnostic(
                severity: .warning, position: skip.position,
                message: "no storyboard was read, so no segue was checked: '\(skip.written)' (with any skip line "
                    + "after it) leaves out every storyboard found. To fix, narrow the skip lines to the files that "
                    + "must not be checked, or remove them.")
        }
        let read = roots.isEmpty ? "the paths given" : roots.joined(separator: ", ")
        return Diagnostic(
            severity: .warning, position: SourcePosition(path: roots.first ?? ".", line: 1, column: 1),
            message: "no storyboard was read in \(read), so no segue was checked. To fix, give the folder or "
                + "the project (--project) that holds the app's storyboards.")
    }
}

extension Diagnostic {
    /// The rule a finding belongs to, as a suppression names it (see ``CheckConfiguration``).
    public var rule: String {
        let text = message
        let rules: [(String, String)] = [
            ("the scene's module", "unknown-module"),
            ("declared only in other targets", "class-elsewhere"),
            ("but only elsewhere", "class-elsewhere"),
            ("declared more than once", "ambiguous-class"),
            ("is not declared in the", "undeclared-class"),
            ("is copied into the bundle of", "copied-storyboard"),
            ("the storyboard reference", "reference"),
            ("the segue's destination", "reference"),
            ("unwind action", "unwind-action"),
            ("implicitly unwrapped", "implicitly-unwrapped"),
            ("but was never delivered", "missing-value"),
            ("the slot expects", "type-mismatch"),
            ("would lose information", "lossy-conversion"),
            ("only when the value fits exactly", "numeric-conversion"),
            ("the value is nil", "optional-value"),
            ("cannot be written", "not-writable"),
            ("cannot read through", "not-readable"),
            ("more than once (", "ambiguous-source"),
            ("no destination of its segues takes it", "unconsumed"),
            ("@SegueDestination", "segue-destination"),
            ("no Swift or Objective-C source was checked", "no-sources"),
            ("no storyboard was read", "no-storyboards"),
        ]
        return rules.first { text.contains($0.0) }?.1 ?? "input"
    }
}
