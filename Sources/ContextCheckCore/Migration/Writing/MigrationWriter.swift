import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file `context-check migrate --write` wrote.
public struct MigrationWrittenFile: Sendable, Hashable {
    /// The path as the plan names it.
    public var path: String
    /// Where the path's symbolic links lead, the file written; `nil` when no link is on the way.
    public var target: String?
}

/// Why `context-check migrate --write` wrote nothing, and what it restored.
///
/// Every file is checked before the first one is written; a write that fails later restores
/// the files written before it, so the app is never left half-migrated. ``restored`` lists
/// those, ``notRestored`` any that could not be put back (the message names them).
public struct MigrationWriteError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong with the file.
    public enum Reason: Error, Sendable, Equatable {
        /// The path, or a symbolic link on it, leads nowhere.
        case unresolvable
        /// The path leads to something other than a regular file.
        case notRegularFile
        /// The file cannot be read.
        case unreadable
        /// The file differs from the text the plan was made from.
        case changedSinceRead
        /// The file has no write permission for the user, or none for anyone.
        case notWritable
        /// The folder holding the file does not let a file be created in it.
        case folderNotWritable
        /// The file has other hard links, which a replacement would leave unmigrated.
        case hardLinked(Int)
        /// The system refused a write (its message).
        case writeFailed(String)
    }

    /// The path as the plan names it.
    public var path: String
    /// The file the path leads to, when a symbolic link is on the way.
    public var target: String?
    /// What went wrong.
    public var reason: Reason
    /// Files written before the failure and restored to what they were.
    public var restored: [String] = []
    /// Files written before the failure that could not be restored: they stay migrated.
    public var notRestored: [String] = []

    /// What happened, and how to fix it.
    public var description: String {
        let file = target.map { "'\(path)' (a link to '\($0)')" } ?? "'\(path)'"
        let what: String
        let fix: String
        switch reason {
        case .unresolvable:
            what = "\(file) cannot be followed: a symbolic link on the way leads nowhere"
            fix = "repair or remove the link"
        case .notRegularFile:
            what = "\(file) is not a regular file"
            fix = "give the folder or file the project builds"
        case .unreadable:
            what = "\(file) cannot be read"
            fix = "check its permissions"
        case .changedSinceRead:
            what = "\(file) changed after it was read"
            fix = "run context-check migrate again on the files as they are now"
        case .notWritable:
            what = "\(file) is not writable"
            fix = "make it writable (chmod u+w) or check it out for editing, then run again"
        case .folderNotWritable:
            what = "the folder of \(file) does not let a new file be made in it, which writing atomically needs"
            fix = "make the folder writable (chmod u+w), then run again"
        case .hardLinked(let count):
            what = "\(file) has \(count) hard links, and a replacement would leave the others unmigrated"
            fix = "apply the diff instead (context-check migrate … | git apply)"
        case .writeFailed(let message):
            what = "\(file) could not be written (\(message))"
            fix = "free space or fix the permission the system names, then run again"
        }
        var result = "cannot write the migration: \(what). "
        if notRestored.isEmpty {
            result +=
                restored.isEmpty
                ? "No file was changed. "
                : "The \(restored.count) file\(restored.count == 1 ? "" : "s") written before it "
                    + "(\(restored.joined(separator: ", "))) \(restored.count == 1 ? "was" : "were") restored: "
                    + "no file was changed. "
        } else {
            result +=
                "These files were written and could not be restored, so they stay migrated: "
                + notRestored.joined(separator: ", ") + " (restore them with git checkout, or migrate the rest). "
        }
        return result + "To fix, \(fix)."
    }
}

/// What the writer needs of a file system: a seam, so that tests can make a write fail.
protocol MigrationFileSystem {
    /// The path with every symbolic link followed, `nil` when one leads nowhere.
    func resolve(_ path: String) -> String?
    /// The file's status, `nil` when there is nothing there.
    func status(_ path: String) -> MigrationFileStatus?
    /// The file's bytes.
    func contents(_ path: String) -> Data?
    /// Whether the user may write the file or folder.
    func isWritable(_ path: String) -> Bool
    /// Replaces the file at once: a temporary file in the same folder, given `mode`, renamed
    /// over it.
    func replace(_ path: String, with data: Data, mode: Int) throws(MigrationWriteError.Reason)
}

/// What identifies a file's version, and what a replacement keeps.
struct MigrationFileStatus: Equatable {
    var isRegular: Bool
    /// The permission bits.
    var mode: Int
    var size: Int
    var modified: Date?
    var fileNumber: Int
    var links: Int
}

/// The file system as the system gives it.
struct SystemFileSystem: MigrationFileSystem {
    func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    func status(_ path: String) -> MigrationFileStatus? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return MigrationFileStatus(
            isRegular: (attributes[.type] as? FileAttributeType) == .typeRegular,
            mode: (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o644,
            size: (attributes[.size] as? NSNumber)?.intValue ?? -1,
            modified: attributes[.modificationDate] as? Date,
            fileNumber: (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1,
            links: (attributes[.referenceCount] as? NSNumber)?.intValue ?? 1)
    }

    func contents(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    func replace(_ path: String, with data: Data, mode: Int) throws(MigrationWriteError.Reason) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var template = Array((folder + "/." + url.lastPathComponent + ".context-check-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .writeFailed(Self.error("cannot make a temporary file")) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = Self.error("write")
                    return
                }
                offset += count
            }
        }
        if failure == nil, fchmod(descriptor, mode_t(mode & 0o7777)) != 0 { failure = Self.error("chmod") }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.error("fsync") }
        if close(descriptor) != 0, failure == nil { failure = Self.error("close") }
        if failure == nil, rename(temporary, path) != 0 { failure = Self.error("rename") }
        if let failure {
            unlink(temporary)
            throw .writeFailed(failure)
        }
    }

    static func error(_ operation: String) -> String {
        "\(operation): \(String(cString: strerror(errno)))"
    }
}

/// Writes a plan's changed files all or nothing (`context-check migrate --write`).
///
/// First every file is checked: its path followed through symbolic links to the file the
/// project builds, that file regular, unchanged since the plan read it, writable, and its
/// folder writable. Then each is replaced atomically (a temporary file in its folder, with the
/// file's permission bits, renamed over it), after checking once more that it did not change.
/// When one replacement fails, the files replaced before it are restored.
struct MigrationWriter {
    var fileSystem: any MigrationFileSystem = SystemFileSystem()

    struct Entry {
        var path: String
        var target: String
        /// The target when a symbolic link is on the way.
        var linked: String?
        var original: Data
        var new: Data
        var status: MigrationFileStatus
    }

    func write(_ plan: MigrationPlan) throws(MigrationWriteError) -> [MigrationWrittenFile] {
        var entries: [Entry] = []
        for (path, text) in plan.changedFiles().sorted(by: { $0.key < $1.key }) {
            guard let source = plan.sources[path], source != text else { continue }
            entries.append(try check(path, expected: Data(source.utf8), new: Data(text.utf8)))
        }
        var written: [Entry] = []
        for entry in entries {
            do throws(MigrationWriteError.Reason) {
                guard fileSystem.status(entry.target) == entry.status,
                    fileSystem.contents(entry.target) == entry.original
                else { throw .changedSinceRead }
                try fileSystem.replace(entry.target, with: entry.new, mode: entry.status.mode)
                written.append(entry)
            } catch {
                var failure = MigrationWriteError(path: entry.path, target: entry.linked, reason: error)
                for done in written.reversed() {
                    do throws(MigrationWriteError.Reason) {
                        try fileSystem.replace(done.target, with: done.original, mode: done.status.mode)
                        failure.restored.insert(done.path, at: 0)
                    } catch {
                        failure.notRestored.insert(done.path, at: 0)
                    }
                }
                throw failure
            }
        }
        return entries.map { MigrationWrittenFile(path: $0.path, target: $0.linked) }
    }

    /// Checks that a file can be replaced, before any is.
    func check(_ path: String, expected: Data, new: Data) throws(MigrationWriteError) -> Entry {
        guard let target = fileSystem.resolve(path) else {
            throw MigrationWriteError(path: path, reason: .unresolvable)
        }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let reported = target == (absolute as NSString).standardizingPath ? nil : target
        func failure(_ reason: MigrationWriteError.Reason) -> MigrationWriteError {
            MigrationWriteError(path: path, target: reported, reason: reason)
        }
        guard let status = fileSystem.status(target) else { throw failure(.unresolvable) }
        guard status.isRegular else { throw failure(.notRegularFile) }
        guard let contents = fileSystem.contents(target) else { throw failure(.unreadable) }
        guard contents == expected else { throw failure(.changedSinceRead) }
        // Read-only for everyone is a choice (a lock, a checkout for reading) even where the user, root, may write.
        guard fileSystem.isWritable(target), status.mode & 0o222 != 0 else { throw failure(.notWritable) }
        guard fileSystem.isWritable(URL(fileURLWithPath: target).deletingLastPathComponent().path) else {
            throw failure(.folderNotWritable)
        }
        guard status.links <= 1 else { throw failure(.hardLinked(status.links)) }
        return Entry(path: path, target: target, linked: reported, original: contents, new: new, status: status)
    }
}

extension MigrationPlan {
    /// Writes the changed files, all or nothing: each through its symbolic links, atomically,
    /// keeping its permission bits.
    ///
    /// Every file is checked first (it leads to a regular file, is unchanged since the plan
    /// read it, and it and its folder are writable); a replacement that fails restores the
    /// files written before it.
    ///
    /// ```swift
    /// let written = try MigrationPlanner().plan(inputs).write()
    /// ```
    ///
    /// - Returns: The files written, in path order.
    /// - Throws: ``MigrationWriteError`` naming the file, why, and what was restored.
    @discardableResult
    public func write() throws(MigrationWriteError) -> [MigrationWrittenFile] {
        try MigrationWriter().write(self)
    }
}
