/// A node of an `async` hook's chain: the advice's closures and its scope.
@usableFromInline
final class AsyncAdviceNode<Receiver: Interceptable, Arguments, Result, Failure: Error>:
    ScopedAdviceNode<Receiver>
{
    @usableFromInline typealias Body = AsyncAdvice<Receiver, Arguments, Result, Failure>.Body

    @usableFromInline let body: Body

    init(
        _ advice: AsyncAdvice<Receiver, Arguments, Result, Failure>,
        id: UInt64, summary: AdviceDescription, token: AdviceToken, scope: AdviceScope<Receiver>,
        group: UInt64? = nil, flow: CompiledFlow = .anywhere, marks: RegionGate? = nil
    ) {
        body = advice.body
        super.init(id: id, summary: summary, token: token, scope: scope, group: group, flow: flow, marks: marks)
    }
}

// Immutable after `init`; see `ScopedAdviceNode`.
extension AsyncAdviceNode: @unchecked Sendable {}
