import Foundation

/// The rule for the presenting class: whether the class whose `prepare(for:sender:)` is read can
/// take part (a new base class, or `SegueContext` where its superclass is the app's own), and
/// where its hook goes. A refusal here refuses every candidate of the body.
extension MigrationRun {
    struct SourceDecision {
        var refusal: MigrationRefusal?
        /// The new base class, when the class changes it.
        var newBase: String?
        /// Whether the class adopts SegueContext instead (its superclass is the app's own).
        var adoptsSegueContext = false
        /// Where the hook goes when `prepare(for:sender:)` is in an extension and the hook is an
        /// override (``classBodyHookOffset(file:function:)``); `nil`: right after the body.
        var hookInClassBody: Int?
    }

    func sourceDecision(file: Int, function: PrepareBodyReader.PrepareFunction, analysis: PrepareBodyAnalysis)
        -> SourceDecision
    {
        let name = function.scope.name
        guard let (_, declared) = unique(name) else {
            return SourceDecision(
                refusal: .refuse(.sourceClass, "the class '\(name)' is not declared once in Swift in the sources"))
        }
        let chain = ancestors(name)
        let alreadyPrepared =
            chain.contains { $0.hasPrefix("Prepared") && $0.hasSuffix("Controller") }
            || ([name] + chain).contains { unique($0)?.declared.inherited.contains("SegueContext") == true }
        if let superCall = analysis.superCall,
            !function.statements.contains(where: { $0.tokens.lowerBound == superCall.lowerBound })
        {
            return SourceDecision(refusal: .refuse(.order, "super.prepare(for:sender:) is called inside a branch"))
        }
        var decision = SourceDecision()
        if !alreadyPrepared {
            if let base = declared.inherited.first, let prepared = Self.preparedBases[base] {
                decision.newBase = prepared
            } else if let base = declared.inherited.first, let root = chain.last,
                (Self.preparedBases[root] != nil && chain.dropLast().allSatisfy({ unique($0) != nil }))
                    || externalBase(of: name, chain: chain) != nil
            {
                // A superclass of another module stays too, where that is proved (ExternalBases.swift).
                if Self.preparedBases[root] == nil,
                    let refusal = externalBaseRefusal(root, file: file, function: function)
                {
                    return SourceDecision(refusal: refusal)
                }
                // The app's own superclass stays: the class adopts SegueContext, and delivers right after
                // the superclass's prepare(for:sender:), so the super call must come first.
                if let superCall = analysis.superCall,
                    function.statements.first?.tokens.lowerBound != superCall.lowerBound
                        || files[file].reader.tokens[superCall.lowerBound].isWord("defer")
                {
                    return SourceDecision(
                        refusal: .refuse(
                            .order,
                            "'\(name)' adopts SegueContext (its superclass '\(base)' stays) and delivers "
                                + "after super.prepare(for:sender:), which is not its first statement (or runs in a 'defer')"
                        ))
                }
                decision.adoptsSegueContext = true
            } else {
                let base = declared.inherited.first ?? "nothing"
                return SourceDecision(
                    refusal: .refuse(
                        .sourceClass,
                        "'\(name)' inherits from '\(base)', which is not a UIKit or AppKit controller class nor "
                            + "one of the app's classes built on one: adopt SegueContext by hand"
                    ))
            }
            if let ambient = firstAmbientClass {
                return SourceDecision(
                    refusal: .refuse(
                        .sourceClass,
                        "the app has @Ambient slots ('\(ambient)'): taking part, '\(name)' would hand "
                            + "ambient values on"
                    ))
            }
            // Its new base (or SegueContext) brings members the class, a subclass or an extension
            // must not declare again (PreparedMembers.swift).
            if let refusal = preparedMemberRefusal(name) { return SourceDecision(refusal: refusal) }
            // A destination slot with an explicit key reads a plain property of that name from any
            // source that takes part.
            let own = Set(allProperties(name).map(\.name))
            for route in routes(from: name) where !route.isUnwind {
                for reached in route.prepared.compactMap({ $0 }) {
                    if let slot = allProperties(reached).first(where: { slot in
                        (slot.isSlot || slot.isWeakSlot) && slot.explicitKey.map(own.contains) == true
                    }) {
                        return SourceDecision(
                            refusal: .refuse(
                                .sourceClass,
                                "'\(reached).\(slot.name)' names the key '\(slot.explicitKey ?? "")', which '\(name)' "
                                    + "would start providing when it takes part"
                            ))
                    }
                }
            }
            let subclasses = (subclassesByName[name] ?? []).compactMap { unique($0) }
            for (taking, properties) in [(name, allProperties(name))]
                + subclasses.map({ ($0.declared.name, $0.declared.properties) })
            {
                if let property = properties.first(where: {
                    $0.isSlot || $0.isWeakSlot || $0.isSegueDestination
                        || (!prefix.isEmpty && $0.name.hasPrefix(prefix))
                }) {
                    return SourceDecision(
                        refusal: .refuse(
                            .sourceClass,
                            "'\(taking).\(property.name)' would start providing context when '\(name)' takes part"
                        ))
                }
            }
            for subclass in subclasses {
                let overrides = files.flatMap(\.functions).filter { $0.scope.name == subclass.declared.name }
                for other in overrides {
                    let reader = files[subclass.file].reader
                    let callsSuper = other.statements.contains {
                        reader.texts($0.tokens).starts(with: ["super", ".", "prepare"])
                    }
                    if !callsSuper {
                        return SourceDecision(
                            refusal: .refuse(
                                .sourceClass,
                                "the subclass '\(subclass.declared.name)' overrides prepare(for:sender:) without calling super"
                            ))
                    }
                }
            }
        } else if analysis.superCall == nil {
            return SourceDecision(
                refusal: .refuse(
                    .sourceClass, "'\(name)' takes part already but this prepare(for:sender:) never calls super"))
        }
        if function.scope.keyword == "extension", !decision.adoptsSegueContext {
            switch classBodyHookOffset(file: file, function: function) {
            case .success(let offset): decision.hookInClassBody = offset
            case .failure(let refusal): return SourceDecision(refusal: refusal.value)
            }
        }
        if let owner = ([name] + chain).first(where: { unique($0)?.declared.methods.contains("offeredValues") == true })
        {
            return SourceDecision(
                refusal: .refuse(.sourceClass, "'\(owner)' implements offeredValues(forSegue:…) already: merge by hand")
            )
        }
        return decision
    }
}
