/// The bodies the assistant does not read, each noted so that a body skipped never looks
/// converted: Swift 2's `prepareForSegue(_:sender:)` (today's UIKit never calls it), an
/// Objective-C `- (void)prepareForSegue:sender:` (the assistant converts Swift), and a
/// `prepare(for:sender:)` body the reader cannot read statement by statement, which stays whole
/// and counts as one branch left.
extension MigrationRun {
    /// Notes each Swift 2 `func prepareForSegue(` of a file.
    mutating func noteSwift2Bodies(_ file: Int) {
        let tokens = files[file].reader.tokens
        for index in tokens.indices
        where tokens[index].isWord("func") && index + 2 < tokens.count
            && tokens[index + 1].isWord("prepareForSegue") && tokens[index + 2].isMark("(")
        {
            plan.bodiesNotRead += 1
            note(
                file, index, .unreadable,
                "prepareForSegue(_:sender:) is Swift 2's spelling, which today's UIKit never calls: it is not read; "
                    + "rename it prepare(for:sender:) (and fix what the compiler reports) first")
        }
    }

    /// Whether the body is unreadable, noted and counted as a branch left.
    mutating func noteUnreadBody(_ file: Int, _ function: PrepareBodyReader.PrepareFunction) -> Bool {
        guard let problem = function.unreadable else { return false }
        note(file, function.open, .unreadable, "this prepare(for:sender:) body stays: \(problem)")
        plan.branchesFound += 1
        plan.branchesLeft += 1
        return true
    }
}

extension MigrationPlan {
    /// Notes each Objective-C `- (void)prepareForSegue:… sender:…` implementation as not read:
    /// the assistant converts Swift only, and a body it skips silently looks converted.
    mutating func noteObjectiveCBodies(_ sources: [String: String]) {
        for path in sources.keys.sorted() {
            for (number, line) in (sources[path] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("-"), !trimmed.contains(";") || trimmed.contains("{") else { continue }
                let words = trimmed.dropFirst().filter { !$0.isWhitespace }
                guard words.hasPrefix("(void)prepareForSegue:") else { continue }
                bodiesNotRead += 1
                let refusal = MigrationRefusal.refuse(
                    .unreadable,
                    "an Objective-C prepareForSegue:sender: is not read (the assistant converts Swift): convert it by "
                        + "hand or port the class to Swift first")
                refusingRules.insert(refusal.rule)
                notes.append(
                    MigrationNote(
                        position: SourcePosition(path: path, line: number + 1, column: 1),
                        kind: refusal.kind.rawValue, message: refusal.message))
            }
        }
        notes.sort {
            ($0.position.path, $0.position.line, $0.position.column) < (
                $1.position.path, $1.position.line, $1.position.column
            )
        }
    }
}
