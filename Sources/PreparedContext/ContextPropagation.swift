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
        try propagate(
            source, object: nil, to: destination, segueIdentifier: segueIdentifier, sender: sender, options: options)
    }

    /// Delivers the context an object provides into `destination`'s slots.
    ///
    /// The same as ``propagate(from:to:segueIdentifier:sender:options:)-(Any,_,_,_,_)`` for
    /// a source that is an object, known to be one without a run-time cast.
    ///
    /// - Parameters:
    ///   - source: The object whose properties provide context.
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
        from source: AnyObject,
        to destination: AnyObject,
        segueIdentifier: String? = nil,
        sender: Any? = nil,
        options: PreparationOptions = .global
    ) throws(PreparationError) -> PreparationReport {
        try propagate(
            source, object: source, to: destination, segueIdentifier: segueIdentifier, sender: sender, options: options)
    }

    @MainActor
    private static func propagate(
        _ source: Any, object: AnyObject?, to destination: AnyObject, segueIdentifier: String?, sender: Any?,
        options: PreparationOptions
    ) throws(PreparationError) -> PreparationReport {
        // An optional source stands for what it holds: `Optional(inbox)` provides what
        // `inbox` provides.
        var source = source
        if object == nil, source is any OptionalProtocol, let wrapped = TypeCheck.flattened(source) {
            source = wrapped
        }
        let report = run(
            PropagationRequest(
                source: source, sourceObject: object, sourcePrefix: options.prefix, destinations: [],
                segueIdentifier: segueIdentifier, carried: sender as? SegueValues, hook: nil,
                serial: SeguePreparation.begin(nil)),
            into: destination, prefix: options.prefix)
        if let error = options.apply(to: report) { throw error }
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
                    "its delivery failed, so it is still empty"
                    + (slot.hasValue ? "" : " and reading it stops the program") + " (\(refused))"
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
    public static func removeCachedPlans() {
        PlanCache.removeAll()
    }

    /// Runs one propagation without applying a policy, and tells what each destination
    /// received: its deliveries, skips, warnings and failures (``PreparationError/Code/unknownKey``
    /// failures, which belong to no destination, only in the whole report).
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
    static func run(
        _ request: consuming PropagationRequest, into destination: AnyObject, prefix: String
    ) -> PreparationReport {
        var run = PropagationRun(request, hasDestinations: true)
        run.deliver(to: PropagationTarget(object: destination, prefix: prefix))
        return run.finish()
    }
}

/// One object a propagation prepares, and what it receives besides the source's context.
struct PropagationTarget {
    var object: AnyObject
    /// Its prefix, for its plain properties and for keys passed without it.
    var prefix: String
    /// The ambient values that fill its ``Ambient`` slots, or `nil` to leave them as they
    /// are (a propagation that hands on no ambient values, an unwind).
    var ambient: ContextValues? = nil
    /// The values the source offers it
    /// (``SegueContext/offeredValues(forSegue:destination:sender:)``): delivered where it
    /// declares the key, skipped with a note where it does not.
    var offered: SegueValues? = nil
}

/// What one propagation is asked to do.
struct PropagationRequest {
    var source: Any
    /// The source when the caller knows it is an object, which spares a cast.
    var sourceObject: AnyObject?
    var sourcePrefix: String
    /// The objects to prepare, each with its own prefix; empty when the caller passes its
    /// one destination to `run(_:into:prefix:)`, which spares allocating a list of one.
    var destinations: [PropagationTarget]
    var segueIdentifier: String?
    /// Values carried as the segue's sender.
    var carried: SegueValues?
    /// Values from the source's per-segue hook.
    var hook: SegueValues?
    /// Destinations whose view has already loaded: a delivery to them is a late one.
    var startedDestinations: Set<ObjectIdentifier> = []
    /// Whether prefixed plain properties of the destinations receive values. An unwind
    /// delivers into slots only: the plain prefixed properties of the controller unwound to
    /// are what it provides, not what it receives.
    var writesPlainProperties = true
    /// The segue preparation this propagation belongs to (``SeguePreparation/begin(_:)``),
    /// recorded in every slot it fills; 0 for none.
    var serial: UInt64 = 0
}

/// The state of one propagation: the source reader, the explicit values and the report.
private struct PropagationRun {
    private let request: PropagationRequest
    /// Whether the sender or the hook passes any value, which then beats the source's.
    private let passesValues: Bool
    /// Whether the sender, the hook or the current destination's offered values pass any
    /// value, which then beats the source's.
    private var hasExplicitValues: Bool
    /// What the source offers the destination being delivered to.
    private var offered: SegueValues?
    /// The offered keys a slot of the current destination took.
    private var consumedOfferedKeys = Set<String>()
    private var sourceReader: InstanceReader
    private var consumedKeys = Set<String>()
    /// The destination being delivered to: its prefix and its slots' keys, for keys passed
    /// without the prefix. Set only when explicit values are passed.
    private var passedKeyScope: (prefix: String, keys: Set<String>)?
    private var report: PreparationReport

    init(_ request: consuming PropagationRequest, hasDestinations: Bool) {
        // Lazy values added for another segue are not this one's (SegueValues.addLazily).
        (request.carried, request.hook) = (
            request.carried?.forSegue(request.segueIdentifier), request.hook?.forSegue(request.segueIdentifier)
        )
        passesValues = request.carried?.pairs.isEmpty == false || request.hook?.pairs.isEmpty == false
        hasExplicitValues = passesValues
        sourceReader = request.sourceObject.map(InstanceReader.init(object:)) ?? InstanceReader(request.source)
        // The plan knows the source's name; a propagation with no destination asks for it.
        report = PreparationReport(
            sourceType: hasDestinations ? "" : displayName(type(of: request.source)),
            segueIdentifier: request.segueIdentifier)
        report.serial = request.serial
        self.request = request
    }

    /// Where the report stands: what a destination's delivery adds comes after it.
    var mark: (deliveries: Int, skipped: Int, failures: Int, warnings: Int) {
        (report.deliveryRecords.count, report.skipped.count, report.failures.count, report.warnings.count)
    }

    /// What the report gained since `mark`: one destination's part.
    func report(since mark: (deliveries: Int, skipped: Int, failures: Int, warnings: Int)) -> PreparationReport {
        var part = PreparationReport(sourceType: report.sourceType, segueIdentifier: report.segueIdentifier)
        part.serial = report.serial
        part.destinationTypes = report.destinationTypes.last.map { [$0] } ?? []
        part.deliveryRecords = Array(report.deliveryRecords[mark.deliveries...])
        part.skipped = Array(report.skipped[mark.skipped...])
        part.failures = Array(report.failures[mark.failures...])
        part.warnings = Array(report.warnings[mark.warnings...])
        return part
    }

    /// Ends the run: reports the explicit keys no slot took and hands the report over.
    mutating func finish() -> PreparationReport {
        reportUnconsumedKeys()
        var finished = PreparationReport(sourceType: "")
        swap(&finished, &report)
        return finished
    }

    /// What a source offers for one key.
    private enum Offer {
        case value(Any, Delivery.Channel)
        case none(reason: String)
        case failure(PreparationError.Code, detail: String, actual: String? = nil)
    }

    mutating func deliver(to target: PropagationTarget) {
        let destination = target.object
        offered = target.offered.map { $0.forSegue(request.segueIdentifier) }.flatMap { $0.pairs.isEmpty ? nil : $0 }
        if offered != nil { consumedOfferedKeys.removeAll(keepingCapacity: true) }
        hasExplicitValues = passesValues || offered != nil
        // A runtime that failed the field-metadata probe gets no propagation at all.
        if let refusal = FieldMetadata.runtimeRefusal {
            refuse(destination, with: refusal)
            return
        }
        guard
            let plan = PlanCache.plan(
                source: request.source, reader: &sourceReader, sourcePrefix: request.sourcePrefix,
                destination: destination, destinationPrefix: target.prefix)
        else {
            // No plan is made when the source or the destination is an actor.
            refuse(
                destination, with: .isolatedObject(source: type(of: request.source), destination: type(of: destination))
            )
            return
        }
        // A type without reflection names has nothing to match by: reported once per type.
        if !plan.reflectionRefusals.isEmpty {
            report.sourceType = plan.sourceTypeName
            report.destinationTypes.append(plan.destinationTypeName)
            report.failures += FieldMetadata.firstReports(of: plan.reflectionRefusals)
            return
        }
        deliverKeyedValues(to: destination, prefix: target.prefix, plan: plan)
        if let ambient = target.ambient, !plan.ambientSlots.isEmpty {
            fillAmbientSlots(plan.ambientSlots, of: destination, from: ambient, plan: plan)
        }
        // A controller that takes no context at all, such as a plain navigation controller,
        // is no place for a misspelt key.
        if offered != nil, !plan.entries.isEmpty || !plan.ambientSlots.isEmpty {
            noteUnconsumedOffers(destination: plan.destinationTypeName)
        }
    }

    /// Delivers what the sender, the hook, the offered values and the source's properties
    /// provide by key.
    private mutating func deliverKeyedValues(to destination: AnyObject, prefix: String, plan: PairPlan) {
        report.sourceType = plan.sourceTypeName
        // The first destination's name and, when every slot is copied exactly, its records
        // are lists the plan made once: the report shares them rather than allocating.
        if report.destinationTypes.isEmpty {
            report.destinationTypes = plan.destinationTypeNames
        } else {
            report.destinationTypes.append(plan.destinationTypeName)
        }
        let isLate = request.startedDestinations.contains(ObjectIdentifier(destination))
        let source = sourceReader.object
        if let source, let records = plan.exactRecords, !hasExplicitValues, report.deliveryRecords.isEmpty {
            for case let exact? in plan.exactCopies {
                copy(exact, from: source, to: destination, isLate: isLate)
            }
            report.deliveryRecords = records
            return
        }
        report.deliveryRecords.reserveCapacity(report.deliveryRecords.count + plan.entries.count)
        if hasExplicitValues {
            passedKeyScope = (prefix, Set(plan.entries.map(\.destination.key)))
        }
        var destinationReader = InstanceReader(object: destination)
        for (index, exactCopy) in plan.exactCopies.enumerated() {
            if let exact = exactCopy, let source,
                !hasExplicitValues || !isPassedExplicitly(exact.record.delivery.key)
            {
                copy(exact, from: source, to: destination, isLate: isLate)
                report.deliveryRecords.append(exact.record)
                continue
            }
            let entry = plan.entries[index]
            let property = entry.destination
            // An offered key the destination declares is not one to note as misspelt, even
            // when another channel wins or an unwind does not write the property.
            if let offered {
                for pair in offered.pairs where passes(pair.key, for: property.key) {
                    consumedOfferedKeys.insert(pair.key)
                }
            }
            guard property.isSlot || request.writesPlainProperties else { continue }
            let slot = destinationReader.slot(of: property)
            slot?.bind(name: property.name, ownerType: plan.destinationTypeName)
            switch offer(for: entry) {
            case .value(let value, let channel):
                let delivery = Delivery(
                    key: property.key, sourceType: report.sourceType, channel: channel,
                    destinationType: plan.destinationTypeName, destinationProperty: property.name,
                    valueType: displayName(type(of: TypeCheck.flattened(value) ?? value)))
                if write(value, into: property, slot: slot, of: destination, delivery: delivery), isLate {
                    warnLate(delivery, slot: slot)
                }
            case .none(let reason):
                if let slot, slot.isRequired, !slot.isAssigned {
                    fail(
                        .missingRequiredValue, key: property.key, destination: plan.destinationTypeName,
                        expected: displayName(slot.valueType), detail: reason)
                    slot.lastFailure = report.failures.last
                } else {
                    report.skipped.append(
                        .init(key: property.key, destinationType: plan.destinationTypeName, reason: reason))
                }
            case .failure(let code, let detail, let actual):
                fail(
                    code, key: property.key, destination: plan.destinationTypeName,
                    expected: slot.map { displayName($0.valueType) }, actual: actual, detail: detail)
            }
        }
    }

    /// Copies one value the plan has proven to be of the slot's type.
    ///
    /// Safe because: both objects are alive for the call (the request holds the source, the
    /// caller the destination); the plan is for their exact types, so the offsets and
    /// declared types hold for them; the source field is stored directly as its concrete
    /// type; and the slot is loaded as a strong reference (``StoredField/loadSlot(from:)``).
    private mutating func copy(
        _ exact: PairPlan.ExactCopy, from source: AnyObject, to destination: AnyObject, isLate: Bool
    ) {
        let slot = exact.slotField.loadSlot(from: destination)
        let address = UnsafeRawPointer(Unmanaged.passUnretained(source).toOpaque()) + exact.sourceOffset
        withExtendedLifetime(source) {
            slot.copy(from: address, delivery: exact.record)
        }
        if request.serial != 0 { slot.markDelivered(bySegue: request.serial) }
        if isLate { warnLate(exact.record.delivery, slot: slot) }
    }

    /// Whether the sender, the hook or the offered values pass `key`, which then beats the
    /// source's properties.
    private func isPassedExplicitly(_ key: String) -> Bool {
        request.carried?.pairs.contains { passes($0.key, for: key) } == true
            || request.hook?.pairs.contains { passes($0.key, for: key) } == true
            || offered?.pairs.contains { passes($0.key, for: key) } == true
    }

    /// Whether a value passed under `passedKey` is meant for the slot key `slotKey`: the
    /// same key, or the key without the destination's prefix (`saleArtwork` for
    /// `prepCtxSaleArtwork`) when no slot of the destination has `passedKey` itself.
    private func passes(_ passedKey: String, for slotKey: String) -> Bool {
        if passedKey == slotKey { return true }
        guard let (prefix, keys) = passedKeyScope else { return false }
        return Matching.passedKey(passedKey, reaches: slotKey, prefix: prefix, slotKeys: keys)
    }

    private mutating func warnLate(_ delivery: Delivery, slot: AnyPreparedSlot?) {
        report.warnings.append(
            PreparationError(
                .lateDelivery, key: delivery.key, sourceType: delivery.sourceType,
                destinationType: delivery.destinationType,
                expectedType: slot.map { displayName($0.valueType) }, actualType: delivery.valueType))
    }

    /// Finds the value for one destination property, following the precedence of ``Matching``.
    private mutating func offer(for entry: PairPlan.Entry) -> Offer {
        let key = entry.destination.key
        if let offer = offer(forKey: key, in: request.carried, channel: .sender, name: "the sender")
            ?? offer(forKey: key, in: request.hook, channel: .segueHook, name: "the segue hook")
            ?? offer(forKey: key, in: offered, channel: .offered, name: "the offered values")
        {
            return offer
        }
        switch entry.candidates.count {
        case 0:
            let hint = entry.unmarkedNamesake.map {
                "; the source has '\($0.name)' but it is not marked — "
                    + "prefix it, make it @Prepared, or give the slot @Prepared(key: \"\($0.name)\")"
            }
            if request.hook?.pairs.isEmpty == false {
                return .none(
                    reason: PreparationError.hookPassedNothing + ", and no source property provides it" + (hint ?? ""))
            }
            return .none(reason: "no source provides it" + (hint ?? ""))
        case 1:
            return offer(from: entry.candidates[0])
        default:
            let names = entry.candidates.map(\.name).joined(separator: ", ")
            return .failure(.ambiguousSource, detail: names)
        }
    }

    /// The value explicitly passed for `key` in one channel, if any.
    private mutating func offer(
        forKey key: String, in values: SegueValues?, channel: Delivery.Channel, name: String
    ) -> Offer? {
        guard let pairs = values?.pairs, !pairs.isEmpty else { return nil }
        let matches = pairs.filter { passes($0.key, for: key) }
        guard let first = matches.first else { return nil }
        // Offered keys are not reported as unknown; which of them a slot declares is noted
        // per destination.
        if channel != .offered {
            for match in matches { consumedKeys.insert(match.key) }
        }
        if matches.count > 1 {
            let forms = Set(matches.map(\.key))
            guard forms.count > 1 else {
                return .failure(.ambiguousSource, detail: "\(name) lists it \(matches.count) times")
            }
            let listed = forms.sorted().map { "'\($0)'" }.joined(separator: " and ")
            return .failure(.ambiguousSource, detail: "\(name) passes it as \(listed)")
        }
        return .value(SegueValues.produced(first.value), channel)
    }

    private mutating func offer(from property: ReflectedProperty) -> Offer {
        let channel = Delivery.Channel.property(property.name)
        switch property.access {
        case .closure:
            return .failure(
                .unsupportedSourceType,
                detail: "a closure type, which Swift stores in a form reflection cannot copy safely "
                    + "(swiftlang/swift#59979)", actual: property.field.map { displayName($0.type) })
        case .thinMetatype:
            return .failure(
                .unsupportedSourceType,
                detail: "the metatype of a type that is not a class, which Swift stores without its value",
                actual: property.field.map { displayName($0.type) })
        case .undescribed:
            return .failure(
                .unsupportedSourceType,
                detail: "a type the runtime describes as () although the property has bytes (a noncopyable "
                    + "type, or one without reflection metadata), which is never read",
                actual: "()")
        case .noncopyable:
            return .failure(
                .unsupportedSourceType,
                detail: "a noncopyable type, or a generic struct with a field the runtime cannot describe (a "
                    + "conditionally copyable wrapper of its argument), whose value is never copied",
                actual: property.field.map { displayName($0.type) })
        case .direct, .mirror:
            break
        }
        guard let stored = sourceReader.value(of: property) else {
            return .none(reason: "the source has no '\(property.name)' in this instance")
        }
        switch property.storage {
        case .plain:
            return .value(stored, channel)
        case .slot:
            guard let slot = sourceReader.slot(of: property), let value = slot.providedValue else {
                return .none(reason: "the source's slot '\(property.name)' holds no value")
            }
            return .value(value, channel)
        case .lazy:
            guard let value = (stored as? any OptionalProtocol)?.wrappedAny else {
                return .none(
                    reason: "the source's lazy property '\(property.name)' was never read, "
                        + "so it holds no value yet; make it non-lazy or read it before the segue")
            }
            return .value(value, channel)
        case .ambient:
            return .none(reason: "the source's '\(property.name)' is an ambient slot, which provides nothing")
        case .otherWrapper(let wrapper):
            return .failure(
                .notReadable,
                detail: "the source's '\(property.name)' is stored in a \(wrapper), which "
                    + "PreparedContext cannot read through")
        }
    }

    /// Writes one value after its type check; returns whether it was written.
    private mutating func write(
        _ value: Any, into property: ReflectedProperty, slot: AnyPreparedSlot?,
        of destination: AnyObject, delivery: Delivery
    ) -> Bool {
        let record = DeliveryRecord(delivery)
        let refusal: (TypeCheck.Refusal, expected: String)?
        switch property.storage {
        case .slot(_, let target), .ambient(let target):
            guard let slot else {
                fail(
                    .notWritable, key: property.key, destination: delivery.destinationType,
                    detail: "its slot could not be reached in this instance")
                return false
            }
            refusal = slot.offer(value, target: target, delivery: record).map { ($0, displayName(target.type)) }
            if refusal == nil, request.serial != 0 { slot.markDelivered(bySegue: request.serial) }
        case .plain, .lazy, .otherWrapper:
            // From the declaration, not the value: reading an `unowned` property could trap.
            // A `lazy var`'s storage is one optional more than the property.
            var declared = property.field?.type
            if case .lazy = property.storage { declared = (declared as? any OptionalProtocol.Type)?.wrappedType }
            let acceptsNil = declared.map { TargetType($0).isOptional } ?? false
            switch PlainPropertyWriters.current.write(
                TypeCheck.flattened(value), property: property.name, of: destination, acceptsNil: acceptsNil)
            {
            case nil:
                refusal = nil
            case .notWritable(let reason):
                fail(
                    .notWritable, key: property.key, destination: delivery.destinationType,
                    actual: delivery.valueType, detail: reason)
                return false
            case .typeCheck(let typeRefusal, let expected):
                refusal = (typeRefusal, expected)
            }
        }
        guard let (reason, expected) = refusal else {
            report.deliveryRecords.append(record)
            return true
        }
        let error: PreparationError
        switch reason {
        case .typeMismatch:
            let origin: String? =
                switch delivery.channel {
                case .sender: PreparationError.passedBySender
                case .segueHook: PreparationError.passedByHook
                case .offered: PreparationError.offeredBySource
                case .ambient: PreparationError.passedAmbiently
                case .property: nil
                }
            error = makeError(.typeMismatch, delivery: delivery, expected: expected, detail: origin)
        case .nilValue:
            error = makeError(.nilValue, delivery: delivery, expected: expected, detail: nil)
        case .lossy(let value):
            error = makeError(.lossyConversion, delivery: delivery, expected: expected, detail: value)
        case .notWritable(let reason):
            error = makeError(.notWritable, delivery: delivery, expected: expected, detail: reason)
        }
        slot?.lastFailure = error
        report.failures.append(error)
        return false
    }

    private func makeError(
        _ code: PreparationError.Code, delivery: Delivery, expected: String, detail: String?
    ) -> PreparationError {
        PreparationError(
            code, key: delivery.key, sourceType: delivery.sourceType,
            destinationType: delivery.destinationType, expectedType: expected,
            actualType: delivery.valueType, detail: detail)
    }

    /// Reports `destination` refused whole, with nothing of it or of the source read: an
    /// actor, or a runtime that failed the field-metadata probe.
    private mutating func refuse(_ destination: AnyObject, with error: PreparationError) {
        if report.sourceType.isEmpty { report.sourceType = displayName(type(of: request.source)) }
        report.destinationTypes.append(displayName(type(of: destination)))
        report.failures.append(error)
    }

    private mutating func fail(
        _ code: PreparationError.Code, key: String, destination: String,
        expected: String? = nil, actual: String? = nil, detail: String?
    ) {
        report.failures.append(
            PreparationError(
                code, key: key, sourceType: report.sourceType, destinationType: destination,
                expectedType: expected, actualType: actual, detail: detail))
    }

    /// Fills the ``Ambient`` slots of `destination` from `ambient`, with the type checks,
    /// reports and log of any other slot.
    private mutating func fillAmbientSlots(
        _ properties: [ReflectedProperty], of destination: AnyObject, from ambient: ContextValues, plan: PairPlan
    ) {
        var reader = InstanceReader(object: destination)
        for property in properties {
            guard let slot = reader.slot(of: property), let key = slot.ambientKey else { continue }
            slot.bind(name: property.name, ownerType: plan.destinationTypeName)
            guard let value = ambient.value(forKey: key.id) else {
                if slot.isRequired, !slot.isAssigned {
                    fail(
                        .missingRequiredValue, key: key.name, destination: plan.destinationTypeName,
                        expected: displayName(slot.valueType),
                        detail: PreparationError.ambientNotProvided(
                            key.name, property: property.name, hasDefault: slot.hasValue))
                    slot.lastFailure = report.failures.last
                } else {
                    report.skipped.append(
                        .init(
                            key: key.name, destinationType: plan.destinationTypeName,
                            reason: "no ambient value under \(key.name); '\(property.name)' keeps its value"))
                }
                continue
            }
            let delivery = Delivery(
                key: key.name, sourceType: report.sourceType, channel: .ambient(key.name),
                destinationType: plan.destinationTypeName, destinationProperty: property.name,
                valueType: displayName(type(of: TypeCheck.flattened(value) ?? value)))
            _ = write(value, into: property, slot: slot, of: destination, delivery: delivery)
        }
    }

    /// Notes the offered keys no slot of the destination took: not an error, since the
    /// source offers them to whichever destination declares them, but a misspelt key
    /// shows up here.
    private mutating func noteUnconsumedOffers(destination: String) {
        guard let offered else { return }
        var seen = consumedOfferedKeys
        for key in offered.keys where seen.insert(key).inserted {
            report.skipped.append(
                .init(
                    key: key, destinationType: destination,
                    reason: "offered by \(report.sourceType), but \(destination) has no slot with this key "
                        + "(not an error: an offered value goes only where it is declared; check the spelling "
                        + "if \(destination) should take it)"))
        }
    }

    /// Reports explicit keys that no destination slot took.
    private mutating func reportUnconsumedKeys() {
        guard hasExplicitValues else { return }
        let destinations = report.destinationTypes.joined(separator: ", ")
        for (values, name) in [(request.carried, "the sender"), (request.hook, "the segue hook")] {
            guard let values else { continue }
            var seen = Set<String>()
            for key in values.keys where !consumedKeys.contains(key) && seen.insert(key).inserted {
                if let note = values.undeclaredKeyNote(key, destinations: destinations) {
                    report.skipped.append(.init(key: key, destinationType: destinations, reason: note))
                    continue
                }
                report.failures.append(
                    PreparationError(
                        .unknownKey, key: key, sourceType: report.sourceType,
                        destinationType: destinations, detail: "passed by \(name)"))
            }
        }
    }
}
