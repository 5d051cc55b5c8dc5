import Components

/// A slider records `Slide value`: the value it was moved to, not the drag that moved it. A
/// drag in many steps records one command with the final value; two drags record two, so a
/// second that brings the value back is kept.
public struct SliderRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Slide` to the value after each change, replacing the slide before it.
    public func componentChanged(_ change: any ComponentChange, on slider: Slider, in context: RecordingContext<Slider>)
    {
        guard let event = change as? ControlEvent, event.events.contains(.valueChanged) else { return }
        // Ten decimals keep every value a person can pick and drop float noise (0.020000000000000001).
        let rounded = (slider.value * 1e10).rounded() / 1e10
        context.record(.slide, rounded, replacing: [.slide], withinGesture: true)
    }
}
