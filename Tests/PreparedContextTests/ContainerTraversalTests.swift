import Testing

@testable import PreparedContext

/// A controller stand-in for the platform-neutral segue logic.
@MainActor
class Node: SegueContext {
    var ambientContext = ContextValues()
    var viewLoaded = false
    var preparationOptions: PreparationOptions { options }
    let options: PreparationOptions

    init(options: PreparationOptions) { self.options = options }
}

@MainActor
final class ContainerNode: Node, ContextContainer {
    var contextChildren: [AnyObject] = []
    @Prepared var prepCtxTitle: String?
}

@MainActor
final class Leaf: Node {
    @Prepared var prepCtxTitle: String?
    @Prepared var prepCtxUser: User
}

@MainActor
final class Presenter: Node {
    let prepCtxTitle = "Inbox"
    let prepCtxUser = User(name: "Ada")
}

@MainActor
@Suite("ContainerTraversal")
struct ContainerTraversalTests {
    let options = quietOptions()

    @Test("A tab bar of navigation stacks reaches every root, each once, containers included")
    func tabsOfStacks() {
        let tabs = ContainerNode(options: options)
        let leaves = (0..<3).map { _ in Leaf(options: options) }
        let stacks = leaves.map { leaf in
            let stack = ContainerNode(options: options)
            stack.contextChildren = [leaf]
            return stack
        }
        tabs.contextChildren = stacks + [stacks[0]]  // a controller listed twice
        stacks[2].contextChildren.append(tabs)  // and a cycle
        let found = ContainerTraversal.destinations(from: tabs)
        #expect(found.count == 7)
        #expect(found.first === tabs)

        let report = Presenter(options: options).runSegueStages(
            to: tabs, identifier: "tabs", sender: nil, isUnwind: false, hasLoadedView: { _ in false })
        #expect(leaves.allSatisfy { $0.prepCtxUser.name == "Ada" && $0.prepCtxTitle == "Inbox" })
        #expect(stacks.allSatisfy { $0.prepCtxTitle == "Inbox" })
        #expect(report.succeeded)
    }

    @Test("Containers nested any number of levels deep are all reached, in order")
    func noDepthLimit() {
        let root = ContainerNode(options: options)
        var nodes = [root]
        for _ in 0..<10_000 {
            let next = ContainerNode(options: options)
            nodes.last!.contextChildren = [next]
            nodes.append(next)
        }
        let reached = ContainerTraversal.destinations(from: root)
        #expect(reached.count == nodes.count)
        #expect(zip(reached, nodes).allSatisfy { $0 === $1 })
    }

    @Test("Delivery into a controller whose view has loaded is a late-delivery warning")
    func lateDelivery() {
        let leaf = Leaf(options: options)
        leaf.viewLoaded = true
        let report = Presenter(options: options).runSegueStages(
            to: leaf, identifier: "late", sender: nil, isUnwind: false,
            hasLoadedView: { ($0 as? Node)?.viewLoaded == true })
        #expect(leaf.prepCtxTitle == "Inbox")
        #expect(report.warnings.map(\.code) == [.lateDelivery, .lateDelivery])
        #expect(report.warnings[0].description.hasSuffix("or read the value in viewWillAppear instead of viewDidLoad."))
        #expect(options.log.entries.map(\.error.code).contains(.lateDelivery))
    }

    @Test("An unwind delivers into its destination only, back to the presenter, with no ambient values")
    func unwind() {
        final class Editor: Node {
            let prepCtxUser = User(name: "edited")
            let prepCtxTitle = "Editor"
        }
        final class Owner: Node, ContextContainer {
            var contextChildren: [AnyObject] = []
            @Prepared var prepCtxUser: User?
            var prepCtxTitle = "what the owner provides"
        }
        let owner = Owner(options: options)
        let child = Leaf(options: options)
        owner.contextChildren = [child]
        owner.viewLoaded = true
        let editor = Editor(options: options)
        editor.ambientContext[SessionKey.self] = 9
        let report = editor.runSegueStages(
            to: owner, identifier: "unwindToOwner", sender: nil, isUnwind: true, hasLoadedView: { _ in true })
        #expect(owner.prepCtxUser?.name == "edited")
        #expect(child.prepCtxTitle == nil)
        #expect(report.warnings.isEmpty)
        #expect(report.failures.isEmpty)  // the owner's plain prepCtxTitle is not written to
        #expect(owner.ambientContext[SessionKey.self] == nil)
    }

    @Test("Missing required values are reported once when the view loads")
    func missingAtLoad() {
        let leaf = Leaf(options: options)
        #expect(leaf.reportMissingContext().map(\.key) == ["prepCtxUser"])
        #expect(leaf.reportMissingContext().isEmpty)
        #expect(options.log.entries.map(\.error.code) == [.missingRequiredValue])
    }
}
