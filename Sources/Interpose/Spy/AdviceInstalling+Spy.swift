/// Spies installed from the registry's (or a plugin context's) side.
extension AdviceInstalling {
    /// Installs a ``Spy`` on a synchronous hook (`Hook` or `ThrowingHook`).
    ///
    /// ```swift
    /// let withdrawals = try registry.spy(on: Vault.withdrawHook)
    /// let deposits = try registry.spy(on: Vault.depositHook, scope: .instance(vault))
    /// ```
    ///
    /// - Parameters:
    ///   - hook: The hook to watch.
    ///   - name: A name for the spy's advice, unique on the hook; none by default.
    ///   - scope: Which receivers to watch; all by default.
    ///   - position: Where the spy goes in the chain; in front of everything by default.
    /// - Returns: The spy. Keep it: dropping it removes its advice.
    /// - Throws: ``AdviceError`` when the name is taken or the position names unknown advice.
    public func spy<R, A, Res, F>(
        on hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .first
    ) throws(AdviceError) -> Spy<R, A, Res, F> {
        try Spy(on: hook, in: self, named: name, scope: scope, position: position)
    }

    /// Installs a ``Spy`` on an `async` hook.
    ///
    /// ```swift
    /// let loads = try registry.spy(on: Feed.loadHook)
    /// ```
    ///
    /// - Parameters:
    ///   - hook: The hook to watch.
    ///   - name: A name for the spy's advice, unique on the hook; none by default.
    ///   - scope: Which receivers to watch; all by default.
    ///   - position: Where the spy goes in the chain; in front of everything by default.
    /// - Returns: The spy. Keep it: dropping it removes its advice.
    /// - Throws: ``AdviceError`` when the name is taken or the position names unknown advice.
    public func spy<R, A, Res, F>(
        on hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .first
    ) throws(AdviceError) -> Spy<R, A, Res, F> {
        try Spy(on: hook, in: self, named: name, scope: scope, position: position)
    }
}
