#if canImport(UIKit) && !os(macOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
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

    /// A split view controller hands context to every column.
    extension UISplitViewController: ContextContainer {
        /// Every column's view controller.
        public var contextChildren: [AnyObject] { viewControllers }
    }

    /// A page view controller hands context to the visible pages.
    extension UIPageViewController: ContextContainer {
        /// The pages on screen.
        public var contextChildren: [AnyObject] { viewControllers ?? [] }
    }
#endif
