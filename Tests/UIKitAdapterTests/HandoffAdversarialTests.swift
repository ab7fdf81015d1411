import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

// An adversarial review of ambient slots, offered values, the arrival callback and unwinds:
// deinitializers and callbacks that re-enter propagation, values released mid-walk, keys
// whose value is optional, an existential, a subclass, `Any` or a closure, generic
// controllers, one name at two class levels, and the per-destination split of a report.
// Each shape that crashed or reported wrongly is fixed in the library; the rest pin down
// behaviour the review checked.

@MainActor
@Suite("Adversarial handoffs: re-entrancy, weak values, odd keys, reports")
struct HandoffAdversarialTests {
    func segue(_ identifier: String, _ source: UIViewController, _ destination: UIViewController) -> UIStoryboardSegue {
        UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    }

    @Test("An ambient key whose value is optional: a stored nil fills an optional-valued slot")
    func optionalValuedKey() {
        let source = AdvPlain()
        source.ambientContext[AdvOptionalKey.self] = .some(nil)
        let destination = AdvOptionalSlots()
        let report = source.prepareContext(for: segue("s", source, destination), sender: nil)
        #expect(report.failures.isEmpty)
        #expect(destination.$nickname.isDelivered)
        #expect(destination.nickname == nil)
        let second = AdvOptionalSlots()
        source.ambientContext[AdvOptionalKey.self] = "ada"
        let report2 = source.prepareContext(for: segue("s", source, second), sender: nil)
        #expect(report2.failures.isEmpty)
        #expect(second.nickname == "ada")
    }

    @Test("Existential, subclass and Any-valued ambient keys fill their slots")
    func oddValueTypes() throws {
        let source = AdvPlain()
        source.ambientContext[AdvShapeKey.self] = AdvSquare(side: 2)
        source.ambientContext[AdvAnimalKey.self] = AdvDog()
        source.ambientContext[AdvAnyKey.self] = 42
        let destination = AdvOddSlots()
        let report = source.prepareContext(for: segue("s", source, destination), sender: nil)
        #expect(report.failures.isEmpty)
        try #require(
            destination.$shape.isDelivered && destination.$animal.isDelivered && destination.$anything.isDelivered)
        #expect((destination.shape as? AdvSquare)?.side == 2)
        #expect(destination.animal is AdvDog)
        #expect(destination.anything as? Int == 42)
    }

    @Test("Generic controllers fill ambient slots of their generic value type")
    func genericController() throws {
        let source = AdvPlain()
        source.ambientContext[AdvGenericKey<Int>.self] = 7
        source.ambientContext[AdvGenericKey<String>.self] = "seven"
        let ints = AdvGenericScreen<Int>()
        let strings = AdvGenericScreen<String>()
        let r1 = source.prepareContext(for: segue("s", source, ints), sender: nil)
        let r2 = source.prepareContext(for: segue("s", source, strings), sender: nil)
        #expect(r1.failures.isEmpty)
        #expect(r2.failures.isEmpty)
        try #require(ints.$value.isDelivered && strings.$value.isDelivered)
        #expect(ints.value == 7)
        #expect(strings.value == "seven")
        #expect(ints.label == "from source")
        #expect(strings.label == "from source")
    }

    @Test("An @Ambient and a @Prepared of one name at two class levels are each fed their own way")
    func sameNameTwoLevels() throws {
        let source = AdvThemeSource()
        source.ambientContext[AdvThemeKey.self] = "ambient theme"
        let destination = AdvThemeSub()
        let report = source.prepareContext(for: segue("s", source, destination), sender: nil)
        #expect(report.failures.isEmpty)
        #expect(destination.subTheme == "property theme")
        #expect(destination.baseTheme == "ambient theme")
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A replaced ambient value whose deinit reads the destination's ambient values does not crash")
        func replacedAmbientDeinitReentersBag() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    let source = AdvPlain()
                    let destination = AdvReentrantBag()
                    destination.ambientContext[AdvTokenKey.self] = AdvToken(owner: destination)
                    source.ambientContext[AdvTokenKey.self] = AdvToken(owner: nil)
                    source.prepare(
                        for: UIStoryboardSegue(identifier: "s", source: source, destination: destination), sender: nil)
                    // The deinit ran, and saw the bag whole: the new value in place of the old.
                    guard destination.sawInDeinit == ["AdvTokenKey"] else { exit(2) }
                }
            }
        }
    #endif

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A storyboard factory's ambient value that replaces one whose deinit reads the bag does not crash")
        func factoryReplacedAmbientDeinit() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    UIStoryboard._stubScenes["AdvFactory"] = ["Start": { AdvReentrantBag(holdingToken: true) }]
                    UIStoryboard._stubInitialScenes["AdvFactory"] = "Start"
                    guard
                        let bundle = try? compiledStoryboardBundle(
                            "AdvFactory", identifiers: ["Start"], initial: "Start")
                    else { exit(3) }
                    var context = SegueValues()
                    context.ambient[AdvTokenKey.self] = AdvToken(owner: nil)
                    let controller = try? PreparedStoryboard(name: "AdvFactory", bundle: bundle)
                        .instantiateInitial(AdvReentrantBag.self, context: context)
                    guard controller?.sawInDeinit == ["AdvTokenKey"] else { exit(2) }
                }
            }
        }
    #endif

    @Test("An offered key that a destination's slot takes from the sender is not noted as missing a slot")
    func offeredKeyBeatenBySender() {
        let source = AdvOfferer()
        let destination = AdvDraftScreen()
        let report = source.prepareContext(
            for: segue("s", source, destination), sender: ["draft": "from the sender"] as SegueValues)
        #expect(destination.draft == "from the sender")
        #expect(report.failures.isEmpty)
        #expect(report.skipped.filter { $0.reason.contains("has no slot") }.map(\.key) == ["misspelt"])
    }

    @Test("Each destination's report adds up to the whole report")
    func perDestinationSplit() {
        let source = AdvOfferer()
        source.ambientContext[AdvThemeKey.self] = "dark"
        let first = AdvDraftScreen()
        let second = AdvSplitScreen()
        let third = AdvDraftScreen()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second, third]
        let report = source.prepareContext(for: segue("s", source, tabs), sender: ["bogus": 1] as SegueValues)
        let parts = [first.arrivals, second.arrivals, third.arrivals]
        #expect(parts.map(\.count) == [1, 1, 1])
        let each = parts.compactMap(\.first)
        #expect(each.map(\.deliveries.count).reduce(0, +) == report.deliveries.count)
        #expect(each.map(\.skipped.count).reduce(0, +) == report.skipped.count)
        #expect(each.map(\.warnings.count).reduce(0, +) == report.warnings.count)
        #expect(
            each.map(\.failures.count).reduce(0, +)
                == report.failures.filter { $0.code != .unknownKey }.count)
        #expect(each.map(\.destinationTypes) == [["AdvDraftScreen"], ["AdvSplitScreen"], ["AdvDraftScreen"]])
    }

    @Test("A contextDidArrive that performs a segue onward delivers into the next screen too")
    func arrivalPerformsSegue() throws {
        let source = AdvPlain()
        source.ambientContext[AdvThemeKey.self] = "dark"
        let middle = AdvForwarder()
        let last = AdvThemed()
        middle.next = last
        let report = source.prepareContext(for: segue("s", source, middle), sender: nil)
        #expect(report.failures.isEmpty)
        try #require(last.$theme.isDelivered)
        #expect(last.theme == "dark")
        #expect(last.options.log.entries.isEmpty)
        #expect(middle.options.log.entries.isEmpty)
    }

    @Test("An unwind fills no ambient slot, and wasDelivered tells which segue delivered")
    func unwindAmbient() {
        let list = AdvUnwindList()
        list.ambientContext[AdvThemeKey.self] = "old"
        let editor = AdvEditor()
        editor.ambientContext[AdvThemeKey.self] = "new"
        let navigation = UINavigationController(rootViewController: list)
        navigation.pushViewController(editor, animated: false)
        let forward = segue("edit", list, editor)
        list.prepare(for: forward, sender: nil)
        let unwind = segue("done", editor, list)
        editor.prepare(for: unwind, sender: nil)
        #expect(list.$theme.isDelivered == false)
        #expect(list.$item.wasDelivered(by: unwind))
        #expect(!list.$item.wasDelivered(by: forward))
        #expect(list.item == "Milk")
        #expect(list.ambientContext[AdvThemeKey.self] == "old")
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A slot declared optional, fed from a key whose value is optional, reads nil when no screen provides it")
        func optionalValuedKeyMissing() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    let source = AdvPlain()
                    let destination = AdvOptionalSlots()
                    let report = source.prepareContext(
                        for: UIStoryboardSegue(identifier: "s", source: source, destination: destination), sender: nil)
                    guard report.failures.isEmpty, !destination.$nickname.isRequired else { exit(2) }
                    guard destination.nickname == nil else { exit(3) }
                }
            }
        }
    #endif

    @Test("An optional-valued slot with required: true and no value names a fix that fits it")
    func optionalRequiredFix() {
        let source = AdvPlain()
        let destination = AdvOptionalRequired()
        let report = source.prepareContext(for: segue("s", source, destination), sender: nil)
        #expect(report.failures.map(\.code) == [.missingRequiredValue])
        let text = report.failures.first?.description ?? ""
        #expect(text.contains("required: true"), "\(text)")
        #expect(!text.contains("String??"), "\(text)")
    }

    #if os(macOS) || os(Linux)  // exit tests: swift-testing has none on iOS, tvOS, watchOS or visionOS
        @Test("A replaced slot value whose deinit prepares the same destination again does not crash")
        func replacedSlotDeinitReenters() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    let source = AdvTokenSource()
                    let destination = AdvTokenSlot()
                    source.prepCtxToken = AdvReentrantToken(source: source, destination: destination)
                    source.prepareContext(
                        for: UIStoryboardSegue(identifier: "s", source: source, destination: destination), sender: nil)
                    source.prepCtxToken = AdvReentrantToken(source: nil, destination: nil)
                    source.prepareContext(
                        for: UIStoryboardSegue(identifier: "s", source: source, destination: destination), sender: nil)
                    guard destination.prepCtxToken?.source == nil else { exit(2) }
                }
            }
        }
    #endif

    @Test(
        "offeredValues that changes the source's and the destination's ambient values mid-walk neither crashes nor half-writes"
    )
    func offeredMutatesAmbient() throws {
        let source = AdvMutatingOfferer()
        source.ambientContext[AdvThemeKey.self] = "before"
        let first = AdvThemed()
        let second = AdvThemed()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let report = source.prepareContext(for: segue("s", source, tabs), sender: nil)
        #expect(report.failures.isEmpty)
        try #require(first.$theme.isDelivered && second.$theme.isDelivered)
        #expect(first.theme == "before")
        #expect(second.theme == "before")
        #expect(source.ambientContext[AdvThemeKey.self] == "changed by the offer")
    }

    @Test("A source offered as itself to a weak slot and to a strong slot is released with its destinations")
    func offeredSelfReleased() {
        weak var weakSource: AdvSelfOfferer?
        weak var weakDestination: AdvSelfTaker?
        do {
            let source = AdvSelfOfferer()
            let destination = AdvSelfTaker()
            weakSource = source
            weakDestination = destination
            let report = source.prepareContext(for: segue("s", source, destination), sender: nil)
            #expect(report.failures.isEmpty)
            #expect(destination.weakOwner === source)
            #expect(destination.strongOwner === source)
            #expect(destination.$strongOwner.wasDelivered(by: segue("other", source, destination)) == false)
        }
        #expect(weakSource == nil)
        #expect(weakDestination == nil)
    }

    @Test("A closure and a metatype handed on as ambient values fill their slots")
    func closureAndMetatypeKeys() throws {
        let source = AdvPlain()
        source.ambientContext[AdvActionKey.self] = { $0 * 3 }
        source.ambientContext[AdvKindKey.self] = Int.self
        let destination = AdvFunctionSlots()
        let report = source.prepareContext(for: segue("s", source, destination), sender: nil)
        #expect(report.failures.isEmpty)
        try #require(destination.$action.isDelivered)
        #expect(destination.action(2) == 6)
        #expect(destination.kind == Int.self)
    }

    @Test("An empty page container that adopts SegueContext is told of its own warning")
    func emptyContainerWarningInItsReport() {
        let source = AdvPlain()
        let pages = AdvPages()
        let report = source.prepareContext(for: segue("s", source, pages), sender: nil)
        #expect(report.warnings.map(\.code) == [.emptyContainer])
        #expect(pages.arrivals.map(\.warnings.count) == [1])
    }

    @Test("A required ambient slot with a default is reported missing at load, and reads its default")
    func requiredWithDefault() {
        let destination = AdvRequiredDefault()
        destination.loadViewIfNeeded()
        #expect(destination.options.log.entries.map(\.error.key) == ["AdvThemeKey"])
        #expect(destination.theme == "plain")
        let fix = destination.options.log.entries.first?.error.description ?? ""
        #expect(!fix.contains("declare the slot optional"), "\(fix)")
        #expect(fix.hasSuffix("or drop required: true."), "\(fix)")
    }
}

enum AdvOptionalKey: ContextKey { typealias Value = String? }
enum AdvThemeKey: ContextKey { typealias Value = String }
enum AdvGenericKey<T>: ContextKey { typealias Value = T }

protocol AdvShape { var side: Int { get } }
struct AdvSquare: AdvShape { var side: Int }
class AdvAnimal {}
final class AdvDog: AdvAnimal {}
enum AdvShapeKey: ContextKey { typealias Value = any AdvShape }
enum AdvAnimalKey: ContextKey { typealias Value = AdvAnimal }
enum AdvAnyKey: ContextKey { typealias Value = Any }

@MainActor final class AdvPlain: Screen { let prepCtxLabel = "from source" }

@MainActor
final class AdvOptionalSlots: Screen {
    @Ambient(AdvOptionalKey.self) var nickname: String?
}

@MainActor
final class AdvOddSlots: Screen {
    @Ambient(AdvShapeKey.self) var shape: any AdvShape
    @Ambient(AdvAnimalKey.self) var animal: AdvAnimal
    @Ambient(AdvAnyKey.self) var anything: Any
}

@MainActor
final class AdvGenericScreen<T>: Screen {
    @Ambient(AdvGenericKey<T>.self) var value: T
    @Prepared var prepCtxLabel: String?
    var label: String? { prepCtxLabel }
}

@MainActor
class AdvThemeBase: Screen {
    @Ambient(AdvThemeKey.self) private var theme: String?
    var baseTheme: String? { theme }
}

@MainActor
final class AdvThemeSub: AdvThemeBase {
    @Prepared private var theme: String?
    var subTheme: String? { theme }
}

@MainActor
final class AdvThemeSource: Screen {
    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["theme": "property theme"]
    }
}

@MainActor
final class AdvRequiredDefault: Screen {
    @Ambient(wrappedValue: "plain", AdvThemeKey.self, required: true) var theme: String
}

enum AdvTokenKey: ContextKey { typealias Value = AdvToken }

/// An ambient value whose deinit reads its owner's ambient values, as a cache that
/// unregisters itself might.
final class AdvToken {
    weak var owner: AdvReentrantBag?
    init(owner: AdvReentrantBag?) { self.owner = owner }
    deinit {
        let owner = owner
        MainActor.assumeIsolated { owner?.sawInDeinit = owner?.ambientContext.keyNames ?? [] }
    }
}

@MainActor
final class AdvReentrantBag: Screen {
    var sawInDeinit: [String]? = nil

    convenience init(holdingToken: Bool) {
        self.init()
        if holdingToken { ambientContext[AdvTokenKey.self] = AdvToken(owner: self) }
    }
}

@MainActor
final class AdvOfferer: Screen {
    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["draft": "offered", "misspelt": 1]
    }
}

@MainActor
final class AdvDraftScreen: Screen {
    @Prepared var draft: String?
    @Ambient(AdvThemeKey.self) var theme: String?
    @Ambient(AdvTokenKey.self) var token: AdvToken?
    var arrivals: [PreparationReport] = []
    override func contextDidArrive(_ report: PreparationReport) { arrivals.append(report) }
}

@MainActor
final class AdvSplitScreen: Screen {
    @Prepared var draft: Int?
    @Prepared var required: String
    var arrivals: [PreparationReport] = []
    override func contextDidArrive(_ report: PreparationReport) { arrivals.append(report) }
}

@MainActor
final class AdvForwarder: Screen {
    var next: UIViewController?
    override func contextDidArrive(_ report: PreparationReport) {
        guard let next else { return }
        prepare(for: UIStoryboardSegue(identifier: "onward", source: self, destination: next), sender: nil)
    }
}

@MainActor
final class AdvThemed: Screen {
    @Ambient(AdvThemeKey.self) var theme: String
}

@MainActor
final class AdvUnwindList: Screen {
    @Ambient(AdvThemeKey.self) var theme: String?
    @Prepared var item: String?
}

@MainActor
final class AdvEditor: Screen {
    var prepCtxItem = "Milk"
    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["item": "Milk"]
    }
}

@MainActor
final class AdvOptionalRequired: Screen {
    @Ambient(wrappedValue: nil, AdvOptionalKey.self, required: true) var nickname: String?
}

/// A slot value whose deinit prepares its destination again.
final class AdvReentrantToken {
    weak var source: AdvTokenSource?
    weak var destination: AdvTokenSlot?
    init(source: AdvTokenSource?, destination: AdvTokenSlot?) {
        self.source = source
        self.destination = destination
    }
    deinit {
        let (source, destination) = (source, destination)
        MainActor.assumeIsolated {
            guard let source, let destination else { return }
            source.prepareContext(
                for: UIStoryboardSegue(identifier: "again", source: source, destination: destination), sender: nil)
        }
    }
}

@MainActor
final class AdvTokenSource: Screen {
    var prepCtxToken: AdvReentrantToken?
}

@MainActor
final class AdvTokenSlot: Screen {
    @Prepared var prepCtxToken: AdvReentrantToken?
}

@MainActor
final class AdvMutatingOfferer: Screen {
    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ambientContext[AdvThemeKey.self] = "changed by the offer"
        (destination as? AdvThemed)?.ambientContext[AdvThemeKey.self] = "changed in the destination"
        return [:]
    }
}

@MainActor
final class AdvSelfOfferer: Screen {
    override func offeredValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        ["weakOwner": self, "strongOwner": self]
    }
}

@MainActor
final class AdvSelfTaker: Screen {
    @WeakPrepared var weakOwner: AdvSelfOfferer?
    @Prepared var strongOwner: AdvSelfOfferer?
}

enum AdvActionKey: ContextKey { typealias Value = (Int) -> Int }
enum AdvKindKey: ContextKey { typealias Value = Any.Type }

@MainActor
final class AdvFunctionSlots: Screen {
    @Ambient(AdvActionKey.self) var action: (Int) -> Int
    @Ambient(AdvKindKey.self) var kind: Any.Type?
}

/// A page view controller of the app's own that takes context, before its pages are set.
@MainActor
final class AdvPages: UIPageViewController, SegueContext {
    var ambientContext = ContextValues()
    @Prepared var prepCtxLabel: String?
    var arrivals: [PreparationReport] = []
    func contextDidArrive(_ report: PreparationReport) { arrivals.append(report) }
}
