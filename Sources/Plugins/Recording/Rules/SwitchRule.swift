import Components

/// A switch records `Toggle` each time a person flips it.
public struct SwitchRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Toggle` on value changed.
    public func componentChanged(_ change: any ComponentChange, on toggle: Switch, in context: RecordingContext<Switch>)
    {
        guard let event = change as? ControlEvent, event.events.contains(.valueChanged) else { return }
        context.record(.toggle)
    }
}
