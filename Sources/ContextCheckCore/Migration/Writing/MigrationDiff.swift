public import Foundation

/// The output of `context-check migrate`: the files after the edits, a unified diff that
/// `git apply` accepts, and a JSON form for tools.
extension MigrationPlan {
    /// Each changed file's new text, by path; edits that overlap another are left out (with a
    /// note), so the result never mixes two edits.
    public func changedFiles() -> [String: String] {
        var result: [String: String] = [:]
        for (path, edits) in edits where !edits.isEmpty {
            guard let source = sources[path] else { continue }
            result[path] = Self.apply(edits, to: Array(source.utf8))
        }
        return result
    }

    /// Applies non-overlapping edits; an edit overlapping an earlier one is skipped.
    ///
    /// Where an edit leaves more blank lines in a row than the file had at that place (a block
    /// deleted between two blank lines, a member added before a class's closing brace that
    /// follows one), they become one: only whitespace that touches an edit changes.
    static func apply(_ edits: [MigrationEdit], to bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        // Where each applied edit starts and ends in the output, and the most line breaks in a
        // row the original had around its range.
        var seams: [(start: Int, end: Int, allowed: Int)] = []
        for edit in sorted(edits) {
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= bytes.count else { continue }
            output += bytes[cursor..<edit.range.lowerBound]
            let start = output.count
            output += Array(edit.replacement.utf8)
            let allowed = max(
                2, lineBreaksInRun(bytes, around: edit.range.lowerBound),
                lineBreaksInRun(bytes, around: edit.range.upperBound))
            seams.append((start, output.count, allowed))
            cursor = edit.range.upperBound
        }
        output += bytes[cursor...]
        return String(decoding: collapsingBlankLines(output, at: seams), as: UTF8.self)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// The whitespace run of `bytes` that contains (or touches) `offset`.
    private static func blankRun(_ bytes: [UInt8], around offset: Int) -> Range<Int> {
        var lower = min(offset, bytes.count)
        var upper = lower
        while lower > 0, isBlank(bytes[lower - 1]) { lower -= 1 }
        while upper < bytes.count, isBlank(bytes[upper]) { upper += 1 }
        return lower..<upper
    }

    private static func lineBreaksInRun(_ bytes: [UInt8], around offset: Int) -> Int {
        bytes[blankRun(bytes, around: offset)].count { $0 == UInt8(ascii: "\n") }
    }

    /// `output` with each whitespace run at a seam that holds more line breaks than the seam
    /// allows cut to that many: the text before the run's first line break, the blank lines,
    /// then the run's last line (the next line's indentation); `\r\n` where the run has one.
    private static func collapsingBlankLines(_ output: [UInt8], at seams: [(start: Int, end: Int, allowed: Int)])
        -> [UInt8]
    {
        var cuts: [(range: Range<Int>, allowed: Int)] = []
        for seam in seams {
            for offset in [seam.start, seam.end] {
                let run = blankRun(output, around: offset)
                let breaks = output[run].count { $0 == UInt8(ascii: "\n") }
                guard breaks > seam.allowed, !cuts.contains(where: { $0.range == run }) else { continue }
                cuts.append((run, seam.allowed))
            }
        }
        guard !cuts.isEmpty else { return output }
        var result: [UInt8] = []
        result.reserveCapacity(output.count)
        var cursor = 0
        for (run, allowed) in cuts.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where run.lowerBound >= cursor {
            let first =
                output[run].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? run.lowerBound
            let last = output[run].lastIndex(of: UInt8(ascii: "\n")) ?? run.upperBound
            result += output[cursor..<first]
            let lineBreak: [UInt8] = output[run].contains(UInt8(ascii: "\r")) ? [13, 10] : [10]
            for _ in 0..<allowed { result += lineBreak }
            result += output[(last + 1)..<run.upperBound]
            cursor = run.upperBound
        }
        result += output[cursor...]
        return result
    }

    /// Edits in file order: by start, insertions before replacements at the same offset.
    static func sorted(_ edits: [MigrationEdit]) -> [MigrationEdit] {
        edits.sorted {
            ($0.range.lowerBound, $0.range.count, $0.replacement) < (
                $1.range.lowerBound, $1.range.count, $1.replacement
            )
        }
    }

    /// A unified diff of every changed file, paths relative to `base` (with `a/` and `b/`
    /// prefixes, as `git diff` writes them), files in path order, three lines of context.
    public func unifiedDiff(relativeTo base: String = FileManager.default.currentDirectoryPath) -> String {
        let changed = changedFiles()
        var output = ""
        for path in changed.keys.sorted() {
            guard let old = sources[path], let new = changed[path], old != new else { continue }
            let name = Self.relative(path, to: base)
            output += "--- a/\(name)\n+++ b/\(name)\n"
            output += Self.hunks(old: old, new: new)
        }
        return output
    }

    static func relative(_ path: String, to base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        let standardized = (absolute as NSString).standardizingPath
        let folder = (base as NSString).standardizingPath
        if standardized.hasPrefix(folder + "/") { return String(standardized.dropFirst(folder.count + 1)) }
        return standardized.hasPrefix("/") ? String(standardized.dropFirst()) : standardized
    }

    /// Splits text into lines, each with its line break; whether the last one has none.
    static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\n" || text[index] == "\r\n" {
                let next = text.index(after: index)
                result.append(text[start..<next])
                start = next
            }
            index = text.index(after: index)
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// The hunks between two texts: the changed region found by a line diff (longest common
    /// subsequence over the lines between the common prefix and suffix), then context.
    static func hunks(old: String, new: String) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = diff(a, b)
        // Group changes closer than two contexts into one hunk, with 3 lines of context.
        var output = ""
        let changes = script.indices.filter { script[$0].kind != .same }
        var next = 0
        while next < changes.count {
            let first = changes[next]
            var last = first
            next += 1
            while next < changes.count, changes[next] - last <= 6 {
                last = changes[next]
                next += 1
            }
            let start = max(0, first - 3)
            let stop = min(script.count, last + 4)
            let slice = script[start..<stop]
            let oldStart = slice.first.map { $0.oldIndex } ?? 0
            let newStart = slice.first.map { $0.newIndex } ?? 0
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            output +=
                "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for operation in slice {
                let line: Substring
                let mark: String
                switch operation.kind {
                case .same:
                    (line, mark) = (a[operation.oldIndex], " ")
                case .delete:
                    (line, mark) = (a[operation.oldIndex], "-")
                case .insert:
                    (line, mark) = (b[operation.newIndex], "+")
                }
                output += mark + line
                if !line.hasSuffix("\n") { output += "\n\\ No newline at end of file\n" }
            }
        }
        return output
    }

    struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// The line's index in the old text (for an insertion: the old line it goes before).
        var oldIndex: Int
        var newIndex: Int
    }

    /// A line diff: common prefix and suffix, and a longest common subsequence of what lies
    /// between (quadratic in the changed region only, bounded: past 4,000 lines a side, the
    /// region is replaced whole).
    static func diff(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var script: [Operation] = (0..<prefix).map { Operation(kind: .same, oldIndex: $0, newIndex: $0) }
        let oldMiddle = Array(a[prefix..<(a.count - suffix)])
        let newMiddle = Array(b[prefix..<(b.count - suffix)])
        if oldMiddle.count <= 4000 && newMiddle.count <= 4000 && !oldMiddle.isEmpty && !newMiddle.isEmpty {
            let n = oldMiddle.count
            let m = newMiddle.count
            // lengths[i][j]: the LCS of oldMiddle[i...] and newMiddle[j...], flattened.
            var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i * (m + 1) + j] =
                        oldMiddle[i] == newMiddle[j]
                        ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                        : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < n || j < m {
                if i < n, j < m, oldMiddle[i] == newMiddle[j] {
                    script.append(Operation(kind: .same, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1
                    j += 1
                } else if i < n, j == m || lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
                    script.append(Operation(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1
                } else {
                    script.append(Operation(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                    j += 1
                }
            }
        } else {
            script += oldMiddle.indices.map { Operation(kind: .delete, oldIndex: prefix + $0, newIndex: prefix) }
            script += newMiddle.indices.map {
                Operation(kind: .insert, oldIndex: prefix + oldMiddle.count, newIndex: prefix + $0)
            }
        }
        let oldEnd = a.count - suffix
        let newEnd = b.count - suffix
        script += (0..<suffix).map { Operation(kind: .same, oldIndex: oldEnd + $0, newIndex: newEnd + $0) }
        return script
    }

    /// The plan for tools: the diff, the totals and the notes.
    public func json(relativeTo base: String = FileManager.default.currentDirectoryPath) -> String {
        struct Output: Encodable {
            var diff: String
            var bodies: Int
            var bodiesNotRead: Int
            var branchesFound: Int
            var branchesConverted: Int
            var branchesPartly: Int
            var branchesLeft: Int
            var statementsConverted: Int
            var handoffLinesBefore: Int
            var handoffLinesAfter: Int
            var reasons: [String: Int]
            var notes: [MigrationNote]
        }
        let output = Output(
            diff: unifiedDiff(relativeTo: base), bodies: bodies, bodiesNotRead: bodiesNotRead,
            branchesFound: branchesFound,
            branchesConverted: branchesConverted, branchesPartly: branchesPartly, branchesLeft: branchesLeft,
            statementsConverted: statementsConverted, handoffLinesBefore: handoffLinesBefore,
            handoffLinesAfter: handoffLinesAfter, reasons: reasons, notes: notes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(output) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
