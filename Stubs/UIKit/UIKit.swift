// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Signature stubs of the UIKit API PreparedContext's adapters use, for compiling and
// exercising the adapters on Linux. Declarations follow Apple's (names, labels, optionality,
// open/public, `@MainActor` isolation, availability); behaviour models what the adapters
// depend on and is listed in the Platforms article. Members spelled `_stub…` do not exist in
// UIKit: tests use them to set a scene up or to observe what UIKit would have done.
// Apple platforms never see this module (Package.swift adds it on Linux only).
@_exported import Foundation

/// Stub only: what UIKit would have raised. UIKit raises Objective-C exceptions (which end the
/// app unless caught in Objective-C); the stub records them so that a test can observe them,
/// and stops the operation as the exception would.
@MainActor
public enum _StubExceptions {
    public private(set) static var raised: [String] = []

    static func raise(_ name: String, _ reason: String) {
        raised.append("\(name): \(reason)")
    }

    public static func removeAll() { raised.removeAll() }
}

public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}

@MainActor
open class UIViewController: UIResponder {
    private var _viewLoaded = false
    private var _children: [UIViewController] = []
    fileprivate(set) weak var _parent: UIViewController?
    fileprivate(set) weak var _presenting: UIViewController?
    fileprivate(set) var _presented: UIViewController?
    /// Stub only: the segues the storyboard declares from this scene: identifier → destination.
    public var _stubSegueDestinations: [String: () -> UIViewController] = [:]
    /// Stub only: the last segue performed from this controller.
    public private(set) var _stubLastSegue: UIStoryboardSegue?

    public override init() { super.init() }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open var isViewLoaded: Bool { _viewLoaded }
    open var title: String?
    open var parent: UIViewController? { _parent }
    /// As UIKit: the controller that presented this one or, for a child of a presented
    /// controller, the one that presented its ancestor.
    open var presentingViewController: UIViewController? { _presenting ?? parent?.presentingViewController }
    open var presentedViewController: UIViewController? { _presented }
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
    /// As UIKit: read when the controller is presented modally; setting it does nothing else.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    @available(iOS 13.0, tvOS 13.0, *)
    open var isModalInPresentation: Bool = false
    /// As UIKit (declared in its `UINavigationControllerItem` extension): read when the controller
    /// is pushed onto a navigation controller inside a tab bar controller.
    open var hidesBottomBarWhenPushed: Bool = false

    open func viewDidLoad() {}

    @available(iOS 9.0, tvOS 9.0, *)
    open func loadViewIfNeeded() {
        guard !_viewLoaded else { return }
        _viewLoaded = true
        viewDidLoad()
    }

    @available(iOS 5.0, tvOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        _children.append(childController)
        childController._parent = self
    }

    /// Full-screen presentation, as UIKit performs it: the request travels up to the
    /// controller that defines the presentation context — the root of this controller's
    /// hierarchy (a navigation, tab bar or split view controller when there is one) — and that
    /// controller becomes the presented controller's `presentingViewController`.
    @available(iOS 5.0, tvOS 5.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        var context: UIViewController = self
        while let parent = context.parent { context = parent }
        context._presented = viewControllerToPresent
        viewControllerToPresent._presenting = context
        viewControllerToPresent.loadViewIfNeeded()
        completion?()
    }

    /// Called by UIKit only for segues the storyboard triggers (a button, a cell), never by
    /// `performSegue(withIdentifier:sender:)`.
    @available(iOS 6.0, *)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    @available(iOS 5.0, *)
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// As UIKit: an identifier the storyboard does not declare raises
    /// `NSInvalidArgumentException` (recorded in ``_StubExceptions``) and nothing else happens;
    /// `shouldPerformSegue(withIdentifier:sender:)` is not called.
    @available(iOS 5.0, *)
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let make = _stubSegueDestinations[identifier] else {
            _StubExceptions.raise(
                "NSInvalidArgumentException",
                "Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'")
            return
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: make())
        prepare(for: segue, sender: sender)
        _stubLastSegue = segue
        segue.perform()
    }

    /// Stub only: a segue the storyboard triggers (a tapped button or cell): UIKit asks
    /// `shouldPerformSegue(withIdentifier:sender:)` first.
    public func _stubTriggerSegue(withIdentifier identifier: String, sender: Any?) {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        performSegue(withIdentifier: identifier, sender: sender)
    }
}

@MainActor
@available(iOS 5.0, tvOS 9.0, *)
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
        rootViewController._parent = self  // `didSet` does not run in an initializer
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    open override var children: [UIViewController] { viewControllers }

    open var topViewController: UIViewController? { viewControllers.last }

    /// As UIKit: a controller it presents, else its top controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

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

    open override var children: [UIViewController] { viewControllers ?? [] }
}

/// Both interfaces of UIKit's split view controller: the classic one (`viewControllers`) and
/// the column-style one of iOS 14 (`init(style:)`, `setViewController(_:for:)`,
/// `viewController(for:)`), expanded or collapsed.
///
/// Modelled: a column-style split view wraps each column's controller that is not a navigation
/// controller in one, `viewController(for:)` returns the controller that was set, and
/// `viewControllers` lists the wrappers — one when collapsed (the compact column's, or the
/// primary's). A collapsed classic split view lists its primary only; when the primary is a
/// navigation controller, the secondary is pushed onto it (what UIKit's default collapse does).
@MainActor
open class UISplitViewController: UIViewController {
    @available(iOS 14.0, tvOS 14.0, *)
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    @available(iOS 14.0, tvOS 14.0, *)
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
        // As Apple declares it: iOS, iPadOS and Mac Catalyst 26 only — not tvOS, not visionOS
        // (developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector) —
        // and absent from the SDKs of compilers before Swift 6.2 (Xcode 16).
        #if compiler(>=6.2)
            @available(iOS 26.0, macCatalyst 26.0, *)
            @available(tvOS, unavailable)
            @available(visionOS, unavailable)
            case inspector = 4
        #endif
    }

    private var _style: Style = .unspecified
    private var _classic: [UIViewController] = []
    private var _columns: [Column: UIViewController] = [:]
    private var _wrappers: [Column: UINavigationController] = [:]
    private var _collapsed = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    @available(iOS 14.0, tvOS 14.0, *)
    public init(style: UISplitViewController.Style) {
        super.init(nibName: nil, bundle: nil)
        _style = style
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    @available(iOS 14.0, tvOS 14.0, *)
    open var style: UISplitViewController.Style { _style }

    open var isCollapsed: Bool { _collapsed }

    open var viewControllers: [UIViewController] {
        get {
            guard _style != .unspecified else { return _collapsed ? Array(_classic.prefix(1)) : _classic }
            if _collapsed { return [_wrappers[.compact] ?? _wrappers[.primary]].compactMap { $0 } }
            return [Column.primary, .supplementary, .secondary].compactMap { _wrappers[$0] }
        }
        set {
            _classic = newValue
            for controller in newValue { controller._parent = self }
        }
    }

    open override var children: [UIViewController] { viewControllers }

    @available(iOS 14.0, tvOS 14.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        _columns[column] = vc
        guard let vc else {
            _wrappers[column] = nil
            return
        }
        let wrapper = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
        _wrappers[column] = wrapper
        wrapper._parent = self
    }

    @available(iOS 14.0, tvOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { _columns[column] }

    /// Stub only: the split view collapses (compact width), as when its trait collection changes.
    public func _stubCollapse() {
        guard !_collapsed else { return }
        _collapsed = true
        if _style == .unspecified, _classic.count > 1, let primary = _classic[0] as? UINavigationController {
            primary.viewControllers.append(_classic[1])
        }
    }
}

@MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private var _pages: [UIViewController]?

    /// As from a storyboard (`init(coder:)`) or this initializer: no pages until
    /// `setViewControllers(_:direction:animated:completion:)`, which apps call in `viewDidLoad`.
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override convenience init() { self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal) }

    open var viewControllers: [UIViewController]? { _pages }

    open override var children: [UIViewController] { _pages ?? [] }

    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        _pages = viewControllers
        for controller in viewControllers ?? [] { controller._parent = self }
        completion?(true)
    }
}

/// As UIKit's overlay (`IndexPath` in UIKit, not Foundation): two indexes, section first. On an
/// index path of another length, the accessors stop the program, as the overlay's
/// `precondition` does.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int {
        get {
            precondition(
                count == 2,
                "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
            )
            return self[0]
        }
        set {
            precondition(
                count == 2,
                "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
            )
            self[0] = newValue
        }
    }

    public var row: Int {
        get {
            precondition(
                count == 2,
                "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
            )
            return self[1]
        }
        set {
            precondition(
                count == 2,
                "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
            )
            self[1] = newValue
        }
    }
}

extension IndexPath {
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var item: Int {
        get {
            precondition(
                count == 2,
                "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item."
            )
            return self[1]
        }
        set {
            precondition(
                count == 2,
                "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item."
            )
            self[1] = newValue
        }
    }
}

@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    public override convenience init() { self.init(frame: .zero) }

    open var tag: Int = 0

    private weak var _superview: UIView?
    private var _subviews: [UIView] = []

    /// As UIKit: the view this one was added to, not retained by it.
    open var superview: UIView? { _superview }

    open var subviews: [UIView] { _subviews }

    /// As UIKit: moves `view` from its former superview, if any.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        _subviews.append(view)
        view._superview = self
    }

    open func removeFromSuperview() {
        _superview?._subviews.removeAll { $0 === self }
        _superview = nil
    }
}

@MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
open class UIButton: UIControl {
    private var _titles: [UInt: String] = [:]

    open func setTitle(_ title: String?, for state: UIControl.State) { _titles[state.rawValue] = title }

    open func title(for state: UIControl.State) -> String? { _titles[state.rawValue] ?? _titles[0] }

    /// As UIKit for a button in the normal state.
    open var currentTitle: String? { _titles[0] }
}

@MainActor
open class UIBarItem: NSObject {
    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open var title: String?
    open var tag: Int = 0
}

@MainActor
open class UIBarButtonItem: UIBarItem {
    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
open class UIScrollView: UIView {}

/// Cells are placed with `_stubShow(_:at:)`, as the data source's
/// `tableView(_:cellForRowAt:)` would have them dequeued and displayed. As UIKit,
/// `indexPath(for:)` answers for the cells on screen only: `nil` for any other cell.
@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
    }

    private let _style: UITableView.Style
    private var _visibleCells: [(cell: UITableViewCell, indexPath: IndexPath)] = []

    public init(frame: CGRect, style: UITableView.Style) {
        _style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        _style = .plain
        super.init(coder: coder)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    open var style: UITableView.Style { _style }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        _visibleCells.first { $0.cell === cell }?.indexPath
    }

    /// Stub only: `cell` is on screen at `indexPath`, replacing the cell shown there before.
    public func _stubShow(_ cell: UITableViewCell, at indexPath: IndexPath) {
        _visibleCells.removeAll { $0.cell === cell || $0.indexPath == indexPath }
        _visibleCells.append((cell, indexPath))
    }
}

@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }
}

@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// Cells are placed with `_stubShow(_:at:)`; `indexPath(for:)` answers for those only.
@MainActor
open class UICollectionView: UIScrollView {
    private var _visibleCells: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        _visibleCells.first { $0.cell === cell }?.indexPath
    }

    /// Stub only: `cell` is on screen at `indexPath`, replacing the cell shown there before.
    public func _stubShow(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        _visibleCells.removeAll { $0.cell === cell || $0.indexPath == indexPath }
        _visibleCells.append((cell, indexPath))
    }
}

@MainActor
open class UICollectionReusableView: UIView {}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {}

/// As UIKit: the table view is the controller's view, so reading `tableView` loads the view
/// (`viewDidLoad()` runs) if it has not loaded yet.
@MainActor
open class UITableViewController: UIViewController {
    private let _style: UITableView.Style
    private var _tableView: UITableView?

    public init(style: UITableView.Style) {
        _style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        _style = .plain
        super.init(coder: coder)
    }

    public override convenience init() { self.init(style: .plain) }

    open var tableView: UITableView! {
        get {
            if _tableView == nil { _tableView = UITableView(frame: .zero, style: _style) }
            loadViewIfNeeded()
            return _tableView
        }
        set { _tableView = newValue }
    }
}

/// As UIKit: the collection view is the controller's view, so reading `collectionView` loads
/// the view if it has not loaded yet. A controller made in code without a layout (`init()`,
/// `init(nibName:bundle:)`) cannot make its collection view: UIKit raises
/// `NSInvalidArgumentException` ("UICollectionView must be initialized with a non-nil layout
/// parameter"), and the stub stops the program. From a storyboard (`init(coder:)`) the scene
/// supplies the layout.
@MainActor
open class UICollectionViewController: UIViewController {
    private let _layout: UICollectionViewLayout?
    private var _collectionView: UICollectionView?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _layout = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        _layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    open var collectionView: UICollectionView! {
        get {
            if _collectionView == nil {
                guard let layout = _layout else {
                    fatalError("UICollectionView must be initialized with a non-nil layout parameter")
                }
                _collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            }
            loadViewIfNeeded()
            return _collectionView
        }
        set { _collectionView = newValue }
    }
}

@MainActor
@available(iOS 5.0, tvOS 9.0, *)
open class UIStoryboard: NSObject {
    /// Stub only: the scenes of each storyboard name, by identifier. The class of the
    /// controller a closure makes is the scene's Custom Class.
    public static var _stubScenes: [String: [String: () -> UIViewController]] = [:]
    /// Stub only: the identifier, among `_stubScenes`, of each storyboard's initial view
    /// controller; a storyboard missing here has none.
    public static var _stubInitialScenes: [String: String] = [:]
    private let name: String

    private init(_stubName: String) {
        name = _stubName
        super.init()
    }

    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.init(_stubName: name)
    }

    /// As UIKit: `nil` when the storyboard has no initial view controller.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let identifier = Self._stubInitialScenes[name], let make = Self._stubScenes[name]?[identifier] else {
            return nil
        }
        return make()
    }

    /// Like UIKit, this cannot fail gracefully: an unknown identifier stops the program
    /// (UIKit raises `NSInvalidArgumentException`).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let make = Self._stubScenes[name]?[identifier] else {
            fatalError("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return make()
    }

    /// As UIKit's overlay: the creator's result must be of the scene's class (UIKit raises
    /// otherwise); a creator that returns `nil` gets the scene's own `init(coder:)`; and the
    /// result is force-cast to `ViewController`, so a scene of another class traps.
    @available(iOS 13.0, tvOS 13.0, *)
    @preconcurrency
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let scene = instantiateViewController(withIdentifier: identifier)
        guard let made = creator?(NSCoder()) else {
            // The overlay's `as!`.
            guard let typed = scene as? ViewController else {
                fatalError("Could not cast value of type '\(type(of: scene))' to '\(ViewController.self)'.")
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
