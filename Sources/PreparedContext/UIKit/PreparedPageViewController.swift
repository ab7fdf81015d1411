#if canImport(UIKit) && !os(macOS) && !os(watchOS) && (!os(Linux) || PREPARED_CONTEXT_UIKIT_STUBS)
    public import UIKit

    /// A page view controller that hands the context of the segue that showed it to its pages
    /// as they are set.
    ///
    /// A page view controller from a storyboard has no pages when the presenting controller's
    /// `prepare(for:sender:)` runs; apps set them later, usually in `viewDidLoad`. A plain
    /// `UIPageViewController` reached that way receives its own context only, and the segue
    /// reports ``PreparationError/Code/emptyContainer``. Make the scene's class a subclass of
    /// this one instead: the segue's values wait here, and every page passed to
    /// `setViewControllers(_:direction:animated:completion:)` receives them before it is
    /// installed, once.
    ///
    /// ```swift
    /// final class OnboardingPagesViewController: PreparedPageViewController, UIPageViewControllerDataSource {
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         setViewControllers([makePage(0)], direction: .forward, animated: false)
    ///     }
    ///
    ///     func pageViewController(_ pageViewController: UIPageViewController,
    ///                             viewControllerAfter viewController: UIViewController) -> UIViewController? {
    ///         let page = makePage(index(of: viewController) + 1)
    ///         deliverSegueContext(to: page)  // pages the data source creates
    ///         return page
    ///     }
    /// }
    /// ```
    ///
    /// Each delivery is a propagation of its own from the presenting controller (its per-segue
    /// hook runs again, with the page as the destination), reported under the presenting
    /// controller's options. The presenting controller is held weakly: once it is gone,
    /// nothing more is delivered.
    @MainActor
    open class PreparedPageViewController: UIPageViewController {
        /// The propagation of the segue that showed this controller, for one page.
        var segueContextDelivery: ((UIViewController) -> Void)?
        private var deliveredPages: [WeakPage] = []

        private struct WeakPage {
            weak var page: UIViewController?
        }

        /// Delivers the segue's context to each new page, then sets the pages.
        open override func setViewControllers(
            _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
            animated: Bool, completion: ((Bool) -> Void)? = nil
        ) {
            for page in viewControllers ?? [] { deliverSegueContext(to: page) }
            super.setViewControllers(viewControllers, direction: direction, animated: animated, completion: completion)
        }

        /// Delivers the context of the segue that showed this controller to `page`, unless
        /// it already received it; call it for the pages your data source creates.
        ///
        /// - Parameter page: A page about to be shown.
        public func deliverSegueContext(to page: UIViewController) {
            deliveredPages.removeAll { $0.page == nil }
            guard let delivery = segueContextDelivery, !deliveredPages.contains(where: { $0.page === page }) else {
                return
            }
            deliveredPages.append(WeakPage(page: page))
            delivery(page)
        }
    }
#endif
