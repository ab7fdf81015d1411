/// The order rule at the statement level: a statement that stays and lies between a candidate
/// and the delivery point blocks it unless the two commute (see StatementOrder.swift).
extension MigrationRun {
    /// A statement that stays and lies between the candidate and the point where the library
    /// delivers (the super call, the top of the body where the migration writes the call there,
    /// or its end for ``DeliveryPlacement/last``), on a path that may run with it, and does not
    /// commute with it (see StatementOrder.swift); or an exit that skips the candidate and not the
    /// delivery, or the other way round (``exitBlocker(_:exits:delivery:_:)``, DeliveryPlacement.swift).
    func orderBlocker(
        _ index: Int, file: Int, _ function: PrepareBodyReader.PrepareFunction, _ analysis: PrepareBodyAnalysis,
        _ accepted: [Bool], placement: DeliveryPlacement = .top, exits: [ExitPoint]? = nil
    ) -> Int? {
        let reader = files[file].reader
        var placement = placement
        // A super call in a `defer` delivers after everything the body runs.
        if let call = analysis.superCall, reader.tokens[call.lowerBound].isWord("defer") { placement = .last }
        let candidate = analysis.candidates[index]
        let position = candidate.statement.lowerBound
        let low: Int
        let high: Int
        switch placement {
        case .top:
            let delivery = analysis.superCall?.lowerBound ?? function.open
            low = min(position, delivery)
            high = max(position, delivery)
        case .last:
            // From where its conditions start reading what may change (DeliveryPlacement.swift).
            low = min(position, conditionsRead(candidate, file: file, function).map { $0 - 1 } ?? position)
            high = function.close
        }
        let converted = (candidate.path, candidate.identifiers, Optional(candidate.cast))
        var localNames: Set<String>?
        let observed = isObservedAssignment(candidate) || isFrameworkWrite(candidate)
        for kept in analysis.kept {
            var between = kept.statement.lowerBound > low && kept.statement.lowerBound < high
            if placement == .last, kept.statement.lowerBound <= low {
                // A `defer` registered before the candidate runs after it; a statement around it
                // goes on after it.
                between =
                    reader.tokens[kept.statement.lowerBound].isWord("defer") || kept.statement.contains(position)
            }
            guard between else { continue }
            if neverTogether((kept.path, kept.identifiers, kept.certainCast), converted) { continue }
            // A bare `return` does nothing but leave: where the hook runs last, in a `defer`, it
            // still runs after it.
            if placement == .last, reader.texts(kept.statement) == ["return"] { continue }
            if localNames == nil {
                localNames = PrepareIdioms.declaredNames(reader: reader, range: (function.open + 1)..<function.close)
            }
            // A converted observer runs the app's code at the delivery: nothing commutes with it.
            if !observed,
                isLogLine(file: file, kept.statement, segue: function.segueName, localNames: localNames ?? [])
            {
                continue
            }
            return kept.statement.lowerBound
        }
        for (other, refused) in analysis.candidates.enumerated() where !accepted[other] && other != index {
            let at = refused.statement.lowerBound
            guard at > low, at < high else { continue }
            // A refused assignment does something only when the destination is of its cast's class
            // (`d?.p = v`); a kept destination is written whatever the class (`self.d = d` writes nil).
            var certain: DestinationCast?
            if case .assign = refused.action { certain = refused.cast }
            if neverTogether((refused.path, refused.identifiers, certain), converted) { continue }
            if !observed, commutes(refused, with: candidate, file: file) { continue }
            return at
        }
        let delivery = placement == .top ? analysis.superCall?.lowerBound : nil
        return exitBlocker(
            candidate, exits: exits ?? self.exits(file, function, analysis), delivery: delivery, analysis)
    }
}
