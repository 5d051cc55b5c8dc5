import Components

/// A picker records `Select row component` when its delegate hears that a wheel settled on a
/// row, however the wheel was spun.
public struct PickerViewRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Select` the row a wheel settled on.
    public func componentChanged(
        _ change: any ComponentChange, on picker: PickerView, in context: RecordingContext<PickerView>
    ) {
        guard let picked = change as? WheelPicked else { return }
        context.record(.select, picked.row, picked.component)
    }
}
