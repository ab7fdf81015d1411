import PreparedContext
import PreparedContextTesting
import Testing
import XCTest

struct Mail: Equatable {
    var subject: String
}

final class Inbox {
    let prepCtxMail = Mail(subject: "Hello")
}

final class Message {
    @Prepared var prepCtxMail: Mail
    @Prepared var prepCtxCount: Int
    @Prepared var note: String?
}

final class Complete {
    @Prepared var prepCtxMail: Mail
}

@MainActor
final class Router {
    let factory: any ControllerFactory
    init(factory: any ControllerFactory) { self.factory = factory }
    func show(_ mail: Mail) throws(PreparationError) -> Complete {
        try factory.make(Complete.self, identifier: "Complete", context: ["prepCtxMail": mail])
    }
}

@MainActor
@Suite("TransitionCheck")
struct TransitionCheckTests {
    @Test("A complete transition passes")
    func passes() {
        let check = expectTransition(from: Inbox(), to: Complete())
        #expect(check.passed)
        #expect(check.description == "Inbox → Complete delivers everything required (1 value).")
    }

    @Test("A transition that misses a required key records one issue listing it")
    func failsWithReadableMessage() {
        let check = checkTransition(from: Inbox(), to: Message())
        #expect(!check.passed)
        #expect(check.problems.map(\.key) == ["prepCtxCount"])
        #expect(
            check.description.hasPrefix(
                "Inbox → Message does not deliver everything required:\n  ✗ 'prepCtxCount' is required"))
        withKnownIssue {
            expectTransition(from: Inbox(), to: Message())
        }
    }

    @Test("A type mismatch is listed with its fix")
    func mismatch() {
        final class WrongInbox { let prepCtxMail = "not a mail" }
        let check = checkTransition(from: WrongInbox(), to: Complete())
        #expect(check.problems.map(\.code) == [.typeMismatch])
        #expect(check.description.contains("To fix,"))
    }

    @MainActor
    @Test("A spy factory records which controller a router created, and with which context")
    func spyFactory() throws {
        let factory = SpyControllerFactory(
            ["Complete": { Complete() }], options: PreparationOptions(log: MismatchLog(sink: .none)))
        let made = try Router(factory: factory).show(Mail(subject: "Hi"))
        #expect(made.prepCtxMail.subject == "Hi")
        #expect(factory.requests.map(\.identifier) == ["Complete"])
        #expect(factory.requests.first?.context.keys == ["prepCtxMail"])
        #expect(factory.requests.first?.controller === made)
        let error = try #require(throws: PreparationError.self) {
            try factory.make(Complete.self, identifier: "Missing")
        }
        #expect(error.code == .sceneNotFound)
    }
}

final class TransitionXCTests: XCTestCase {
    // swift-corelibs-xctest cannot discover a `@MainActor` test method; it runs tests on the
    // main thread, where the engine's main-actor API is entered directly.
    func testCompleteTransitionPassesInXCTest() {
        MainActor.assumeIsolated {
            XCTAssertTransition(from: Inbox(), to: Complete())
        }
    }
}

enum TokenKey: ContextKey {
    typealias Value = String
}

@MainActor
final class SignedInScreen: SegueContext {
    var ambientContext = ContextValues()
}

@MainActor
final class TokenScreen: SegueContext {
    var ambientContext = ContextValues()
    @Ambient(TokenKey.self) var token: String
}

@MainActor
@Suite("TransitionCheck and ambient slots")
struct TransitionCheckAmbientTests {
    @Test("A transition from a controller whose ambient context holds the key fills the ambient slot")
    func ambientProvided() {
        let source = SignedInScreen()
        source.ambientContext[TokenKey.self] = "t-1"
        let destination = TokenScreen()
        let check = checkTransition(from: source, to: destination)
        #expect(check.passed)
        #expect(destination.$token.isDelivered)
    }

    @Test("A transition from a controller without the key fails, naming the key type")
    func ambientMissing() {
        let check = checkTransition(from: SignedInScreen(), to: TokenScreen())
        #expect(!check.passed)
        #expect(check.problems.map(\.key) == ["TokenKey"])
        #expect(check.problems.first?.description.contains("ambientContext[TokenKey.self]") == true)
    }
}
