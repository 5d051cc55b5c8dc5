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
    /// A segmented control's selected segment, or ``SegmentedControl/noSegment``.
    case index(Int)
    /// A text field's text.
    case text(String)
    /// A secure text field's text, withheld.
    case redacted

    /// The value of `control` now.
    @MainActor
    public init(of control: Control) {
        self = Reading(control).value(of: control)
    }

    /// Which value a control has, by its class: worked out once per control, so that reading
    /// its value on each event casts nothing (a button, which has none, failed five casts).
    enum Reading: Sendable {
        case text, bool, sliderNumber, stepperNumber, index, none

        /// The reading for `control`'s class.
        @MainActor
        init(_ control: Control) {
            switch control {
            case is TextField: self = .text
            case is Switch: self = .bool
            case is Slider: self = .sliderNumber
            case is Stepper: self = .stepperNumber
            case is SegmentedControl: self = .index
            default: self = .none
            }
        }

        /// The value of `control`, which must be the control this reading was made for (or
        /// one of the same class).
        @MainActor
        func value(of control: Control) -> ControlValue {
            switch self {
            case .text:
                let field = unsafeDowncast(control, to: TextField.self)
                return field.isSecureTextEntry ? .redacted : .text(field.text)
            case .bool: return .bool(unsafeDowncast(control, to: Switch.self).isOn)
            case .sliderNumber: return .number(unsafeDowncast(control, to: Slider.self).value)
            case .stepperNumber: return .number(unsafeDowncast(control, to: Stepper.self).value)
            case .index: return .index(unsafeDowncast(control, to: SegmentedControl.self).selectedSegmentIndex)
            case .none: return .none
            }
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
