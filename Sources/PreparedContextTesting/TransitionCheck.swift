public import PreparedContext

/// What a transition delivers, checked without UIKit: the report of the propagation and the
/// required slots of the destination still empty after it.
///
/// ```swift
/// @Test("The inbox opens a message") @MainActor func inboxOpensMessage() {
///     expectTransition(from: InboxViewController(), to: MessageViewController())
/// }
/// ```
public struct TransitionCheck: CustomStringConvertible {
    /// The propagation's report.
    public let report: PreparationReport
    /// The required slots of the destination (and of the controllers inside it) still empty.
    public let missing: [PreparationError]

    /// Every problem: the report's failures, then missing values not already among them.
    public var problems: [PreparationError] {
        report.failures + missing.filter { error in !report.failures.contains { $0.key == error.key } }
    }

    /// Whether the destination received everything it requires, without a failure.
    public var passed: Bool { problems.isEmpty }

    /// A failure message listing each problem with its fix, or a one-line success.
    public var description: String {
        let transition = "\(report.sourceType) → \(report.destinationTypes.first ?? "?")"
        guard !passed else {
            return
                "\(transition) delivers everything required (\(report.deliveries.count) \(report.deliveries.count == 1 ? "value" : "values"))."
        }
        return (["\(transition) does not deliver everything required:"] + problems.map { "  ✗ \($0)" })
            .joined(separator: "\n")
    }
}

/// Runs the propagation from `source` into `destination` and checks the result.
///
/// Uses the engine directly, so it needs no UIKit; like the engine it runs on the main
/// actor (see the Reliability article). A source that is a ``SegueContext`` is better
/// checked with the overload that takes one, which also runs its per-segue hook.
///
/// - Parameters:
///   - source: The presenting object.
///   - destination: The presented object.
///   - segueIdentifier: The segue's identifier.
///   - sender: The segue's sender, or ``SegueValues``.
/// - Returns: The check; its `description` is a readable failure message.
@MainActor
public func checkTransition(
    from source: Any, to destination: AnyObject, segueIdentifier: String? = nil, sender: Any? = nil
) -> TransitionCheck {
    let options = PreparationOptions(policy: .ignore, log: MismatchLog(capacity: 1, sink: .none))
    let report =
        (try? ContextPropagation.propagate(
            from: source, to: destination, segueIdentifier: segueIdentifier, sender: sender, options: options))
        ?? PreparationReport(sourceType: "\(type(of: source))", segueIdentifier: segueIdentifier)
    return TransitionCheck(report: report, missing: ContextPropagation.missingRequiredValues(in: destination))
}

/// Runs a ``SegueContext`` source's whole preparation — its hook, its properties, containers
/// inside the destination, ambient values — and checks the result.
///
/// - Parameters:
///   - source: The presenting controller.
///   - destination: The presented controller, or a container holding it.
///   - segueIdentifier: The segue's identifier.
///   - sender: The segue's sender, or ``SegueValues``.
/// - Returns: The check; its `description` is a readable failure message.
@MainActor
public func checkTransition(
    from source: some SegueContext, to destination: AnyObject, segueIdentifier: String? = nil, sender: Any? = nil
) -> TransitionCheck {
    let report: PreparationReport
    do {
        report = try source.prepareContext(for: destination, segueIdentifier: segueIdentifier, sender: sender)
    } catch {
        // Under the `.throw` policy the first failure is thrown instead of reported.
        return TransitionCheck(
            report: PreparationReport(sourceType: "\(type(of: source))", segueIdentifier: segueIdentifier),
            missing: [error])
    }
    return TransitionCheck(report: report, missing: missingRequiredValues(inside: destination))
}

/// The empty required slots of `root` and of every controller a container holds, each once.
@MainActor
private func missingRequiredValues(inside root: AnyObject) -> [PreparationError] {
    var visited = Set<ObjectIdentifier>()
    var pending = [root]
    var missing: [PreparationError] = []
    while let next = pending.popLast() {
        guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
        missing += ContextPropagation.missingRequiredValues(in: next)
        pending += (next as? any ContextContainer)?.contextChildren.reversed() ?? []
    }
    return missing
}
