import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc` processes, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// The text `context-check migrate` writes for converted handoffs: a key on the slot where the
    /// presenter's own property feeds it, an unconditional entry, a lazy value for its segue named
    /// as the body named it, and no coercion where the types already agree.
    @Suite("Migration: handoff forms")
    struct MigrationFormsTests {
        static let forms = MigrationTests.migrate.appendingPathComponent("Forms")

        @Test("Converted handoffs take fewer lines than the originals")
        func shorter() {
            let plan = MigrationTests.plan(Self.forms)
            #expect(plan.branchesConverted == plan.branchesFound)
            #expect(plan.handoffLinesAfter < plan.handoffLinesBefore, "\(plan.summary)")
        }

        @Test("A presenter's own property becomes a key on the slot, with no code per segue")
        func declaredKeys() throws {
            let plan = MigrationTests.plan(Self.forms)
            let album = try #require(plan.changedFiles()[Self.forms.appendingPathComponent("Album.swift").path])
            // The key is written although it is the property's own name: it is what lets the
            // presenter's plain `albumName` feed the slot.
            #expect(album.contains("@Prepared(key: \"albumName\") var albumName = \"\""))
            #expect(album.contains("@Prepared(key: \"pageSize\") var perPage: Int = 10"))
            #expect(!album.contains("forKey: \"albumName\""))
            #expect(
                album.contains("var values: SegueValues = [\"delegate\": self, \"attachment\": sender as? Attachment]"))
            #expect(album.contains("onSegue: AlbumSegue.showPhoto) { sender as! Photo }"))
            #expect(!album.contains("(("))
        }

        @Test(
            "The migrated fixture type-checks against the UIKit stubs, the check finds nothing in it, a second run nothing"
        )
        func compilesAndChecks() throws {
            try MigrationTests.expectCompilesAndChecks(Self.forms)
        }
    }

#endif
