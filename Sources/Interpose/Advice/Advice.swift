/// Behaviour to wrap around a ``ThrowingHook``'s body: before, after, around or instead.
///
/// Registries install advice through ``AdviceInstalling/on(_:named:scope:position:once:)``
/// (`registry.on(hook).before { … }`); build an `Advice` value yourself to pass advice around or install it with
/// ``AdviceInstalling/install(_:on:options:)-(Advice<R,A,Res,F>,_,_)``.
///
/// Advice on a throwing hook may throw; the caller then sees that error exactly as it would
/// see one thrown by the body.
public struct Advice<Receiver: Interceptable, Arguments, Result, Failure: Error>: Sendable {
    /// The advice's closure, by kind.
    @usableFromInline
    enum Body: Sendable {
        case before(@Sendable (Receiver, Arguments) throws(Failure) -> Void)
        case after(@Sendable (Receiver, Arguments, Result) throws(Failure) -> Void)
        case around(@Sendable (borrowing Invocation<Receiver, Arguments, Result, Failure>) throws(Failure) -> Result)
        case instead(@Sendable (Receiver, Arguments) throws(Failure) -> Result)
    }

    @usableFromInline let body: Body
    /// The scope the advice narrows its receiver to, used when it is installed with `.all`.
    @usableFromInline var narrowing: AdviceScope<Receiver>?
    /// The form as written when it is not the kind (`afterThrowing`, say), for listings.
    @usableFromInline var form: String?

    /// Builds the advice's body limited to part of the control flow (see ``limited(to:)``),
    /// made where the advice is written so that the wrapper is specialized code; `nil` for
    /// advice built otherwise, which falls back to a generic wrapper.
    @usableFromInline var limiter: (@Sendable (_ check: @escaping @Sendable () -> Bool) -> Body)?

    @usableFromInline
    init(
        body: Body, narrowing: AdviceScope<Receiver>? = nil, form: String? = nil,
        limiter: (@Sendable (_ check: @escaping @Sendable () -> Bool) -> Body)? = nil
    ) {
        self.body = body
        self.narrowing = narrowing
        self.form = form
        self.limiter = limiter
    }

    /// Runs before the rest of the chain, seeing the receiver and the arguments.
    @inlinable
    public static func before(
        _ body: @escaping @Sendable (Receiver, Arguments) throws(Failure) -> Void
    ) -> Self {
        Self(body: .before(body)) { check in
            .before { (receiver, arguments) throws(Failure) in if check() { try body(receiver, arguments) } }
        }
    }

    /// Runs after the rest of the chain returns, seeing receiver, arguments and result.
    ///
    /// It does not run when the rest of the chain throws.
    @inlinable
    public static func after(
        _ body: @escaping @Sendable (Receiver, Arguments, Result) throws(Failure) -> Void
    ) -> Self {
        Self(body: .after(body)) { check in
            .after { (receiver, arguments, result) throws(Failure) in
                if check() { try body(receiver, arguments, result) }
            }
        }
    }

    /// Wraps the rest of the chain: call ``Invocation/proceed()`` zero or more times, with the
    /// original or changed arguments, and return any result.
    @inlinable
    public static func around(
        _ body:
            @escaping @Sendable (borrowing Invocation<Receiver, Arguments, Result, Failure>) throws(Failure) -> Result
    ) -> Self {
        Self(body: .around(body)) { check in
            .around { (invocation) throws(Failure) -> Result in
                check() ? try body(invocation) : try invocation.proceed()
            }
        }
    }

    /// Replaces the rest of the chain, the body included.
    @inlinable
    public static func instead(
        _ body: @escaping @Sendable (Receiver, Arguments) throws(Failure) -> Result
    ) -> Self {
        Self(body: .instead(body)) { check in
            .around { (invocation) throws(Failure) -> Result in
                check() ? try body(invocation.receiver, invocation.arguments) : try invocation.proceed()
            }
        }
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
