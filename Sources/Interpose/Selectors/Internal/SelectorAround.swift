/// A selector around advice made typed for one synchronous hook: the advice's body and the
/// hook's record, and the method the hook's chain calls.
///
/// The chain gets ``call(_:)`` as its closure, a method applied to this object. Such a closure
/// takes the object as its context and enters the method directly; a closure literal capturing
/// the body and the record instead went through a forwarding thunk, which the optimizer then
/// merged with other thunks into a second one: two calls more on every advised call.
@usableFromInline
final class SelectorAround<Receiver: Interceptable, Arguments, Result, Failure: Error>: Sendable {
    @usableFromInline let body: @Sendable (borrowing AnyInvocation) -> HookOutcome
    @usableFromInline let record: HookRecord

    @inlinable
    init(body: @escaping @Sendable (borrowing AnyInvocation) -> HookOutcome, record: HookRecord) {
        self.body = body
        self.record = record
    }

    /// Runs the advice for one call (see ``SelectorBridge/around(_:body:record:)``).
    @inlinable
    @Sendable func call(_ invocation: borrowing Invocation<Receiver, Arguments, Result, Failure>) throws(Failure)
        -> Result
    {
        try SelectorBridge.around(invocation, body: body, record: record)
    }
}
