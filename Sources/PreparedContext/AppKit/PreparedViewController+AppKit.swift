#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || PREPARED_CONTEXT_APPKIT_STUBS)
    public import AppKit

    /// A view controller that delivers its context on every segue — sheet, popover, modal,
    /// show and embed — with no `prepare(for:sender:)` of your own.
    ///
    /// The AppKit counterpart of the UIKit class of the same name. Required slots still
    /// empty when the view loads are reported in the ``MismatchLog``. If you override
    /// `prepare(for:sender:)` or `viewDidLoad()`, call `super`.
    @MainActor
    open class PreparedViewController: NSViewController, SegueContext {
        /// The ambient values this controller received and hands on.
        open var ambientContext = ContextValues()

        /// The options for this controller; override to change its prefix, policy or log.
        open var preparationOptions: PreparationOptions { .global }

        /// Override to provide values for one segue only; see ``SegueContext``.
        open func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to offer values to whichever destination declares them; see
        /// ``SegueContext/offeredValues(forSegue:destination:sender:)``.
        open func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to configure this controller once its context has arrived; see
        /// ``SegueContext/contextDidArrive(_:)``.
        open func contextDidArrive(_ report: PreparationReport) {}

        /// Override to provide values for a segue a control sends; see
        /// ``SegueContext/segueValues(forControl:segueIdentifier:destination:)``.
        open func segueValues(
            forControl control: NSControl, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for a segue a toolbar item sends; see
        /// ``SegueContext/segueValues(forToolbarItem:segueIdentifier:destination:)``.
        open func segueValues(
            forToolbarItem item: NSToolbarItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for a segue a menu item sends; see
        /// ``SegueContext/segueValues(forMenuItem:segueIdentifier:destination:)``.
        open func segueValues(
            forMenuItem item: NSMenuItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context to the segue's destination, then calls `super`.
        open override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
            prepareContext(for: segue, sender: sender)
            super.prepare(for: segue, sender: sender)
        }

        /// Reports required slots that are still empty, then calls `super`.
        open override func viewDidLoad() {
            reportMissingContext()
            super.viewDidLoad()
        }
    }

    /// A window controller that delivers its context on every segue, and whose own
    /// segue destinations include their content view controller.
    @MainActor
    open class PreparedWindowController: NSWindowController, SegueContext {
        /// The ambient values this controller received and hands on.
        open var ambientContext = ContextValues()

        /// The options for this controller; override to change its prefix, policy or log.
        open var preparationOptions: PreparationOptions { .global }

        /// Override to provide values for one segue only; see ``SegueContext``.
        open func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to offer values to whichever destination declares them; see
        /// ``SegueContext/offeredValues(forSegue:destination:sender:)``.
        open func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
            SegueValues()
        }

        /// Override to configure this controller once its context has arrived; see
        /// ``SegueContext/contextDidArrive(_:)``.
        open func contextDidArrive(_ report: PreparationReport) {}

        /// Override to provide values for a segue a control sends; see
        /// ``SegueContext/segueValues(forControl:segueIdentifier:destination:)``.
        open func segueValues(
            forControl control: NSControl, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for a segue a toolbar item sends; see
        /// ``SegueContext/segueValues(forToolbarItem:segueIdentifier:destination:)``.
        open func segueValues(
            forToolbarItem item: NSToolbarItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Override to provide values for a segue a menu item sends; see
        /// ``SegueContext/segueValues(forMenuItem:segueIdentifier:destination:)``.
        open func segueValues(
            forMenuItem item: NSMenuItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Delivers this controller's context to the segue's destination, then calls `super`.
        open override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
            prepareContext(for: segue, sender: sender)
            super.prepare(for: segue, sender: sender)
        }

        /// Reports required slots that are still empty, then calls `super`.
        open override func windowDidLoad() {
            reportMissingContext()
            super.windowDidLoad()
        }
    }

    extension SegueContext {
        /// Delivers this controller's context for an AppKit storyboard segue: the one call to
        /// forward from `prepare(for:sender:)` when you adopt ``SegueContext``.
        ///
        /// The destination — a view controller, or a window controller and its content view
        /// controller — and every controller inside tab view and split view controllers
        /// receive context. Reading a window controller's content loads its window (and the
        /// content's view; a storyboard tab view controller loads every tab): those loads are
        /// part of the segue, so they are not reported as late, and the missing-value check
        /// their `viewDidLoad`/`windowDidLoad` asks for runs after the values are delivered.
        /// Nothing throws: under ``MismatchPolicy/throw`` failures are logged.
        ///
        /// - Parameters:
        ///   - segue: The segue being prepared.
        ///   - sender: The segue's sender (the original one after
        ///     `performSegue(withIdentifier:context:sender:)`), or ``SegueValues``.
        /// - Returns: What was delivered, skipped and failed.
        @discardableResult
        public func prepareContext(for segue: NSStoryboardSegue, sender: Any?) -> PreparationReport {
            prepareSegue(
                segue, to: segue.destinationController as AnyObject, identifier: segue.identifier, sender: sender)
        }

        /// The AppKit stages of a segue's preparation, whichever entry point the app called:
        /// the values carried with the segue (passed as the sender, or waiting from
        /// ``performSegue(withIdentifier:context:sender:)``), the control, toolbar item and
        /// menu item hooks, and windows and views that loaded before the segue.
        ///
        /// - Parameter segue: The segue object, or `nil` when the app passed the destination.
        func prepareAppKitSegue(
            _ segue: AnyObject?, to destination: AnyObject, identifier: String?, sender: Any?, appliesPolicy: Bool
        ) -> PreparationReport {
            let passed = (sender as? SegueValues) ?? takePendingSegueValues(identifier: identifier)
            let carried =
                adding(senderValuesFor: identifier, destination: destination, to: passed, sender: sender) ?? passed
            return runSegueStages(
                segue, to: destination, identifier: identifier, sender: carried ?? sender, isUnwind: false,
                appliesPolicy: appliesPolicy,
                hasLoadedView: { controller in
                    (controller as? NSViewController)?.isViewLoaded == true
                        || (controller as? NSWindowController)?.isWindowLoaded == true
                })
        }
    }

    extension SegueContext {
        /// Provides nothing.
        public func segueValues(
            forControl control: NSControl, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Provides nothing.
        public func segueValues(
            forToolbarItem item: NSToolbarItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// Provides nothing.
        public func segueValues(
            forMenuItem item: NSMenuItem, segueIdentifier: NSStoryboardSegue.Identifier?, destination: AnyObject
        ) -> SegueValues {
            SegueValues()
        }

        /// The values carried with the segue with those of the control, toolbar item or menu
        /// item that sent it added, or `nil` when the original sender is none of them.
        func adding(
            senderValuesFor identifier: String?, destination: AnyObject, to carried: SegueValues?, sender: Any?
        ) -> SegueValues? {
            let original = carried.map(\.sender) ?? sender
            let values: SegueValues
            let hook: String
            if let control = original as? NSControl {
                values = segueValues(forControl: control, segueIdentifier: identifier, destination: destination)
                hook = "segueValues(forControl:…)"
            } else if let item = original as? NSToolbarItem {
                values = segueValues(forToolbarItem: item, segueIdentifier: identifier, destination: destination)
                hook = "segueValues(forToolbarItem:…)"
            } else if let item = original as? NSMenuItem {
                values = segueValues(forMenuItem: item, segueIdentifier: identifier, destination: destination)
                hook = "segueValues(forMenuItem:…)"
            } else {
                return nil
            }
            return SegueValues.carried(carried, sender: original, addingSenderHook: values, named: hook)
        }
    }

    extension SegueContext where Self: NSViewController {
        /// Performs a segue carrying values that exist only here, without storing them in a
        /// property first; they take precedence over this controller's properties.
        ///
        /// AppKit performs the segue with your `sender`, untouched, and hands it to
        /// `prepare(for:sender:)`; the values wait for this controller's
        /// ``prepareContext(for:sender:)``.
        ///
        /// > Important: As with `performSegue(withIdentifier:sender:)`, an identifier the
        /// > storyboard does not declare raises an Objective-C exception.
        ///
        /// - Parameters:
        ///   - identifier: The segue's identifier in the storyboard.
        ///   - context: Values by destination slot key, and ambient values.
        ///   - sender: The original sender.
        public func performSegue(
            withIdentifier identifier: NSStoryboardSegue.Identifier, context: SegueValues, sender: Any? = nil
        ) {
            var context = context
            context.sender = sender
            performSegue(identifier: identifier, carrying: context) {
                performSegue(withIdentifier: identifier, sender: sender)
            }
        }
    }
#endif
