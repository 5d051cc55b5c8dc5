import Components

/// A button records `Tap` when it sends touch up inside: a tap that slid off it records
/// nothing, as nothing happened.
public struct ButtonRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Tap` on touch up inside.
    public func componentChanged(
        _ change: any ComponentChange, on button: Button, in context: RecordingContext<Button>
    ) {
        guard let event = change as? ControlEvent, event.events.contains(.touchUpInside) else { return }
        context.record(.tap)
    }
}
