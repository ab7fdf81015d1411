/// A kept destination written as the cast itself (`embedded = segue.destination as? Detail`),
/// under no test of the destination's class, runs on every segue of its branch, and writes `nil`
/// where the destination is another class (``MigrationCandidate/keptCastMayFail``).
/// `@SegueDestination` leaves the property alone on such a segue: it keeps the controller an
/// earlier segue prepared. The two agree only where every segue the branch runs for reaches the
/// class itself, and no unwind runs it.
extension MigrationRun {
    /// The refusal when a segue of the kept destination's branch may prepare another class.
    func keptCastProof(source: String, candidate: MigrationCandidate) -> MigrationRefusal? {
        guard case .keep(let property) = candidate.action else { return nil }
        guard candidate.keptCastMayFail else { return nil }
        for route in routes(from: source, identifiers: candidate.identifiers) {
            // As the guards' proof reads it (ConditionForms.swift): the cast cannot fail on the route.
            let reaches = castCannotFail(on: route, candidate)
            if !reaches || route.isUnwind {
                return .refuse(
                    .storyboard,
                    "'\(property)' is set to nil by the segue at \(route.position.path):\(route.position.line), "
                        + "which may prepare another class than '\(candidate.cast.className)': @SegueDestination "
                        + "would keep the controller an earlier segue prepared; test the segue's identifier first, "
                        + "or keep it by hand"
                )
            }
        }
        return nil
    }
}
