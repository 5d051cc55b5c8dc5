import Components

/// A slider records `Slide value`: the value it was moved to, not the drag that moved it. A
/// drag in many steps records one command with the final value; two drags record two, so a
/// second that brings the value back is kept.
public struct SliderRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Slide` to the value after each change, replacing the slide before it.
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        guard case .control(let event) = change, event.events.contains(.valueChanged) else { return }
        guard case .number(let value) = event.value else { return }
        // Ten decimals keep every value a person can pick and drop float noise (0.020000000000000001).
        let rounded = (value * 1e10).rounded() / 1e10
        context.record("Slide", [rounded.scriptDescription], replacing: ["Slide"], withinGesture: true)
    }
}
