import Foundation
import Testing

@testable import ContextCheckCore

@Suite("InputFiles")
struct InputFilesTests {
    @Test("A symbolic link to a folder is reported, not silently skipped; a folder named *.storyboard is searched")
    func linksAndFolders() throws {
        let folder = try Paths.temporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(
            at: folder.appendingPathComponent("Odd.storyboard"), withIntermediateDirectories: true)
        try Data("class Odd {}".utf8).write(to: folder.appendingPathComponent("Odd.storyboard/Odd.swift"))
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("Linked").path, withDestinationPath: Paths.app.path)
        let inputs = InputFiles.collect([folder.path])
        #expect(inputs.storyboards.isEmpty)
        #expect(inputs.swiftFiles.map { ($0 as NSString).lastPathComponent } == ["Odd.swift"])
        let link = try #require(inputs.diagnostics.first { $0.position.path.hasSuffix("Linked") })
        #expect(link.severity == .warning)
        #expect(link.message.contains("symbolic link to a folder"))
        #expect(link.message.contains("To fix"))
    }

    @Test(
        "An unreadable folder is reported",
        .enabled(if: getuid() != 0, "root reads every folder"))
    func unreadable() throws {
        let folder = try Paths.temporaryFolder()
        let locked = folder.appendingPathComponent("Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let inputs = InputFiles.collect([folder.path])
        #expect(inputs.diagnostics.contains { $0.position.path == locked.path && $0.message.contains("cannot read") })
    }

    @Test("An unreadable Swift file is not counted as read, and JSON keeps slashes as they are")
    func countsAndJSON() throws {
        let folder = try Paths.temporaryFolder()
        try Data([0xFF, 0xFE]).write(to: folder.appendingPathComponent("Binary.swift"))
        try Data("class Fine {}".utf8).write(to: folder.appendingPathComponent("Fine.swift"))
        let result = ContractChecker().check(InputFiles.collect([folder.path]))
        #expect(result.swiftFileCount == 1)
        #expect(result.summary.contains("1 Swift file,"))
        #expect(result.json().contains(folder.path + "/Binary.swift"))
        #expect(!result.json().contains("\\/"))
    }
}
