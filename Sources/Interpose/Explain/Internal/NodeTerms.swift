/// What an advice node was installed with, kept for explanations: its scope as written, the
/// control flow it applies in, the region it enters if it is a control-flow marker, and the
/// type its closures narrow the receiver to.
///
/// The call path never reads it: a node's scope test and its closures already hold all of it
/// in the forms calls run. One reference per node keeps the fields calls do read where they
/// were.
final class NodeTerms<Receiver: AnyObject>: Sendable {
    /// The scope as installed; a once-advice's control-flow condition included.
    let scope: AdviceScope<Receiver>
    /// Where in the control flow the advice applies, whether its closures or its scope test it.
    let flow: CompiledFlow
    /// The region a control-flow marker enters for the rest of the call.
    let marks: RegionGate?
    /// The type the advice's own closures check the receiver against (``Advice/before(as:_:)``).
    let narrowing: AdviceScope<Receiver>?

    init(scope: AdviceScope<Receiver>, flow: CompiledFlow, marks: RegionGate?, narrowing: AdviceScope<Receiver>?) {
        self.scope = scope
        self.flow = flow
        self.marks = marks
        self.narrowing = narrowing
    }
}
