import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc` processes, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// A `prepare(for:sender:)` written in an extension: its `offeredValues` override goes into
    /// the class body of the same file, and is refused where it would not mean the same there.
    @Suite("Migration: prepare(for:sender:) in an extension")
    struct MigrationExtensionTests {
        static let folder = MigrationTests.migrate.appendingPathComponent("Extensions")

        @Test("The override goes into the class body, and an extension left empty goes")
        func classBody() throws {
            let changed = MigrationTests.plan(Self.folder).changedFiles()
            let library = try #require(changed[Self.folder.appendingPathComponent("Library.swift").path])
            let body = try #require(library.range(of: "class LibraryViewController"))
            let end = try #require(library.range(of: "\n}\n", range: body.upperBound..<library.endIndex))
            #expect(library[body.upperBound..<end.lowerBound].contains("override func offeredValues"))
            #expect(!library.contains("extension LibraryViewController {"))
            #expect(!library.contains("func prepare("))
            // The extension that adds a conformance stays, with the body's log line and the super call.
            let list = try #require(changed[Self.folder.appendingPathComponent("ReadingList.swift").path])
            #expect(list.contains("extension ReadingListViewController: UITableViewDelegate {"))
            #expect(list.contains("super.prepare(for: segue, sender: sender)\n        print(\"prepare\", #function)"))
            let listBody = try #require(list.range(of: "class ReadingListViewController"))
            let listEnd = try #require(list.range(of: "\n}\n", range: listBody.upperBound..<list.endIndex))
            #expect(list[listBody.upperBound..<listEnd.lowerBound].contains("override func offeredValues"))
        }

        @Test(
            "An extension in another file, with an attribute or under #if is refused with the reason",
            arguments: [
                ("JournalViewController", "in another file than the class body"),
                ("ArchiveViewController", "that carries an attribute"),
                ("StoreViewController", "inside an '#if' block"),
            ])
        func refused(className: String, reason: String) {
            let plan = MigrationTests.plan(Self.folder)
            let notes = plan.notes.filter { $0.message.contains("extension of '\(className)'") }
            #expect(notes.count == 1)
            #expect(notes.allSatisfy { $0.message.contains(reason) && $0.kind == "source-class" })
            #expect(notes.allSatisfy { $0.message.hasSuffix("move prepare(for:sender:) into the class body first") })
        }

        /// The stubs cannot model Objective-C's dynamic dispatch, so `prepare(for:sender:)` is not
        /// `@objc` here and an extension cannot override it: no file that does type-checks on Linux.
        /// Library.swift has none left once migrated, and must type-check with its override in
        /// the class body, its private members and nested type read from there.
        @Test("The migrated Library.swift type-checks against the UIKit stubs, and a second run proposes nothing")
        func compiles() throws {
            let modules = try #require(
                MigrationTests.stubModules, "build the package first: the UIKit stub's module is missing")
            let folder = try MigrationTests.copy(Self.folder)
            defer { try? FileManager.default.removeItem(at: folder) }
            try MigrationTests.plan(folder).write()
            for name in ["ReadingList.swift", "Refused.swift", "Journal+Navigation.swift"] {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            #expect(try MigrationTests.typeCheck(folder, modules: modules) == "")
            #expect(MigrationTests.plan(folder).isEmpty, "a second run proposes nothing")
        }
    }

#endif
