/// Handing a delivered value on into an object the destination owns.
extension Prepared {
    /// Writes the slot's value into `target` — a property of a model the destination owns —
    /// when the preparation that made `report` delivered it: one line per value in
    /// ``SegueContext/contextDidArrive(_:)``, for a destination that keeps its inputs in a nested
    /// model (`data.subscription`, `viewModel.user`).
    ///
    /// ```swift
    /// // Before, in the presenting controller:
    /// // if let detail = segue.destination as? SubscriptionViewController {
    /// //     detail.data.subscription = subscription
    /// //     detail.viewModel.user = user
    /// // }
    /// // After, in the destination:
    /// final class SubscriptionViewController: PreparedViewController {
    ///     var data = SubscriptionData()
    ///     let viewModel = AccountViewModel()
    ///     @Prepared var subscription: Subscription
    ///     @Prepared var user: User?
    ///
    ///     override func contextDidArrive(_ report: PreparationReport) {
    ///         $subscription.forward(in: report, into: &data.subscription)
    ///         $user.forward(in: report, into: &viewModel.user)
    ///     }
    /// }
    /// ```
    ///
    /// The slot does what any slot does — the run-time type check, the report, a required slot
    /// reported as missing — and `target` changes only when this preparation delivered the
    /// slot's value (``wasDelivered(in:)``): a slot that received nothing leaves `target` alone,
    /// and an explicit `nil` passed for an optional slot writes `nil`.
    ///
    /// - Parameters:
    ///   - report: The report ``SegueContext/contextDidArrive(_:)`` receives.
    ///   - target: Where the value goes.
    /// - Returns: Whether `target` was written.
    @discardableResult
    public func forward(in report: PreparationReport, into target: inout Value) -> Bool {
        guard wasDelivered(in: report) else { return false }
        target = wrappedValue
        return true
    }

    /// Writes the slot's value into an optional `target` when the preparation that made
    /// `report` delivered it; see ``forward(in:into:)-(_,Value)``.
    ///
    /// - Parameters:
    ///   - report: The report ``SegueContext/contextDidArrive(_:)`` receives.
    ///   - target: Where the value goes.
    /// - Returns: Whether `target` was written.
    @discardableResult
    public func forward(in report: PreparationReport, into target: inout Value?) -> Bool {
        guard wasDelivered(in: report) else { return false }
        target = wrappedValue
        return true
    }
}
