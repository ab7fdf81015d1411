import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

/// The first screen of an onboarding storyboard, inside the storyboard's initial navigation
/// controller.
@MainActor
final class WelcomeViewController: Screen {
    @Prepared var account: Account
    @Prepared var prepCtxTitle: String?
}

/// A compiled storyboard `name.storyboardc` in a fresh bundle folder, as Xcode writes it: the
/// table of scene identifiers and, when the storyboard has one, its initial scene.
func compiledStoryboardBundle(
    _ name: String, identifiers: [String], initial: String?, framework: String = "UI"
) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PreparedContext-\(UUID().uuidString)")
    let compiled = folder.appendingPathComponent("\(name).storyboardc")
    try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
    var info: [String: Any] = [
        "\(framework)ViewControllerIdentifiersToNibNames": Dictionary(
            uniqueKeysWithValues: identifiers.map { ($0, $0) }),
        "\(framework)StoryboardVersion": 1,
    ]
    if let initial { info["\(framework)StoryboardDesignatedEntryPointIdentifier"] = initial }
    let data = try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0)
    try data.write(to: compiled.appendingPathComponent("Info.plist"))
    return try #require(Bundle(path: folder.path))
}

@MainActor
@Suite("UIKit storyboard factory: the initial view controller")
struct InitialControllerTests {
    /// The scene ID Xcode gives a scene without a Storyboard ID: its class and object ID.
    static let navigationScene = "UINavigationController-Kx2-aB-9cD"

    init() {
        UIStoryboard._stubScenes["Onboarding"] = [
            Self.navigationScene: { UINavigationController(rootViewController: WelcomeViewController()) },
            "Terms": { Detail() },
        ]
        UIStoryboard._stubInitialScenes["Onboarding"] = Self.navigationScene
        UIStoryboard._stubScenes["Settings"] = ["Settings": { Detail() }]
        UIStoryboard._stubInitialScenes["Settings"] = nil
    }

    @Test("The initial navigation controller is instantiated, and context reaches its root")
    func initialNavigation() throws {
        let storyboard = PreparedStoryboard(
            name: "Onboarding",
            bundle: try compiledStoryboardBundle(
                "Onboarding", identifiers: [Self.navigationScene, "Terms"], initial: Self.navigationScene))
        let navigation = try storyboard.instantiateInitial(
            UINavigationController.self, context: ["account": Account(name: "new")], from: Inbox())
        let welcome = try #require(navigation.viewControllers.first as? WelcomeViewController)
        #expect(welcome.account.name == "new")
        #expect(welcome.prepCtxTitle == "Inbox")
        #expect(welcome.options.log.entries.isEmpty)
    }

    @Test("The controller type is inferred from the call site")
    func inferredType() throws {
        let storyboard = PreparedStoryboard(
            name: "Onboarding",
            bundle: try compiledStoryboardBundle(
                "Onboarding", identifiers: [Self.navigationScene], initial: Self.navigationScene))
        let root: UIViewController = try storyboard.instantiateInitial(context: ["account": Account(name: "a")])
        #expect(root is UINavigationController)
    }

    @Test("A storyboard without an initial view controller is a typed error, and UIKit is never asked")
    func noInitialController() throws {
        let storyboard = PreparedStoryboard(
            name: "Settings", bundle: try compiledStoryboardBundle("Settings", identifiers: ["Settings"], initial: nil))
        let error = try #require(throws: PreparationError.self) {
            try storyboard.instantiateInitial(Detail.self)
        }
        #expect(error.code == .sceneNotFound)
        #expect(error.key == "Settings")
        #expect(
            error.description
                == "Storyboard 'Settings' has no initial controller. To fix, check Is Initial View Controller "
                + "(Is Initial Controller on macOS) for one scene in Interface Builder, or instantiate a scene by "
                + "its Storyboard ID.")
    }

    @Test("An initial view controller of another class is wrongControllerClass, naming the scene")
    func wrongClass() throws {
        let storyboard = PreparedStoryboard(
            name: "Onboarding",
            bundle: try compiledStoryboardBundle(
                "Onboarding", identifiers: [Self.navigationScene], initial: Self.navigationScene))
        let error = try #require(throws: PreparationError.self) {
            try storyboard.instantiateInitial(WelcomeViewController.self, context: ["account": Account(name: "a")])
        }
        #expect(error.code == .wrongControllerClass)
        #expect(error.key == Self.navigationScene)
        #expect(error.expectedType == "WelcomeViewController")
        #expect(error.actualType == "UINavigationController")
        #expect(
            error.description
                == "The scene '\(Self.navigationScene)' (the initial controller of storyboard 'Onboarding') holds "
                + "UINavigationController, not WelcomeViewController. To fix, set the scene's Custom Class in "
                + "Interface Builder to WelcomeViewController, or request the class the scene declares.")
    }

    @Test("A storyboard missing from the bundle is a typed error")
    func missingStoryboard() throws {
        let storyboard = PreparedStoryboard(
            name: "Elsewhere", bundle: try compiledStoryboardBundle("Onboarding", identifiers: [], initial: nil))
        let error = try #require(throws: PreparationError.self) {
            try storyboard.instantiateInitial(UINavigationController.self)
        }
        #expect(error.code == .sceneNotFound)
        #expect(error.detail?.contains("no compiled storyboard 'Elsewhere.storyboardc'") == true)
    }
}
