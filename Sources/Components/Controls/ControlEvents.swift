/// The things a control reports to its targets: touches, value changes and editing.
///
/// A target registers for a mask of events; a control sends one or more at a time.
///
/// ```swift
/// slider.addTarget(model, action: "volumeChanged", for: .valueChanged) { model, sender, _ in
///     model.volume = (sender as? Slider)?.value ?? 0
/// }
/// ```
public struct ControlEvents: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits of the mask.
    public let rawValue: UInt64

    /// Creates a mask from its bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// A finger went down in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A finger went down in the control for the second (or later) tap in a row.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// A finger moved within the control.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A finger moved outside the control, having begun in it.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A finger moved back into the control.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A finger moved out of the control.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A finger was lifted inside the control: a tap.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A finger was lifted outside the control.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system cancelled the control's touch.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed: a slider moved, a switch flipped.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's main action happened: a button was tapped, return was pressed in a field.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A text field began editing.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// A text field's text changed while editing.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A text field stopped editing.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return was pressed in a text field, which then stops editing.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// Each named event in the mask, in the order of their bits.
    public static let named: [(name: String, event: ControlEvents)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered), ("editingDidBegin", .editingDidBegin),
        ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit),
    ]

    /// The names of the events in the mask, such as `["touchDown", "touchUpInside"]`.
    public var names: [String] {
        Self.named.filter { contains($0.event) }.map(\.name)
    }

    /// Each event of the mask on its own, lowest bit first: how a listener hears a dispatch of
    /// several, one at a time.
    public var separated: some Sequence<ControlEvents> {
        sequence(state: rawValue) { remaining in
            guard remaining != 0 else { return nil }
            defer { remaining &= remaining &- 1 }
            return ControlEvents(rawValue: remaining & (0 &- remaining))
        }
    }

    /// The events as `[touchDown, touchUpInside]`.
    public var description: String { "[" + names.joined(separator: ", ") + "]" }
}
