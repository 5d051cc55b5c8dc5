import Components

/// A stepper records `Increment` or `Decrement` for each step, by the half the finger is on;
/// a finger held down records every step it repeats.
public struct StepperRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// One command a step.
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        guard case .control(let event) = change, event.events.contains(.valueChanged) else { return }
        let start = context.gesture?.path(in: view).first
        context.record(start.map { $0.x < view.bounds.midX } == true ? "Decrement" : "Increment")
    }
}
