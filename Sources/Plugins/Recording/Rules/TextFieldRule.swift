import Components

/// A text field records `EnterText "text"` with its whole text once typing changed it, and
/// `EnterText "text" return` when editing ended with the return key. Typing in many keys
/// records one command.
///
/// A secure field's text is never recorded: the command carries a placeholder such as
/// `${password}`, which the player fills from a secret of that name.
public struct TextFieldRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `EnterText` on editing changed, and again with `return` on editing did end on exit.
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        guard case .control(let event) = change else { return }
        let text = event.value == .redacted ? context.secretPlaceholder() : event.value.description
        if event.events.contains(.editingChanged) {
            context.record("EnterText", [text], replacing: ["EnterText"])
        } else if event.events.contains(.editingDidEndOnExit) {
            context.record("EnterText", [text, "return"], replacing: ["EnterText"])
        }
    }
}
