import AppKit
import Foundation
import Testing

@testable import PreparedContextAppKitHarness

// Controls as senders on macOS: a plan picker whose buttons send one segue, a window
// controller whose toolbar item opens a sheet, and an app delegate whose main-menu item shows
// a document window (AppKit prepares main-menu segues from the application's delegate).

/// Two buttons, tagged 0 and 1, send one segue.
@MainActor
final class MacPlanPicker: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    let plans = ["Basic", "Pro"]

    override func segueValues(
        forControl control: NSControl, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
    ) -> SegueValues {
        ["plan": plans[control.tag], "buttonTitle": (control as? NSButton)?.title]
    }
}

@MainActor
final class MacPlanCheckout: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var plan: String
}

/// A window controller whose toolbar items open the settings sheet on one of its panels.
@MainActor
final class EditorWindowController: PreparedWindowController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }

    override func segueValues(
        forToolbarItem item: NSToolbarItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
    ) -> SegueValues {
        ["panel": item.itemIdentifier.rawValue]
    }
}

@MainActor
final class SettingsSheet: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var panel: String?
}

/// An application delegate that adopts the protocol: AppKit prepares the segues of the main
/// menu's items from it.
@MainActor
final class MacAppDelegate: NSObject, SegueContext {
    var ambientContext = ContextValues()
    let options = quietOptions()
    var preparationOptions: PreparationOptions { options }
    var menuItemsAsked = 0

    func segueValues(
        forMenuItem item: NSMenuItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
    ) -> SegueValues {
        menuItemsAsked += 1
        return ["document": item.representedObject]
    }

    func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        prepareContext(for: segue, sender: sender)
    }
}

@MainActor
final class RecentDocumentViewer: PreparedViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    @Prepared var document: Document?
}

@MainActor
@Suite("AppKit: controls, toolbar items and menu items as senders")
struct AppKitSenderHookTests {
    @Test("A button that sends the segue picks the value by its tag, with no cast of the sender")
    func controlSender() {
        var picker: MacPlanPicker? = MacPlanPicker()
        weak let weakPicker = picker
        let pro = NSButton()
        pro.tag = 1
        pro.title = "Go Pro"
        let checkout = MacPlanCheckout()
        picker!.prepare(
            for: NSStoryboardSegue(identifier: "choose", source: picker!, destination: checkout), sender: pro)
        #expect(checkout.plan == "Pro")
        #expect(checkout.$plan.delivery?.channel == .sender)
        #expect(picker?.options.log.entries.isEmpty == true, "buttonTitle, which the checkout lacks, is no unknown key")
        picker = nil
        #expect(weakPicker == nil, "nothing the control hook passed keeps the picker alive")
    }

    @Test("Values passed with performSegue take precedence over the control's, which AppKit still sees as the sender")
    func passedValuesBeatControlValues() {
        let picker = MacPlanPicker()
        let basic = NSButton()
        let checkout = MacPlanCheckout()
        picker._stubSegueDestinations["choose"] = { checkout }
        picker.performSegue(withIdentifier: "choose", context: ["plan": "Team"], sender: basic)
        #expect(checkout.plan == "Team")
        #expect(picker.options.log.entries.isEmpty, "\(picker.options.log.entries)")
    }

    @Test("A toolbar item that sends a window controller's segue passes its identifier to the sheet")
    func toolbarItemSender() {
        let window = EditorWindowController(window: nil)
        let sheet = SettingsSheet()
        let item = NSToolbarItem(itemIdentifier: NSToolbarItem.Identifier("fonts"))
        window.prepare(for: NSStoryboardSegue(identifier: "settings", source: window, destination: sheet), sender: item)
        #expect(sheet.panel == "fonts")
        #expect(window.options.log.entries.isEmpty, "\(window.options.log.entries)")

        // A sender that is no control, toolbar item or menu item calls no sender hook.
        let other = SettingsSheet()
        window.prepare(for: NSStoryboardSegue(identifier: "settings", source: window, destination: other), sender: nil)
        #expect(other.panel == nil)
    }

    @Test("A main-menu item's segue, prepared from the app delegate, passes its represented object")
    func menuItemSender() {
        let delegate = MacAppDelegate()
        let item = NSMenuItem()
        item.title = "Notes"
        item.representedObject = Document(title: "Notes")
        let window = DocumentWindowController(window: nil)
        let viewer = RecentDocumentViewer()
        window._stubStoryboardContent = { viewer }
        delegate.prepare(
            for: NSStoryboardSegue(identifier: "openRecent", source: delegate, destination: window), sender: item)
        #expect(viewer.document == Document(title: "Notes"))
        #expect(delegate.menuItemsAsked == 1)
        #expect(delegate.options.log.entries.isEmpty, "\(delegate.options.log.entries)")
    }

    @Test("A menu item is made off the main actor, as the SDK's non-isolated NSMenuItem allows")
    nonisolated func menuItemIsNotMainActor() {
        let item = NSMenuItem()
        item.tag = 3
        #expect(item.tag == 3)
    }
}
