/// Behaviour to wrap around an ``AsyncHook``'s body: before, after, around or instead.
///
/// The `async` counterpart of ``Advice``; every closure may suspend.
public struct AsyncAdvice<Receiver: Interceptable, Arguments, Result, Failure: Error>: Sendable {
    /// The advice's closure, by kind.
    @usableFromInline
    enum Body: Sendable {
        case before(@Sendable (Receiver, Arguments) async throws(Failure) -> Void)
        case after(@Sendable (Receiver, Arguments, Result) async throws(Failure) -> Void)
        case around(
            @Sendable (borrowing AsyncInvocation<Receiver, Arguments, Result, Failure>) async throws(Failure) -> Result)
        case instead(@Sendable (Receiver, Arguments) async throws(Failure) -> Result)
    }

    @usableFromInline let body: Body
    /// The form as written when it is not the kind (`afterThrowing`, say), for listings.
    @usableFromInline var form: String?

    @usableFromInline
    init(body: Body, form: String? = nil) {
        self.body = body
        self.form = form
    }

    /// Runs before the rest of the chain, seeing the receiver and the arguments.
    public static func before(
        _ body: @escaping @Sendable (Receiver, Arguments) async throws(Failure) -> Void
    ) -> Self {
        Self(body: .before(body))
    }

    /// Runs after the rest of the chain returns, seeing receiver, arguments and result.
    public static func after(
        _ body: @escaping @Sendable (Receiver, Arguments, Result) async throws(Failure) -> Void
    ) -> Self {
        Self(body: .after(body))
    }

    /// Wraps the rest of the chain: call ``AsyncInvocation/proceed()`` zero or more times.
    public static func around(
        _ body:
            @escaping @Sendable (borrowing AsyncInvocation<Receiver, Arguments, Result, Failure>) async throws(Failure)
            -> Result
    ) -> Self {
        Self(body: .around(body))
    }

    /// Replaces the rest of the chain, the body included.
    public static func instead(
        _ body: @escaping @Sendable (Receiver, Arguments) async throws(Failure) -> Result
    ) -> Self {
        Self(body: .instead(body))
    }

    /// When this advice runs.
    public var kind: AdviceKind {
        switch body {
        case .before: .before
        case .after: .after
        case .around: .around
        case .instead: .instead
        }
    }
}
