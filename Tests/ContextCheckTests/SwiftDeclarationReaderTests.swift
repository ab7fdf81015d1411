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

    @Test("Weak slots are slots, required only when they say so")
    func weakSlots() throws {
        let file = SwiftDeclarationReader.read(
            source: """
                final class Compose {
                    @WeakPrepared var delegate: (any ComposeDelegate)?
                    @WeakPrepared(key: "inbox", required: true) var owner: Inbox?
                }
                """,
            path: "Compose.swift")
        let compose = try #require(file.classes.first)
        let delegate = try #require(compose.properties.first)
        let owner = try #require(compose.properties.last)
        #expect(delegate.isSlot && !delegate.isRequiredSlot && delegate.otherWrapper == nil)
        #expect(owner.isSlot && owner.isRequiredSlot && owner.explicitKey == "inbox")
    }

    @Test("Written types are split into base and optionality")
    func typeNames() {
        #expect(TypeName("User?") == TypeName("Optional<User>"))
        #expect(TypeName("User?").isOptional)
        #expect(TypeName("any Greeting").base == "Greeting")
        #expect(TypeName(" [String : Int] ").base == "[String:Int]")
    }

    @Test("Unwind actions get the Objective-C selector Swift derives, or the one @objc names")
    func selectors() throws {
        #expect(ObjCSelector.derive(name: "unwindToMealList", labels: ["sender"]) == "unwindToMealListWithSender:")
        #expect(ObjCSelector.derive(name: "close", labels: ["bySegue"]) == "closeBySegue:")
        #expect(ObjCSelector.derive(name: "unwindToInbox", labels: [nil]) == "unwindToInbox:")
        #expect(ObjCSelector.derive(name: "unwindTo", labels: ["list"]) == "unwindToList:")
        #expect(ObjCSelector.derive(name: "move", labels: [nil, "animated"]) == "move:animated:")
        #expect(ObjCSelector.derive(name: "refresh", labels: []) == "refresh")
        let file = SwiftDeclarationReader.read(
            source: """
                class List: UIViewController {
                    @IBAction func unwindToMealList(sender: UIStoryboardSegue) {}
                    @IBAction func close(bySegue segue: UIStoryboardSegue) {}
                    @objc(goBack:) func back(_ segue: UIStoryboardSegue) {}
                }
                @objc(RenamedList) class Named: UIViewController {}
                """, path: "List.swift")
        #expect(file.classes.first?.selectors == ["unwindToMealListWithSender:", "closeBySegue:", "goBack:"])
        #expect(file.classes.last?.objCName == "RenamedList")
    }

    @Test("A Swift syntax error is reported as a warning at its position")
    func syntaxError() throws {
        let file = SwiftDeclarationReader.read(source: "class A {\n    var x: = 3\n}\n", path: "A.swift")
        let problem = try #require(file.problems.first)
        #expect(problem.severity == .warning)
        #expect(problem.position.line == 2)
        #expect(problem.message.hasPrefix("Swift syntax error: "))
        #expect(problem.message.contains("To fix"))
    }
}

@Suite("ObjectiveCDeclarationReader")
struct ObjectiveCDeclarationReaderTests {
    @Test("Interfaces give a class and its superclass, method declarations its selectors; comments are ignored")
    func read() throws {
        let classes = ObjectiveCDeclarationReader.read(
            source: """
                #import <UIKit/UIKit.h>
                // @interface Commented : NSObject
                @interface RecipeList : UITableViewController <UITableViewDelegate>
                @property (nonatomic) NSString *name;
                - (IBAction)unwindToList:(UIStoryboardSegue *)segue;
                - (void)move:(id)a to:(NSInteger)b;
                - (void)reload;
                @end
                @interface RecipeList (Sharing)
                - (IBAction)share:(id)sender;
                @end
                @implementation Helper
                @end
                """, path: "RecipeList.h")
        #expect(classes.map(\.name) == ["RecipeList", "Helper"])
        let list = try #require(classes.first)
        #expect(list.inherited == ["UITableViewController"])
        #expect(list.isObjectiveC && list.platform == .uiKit)
        #expect(list.position.line == 3)
        #expect(list.selectors == ["unwindToList:", "move:to:", "reload", "share:"])
    }
}
