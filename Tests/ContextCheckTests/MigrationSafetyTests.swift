import Foundation
import Testing

@testable import ContextCheckCore

/// What `context-check migrate` must never do: change what a destination receives, or leave
/// the build broken. Each case converted, wrongly or into code that does not compile, before
/// the rule that refuses it.
@Suite("Migration safety")
struct MigrationSafetyTests {
    typealias Idioms = MigrationIdiomsTests

    /// The new text of the source file and the plan, for `body` in `ListViewController`.
    static func migrate(
        _ body: String, members: String = "", base: String = "UIViewController", more: [String: String] = [:],
        storyboard: Storyboard? = nil
    ) throws -> (text: String?, plan: MigrationPlan) {
        Idioms.migrate(
            Idioms.source(body, base: base, members: members), storyboard: try storyboard ?? Idioms.direct(),
            more: more)
    }

    // MARK: Names resolved where the value runs

    @Test(
        "A name or a call inside a string interpolation is held to the rules of the value around it",
        arguments: [
            // The destination's own property, read before the assignment.
            "let d = segue.destination as! DetailViewController\nd.item = \"count \\(d.count)\"",
            // `identifier` would become the hook's parameter.
            "let d = segue.destination as! DetailViewController\nd.item = \"id \\(identifier)\"",
            // A call, beside a statement that stays: it would run at a different moment (a call
            // alone converts under the proof of CallValues.swift, MigrationCallsTests).
            "let d = segue.destination as! DetailViewController\nprint(\"open\")\nd.item = \"n \\(compute())\"",
            // Nested: the interpolation's own string interpolates the segue.
            "let d = segue.destination as! DetailViewController\nd.item = \"a \\(\"b \\(segue.identifier ?? \"\")\")\"",
        ])
    func interpolation(body: String) throws {
        let members = "    var identifier = \"own\"\n    func compute() -> Int { 1 }"
        let (text, plan) = try Self.migrate(body, members: members)
        #expect(plan.statementsConverted == 0, "\(text ?? "")")
        #expect(plan.notes.contains { $0.kind == "side-effect" || $0.message.contains("calls code") })
    }

    @Test("An interpolation of the presenter's own property converts, copied as written")
    func interpolationOfOwnProperty() throws {
        let body = "let d = segue.destination as! DetailViewController\nd.item = \"name \\(name) #\\(total + 1)\""
        let (text, plan) = try Self.migrate(body)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(text?.contains("\"name \\(name) #\\(total + 1)\"") == true)
    }

    @Test("A name before a ternary's ':' is a name, not an argument label")
    func ternaryIsNoLabel() throws {
        let body = "let d = segue.destination as! DetailViewController\nd.item = total > 1 ? identifier : name"
        let (_, plan) = try Self.migrate(body, members: "    var identifier = \"own\"")
        #expect(plan.statementsConverted == 0)
    }

    // MARK: Types resolved where the value runs

    @Test("A typealias of the presenter shadowing the slot's type refuses the slot")
    func typealiasShadow() throws {
        let more = [
            "/app/Tag.swift": """
            typealias Identifier = String
            final class TagViewController: UIViewController {
                var tag: Identifier?
            }
            """
        ]
        let board = try Idioms.storyboard(
            scenes: [("l", "viewController", "ListViewController"), ("t", "viewController", "TagViewController")],
            segues: [("l", "show", "t", "show")])
        let body = "(segue.destination as! TagViewController).tag = \"A-1\""
        let (text, plan) = try Self.migrate(
            body, members: "    typealias Identifier = Substring", more: more, storyboard: board)
        #expect(plan.statementsConverted == 0, "\(text ?? "")")
        #expect(plan.notes.map(\.kind) == ["unresolved-type"])
    }

    @Test("A nested type declared in the presenter's extension shadows the slot's type and refuses it")
    func extensionTypeShadow() throws {
        let more = [
            "/app/Tag.swift": """
            struct Label { var text = "" }
            final class TagViewController: UIViewController {
                var label: Label?
            }
            extension ListViewController {
                struct Label {}
            }
            """
        ]
        let board = try Idioms.storyboard(
            scenes: [("l", "viewController", "ListViewController"), ("t", "viewController", "TagViewController")],
            segues: [("l", "show", "t", "show")])
        let body = "(segue.destination as! TagViewController).label = nil"
        let (text, plan) = try Self.migrate(body, more: more, storyboard: board)
        #expect(plan.statementsConverted == 0, "\(text ?? "")")
        #expect(plan.notes.map(\.kind) == ["unresolved-type"])
    }

    @Test("A type the destination declares in an extension is qualified with the destination's name")
    func destinationExtensionType() throws {
        let more = [
            "/app/Tag.swift": """
            final class TagViewController: UIViewController {
                var style: Style?
            }
            extension TagViewController {
                enum Style { case plain }
            }
            """
        ]
        let board = try Idioms.storyboard(
            scenes: [("l", "viewController", "ListViewController"), ("t", "viewController", "TagViewController")],
            segues: [("l", "show", "t", "show")])
        let body = "(segue.destination as! TagViewController).style = .plain"
        let (text, plan) = try Self.migrate(body, more: more, storyboard: board)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        #expect(text?.contains("TagViewController.Style?") == true)
    }

    // MARK: Deliveries that differ from an assignment

    @Test(
        "A slot typed Any, AnyObject, a nested optional or an alias of one is refused: delivery flattens optionals",
        arguments: ["Any?", "Any", "AnyObject?", "Int??", "Optional<Int>?", "Payload?"])
    func flattened(type: String) throws {
        let initial = type.hasSuffix("?") ? "" : " = 0"
        let more = [
            "/app/Box.swift": """
            typealias Payload = Int?
            final class BoxViewController: UIViewController {
                var content: \(type)\(initial)
            }
            """
        ]
        let board = try Idioms.storyboard(
            scenes: [("l", "viewController", "ListViewController"), ("b", "viewController", "BoxViewController")],
            segues: [("l", "show", "b", "show")])
        let body = "(segue.destination as! BoxViewController).content = maybe"
        let (text, plan) = try Self.migrate(body, members: "    var maybe: Int? = nil", more: more, storyboard: board)
        #expect(plan.statementsConverted == 0, "\(type): \(text ?? "")")
    }

    // MARK: Every presenter that could fill the new slot

    @Test(
        "A delivery outside storyboard segues refuses new slots",
        arguments: [
            "ContextPropagation.propagate(from: self, to: controller)",
            "_ = try? storyboard.instantiate(DetailViewController.self, identifier: \"d\", from: self)",
            "_ = try? factory.make(DetailViewController.self, identifier: \"d\", context: [\"item\": \"x\"])",
            "var values = SegueValues()\nvalues.add(\"x\", forKey: \"item\")",
        ])
    func outsideSegues(call: String) throws {
        let more = [
            "/app/Coordinator.swift": """
            import PreparedContext

            final class Coordinator {
                func show(_ controller: UIViewController) {
                    \(call)
                }
            }
            """,
            // The key of its own the slot would take is spelled here, so only the name is tried
            // (MigrationKeysTests: with the key free, the added value no longer refuses the slot).
            "/app/Taken.swift": "// detailItem\n",
        ]
        let body = "(segue.destination as! DetailViewController).item = name"
        let (text, plan) = try Self.migrate(body, more: more)
        #expect(plan.statementsConverted == 0, "\(text ?? "")")
        #expect(plan.notes.map(\.kind) == ["conflict"])
    }

    static let unwinding = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
        <scene sceneID="s1"><objects><viewController id="l" customClass="ListViewController" sceneMemberID="viewController">
        <connections><segue destination="d" kind="show" identifier="show" id="g1"/></connections></viewController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="d" customClass="DetailViewController" sceneMemberID="viewController">
        </viewController></objects></scene>
        <scene sceneID="s3"><objects><viewController id="o" customClass="OtherViewController" sceneMemberID="viewController">
        <connections><segue destination="x" kind="unwind" identifier="back" unwindAction="ACTION" id="g3"/>
        <segue destination="z" kind="show" identifier="zoom" id="g4"/></connections>
        </viewController><exit id="x" userLabel="Exit" sceneMemberID="exit"/></objects></scene>
        <scene sceneID="s4"><objects><viewController id="z" customClass="ZoomViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes>
        </document>
        """

    @Test("An unwind from a controller that takes part refuses the slot when it may end there")
    func unwind() throws {
        let other = [
            "/app/Other.swift": """
            final class OtherViewController: PreparedViewController {
                @Prepared var item: String?
            }
            final class ZoomViewController: UIViewController {
                var scale = 1
            }
            """,
            "/app/Detail.swift": """
            final class DetailViewController: UIViewController {
                var item: String?
                @IBAction func unwindToDetail(_ segue: UIStoryboardSegue) {}
            }
            """,
            // The key of its own the slot would take is spelled here (MigrationKeysTests: free, it converts).
            "/app/Taken.swift": "// detailItem\n",
        ]
        let body = "(segue.destination as! DetailViewController).item = name"
        for (action, converts) in [("unwindToDetail:", false), ("unwindElsewhere:", true)] {
            let xml = Self.unwinding.replacingOccurrences(of: "ACTION", with: action)
            let board = try StoryboardReader.read(data: Data(xml.utf8), path: "/app/Main.storyboard")
            let (text, plan) = try Self.migrate(body, more: other, storyboard: board)
            #expect((plan.statementsConverted == 1) == converts, "\(action): \(text ?? "") \(plan.notes)")
            if !converts { #expect(plan.notes.map(\.kind) == ["conflict"]) }
        }
    }

    // MARK: Never a broken build

    @Test(
        "A prepare(for:sender:) in an extension gets its override in the class body; in another file's extension it stays"
    )
    func inExtension() throws {
        let declaration = """
            import UIKit

            final class ListViewController: UIViewController {
                var name = "a"
            }

            """
        let navigation = """
            extension ListViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as! DetailViewController).item = name + "!"
                }
            }
            """
        // The same file: the override cannot go in the extension, so it goes into the class body.
        let (text, plan) = Idioms.migrate(declaration + navigation, storyboard: try Idioms.direct())
        let migrated = try #require(text, "\(plan.notes)")
        let body = try #require(migrated.range(of: "final class ListViewController: PreparedViewController {"))
        let end = try #require(migrated.range(of: "\n}\n", range: body.upperBound..<migrated.endIndex))
        #expect(migrated[body.upperBound..<end.lowerBound].contains("override func offeredValues"))
        #expect(!migrated.contains("extension ListViewController"))
        // Another file: what the extension's file declares privately or imports could differ; it stays.
        let (other, otherPlan) = Idioms.migrate(
            declaration, storyboard: try Idioms.direct(),
            more: ["/app/List+Navigation.swift": "import UIKit\n\n" + navigation])
        #expect(other == nil)
        #expect(otherPlan.isEmpty)
        #expect(otherPlan.notes.map(\.kind) == ["source-class"])
        #expect(otherPlan.notes.allSatisfy { $0.message.contains("in another file than the class body") })
    }

    @Test("A guard's return deleted with its block would let a statement after the block run: it stays")
    func deletedGuardExit() throws {
        let source = """
            import UIKit

            final class ListViewController: UIViewController {
                var name = "a"
                var count = 0

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let d = segue.destination as? DetailViewController {
                        guard let n = sender as? String else { return }
                        d.item = n
                    }
                    count += 1
                }
            }
            """
        let (text, plan) = Idioms.migrate(source, storyboard: try Idioms.direct())
        #expect(text == nil, "the return no longer skips 'count += 1' when the sender is not a String")
        #expect(plan.notes.contains { $0.kind == "order" && $0.message.contains("would go with its block") })
        // With nothing after the block, the guard goes with it and the value converts.
        let (alone, _) = Idioms.migrate(
            source.replacingOccurrences(of: "        count += 1\n", with: ""), storyboard: try Idioms.direct())
        #expect(alone?.contains("values.add(n as String?, forKey: \"item\")") == true, "\(alone ?? "")")
    }

    @Test("A destination inside a navigation controller inside a tab bar is reached: a direct cast of any segue stays")
    func nestedContainers() throws {
        // The library walks containers to any depth: for the tab bar's segue it would deliver to the
        // Detail at the root of the tab's navigation controller, which the direct cast never reached.
        let storyboard = try Idioms.storyboard(
            scenes: [
                ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
                ("t", "tabBarController", nil), ("n", "navigationController", nil),
                ("e", "viewController", "DetailViewController"),
            ],
            segues: [
                ("l", "show", "d", "show"), ("l", "tabs", "t", "presentation"), ("t", nil, "n", "relationship"),
                ("n", nil, "e", "relationship"),
            ])
        let (text, plan) = try Self.migrate(
            "if let d = segue.destination as? DetailViewController { d.item = name + \"!\" }", storyboard: storyboard)
        #expect(text == nil)
        #expect(plan.notes.contains { $0.kind == "storyboard" && $0.message.contains("inside a container") })
    }

    @Test("A destination that adopts ContextContainer stays: the library would deliver to what it holds too")
    func appContainer() throws {
        let more = [
            "/app/Container.swift":
                "extension DetailViewController: ContextContainer {\n    var contextChildren: [AnyObject] { [] }\n}"
        ]
        let (text, plan) = try Self.migrate(
            "if let d = segue.destination as? DetailViewController { d.item = name + \"!\" }", more: more)
        #expect(text == nil)
        #expect(plan.notes.contains { $0.kind == "storyboard" && $0.message.contains("adopts 'ContextContainer'") })
    }

    @Test("An implicitly unwrapped property that a Swift protocol requires keeps its type, so it still conforms")
    func protocolRequirement() throws {
        let more = [
            "/app/Detail.swift": """
            protocol Titled: Named {}
            protocol Named: AnyObject {
                var heading: String! { get set }
            }
            final class DetailViewController: UIViewController {
                var heading: String!
            }
            extension DetailViewController: Titled {}
            """
        ]
        let body = "(segue.destination as! DetailViewController).heading = name"
        let (_, plan) = try Self.migrate(body, more: more)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        let detail = try #require(plan.changedFiles()["/app/Detail.swift"])
        #expect(detail.contains("    @Prepared(required: true) var heading: String! = nil\n"))
    }

    @Test("An implicitly unwrapped property that an @objc protocol requires stays")
    func objectiveCProtocolRequirement() throws {
        let more = [
            "/app/Detail.swift": """
            @objc protocol Named {
                var heading: String! { get }
            }
            final class DetailViewController: UIViewController, Named {
                var heading: String!
            }
            """
        ]
        let body = "(segue.destination as! DetailViewController).heading = name"
        let (text, plan) = try Self.migrate(body, more: more)
        #expect(plan.statementsConverted == 0, "\(text ?? "")")
        #expect(plan.notes.first?.message.contains("the @objc protocol 'Named' declares 'heading'") == true)
    }

    @Test("A public or open presenter's new members are public")
    func publicPresenter() throws {
        for modifier in ["public", "open", "@MainActor public final"] {
            // A value the hook carries (the presenter's own property would become a key on the slot).
            let source = Idioms.source("(segue.destination as! DetailViewController).item = sender as? String")
                .replacingOccurrences(
                    of: "final class ListViewController", with: "\(modifier) class ListViewController")
            let (text, plan) = Idioms.migrate(source, storyboard: try Idioms.direct())
            #expect(plan.statementsConverted == 1, "\(plan.notes)")
            #expect(text?.contains("    public override func offeredValues(forSegue") == true, "\(text ?? "")")
        }
    }

    @Test("Only the bindings the values read go into the hook; an unused condition is still tested")
    func unusedBindings() throws {
        let body = """
            let cell = sender as! UITableViewCell
            let row = tableView.indexPath(for: cell)!.row
            let unused = total
            if let d = segue.destination as? DetailViewController {
                if let first = names.first, let last = names.last {
                    d.item = names[row] + first
                }
            }
            """
        let (text, plan) = try Self.migrate(
            body, members: "    var names: [String] = []", base: "UITableViewController")
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        let migrated = try #require(text)
        #expect(!migrated.contains("let unused"))
        #expect(migrated.contains("let cell = sender as! UITableViewCell"))
        #expect(migrated.contains("if let first = names.first, names.last != nil {"))
    }
}

extension MigrationSafetyTests {
    @Test(
        "A segue to a storyboard reference reaches a navigation controller there, and its root, read in that storyboard"
    )
    func referenceToAContainer() throws {
        let main = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
            <scene sceneID="s1"><objects><viewController id="l" customClass="ListViewController" sceneMemberID="viewController">
            <connections><segue destination="r" kind="presentation" identifier="show" id="g1"/></connections></viewController>
            <viewControllerPlaceholder id="r" storyboardName="Detail" referencedIdentifier="nav" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """
        // The navigation controller's root has the id "n1" in the other storyboard; the presenting
        // storyboard has no controller of that id.
        let detail = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
            <scene sceneID="t1"><objects><navigationController id="n" storyboardIdentifier="nav" sceneMemberID="viewController">
            <connections><segue destination="n1" kind="relationship" relationship="rootViewController" id="h1"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="t2"><objects><viewController id="n1" customClass="DetailViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let boards = [
            try StoryboardReader.read(data: Data(main.utf8), path: "/app/Main.storyboard"),
            try StoryboardReader.read(data: Data(detail.utf8), path: "/app/Detail.storyboard"),
        ]
        let body = """
            if segue.identifier == "show",
                let detail = (segue.destination as? UINavigationController)?.topViewController as? DetailViewController
            {
                detail.item = name
            }
            """
        let sources = ["/app/Source.swift": Idioms.source(body), "/app/Detail.swift": Idioms.destinations]
        let plan = MigrationPlanner().plan(sources: sources, storyboards: boards)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
    }
}

extension MigrationSafetyTests {
    @Test("An implicitly unwrapped property is not required when another segue reaches its class without it")
    func requiredSlotMissingElsewhere() throws {
        let more = [
            "/app/Detail.swift": """
            final class DetailViewController: UIViewController {
                var item: String!
            }
            final class OtherViewController: PreparedViewController {}
            """
        ]
        let body = "(segue.destination as! DetailViewController).item = name"
        let scenes = [
            ("l", "viewController", "ListViewController"), ("d", "viewController", "DetailViewController"),
            ("o", "viewController", "OtherViewController"),
        ]
        // Another presenter reaches the class and delivers nothing: reading nil stays its meaning.
        let both = try Idioms.storyboard(
            scenes: scenes, segues: [("l", "show", "d", "show"), ("o", "fromOther", "d", "show")])
        let (_, plan) = try Self.migrate(body, more: more, storyboard: both)
        #expect(plan.statementsConverted == 1, "\(plan.notes)")
        let detail = try #require(plan.changedFiles()["/app/Detail.swift"])
        #expect(detail.contains("    @Prepared(required: false) var item: String! = nil\n"))
        // Only the converted segue reaches it: required, so the check reports a way in that forgets it.
        let one = try Idioms.storyboard(scenes: scenes, segues: [("l", "show", "d", "show")])
        let (_, alone) = try Self.migrate(body, more: more, storyboard: one)
        #expect(
            alone.changedFiles()["/app/Detail.swift"]?.contains("@Prepared(required: true) var item: String! = nil")
                == true)
        // Under `if let`, the value may not come: not required.
        let guarded = """
            if let d = segue.destination as? DetailViewController, let value = optionalName {
                d.item = value
            }
            """
        let (_, conditional) = try Self.migrate(
            guarded, members: "    var optionalName: String?", more: more, storyboard: one)
        if conditional.statementsConverted == 1 {
            #expect(conditional.changedFiles()["/app/Detail.swift"]?.contains("@Prepared(required: false)") == true)
        }
    }
}

extension MigrationSafetyTests {
    @Test(
        "A condition binding that nothing left would read stays, with its reason, never an unused value",
        arguments: [
            (
                """
                if segue.identifier == "show", let d = segue.destination as? DetailViewController {
                    d.item = name
                    print("prepared")
                }
                """,
                "if segue.identifier == \"show\", (segue.destination as? DetailViewController) != nil {"
            ),
            (
                """
                guard segue.identifier == "show", let d = segue.destination as? DetailViewController else { return }
                d.item = name
                print("prepared")
                """,
                "guard segue.identifier == \"show\", (segue.destination as? DetailViewController) != nil else { return }"
            ),
        ])
    func unusedConditionBinding(body: String, expected: String) throws {
        // Converted, `d` would be bound and unused (a warning that breaks -warnings-as-errors
        // builds): the statement stays, and the note says why (`expected` is what a rewrite of
        // the binding would have written; it is never written).
        let (text, plan) = try Self.migrate(body)
        #expect(plan.statementsConverted == 0, "\(plan.notes)")
        #expect(plan.notes.contains { $0.kind == "condition" && $0.message.contains("'d' bound by its condition") })
        #expect(text.map { !$0.contains(expected) } ?? true)
    }
}
