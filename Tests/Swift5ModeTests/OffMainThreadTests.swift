// Compiled in Swift 5 language mode (Package.swift), as an app that has not moved to Swift 6
// is: there a main-actor closure handed to a legacy `@escaping () -> Void` parameter compiles
// with no diagnostic and runs on whatever thread the helper picks. Every public entry point
// must then refuse with a typed error before it reads anything.
import Foundation
import PreparedContext
import Testing

#if canImport(UIKit)
    import UIKit
#endif

/// A pre-concurrency helper, as apps still have them: runs `body` on a thread of its own and
/// waits for it.
func runOnAnotherThread(_ body: @escaping () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    done.wait()
}

final class LegacyInbox {
    let prepCtxTitle = "Inbox"
}

final class LegacyDetail {
    @Prepared var prepCtxTitle: String?
    @Prepared var required: Int
}

/// A source whose hook records that it ran: a refusal runs no stage of the preparation.
@MainActor
final class LegacyModel: SegueContext {
    var ambientContext = ContextValues()
    let prepCtxTitle = "Model"
    var hookRan = false
    let options = PreparationOptions(policy: .log, log: MismatchLog(capacity: 10, sink: .none))
    var preparationOptions: PreparationOptions { options }

    func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        hookRan = true
        return SegueValues()
    }
}

@MainActor
@Suite("Swift 5 language mode: a call off the main thread is refused")
struct OffMainThreadTests {
    @Test("The same call on the main thread delivers, so the refusals below are about the thread")
    func mainThreadDelivers() throws {
        let detail = LegacyDetail()
        _ = try ContextPropagation.propagate(from: LegacyInbox(), to: detail)
        #expect(detail.prepCtxTitle == "Inbox")
    }

    @Test("propagate(from:to:) off the main thread throws calledOffMainThread and writes nothing")
    func propagateRefused() {
        let detail = LegacyDetail()
        let source = LegacyInbox()
        var caught: PreparationError?
        var onMain = true
        runOnAnotherThread {
            onMain = Thread.isMainThread
            do {
                _ = try ContextPropagation.propagate(
                    from: source, to: detail, options: PreparationOptions(policy: .throw, log: MismatchLog()))
            } catch {
                caught = error as? PreparationError
            }
        }
        #expect(!onMain, "the helper ran the main-actor closure on another thread")
        #expect(caught?.code == .calledOffMainThread)
        #expect(caught?.description.contains("To fix, make the call on the main thread") == true)
        #expect(detail.prepCtxTitle == nil)
    }

    @Test("propagate(from:to:) with a value source off the main thread reports the refusal")
    func propagateAnyRefused() {
        let detail = LegacyDetail()
        var report: PreparationReport?
        runOnAnotherThread {
            report = try? ContextPropagation.propagate(
                from: ["prepCtxTitle": "x"] as [String: String], to: detail,
                options: PreparationOptions(policy: .log, log: MismatchLog()))
        }
        #expect(report?.failures.map(\.code) == [.calledOffMainThread])
        #expect(report?.deliveries.isEmpty == true)
    }

    @Test("missingRequiredValues(in:) off the main thread returns the refusal, not a reading")
    func missingValuesRefused() {
        let detail = LegacyDetail()
        var errors: [PreparationError] = []
        runOnAnotherThread { errors = ContextPropagation.missingRequiredValues(in: detail) }
        #expect(errors.map(\.code) == [.calledOffMainThread])
    }

    @Test("SegueContext.prepareContext(for:segueIdentifier:sender:) off the main thread runs no stage")
    func segueContextRefused() {
        let model = LegacyModel()
        let detail = LegacyDetail()
        var caught: PreparationError?
        runOnAnotherThread {
            do {
                _ = try model.prepareContext(for: detail, segueIdentifier: "show")
            } catch {
                caught = error as? PreparationError
            }
        }
        // The log policy reports rather than throws: the refusal is in the log.
        #expect(caught == nil)
        #expect(model.options.log.entries.map(\.error.code) == [.calledOffMainThread])
        #expect(!model.hookRan, "no hook runs for a refused call")
        #expect(detail.prepCtxTitle == nil)
    }

    @Test("reportMissingContext() off the main thread returns the refusal")
    func reportMissingRefused() {
        let model = LegacyModel()
        var errors: [PreparationError] = []
        runOnAnotherThread { errors = model.reportMissingContext() }
        #expect(errors.map(\.code) == [.calledOffMainThread])
    }

    #if canImport(UIKit)
        @Test("The storyboard-segue overload and the base classes off the main thread run no stage")
        func storyboardSegueRefused() {
            let source = LegacyScreen()
            let destination = LegacyScreenDetail()
            let segue = UIStoryboardSegue(identifier: "show", source: source, destination: destination)
            var report: PreparationReport?
            runOnAnotherThread {
                source.prepare(for: segue, sender: nil)
                report = source.prepareContext(for: segue, sender: nil)
            }
            #expect(report?.failures.map(\.code) == [.calledOffMainThread])
            #expect(source.options.log.entries.map(\.error.code) == [.calledOffMainThread, .calledOffMainThread])
            #expect(destination.prepCtxTitle == nil)
        }

        @Test("performSegue(withIdentifier:context:sender:) off the main thread performs nothing")
        func performSegueRefused() {
            let source = LegacyScreen()
            runOnAnotherThread {
                source.performSegue(withIdentifier: "show", context: ["prepCtxTitle": "x"], sender: nil)
            }
            #expect(source.options.log.entries.map(\.error.code) == [.calledOffMainThread])
        }

        @Test("A storyboard factory off the main thread throws before it reads the storyboard")
        func factoryRefused() {
            var caught: PreparationError?
            runOnAnotherThread {
                do {
                    let storyboard = PreparedStoryboard(name: "Missing", bundle: .main)
                    _ = try storyboard.instantiate(UIViewController.self, identifier: "Nothing")
                } catch {
                    caught = error as? PreparationError
                }
            }
            #expect(caught?.code == .calledOffMainThread)
        }
    #endif
}

#if canImport(UIKit)
    @MainActor
    final class LegacyScreen: PreparedViewController {
        let prepCtxTitle = "Screen"
        let options = PreparationOptions(policy: .log, log: MismatchLog(capacity: 10, sink: .none))
        override var preparationOptions: PreparationOptions { options }
    }

    @MainActor
    final class LegacyScreenDetail: PreparedViewController {
        @Prepared var prepCtxTitle: String?
    }
#endif
