/// When a local binding whose value calls code moves with the one value that reads it:
/// `let location = fetchedResults.object(at: indexPath)` followed by
/// `controller.locationToEdit = location`.
///
/// A person who wants the assignment converted writes the call into the value
/// (`controller.locationToEdit = fetchedResults.object(at: indexPath)`), and CallValues.swift then
/// proves, or refuses, that the call runs in the `offeredValues(forSegue:…)` hook exactly as it did
/// in `prepare(for:sender:)`. The assistant does that rewrite itself, but without touching the
/// text: the binding is copied into the hook as written, just before the value, inside the same
/// `if` block (``MigrationRun/hookText(_:_:_:accepted:slots:indent:unit:isOverride:access:)`` writes
/// a candidate's bindings before its line), and the reader is marked as a value that calls code
/// (``MigrationCandidate/makesCalls``), so that every rule of CallValues.swift applies to it. The
/// binding's declaration is copied rather than its value substituted, so its type is inferred from
/// the same statement as before (an overloaded function may pick another overload when its call is
/// written where a property's type is expected instead).
///
/// **Why it is the same as the call written into the value.** Let B be `let name = f(…)` and V
/// the statement after it. The binding moves only when all of these hold:
///
/// 1. B is a `let` of one plain name (no pattern, no type annotation, no backticks) whose value
///    calls code under the purity rules of a value that calls code
///    (``PrepareIdioms``'s `makesOnlyCalls`: no closure, `try`, `await`, `&` or assignment, every
///    name it reads resolved where the hook will run it), reading neither the segue nor the
///    destination. The name is none of the hook's (`identifier`, `destination`, `values`), not the
///    segue's or the sender's, and not a name bound already where B is (no shadowing to reproduce).
/// 2. V is the statement right after B in the same block: nothing runs between them, nothing can
///    leave the block between them, and V runs under exactly B's conditions (same identifiers,
///    same bindings, same clause).
/// 3. From B to the end of its block, `name` occurs exactly once as a word not after a `.` (a
///    member's name, `controller.name` or `.name`, never means the binding), and that occurrence
///    is in V's value (right of V's top-level `=`); no string literal there contains `name` at all
///    (an interpolation `"\(name)"` would be a second read, and is counted as one without reading
///    it). So no statement that stays, no other value, no closure, no `defer` and no `&name`
///    reads it, and it is never written (it is a `let`).
/// 4. V is an assignment to the destination that becomes a candidate, the destination's class is
///    certain where V runs (`as!`, `if let … as?`, `guard let … as?`, a `case let … as`) and is V's
///    cast: `d?.x = name` under an uncertain cast would skip V but not B, so the hook, which tests
///    the class, would skip the call the original made.
///
/// Under 1–4 the original evaluates `f(…)` and then, with nothing in between, V's value, which
/// reads the result once; the hook evaluates the copied B and then V's value, in one block, under
/// V's tests, which are B's. That is exactly the program in which V's value is B's call, which
/// CallValues.swift then proves or refuses (how often the hook is asked, outside deliveries, the
/// statements that stay, the order of the values written around it) and marks when it may trap.
/// When V does not convert, for any reason, B stays with it: a statement that calls code and
/// stays, which the order rule takes as such (the refused V stands for it in the statements that
/// stay, and nothing lies between them).
enum InlinedBindings {
    /// Whether the binding `let name = …` at `binding` may move with the statement after it,
    /// `next`, by rules 2 and 3 of this file's head: `name`'s only occurrence from the binding to
    /// `blockEnd` is in the value of `next`, an assignment.
    static func movesWithNext(
        _ reader: PrepareBodyReader, binding: Range<Int>, name: String, next: PrepareBodyReader.Statement?,
        blockEnd: Int
    ) -> Bool {
        let tokens = reader.tokens
        guard let next, case .simple = next.kind, binding.upperBound <= next.tokens.lowerBound,
            next.tokens.upperBound <= blockEnd, blockEnd <= tokens.count,
            !tokens[next.tokens.lowerBound].isWord("let"), !tokens[next.tokens.lowerBound].isWord("var"),
            let equal = reader.topLevelAssignment(next.tokens)
        else { return false }
        var found: [Int] = []
        for index in binding.upperBound..<blockEnd {
            let token = tokens[index]
            if token.kind == .string, token.text.contains(name) { return false }
            // After a `.` a word names a member (`controller.location`, `.location`), never the binding.
            if token.kind == .identifier, token.text == name, index == 0 || !tokens[index - 1].isMark(".") {
                found.append(index)
                if found.count > 1 { return false }
            }
        }
        guard let only = found.first else { return false }
        return only > equal && only < next.tokens.upperBound
    }
}
