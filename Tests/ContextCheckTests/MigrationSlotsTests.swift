import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc`, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// `context-check migrate` on destination properties: the `Slots` fixture app, whose
    /// implicitly unwrapped properties become `@Prepared(required: …) var x: T! = nil`.
    @Suite("Migration: destination slots")
    struct MigrationSlotsTests {
        static let slots = MigrationTests.migrate.appendingPathComponent("Slots")

        @Test(
            "An implicitly unwrapped property becomes a slot that reads nil: required where every segue to it delivers it"
        )
        func implicitlyUnwrapped() throws {
            let plan = MigrationTests.plan(Self.slots)
            let trips = try #require(plan.changedFiles()[Self.slots.appendingPathComponent("Trips.swift").path])
            // `trip` is handed on both segues that reach the screen; `note` and `days` on one each.
            #expect(trips.contains("    @Prepared(required: true) var trip: Trip! = nil\n"))
            #expect(trips.contains("    @Prepared(required: false) var note: String! = nil\n"))
            #expect(trips.contains("    @Prepared(required: false) var days: [Int]! = nil\n"))
            // The presenter hands both on its only segue to the screen: one unconditional entry each.
            #expect(trips.contains("[\"trip\": selected, \"note\": draft]"))
            // A weak one becomes a weak slot that keeps its type; an `Any!` one stays, with its reason.
            #expect(trips.contains("    @WeakPrepared var planner: PlannerViewController!\n"))
            #expect(trips.contains("    var extra: Any!\n"))
            #expect(plan.notes.map(\.kind) == ["destination-property"])
            #expect(plan.notes.first?.message.contains("'TripViewController.extra' is 'Any?'") == true)
        }

        @Test("The migrated fixture type-checks against the stubs, and the check finds nothing in it")
        func compilesAndChecksClean() throws {
            try MigrationTests.expectCompilesAndChecks(Self.slots, statementsConverted: 5, allowingNotes: true)
        }
    }

#endif
