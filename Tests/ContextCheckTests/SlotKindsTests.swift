import Foundation
import Testing

@testable import ContextCheckCore

/// Implicitly unwrapped slots, ambient slots and offered values, each checked as propagation
/// treats them.
@Suite("ContractChecker: slot kinds")
struct SlotKindsTests {
    /// A storyboard with a segue from SourceViewController to DestinationViewController.
    static let sourceToDestination = TargetMapTests.storyboard(
        """
        <viewController id="a" customClass="SourceViewController" sceneMemberID="viewController">
        <connections><segue destination="b" kind="show" identifier="open" id="g"/></connections></viewController>
        <viewController id="b" customClass="DestinationViewController" sceneMemberID="viewController"/>
        """)

    func check(_ swift: String) throws -> CheckResult {
        try TargetMapTests().check(["Main.storyboard": Self.sourceToDestination, "Controllers.swift": swift]).1
    }

    @Test("An implicitly unwrapped @Prepared slot is an error at the property, saying how to declare it")
    func implicitlyUnwrapped() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {}
            final class DestinationViewController: PreparedViewController {
                @Prepared var user: User!
                @WeakPrepared var delegate: Delegate!
                @IBOutlet var label: UILabel!
            }
            """)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.position.path.hasSuffix("Controllers.swift"))
        #expect((error.position.line, error.position.column) == (3, 19))
        #expect(error.message.hasPrefix("implicitly unwrapped @Prepared slot is never reported missing; 'user' of "))
        #expect(
            error.message.hasSuffix(
                "To fix, declare it `User` (required) or `User?` (optional), or say which you mean and keep reading "
                    + "nil with `@Prepared(required: true) var user: User! = nil`."))
    }

    @Test(
        "An implicitly unwrapped slot with an explicit required: is the author's choice: no error, and missing only when required"
    )
    func implicitlyUnwrappedWithRequired() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {}
            final class DestinationViewController: PreparedViewController {
                @Prepared(required: true) var user: User! = nil
                @Prepared(required: false) var draft: Draft! = nil
            }
            """)
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("implicitly unwrapped") })
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("'user'") == true)
        #expect(!result.diagnostics.contains { $0.severity != .note && $0.message.contains("'draft'") })
    }

    @Test("An @Ambient slot is not asked of the source, does not provide, and is no prefixed property")
    func ambient() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                @Ambient(ThemeKey.self) var prepCtxTheme: String
                @Ambient(LimitKey.self) var prepCtxLimit: Int?
                let prepCtxSession = "not a session"
            }
            final class DestinationViewController: PreparedViewController {
                @Ambient(SessionKey.self) var prepCtxSession: Session
                @Prepared var prepCtxTheme: String
            }
            """)
        // The destination's ambient slot is neither missing nor mismatched with the source's String.
        #expect(!result.diagnostics.contains { $0.message.contains("prepCtxSession") && $0.severity != .note })
        // The source's ambient slot does not feed the destination's keyed slot, nor is it a note.
        let missing = result.diagnostics.filter { $0.message.contains("'prepCtxTheme' is required") }
        #expect(missing.map(\.severity) == [.error])
        #expect(!result.diagnostics.contains { $0.message.contains("'prepCtxLimit'") })
    }

    @Test("A @WeakAmbient slot, even prefixed, is neither asked of the source nor provided by it")
    func weakAmbient() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                @WeakAmbient(DelegateKey.self) var prepCtxDelegate: (any CheckoutDelegate)?
            }
            final class DestinationViewController: PreparedViewController {
                @WeakAmbient(DelegateKey.self, required: true) var prepCtxCoordinator: (any Coordinator)?
                @Prepared var prepCtxDelegate: String
            }
            """)
        #expect(!result.diagnostics.contains { $0.message.contains("prepCtxCoordinator") && $0.severity != .note })
        let missing = result.diagnostics.filter { $0.message.contains("'prepCtxDelegate' is required") }
        #expect(missing.map(\.severity) == [.error], "the source's weak ambient slot does not provide the key")
    }

    @Test("Keys returned by the hooks for a sending control or row provide the destination's required slots")
    func senderHooks() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                override func segueValues(forControl control: UIControl, segueIdentifier: String?,
                                          destination: UIViewController) -> SegueValues {
                    ["plan": plans[control.tag]]
                }
                override func segueValues(forBarButtonItem item: UIBarButtonItem, segueIdentifier: String?,
                                          destination: UIViewController) -> SegueValues {
                    ["mode": item.title]
                }
            }
            final class DestinationViewController: PreparedViewController {
                @Prepared var plan: String
                @Prepared var mode: String
                @Prepared var prepCtxTitle: String
            }
            """)
        #expect(!result.diagnostics.contains { $0.message.contains("'plan'") || $0.message.contains("'mode'") })
        #expect(result.diagnostics.contains { $0.message.contains("'prepCtxTitle' is required") })
    }

    @Test("Keys a hook adds, lazily for one segue or for any, provide the slots of that segue's destination only")
    func addedAndLazyKeys() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
                    var values = SegueValues()
                    values.addLazily(forKey: "draft", onSegue: "open") { [store] in BookDraft(parent: store) }
                    values.addLazily(forKey: "undo", onSegue: "other") { UndoManager() }
                    values.add(theme, forKey: "theme")
                    return values
                }
            }
            final class DestinationViewController: PreparedViewController {
                @Prepared var draft: BookDraft
                @Prepared var theme: Theme
                @Prepared var undo: UndoManager
            }
            """)
        #expect(!result.diagnostics.contains { $0.message.contains("'draft'") || $0.message.contains("'theme'") })
        #expect(result.diagnostics.contains { $0.message.contains("'undo' is required") })
    }

    @Test("Keys returned by the AppKit hooks for a sending toolbar item or menu item provide the destination's slots")
    func appKitSenderHooks() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                override func segueValues(forToolbarItem item: NSToolbarItem, segueIdentifier: NSStoryboardSegue.Identifier?,
                                          destination: AnyObject) -> SegueValues {
                    ["panel": item.itemIdentifier.rawValue]
                }
                override func segueValues(forMenuItem item: NSMenuItem, segueIdentifier: NSStoryboardSegue.Identifier?,
                                          destination: AnyObject) -> SegueValues {
                    ["document": item.representedObject]
                }
            }
            final class DestinationViewController: PreparedViewController {
                @Prepared var panel: String
                @Prepared var document: Document
                @Prepared var prepCtxTitle: String
            }
            """)
        #expect(!result.diagnostics.contains { $0.message.contains("'panel'") || $0.message.contains("'document'") })
        #expect(result.diagnostics.contains { $0.message.contains("'prepCtxTitle' is required") })
    }

    @Test(
        "A @SegueDestination whose segue reaches no controller of its type is an error at the segue; one that does is none"
    )
    func segueDestination() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                @SegueDestination(segue: "open") var destination: DestinationViewController?
                @SegueDestination(segue: "open") var folders: FolderListViewController?
                @SegueDestination(segue: "other") var other: FolderListViewController?
                @SegueDestination var any: FolderListViewController?
            }
            final class DestinationViewController: PreparedViewController {}
            final class FolderListViewController: PreparedViewController {}
            """)
        let errors = result.diagnostics.filter { $0.message.contains("@SegueDestination") }
        #expect(errors.map(\.severity) == [.error])
        #expect(errors.first?.message.contains("SourceViewController.folders") == true)
        #expect(
            errors.first?.message.contains("prepared DestinationViewController, not the FolderListViewController")
                == true)
    }

    @Test(
        "Keys a source offers reach the destinations that declare them, with or without the prefix; others are no error"
    )
    func offered() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
                    ["delegate": self, "draft": currentDraft, "notDeclaredAnywhere": 1]
                }
            }
            final class DestinationViewController: PreparedViewController {
                @Prepared var delegate: SourceViewController
                @Prepared var prepCtxDraft: String
                @Prepared var prepCtxTitle: String
            }
            """)
        #expect(!result.diagnostics.contains { $0.message.contains("'delegate'") || $0.message.contains("Draft") })
        #expect(!result.diagnostics.contains { $0.message.contains("notDeclaredAnywhere") })
        // A key it does not offer is still missing; the hook may compute it, so it is a warning.
        let title = try #require(result.diagnostics.first { $0.message.contains("'prepCtxTitle' is required") })
        #expect(title.severity == .warning)
        #expect(!result.hasErrors)
    }
}
