/// One object a propagation prepares, and what it receives besides the source's context.
struct PropagationTarget {
    var object: AnyObject
    /// Its prefix, for its plain properties and for keys passed without it.
    var prefix: String
    /// The ambient values that fill its ``Ambient`` slots, or `nil` to leave them as they
    /// are (a propagation that hands on no ambient values, an unwind).
    var ambient: ContextValues? = nil
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
    /// The values the source offers (``SegueContext/offeredValues(forSegue:destination:sender:)``),
    /// asked for once per segue: delivered to each destination that declares the key, skipped
    /// with a note by each that does not.
    var offered: SegueValues?
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
@MainActor
struct PropagationRun {
    private let request: PropagationRequest
    /// Whether the sender, the hook or the offered values pass any value, which then beats
    /// the source's.
    private let hasExplicitValues: Bool
    /// What the source offers, without the lazy values for another segue; `nil` when nothing.
    private let offered: SegueValues?
    /// The offered keys a slot of the current destination took.
    private var consumedOfferedKeys = Set<String>()
    private var sourceReader: InstanceReader
    private var consumedKeys = Set<String>()
    /// The destination being delivered to: its prefix and its slots' keys, for keys passed
    /// without the prefix. Set only when explicit values are passed.
    private var passedKeyScope: (prefix: String, keys: Set<String>)?
    /// The slot keys of every destination delivered to, kept only when explicit values are
    /// passed: a key no slot took is compared with them for a near miss.
    private var declaredSlotKeys = Set<String>()
    private var report: PreparationReport
    /// The plan of the destination delivered to last, when every one of its steps copied:
    /// that destination's part of the report then shares the plan's lists.
    private var copiedWholePlan: PairPlan?

    init(_ request: consuming PropagationRequest, hasDestinations: Bool) {
        // Lazy values added for another segue are not this one's (SegueValues.addLazily).
        if request.carried?.hasLazyValues == true {
            request.carried = request.carried?.forSegue(request.segueIdentifier)
        }
        if request.hook?.hasLazyValues == true { request.hook = request.hook?.forSegue(request.segueIdentifier) }
        let offered = request.offered.map { $0.hasLazyValues ? $0.forSegue(request.segueIdentifier) : $0 }
        self.offered = offered?.pairs.isEmpty == false ? offered : nil
        hasExplicitValues =
            request.carried?.pairs.isEmpty == false || request.hook?.pairs.isEmpty == false || self.offered != nil
        sourceReader = request.sourceObject.map(InstanceReader.init(object:)) ?? InstanceReader(request.source)
        // The plan knows the source's name; a propagation with no destination asks for it.
        report = PreparationReport(
            sourceType: hasDestinations ? "" : displayName(type(of: request.source)),
            segueIdentifier: request.segueIdentifier, serial: request.serial)
        if request.destinations.count > 1 { report.destinationTypes.reserveCapacity(request.destinations.count) }
        self.request = request
    }

    /// Where the report stands: what a destination's delivery adds comes after it.
    var mark: (deliveries: Int, skipped: Int, failures: Int, warnings: Int) {
        (report.deliveryRecords.count, report.skipped.count, report.failures.count, report.warnings.count)
    }

    /// What the report gained since `mark`: one destination's part.
    func report(since mark: (deliveries: Int, skipped: Int, failures: Int, warnings: Int)) -> PreparationReport {
        var part = PreparationReport(
            sourceType: report.sourceType, segueIdentifier: report.segueIdentifier, serial: report.serial)
        // The plan's records are this part's when nothing but its copies was delivered (an
        // ambient slot adds its own).
        if let plan = copiedWholePlan, report.deliveryRecords.count - mark.deliveries == plan.records.count {
            part.destinationTypes = plan.destinationTypeNames
            part.deliveryRecords = plan.records
        } else {
            part.destinationTypes = report.destinationTypes.last.map { [$0] } ?? []
            part.deliveryRecords = Array(report.deliveryRecords[mark.deliveries...])
        }
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
        copiedWholePlan = nil
        if offered != nil { consumedOfferedKeys.removeAll(keepingCapacity: true) }
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
    /// provide by key: the plan's steps, each entry's lookup only where a step cannot copy
    /// or a value is passed for the key.
    private mutating func deliverKeyedValues(to destination: AnyObject, prefix: String, plan: PairPlan) {
        report.sourceType = plan.sourceTypeName
        // The first destination's name and, while every step delivers through its record,
        // its records are lists the plan made once: the report shares them.
        if report.destinationTypes.isEmpty, request.destinations.count <= 1 {
            report.destinationTypes = plan.destinationTypeNames
        } else {
            report.destinationTypes.append(plan.destinationTypeName)
        }
        let sharesRecords =
            plan.copiesOnly && report.deliveryRecords.isEmpty && !hasExplicitValues && sourceReader.object != nil
        if sharesRecords {
            report.deliveryRecords = plan.records
        } else if report.deliveryRecords.isEmpty {
            report.deliveryRecords.reserveCapacity(plan.entries.count)
        }
        runSteps(of: plan, to: destination, prefix: prefix, from: 0, sharesRecords: sharesRecords)
    }

    /// Executes the plan's steps from `firstStep` on; `sharesRecords` tells that the
    /// report's records are still the plan's list.
    private mutating func runSteps(
        of plan: PairPlan, to destination: AnyObject, prefix: String, from firstStep: Int, sharesRecords: Bool
    ) {
        var sharesRecords = sharesRecords
        var copiedAll = plan.copiesOnly
        defer { copiedWholePlan = copiedAll && firstStep == 0 ? plan : nil }
        if hasExplicitValues {
            passedKeyScope = (prefix, plan.slotKeys)
            declaredSlotKeys.formUnion(plan.slotKeys)
        }
        let isLate = request.startedDestinations.contains(ObjectIdentifier(destination))
        let source = sourceReader.object
        var destinationReader: InstanceReader?
        for index in plan.steps.indices[firstStep...] {
            let step = plan.steps[index]
            if step.kind != .match, let source,
                !hasExplicitValues || !isPassedExplicitly(plan.entries[index].destination.key)
            {
                let record = plan.records[step.record]
                if Self.copy(step, of: plan, from: source, to: destination, serial: request.serial) {
                    if !sharesRecords { report.deliveryRecords.append(record) }
                    if isLate { warnLate(record.delivery, expected: plan.entries[index].destination) }
                    continue
                }
            }
            // The records so far are the plan's first ones; the rest are this report's own.
            if sharesRecords {
                report.deliveryRecords = Array(plan.records[..<step.record])
                sharesRecords = false
            }
            copiedAll = false
            if destinationReader == nil { destinationReader = InstanceReader(object: destination) }
            deliver(plan.entries[index], to: destination, reader: &destinationReader!, plan: plan, isLate: isLate)
        }
    }

    /// Looks up and delivers one entry's value, following the precedence of ``Matching``.
    private mutating func deliver(
        _ entry: PairPlan.Entry, to destination: AnyObject, reader destinationReader: inout InstanceReader,
        plan: PairPlan, isLate: Bool
    ) {
        let property = entry.destination
        // An offered key the destination declares is not one to note as misspelt, even
        // when another channel wins or an unwind does not write the property.
        if let offered {
            for pair in offered.pairs where passes(pair.key, for: property.key) {
                consumedOfferedKeys.insert(pair.key)
            }
        }
        guard property.isSlot || request.writesPlainProperties else { return }
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

    /// Executes one copy step; returns whether it delivered (nothing changed when not).
    ///
    /// The slots are reached without retaining them, and the write is the slot's specialized
    /// copier (``SlotCopier``). Safe because:
    /// - both objects are alive for the call (the request holds the source, the caller the
    ///   destination), and the plan is for their exact types, made from their metadata, so
    ///   the step's offsets hold for every instance: the destination's field at `slotOffset`
    ///   is a `Prepared<Value>` field, whose bytes are a strong reference to a
    ///   `PreparedSlot<Value>` that the destination holds; for a slot-to-slot copy the
    ///   source's field at `sourceOffset` is one too, of the same `Value`; for a field copy
    ///   it is stored directly as exactly `Value`;
    /// - from the loads to the copier's last access to either slot no code of the app's runs
    ///   and nothing the app can observe is released (``PreparedSlot/copyValue(at:fromSlot:into:delivery:serial:checksDynamicType:)``
    ///   releases the replaced value after it), so both fields still hold their slots, which
    ///   are therefore alive; and nothing here touches a slot after the copier returns;
    /// - the slot's state is reached only from the main actor, as the objects are;
    /// - the step's record is passed by its address in the buffer of `plan.records`: a `let`
    ///   array of a plan the caller holds, never mutated, so the address stays valid for the
    ///   whole call; the index is checked against the buffer, and the copier only reads the
    ///   record (copying it into the slot).
    ///
    /// `PlanStepTests` replays a deinitializer that replaces both slots during
    /// the write, under the address sanitizer in CI.
    ///
    /// Nonisolated, as the closure it passes to the standard library must be: one formed in a
    /// main-actor function would check the executor on every call (SE-0423). Its callers are
    /// the main actor's.
    nonisolated private static func copy(
        _ step: PairPlan.Step, of plan: PairPlan, from source: AnyObject, to destination: AnyObject, serial: UInt64
    ) -> Bool {
        plan.records.withUnsafeBufferPointer { records in
            // The step's record, by address: the copier copies it once, into the slot.
            guard records.indices.contains(step.record), let first = records.baseAddress else { return false }
            let record = first + step.record
            let slot = StoredField.unretainedSlot(at: step.slotOffset, of: destination)
            let fromSlot = step.kind == .copySlot
            let address =
                fromSlot
                ? UnsafeRawPointer(StoredField.unretainedSlot(at: step.sourceOffset, of: source).toOpaque())
                : UnsafeRawPointer(Unmanaged.passUnretained(source).toOpaque()) + step.sourceOffset
            return slot._withUnsafeGuaranteedRef { slot in
                guard let copier = slot.copier else { return false }
                return copier(address, fromSlot, slot, record, serial, step.isClass)
            }
        }
    }

    /// The plan between `source` and `destination` when every step of it copies, so that
    /// ``runCopies(_:from:into:prefix:segueIdentifier:serial:)`` can run it; `nil`, with
    /// nothing written, when the pair needs the general run.
    static func copyPlan(from source: AnyObject, into destination: AnyObject, prefix: String) -> PairPlan? {
        guard FieldMetadata.runtimeRefusal == nil else { return nil }
        var reader = InstanceReader(object: source)
        guard
            let plan = PlanCache.plan(
                source: source, reader: &reader, sourcePrefix: prefix, destination: destination,
                destinationPrefix: prefix), plan.copiesOnly, plan.reflectionRefusals.isEmpty
        else { return nil }
        return plan
    }

    /// The cached plan between `source`'s and `destination`'s types, with `prefix` on both
    /// sides, when every step of it copies and the instances' explicit slot keys are the ones
    /// it was made with; `nil`, with nothing written, otherwise (the pair then takes
    /// ``copyPlan(from:into:prefix:)`` or the general run). Makes nothing: the lookup of the
    /// common segue.
    static func cachedCopyPlan(from source: AnyObject, into destination: AnyObject, prefix: String) -> PairPlan? {
        guard FieldMetadata.runtimeRefusal == nil,
            let plan = PlanCache.cachedPlan(source: source, destination: destination, prefix: prefix),
            plan.copiesOnly, plan.reflectionRefusals.isEmpty
        else { return nil }
        return plan
    }

    /// Runs a plan whose every step copies (``copyPlan(from:into:prefix:)``), from an object
    /// into one destination, with nothing passed explicitly: the common segue. The report
    /// shares the plan's lists and nothing else is made; a step that cannot copy hands the
    /// rest to the general run.
    static func runCopies(
        _ plan: PairPlan, from source: AnyObject, into destination: AnyObject, prefix: String,
        segueIdentifier: String?, serial: UInt64
    ) -> PreparationReport {
        for index in plan.steps.indices {
            if !copy(plan.steps[index], of: plan, from: source, to: destination, serial: serial) {
                return finishSteps(
                    of: plan, from: index, source: source, destination: destination, prefix: prefix,
                    segueIdentifier: segueIdentifier, serial: serial)
            }
        }
        // The memberwise initializer: one aggregate, returned as made.
        return PreparationReport(
            segueIdentifier: segueIdentifier, sourceType: plan.sourceTypeName,
            destinationTypes: plan.destinationTypeNames, deliveryRecords: plan.records, skipped: [], failures: [],
            warnings: [], serial: serial)
    }

    /// The rest of ``runCopies(_:from:into:prefix:segueIdentifier:serial:)`` from the step
    /// that could not copy, in the general run.
    @inline(never)
    private static func finishSteps(
        of plan: PairPlan, from firstStep: Int, source: AnyObject, destination: AnyObject, prefix: String,
        segueIdentifier: String?, serial: UInt64
    ) -> PreparationReport {
        var run = PropagationRun(
            PropagationRequest(
                source: source, sourceObject: source, sourcePrefix: prefix, destinations: [],
                segueIdentifier: segueIdentifier, carried: nil, hook: nil, serial: serial),
            hasDestinations: true)
        run.report = PreparationReport(
            sourceType: plan.sourceTypeName, segueIdentifier: segueIdentifier, serial: serial,
            destinationTypes: plan.destinationTypeNames,
            deliveryRecords: Array(plan.records[..<plan.steps[firstStep].record]))
        run.runSteps(of: plan, to: destination, prefix: prefix, from: firstStep, sharesRecords: false)
        return run.finish()
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
        warnLate(delivery, expectedType: slot.map { displayName($0.valueType) })
    }

    /// A late copy step's warning: the slot's value type is its declared one.
    private mutating func warnLate(_ delivery: Delivery, expected property: ReflectedProperty) {
        guard case .slot(_, let target) = property.storage else { return warnLate(delivery, expectedType: nil) }
        warnLate(delivery, expectedType: displayName(target.type))
    }

    private mutating func warnLate(_ delivery: Delivery, expectedType: String?) {
        report.warnings.append(
            PreparationError(
                .lateDelivery, key: delivery.key, sourceType: delivery.sourceType,
                destinationType: delivery.destinationType, expectedType: expectedType,
                actualType: delivery.valueType))
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
        let value = SegueValues.produced(first.value)
        // A key of `addLazily(forKeys:)` whose producer returned nothing for it.
        if type(of: first.value) == LazySegueValue.self, let missing = value as? MissingLazyValue {
            return .none(reason: missing.reason)
        }
        return .value(value, channel)
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
                case .sender: senderOrigin(ofSlotKey: delivery.key)
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

    /// Who made a value the sender channel delivered to the slot `key`: the app, which passed
    /// it with the segue, or a sender hook (a row's, a control's) the library called.
    private func senderOrigin(ofSlotKey key: String) -> String {
        guard let carried = request.carried, !carried.senderHookKeys.isEmpty,
            carried.senderHookKeys.contains(where: { passes($0, for: key) })
        else { return PreparationError.passedBySender }
        return PreparationError.madeBySenderHook(carried.senderHookName)
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
        // A sender the hook refused (SegueValues(control:as:)): noted, not an error.
        if request.carried?.senderNotes.isEmpty == false || request.hook?.senderNotes.isEmpty == false {
            let destinations = report.destinationTypes.joined(separator: ", ")
            for note in (request.carried?.senderNotes ?? []) + (request.hook?.senderNotes ?? []) {
                report.skipped.append(.init(key: note.key, destinationType: destinations, reason: note.reason))
            }
        }
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
                let nearMiss = PreparationError.nearMiss(of: key, among: declaredSlotKeys).map {
                    "; did you mean '\($0)'?"
                }
                report.failures.append(
                    PreparationError(
                        .unknownKey, key: key, sourceType: report.sourceType,
                        destinationType: destinations, detail: "passed by \(name)" + (nearMiss ?? "")))
            }
        }
    }
}
