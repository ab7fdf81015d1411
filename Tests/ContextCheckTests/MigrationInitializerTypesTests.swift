import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc` processes, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// Destination properties typed only by their initial value: a slot where the value proves
    /// exactly the type the compiler infers, a refusal with the reason otherwise
    /// (InitializerTypes.swift).
    @Suite("Migration: types given by an initializer")
    struct MigrationInitializerTypesTests {
        static let fixture = MigrationTests.migrate.appendingPathComponent("InitializerTypes")

        /// The fixture's plan, with files replaced or added (by name).
        static func plan(replacing extra: [String: String] = [:]) throws -> MigrationPlan {
            var sources: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) where name.hasSuffix(".swift")
            {
                sources["/app/" + name] = try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8)
            }
            for (name, text) in extra { sources["/app/" + name] = text }
            let storyboard = try StoryboardReader.read(path: fixture.appendingPathComponent("Main.storyboard").path)
            // Every conversion kept, however long its hook: the length has its own rule and tests (NeverLonger).
            return MigrationPlanner(partialBranches: .always).plan(sources: sources, storyboards: [storyboard])
        }

        /// The fixture's file, with `old` replaced by `new` (which must occur).
        static func edited(_ file: String, _ old: String, _ new: String) throws -> [String: String] {
            let text = try String(contentsOf: fixture.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains(old), "the fixture has no '\(old)'")
            return [file: text.replacingOccurrences(of: old, with: new)]
        }

        /// The note on the statement that assigns `property` in Tickets.swift or Trips.swift.
        static func note(_ plan: MigrationPlan, _ property: String) -> MigrationNote? {
            plan.notes.first { $0.message.contains("Controller.\(property)' has no written type") }
        }

        @Test(
            "Properties typed by an SDK initializer the table knows, an app type's or an empty collection's become slots"
        )
        func converts() throws {
            let plan = try Self.plan()
            let trips = try #require(plan.changedFiles()["/app/Trips.swift"])
            for declaration in [
                "@Prepared var coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)",
                "@Prepared var arrival = Date()", "@Prepared var tags = [String]()", "@Prepared var stops = [Stop]()",
                "@Prepared var visits = [String: Int]()", "@Prepared var seen = Set<String>()",
                "@Prepared var fare = Fare(cents: 0)", "@Prepared var route = Route.init()",
                "@Prepared var origin = CGPoint(x: 0, y: 0)", "@Prepared var position = IndexPath(row: 0, section: 0)",
                "@Prepared var query = URLComponents()",
            ] {
                #expect(trips.contains(declaration), "\(declaration)")
            }
            // The presenter's own property typed by the same initializer needs no coercion.
            #expect(trips.contains("values.add(here, forKey: \"coordinate\")"))
            #expect(trips.contains("values.add([\"Louvre\": 2] as [String: Int], forKey: \"visits\")"))
            #expect(plan.statementsConverted == 11, "\(plan.notes)")
        }

        @Test(
            "An initial value whose type is not certain keeps the property, and the note says why",
            arguments: [
                ("link", "'URL' is declared in no Swift file of the app"),
                ("badge", "'Badge' has a failable 'init?(code:) at Tickets.swift:7' that 'Badge(code:)' may reach"),
                ("seat", "'Seat' has a failable 'init!(row:strict:) at Tickets.swift:20' that 'Seat(row:)' may reach"),
                ("voucher", "'Voucher' has a failable 'init?(number:) at Tickets.swift:32'"),
                ("counter", "'Counter' has a failable 'init?(start:) at Tickets.swift:44' that 'Counter()' may reach"),
                ("caption", "'NSLocalizedString' is declared in no Swift file of the app"),
                ("heading", "'Heading' names no type of the app (func at Tickets.swift:59)"),
                ("letters", "'Array(_:)' infers its generic parameters from the arguments"),
                (
                    "stamp",
                    "'Stamp' is declared more than once (struct at Tickets.swift:53, typealias at Tickets.swift:"
                ),
                ("coach", "'CoachViewController' inherits from 'UIViewController'"),
                ("board", "'Board' is a nested type"),
                ("box", "'Box' is generic with arguments the assistant does not read"),
                ("count", "'Int(_:)' is not one of the initializers of 'Int' the assistant knows never fail"),
                ("address", "'UIViewController' is declared in no Swift file of the app"),
            ])
        func refuses(property: String, reason: String) throws {
            let plan = try Self.plan()
            let note = try #require(Self.note(plan, property), "\(plan.notes.map(\.message))")
            #expect(note.kind == "unresolved-type")
            #expect(note.message.contains(reason), "\(note.message)")
            #expect(note.message.hasSuffix("write its type ('var \(property): Type = …') to convert it"))
            #expect(plan.changedFiles()["/app/Tickets.swift"] == nil)
        }

        @Test(
            "A table type stays when the app could change what its initializer returns or what its name means",
            arguments: [
                // A failable initializer with the same labels, added by an extension.
                (
                    "Extra.swift",
                    "import CoreGraphics\nextension CGPoint {\n    init?(x: Int, y: Int, strict: Bool = true) { return nil }\n}\n",
                    "origin", "an extension declares a failable 'init?(x:y:strict:) at Extra.swift:3'"
                ),
                // The app's own type of the SDK's name.
                (
                    "Extra.swift", "struct Date {\n    var day = 1\n}\n", "arrival",
                    "the app declares 'Date' (struct at Extra.swift:1), so it may not be the SDK's"
                ),
                // A nested typealias of the destination shadows the collection's name.
                (
                    "Extra.swift", "extension StopViewController {\n    typealias Set = Array\n}\n", "seen",
                    "the app declares 'Set' (typealias at Extra.swift:2)"
                ),
                // A literal's default type changed for the whole module.
                (
                    "Extra.swift", "typealias IntegerLiteralType = Int32\n", "minutes",
                    "the app declares 'IntegerLiteralType'"
                ),
                // A type of the literal type's name: the hook's `as Int` would name it.
                (
                    "Extra.swift", "enum Int {}\n", "minutes",
                    "the app declares 'Int' (enum at Extra.swift:1), so the name is not the standard library's"
                ),
            ])
        func tableRefusals(file: String, source: String, property: String, reason: String) throws {
            var extra = [file: source]
            if property == "minutes" {
                // A literal-typed property of the destination, assigned by the presenter.
                extra.merge(
                    try Self.edited(
                        "Trips.swift", "var position = IndexPath(row: 0, section: 0)\n",
                        "var position = IndexPath(row: 0, section: 0)\n    var minutes = 0\n")
                ) { $1 }
                extra["Trips.swift"] = extra["Trips.swift"]?.replacingOccurrences(
                    of: "stop.position = IndexPath(row: 1, section: 0)\n",
                    with: "stop.position = IndexPath(row: 1, section: 0)\n            stop.minutes = 5\n")
            }
            let plan = try Self.plan(replacing: extra)
            let note = try #require(Self.note(plan, property), "\(plan.notes.map(\.message))")
            #expect(note.message.contains(reason), "\(note.message)")
        }

        @Test(
            "An app type a macro expands stays: the macro may add initializers the sources do not show",
            arguments: [
                (
                    "struct Fare: Equatable {", "@Priced\nstruct Fare: Equatable {", "fare",
                    "'Fare' is expanded by '@Priced'"
                ),
                (
                    "final class Route {\n", "final class Route {\n    #Legs(\"home\")\n", "route",
                    "'Route' is expanded by '#Legs'"
                ),
            ])
        func macros(old: String, new: String, property: String, reason: String) throws {
            let plan = try Self.plan(replacing: try Self.edited("Trips.swift", old, new))
            let note = try #require(Self.note(plan, property), "\(plan.notes.map(\.message))")
            #expect(note.message.contains(reason), "\(note.message)")
        }

        @Test("A CoreLocation type is written only into a presenter file that imports CoreLocation or MapKit")
        func visibility() throws {
            let plan = try Self.plan(replacing: try Self.edited("Trips.swift", "import CoreLocation\n", ""))
            let note = try #require(
                plan.notes.first { $0.message.contains("'CLLocationCoordinate2D' would be written") })
            #expect(note.kind == "unresolved-type")
            #expect(
                note.message.contains("in Trips.swift, which imports none of CoreLocation, MapKit: add the import"),
                "\(note.message)")
        }

        @Test("A call may reach an initializer when each parameter takes its label or has a default")
        func labels() {
            func parameters(_ list: [(String, Bool, Bool)]) -> [InitializerParameter] {
                list.map { InitializerParameter(label: $0.0, hasDefault: $0.1, isVariadic: $0.2) }
            }
            let defaulted = parameters([("row", false, false), ("strict", true, false)])
            #expect(MigrationRun.mayAccept(defaulted, ["row"]))
            #expect(MigrationRun.mayAccept(defaulted, ["row", "strict"]))
            #expect(!MigrationRun.mayAccept(defaulted, ["row", "letter"]))
            #expect(!MigrationRun.mayAccept(defaulted, []))
            let variadic = parameters([("_", false, true), ("tail", true, false)])
            #expect(MigrationRun.mayAccept(variadic, ["_", "_", "_"]))
            #expect(MigrationRun.mayAccept(variadic, ["_", "tail"]))
            #expect(MigrationRun.mayAccept(variadic, []))
            #expect(!MigrationRun.mayAccept(variadic, ["head"]))
            #expect(MigrationRun.mayAccept(parameters([("start", true, false)]), []))
        }

        @Test(
            "The migrated fixture type-checks against the stubs, the check finds nothing, and a second run proposes nothing"
        )
        func compiles() throws {
            try MigrationTests.expectCompilesAndChecks(Self.fixture, statementsConverted: 11)
        }
    }

#endif
