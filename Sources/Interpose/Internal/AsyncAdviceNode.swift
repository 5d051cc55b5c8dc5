/// A node of an `async` hook's chain: the advice's closures and its scope.
@usableFromInline
final class AsyncAdviceNode<Receiver: Interceptable, Arguments, Result, Failure: Error>:
    ScopedAdviceNode<Receiver>
{
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
            body = Self.routed(through: holder, kind: advice.body)
        } else {
            holder = nil
            body = advice.body
        }
        super.init(id: id, summary: summary, token: token, scope: scope)
    }

    override func releasePayload() {
        holder?.release()
    }

    /// Routes the advice through `holder`, which can drop it (for instance scope), keeping its
    /// kind so the chain treats it as it would the advice itself.
    private static func routed(through holder: ReleasableClosures<Body>, kind: Body) -> Body {
        switch kind {
        case .before:
            return .before { (receiver, arguments) async throws(Failure) in
                guard case .before(let before)? = holder.value else { return }
                try await before(receiver, arguments)
            }
        case .after:
            return .after { (receiver, arguments, result) async throws(Failure) in
                guard case .after(let after)? = holder.value else { return }
                try await after(receiver, arguments, result)
            }
        case .around, .instead:
            return .around { (invocation) async throws(Failure) -> Result in
                switch holder.value {
                case .around(let around)?: return try await around(invocation)
                case .instead(let instead)?: return try await instead(invocation.receiver, invocation.arguments)
                default: return try await invocation.proceed()
                }
            }
        }
    }
}

// Immutable after `init`; see `ScopedAdviceNode`.
extension AsyncAdviceNode: @unchecked Sendable {}
