import Components

/// A control's value as a listener reports it: what a person would read off the control.
///
/// A secure text field's text is never carried: its value is ``redacted``.
///
/// ```swift
/// ControlValue(of: slider)    // .number(0.5)
/// ControlValue(of: wifi)      // .bool(true)
/// ControlValue(of: password)  // .redacted
/// ```
public enum ControlValue: Hashable, Sendable, CustomStringConvertible {
    /// A control with no value, such as a button.
    case none
    /// A switch: on or off.
    case bool(Bool)
    /// A slider's or a stepper's value.
    case number(Double)
    /// A segmented control's selected segment, or `SegmentedControl.noSegment`.
    case index(Int)
    /// A text field's text.
    case text(String)
    /// A secure text field's text, withheld.
    case redacted

    /// The value of `control` now.
    @MainActor
    public init(of control: Control) {
        switch control {
        case let field as TextField: self = field.isSecureTextEntry ? .redacted : .text(field.text)
        case let toggle as Switch: self = .bool(toggle.isOn)
        case let slider as Slider: self = .number(slider.value)
        case let stepper as Stepper: self = .number(stepper.value)
        case let segments as SegmentedControl: self = .index(segments.selectedSegmentIndex)
        default: self = .none
        }
    }

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
