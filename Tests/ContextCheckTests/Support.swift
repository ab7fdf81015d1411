import Foundation

/// Paths of the test fixtures and of the shared real-world storyboards.
enum Paths {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = tests.appendingPathComponent("Fixtures")
    static let app = fixtures.appendingPathComponent("App")
    /// `../shared/storyboards` beside the repository, when present.
    static let sharedStoryboards = tests.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/storyboards")
    static var hasSharedStoryboards: Bool { FileManager.default.fileExists(atPath: sharedStoryboards.path) }

    /// The folder that holds this test process's temporary folders, removed when the process
    /// exits, so that a run leaves no `ContextCheck-*` folder behind.
    static let temporaryRoot: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ContextCheck-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: Paths.temporaryRoot) }
        return url
    }()

    /// A new temporary folder, inside ``temporaryRoot``.
    static func temporaryFolder() throws -> URL {
        let url = temporaryRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
