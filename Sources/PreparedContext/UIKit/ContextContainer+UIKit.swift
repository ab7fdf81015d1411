#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    public import UIKit

    /// A navigation controller hands context to its root view controller.
    extension UINavigationController: ContextContainer {
        /// The root view controller.
        public var contextChildren: [AnyObject] { Array(viewControllers.prefix(1)) }
    }

    /// A tab bar controller hands context to every tab.
    extension UITabBarController: ContextContainer {
        /// Every tab's view controller.
        public var contextChildren: [AnyObject] { viewControllers ?? [] }
    }

    /// A split view controller hands context to every column, expanded or collapsed.
    ///
    /// A column-style split view controller (iOS 14 `init(style:)`) lists only the columns
    /// on screen in `viewControllers` — one when collapsed — so its columns are read with
    /// `viewController(for:)`: primary, supplementary, secondary, compact and (iOS, iPadOS and
    /// Mac Catalyst 26) inspector. A collapsed classic split view controller lists its primary only; the
    /// secondary it collapsed onto the primary navigation controller is reached too.
    extension UISplitViewController: ContextContainer {
        /// Every column's view controller.
        public var contextChildren: [AnyObject] {
            guard style == .unspecified else {
                var kinds: [Column] = [.primary, .supplementary, .secondary, .compact]
                // `.inspector` exists for iOS, iPadOS and Mac Catalyst 26 only (not tvOS, not
                // visionOS), in the SDKs of Swift 6.2 compilers on (Xcode 26); Xcode 16 has none.
                #if compiler(>=6.2) && (os(iOS) || PREPARED_CONTEXT_UIKIT_STUBS)
                    if #available(iOS 26.0, macCatalyst 26.0, *) { kinds.append(.inspector) }
                #endif
                var columns: [UIViewController] = []
                for column in kinds {
                    guard let controller = viewController(for: column),
                        !columns.contains(where: { $0 === controller })
                    else { continue }
                    columns.append(controller)
                }
                return columns
            }
            guard isCollapsed, let primary = viewControllers.first as? UINavigationController else {
                return viewControllers
            }
            return [primary] + Array(primary.viewControllers.dropFirst())
        }
    }

    /// A page view controller hands context to the pages it holds.
    ///
    /// A page view controller from a storyboard has no pages when `prepare(for:sender:)`
    /// runs — apps set them later, usually in `viewDidLoad` — so a segue into one without
    /// pages reports ``PreparationError/Code/emptyContainer`` instead of delivering nothing
    /// silently. A ``PreparedPageViewController`` delivers to its pages when they are set.
    extension UIPageViewController: ContextContainer {
        /// The pages set so far.
        public var contextChildren: [AnyObject] { viewControllers ?? [] }
    }
#endif
