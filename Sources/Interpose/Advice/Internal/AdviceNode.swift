/// A node of a synchronous hook's chain: the advice's closures and its scope.
///
/// Every kind has its own closure slot, and the chain switches on `kind` without dynamic
/// dispatch. Instead advice keeps its own slot rather than becoming an around that never
/// proceeds: a wrapper made here would be generic code the optimizer cannot specialize,
/// which looked its types' metadata up on every call (689 instructions against about 200).
@usableFromInline
final class AdviceNode<Receiver: Interceptable, Arguments, Result, Failure: Error>:
    ScopedAdviceNode<Receiver>
{
    @usableFromInline typealias Closures = (
        before: @Sendable (Receiver, Arguments) throws(Failure) -> Void,
        after: @Sendable (Receiver, Arguments, Result) throws(Failure) -> Void,
        around: @Sendable (borrowing Invocation<Receiver, Arguments, Result, Failure>) throws(Failure) -> Result,
        instead: @Sendable (Receiver, Arguments) throws(Failure) -> Result
    )

    /// When the node runs.
    @usableFromInline let kind: AdviceKind
    @usableFromInline let before: @Sendable (Receiver, Arguments) throws(Failure) -> Void
    @usableFromInline let after: @Sendable (Receiver, Arguments, Result) throws(Failure) -> Void
    @usableFromInline let around:
        @Sendable (borrowing Invocation<Receiver, Arguments, Result, Failure>) throws(Failure) -> Result
    @usableFromInline let instead: @Sendable (Receiver, Arguments) throws(Failure) -> Result

    init(
        _ advice: Advice<Receiver, Arguments, Result, Failure>,
        id: UInt64, summary: AdviceDescription, token: AdviceToken, scope: AdviceScope<Receiver>,
        group: UInt64? = nil, flow: CompiledFlow = .anywhere, marks: RegionGate? = nil
    ) {
        var closures: Closures = (
            before: { _, _ in }, after: { _, _, _ in },
            around: { (invocation) throws(Failure) in try invocation.proceed() },
            instead: { _, _ in fatalError("unreachable: only instead advice reads this slot") }
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
            kind = .instead
            closures.instead = body
        }
        (before, after, around, instead) = closures
        super.init(
            id: id, summary: summary, token: token, scope: scope, group: group, flow: flow, marks: marks,
            narrowing: advice.narrowing)
    }
}

// Immutable after `init`; see `ScopedAdviceNode`.
extension AdviceNode: @unchecked Sendable {}
