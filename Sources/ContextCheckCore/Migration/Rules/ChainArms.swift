/// The clauses of an `if` chain without `else` whose values convert.
///
/// Only the first clause whose conditions hold runs. The `offeredValues` hook tests each
/// converted value's segue and class on its own, and the body loses the converted clauses, so
/// the chain's order must not matter in either place:
/// - a value converts only where no clause before its own can run for one of its segues
///   (``earlierArmProof(candidate:)``): otherwise the hook would offer it where that earlier
///   clause ran instead;
/// - a converted clause leaves the chain only where no clause that stays after it can run for
///   one of its segues (`BodyEditor`); otherwise it stays, empty, so that those segues still
///   stop there;
/// - a clause every segue of which an earlier clause of identifier tests only takes never runs
///   (`PrepareIdioms.unreachableClause`): it stays as written, with a note, and hands nothing.
///
/// Two clauses never run for one segue (``mayRunForOneSegue(_:_:)``) when their conditions test
/// the identifier against disjoint sets (a segue has one identifier), or cast one controller
/// (the destination, its navigation root, its first child) to two classes of the app neither of
/// which inherits from the other (an object has one class, and its superclasses are those the
/// sources show up to the framework's), or cast the destination to a class of the app that is
/// no navigation controller and the other reaches into a navigation controller. Anything else a
/// condition tests — the sender, the presenter's state, a call — may hold for any segue.
extension MigrationRun {
    /// Whether one segue may satisfy the conditions of both clauses.
    func mayRunForOneSegue(_ a: ArmFacts, _ b: ArmFacts) -> Bool {
        if let mine = a.identifiers, let theirs = b.identifiers, mine.isDisjoint(with: theirs) { return false }
        guard let mine = a.cast, let theirs = b.cast else { return true }
        // The same controller (the destination, its root, its first child), of two classes.
        if mine.path == theirs.path, neverBoth(mine.className, theirs.className) { return false }
        // The destination of an app class, and a navigation controller holding the other's controller.
        for (direct, contained) in [(mine, theirs), (theirs, mine)]
        where direct.path == .direct && contained.path == .navigationRoot && isPlainController(direct.className) {
            return false
        }
        return true
    }

    /// Whether no storyboard segue `tested` runs for (by its identifiers) prepares a destination
    /// of the class `cast` casts `segue.destination` to: then the two arms never run for one
    /// segue. Each such segue of `source` (or a subclass) must lead to one scene of a known
    /// class — the storyboard instantiates exactly that class — that is no kind of the class
    /// cast to: a system class (a class of the app is none of its superclasses), or a class of
    /// the app, declared once, whose superclass chain the sources show, neither it nor a
    /// superclass being the class cast to. A reference, a container of another kind or an
    /// unwind proves nothing.
    func storyboardsSeparate(_ tested: ArmFacts, _ cast: ArmFacts, source: String) -> Bool {
        guard let identifiers = tested.identifiers, let cast = cast.cast, cast.path == .direct,
            hasKnownChain(cast.className)
        else { return false }
        let segues = routes(from: source, identifiers: Array(identifiers))
        guard !segues.isEmpty else { return false }
        return segues.allSatisfy { route in
            guard !route.isUnwind else { return false }
            let prepared: String?
            switch route.target {
            case .scene(let name): prepared = name
            case .navigation(let name, _): prepared = name
            case .unknown, .container: return false
            }
            guard let prepared else { return true }
            return prepared != cast.className && hasKnownChain(prepared) && !isKind(prepared, of: cast.className)
        }
    }

    /// Whether objects of `name`, a class of the app, are never navigation controllers: its
    /// superclasses up from it are the app's, then a framework controller class other than a
    /// navigation controller (which the framework's own navigation controllers all inherit from).
    func isPlainController(_ name: String) -> Bool {
        guard hasKnownChain(name), let last = ancestors(name).last, classes[last] == nil else { return false }
        let plain = Set(Self.preparedBases.keys).subtracting(["UINavigationController"])
        return plain.contains(last)
    }

    /// Whether the sources declare `name` once, and show its superclasses up to one they do not
    /// declare (a relation between two of the app's classes then shows in one of the chains).
    func hasKnownChain(_ name: String) -> Bool {
        guard unique(name) != nil else { return false }
        let last = ancestors(name).last ?? name
        return last == name || classes[last] == nil
    }

    /// Whether no object is both a `first` and a `second`: two classes the sources declare once,
    /// whose superclass chains the sources show up to a class they do not declare, neither a
    /// kind of the other.
    func neverBoth(_ first: String, _ second: String) -> Bool {
        first != second && hasKnownChain(first) && hasKnownChain(second) && !isKind(first, of: second)
            && !isKind(second, of: first)
    }

    /// Why a candidate cannot convert because a clause before its own in an `if` chain may run
    /// for one of its segues instead.
    func earlierArmProof(candidate: MigrationCandidate, file: Int, source: String) -> MigrationRefusal? {
        for arms in candidate.earlierArms {
            guard
                let earlier = arms.earlier.first(where: { earlier in
                    mayRunForOneSegue(earlier, arms.mine)
                        && !storyboardsSeparate(earlier, arms.mine, source: source)
                        && !storyboardsSeparate(arms.mine, earlier, source: source)
                })
            else { continue }
            let line = files[file].reader.tokens[earlier.keyword].line
            return .refuse(
                .condition,
                "the arm at line \(line) comes first and may run for its segue instead (only the first arm whose "
                    + "conditions hold runs, and the offeredValues hook tests each value on its own): convert by hand"
            )
        }
        return nil
    }
}
