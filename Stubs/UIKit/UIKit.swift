// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Signature stubs of the UIKit API PreparedContext's adapters use, for compiling and
// exercising the adapters on Linux. Declarations follow Apple's documented signatures and
// isolation; behaviour is the minimum a test needs (a segue prepares, then shows).
// Members spelled `_stub…` do not exist in UIKit: tests use them to set the scene up.
// Apple platforms never see this module (Package.swift adds it on Linux only).
@_exported import Foundation

@MainActor
open class UIResponder: NSObject {
    nonisolated public override init() { super.init() }
}

@MainActor
open class UIViewController: UIResponder {
    private var _viewLoaded = false
    private var _children: [UIViewController] = []
    fileprivate(set) weak var _parent: UIViewController?
    fileprivate(set) weak var _presenting: UIViewController?
    /// Stub only: the destination each segue identifier creates, as a storyboard would.
    public var _stubSegueDestinations: [String: () -> UIViewController] = [:]
    /// Stub only: the last segue performed from this controller.
    public private(set) var _stubLastSegue: UIStoryboardSegue?

    nonisolated public override init() { super.init() }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open var isViewLoaded: Bool { _viewLoaded }
    open var parent: UIViewController? { _parent }
    open var presentingViewController: UIViewController? { _presenting }
    open var children: [UIViewController] { _children }
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
    open var storyboard: UIStoryboard? { nil }

    open func viewDidLoad() {}

    open func loadViewIfNeeded() {
        guard !_viewLoaded else { return }
        _viewLoaded = true
        viewDidLoad()
    }

    open func addChild(_ childController: UIViewController) {
        _children.append(childController)
        childController._parent = self
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        viewControllerToPresent._presenting = self
        viewControllerToPresent.loadViewIfNeeded()
        completion?()
    }

    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender),
            let make = _stubSegueDestinations[identifier]
        else { return }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: make())
        prepare(for: segue, sender: sender)
        _stubLastSegue = segue
        segue.perform()
    }
}

@MainActor
open class UIStoryboardSegue: NSObject {
    private let _identifier: String?
    private let _source: UIViewController
    private let _destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        _identifier = identifier
        _source = source
        _destination = destination
        super.init()
    }

    open var identifier: String? { _identifier }
    open var source: UIViewController { _source }
    open var destination: UIViewController { _destination }

    /// Presents the destination modally, loading its view, as a present segue does.
    open func perform() {
        source.present(destination, animated: true)
    }
}

@MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller._parent = self } }
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController._parent = self
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var children: [UIViewController] { viewControllers }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
        viewController.loadViewIfNeeded()
    }
}

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet { for controller in viewControllers ?? [] { controller._parent = self } }
    }
}

@MainActor
open class UISplitViewController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller._parent = self } }
    }
}

@MainActor
open class UIPageViewController: UIViewController {
    public enum NavigationDirection: Int, Sendable {
        case forward, reverse
    }

    private var _pages: [UIViewController]?

    open var viewControllers: [UIViewController]? { _pages }

    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        _pages = viewControllers
        for controller in viewControllers ?? [] { controller._parent = self }
        completion?(true)
    }
}

@MainActor
open class UITableViewController: UIViewController {}

@MainActor
open class UICollectionViewController: UIViewController {}

@MainActor
open class UIStoryboard: NSObject {
    /// Stub only: the scenes of each storyboard name, by identifier.
    nonisolated(unsafe) public static var _stubScenes: [String: [String: () -> UIViewController]] = [:]
    private let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// Like UIKit, this cannot fail gracefully: an unknown identifier stops the program
    /// (UIKit raises `NSInvalidArgumentException`).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let make = Self._stubScenes[name]?[identifier] else {
            fatalError("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return make()
    }

    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let creator, let made = creator(NSCoder()) { return made }
        guard let made = instantiateViewController(withIdentifier: identifier) as? ViewController else {
            fatalError("Scene '\(identifier)' is not a \(ViewController.self)")
        }
        return made
    }
}
