/// A node of a synchronous hook's chain: the advice's closures and its scope.
///
/// Every kind is stored in the same three closure slots (instead becomes an around that never
/// proceeds, so `kind` is never `.instead`) and the chain switches on `kind` without dynamic
/// dispatch.
@usableFromInline
final class AdviceNode<Receiver: Interceptable, Arguments, Result, Failure: Error>:
    ScopedAdviceNode<Receiver>
{
    @usableFromInline typealias Closures = (
        before: @Sendable (Receiver, Arguments) throws(Failure) -> Void,
        after: @Sendable (Receiver, Arguments, Result) throws(Failure) -> Void,
        around: @Sendable (borrowing Invocation<Receiver, Arguments, Result, Failure>) throws(Failure) -> Result
    )

    /// When the node runs: `instead` advice is stored as `around` that never proceeds.
    @usableFromInline let kind: AdviceKind
    @usableFromInline let before: @Sendable (Receiver, Arguments) throws(Failure) -> Void
    @usableFromInline let after: @Sendable (Receiver, Arguments, Result) throws(Failure) -> Void
    @usableFromInline let around:
        @Sendable (borrowing Invocation<Receiver, Arguments, Result, Failure>) throws(Failure) -> Result

    init(
        _ advice: Advice<Receiver, Arguments, Result, Failure>,
        id: UInt64, summary: AdviceDescription, token: AdviceToken, scope: AdviceScope<Receiver>
    ) {
        var closures: Closures = (
            before: { _, _ in }, after: { _, _, _ in },
            around: { (invocation) throws(Failure) in try invocation.proceed() }
        )
        switch advice.body {
        case .before(let body):
            kind = .before
            closures.before = body
        case .after(let body):
            kind = .after
            closures.after = body
        case .around(let body):
            kind = .around
            closures.around = body
        case .instead(let body):
            kind = .around
            closures.around = { (invocation) throws(Failure) in try body(invocation.receiver, invocation.arguments) }
        }
        (before, after, around) = closures
        super.init(id: id, summary: summary, token: token, scope: scope)
    }
}

// Immutable after `init`; see `ScopedAdviceNode`.
extension AdviceNode: @unchecked Sendable {}
