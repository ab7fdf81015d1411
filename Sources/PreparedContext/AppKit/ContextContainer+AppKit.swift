#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || PREPARED_CONTEXT_APPKIT_STUBS)
    public import AppKit

    /// A window controller hands context to its content view controller.
    extension NSWindowController: ContextContainer {
        /// The content view controller.
        public var contextChildren: [AnyObject] { contentViewController.map { [$0] } ?? [] }
    }

    /// A tab view controller hands context to every tab.
    extension NSTabViewController: ContextContainer {
        /// Every tab's view controller.
        public var contextChildren: [AnyObject] { tabViewItems.compactMap(\.viewController) }
    }

    /// A split view controller hands context to every pane.
    extension NSSplitViewController: ContextContainer {
        /// Every pane's view controller.
        public var contextChildren: [AnyObject] { splitViewItems.map(\.viewController) }
    }
#endif
