/// What a presenter that starts taking part sets off in its destinations.
///
/// Once a presenting class takes part (it moves to a `Prepared…Controller` base or adopts
/// `SegueContext`), every segue it prepares, forward or unwind, runs the library's propagation,
/// which calls `contextDidArrive(_:)` on each destination that adopts `SegueContext`, once per
/// preparation, whatever was delivered. A destination that implements it today never runs it for
/// this presenter's segues: after the migration it would, a change nothing in the presenter's
/// body shows.
extension MigrationRun {
    /// Why `presenter` cannot start taking part: a controller its segues prepare implements
    /// `contextDidArrive(_:)` (itself or an app superclass of it), or an unwind from it may end at
    /// one that does; `nil` when it takes part already or none does.
    func arrivalRefusal(presenter: String) -> MigrationRefusal? {
        let chain = [presenter] + ancestors(presenter)
        let takesPartAlready =
            chain.contains { $0.hasPrefix("Prepared") && $0.hasSuffix("Controller") }
            || chain.contains { unique($0)?.declared.inherited.contains("SegueContext") == true }
        guard !takesPartAlready else { return nil }
        let implementing = (classesByMethod["contextDidArrive"] ?? []).map { allClasses[$0].declared.name }
        guard !implementing.isEmpty else { return nil }
        func implements(_ name: String) -> String? {
            implementing.first { isKind(name, of: $0) }
        }
        for route in routes(from: presenter) {
            var found: String?
            if route.isUnwind {
                // Any controller that may hold the unwind action, subclasses of an implementer included.
                found = classes(reachedBy: route).first { implements($0) != nil }
            } else if case .unknown = route.target {
                found = implementing.first
            } else {
                found = route.prepared.compactMap { $0 }.lazy.compactMap(implements).first
            }
            if let found {
                return .refuse(
                    .sourceClass,
                    "'\(found).contextDidArrive(_:)' would start running for the segues of '\(presenter)' (the library "
                        + "calls it on every preparation once '\(presenter)' takes part): make '\(presenter)' take part "
                        + "by hand, and check what contextDidArrive(_:) does for these segues"
                )
            }
        }
        return nil
    }
}
