/// The everyday way to install advice on an `async` hook; see ``HookAdvisor``.
///
/// ```swift
/// try registry.on(Feed.refreshHook).before { feed, url in await log(url) }
/// ```
public struct AsyncHookAdvisor<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    /// What the advice is installed through: a registry or a plugin's context.
    public let installer: any AdviceInstalling
    /// The hook the advice wraps.
    public let hook: AsyncHook<Receiver, Arguments, Result, Failure>
    /// Name, scope, position, once and owner.
    public let options: AdviceOptions<Receiver>

    /// Installs `advice` with the advisor's options.
    @inlinable @discardableResult
    public func install(_ advice: AsyncAdvice<Receiver, Arguments, Result, Failure>) throws(AdviceError)
        -> AdviceToken
    {
        try installer.install(advice, on: hook, options: options)
    }

    /// Installs `async` advice that runs before the rest of the chain.
    @inlinable @discardableResult
    public func before(
        _ body: @escaping @Sendable (Receiver, Arguments) async throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.before(body))
    }

    /// Installs `async` advice that runs after the rest of the chain and sees its result.
    @inlinable @discardableResult
    public func after(
        _ body: @escaping @Sendable (Receiver, Arguments, Result) async throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.after(body))
    }

    /// Installs `async` advice that wraps the rest of the chain; see ``AsyncInvocation``.
    @inlinable @discardableResult
    public func around(
        _ body:
            @escaping @Sendable (borrowing AsyncInvocation<Receiver, Arguments, Result, Failure>) async throws(Failure)
            -> Result
    ) throws(AdviceError) -> AdviceToken {
        try install(.around(body))
    }

    /// Installs `async` advice that replaces the rest of the chain, the body included.
    @inlinable @discardableResult
    public func instead(
        _ body: @escaping @Sendable (Receiver, Arguments) async throws(Failure) -> Result
    ) throws(AdviceError) -> AdviceToken {
        try install(.instead(body))
    }
}
