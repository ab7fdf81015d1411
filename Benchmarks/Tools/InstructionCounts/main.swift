// Runs one scenario's propagations for `count-instructions.sh`, which counts the instructions
// and the retains and releases inside `measured(_:)` with callgrind. Not a benchmark on its
// own: it prints nothing but a checksum, so the work cannot be optimized away.
//
//     .build/release/InstructionCounts <scenario> <propagations>
//
// Scenarios, at 50 stored / 10 context properties: hand-written, warm, routes (declared with
// key paths), routes-closures (the same routes declared with closures), routes-body (the same
// routes written as one body), chain, containers, failing-key; and deinit-replaces-slot, not
// counted: a check, built with the address sanitizer, that a body of routes compiled in release
// (which reaches its slots without a retain) is safe when a replaced value's deinit frees the
// slot being written (it exits with 1 when a value is wrong).
import PreparedContext

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let quiet = PreparationOptions(log: MismatchLog(capacity: 1, sink: .none))

@MainActor
final class Stack: ContextContainer {
    let root = Prepared50x10()
    var contextChildren: [AnyObject] { [root] }
}

@MainActor
final class TabBar: ContextContainer, SegueContext {
    var ambientContext = ContextValues()
    let tabs = (0..<5).map { _ in Stack() }
    var contextChildren: [AnyObject] { tabs }
}

/// A destination whose first context slot has the wrong type: every propagation records a
/// type mismatch in the log, the path a developer reads while debugging.
final class Failing50x10 {
    @Prepared var prepCtxP0: String = ""
    @Prepared var prepCtxP1: String = ""
    @Prepared var prepCtxP2: Int = 0
    @Prepared var prepCtxP3: String = ""
    @Prepared var prepCtxP4: Int = 0
    @Prepared var prepCtxP5: String = ""
    @Prepared var prepCtxP6: Int = 0
    @Prepared var prepCtxP7: String = ""
    @Prepared var prepCtxP8: Int = 0
    @Prepared var prepCtxP9: String = ""
}

/// The routes of `Prepared50x10.routes`, declared with closures rather than key paths.
func makeClosureRoutes() -> ContextRoutes<Source50x10, Prepared50x10> {
    ContextRoutes<Source50x10, Prepared50x10>(
        .value("prepCtxP0", from: { $0.prepCtxP0 }, to: { $0.$prepCtxP0 }),
        .value("prepCtxP1", from: { $0.prepCtxP1 }, to: { $0.$prepCtxP1 }),
        .value("prepCtxP2", from: { $0.prepCtxP2 }, to: { $0.$prepCtxP2 }),
        .value("prepCtxP3", from: { $0.prepCtxP3 }, to: { $0.$prepCtxP3 }),
        .value("prepCtxP4", from: { $0.prepCtxP4 }, to: { $0.$prepCtxP4 }),
        .value("prepCtxP5", from: { $0.prepCtxP5 }, to: { $0.$prepCtxP5 }),
        .value("prepCtxP6", from: { $0.prepCtxP6 }, to: { $0.$prepCtxP6 }),
        .value("prepCtxP7", from: { $0.prepCtxP7 }, to: { $0.$prepCtxP7 }),
        .value("prepCtxP8", from: { $0.prepCtxP8 }, to: { $0.$prepCtxP8 }),
        .value("prepCtxP9", from: { $0.prepCtxP9 }, to: { $0.$prepCtxP9 })
    )
}

/// A user whose deinit can run code, as a value a route replaces.
final class SwappedUser {
    let name: String
    let onDeinit: (() -> Void)?

    init(name: String, onDeinit: (() -> Void)? = nil) {
        self.name = name
        self.onDeinit = onDeinit
    }

    deinit { onDeinit?() }
}

/// A screen whose slots a deinit replaces whole, freeing the old ones.
final class SwappingScreen {
    @Prepared var user = SwappedUser(name: "none")
    @Prepared var title = ""

    func replaceSlots() {
        _user = Prepared(wrappedValue: SwappedUser(name: "own"))
        _title = Prepared(wrappedValue: "replaced")
    }
}

final class SwapSource {
    let user = SwappedUser(name: "a")
    let title = "t"
}

/// Routes whose first delivery releases a value whose deinit frees both slots.
func makeSwappingRoutes() -> ContextRoutes<SwapSource, SwappingScreen> {
    ContextRoutes<SwapSource, SwappingScreen> { source, screen, deliver in
        deliver("user", source.user, to: screen.$user)
        deliver("title", source.title, to: screen.$title)
    }
}

/// The propagations callgrind counts: everything else in the process is outside it.
@inline(never)
@MainActor
func measured(_ run: () -> Void) {
    run()
}

@MainActor
func main() {
    let arguments = CommandLine.arguments
    guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
        print("usage: InstructionCounts <scenario> <propagations>")
        exit(2)
    }
    guard let family = families.first(where: { $0.name == "50-stored,10-context" }) else { exit(2) }
    let source = family.makeSource(1)
    var checksum = 0
    switch arguments[1] {
    case "hand-written":
        let destinations = (0..<count).map { _ in family.makePlain() }
        measured { for destination in destinations { family.handWritten(source, destination) } }
        checksum = destinations.count
    case "warm", "failing-key":
        let failing = arguments[1] == "failing-key"
        let destinations: [AnyObject] = (0..<count).map { _ in failing ? Failing50x10() : family.makePrepared() }
        _ = try? ContextPropagation.propagate(
            from: source, to: failing ? Failing50x10() : family.makePrepared(), options: quiet)
        measured {
            for destination in destinations {
                checksum &+=
                    (try? ContextPropagation.propagate(from: source, to: destination, options: quiet))?
                    .failures.count ?? 0
            }
        }
    case "routes":
        let destinations = (0..<count).map { _ in family.makePrepared() }
        measured { for destination in destinations { family.routes(source, destination) } }
        checksum = destinations.count
    case "routes-closures", "routes-body":
        let destinations = (0..<count).map { _ in Prepared50x10() }
        let typedSource = source as! Source50x10
        let closureRoutes = arguments[1] == "routes-body" ? Prepared50x10.bodyRoutes : makeClosureRoutes()
        measured { for destination in destinations { closureRoutes.apply(from: typedSource, to: destination) } }
        checksum = destinations.count
    case "deinit-replaces-slot":
        let routes = makeSwappingRoutes()
        for _ in 0..<count {
            let screen = SwappingScreen()
            screen.user = SwappedUser(name: "old", onDeinit: { [weak screen] in screen?.replaceSlots() })
            routes.apply(from: SwapSource(), to: screen)
            guard screen.user.name == "own", screen.title == "t", screen.$title.delivery?.key == "title" else {
                exit(1)
            }
            checksum &+= 1
        }
    case "chain":
        // A screen passing on what it received: the source's context properties are
        // @Prepared slots of the same types as the destination's.
        let received = family.makePrepared()
        _ = try? ContextPropagation.propagate(from: source, to: received, options: quiet)
        let destinations = (0..<count).map { _ in family.makePrepared() }
        _ = try? ContextPropagation.propagate(from: received, to: family.makePrepared(), options: quiet)
        measured {
            for destination in destinations {
                checksum &+=
                    (try? ContextPropagation.propagate(from: received, to: destination, options: quiet))?
                    .failures.count ?? 0
            }
        }
    case "containers":
        let tabSource = TabSource(1)
        let tabBars = (0..<count).map { _ in TabBar() }
        _ = try? tabSource.prepareContext(for: TabBar(), segueIdentifier: "tabs")
        measured {
            for tabBar in tabBars {
                checksum &+= (try? tabSource.prepareContext(for: tabBar, segueIdentifier: "tabs"))?.failures.count ?? 0
            }
        }
    default:
        print("unknown scenario \(arguments[1])")
        exit(2)
    }
    print(checksum)
}

MainActor.assumeIsolated { main() }
