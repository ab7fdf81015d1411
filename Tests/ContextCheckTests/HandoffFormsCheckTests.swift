import Foundation
import Testing

@testable import ContextCheckCore

/// The handoff forms of issue #31 as the check reads them: the keys they provide count as
/// provided, on the segues they name.
@Suite("ContractChecker: tables of values, shared producers, named rows, typed controls")
struct HandoffFormsCheckTests {
    func check(_ swift: String) throws -> CheckResult {
        try SlotKindsTests().check(swift)
    }

    @Test("A table of identifiers provides its key on the segues it lists, and on any when one is a constant")
    func identifierTable() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
                    var values = SegueValues()
                    values.addLazily(forKey: "provider", bySegue: ["open": { Provider.apple }, "other": { Provider.google }])
                    values.addLazily(forKey: "flag", bySegue: ["other": { true }, "more": { false }])
                    values.addLazily(forKey: "isEditing", bySegue: [StoryboardSegue.Main.open: { true }])
                    return values
                }
            }
            final class DestinationViewController: PreparedViewController {
                @Prepared var provider: Provider
                @Prepared var isEditing: Bool
                @Prepared var flag: Bool
            }
            """)
        #expect(
            !result.diagnostics.contains { $0.message.contains("'provider'") || $0.message.contains("'isEditing'") })
        #expect(result.diagnostics.contains { $0.message.contains("'flag' is required") })
    }

    @Test("A shared producer provides each key it lists, on its segue only")
    func sharedProducer() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
                    var values = SegueValues()
                    values.addLazily(forKeys: ["draft", "editingContext"], onSegue: "open") { makeDraftValues() }
                    values.addLazily(forKeys: ["undo"], onSegue: "other") { makeUndoValues() }
                    return values
                }
            }
            final class DestinationViewController: PreparedViewController {
                @Prepared var draft: BookDraft
                @Prepared var editingContext: EditingContext
                @Prepared var undo: UndoManager
            }
            """)
        #expect(
            !result.diagnostics.contains { $0.message.contains("'draft'") || $0.message.contains("'editingContext'") })
        #expect(result.diagnostics.contains { $0.message.contains("'undo' is required") })
    }

    @Test("Keys of the named-row hooks, the typed control hook and generated identifiers count as provided")
    func namedRowsTypedControlsGeneratedIdentifiers() throws {
        let result = try check(
            """
            final class SourceViewController: PreparedViewController {
                override var segueSourceCollectionViews: [UICollectionView] { [permissionsCollectionView] }
                override func segueValues(forItemAt indexPath: IndexPath, in collectionView: UICollectionView,
                                          segueIdentifier: String?, destination: UIViewController) -> SegueValues {
                    ["permission": permissions[indexPath.item]]
                }
                override func segueValues(forControl control: UIControl, segueIdentifier: String?,
                                          destination: UIViewController) -> SegueValues {
                    SegueValues(control: control, as: UIButton.self) { button in ["topic": button.currentTitle] }
                }
                func open() {
                    performSegue(withIdentifier: StoryboardSegue.Main.open, context: ["mail": mail, "highlight": nil])
                }
                override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
                    var values = SegueValues()
                    values.addLazily(forKey: "draft", onSegue: StoryboardSegue.Main.open) { BookDraft() }
                    return values
                }
            }
            final class DestinationViewController: PreparedViewController {
                @Prepared var permission: Permission
                @Prepared var topic: String
                @Prepared var mail: Mail
                @Prepared var highlight: String?
                @Prepared var draft: BookDraft
                @Prepared var prepCtxTitle: String
            }
            """)
        for key in ["permission", "topic", "mail", "highlight", "draft"] {
            #expect(!result.diagnostics.contains { $0.message.contains("'\(key)'") }, "\(key)")
        }
        #expect(result.diagnostics.contains { $0.message.contains("'prepCtxTitle' is required") })
    }

    @Test("The named-row hooks of a plain view controller that adopts SegueContext provide their keys")
    func namedRowsOfAnAdopter() throws {
        let result = try check(
            """
            final class SourceViewController: VendorBaseViewController, SegueContext {
                var ambientContext = ContextValues()
                var segueSourceTableViews: [UITableView] { [devicesTable] }
                var segueSourceCollectionViews: [UICollectionView] { [permissionsCollectionView] }
                func segueValues(forRowAt indexPath: IndexPath, in tableView: UITableView,
                                 segueIdentifier: String?, destination: UIViewController) -> SegueValues {
                    ["device": devices[indexPath.row]]
                }
                func segueValues(forItemAt indexPath: IndexPath, in collectionView: UICollectionView,
                                 segueIdentifier: String?, destination: UIViewController) -> SegueValues {
                    ["permission": permissions[indexPath.item]]
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    prepareContext(for: segue, sender: sender)
                }
            }
            final class DestinationViewController: PreparedViewController {
                @Prepared var device: String
                @Prepared var permission: Permission
                @Prepared var prepCtxTitle: String
            }
            """)
        for key in ["device", "permission"] {
            #expect(!result.diagnostics.contains { $0.message.contains("'\(key)'") }, "\(key)")
        }
        #expect(result.diagnostics.contains { $0.message.contains("'prepCtxTitle' is required") })
    }
}
