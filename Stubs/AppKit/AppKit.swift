// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Signature stubs of the AppKit API PreparedContext's adapters use, for compiling and
// exercising the adapters on Linux. Declarations follow Apple's documented signatures and
// isolation; behaviour is the minimum a test needs. Members spelled `_stub…` do not exist
// in AppKit. Apple platforms never see this module (Package.swift adds it on Linux only).
@_exported import Foundation

@MainActor
open class NSResponder: NSObject {
    nonisolated public override init() { super.init() }
}

@MainActor
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
    /// Stub only: the destination each segue identifier creates, as a storyboard would.
    public var _stubSegueDestinations: [String: () -> Any] = [:]

    nonisolated public override init() { super.init() }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open var isViewLoaded: Bool { _viewLoaded }
    open var parent: NSViewController? { _parent }
    open var presentingViewController: NSViewController? { _presenting }
    open var children: [NSViewController] = [] {
        didSet { for controller in children { controller._parent = self } }
    }

    open func viewDidLoad() {}

    open func loadView() {}

    /// Stub only: loads the view as accessing `view` would.
    public func _stubLoadView() {
        guard !_viewLoaded else { return }
        _viewLoaded = true
        loadView()
        viewDidLoad()
    }

    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }

    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender),
            let make = _stubSegueDestinations[identifier]
        else { return }
        let destination = make()
        prepare(for: NSStoryboardSegue(identifier: identifier, source: self, destination: destination), sender: sender)
        if let controller = destination as? NSViewController {
            controller._presenting = self
            controller._stubLoadView()
        }
    }
}

@MainActor
open class NSWindowController: NSResponder {
    private var _windowLoaded = false

    public init(window: AnyObject?) { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open var contentViewController: NSViewController?
    open var isWindowLoaded: Bool { _windowLoaded }

    open func windowDidLoad() {}

    /// Stub only: loads the window as `window` would.
    public func _stubLoadWindow() {
        guard !_windowLoaded else { return }
        _windowLoaded = true
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

    nonisolated public override init() { super.init() }

    open var viewController: NSViewController?
}

@MainActor
open class NSTabViewController: NSViewController {
    open var tabViewItems: [NSTabViewItem] = [] {
        didSet { children = tabViewItems.compactMap(\.viewController) }
    }
}

@MainActor
open class NSSplitViewItem: NSObject {
    public convenience init(viewController: NSViewController) {
        self.init()
        self.viewController = viewController
    }

    nonisolated public override init() { super.init() }

    open var viewController: NSViewController = NSViewController()
}

@MainActor
open class NSSplitViewController: NSViewController {
    open var splitViewItems: [NSSplitViewItem] = [] {
        didSet { children = splitViewItems.map(\.viewController) }
    }
}

@MainActor
open class NSStoryboard: NSObject {
    public typealias Name = String
    public typealias SceneIdentifier = String

    /// Stub only: the scenes of each storyboard name, by identifier.
    nonisolated(unsafe) public static var _stubScenes: [String: [String: () -> Any]] = [:]
    private let name: NSStoryboard.Name

    public init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// Like AppKit, an unknown identifier stops the program (AppKit raises an exception).
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        guard let make = Self._stubScenes[name]?[identifier] else {
            fatalError("Storyboard (\(name)) doesn't contain a controller with identifier '\(identifier)'")
        }
        return make()
    }
}
