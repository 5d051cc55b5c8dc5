import Components

/// The component that owns what happens to a view, with what scripts call it and its rule:
/// the view itself, or the outermost view around it whose rule captures its subviews' touches
/// (a navigation bar owns its back button's).
@MainActor
struct ComponentOwner {
    /// The component commands are recorded for.
    let view: View
    /// What scripts call it and can say about it.
    let type: ScriptType
    /// What it records.
    let rule: any RecordingRule
}
