extension Spy {
    /// Answers later calls with `stub` instead of the rest of the chain and the body; the calls
    /// are still recorded, with the stub's answer as their outcome.
    ///
    /// ```swift
    /// spy.stub { vault, amount in amount * 2 }
    /// #expect(vault.deposit(5) == 10)   // the real deposit does not run
    /// ```
    ///
    /// On a hook with a typed `Failure`, a stub that throws spells out its error type:
    /// `spy.stub { (_, _) throws(VaultError) in throw .frozen }`.
    public func stub(_ stub: @escaping Stub) {
        state.withLock { $0.behavior = .stub(stub) }
    }

    /// Answers later calls with `result`, without running the body.
    ///
    /// ```swift
    /// spy.stub(returning: 0)
    /// ```
    public func stub(returning result: Result) {
        stub { _, _ in result }
    }

    /// Answers later calls by throwing `error`, without running the body.
    ///
    /// ```swift
    /// spy.stub(throwing: .frozen)
    /// #expect(throws: VaultError.frozen) { try vault.withdraw(1) }
    /// ```
    public func stub(throwing error: Failure) {
        stub { (_, _) throws(Failure) -> Result in throw error }
    }

    /// Hands later calls back to the rest of the chain and the real body, as before any stub.
    ///
    /// ```swift
    /// spy.forward()
    /// ```
    public func forward() {
        state.withLock { $0.behavior = .forward }
    }

    /// Whether later calls are answered by a stub rather than the real body.
    ///
    /// ```swift
    /// #expect(!spy.isStubbed)
    /// ```
    public var isStubbed: Bool {
        if case .stub = behavior { true } else { false }
    }
}
