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
///
/// A class, so that a rule hearing it as a ``ComponentChange`` reads it without copying it.
public final class ControlEvent: Sendable {
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

extension ControlEvent {
    /// `events` a dispatch sent `control`, caused by `cause`, with the value and the time a
    /// listener reports: the control's value as `type` declares it, the cause's time (an input
    /// event is sent at its own time on the clock), else the clock's, and for a secure text
    /// field, a cause whose key presses type `•`.
    @MainActor
    convenience init(_ events: ControlEvents, from control: Control, as type: ScriptType, cause: Event?) {
        self.init(
            control: control, events: events, value: type.controlValue(of: control),
            cause: Self.shown(cause, by: control), time: cause?.timestamp ?? control.application?.clock.now ?? 0)
    }

    /// `cause` as subscribers see it: for a secure text field, with the keys typed hidden.
    /// Only key presses type text, so no other event needs a look at the control.
    @MainActor
    private static func shown(_ cause: Event?, by control: Control) -> Event? {
        guard let cause, cause.type == .presses, (control as? TextField)?.isSecureTextEntry == true else {
            return cause
        }
        return cause.hidingTypedText()
    }
}
