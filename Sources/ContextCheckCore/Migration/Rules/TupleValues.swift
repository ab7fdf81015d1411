/// A value written as a tuple (`d.pair = (count, name)`) keeps its parentheses when the hook
/// prints it: `{ count, name }` is no closure body, and `count, name as (Int, String)` no value.
extension MigrationRun {
    /// Whether the group `range` (its first and last tokens the brackets) holds a comma outside
    /// any nested group: `(a, b)` is a tuple, whose parentheses are part of the value.
    func hasTopLevelComma(_ reader: PrepareBodyReader, _ range: Range<Int>) -> Bool {
        reader.topLevel((range.lowerBound + 1)..<(range.upperBound - 1)).contains { reader.tokens[$0].isMark(",") }
    }
}
