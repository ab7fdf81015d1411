import Benchmark
@_spi(Benchmarks) import PreparedContext

/// The 2016 algorithm, re-implemented faithfully as the baseline: for each prefixed
/// destination property, reflect the source again and search it by name, then write with a
/// Key-Value-Coding-like `setValue(_:forKey:)`. Quadratic in the number of properties.
func naiveCopy(from source: AnyObject, to destination: AnyObject, setValue: (AnyObject, Any, String) -> Void) {
    for child in Mirror(reflecting: destination).children {
        guard let label = child.label, label.hasPrefix("prepCtx") else { continue }
        for sourceChild in Mirror(reflecting: source).children where sourceChild.label == label {
            setValue(destination, sourceChild.value, label)
        }
    }
}

let quiet = PreparationOptions(log: MismatchLog(capacity: 1, sink: .none))

/// Runs `body` once per scaled iteration on a fresh destination, timing only `body`. On the
/// main actor, where the engine's entry points are.
@MainActor
func measure(_ benchmark: Benchmark, make: () -> AnyObject, _ body: (AnyObject) -> Void) {
    let destinations = benchmark.scaledIterations.map { _ in make() }
    benchmark.startMeasurement()
    for destination in destinations {
        body(destination)
    }
    benchmark.stopMeasurement()
    blackHole(destinations)
}

// Benchmark names hold no spaces or slashes: `thresholds update` writes each file under the
// name with those replaced, and `thresholds check` (benchmark 1.38) looks it up under the name
// as it is, so a name with either is never checked.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 200,
        // Checked against the p90 figures in Thresholds/ by `swift package benchmark thresholds
        // check`. A p90 time can double between runs on this noisy kind of machine, so time is
        // flagged at 2.5 times the figure: a gross regression (a lost cache, a quadratic walk).
        // Allocations may not change at all.
        thresholds: [
            .wallClock: BenchmarkThresholds(relative: [.p90: 150.0]),
            .mallocCountTotal: .strict,
        ]
    )

    // A first propagation reflects and allocates a lot: its time varies more (flagged at
    // three times the figure), and its allocations by a few from run to run, as hash tables
    // grow at different moments (flagged beyond 5%).
    var coldConfiguration = Benchmark.defaultConfiguration
    coldConfiguration.thresholds = [
        .wallClock: BenchmarkThresholds(relative: [.p90: 200.0]),
        .mallocCountTotal: BenchmarkThresholds(relative: [.p90: 5.0]),
    ]

    for family in families {
        // Each benchmark makes its own source on the main actor, where the engine runs: one
        // source shared by closures of different isolation would not compile.

        Benchmark("Hand-written,\(family.name)") { @MainActor benchmark async in
            let source = family.makeSource(1)
            measure(benchmark, make: family.makePlain) { family.handWritten(source, $0) }
        }

        Benchmark("Naive-reflective-copy,\(family.name)") { @MainActor benchmark async in
            let source = family.makeSource(1)
            measure(benchmark, make: family.makePlain) {
                naiveCopy(from: source, to: $0, setValue: family.setValue)
            }
        }

        Benchmark("PreparedContext-cold,\(family.name)", configuration: coldConfiguration) {
            @MainActor benchmark async in
            let source = family.makeSource(1)
            measure(benchmark, make: family.makePrepared) {
                ContextPropagation.removeCachedPlans()
                _ = try? ContextPropagation.propagate(from: source, to: $0, options: quiet)
            }
        }

        Benchmark("Declared-routes,\(family.name)") { @MainActor benchmark async in
            let source = family.makeSource(1)
            measure(benchmark, make: family.makePrepared) { family.routes(source, $0) }
        }

        Benchmark("Declared-routes-body,\(family.name)") { @MainActor benchmark async in
            let source = family.makeSource(1)
            measure(benchmark, make: family.makePrepared) { family.bodyRoutes(source, $0) }
        }

        Benchmark("PreparedContext-warm,\(family.name)") { @MainActor benchmark async in
            let source = family.makeSource(1)
            measure(benchmark, make: family.makePrepared) {
                _ = try? ContextPropagation.propagate(from: source, to: $0, options: quiet)
            }
        }
    }

    // What the slots cost before any segue: creating the destination, with its ten context
    // properties as @Prepared slots or as plain properties.
    if let family = families.first(where: { $0.name == "50-stored,10-context" }) {
        for (kind, make) in [("plain-properties", family.makePlain), ("@Prepared-slots", family.makePrepared)] {
            Benchmark("Creating-a-destination,\(kind),\(family.name)") { benchmark in
                var made: [AnyObject] = []
                made.reserveCapacity(benchmark.scaledIterations.count)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    made.append(make())
                }
                benchmark.stopMeasurement()
                blackHole(made)
            }
        }
    }

    Benchmark("Containers,tab-bar-of-5-navigation-stacks,50-stored,10-context") { @MainActor benchmark async in
        let source = TabSource(1)
        let tabBars = benchmark.scaledIterations.map { _ in TabBar() }
        benchmark.startMeasurement()
        for tabBar in tabBars {
            _ = try? source.prepareContext(for: tabBar, segueIdentifier: "tabs")
        }
        benchmark.stopMeasurement()
        blackHole(tabBars)
    }
}

// MARK: - Containers, through the platform-neutral container logic the adapters use

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
