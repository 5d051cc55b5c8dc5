import Components

/// A segmented control records `Select index` with the segment a person chose.
public struct SegmentedControlRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Select` the selected segment on value changed.
    public func componentChanged(
        _ change: any ComponentChange, on segments: SegmentedControl, in context: RecordingContext<SegmentedControl>
    ) {
        guard let event = change as? ControlEvent, event.events.contains(.valueChanged) else { return }
        context.record(.select, segments.selectedSegmentIndex)
    }
}
