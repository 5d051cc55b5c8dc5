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
    public func componentChanged(
        _ change: any ComponentChange, on field: TextField, in context: RecordingContext<TextField>
    ) {
        guard let event = change as? ControlEvent else { return }
        let text = field.isSecureTextEntry ? context.secretPlaceholder() : field.text
        if event.events.contains(.editingChanged) {
            context.record(.enterText, text, replacing: [.enterText])
        } else if event.events.contains(.editingDidEndOnExit) {
            context.record(.enterText, text, "return", replacing: [.enterText])
        }
    }
}
