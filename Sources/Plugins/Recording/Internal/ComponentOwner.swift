import Components

/// The component that owns what happens to a view, with what scripts call it and its rule:
/// the view itself, or the outermost view around it whose rule captures its subviews' touches
/// (a navigation bar owns its back button's).
///
/// A class: a gesture and each rule's context hold the owner, and a recorder reads it on every
/// event. The recorder calls the rule through it.
@MainActor
final class ComponentOwner {
    /// The component commands are recorded for.
    let view: View
    /// What scripts call it and can say about it.
    let type: ScriptType
    /// What it records.
    let rule: ErasedRule

    init(view: View, type: ScriptType, rule: ErasedRule) {
        (self.view, self.type, self.rule) = (view, type, rule)
    }

    /// Hands the rule `touches` that changed, all in one phase.
    func touchesChanged(_ touches: [Touch], in session: RecordingSession) {
        rule.touchesChanged(touches, self, session)
    }

    /// Hands the rule a change the component reported.
    func componentChanged(_ change: any ComponentChange, in session: RecordingSession) {
        rule.componentChanged(change, self, session)
    }

    /// Hands the rule a gesture that ended with nothing recorded for it.
    func gestureEnded(_ gesture: Gesture, in session: RecordingSession) {
        rule.gestureEnded(gesture, self, session)
    }
}
