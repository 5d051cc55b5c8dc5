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

    /// Builds the advice's body limited to part of the control flow; see ``Advice``'s.
    @usableFromInline var limiter: (@Sendable (_ check: @escaping @Sendable () -> Bool) -> Body)?

    @usableFromInline
    init(
        body: Body, form: String? = nil,
        limiter: (@Sendable (_ check: @escaping @Sendable () -> Bool) -> Body)? = nil
    ) {
        self.body = body
        self.form = form
        self.limiter = limiter
    }

    /// Runs before the rest of the chain, seeing the receiver and the arguments.
    @inlinable
    public static func before(
        _ body: @escaping @Sendable (Receiver, Arguments) async throws(Failure) -> Void
    ) -> Self {
        Self(body: .before(body)) { check in
            .before { (receiver, arguments) async throws(Failure) in
                if check() { try await body(receiver, arguments) }
            }
        }
    }

    /// Runs after the rest of the chain returns, seeing receiver, arguments and result.
    @inlinable
    public static func after(
        _ body: @escaping @Sendable (Receiver, Arguments, Result) async throws(Failure) -> Void
    ) -> Self {
        Self(body: .after(body)) { check in
            .after { (receiver, arguments, result) async throws(Failure) in
                if check() { try await body(receiver, arguments, result) }
            }
        }
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
