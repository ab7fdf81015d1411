/// The matching rule: which source property feeds which destination slot.
///
/// A destination property takes part when it is a ``Prepared`` or ``WeakPrepared`` slot or a
/// `var` whose name starts with the destination's prefix (a prefixed `let` only provides).
/// Its key is the slot's explicit `key`, or else its name.
/// For each such key, values are looked for in this order, and the first channel that has
/// one wins:
///
/// 1. the ``SegueValues`` passed as the segue's sender,
/// 2. the ``SegueValues`` returned by the source's per-segue hook,
/// 3. the values the source offers to this destination
///    (``SegueContext/offeredValues(forSegue:destination:sender:)``), where a key the
///    destination does not declare is no error,
/// 4. the source's stored properties (its whole class chain) whose key is the same:
///    ``Prepared`` and ``WeakPrepared`` slots by their key, prefixed plain properties by
///    their name, and — only when the destination slot names a key explicitly — any plain
///    property of that name.
///
/// ``Ambient`` slots are not matched here: they are filled from the destination's ambient
/// values by their key type, never from a source property, and provide nothing on a source.
///
/// Within one channel the key must be provided once: two candidates are reported as
/// ``PreparationError/Code/ambiguousSource`` and neither is delivered. Properties that are
/// neither slots nor prefixed, and are not named by an explicit key, are never read or
/// written. Several destination slots may share a key; each receives the value.
enum Matching {
    /// The source properties that provide `key` to a destination property.
    static func candidates<Property: MatchableProperty>(
        for destination: Property, in source: [Property]
    ) -> [Property] {
        let key = destination.key
        return source.filter { property in
            if property.isSlot { return property.key == key }
            return property.name == key && (property.hasPrefix || destination.hasExplicitKey)
        }
    }

    /// Whether a value passed under `passedKey` (with the segue, by the hook, or offered) is
    /// meant for the slot key `slotKey`: the same key, or the key without the destination's
    /// `prefix` (`saleArtwork` for `prepCtxSaleArtwork`) when no slot of the destination has
    /// `passedKey` itself (`slotKeys`).
    static func passedKey(_ passedKey: String, reaches slotKey: String, prefix: String, slotKeys: Set<String>) -> Bool {
        if passedKey == slotKey { return true }
        guard !prefix.isEmpty, let first = passedKey.first, first.isLowercase,
            slotKey.count == prefix.count + passedKey.count, slotKey.hasPrefix(prefix), !slotKeys.contains(passedKey)
        else { return false }
        return slotKey.dropFirst(prefix.count) == first.uppercased() + passedKey.dropFirst()
    }

    /// A hint when nothing matches but a source property of that name exists unmarked.
    static func unmarkedNamesake<Property: MatchableProperty>(
        for destination: Property, in source: [Property]
    ) -> Property? {
        source.first { !$0.isMarked && $0.name == destination.key }
    }
}

/// What the matching rule needs to know of a property, whether reflection found it at run
/// time or the static contract check read it from source code.
protocol MatchableProperty {
    /// The declared name.
    var name: String { get }
    /// The slot's explicit key, or the name.
    var key: String { get }
    /// Whether the property is a ``Prepared`` slot.
    var isSlot: Bool { get }
    /// Whether a slot names its key explicitly.
    var hasExplicitKey: Bool { get }
    /// Whether the name starts with the owner's prefix.
    var hasPrefix: Bool { get }
}

extension MatchableProperty {
    /// Whether the property takes part by itself: a slot, or a prefixed name.
    var isMarked: Bool { isSlot || hasPrefix }
}

extension ReflectedProperty: MatchableProperty {}

/// The cached decision for one pair of types: the destination's context properties and,
/// for each, the source properties that may feed it.
final class PairPlan: @unchecked Sendable {
    final class Entry {
        let destination: ReflectedProperty
        let candidates: [ReflectedProperty]
        /// A source property of the same name that lacks the prefix, for the hint.
        let unmarkedNamesake: ReflectedProperty?
        /// Set when the only candidate is a plain stored field of exactly the slot's type,
        /// and both fields' offsets are known: the value is then copied with no type check
        /// to make at run time.
        let exactCopy: ExactCopy?

        init(
            destination: ReflectedProperty, source: [ReflectedProperty], sourceTypeName: String,
            destinationTypeName: String
        ) {
            self.destination = destination
            candidates = Matching.candidates(for: destination, in: source)
            unmarkedNamesake = Matching.unmarkedNamesake(for: destination, in: source)
            guard candidates.count == 1, let source = candidates.first, case .plain = source.storage,
                source.access == .direct, let field = source.field, let slotField = destination.field,
                case .slot(_, let target) = destination.storage,
                ObjectIdentifier(field.type) == ObjectIdentifier(target.type),
                FieldAccess.isExactlyCopyable(field.type)
            else {
                exactCopy = nil
                return
            }
            let delivery = Delivery(
                key: destination.key, sourceType: sourceTypeName, channel: .property(source.name),
                destinationType: destinationTypeName, destinationProperty: destination.name,
                valueType: displayName(target.base))
            exactCopy = ExactCopy(
                sourceOffset: field.offset, slotField: slotField, record: DeliveryRecord(delivery))
        }
    }

    /// A copy between two fields of the plan's exact types: the source's plain field, stored
    /// directly and of a concrete type (``FieldAccess/isExactlyCopyable(_:)``), and the
    /// destination's `Prepared` field of the same value type. The value needs no type check.
    struct ExactCopy {
        let sourceOffset: Int
        let slotField: StoredField
        let record: DeliveryRecord
    }

    let sourceTypeName: String
    let destinationTypeName: String
    let entries: [Entry]
    /// Each entry's exact copy, in the same order.
    let exactCopies: [ExactCopy?]
    /// The records of the exact copies when every entry is one: a propagation's report
    /// then shares this list.
    let exactRecords: [DeliveryRecord]?
    /// The destination's ``Ambient`` slots, filled from ambient values rather than by key.
    let ambientSlots: [ReflectedProperty]
    /// `[destinationTypeName]`, for a report to share.
    let destinationTypeNames: [String]
    let isCacheable: Bool
    /// Why nothing can be matched between the pair: a type built without reflection names
    /// or metadata (``FieldMetadata/strippedReflection(of:role:)``). Empty almost always.
    let reflectionRefusals: [PreparationError]

    init(source: TypeLayout, destination: TypeLayout, reflectionRefusals: [PreparationError] = []) {
        self.reflectionRefusals = reflectionRefusals
        sourceTypeName = source.typeName
        destinationTypeName = destination.typeName
        entries = destination.properties.filter { $0.isMarked && !$0.isProviderOnly }.map { property in
            Entry(
                destination: property, source: source.properties, sourceTypeName: source.typeName,
                destinationTypeName: destination.typeName)
        }
        exactCopies = entries.map(\.exactCopy)
        let records = exactCopies.compactMap { $0?.record }
        exactRecords = records.count == entries.count ? records : nil
        destinationTypeNames = [destination.typeName]
        isCacheable = !source.isMirrorBased && !destination.isMirrorBased
        ambientSlots = destination.properties.filter { $0.isAmbientSlot && $0.field != nil }
        let slots = { (layout: TypeLayout) in layout.properties.filter { $0.isSlot && $0.field != nil } }
        sourceSlots = slots(source)
        destinationSlots = slots(destination)
    }

    /// The slots whose explicit keys the plan's matching assumed; an initializer may give
    /// each instance another key, so ``holds(source:destination:)`` checks them again.
    private let sourceSlots: [ReflectedProperty]
    private let destinationSlots: [ReflectedProperty]

    /// Whether every slot of these instances carries the explicit key the plan was made
    /// with, so that the plan's matching holds for them.
    func holds(source: inout InstanceReader, destination: AnyObject) -> Bool {
        for property in destinationSlots {
            guard let field = property.field, field.slotHasExplicitKey(property.explicitKey, in: destination) else {
                return false
            }
        }
        for property in sourceSlots {
            if let object = source.object, let field = property.field {
                guard field.slotHasExplicitKey(property.explicitKey, in: object) else { return false }
            } else if source.slot(of: property)?.explicitKey != property.explicitKey {
                return false
            }
        }
        return true
    }
}

/// Plans by pair of types and prefixes, built on first use and kept for the process's life.
///
/// The cache holds one plan per distinct (source type, destination type, prefixes), so its
/// size is bounded by the segues an app has. Concurrent first use may build a plan twice;
/// both are equal and one is kept.
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

    private static let plans = Locked([Key: PairPlan]())

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
        let cached = plans.withLock { $0[key] }
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
            ].compactMap { $0 })
        // A pair whose instances carry other keys than the cached plan's gets a plan of its
        // own; the cached one stays for the instances it fits.
        if plan.isCacheable, cached == nil {
            plans.withLock { $0[key] = plan }
        }
        return plan
    }

    /// Forgets every plan, so the next propagation of each pair is a first one again.
    static func removeAll() {
        plans.withLock { $0.removeAll() }
    }
}
