/// The isolation contract of propagation, as far as the run time can check it.
///
/// Propagation reads and writes stored properties directly — inside the runtime's value
/// witnesses, where no data-race detector looks — so it must own every object it touches
/// for the whole call:
///
/// - The public entry points are `@MainActor`, and `SegueContext` is a `@MainActor`
///   protocol: the compiler proves that a main-actor controller is not used elsewhere
///   meanwhile, and that a non-`Sendable` object handed in is not shared with another
///   isolation domain.
/// - An actor's stored properties belong to its executor, whatever actor the caller is on.
///   The compiler cannot see an actor behind `Any` or `AnyObject`, so propagation refuses
///   one at run time (``PreparationError/Code/isolatedObject``) before reading anything.
/// - What neither can see — an object isolated to another global actor, or a class marked
///   `@unchecked Sendable` that guards its state with its own lock — the documentation
///   names as unsupported (the Reliability article).
enum Isolation {
    /// Whether instances of `type` are actors. True of every instance of the type, so a
    /// plan made for a type pair that passed the check holds for their instances.
    static func isActor(_ type: Any.Type) -> Bool {
        type is any Actor.Type
    }
}
