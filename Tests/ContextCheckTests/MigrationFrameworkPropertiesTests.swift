import Foundation
import Testing

@testable import ContextCheckCore

// These tests start `swiftc` processes, which iOS, tvOS and visionOS have no `Process` for.
#if os(macOS) || os(Linux)

    /// Writes to properties UIKit owns on the destination (`vc.title = …`): a slot from the
    /// library's table, offered by the hook, assigned in `contextDidArrive(_:)` when delivered.
    @Suite("Migration: framework-owned properties")
    struct MigrationFrameworkPropertiesTests {
        static let fixture = MigrationTests.migrate.appendingPathComponent("FrameworkProperties")

        @Test("A title becomes the table's slot, offered by the hook and assigned on arrival when delivered")
        func movesTitle() throws {
            let plan = MigrationTests.plan(Self.fixture)
            let settings = try #require(
                plan.changedFiles()[Self.fixture.appendingPathComponent("Settings.swift").path])
            #expect(
                settings.contains(
                    "final class NetworkViewController: PreparedViewController {\n"
                        + "    @Prepared var screenTitle: String?\n"))
            #expect(settings.contains("if $screenTitle.wasDelivered(in: report) { title = screenTitle }"))
            #expect(settings.contains("forKey: \"screenTitle\""))
            #expect(!settings.contains("vc?.title = Titles.network"))
            // Already prepared: an override, and the flag's slot with the table's initial value.
            #expect(settings.contains("    @Prepared var hidesTabBar = false\n"))
            #expect(
                settings.contains("if $hidesTabBar.wasDelivered(in: report) { hidesBottomBarWhenPushed = hidesTabBar }")
            )
            #expect(settings.contains("@Prepared var presentationStyle = UIModalPresentationStyle.automatic"))
            #expect(settings.contains(".formSheet as UIModalPresentationStyle"))
        }

        @Test("With an observed slot, one contextDidArrive(_:) assigns the title first, then runs the observer")
        func mergesWithObserver() throws {
            let plan = MigrationTests.plan(Self.fixture)
            let settings = try #require(
                plan.changedFiles()[Self.fixture.appendingPathComponent("Settings.swift").path])
            #expect(
                settings.contains(
                    "        if $screenTitle.wasDelivered(in: report) { title = screenTitle }\n"
                        + "        if $bookName.wasDelivered(in: report) { bookNameDidChange() }\n"))
            let hooks = settings.components(separatedBy: "func contextDidArrive(").count - 1
            // Network, Account, Photo, Sheet, Book, and About's own.
            #expect(hooks == 6)
        }

        @Test("A title stays where a log line runs on either side, the setter is overridden, the name is taken")
        func refusals() {
            let notes = MigrationTests.plan(Self.fixture).notes.map(\.message)
            #expect(notes.contains { $0.contains("'HelpViewController.title' is 'override'") })
            #expect(notes.contains { $0.contains("'AboutViewController' implements contextDidArrive(_:) already") })
            #expect(notes.contains { $0.contains("'NotesViewController' mentions 'screenTitle'") })
            #expect(
                !MigrationTests.plan(Self.fixture).changedFiles().values.contains {
                    $0.contains("LogViewController: Prepared")
                })
        }

        /// Plans one Swift file against a storyboard whose `Source` scene has a `show` segue to
        /// each destination scene, named by its identifier.
        static func plan(_ swift: String, segues: [(identifier: String, className: String)]) throws -> MigrationPlan {
            let board = try MigrationIdiomsTests.storyboard(
                scenes: [("source", "viewController", "Source")]
                    + segues.enumerated().map { ("d\($0.offset)", "viewController", $0.element.className) },
                segues: segues.enumerated().map { ("source", $0.element.identifier, "d\($0.offset)", "show") })
            return MigrationPlanner().plan(sources: ["/app/Source.swift": swift], storyboards: [board])
        }

        static let presenter = """
            import UIKit
            final class Source: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "show", let d = segue.destination as? Detail {
                        d.title = "x"
                    }
                }
            }

            """

        @Test("The title of a plain destination converts, as the other tests' baseline")
        func baseline() throws {
            let plan = try Self.plan(
                Self.presenter + "final class Detail: UIViewController {\n    var item = 0\n}\n",
                segues: [("show", "Detail")])
            #expect(plan.statementsConverted == 1, "\(plan.notes)")
        }

        @Test("A property whose setter does more, or a destination that is not a UIKit controller, stays")
        func staysWhereNotProved() throws {
            let tools = try Self.plan(
                Self.presenter.replacingOccurrences(of: "d.title = \"x\"", with: "d.toolbarItems = []")
                    + "final class Detail: UIViewController {}\n",
                segues: [("show", "Detail")])
            #expect(
                tools.notes.contains { $0.message.contains("'toolbarItems' is a property UIKit owns whose setter") })
            #expect(tools.statementsConverted == 0)
            let other = try Self.plan(
                Self.presenter + "class Base {}\nfinal class Detail: Base {}\n", segues: [("show", "Detail")])
            #expect(other.notes.contains { $0.message.contains("'Detail' is not built on a UIKit view controller") })
            #expect(other.statementsConverted == 0)
        }

        @Test("A title observed by key path anywhere in the app stays")
        func keyPathObserved() throws {
            for observer in [
                "let observation = Detail().observe(\\.title) { _, _ in }",
                "let path = \\Detail.title",
                "let name = #keyPath(UIViewController.title)",
            ] {
                let plan = try Self.plan(
                    Self.presenter
                        + "final class Detail: UIViewController {}\n@MainActor func watch() { \(observer) }\n",
                    segues: [("show", "Detail")])
                #expect(plan.notes.contains { $0.message.contains("is observed by key path") }, "\(observer)")
                #expect(plan.statementsConverted == 0)
            }
        }

        @Test("A superclass's extension, a protocol or a subclass that uses the slot's name keeps the title")
        func slotNameTaken() throws {
            for declared in [
                "extension UIViewController {\n    var screenTitle: String { \"\" }\n}\n",
                "protocol Titled {\n    var screenTitle: String? { get }\n}\n",
                "final class Child: Detail {\n    func show() { print(screenTitle) }\n}\nlet screenTitle = \"\"\n",
            ] {
                let plan = try Self.plan(
                    Self.presenter + "class Detail: UIViewController {}\n" + declared, segues: [("show", "Detail")])
                #expect(plan.statementsConverted == 0, "\(declared)")
                #expect(plan.notes.contains { $0.message.contains("screenTitle") }, "\(declared)")
            }
        }

        @Test("A navigation controller of the app's that runs code on arrival keeps its root's title")
        func navigationArrival() throws {
            let swift = """
                import PreparedContext
                import UIKit
                final class Source: PreparedViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        super.prepare(for: segue, sender: sender)
                        if let d = (segue.destination as? UINavigationController)?.topViewController as? Detail {
                            d.title = "x"
                        }
                    }
                }
                final class Detail: UIViewController {}
                final class Navigation: PreparedNavigationController {
                    override func contextDidArrive(_ report: PreparationReport) { print(topViewController?.title ?? "") }
                }

                """
            let board = try MigrationIdiomsTests.storyboard(
                scenes: [
                    ("source", "viewController", "Source"), ("nav", "navigationController", "Navigation"),
                    ("detail", "viewController", "Detail"),
                ],
                segues: [("source", "show", "nav", "show"), ("nav", nil, "detail", "relationship")])
            let plan = MigrationPlanner().plan(sources: ["/app/Source.swift": swift], storyboards: [board])
            #expect(
                plan.notes.contains { $0.message.contains("the navigation controller 'Navigation'") }, "\(plan.notes)")
            #expect(plan.statementsConverted == 0)
        }

        @Test("Two destinations that gain the same slot, one presenting the other, keep their titles")
        func slotsOfTwoDestinations() throws {
            let swift = """
                import UIKit
                final class Source: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "show", let d = segue.destination as? Detail {
                            d.title = "x"
                        }
                    }
                }
                final class Other: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "more", let m = segue.destination as? More {
                            m.title = "y"
                        }
                    }
                }
                final class Detail: UIViewController {}
                final class More: UIViewController {}

                """
            let board = try MigrationIdiomsTests.storyboard(
                scenes: [
                    ("source", "viewController", "Source"), ("other", "viewController", "Other"),
                    ("detail", "viewController", "Detail"), ("more", "viewController", "More"),
                ],
                segues: [
                    ("source", "show", "detail", "show"), ("other", "more", "more", "show"),
                    ("detail", "plain", "more", "show"),
                ])
            let plan = MigrationPlanner().plan(sources: ["/app/Source.swift": swift], storyboards: [board])
            // Detail, made to take part, would hand its new slot's key to More's on 'plain'.
            #expect(
                plan.notes.contains { $0.message.contains("'Detail' presents 'More', which declares 'screenTitle'") })
            #expect(plan.notes.contains { $0.message.contains("'Detail' also presents 'More'") })
            #expect(plan.statementsConverted == 0, "\(plan.notes)")
        }

        @Test(
            "The migrated fixture type-checks against the UIKit stubs, the check finds nothing in it, a second run nothing"
        )
        func compilesAndChecks() throws {
            try MigrationTests.expectCompilesAndChecks(Self.fixture)
        }
    }

#endif
