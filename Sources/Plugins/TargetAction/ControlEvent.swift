import Components

/// A control sent control events: published on the bus by the ``TargetActionListener``.
///
/// It is published `from:` the control, so a subscriber can listen to one control alone.
///
/// ```swift
/// bus.subscribe(to: ControlEvent.self, from: volume) { event in
///     print(event.events, event.value)   // [valueChanged] 0.75
/// }
/// ```
public struct ControlEvent: Sendable {
    /// The control that sent the events.
    public let control: Control
    /// The control events, one at a time (a control sending two at once publishes two).
    public let events: ControlEvents
    /// The control's value after the change.
    public let value: ControlValue
    /// The input event that caused it, if any (a touch or key event). For a secure text field
    /// the key presses it carries type `•`, never the real text.
    public let cause: Event?
    /// When it happened, on the application's virtual clock: the time of the input event that
    /// caused it, else the clock's time when the control sent it (0 for a control in no window).
    public let time: Double

    /// Creates a control event.
    public init(control: Control, events: ControlEvents, value: ControlValue, cause: Event?, time: Double) {
        self.control = control
        self.events = events
        self.value = value
        self.cause = cause
        self.time = time
    }
}
