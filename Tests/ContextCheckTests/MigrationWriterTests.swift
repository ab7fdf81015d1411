import Foundation
import Testing

@testable import ContextCheckCore

/// `context-check migrate --write`: all or nothing, through symbolic links, modes kept.
@Suite("Migration writer")
struct MigrationWriterTests {
    /// A copy of the idiom fixtures (two Swift files the migration changes), its plan, and
    /// the files' text before the write.
    struct Project {
        var folder: URL
        var plan: MigrationPlan
        var originals: [String: String]

        /// The changed files, in path order.
        var changed: [String] { plan.changedFiles().keys.sorted() }

        init(linking linked: Set<String> = []) throws {
            let root = try Paths.temporaryFolder()
            folder = root.appendingPathComponent("App")
            let real = root.appendingPathComponent("Real")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: MigrationTests.idioms.path) {
                let from = MigrationTests.idioms.appendingPathComponent(name)
                if linked.contains(name) {
                    try FileManager.default.copyItem(at: from, to: real.appendingPathComponent(name))
                    try FileManager.default.createSymbolicLink(
                        atPath: folder.appendingPathComponent(name).path, withDestinationPath: "../Real/\(name)")
                } else {
                    try FileManager.default.copyItem(at: from, to: folder.appendingPathComponent(name))
                }
            }
            plan = MigrationTests.plan(folder)
            originals = [:]
            for path in plan.changedFiles().keys { originals[path] = try String(contentsOfFile: path, encoding: .utf8) }
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
        }

        /// Whether every changed file still holds its text from before.
        func unchanged() throws -> Bool {
            try originals.allSatisfy { path, text in try String(contentsOfFile: path, encoding: .utf8) == text }
        }

        func mode(_ path: String) throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber).intValue
        }

        func setMode(_ mode: Int, _ path: String) throws {
            try FileManager.default.setAttributes([.posixPermissions: NSNumber(value: mode)], ofItemAtPath: path)
        }
    }

    /// The system's file system, with replacements that fail for chosen paths.
    final class FailingFileSystem: MigrationFileSystem, @unchecked Sendable {
        let system = SystemFileSystem()
        /// Paths (targets) whose replacement fails, by how many replacements of them succeed first.
        var failing: [String: Int] = [:]
        var replaced: [String] = []

        func resolve(_ path: String) -> String? { system.resolve(path) }
        func status(_ path: String) -> MigrationFileStatus? { system.status(path) }
        func contents(_ path: String) -> Data? { system.contents(path) }
        func isWritable(_ path: String) -> Bool { system.isWritable(path) }
        func replace(_ path: String, with data: Data, mode: Int) throws(MigrationWriteError.Reason) {
            if let allowed = failing[path] {
                if allowed == 0 { throw .writeFailed("No space left on device (injected)") }
                failing[path] = allowed - 1
            }
            try system.replace(path, with: data, mode: mode)
            replaced.append(path)
        }
    }

    @Test("The idiom fixtures change several files, which the tests below need")
    func fixtureChangesSeveralFiles() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(project.changed.count >= 2)
    }

    @Test("Every file is written, the files written are listed, and a second run proposes nothing")
    func writesEveryFile() throws {
        let project = try Project()
        defer { project.remove() }
        let expected = project.plan.changedFiles()
        let written = try project.plan.write()
        #expect(written.map(\.path) == project.changed)
        #expect(written.allSatisfy { $0.target == nil })
        for (path, text) in expected { #expect(try String(contentsOfFile: path, encoding: .utf8) == text) }
        #expect(MigrationTests.plan(project.folder).isEmpty)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.folder.path).filter {
            $0.contains("context-check")
        }
        #expect(leftovers.isEmpty)
    }

    @Test("A read-only file stops the write before any file is changed, and the error says how to fix it")
    func readOnlyFile() throws {
        let project = try Project()
        defer { project.remove() }
        let locked = try #require(project.changed.last)
        try project.setMode(0o444, locked)
        let error = try #require(throws: MigrationWriteError.self) { try project.plan.write() }
        #expect(error.path == locked)
        #expect(error.reason == .notWritable)
        #expect(error.restored.isEmpty)
        #expect(error.description.contains("No file was changed"))
        #expect(
            error.description.hasSuffix(
                "To fix, make it writable (chmod u+w) or check it out for editing, then run again."))
        #expect(try project.unchanged())
        #expect(try project.mode(locked) == 0o444)
    }

    @Test("A file reached through a symbolic link is written at the link's target, and the link stays a link")
    func symbolicLink() throws {
        let project = try Project(linking: ["Orders.swift"])
        defer { project.remove() }
        let link = project.folder.appendingPathComponent("Orders.swift").path
        #expect(project.changed.contains(link))
        let expected = try #require(project.plan.changedFiles()[link])
        let written = try project.plan.write()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../Real/Orders.swift")
        let target = project.folder.deletingLastPathComponent().appendingPathComponent("Real/Orders.swift").path
        #expect(try String(contentsOfFile: target, encoding: .utf8) == expected)
        #expect(written.first { $0.path == link }?.target.map { ($0 as NSString).standardizingPath } == target)
    }

    @Test("A file's permission bits are kept: 0600 stays 0600, 0755 stays 0755")
    func modeKept() throws {
        let project = try Project()
        defer { project.remove() }
        let files = project.changed
        try project.setMode(0o600, files[0])
        try project.setMode(0o755, files[1])
        try project.plan.write()
        #expect(try project.mode(files[0]) == 0o600)
        #expect(try project.mode(files[1]) == 0o755)
        #expect(try String(contentsOfFile: files[0], encoding: .utf8) == project.plan.changedFiles()[files[0]])
    }

    @Test("A file changed after it was read stops the write, and no file is changed")
    func changedAfterReading() throws {
        let project = try Project()
        defer { project.remove() }
        let edited = try #require(project.changed.last)
        let text = try #require(project.originals[edited]) + "// edited in the editor meanwhile\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: edited))
        let error = try #require(throws: MigrationWriteError.self) { try project.plan.write() }
        #expect(error.path == edited)
        #expect(error.reason == .changedSinceRead)
        #expect(error.description.hasSuffix("To fix, run context-check migrate again on the files as they are now."))
        #expect(try String(contentsOfFile: edited, encoding: .utf8) == text)
        for path in project.changed.dropLast() {
            #expect(try String(contentsOfFile: path, encoding: .utf8) == project.originals[path])
        }
    }

    @Test("A write failing in the middle restores the files written before it, modes included")
    func failureInTheMiddle() throws {
        let project = try Project()
        defer { project.remove() }
        let files = project.changed
        try project.setMode(0o600, files[0])
        let fileSystem = FailingFileSystem()
        let last = try #require(fileSystem.resolve(files[1]))
        fileSystem.failing = [last: 0]
        let error = try #require(throws: MigrationWriteError.self) {
            try MigrationWriter(fileSystem: fileSystem).write(project.plan)
        }
        #expect(error.path == files[1])
        #expect(error.reason == .writeFailed("No space left on device (injected)"))
        #expect(error.restored == [files[0]])
        #expect(error.notRestored.isEmpty)
        #expect(error.description.contains("was restored: no file was changed"))
        // One written, then the same one restored.
        #expect(fileSystem.replaced.count == 2)
        #expect(try project.unchanged())
        #expect(try project.mode(files[0]) == 0o600)
    }

    @Test("A file that cannot be restored is named as left migrated")
    func restoreFails() throws {
        let project = try Project()
        defer { project.remove() }
        let files = project.changed
        let fileSystem = FailingFileSystem()
        let first = try #require(fileSystem.resolve(files[0]))
        let second = try #require(fileSystem.resolve(files[1]))
        // The first is written once and then cannot be restored; the second fails.
        fileSystem.failing = [first: 1, second: 0]
        let error = try #require(throws: MigrationWriteError.self) {
            try MigrationWriter(fileSystem: fileSystem).write(project.plan)
        }
        #expect(error.path == files[1])
        #expect(error.restored.isEmpty)
        #expect(error.notRestored == [files[0]])
        #expect(error.description.contains("could not be restored, so they stay migrated: \(files[0])"))
        #expect(try String(contentsOfFile: files[0], encoding: .utf8) == project.plan.changedFiles()[files[0]])
    }

    @Test("A file with another hard link is refused: a replacement would leave the other name unmigrated")
    func hardLink() throws {
        let project = try Project()
        defer { project.remove() }
        let file = try #require(project.changed.first)
        try FileManager.default.linkItem(
            atPath: file, toPath: project.folder.deletingLastPathComponent().appendingPathComponent("Other.swift").path)
        let error = try #require(throws: MigrationWriteError.self) { try project.plan.write() }
        #expect(error.reason == .hardLinked(2))
        #expect(try project.unchanged())
    }

    @Test("A symbolic link that leads nowhere is refused before anything is written")
    func danglingLink() throws {
        let project = try Project(linking: ["Settings.swift"])
        defer { project.remove() }
        let target = project.folder.deletingLastPathComponent().appendingPathComponent("Real/Settings.swift")
        try FileManager.default.removeItem(at: target)
        let error = try #require(throws: MigrationWriteError.self) { try project.plan.write() }
        #expect(error.reason == .unresolvable)
        #expect(
            try project.originals.filter { $0.key != project.folder.appendingPathComponent("Settings.swift").path }
                .allSatisfy { path, text in try String(contentsOfFile: path, encoding: .utf8) == text })
    }
}
