import Components

/// A stepper records `Increment` or `Decrement` for each step, by the half the finger is on;
/// a finger held down records every step it repeats.
public struct StepperRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// One command a step.
    public func componentChanged(
        _ change: any ComponentChange, on stepper: Stepper, in context: RecordingContext<Stepper>
    ) {
        guard let event = change as? ControlEvent, event.events.contains(.valueChanged) else { return }
        let start = context.gesture?.path(in: stepper).first
        context.record(start.map { $0.x < stepper.bounds.midX } == true ? .decrement : .increment)
    }
}
