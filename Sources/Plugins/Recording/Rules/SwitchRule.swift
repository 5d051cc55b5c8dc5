import Components

/// A switch records `Toggle` each time a person flips it.
public struct SwitchRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Toggle` on value changed.
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        guard case .control(let event) = change, event.events.contains(.valueChanged) else { return }
        context.record("Toggle")
    }
}
