import Components

/// A segmented control records `Select index` with the segment a person chose.
public struct SegmentedControlRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Select` the selected segment on value changed.
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        guard case .control(let event) = change, event.events.contains(.valueChanged) else { return }
        context.record("Select", [event.value.description])
    }
}
