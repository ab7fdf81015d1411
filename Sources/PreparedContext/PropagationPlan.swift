/// The plan for one pair of types, built once and cached (``PlanCache``): the one place
/// that decides what a propagation between them does.
///
/// For each context property of the destination it holds the ``Matching`` outcome (an
/// ``Entry``: the source properties that may feed it) and a ``Step``: how the run moves the
/// value when nothing is passed explicitly. Most steps copy a value the plan has proven to be
/// of the slot's exact type, with a delivery record made once; the rest look the value up and
/// type-check it (``PropagationRun``). The run executes the steps; it consults the matching
/// again only for keys that the sender, the hook or the offered values pass.
///
/// What a plan caches is read from the two types' metadata alone, so it holds for every
/// instance of them: each field's offset, declared type and ownership, the steps' kinds (a
/// field stored directly as exactly the slot's value type; a source slot of exactly the
/// slot's `Prepared<Value>`), whether that value type is a class, the matching's outcome
/// and the delivery records. It never caches what an instance decides:
/// - a slot reference: an instance may replace its `Prepared` storage at any time, so each
///   copy loads the slot from the field it is in;
/// - a slot's explicit key: an initializer may give each instance its own, so
///   ``holds(source:destination:)`` checks them on every propagation;
/// - a slot's copier (``SlotState/copier``): it would be true per type — every
///   `PreparedSlot<Value>` of one `Value` keeps the same specialized or generic copy of one
///   function — but a plan made from metadata has no instance to take it from, and reading
///   it from the slot being written costs one load;
/// - a value's dynamic type (a class-typed field may hold a subclass), whether a source
///   slot holds a value, and what an `Any` field holds: checked at each copy, which falls
///   back to the general run when they do not fit.
final class PairPlan: @unchecked Sendable {
    /// One destination property and the source properties that may feed it.
    final class Entry {
        let destination: ReflectedProperty
        let candidates: [ReflectedProperty]
        /// A source property of the same name that lacks the prefix, for the hint.
        let unmarkedNamesake: ReflectedProperty?

        init(destination: ReflectedProperty, source: [ReflectedProperty]) {
            self.destination = destination
            candidates = Matching.candidates(for: destination, in: source)
            unmarkedNamesake = Matching.unmarkedNamesake(for: destination, in: source)
        }
    }

    /// How the run moves one entry's value when nothing is passed for its key. Plain data,
    /// so running a plan copies no references.
    struct Step {
        enum Kind: UInt8 {
            /// Copy the source's plain field, stored directly as exactly the slot's value type,
            /// into the destination's `Prepared` slot: no type check to make.
            case copyField
            /// Copy the value of the source's `Prepared` slot of exactly the slot's value type
            /// (context that flows on); a source slot that holds nothing falls back to `match`.
            case copySlot
            /// Look the value up and type-check it (``PropagationRun``).
            case match
        }

        let kind: Kind
        /// Whether the value type is a class: an instance of a subclass falls back to `match`,
        /// whose record names the value's dynamic type.
        let isClass: Bool
        /// The source field's offset in the source object (the slot field's for `copySlot`).
        let sourceOffset: Int
        /// The destination's `Prepared` field's offset.
        let slotOffset: Int
        /// The position of the copy's record in ``PairPlan/records``.
        let record: Int

        static let match = Step(kind: .match, isClass: false, sourceOffset: 0, slotOffset: 0, record: 0)

        /// The copy step for `destination` fed by `candidates`, or `nil` when the value
        /// must be looked up: one candidate, both fields at known offsets and declared with
        /// the same concrete value type (``FieldAccess/isExactlyCopyable(_:)``), the
        /// source's a plain field or a `Prepared` slot.
        static func copy(
            to destination: ReflectedProperty, from candidates: [ReflectedProperty], record: Int
        ) -> Step? {
            guard candidates.count == 1, let source = candidates[0].field, candidates[0].access == .direct,
                let slot = destination.field, case .slot(_, let target) = destination.storage,
                FieldAccess.isExactlyCopyable(target.type)
            else { return nil }
            let kind: Kind
            switch candidates[0].storage {
            case .plain where ObjectIdentifier(source.type) == ObjectIdentifier(target.type):
                kind = .copyField
            case .slot where ObjectIdentifier(source.type) == ObjectIdentifier(slot.type):
                kind = .copySlot
            default:
                return nil
            }
            return Step(
                kind: kind, isClass: FieldMetadata.Kind(target.type) == .class, sourceOffset: source.offset,
                slotOffset: slot.offset, record: record)
        }
    }

    let sourceTypeName: String
    let destinationTypeName: String
    let entries: [Entry]
    /// Each entry's step, in the same order.
    let steps: [Step]
    /// The delivery records of the copy steps, in step order: made once, shared by every
    /// slot filled through them and, when every step is a copy, by the reports.
    let records: [DeliveryRecord]
    /// Whether every step is a copy: a report then starts as ``records`` and copies them
    /// only when a step falls back.
    let copiesOnly: Bool
    /// The keys of the destination's context properties, against which keys passed without
    /// the prefix are resolved.
    let slotKeys: Set<String>
    /// The destination's ``Ambient`` slots, filled from ambient values rather than by key.
    let ambientSlots: [ReflectedProperty]
    /// `[destinationTypeName]`, for a report to share.
    let destinationTypeNames: [String]
    let isCacheable: Bool
    /// Why nothing can be matched between the pair: a type built without reflection names
    /// or metadata (``FieldMetadata/strippedReflection(of:role:)``). Empty almost always.
    let reflectionRefusals: [PreparationError]

    /// - Parameter internsRecords: Whether the plan is to be cached for the process's life,
    ///   so that its records may be interned too; the records of a plan made for one pair of
    ///   instances are its own, released with it.
    init(
        source: TypeLayout, destination: TypeLayout, reflectionRefusals: [PreparationError] = [],
        internsRecords: Bool = false
    ) {
        self.reflectionRefusals = reflectionRefusals
        sourceTypeName = source.typeName
        destinationTypeName = destination.typeName
        entries = destination.properties.filter { $0.isMarked && !$0.isProviderOnly }.map { property in
            Entry(destination: property, source: source.properties)
        }
        var steps: [Step] = []
        var records: [DeliveryRecord] = []
        let isCacheable = !source.isMirrorBased && !destination.isMirrorBased
        let makeRecord = internsRecords && isCacheable ? DeliveryRecord.interned : DeliveryRecord.init
        for entry in entries {
            guard let step = Step.copy(to: entry.destination, from: entry.candidates, record: records.count),
                case .slot(_, let target) = entry.destination.storage
            else {
                steps.append(.match)
                continue
            }
            steps.append(step)
            records.append(
                makeRecord(
                    Delivery(
                        key: entry.destination.key, sourceType: source.typeName,
                        channel: .property(entry.candidates[0].name), destinationType: destination.typeName,
                        destinationProperty: entry.destination.name, valueType: displayName(target.base))))
        }
        self.steps = steps
        self.records = records
        copiesOnly = records.count == entries.count
        slotKeys = Set(entries.map(\.destination.key))
        destinationTypeNames = [destination.typeName]
        self.isCacheable = isCacheable
        ambientSlots = destination.properties.filter { $0.isAmbientSlot && $0.field != nil }
        let slots = { (layout: TypeLayout) in layout.properties.filter { $0.isSlot && $0.field != nil } }
        let keys = { (slots: [ReflectedProperty]) in
            slots.compactMap { slot in slot.field.map { SlotKey(offset: $0.offset, key: slot.explicitKey) } }
        }
        sourceSlots = slots(source)
        sourceSlotKeys = keys(sourceSlots)
        destinationSlotKeys = keys(slots(destination))
    }

    /// A slot field's offset and the explicit key the plan's matching assumed for it; an
    /// initializer may give each instance another key, so ``holds(source:destination:)``
    /// checks them again.
    private struct SlotKey {
        let offset: Int
        let key: String?
    }

    /// ``holds(source:destination:)`` for a source that is an object, read at the plan's
    /// offsets with no reader.
    func holds(sourceObject source: AnyObject, destination: AnyObject) -> Bool {
        for slot in destinationSlotKeys
        where !StoredField.slotHasExplicitKey(slot.key, at: slot.offset, in: destination) {
            return false
        }
        for slot in sourceSlotKeys where !StoredField.slotHasExplicitKey(slot.key, at: slot.offset, in: source) {
            return false
        }
        return true
    }

    private let sourceSlots: [ReflectedProperty]
    private let sourceSlotKeys: [SlotKey]
    private let destinationSlotKeys: [SlotKey]

    /// Whether every slot of these instances carries the explicit key the plan was made
    /// with, so that the plan's matching holds for them.
    func holds(source: inout InstanceReader, destination: AnyObject) -> Bool {
        if let object = source.object { return holds(sourceObject: object, destination: destination) }
        for slot in destinationSlotKeys
        where !StoredField.slotHasExplicitKey(slot.key, at: slot.offset, in: destination) {
            return false
        }
        for property in sourceSlots {
            if source.slot(of: property)?.explicitKey != property.explicitKey {
                return false
            }
        }
        return true
    }
}

/// Plans by pair of types and prefixes, built on first use and kept for the process's life.
///
/// The cache holds one plan per distinct (source type, destination type, prefixes), so its
/// size is bounded by the segues an app has. It belongs to the main actor, as propagation
/// does: a lookup takes no lock, and the pair used last is checked before the table.
@MainActor
enum PlanCache {
    private struct Key: Hashable {
        let source: ObjectIdentifier
        let destination: ObjectIdentifier
        let sourcePrefix: String
        let destinationPrefix: String

        /// Hashes the types only: prefixes rarely differ, and hashing strings on every
        /// propagation costs more than comparing them on a hit.
        func hash(into hasher: inout Hasher) {
            hasher.combine(source)
            hasher.combine(destination)
        }
    }

    private static var plans: [Key: PairPlan] = [:]
    /// The plan found last, and its key: a screen's segues repeat the same pairs. Two
    /// variables rather than an optional tuple, whose copies go through generic witnesses.
    private static var lastPlan: PairPlan?
    private static var lastKey = Key(
        source: ObjectIdentifier(Never.self), destination: ObjectIdentifier(Never.self), sourcePrefix: "",
        destinationPrefix: "")

    /// The plan for this pair of instances: the cached plan of their types when the
    /// instances' explicit slot keys are the ones it was made with, a new one otherwise;
    /// `nil`, with nothing read, when either is an actor (``Isolation``).
    static func plan(
        source: Any, reader: inout InstanceReader, sourcePrefix: String, destination: AnyObject,
        destinationPrefix: String
    ) -> PairPlan? {
        let key = Key(
            source: ObjectIdentifier(type(of: source)),
            destination: ObjectIdentifier(type(of: destination)),
            sourcePrefix: sourcePrefix, destinationPrefix: destinationPrefix)
        let cached: PairPlan?
        if let lastPlan, lastKey == key {
            cached = lastPlan
        } else {
            cached = plans[key]
            if let cached { (lastKey, lastPlan) = (key, cached) }
        }
        // A cached plan exists only for types that are not actors, which is true of every
        // instance; reading the instance to check its keys is then safe.
        if let cached, cached.holds(source: &reader, destination: destination) { return cached }
        if cached == nil, Isolation.isActor(type(of: source)) || Isolation.isActor(type(of: destination)) {
            return nil
        }
        let plan = PairPlan(
            source: TypeLayout(reflecting: source, prefix: sourcePrefix, role: .source),
            destination: TypeLayout(reflecting: destination, prefix: destinationPrefix, role: .destination),
            reflectionRefusals: [
                source is any CustomReflectable
                    ? nil : FieldMetadata.strippedReflection(of: type(of: source), role: .source),
                FieldMetadata.strippedReflection(of: type(of: destination), role: .destination),
            ].compactMap { $0 }, internsRecords: cached == nil)
        // A pair whose instances carry other keys than the cached plan's gets a plan of its
        // own; the cached one stays for the instances it fits.
        if plan.isCacheable, cached == nil {
            plans[key] = plan
            (lastKey, lastPlan) = (key, plan)
        }
        return plan
    }

    /// The cached plan between two objects' types with `prefix` on both sides, when the
    /// instances' explicit slot keys are the ones it was made with; `nil` otherwise, with
    /// nothing made or cached (``plan(source:reader:sourcePrefix:destination:destinationPrefix:)``
    /// then decides). A cached plan exists only for types that are not actors, which is true
    /// of every instance, so reading the instances' slots to check their keys is safe.
    static func cachedPlan(source: AnyObject, destination: AnyObject, prefix: String) -> PairPlan? {
        let sourceType = ObjectIdentifier(type(of: source))
        let destinationType = ObjectIdentifier(type(of: destination))
        let cached: PairPlan
        if let lastPlan, lastKey.source == sourceType, lastKey.destination == destinationType,
            lastKey.sourcePrefix == prefix, lastKey.destinationPrefix == prefix
        {
            cached = lastPlan
        } else {
            let key = Key(
                source: sourceType, destination: destinationType, sourcePrefix: prefix, destinationPrefix: prefix)
            guard let found = plans[key] else { return nil }
            (lastKey, lastPlan) = (key, found)
            cached = found
        }
        return cached.holds(sourceObject: source, destination: destination) ? cached : nil
    }

    /// Forgets every plan, so the next propagation of each pair is a first one again.
    static func removeAll() {
        plans.removeAll()
        lastPlan = nil
    }
}
