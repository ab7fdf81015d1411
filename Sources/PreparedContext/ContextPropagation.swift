/// The propagation engine: copies context from a source into destinations, checking types.
///
/// Most apps never call it directly: ``SegueContext/prepareContext(for:segueIdentifier:sender:)``
/// and the `PreparedViewController` base classes do. Call it from a test, or to prepare an
/// object that has no segue.
///
/// Its entry points are `@MainActor`: propagation reads and writes stored properties
/// directly, so it must own the objects it touches for the whole call, and the compiler
/// proves that for main-actor controllers and for the non-`Sendable` objects handed in. An
/// actor passed as the source or the destination is refused
/// (``PreparationError/Code/isolatedObject``) before anything of it is read; see
/// <doc:Reliability>.
///
/// ```swift
/// let report = try ContextPropagation.propagate(from: inbox, to: profile)
/// print(report)
/// ```
public enum ContextPropagation {
    /// Delivers the context `source` provides into `destination`'s slots.
    ///
    /// Every key is processed; a failed key leaves its slot as it was and does not stop the
    /// others. The ``PreparationOptions/policy`` then decides what else happens with the
    /// failures.
    ///
    /// - Parameters:
    ///   - source: The object (or value) whose properties provide context.
    ///   - destination: The object whose slots receive it.
    ///   - segueIdentifier: The segue's identifier, for the report and the log.
    ///   - sender: The segue's sender; when it is ``SegueValues``, its values are delivered
    ///     before the source's properties.
    ///   - options: Prefix (for both sides), policy and log.
    /// - Returns: What was delivered, skipped and failed.
    /// - Throws: The first failure, only under ``MismatchPolicy/throw``.
    @discardableResult
    @MainActor
    public static func propagate(
        from source: Any,
        to destination: AnyObject,
        segueIdentifier: String? = nil,
        sender: Any? = nil,
        options: PreparationOptions = .global
    ) throws(PreparationError) -> PreparationReport {
        // A class instance is read as an object (an optional one is unwrapped below).
        try propagate(
            source, object: type(of: source) is AnyClass ? source as AnyObject : nil, to: destination,
            segueIdentifier: segueIdentifier, sender: sender, options: options)
    }

    @MainActor
    private static func propagate(
        _ source: Any, object: AnyObject?, to destination: AnyObject, segueIdentifier: String?, sender: Any?,
        options: PreparationOptions
    ) throws(PreparationError) -> PreparationReport {
        // The common segue — on the main thread, from an object, nothing passed with it, a
        // cached plan whose every step copies — returns its report as it was made.
        if sender == nil, let object, MainThread.isCurrent,
            let plan = PropagationRun.cachedCopyPlan(from: object, into: destination, prefix: options.prefix)
        {
            let report = PropagationRun.runCopies(
                plan, from: object, into: destination, prefix: options.prefix, segueIdentifier: segueIdentifier,
                serial: SeguePreparation.begin(nil))
            // A step that fell back to the general run may have failed.
            if !report.failures.isEmpty || !report.warnings.isEmpty, let error = options.apply(to: report) {
                throw error
            }
            return report
        }
        if let refusal = Isolation.offMainThreadRefusal(source: source, destination: destination) {
            var report = PreparationReport(sourceType: displayName(type(of: source)), segueIdentifier: segueIdentifier)
            report.destinationTypes = [displayName(type(of: destination))]
            report.failures = [refusal]
            if let error = options.apply(to: report) { throw error }
            return report
        }
        // An optional source stands for what it holds: `Optional(inbox)` provides what
        // `inbox` provides.
        var source = source
        if object == nil, source is any OptionalProtocol, let wrapped = TypeCheck.flattened(source) {
            source = wrapped
        }
        let serial = SeguePreparation.begin(nil)
        let report: PreparationReport
        if let object = object ?? InstanceReader(source).object, !(sender is SegueValues),
            let plan = PropagationRun.copyPlan(from: object, into: destination, prefix: options.prefix)
        {
            report = PropagationRun.runCopies(
                plan, from: object, into: destination, prefix: options.prefix, segueIdentifier: segueIdentifier,
                serial: serial)
        } else {
            report = run(
                PropagationRequest(
                    source: source, sourceObject: object, sourcePrefix: options.prefix, destinations: [],
                    segueIdentifier: segueIdentifier, carried: sender as? SegueValues, hook: nil, serial: serial),
                into: destination, prefix: options.prefix)
        }
        // A report with nothing to log (the common case) has no policy to apply.
        if !report.failures.isEmpty || !report.warnings.isEmpty, let error = options.apply(to: report) { throw error }
        return report
    }

    /// The required slots of `object` that hold no value yet.
    ///
    /// The adapters call it when a prepared controller's view loads; call it in a test to
    /// check a controller you configured by hand.
    ///
    /// - Parameter object: A controller with ``Prepared`` slots.
    /// - Returns: A ``PreparationError/Code/missingRequiredValue`` error per empty required slot.
    @MainActor
    public static func missingRequiredValues(in object: AnyObject) -> [PreparationError] {
        if let refusal = Isolation.offMainThreadRefusal(source: object, destination: object) { return [refusal] }
        guard !Isolation.isActor(type(of: object)) else {
            return [.isolatedObject(source: type(of: object), destination: type(of: object))]
        }
        return missingRequiredValues(in: object, unreportedOnly: false)
    }

    /// The empty required slots; with `unreportedOnly`, those whose failure no earlier
    /// propagation has reported.
    static func missingRequiredValues(in object: AnyObject, unreportedOnly: Bool) -> [PreparationError] {
        let layout = TypeLayout(reflecting: object, prefix: "", role: .destination)
        var reader = InstanceReader(object: object)
        return layout.properties.compactMap { property in
            guard property.hasSlotStorage, let slot = reader.slot(of: property) else { return nil }
            slot.bind(name: property.name, ownerType: layout.typeName)
            // A slot reported missing is not reported again; one whose delivery was refused (a
            // type mismatch) is: that report was about the value, this one is about a controller
            // that starts with an empty required slot.
            let failure = slot.lastFailure
            guard slot.isRequired, !slot.isAssigned,
                !unreportedOnly || failure == nil || failure?.code != .missingRequiredValue
            else {
                return nil
            }
            let ambient = slot.ambientKey
            var detail = ambient.map {
                PreparationError.ambientNotProvided($0.name, property: property.name, hasDefault: slot.hasValue)
            }
            if let failure, failure.code != .missingRequiredValue {
                let refused =
                    failure.description.hasSuffix(".") ? String(failure.description.dropLast()) : failure.description
                detail =
                    PreparationError.deliveryRefused
                    + (failure.sourceType.map { " from \($0)" } ?? "") + " was refused"
                    + (slot.hasValue ? "" : ", and reading it stops the program") + " (\(refused))"
            }
            let error = PreparationError(
                .missingRequiredValue, key: ambient?.name ?? property.key,
                sourceType: failure?.code == .missingRequiredValue ? nil : failure?.sourceType,
                destinationType: layout.typeName, expectedType: displayName(slot.valueType), detail: detail)
            if unreportedOnly || failure == nil { slot.lastFailure = error }
            return error
        }
    }

    /// Forgets the cached plans, so the next propagation between two types pays for
    /// reflection again. For benchmarks of the first propagation; apps never need it.
    @_spi(Benchmarks)
    @MainActor
    public static func removeCachedPlans() {
        PlanCache.removeAll()
    }

    /// Runs one propagation without applying a policy, and tells what each destination
    /// received: its deliveries, skips, warnings and failures (``PreparationError/Code/unknownKey``
    /// failures, which belong to no destination, only in the whole report).
    @MainActor
    static func runReportingEach(
        _ request: consuming PropagationRequest
    ) -> (report: PreparationReport, each: [PreparationReport]) {
        let destinations = request.destinations
        var run = PropagationRun(request, hasDestinations: !destinations.isEmpty)
        var each: [PreparationReport] = []
        each.reserveCapacity(destinations.count)
        for target in destinations {
            let mark = run.mark
            run.deliver(to: target)
            each.append(run.report(since: mark))
        }
        return (run.finish(), each)
    }

    /// Runs one propagation into one destination, given apart from the request's list so
    /// that none is allocated for it.
    @MainActor
    static func run(
        _ request: consuming PropagationRequest, into destination: AnyObject, prefix: String
    ) -> PreparationReport {
        var run = PropagationRun(request, hasDestinations: true)
        run.deliver(to: PropagationTarget(object: destination, prefix: prefix))
        return run.finish()
    }
}
