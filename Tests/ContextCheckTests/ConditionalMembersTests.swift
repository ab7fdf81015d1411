import Foundation
import Testing

@testable import ContextCheckCore

/// Properties, slots and unwind actions declared under `#if` in a controller's body, checked
/// as if written outside it.
@Suite("ContractChecker: members under #if")
struct ConditionalMembersTests {
    /// A segue from SourceViewController to DestinationViewController, which unwinds back
    /// with `unwindToSource:`.
    static let storyboard = TargetMapTests.storyboard(
        """
        <viewController id="a" customClass="SourceViewController" sceneMemberID="viewController">
        <connections><segue destination="b" kind="show" identifier="open" id="g"/></connections></viewController>
        <viewController id="b" customClass="DestinationViewController" sceneMemberID="viewController">
        <connections>
        <segue destination="x" kind="unwind" identifier="done" unwindAction="unwindToSource:" id="u"/>
        </connections></viewController>
        <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
        """)

    @Test(
        "Slots and source properties under #if DEBUG are matched, a same-named property in #if/#else is one, an unwind action under #if os(iOS) is found"
    )
    func conditionalMembers() throws {
        let result = try TargetMapTests().check([
            "Main.storyboard": Self.storyboard,
            "Controllers.swift": """
            import UIKit

            final class SourceViewController: PreparedViewController {
                #if DEBUG
                let prepCtxLogger = Logger()
                let prepCtxSession = Session()
                @Prepared var prepCtxResult: String?
                #endif
                #if os(macOS)
                let prepCtxTint: NSColor = .systemBlue
                #else
                let prepCtxTint: UIColor = .systemBlue
                #endif
                #if os(iOS)
                @IBAction func unwindToSource(_ segue: UIStoryboardSegue) {}
                #endif
            }

            final class DestinationViewController: PreparedViewController {
                @Prepared var prepCtxLogger: Logger
                @Prepared var prepCtxTint: UIColor
                #if DEBUG
                @Prepared var prepCtxSession: Session
                @Prepared var prepCtxToken: String
                #endif
                let prepCtxResult = 42
            }
            """,
        ]).1
        let findings = result.diagnostics.filter { $0.severity != .note }
        // Two findings: the slot under #if that no source provides, and the unwind edge — the
        // action under #if os(iOS) is found — into the source's slot under #if DEBUG. The
        // other slots are matched, the tint once and with its UIKit type.
        #expect(findings.count == 2)
        let token = try #require(findings.first { $0.message.contains("'prepCtxToken' is required") })
        #expect(token.severity == .error)
        #expect(token.message.contains("To fix"))
        let result42 = try #require(findings.first { $0.message.contains("'prepCtxResult'") })
        #expect(
            result42.message.contains("segue 'done' (unwind) from DestinationViewController to SourceViewController"))
        #expect(result42.message.contains("the slot expects String? but the value is Int"))
        #expect(!result.diagnostics.contains { $0.message.contains("more than once") })
        #expect(!result.diagnostics.contains { $0.message.contains("prepCtxTint") })
        #expect(!result.diagnostics.contains { $0.message.contains("unwind action") })
    }
}
