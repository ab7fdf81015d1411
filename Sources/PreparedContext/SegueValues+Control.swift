/// Values read from a sender of the type a hook expects.
extension SegueValues {
    /// Creates values from the control (or any sender) that sent a segue, read as the type you
    /// expect — no downcast in the hook — and a note in the report when it is another kind.
    ///
    /// ```swift
    /// // Before:
    /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///     if let button = sender as? UIButton, let help = segue.destination as? HelpViewController {
    ///         help.topic = button.currentTitle
    ///     }
    /// }
    ///
    /// // After:
    /// override func segueValues(forControl control: UIControl, segueIdentifier: String?,
    ///                           destination: UIViewController) -> SegueValues {
    ///     SegueValues(control: control, as: UIButton.self) { button in ["topic": button.currentTitle] }
    /// }
    /// ```
    ///
    /// When `sender` is a `Control`, the values are those `values` returns for it. When it is
    /// something else — a switch where the hook reads buttons, an item, `nil` — `values` is not
    /// called, no value is added, and the report lists a skipped entry (key `sender`) naming
    /// the type that was expected and the one that came, so a required slot that the control
    /// would have filled is reported as missing with the reason next to it.
    ///
    /// - Parameters:
    ///   - sender: The sender: the control a control hook receives, or a hook's `sender`.
    ///   - type: The type of sender the values are read from.
    ///   - values: Reads the values from the sender, typed.
    public init<Control>(control sender: Any?, as type: Control.Type = Control.self, _ values: (Control) -> SegueValues)
    {
        if let control = sender as? Control {
            self = values(control)
            return
        }
        self.init()
        let actual = sender.map { displayName(Swift.type(of: $0)) } ?? "nil"
        let expected = displayName(Control.self)
        senderNotes.append(
            (
                "sender",
                "the segue was sent by \(actual), but SegueValues(control:as:) reads only \(expected), so no value "
                    + "was read from it (not an error; to fix, read \(actual) too, or send this segue from \(expected))"
            ))
    }
}
