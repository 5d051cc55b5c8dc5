extension HookAdvisor {
    /// Installs advice that runs when the rest of the chain returns, seeing its result; see
    /// ``Advice/afterReturning(_:)``.
    ///
    /// - Parameter body: What to run.
    /// - Returns: A token that removes the advice.
    /// - Throws: ``AdviceError`` when the name is taken, the position unknown or the hook sealed.
    @inlinable @discardableResult
    public func afterReturning(
        _ body: @escaping @Sendable (Receiver, Arguments, Result) throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.afterReturning(body))
    }

    /// Installs advice that runs when the rest of the chain throws, seeing the typed error, and
    /// may throw another in its place; see ``Advice/afterThrowing(_:)``.
    ///
    /// ```swift
    /// try registry.on(Vault.withdrawHook).afterThrowing { (vault, amount, error) throws(VaultError) in
    ///     if case .insufficientFunds = error { throw .frozen }
    /// }
    /// ```
    ///
    /// - Parameter body: What to run; throw to translate the error.
    /// - Returns: A token that removes the advice.
    /// - Throws: ``AdviceError`` when the name is taken, the position unknown or the hook sealed.
    @inlinable @discardableResult
    public func afterThrowing(
        _ body: @escaping @Sendable (Receiver, Arguments, Failure) throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.afterThrowing(body))
    }
}

extension AsyncHookAdvisor {
    /// Installs `async` advice that runs when the rest of the chain returns, seeing its result.
    ///
    /// - Parameter body: What to run.
    /// - Returns: A token that removes the advice.
    /// - Throws: ``AdviceError`` when the name is taken, the position unknown or the hook sealed.
    @inlinable @discardableResult
    public func afterReturning(
        _ body: @escaping @Sendable (Receiver, Arguments, Result) async throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.afterReturning(body))
    }

    /// Installs `async` advice that runs when the rest of the chain throws, seeing the typed
    /// error, and may throw another in its place.
    ///
    /// - Parameter body: What to run; throw to translate the error.
    /// - Returns: A token that removes the advice.
    /// - Throws: ``AdviceError`` when the name is taken, the position unknown or the hook sealed.
    @inlinable @discardableResult
    public func afterThrowing(
        _ body: @escaping @Sendable (Receiver, Arguments, Failure) async throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.afterThrowing(body))
    }
}
