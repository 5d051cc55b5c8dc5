import Components

/// A button records `Tap` when it sends touch up inside: a tap that slid off it records
/// nothing, as nothing happened.
public struct ButtonRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Tap` on touch up inside.
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        guard case .control(let event) = change, event.events.contains(.touchUpInside) else { return }
        context.record("Tap")
    }
}
