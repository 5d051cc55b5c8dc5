/// The everyday way to install advice on synchronous hooks.
///
/// ```swift
/// try registry.before(Vault.withdrawHook, named: "audit") { vault, amount in log(amount) }
/// try registry.after(Vault.withdrawHook) { vault, amount, balance in check(balance) }
/// try registry.around(Vault.withdrawHook) { invocation in try invocation.proceed(with: invocation.arguments * 2) }
/// try registry.instead(Vault.withdrawHook, scope: .instance(testVault)) { _, _ in 0 }
/// ```
///
/// Every shorthand takes the same options: a `name` (unique on the hook), a `scope`, a
/// `position` in the chain and `once` for advice that removes itself after one run.
///
/// On a hook with a typed `Failure` other than `Never` or `any Error`, a closure that throws
/// must spell out its error type, `{ (vault, amount) throws(VaultError) in … }`: Swift infers
/// `any Error` for a closure that throws. Before, after and instead advice that does not throw
/// needs nothing spelled out.
extension AdviceInstalling {
    /// Installs advice that runs before the rest of the chain.
    @discardableResult
    public func before<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false,
        _ body: @escaping @Sendable (R, A) throws(F) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.before(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs advice that runs after the rest of the chain and sees its result.
    @discardableResult
    public func after<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false,
        _ body: @escaping @Sendable (R, A, Res) throws(F) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.after(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs advice that wraps the rest of the chain.
    @discardableResult
    public func around<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false,
        _ body: @escaping @Sendable (borrowing Invocation<R, A, Res, F>) throws(F) -> Res
    ) throws(AdviceError) -> AdviceToken {
        try install(.around(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs advice that replaces the rest of the chain.
    @discardableResult
    public func instead<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false,
        _ body: @escaping @Sendable (R, A) throws(F) -> Res
    ) throws(AdviceError) -> AdviceToken {
        try install(.instead(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }
}

/// The everyday way to install advice on `async` hooks.
extension AdviceInstalling {
    /// Installs `async` advice that runs before the rest of the chain.
    @discardableResult
    public func before<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false,
        _ body: @escaping @Sendable (R, A) async throws(F) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.before(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs `async` advice that runs after the rest of the chain and sees its result.
    @discardableResult
    public func after<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false,
        _ body: @escaping @Sendable (R, A, Res) async throws(F) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.after(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs `async` advice that wraps the rest of the chain.
    @discardableResult
    public func around<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false,
        _ body: @escaping @Sendable (borrowing AsyncInvocation<R, A, Res, F>) async throws(F) -> Res
    ) throws(AdviceError) -> AdviceToken {
        try install(.around(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs `async` advice that replaces the rest of the chain.
    @discardableResult
    public func instead<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false,
        _ body: @escaping @Sendable (R, A) async throws(F) -> Res
    ) throws(AdviceError) -> AdviceToken {
        try install(.instead(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }
}
