// Tests that use only API Apple's SDKs declare — no `_stub…` member, no `@testable` import —
// so that the same file runs against the real runtime and frameworks. On Linux it is compiled
// and run against the UIKit stubs; on macOS (`swift test`) and on the iOS, tvOS and visionOS
// simulators (`xcodebuild test`) it runs in .github/workflows/apple.yml against the SDK.
import PreparedContext
import Testing

#if canImport(UIKit)
    import UIKit
#endif
#if canImport(ObjectiveC) && !os(Linux)
    import Foundation
#endif

/// A referent for the reference fields below.
final class DeviceOwner {
    let name: String
    init(name: String) { self.name = name }
}

/// A source whose prefixed fields sit between `weak`, `unowned` and one-byte fields, so that
/// a wrong offset or ownership from the runtime's field metadata shows as a wrong value.
final class DeviceSource {
    weak var delegate: DeviceOwner?
    let prepCtxFlag: UInt8 = 7
    unowned let owner: DeviceOwner
    var prepCtxTitle = "Inbox"
    weak var prepCtxOwner: DeviceOwner?
    let prepCtxCount: Int = 41

    init(owner: DeviceOwner) {
        self.owner = owner
        prepCtxOwner = owner
    }
}

/// A destination whose slots sit between reference fields of every ownership.
final class DeviceDestination {
    @Prepared var prepCtxFlag: UInt8?
    weak var delegate: DeviceOwner?
    @Prepared var prepCtxTitle: String?
    unowned(unsafe) var unsafeOwner: DeviceOwner
    @Prepared var prepCtxOwner: DeviceOwner?
    @Prepared var prepCtxCount: Int?

    init(owner: DeviceOwner) { unsafeOwner = owner }
}

@MainActor
@Suite("On the device: the real runtime's field metadata, UIKit's segues, KVC and the os sink")
struct DeviceTests {
    @Test("Fields between weak, unowned and one-byte fields are read at the runtime's offsets with their ownership")
    func offsetsAndOwnership() throws {
        let owner = DeviceOwner(name: "ada")
        let source = DeviceSource(owner: owner)
        let destination = DeviceDestination(owner: owner)
        let log = MismatchLog(capacity: 10, sink: .none)
        let report = try ContextPropagation.propagate(from: source, to: destination, options: .init(log: log))
        #expect(report.failures.isEmpty)
        #expect(destination.prepCtxFlag == 7)
        #expect(destination.prepCtxTitle == "Inbox")
        #expect(destination.prepCtxOwner === owner)
        #expect(destination.prepCtxCount == 41)
        #expect(destination.delegate == nil)
        #expect(destination.unsafeOwner === owner)
        #expect(log.entries.isEmpty)
    }

    #if canImport(UIKit) && !os(watchOS)
        @Test("A UIStoryboardSegue made with the SDK's initializer is prepared and performed")
        @MainActor func storyboardSegue() {
            let source = DeviceInbox()
            let destination = DeviceMessage()
            let segue = UIStoryboardSegue(identifier: "showMessage", source: source, destination: destination)
            source.prepare(for: segue, sender: nil)
            segue.perform()
            #expect(destination.prepCtxAccount == "ada@example.com")
            #expect(destination.prepCtxUnread == 3)
            #expect(ContextPropagation.missingRequiredValues(in: destination).isEmpty)
        }
    #endif

    #if canImport(ObjectiveC) && !os(Linux)
        @Test("The Key-Value Coding writer writes a plain @objc property of an NSObject subclass")
        @MainActor func keyValueCoding() throws {
            let destination = DeviceObjCDestination()
            let report = try ContextPropagation.propagate(
                from: DeviceObjCSource(), to: destination, options: .init(log: MismatchLog(sink: .none)))
            #expect(report.failures.isEmpty)
            #expect(destination.prepCtxName == "ada")
        }

        @Test("The unified-logging sink records an entry and writes it to os.Logger")
        func unifiedLogging() {
            let log = MismatchLog(capacity: 2, sink: .unifiedLogging)
            log.record(PreparationError(.nilValue, key: "prepCtxName", destinationType: "DeviceTests"))
            #expect(log.entries.map(\.error.code) == [.nilValue])
        }
    #endif
}

#if canImport(UIKit) && !os(watchOS)
    /// A presenting controller with two prefixed properties.
    final class DeviceInbox: PreparedViewController {
        let prepCtxAccount = "ada@example.com"
        var prepCtxUnread = 3
    }

    /// A presented controller with a required and an optional slot.
    final class DeviceMessage: PreparedViewController {
        @Prepared(required: true) var prepCtxAccount = ""
        @Prepared var prepCtxUnread: Int?
    }
#endif

#if canImport(ObjectiveC) && !os(Linux)
    /// A source for the Key-Value Coding writer.
    final class DeviceObjCSource {
        let prepCtxName = "ada"
    }

    /// A plain `@objc` property, which only Key-Value Coding can write by name.
    final class DeviceObjCDestination: NSObject {
        @objc var prepCtxName = ""
    }
#endif
