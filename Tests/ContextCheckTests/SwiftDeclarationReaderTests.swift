import Testing

@testable import ContextCheckCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

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

@Suite("SwiftDeclarationReader: declarations")
struct SwiftDeclarationScannerTests {
    func read(_ source: String) -> SwiftFile { SwiftDeclarationReader.read(source: source, path: "S.swift") }

    @Test(
        "Computed properties store nothing; observers, lazy and private(set) store; static and class are not instance properties"
    )
    func storedOrComputed() throws {
        let file = read(
            """
            class A {
                var computed: Int { 4 }
                var accessors: Int { get { 1 } set {} }
                var observed: Int = 1 { willSet { print("}") } didSet {} }
                var observedOnly = 2 {
                    didSet {}
                }
                lazy var lazy: Int = { 3 }()
                private(set) var limited = 4
                static var shared = 5
                class var perClass: Int { 6 }
                var protocolStyle: Int { get }
                var after = 7
            }
            """)
        let properties = try #require(file.classes.first).properties
        #expect(properties.map(\.name) == ["observed", "observedOnly", "lazy", "limited", "after"])
        #expect(properties[0].numberLiteral == .integer(1) && properties[0].declaredType == "Int")
    }

    @Test("Each binding of `var a = 1, b: Int` has its own type and initializer; the attributes apply to all")
    func multipleBindings() throws {
        let file = read("class A { @Prepared(key: \"k\") var a = 1, b: Int, (c, d) = (1, 2), e = \"x\" }")
        let properties = try #require(file.classes.first).properties
        #expect(properties.map(\.name) == ["a", "b", "e"])
        #expect(properties.map(\.inferredType) == ["Int", nil, "String"])
        #expect(properties.map(\.declaredType) == [nil, "Int", nil])
        #expect(properties.allSatisfy { $0.isSlot && $0.explicitKey == "k" })
        #expect(properties[1].isRequiredSlot && !properties[0].isRequiredSlot)
    }

    @Test("Attributes with arguments, modifiers and other wrappers are read as written")
    func attributes() throws {
        let file = read(
            """
            class A: UIViewController {
                @MainActor @Prepared(key: "user", required: true) var user: User? = nil
                @WeakPrepared var delegate: (any Delegate)?
                @objc(renamed) dynamic var objCName = ""
                @IBOutlet private weak var label: UILabel!
                @Clamped(0...3) var clamped = 2
                @PreparedContext.Prepared var qualified: Int?
                override public var description: String { "" }
                @IBAction func tapped(_ sender: Any) {}
                @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
                @objc(goBack:animated:) override func back(_ segue: UIStoryboardSegue, animated: Bool) {}
            }
            """)
        let declared = try #require(file.classes.first)
        let properties = declared.properties
        #expect(properties.map(\.name) == ["user", "delegate", "objCName", "label", "clamped", "qualified"])
        #expect(properties[0].isSlot && properties[0].explicitKey == "user" && properties[0].requiredArgument == true)
        #expect(properties[1].isSlot && properties[1].isWeakSlot)
        #expect(properties[2].isObjC && properties[3].isObjC && properties[3].declaredType == "UILabel!")
        #expect(properties[4].otherWrapper == "Clamped" && properties[4].numberLiteral == .integer(2))
        #expect(properties[5].otherWrapper == "PreparedContext.Prepared" && !properties[5].isSlot)
        #expect(declared.selectors == ["tapped:", "makeDetail:sender:", "goBack:animated:"])
    }

    @Test("An @Ambient slot is read with its key type, neither as a keyed slot nor as another wrapper")
    func ambient() throws {
        let file = read("class A { @Ambient(SessionKey.self) var prepCtxSession: Session; @Ambient(K.self) var n = 1 }")
        let properties = try #require(file.classes.first).properties
        #expect(properties.map(\.ambientKey) == ["SessionKey", "K"])
        #expect(properties.allSatisfy { !$0.isSlot && $0.otherWrapper == nil && $0.explicitKey == nil })
    }

    @Test("Every #if branch of a file is read, each class with the platform its clause names, and its members")
    func conditionalCompilation() throws {
        let file = read(
            """
            import UIKit
            #if os(macOS)
            class Shared: NSViewController {}
            #elseif DEBUG
            class Debug: UIViewController {}
            #else
            class Shared: UIViewController {
                #if DEBUG
                var debugOnly = 1
                func debugAction() {}
                #endif
                var always = 2
            }
            #endif
            """)
        #expect(file.classes.map(\.name) == ["Shared", "Debug", "Shared"])
        #expect(file.classes.map(\.platform) == [.appKit, .uiKit, .uiKit])
        #expect(file.classes.last?.properties.map(\.name) == ["debugOnly", "always"])
        #expect(file.classes.last?.methods == ["debugAction"])
    }

    @Test("Members in every branch of an #if in a body are read, nested #if too, in classes and extensions")
    func conditionalMembers() throws {
        let file = read(
            """
            class Settings: UIViewController {
                #if DEBUG
                @Prepared var prepCtxLogger: Logger
                #elseif canImport(Testing)
                #if os(iOS)
                let prepCtxProbe = Probe()
                #endif
                #else
                var release = 1
                #endif
            }
            extension Settings {
                #if os(iOS)
                @IBAction func unwindToSettings(_ segue: UIStoryboardSegue) {}
                #endif
            }
            """)
        let settings = try #require(file.classes.first)
        try #require(settings.properties.map(\.name) == ["prepCtxLogger", "prepCtxProbe", "release"])
        #expect(settings.properties[0].isRequiredSlot && settings.properties[0].declaredType == "Logger")
        #expect(settings.properties[1].inferredType == "Probe")
        #expect(file.extensions["Settings"]?.selectors == ["unwindToSettings:"])
        #expect(file.problems.isEmpty)
    }

    @Test(
        "A property of one name in several branches of one #if block is one: the branch naming the class's platform, else the first"
    )
    func alternatives() throws {
        let file = read(
            """
            import UIKit
            class Theme: UIViewController {
                #if os(macOS)
                let prepCtxTint: NSColor = .red
                #else
                let prepCtxTint: UIColor = .red
                #endif
                #if DEBUG
                var prepCtxMode = "debug"
                #elseif TESTING
                var prepCtxMode = "test"
                #else
                #if FAST
                var prepCtxMode = 2
                #else
                var prepCtxMode = 3
                #endif
                #endif
                #if DEBUG
                var twice = 1
                #endif
                #if DEBUG
                var twice = 2
                #endif
            }
            """)
        let properties = try #require(file.classes.first).properties
        // Two separate blocks may both be compiled: that is a redeclaration, read as written.
        try #require(properties.map(\.name) == ["prepCtxTint", "prepCtxMode", "twice", "twice"])
        #expect(properties[0].declaredType == "UIColor" && properties[0].position.line == 6)
        #expect(properties[1].inferredType == "String" && properties[1].position.line == 9)
    }

    @Test("Attributes in an #if before a declaration apply to it; one before an #if does not stop the scan")
    func conditionalAttributes() throws {
        let file = read(
            """
            class List: UIViewController {
                #if os(iOS)
                @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
                #endif
                #if hasAttribute(objc)
                @objc(goBack:)
                #endif
                func back(_ segue: UIStoryboardSegue) {}
                #if DEBUG
                @MainActor @Prepared
                #else
                @Prepared(key: "item")
                #endif
                private var item: Item
                @MainActor
                #if DEBUG
                var debugOnly = 1
                #endif
                var after = 2
            }
            """)
        let list = try #require(file.classes.first)
        #expect(list.selectors == ["unwindToList:", "goBack:"])
        try #require(list.properties.map(\.name) == ["item", "debugOnly", "after"])
        #expect(list.properties[0].isRequiredSlot && list.properties[0].explicitKey == "item")
        #expect(!list.properties[1].isSlot && !list.properties[2].isSlot)
    }

    @Test("An #if left open in a body is reported at the brace that closes the body; the rest is still read")
    func unclosedConditionalInBody() throws {
        let file = read(
            """
            class A {
                #if DEBUG
                var debugOnly = 1
            }
            #if os(iOS)
            class B { var b = 2 }
            #endif
            class C {
                #endif
                #if DEBUG
                var c = 3
            """)
        #expect(file.classes.map(\.name) == ["A", "B", "C"])
        #expect(file.classes.map { $0.properties.map(\.name) } == [["debugOnly"], ["b"], ["c"]])
        #expect(file.classes[1].platform == .uiKit)
        let problem = try #require(file.problems.first)
        #expect(problem.position.line == 2 && problem.position.column == 5)
        #expect(
            problem.message.contains("'#if' at 2:5 has no '#endif' before the '}' at 4:1 that closes its body"))
        #expect(problem.message.hasSuffix("To fix, correct the syntax (the compiler reports it too)."))
    }

    @Test("Closures and trailing closures in initializers: their inner declarations are not members")
    func closures() throws {
        let file = read(
            """
            class A {
                var handler = Handler { value in
                    let inner = value
                    func helper() {}
                    return inner
                }
                var view = UIView(frame: .zero) { $0 }
                var make: () -> Int = {
                    var local = 1
                    return local
                }
                var factory = Factory<Int, String>(size: 2)
                var member = Factory.shared()
                var chained = items
                    .map { $0 }
                var after = 1
            }
            """)
        let declared = try #require(file.classes.first)
        #expect(
            declared.properties.map(\.name) == ["handler", "view", "make", "factory", "member", "chained", "after"])
        #expect(
            declared.properties.map(\.inferredType) == [
                "Handler", "UIView", nil, "Factory<Int, String>", nil, nil, "Int",
            ])
        #expect(declared.methods.isEmpty)
    }

    @Test("Argument labels give the selector: _, external and internal names, generics and defaults")
    func labels() throws {
        let file = read(
            """
            class A {
                func unwind(_ segue: UIStoryboardSegue) {}
                func back(from segue: UIStoryboardSegue) {}
                func move<T>(item: T, to index: [Int: String] = [:], _ animated: Bool = a < b) where T: P {}
                static func == (lhs: A, rhs: A) -> Bool { true }
                func open(with values: Dictionary<String, Int>, by: Int) async throws -> Int { 1 }
            }
            """)
        let declared = try #require(file.classes.first)
        #expect(
            declared.selectors == [
                "unwind:", "backFrom:", "moveWithItem:to::", "==WithLhs:rhs:", "openWith:by:",
            ])
        #expect(declared.methods == ["unwind", "back", "move", "==", "open"])
    }

    @Test("Nested classes keep their own name and members; generic parameters and where clauses end the inheritance")
    func nesting() throws {
        let file = read(
            """
            class Outer<T>: Base<T, Int>, Proto where T: Hashable {
                var outer = 1
                class Inner: UIViewController { var inner = 2 }
                struct Holder { class Deep {} ; var notAClassMember = 3 }
                enum Kind { case open, closed }
                class func make() -> Outer { Outer() }
            }
            extension Outer.Inner: SegueContext where T == Int {
                func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
                    ["key": 1]
                }
            }
            """)
        #expect(file.classes.map(\.name) == ["Outer", "Inner", "Deep"])
        #expect(file.classes[0].inherited == ["Base<T, Int>", "Proto"])
        #expect(file.classes[0].properties.map(\.name) == ["outer"])
        #expect(file.classes[1].properties.map(\.name) == ["inner"])
        let inner = try #require(file.extensions["Outer.Inner"])
        #expect(inner.inherited == ["SegueContext"] && inner.hasSegueHook && inner.explicitKeys[nil] == ["key"])
    }

    @Test("Offered values are read as the hook's: their literal keys pass with any segue")
    func offeredValues() throws {
        let file = read(
            """
            class Source: PreparedViewController {
                override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
                    ["delegate": self, "draft": "text"]
                }
            }
            """)
        let source = try #require(file.classes.first)
        #expect(source.hasSegueHook)
        #expect(source.explicitKeys[nil] == ["delegate", "draft"])
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

    @Test("40,000 '(' then 40,000 '}' are read in linear time, with one warning")
    func unbalancedBrackets() throws {
        let count = 40_000
        let source =
            "class A { var prepCtxA = 1 }\n" + String(repeating: "(", count: count)
            + String(repeating: "}", count: count)
        let file = SwiftDeclarationReader.read(source: source, path: "T.swift")
        #expect(file.classes.map(\.name) == ["A"])
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.message.contains("'(' at 2:1 is never closed") == true)
    }

    @Test("Half a megabyte of '(' builds one message, not one per bracket")
    func manyUnclosedBrackets() throws {
        var scanner = DeclarationScanner(source: String(repeating: "(", count: 500_000), path: "T.swift")
        let file = scanner.read()
        #expect(scanner.problems.problems.count == 500_000)
        #expect(scanner.problems.problems.described == 1)
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.message.contains("'(' at 1:1 is never closed") == true)
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test(
            "A megabyte of '(' takes under 24 bytes a bracket at its peak, not the 57 of a token array",
            .enabled(if: !sanitizerIsLoaded, "a sanitizer's allocator and shadow memory change the peak"))
        func bracketsMemory() async {
            await #expect(processExitsWith: .success) {
                let source = String(repeating: "(", count: 1_000_000)
                let baseline = peakResidentBytes()
                let file = SwiftDeclarationReader.read(source: source, path: "T.swift")
                let added = peakResidentBytes() - baseline
                exit(file.problems.count == 1 && added < 24_000_000 ? 0 : 1)
            }
        }
    #endif

    @Test("Braces nested 30,000 deep, and as many '#if's left open, are read without recursion")
    func deepNesting() {
        let depth = 30_000
        let braces =
            "class A {" + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
            + " var prepCtxA = 1 }"
        let file = SwiftDeclarationReader.read(source: braces, path: "T.swift")
        #expect(file.classes.first?.properties.map(\.name) == ["prepCtxA"])
        let conditionals = "class A {\n" + String(repeating: "#if X\n", count: depth) + "}\nclass B {}"
        let open = SwiftDeclarationReader.read(source: conditionals, path: "T.swift")
        #expect(open.classes.map(\.name) == ["A", "B"])
        #expect(open.problems.count == 1)
    }
}

/// The process's peak resident memory so far, in bytes.
private func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
    #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
    #endif
}

/// Whether the address or the thread sanitizer's runtime is loaded: its allocator keeps freed
/// memory in quarantine and its shadow memory grows with the heap, so the peak measures it.
let sanitizerIsLoaded: Bool = {
    #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    let names: [String] = ["__asan_init", "__tsan_init"]
    return names.contains { dlsym(everywhere, $0) != nil }
}()
