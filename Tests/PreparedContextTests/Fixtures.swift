@testable import PreparedContext

// MARK: - The 2016 example, in its own shape

/// The source of the original blog post: a `Double` under the prefix, one without it.
final class OriginalSource {
    let prepCtxFloat = 40.5
    let regularFloat = 20.1
}

/// The destination of the original blog post; the prefixed property is a slot because Linux
/// has no Key-Value Coding.
final class OriginalDestination {
    @Prepared var prepCtxFloat: Float = 0
    var regularFloat: Float?
}

// MARK: - Models

struct User: Equatable {
    var name: String
}

class Animal {
    let name: String
    init(name: String) { self.name = name }
}

final class Dog: Animal {}

protocol Greeting {
    var text: String { get }
}

struct Hello: Greeting {
    var text = "hello"
}

enum Mode: Equatable {
    case reading
    case editing(Int)
}

/// A log that prints nothing, for tests that read entries.
func quietOptions(policy: MismatchPolicy = .log, prefix: String = "prepCtx") -> PreparationOptions {
    PreparationOptions(prefix: prefix, policy: policy, log: MismatchLog(capacity: 50, sink: .none))
}

/// Runs a propagation with a quiet log and returns its report.
@discardableResult
@MainActor
func propagate(
    from source: Any, to destination: AnyObject, sender: Any? = nil,
    options: PreparationOptions = quietOptions()
) -> PreparationReport {
    // Under the default `.log` policy nothing is thrown.
    (try? ContextPropagation.propagate(
        from: source, to: destination, segueIdentifier: "test", sender: sender, options: options))
        ?? PreparationReport(sourceType: "unreachable")
}

// MARK: - One-key holders, for generated tests

/// A source whose one prefixed plain property may be of any type.
final class PrefixedSource<Value> {
    let prepCtxValue: Value

    init(_ value: Value) {
        prepCtxValue = value
    }
}

/// The same property on a struct: propagation reads a value, not an object.
struct PrefixedStructSource<Value> {
    let prepCtxValue: Value
}

/// A source that provides nothing, for values carried by the sender.
final class EmptySource {}

/// A destination with one slot of any type, holding a default until a value is delivered.
final class SlotHolder<Value> {
    @Prepared var prepCtxValue: Value

    init(default value: Value) {
        _prepCtxValue = Prepared(wrappedValue: value)
    }
}
