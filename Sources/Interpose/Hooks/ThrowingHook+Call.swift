extension ThrowingHook {
    /// Calls `body` through the hook: with whatever advice the receiver's registry has for it.
    ///
    /// The declaring method calls this with its real implementation as `body`. Unless the
    /// receiver's registry has advice on this hook (or on another hook whose declaring line
    /// shares its filter bit, its line modulo 64), the cost is two loads, a bit test and a
    /// branch on top of the body: the same whether the registry is empty or has advice on
    /// other hooks.
    ///
    /// ```swift
    /// func withdraw(_ amount: Int) throws -> Int {
    ///     try Self.withdrawHook.call(self, amount) { vault, amount in try vault.performWithdraw(amount) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - receiver: The object the method is called on.
    ///   - arguments: The method's arguments, as one value or a tuple.
    ///   - body: The method's implementation.
    /// - Returns: The result, as the outermost advice returns it.
    /// - Throws: What the body or any advice threw, unchanged.
    @inlinable @inline(__always)
    public func call(
        _ receiver: Receiver, _ arguments: Arguments,
        body: (Receiver, Arguments) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let registry = receiver.aspectRegistry
        if _fastPath(!registry.store.admits(keyBit: site.filterBit)) {
            return try body(receiver, arguments)
        }
        guard let directory = registry.store.published.load(), registry.store.admits(receiver) else {
            return try body(receiver, arguments)
        }
        // A switch rather than `get()`, which the optimizer may leave as a call of its own.
        switch Self.callAdvised(
            receiver: receiver, arguments: arguments, registry: registry,
            directory: directory, name: HookKey.address(of: name), site: site.word, body: body)
        {
        case .success(let result): return result
        case .failure(let error): throw error
        }
    }
}

extension ThrowingHook where Arguments == Void {
    /// Calls `body` through a hook that takes no arguments.
    @inlinable @inline(__always)
    public func call(_ receiver: Receiver, body: (Receiver) throws(Failure) -> Result) throws(Failure) -> Result {
        try call(receiver, ()) { (receiver, _) throws(Failure) -> Result in try body(receiver) }
    }
}
