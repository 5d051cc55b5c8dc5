/// A node of an `async` hook's chain: the advice's closures and its scope.
@usableFromInline
final class AsyncAdviceNode<Receiver: Interceptable, Arguments, Result, Failure: Error>:
    ScopedAdviceNode<Receiver>, @unchecked Sendable
{
    // @unchecked: immutable after `init`; see `ScopedAdviceNode`.

    @usableFromInline typealias Body = AsyncAdvice<Receiver, Arguments, Result, Failure>.Body

    @usableFromInline let body: Body
    private let holder: ReleasableClosures<Body>?

    init(
        _ advice: AsyncAdvice<Receiver, Arguments, Result, Failure>,
        id: UInt64, summary: AdviceDescription, token: AdviceToken, scope: AdviceScope<Receiver>
    ) {
        if case .instance = scope.storage {
            let holder = ReleasableClosures(advice.body)
            self.holder = holder
            body = .around { (invocation) async throws(Failure) -> Result in
                try await Self.run(holder.value, invocation)
            }
        } else {
            holder = nil
            body = advice.body
        }
        super.init(id: id, summary: summary, token: token, scope: scope)
    }

    override func releasePayload() {
        holder?.release()
    }

    /// Runs `body` (or just proceeds, once it has been released) as one around advice.
    private static func run(
        _ body: Body?, _ invocation: borrowing AsyncInvocation<Receiver, Arguments, Result, Failure>
    ) async throws(Failure) -> Result {
        switch body {
        case .none:
            return try await invocation.proceed()
        case .before(let before):
            try await before(invocation.receiver, invocation.arguments)
            return try await invocation.proceed()
        case .after(let after):
            let result = try await invocation.proceed()
            try await after(invocation.receiver, invocation.arguments, result)
            return result
        case .around(let around):
            return try await around(invocation)
        case .instead(let instead):
            return try await instead(invocation.receiver, invocation.arguments)
        }
    }
}
