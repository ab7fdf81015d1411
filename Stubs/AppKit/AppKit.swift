// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Signature stubs of the AppKit API PreparedContext's adapters use, for compiling and
// exercising the adapters on Linux. Declarations follow Apple's (names, labels, optionality,
// open/public, `@MainActor` isolation); behaviour models what the adapters depend on and is
// listed in the Platforms article. Members spelled `_stub…` do not exist in AppKit.
// Apple platforms never see this module (Package.swift adds it on Linux only).
@_exported import Foundation

/// Stub only: what AppKit would have raised (an Objective-C exception), recorded so that a
/// test can observe it; the operation stops as the exception would stop it.
@MainActor
public enum _StubExceptions {
    public private(set) static var raised: [String] = []

    static func raise(_ name: String, _ reason: String) {
        raised.append("\(name): \(reason)")
    }

    public static func removeAll() { raised.removeAll() }
}

@MainActor
open class NSResponder: NSObject {
    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }
}

// Not `@MainActor`: the SDK declares `class NSStoryboardSegue` and `class NSStoryboard` without
// `NS_SWIFT_UI_ACTOR` and without `Sendable` (developer.apple.com/documentation/appkit/nsstoryboardsegue,
// .../nsstoryboard), unlike `NSViewController`, which is `@MainActor class NSViewController`.
open class NSStoryboardSegue: NSObject {
    public typealias Identifier = String

    private let _identifier: NSStoryboardSegue.Identifier?
    private let _source: Any
    private let _destination: Any

    public init(
        identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any
    ) {
        _identifier = identifier
        _source = sourceController
        _destination = destinationController
        super.init()
    }

    open var identifier: NSStoryboardSegue.Identifier? { _identifier }
    open var sourceController: Any { _source }
    open var destinationController: Any { _destination }

    open func perform() {}
}

@MainActor
open class NSViewController: NSResponder {
    private var _viewLoaded = false
    fileprivate(set) weak var _parent: NSViewController?
    fileprivate(set) weak var _presenting: NSViewController?
    /// Stub only: the segues the storyboard declares from this scene: identifier → destination.
    public var _stubSegueDestinations: [String: () -> Any] = [:]

    public override init() { super.init() }

    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var isViewLoaded: Bool { _viewLoaded }
    open var parent: NSViewController? { _parent }
    open var presentingViewController: NSViewController? { _presenting }
    open var children: [NSViewController] = [] {
        didSet { for controller in children { controller._parent = self } }
    }

    open func viewDidLoad() {}

    open func loadView() {}

    /// Stub only: loads the view as reading `view` would: `loadView()`, then `viewDidLoad()`.
    public func _stubLoadView() {
        guard !_viewLoaded else { return }
        _viewLoaded = true
        loadView()
        viewDidLoad()
    }

    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    /// Called by AppKit only for segues the storyboard triggers, not by
    /// `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }

    /// As AppKit: an identifier the storyboard does not declare raises an exception (recorded
    /// in ``_StubExceptions``) and nothing else happens.
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        guard let make = _stubSegueDestinations[identifier] else {
            _StubExceptions.raise(
                "NSInvalidArgumentException",
                "Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'")
            return
        }
        let destination = make()
        prepare(for: NSStoryboardSegue(identifier: identifier, source: self, destination: destination), sender: sender)
        if let controller = destination as? NSViewController {
            controller._presenting = self
            controller._stubLoadView()
        } else if let window = destination as? NSWindowController {
            window.showWindow(sender)
        }
    }
}

/// A view: `tag` is read-only here, as in AppKit, and -1 unless a subclass says otherwise.
@MainActor
open class NSView: NSResponder {
    public init(frame frameRect: NSRect) { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    public override convenience init() { self.init(frame: .zero) }

    open var tag: Int { -1 }
}

/// As AppKit: a control's `tag` is settable, its `stringValue` and `isEnabled` are state.
@MainActor
open class NSControl: NSView {
    private var _tag = 0

    public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var tag: Int {
        get { _tag }
        set { _tag = newValue }
    }

    open var stringValue: String = ""

    open var isEnabled: Bool = true
}

@MainActor
open class NSButton: NSControl {
    open var title: String = "Button"
}

/// Not `@MainActor`: the SDK declares `class NSMenuItem` (developer.apple.com/documentation/appkit/nsmenuitem),
/// unlike `@MainActor class NSToolbarItem`.
open class NSMenuItem: NSObject {
    public override init() { super.init() }

    public required init(coder: NSCoder) { super.init() }

    open var title: String = ""

    open var tag: Int = 0

    open var representedObject: Any?
}

@MainActor
open class NSToolbarItem: NSObject {
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(_ rawValue: String) { self.rawValue = rawValue }

        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private let _itemIdentifier: NSToolbarItem.Identifier

    public init(itemIdentifier: NSToolbarItem.Identifier) {
        _itemIdentifier = itemIdentifier
        super.init()
    }

    open var itemIdentifier: NSToolbarItem.Identifier { _itemIdentifier }

    open var label: String = ""

    open var tag: Int = 0
}

open class NSNib: NSObject {
    public typealias Name = String
}

@MainActor
open class NSWindow: NSResponder {
    /// Installing a content view controller loads its view, as AppKit does.
    open var contentViewController: NSViewController? {
        didSet { contentViewController?._stubLoadView() }
    }
}

/// A window controller whose window loads on first use, as AppKit's does: reading `window`
/// or `contentViewController` (or setting the latter) loads it — `windowWillLoad()`, the
/// window and its content view controller (whose view loads when installed), then
/// `windowDidLoad()`.
@MainActor
open class NSWindowController: NSResponder {
    private var _window: NSWindow?
    private var _windowLoaded = false
    /// Stub only: the content view controller the storyboard scene holds; installed when the
    /// window loads.
    public var _stubStoryboardContent: (() -> NSViewController)?

    public init(window: NSWindow?) {
        _window = window
        _windowLoaded = window != nil
        super.init()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var window: NSWindow? {
        get {
            _loadWindowIfNeeded()
            return _window
        }
        set { _window = newValue }
    }

    open var contentViewController: NSViewController? {
        get { window?.contentViewController }
        set { window?.contentViewController = newValue }
    }

    open var isWindowLoaded: Bool { _windowLoaded }

    open func windowWillLoad() {}

    open func windowDidLoad() {}

    open func loadWindow() {
        let window = NSWindow()
        _window = window
        window.contentViewController = _stubStoryboardContent?()
    }

    open func showWindow(_ sender: Any?) { _loadWindowIfNeeded() }

    private func _loadWindowIfNeeded() {
        guard !_windowLoaded else { return }
        _windowLoaded = true
        windowWillLoad()
        loadWindow()
        windowDidLoad()
    }

    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
}

@MainActor
open class NSTabViewItem: NSObject {
    public convenience init(viewController: NSViewController) {
        self.init()
        self.viewController = viewController
    }

    public override init() { super.init() }

    open var viewController: NSViewController?
}

/// As a tab view controller from a storyboard: loading its view loads every tab's view.
@MainActor
open class NSTabViewController: NSViewController {
    open var tabViewItems: [NSTabViewItem] = [] {
        didSet { children = tabViewItems.compactMap(\.viewController) }
    }

    open override func loadView() {
        super.loadView()
        for item in tabViewItems { item.viewController?._stubLoadView() }
    }
}

@MainActor
open class NSSplitViewItem: NSObject {
    public convenience init(viewController: NSViewController) {
        self.init()
        self.viewController = viewController
    }

    public override init() { super.init() }

    open var viewController: NSViewController = NSViewController()
}

@MainActor
open class NSSplitViewController: NSViewController {
    open var splitViewItems: [NSSplitViewItem] = [] {
        didSet { children = splitViewItems.map(\.viewController) }
    }
}

open class NSStoryboard: NSObject {
    public typealias Name = String
    public typealias SceneIdentifier = String

    /// Stub only: the scenes of each storyboard name, by identifier.
    @MainActor public static var _stubScenes: [String: [String: @MainActor () -> Any]] = [:]
    /// Stub only: the identifier, among `_stubScenes`, of each storyboard's initial
    /// controller; a storyboard missing here has none.
    @MainActor public static var _stubInitialScenes: [String: String] = [:]
    private let name: NSStoryboard.Name

    private init(_stubName: NSStoryboard.Name) {
        name = _stubName
        super.init()
    }

    public convenience init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
        self.init(_stubName: name)
    }

    /// As AppKit: `nil` when the storyboard has no initial controller.
    /// AppKit makes controllers on the main thread; so does the stub, which traps elsewhere.
    open func instantiateInitialController() -> Any? {
        let name = name
        return MainActor.assumeIsolated {
            guard let identifier = Self._stubInitialScenes[name], let make = Self._stubScenes[name]?[identifier] else {
                return _StubUnchecked(nil)
            }
            return _StubUnchecked(make())
        }.value
    }

    /// Like AppKit, an unknown identifier stops the program (AppKit raises an exception).
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        let name = name
        return MainActor.assumeIsolated {
            guard let make = Self._stubScenes[name]?[identifier] else {
                fatalError("Storyboard (\(name)) doesn't contain a controller with identifier '\(identifier)'")
            }
            return _StubUnchecked(make())
        }.value!
    }

    /// As AppKit's overlay (macOS 10.15): the creator's result must be of the scene's class
    /// (AppKit raises otherwise); a creator that returns `nil` gets the scene's own
    /// `init(coder:)`; and the result is force-cast to `Controller`, so a scene of another class
    /// traps.
    @available(macOS 10.15, *)
    public func instantiateController<Controller: NSViewController>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        _stubInstantiate(identifier: identifier, creator: creator)
    }

    /// As AppKit's overlay (macOS 10.15), for window controllers.
    @available(macOS 10.15, *)
    public func instantiateController<Controller: NSWindowController>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        _stubInstantiate(identifier: identifier, creator: creator)
    }

    private func _stubInstantiate<Controller: NSResponder>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)?
    ) -> Controller {
        let scene = instantiateController(withIdentifier: identifier) as AnyObject
        guard let made = creator?(NSCoder()) else {
            // The overlay's `as!`.
            guard let typed = scene as? Controller else {
                fatalError("Could not cast value of type '\(type(of: scene))' to '\(Controller.self)'.")
            }
            return typed
        }
        guard made.isKind(of: type(of: scene)) else {
            fatalError(
                "NSInternalInconsistencyException: Custom instantiated \(made) must be a kind of class \(type(of: scene))"
            )
        }
        return made
    }
}

/// Stub only: carries a controller out of `MainActor.assumeIsolated`, which returns only
/// `Sendable` values; the controller stays on the main thread it was made on.
struct _StubUnchecked: @unchecked Sendable {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}
