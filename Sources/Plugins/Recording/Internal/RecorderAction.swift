import Components

/// What a ``RecordingSession`` does after a transition of its ``RecorderState``.
@MainActor
enum RecorderAction {
    /// Nothing.
    case none
    /// Hand `touches` that changed to the owner's rule: at once when they share one phase,
    /// else phase by phase.
    case handTouches([Touch], to: ComponentOwner, isOnePhase: Bool)
    /// Hand `change`, which `component` reported, to the owner's rule; to the rule of the
    /// component's own owner, which the session finds, when there is none.
    case handChange(any ComponentChange, from: View, to: ComponentOwner?)
    /// Hand the whole gesture to its owner's rule, then settle the state.
    case handGesture(GestureInProgress)
    /// Publish the last command, which took the place of the one before it or not.
    case publish(replacesPrevious: Bool)
}
