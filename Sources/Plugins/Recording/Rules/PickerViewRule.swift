import Components

/// A picker records `Select row component` when its delegate hears that a wheel settled on a
/// row, however the wheel was spun.
public struct PickerViewRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Select` the row a wheel settled on.
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        guard case .pickedRow(let row, let component) = change else { return }
        context.record("Select", [String(row), String(component)])
    }
}
