extension AsyncHook {
    /// Calls `body` through the hook: with whatever advice the receiver's registry has for it.
    ///
    /// ```swift
    /// func refresh(from url: URL) async throws -> [Item] {
    ///     try await Self.refreshHook.call(self, url) { feed, url in try await feed.load(url) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - receiver: The object the method is called on.
    ///   - arguments: The method's arguments, as one value or a tuple.
    ///   - body: The method's implementation.
    /// - Returns: The result, as the outermost advice returns it.
    /// - Throws: What the body or any advice threw, unchanged.
    @inlinable
    public func call(
        _ receiver: Receiver, _ arguments: Arguments,
        body: (Receiver, Arguments) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let registry = receiver.aspectRegistry
        guard registry.store.admits(keyBit: site.filterBit), let directory = registry.store.published.load(),
            let table = Self.table(in: directory, key: key, receiver: receiver)
        else {
            return try await body(receiver, arguments)
        }
        return try await withoutActuallyEscaping(body) { (body) async throws(Failure) -> Result in
            try await AsyncAdviceChain(receiver: receiver, table: table, body: body).proceed(
                from: 0, arguments: arguments)
        }
    }
}

extension AsyncHook where Arguments == Void {
    /// Calls `body` through an `async` hook that takes no arguments.
    @inlinable
    public func call(
        _ receiver: Receiver, body: (Receiver) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        try await call(receiver, ()) { (receiver, _) async throws(Failure) -> Result in try await body(receiver) }
    }
}
