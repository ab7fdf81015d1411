import ContextCheckCore
import Foundation

/// The fixtures' storyboards, so that the planner gets as far as the edits for the seed sources.
/// scripts/fuzz.sh runs from the repository's root.
let storyboards: [Storyboard] = [
    "Tests/ContextCheckTests/Fixtures/Migrate/Idioms/Main.storyboard",
    "Tests/ContextCheckTests/Fixtures/Migrate/Equivalence/Main.storyboard",
].compactMap { try? StoryboardReader.read(path: $0) }

/// libFuzzer's entry point: reads the input as a Swift file and plans its migration, as
/// `context-check migrate` does. The reader, the idioms and the planner must never trap, every
/// note must point into the file, and the diff must be empty exactly when nothing changes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMigration(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let plan = MigrationPlanner().plan(sources: ["/fuzz/Fuzz.swift": source], storyboards: storyboards)
    let lines = source.utf8.count + 1
    for note in plan.notes {
        precondition((1...lines).contains(note.position.line) && note.position.column >= 1, "bad position")
    }
    let changed = plan.changedFiles()["/fuzz/Fuzz.swift"]
    let diff = plan.unifiedDiff(relativeTo: "/fuzz")
    precondition(diff.isEmpty == (changed == nil || changed == source), "a diff without a change, or the reverse")
    return 0
}
