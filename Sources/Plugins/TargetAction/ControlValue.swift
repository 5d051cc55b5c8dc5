import Components

/// A control's value as a control event carries it: what a person would read off the control.
///
/// Each control type declares its value in its ``ComponentCommands`` (`controlValue:`): a
/// slider's is `.number(0.5)`, a switch's `.bool(true)`, a secure text field's ``redacted``,
/// never its text. A control of your own that declares none carries its default property's
/// text, or ``none``.
public enum ControlValue: Hashable, Sendable, CustomStringConvertible {
    /// A control with no value, such as a button.
    case none
    /// A switch: on or off.
    case bool(Bool)
    /// A number, such as a slider's or a stepper's value.
    case number(Double)
    /// A segmented control's selected segment, or `SegmentedControl.noSegment`.
    case index(Int)
    /// Text, such as a text field's, or a custom control's default property.
    case text(String)
    /// A secure text field's text, withheld.
    case redacted

    /// The value as a script writes it: `true`, `0.5`, `2`, the text, or `•••` when redacted.
    public var description: String {
        switch self {
        case .none: ""
        case .bool(let on): String(on)
        case .number(let number): number.scriptDescription
        case .index(let index): String(index)
        case .text(let text): text
        case .redacted: "•••"
        }
    }
}
