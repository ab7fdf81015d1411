import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

// Values that belong to one segue, in the shape of Apple's CoreDataBooks: "AddBook" gets a
// new book in a child editing context of its own, "ShowBook" the selected book and never a
// draft, and neither needs a branch on the identifier.

/// Stands for the managed object context: the parent of the drafts' child contexts.
@MainActor
final class BookStore {
    var childContextsMade = 0
}

/// A child editing context and the new record in it, handed over as one value.
@MainActor
final class BookDraft {
    let parent: BookStore
    var title = ""

    init(parent: BookStore) {
        self.parent = parent
        parent.childContextsMade += 1
    }
}

@MainActor
protocol BookEditingDelegate: AnyObject {
    func didFinishEditing(saved: Bool)
}

@MainActor
final class BookList: Screen, BookEditingDelegate {
    let store = BookStore()
    let prepCtxBook = "Dune"
    var finished = 0

    func didFinishEditing(saved: Bool) { finished += 1 }

    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        var values: SegueValues = ["delegate": self]
        values.addLazily(forKey: "draft", onSegue: "AddBook") { [store] in BookDraft(parent: store) }
        return values
    }
}

@MainActor
final class AddBookScreen: Screen {
    @Prepared var draft: BookDraft
    @WeakPrepared var delegate: (any BookEditingDelegate)?
}

@MainActor
final class BookDetailScreen: Screen {
    @Prepared var prepCtxBook: String
    @Prepared var draft: BookDraft?
    @WeakPrepared var delegate: (any BookEditingDelegate)?
}

/// Offers a value lazily that counts its productions, and of the wrong type when asked.
@MainActor
final class CountingSource: Screen {
    var produced = 0
    var produceNumber = false

    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        var values = SegueValues()
        values.addLazily(forKey: "token") { [unowned self] in
            self.produced += 1
            return self.produceNumber ? 42 as Any : "token-\(self.produced)"
        }
        return values
    }
}

@MainActor
final class TokenScreen: Screen {
    @Prepared var token: String?
}

@MainActor
final class PlainScreen: Screen {
    @Prepared var heading: String?
}

@MainActor
@Suite("Lazy segue values")
struct LazySegueValueTests {
    func segue(_ identifier: String?, _ source: UIViewController, _ destination: UIViewController)
        -> UIStoryboardSegue
    {
        UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    }

    @Test("AddBook gets a draft made for it inside its navigation controller; ShowBook gets none and makes none")
    func draftOnlyForAddBook() {
        let list = BookList()
        let detail = BookDetailScreen()
        list.prepare(for: segue("ShowBook", list, detail), sender: nil)
        #expect(detail.prepCtxBook == "Dune")
        #expect(detail.draft == nil)
        #expect(!detail.$draft.isDelivered)
        #expect(list.store.childContextsMade == 0, "no child context for ShowBook, although it declares the key")

        let add = AddBookScreen()
        let navigation = UINavigationController(rootViewController: add)
        list.prepare(for: segue("AddBook", list, navigation), sender: nil)
        #expect(list.store.childContextsMade == 1)
        #expect(add.draft.parent === list.store)
        #expect(add.$draft.delivery?.channel == .offered)
        #expect(add.delegate === list)
        #expect(list.options.log.entries.isEmpty, "\(list.options.log.entries)")
    }

    @Test("Neither the closure nor what it captures outlives the preparation, and the source is released")
    func nothingKeptAlive() {
        var list: BookList? = BookList()
        weak let weakList = list
        weak let weakStore = list!.store
        let detail = BookDetailScreen()
        list!.prepare(for: segue("ShowBook", list!, detail), sender: nil)
        list = nil
        #expect(weakList == nil, "nothing of the preparation keeps the list alive")
        #expect(weakStore == nil, "the closure that was never run, and the store it captured, are gone")

        var adding: BookList? = BookList()
        weak let weakAdding = adding
        weak let weakAddingStore = adding!.store
        var add: AddBookScreen? = AddBookScreen()
        adding!.prepare(for: segue("AddBook", adding!, add!), sender: nil)
        adding = nil
        #expect(weakAdding == nil)
        #expect(add?.delegate == nil)
        #expect(weakAddingStore != nil, "the draft holds its parent, as a child context does")
        add = nil
        #expect(weakAddingStore == nil, "the closure that made the draft does not keep the store")
    }

    @Test("A lazy value whose key no destination declares is never produced, and is noted rather than an error")
    func undeclaredNeverProduced() {
        let source = CountingSource()
        let plain = PlainScreen()
        let report = source.prepareContext(for: segue("show", source, plain), sender: nil)
        #expect(source.produced == 0)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.skipped.map(\.key).contains("token"))
    }

    @Test("Two tabs that declare the key get one value each; a tab that does not, none")
    func oneValuePerDeclaringDestination() {
        let source = CountingSource()
        let first = TokenScreen()
        let second = TokenScreen()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, PlainScreen(), second]
        let report = source.prepareContext(for: segue("tabs", source, tabs), sender: nil)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(source.produced == 2)
        #expect(Set([first.token, second.token]) == ["token-1", "token-2"])
    }

    @Test("A produced value of the wrong type is a typeMismatch naming the offered values, and the slot stays empty")
    func producedTypeMismatch() {
        let source = CountingSource()
        source.produceNumber = true
        let screen = TokenScreen()
        let report = source.prepareContext(for: segue("show", source, screen), sender: nil)
        #expect(report.failures.map(\.code) == [.typeMismatch])
        #expect(report.failures.first?.actualType == "Int")
        #expect(report.failures.first?.detail == PreparationError.offeredBySource)
        #expect(screen.token == nil)
        #expect(source.options.log.entries.map(\.error.code) == [.typeMismatch])
    }

    @Test("In values carried with the segue, a lazy value for another segue is dropped and the source's property used")
    func carriedLazyValueForAnotherSegue() {
        let list = BookList()
        let detail = BookDetailScreen()
        var made = 0
        var carried = SegueValues()
        carried.addLazily(forKey: "book", onSegue: "EditBook") {
            made += 1
            return "Emma"
        }
        carried.addLazily(forKey: "subtitle") {
            made += 1
            return "never"
        }
        let report = list.prepareContext(for: segue("ShowBook", list, detail), sender: carried)
        #expect(made == 0)
        #expect(detail.prepCtxBook == "Dune", "the lazy value is for EditBook only")
        #expect(report.failures.isEmpty, "a carried lazy key no slot declares is no unknown key: \(report.failures)")
        #expect(report.skipped.first { $0.key == "subtitle" }?.reason.contains("addLazily") == true)

        let edited = BookDetailScreen()
        list.prepareContext(for: segue("EditBook", list, edited), sender: carried)
        #expect(made == 1)
        #expect(edited.prepCtxBook == "Emma")
        #expect(edited.$prepCtxBook.delivery?.channel == .sender)
    }

    @Test("Pages set later get a value offered lazily produced for each; one carried with the segue is not kept")
    func pagesSetLater() throws {
        final class Pages: PreparedPageViewController {}
        let pages = try #require(Pages(coder: NSCoder()))
        weak var weakSource: CountingSource?
        weak var weakCaptured: BookStore?
        do {
            let source = CountingSource()
            weakSource = source
            let captured = BookStore()
            weakCaptured = captured
            var carried = SegueValues()
            carried.addLazily(forKey: "heading") { [captured] in "made with \(captured.childContextsMade)" }
            source.prepare(for: segue("pages", source, pages), sender: carried)
            let first = TokenScreen()
            let second = TokenScreen()
            pages.setViewControllers([first], direction: .forward, animated: false)
            pages.setViewControllers([second, PlainScreen()], direction: .forward, animated: false)
            #expect(source.produced == 2)
            #expect([first.token, second.token] == ["token-1", "token-2"])
        }
        #expect(weakSource == nil, "the page view controller keeps the presenter alive")
        #expect(weakCaptured == nil, "the page view controller keeps a carried lazy value's closure")
    }
}
