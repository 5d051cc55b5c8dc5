extension ThrowingHook {
    /// Calls `body` through the hook: with whatever advice the receiver's registry has for it.
    ///
    /// The declaring method calls this with its real implementation as `body`. With no advice
    /// installed in the receiver's registry the cost is two loads and a branch on top of the
    /// body.
    ///
    /// ```swift
    /// func withdraw(_ amount: Int) throws -> Int {
    ///     try Self.withdraw.call(self, amount) { vault, amount in try vault.performWithdraw(amount) }
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
        let snapshot = registry.published.load()
        if _fastPath(snapshot == nil) { return try body(receiver, arguments) }
        return try callAdvised(receiver, arguments, registry, snapshot.unsafelyUnwrapped, key.address, body).get()
    }

    /// The call with a snapshot to consult: kept out of line, and free of the throwing calling
    /// convention, so that the no-advice path compiles to two loads and a branch.
    ///
    /// `registry` owns `snapshot` and is kept alive until the call returns, even if the
    /// receiver's `aspectRegistry` is a variable that changes while advice runs. For a `let`
    /// that costs nothing: the receiver already keeps it.
    @inlinable @inline(never)
    func callAdvised(
        _ receiver: Receiver, _ arguments: Arguments, _ registry: AspectRegistry,
        _ snapshot: Unmanaged<Snapshot<AnyAdviceNode>>, _ address: UInt,
        _ body: (Receiver, Arguments) throws(Failure) -> Result
    ) -> Swift.Result<Result, Failure> {
        defer { withExtendedLifetime(registry) {} }
        do throws(Failure) {
            guard let table = snapshot._withUnsafeGuaranteedRef({ $0.table(key: address, tag: Self.signature) })
            else {
                return .success(try body(receiver, arguments))
            }
            return .success(
                try table.withGuaranteed { (table) throws(Failure) -> Result in
                    try AdviceChain.run(receiver, arguments, table, body)
                })
        } catch {
            return .failure(error)
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
