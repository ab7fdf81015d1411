import Testing

@testable import PreparedContext

@MainActor
@Suite("PreparationError")
struct PreparationErrorTests {
    @Test("A mismatched value passed by the sender asks to pass another value, not to change a property")
    func mismatchFromSender() throws {
        let profile = ProfileScreen()
        let report = propagate(from: EmptySource(), to: profile, sender: ["profile": "Ada"] as SegueValues)
        let error = try #require(report.failures.first)
        #expect(error.code == .typeMismatch)
        #expect(error.detail == "passed by the sender")
        #expect(
            error.description
                == "'profile' was not delivered from EmptySource to ProfileScreen: the slot expects "
                + "Optional<User> but the value passed by the sender is String. To fix, pass an "
                + "Optional<User> (or a subtype) with the segue, or change the slot's type to accept String.")
        #expect(!error.description.contains("source property"))
    }

    @Test("A mismatched value returned by the segue hook asks to pass another value")
    func mismatchFromHook() throws {
        let directory = Directory()
        directory.profileForRow = "Ada"
        let report = try directory.prepareContext(for: ProfileScreen(), segueIdentifier: "showProfile")
        let error = try #require(report.failures.first)
        #expect(error.code == .typeMismatch)
        #expect(error.detail == "passed by the segue hook")
        #expect(error.description.contains("the value passed by the segue hook is String"))
        #expect(error.description.contains("To fix, pass an Optional<User> (or a subtype) with the segue"))
    }

    @Test("A type's name takes the article it is read with: an Account, a String, a URL, an Undo")
    func articles() {
        #expect(withArticle("Account") == "an Account")
        #expect(withArticle("Optional<User>") == "an Optional<User>")
        #expect(withArticle("Int") == "an Int")
        #expect(withArticle("String") == "a String")
        #expect(withArticle("User") == "a User")
        #expect(withArticle("URL") == "a URL")
        #expect(withArticle("UInt8") == "a UInt8")
        #expect(withArticle("Undo") == "an Undo")
        #expect(withArticle("[String]") == "a [String]")
    }

    @Test("A mismatch whose slot expects an Account says 'an Account'")
    func articleInMessage() throws {
        final class Source { let prepCtxAccount = 3 }
        final class Account {}
        final class Destination { @Prepared var prepCtxAccount: Account? }
        let error = try #require(propagate(from: Source(), to: Destination()).failures.first)
        #expect(error.description.contains("make the source property an Optional<Account> (or a subtype)"))
        #expect(!error.description.contains(" a Optional"))
    }

    @Test("A log of one entry says '1 entry'")
    func oneEntry() {
        let log = MismatchLog(capacity: 5, sink: .none)
        log.record(PreparationError(.unknownKey, key: "k"))
        #expect(log.description.hasPrefix("MismatchLog: 1 entry\n"))
        log.record(PreparationError(.unknownKey, key: "j"))
        #expect(log.description.hasPrefix("MismatchLog: 2 entries\n"))
    }

    @Test("A mismatched source property still asks to change the property")
    func mismatchFromProperty() throws {
        final class Source { let prepCtxProfile = "Ada" }
        final class Destination { @Prepared var prepCtxProfile: User? }
        let error = try #require(propagate(from: Source(), to: Destination()).failures.first)
        #expect(error.detail == nil)
        #expect(error.description.contains("To fix, make the source property an Optional<User> (or a subtype)"))
    }

    @Test("A missing optional slot that is required is not told to be declared optional")
    func missingRequiredOptional() throws {
        let report = propagate(from: EmptySource(), to: BadgeScreen())
        let error = try #require(report.failures.first)
        #expect(error.code == .missingRequiredValue)
        #expect(!error.description.contains("declare the slot optional"))
        #expect(error.description.hasSuffix("or give the slot a default value, or drop required: true."))
    }

    @Test("A key the segue hook did not return is not fixed by giving the presenter a property")
    func missingAfterHook() throws {
        let directory = Directory()
        let report = try directory.prepareContext(for: ProfileScreen(), segueIdentifier: "showProfile")
        let error = try #require(report.failures.first { $0.key == "account" })
        #expect(error.code == .missingRequiredValue)
        #expect(error.detail?.hasPrefix("the segue hook passed no value for it") == true)
        #expect(!error.description.contains("give the presenting controller a property"))
        #expect(
            error.description.contains(
                "To fix, return 'account' from the presenting controller's "
                    + "segueValues(forSegue:destination:sender:) for this segue"))
    }

    @Test("A missing key with no hook values names a providing property by its key, not a prefixed name")
    func missingWithoutHook() throws {
        let error = try #require(propagate(from: EmptySource(), to: ProfileScreen()).failures.first)
        #expect(error.description.contains("a property that provides 'account' (a @Prepared slot with that key"))
        #expect(!error.description.contains("(prefixed, or @Prepared)"))
    }

    @Test("A key the framework owns ('title') asks for a slot of another name, assigned when the context arrives")
    func frameworkOwnedTitle() throws {
        let report = propagate(from: EmptySource(), to: ProfileScreen(), sender: ["title": "Ada"] as SegueValues)
        let error = try #require(report.failures.first { $0.code == .unknownKey })
        #expect(error.key == "title")
        #expect(
            error.description
                == "'title' was passed to ProfileScreen by EmptySource but no slot there has that key (passed by "
                + "the sender). To fix, pass it under "
                + "another key that a slot declares: 'title' is a property of UIViewController and "
                + "NSViewController, which a subclass cannot declare as a slot. Declare @Prepared var "
                + "screenTitle: String?, pass 'screenTitle' instead, and assign title = screenTitle in "
                + "contextDidArrive(_:) or viewDidLoad().")
        #expect(!error.description.contains("@Prepared var title"))
    }

    @Test("A framework-owned key read before the controller is shown asks for the delivery callback only")
    func frameworkOwnedReadAtPresentation() {
        let error = PreparationError(
            .unknownKey, key: "modalPresentationStyle", destinationType: "ComposeViewController")
        #expect(
            error.description.hasSuffix(
                "Declare @Prepared var presentationStyle = UIModalPresentationStyle.automatic, pass "
                    + "'presentationStyle' instead, and assign modalPresentationStyle = presentationStyle in "
                    + "contextDidArrive(_:), before the controller is shown."))
        let bottomBar = PreparationError(.unknownKey, key: "hidesBottomBarWhenPushed")
        #expect(bottomBar.description.contains("pass 'hidesTabBar' instead"))
        #expect(!bottomBar.description.contains("viewDidLoad"))
        let represented = PreparationError(.unknownKey, key: "representedObject")
        #expect(represented.description.contains("'representedObject' is a property of NSViewController,"))
    }

    @Test("The migration reads the fix's own table: each framework property's slot is the one the fix names")
    func frameworkSlotsForTheMigration() throws {
        #expect(StaticContract.frameworkOwnedProperties.count >= 10)
        for property in StaticContract.frameworkOwnedProperties {
            let slot = try #require(StaticContract.frameworkSlot(for: property))
            let fix = PreparationError(.unknownKey, key: property).description
            #expect(fix.contains("Declare @Prepared var \(slot.slotDeclaration), pass '\(slot.slotName)' instead"))
            #expect(fix.contains("assign \(slot.assignment) in contextDidArrive(_:)"))
            // The declaration is `name: Type` or `name = initial` for a slot of that type.
            #expect(
                slot.slotDeclaration == "\(slot.slotName): \(slot.slotType)"
                    || slot.slotDeclaration.hasPrefix("\(slot.slotName) = "))
        }
        let title = try #require(StaticContract.frameworkSlot(for: "title"))
        #expect(title.slotType == "String?" && title.assignment == "title = screenTitle")
        #expect(StaticContract.frameworkSlot(for: "hidesBottomBarWhenPushed")?.slotType == "Bool")
        #expect(StaticContract.frameworkSlot(for: "titel") == nil)
    }

    @Test("A misspelt key that no framework owns keeps the spelling fix")
    func ordinaryUnknownKey() {
        let error = PreparationError(.unknownKey, key: "titel", destinationType: "ProfileScreen")
        #expect(
            error.description.hasSuffix(
                "To fix, correct the key's spelling, or add a slot with this key (@Prepared var titel) to the destination."
            ))
    }

    @Test("Every code's message ends with how to fix it")
    func everyMessageEndsWithAFix() {
        let codes: [PreparationError.Code] = [
            .typeMismatch, .lossyConversion, .nilValue, .missingRequiredValue, .notWritable, .notReadable,
            .unsupportedSourceType, .ambiguousSource, .unknownKey, .lateDelivery, .sceneNotFound,
            .wrongControllerClass, .emptyContainer,
        ]
        let details: [String?] = [nil, "passed by the sender", "the segue hook passed no value for it"]
        for code in codes {
            for detail in details {
                for key in ["profile", "title", "preferredContentSize"] {
                    let error = PreparationError(code, key: key, expectedType: "Optional<User>", detail: detail)
                    #expect(error.description.contains(" To fix, "), "\(code)")
                    #expect(error.description.hasSuffix("."), "\(code)")
                }
            }
        }
    }
}

// MARK: - Fixtures: a contacts directory

@MainActor
private final class Directory: SegueContext {
    var ambientContext = ContextValues()
    /// What the tapped row's model is: a `String` by mistake in the mismatch test.
    var profileForRow: Any = User(name: "Ada")

    func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        identifier == "showProfile" ? ["profile": profileForRow] : SegueValues()
    }
}

@MainActor
private final class ProfileScreen: SegueContext {
    var ambientContext = ContextValues()
    @Prepared var profile: User?
    @Prepared var account: User
}

private final class BadgeScreen {
    @Prepared(required: true) var badge: Int? = nil
}

@MainActor
@Suite("A near-miss key")
struct NearMissKeyTests {
    final class Document { @Prepared var fileName: String? }

    @Test("A key that differs from a slot's in case only gets a 'did you mean'")
    func caseOnly() throws {
        let report = propagate(from: EmptySource(), to: Document(), sender: ["filename": "a.txt"] as SegueValues)
        let error = try #require(report.failures.first { $0.code == .unknownKey })
        #expect(error.description.contains("did you mean 'fileName'?"))
        #expect(error.description.contains("To fix, pass it as 'fileName', the key the destination declares"))
    }

    @Test("A key one letter off gets a 'did you mean'; one far from every slot's does not")
    func editDistance() {
        #expect(PreparationError.nearMiss(of: "fileNmae", among: ["fileName", "title"]) == "fileName")
        #expect(PreparationError.nearMiss(of: "account", among: ["fileName", "title"]) == nil)
        #expect(PreparationError.nearMiss(of: "ttl", among: ["title"]) == nil, "too short to guess")
    }
}
