import Testing

@testable import ContextCheckCore

@Suite("SwiftDeclarationReader")
struct SwiftDeclarationReaderTests {
    let source = """
        final class Inbox: Base, SegueContext {
            @Prepared(key: "currentUser") var user: User?
            @Prepared(required: true) var zoom = 1.0
            @Prepared var title: String
            let prepCtxCount = -3
            @objc dynamic var prepCtxName = "x"
            lazy var prepCtxLazy = 2
            var computed: Int { 4 }
            var observed = 1 { didSet {} }
            static let shared = 1

            func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
                ["item": 1, "other": 2]
            }

            func open() {
                performSegue(withIdentifier: "showDetail", context: ["detail": 3])
            }
        }

        extension Inbox {
            @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {}
        }
        """

    @Test("Stored properties, slots, keys, literals and explicit keys are read")
    func read() throws {
        let file = SwiftDeclarationReader.read(source: source, path: "Inbox.swift")
        let inbox = try #require(file.classes.first)
        #expect(inbox.name == "Inbox")
        #expect(inbox.inherited == ["Base", "SegueContext"])
        #expect(
            inbox.properties.map(\.name) == [
                "user", "zoom", "title", "prepCtxCount", "prepCtxName", "prepCtxLazy", "observed",
            ])
        let user = inbox.properties[0]
        #expect(user.isSlot && user.explicitKey == "currentUser" && !user.isRequiredSlot)
        #expect(inbox.properties[1].isRequiredSlot)
        #expect(inbox.properties[1].inferredType == "Double")
        #expect(inbox.properties[2].isRequiredSlot)
        #expect(inbox.properties[3].numberLiteral == .integer(-3))
        #expect(inbox.properties[3].isLet)
        #expect(inbox.properties[4].isObjC)
        #expect(inbox.hasSegueHook)
        #expect(inbox.explicitKeys[nil] == ["item", "other"])
        #expect(inbox.explicitKeys["showDetail"] == ["detail"])
        #expect(file.extensions["Inbox"]?.methods.contains("unwindToInbox") == true)
        #expect(inbox.properties[0].position.line == 2)
    }

    @Test("Written types are split into base and optionality")
    func typeNames() {
        #expect(TypeName("User?") == TypeName("Optional<User>"))
        #expect(TypeName("User?").isOptional)
        #expect(TypeName("any Greeting").base == "Greeting")
        #expect(TypeName(" [String : Int] ").base == "[String:Int]")
    }
}
