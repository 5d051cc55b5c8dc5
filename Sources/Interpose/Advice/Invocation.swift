/// The intercepted call, as around advice sees it.
///
/// Around advice receives the invocation borrowed: it can read the receiver and arguments and
/// call ``proceed()`` (or ``proceed(with:)``) zero or more times while it runs, but cannot keep
/// the invocation after it returns.
///
/// ```swift
/// try registry.on(Vault.withdrawHook, named: "cap").around { invocation in
///     try invocation.proceed(with: min(invocation.arguments, 500))
/// }
/// ```
public struct Invocation<Receiver: Interceptable, Arguments, Result, Failure: Error>: ~Copyable {
    @usableFromInline let chain: AdviceChain<Receiver, Arguments, Result, Failure>
    @usableFromInline let next: Int
    /// The arguments this advice was called with.
    public let arguments: Arguments

    @inlinable
    init(chain: AdviceChain<Receiver, Arguments, Result, Failure>, next: Int, arguments: Arguments) {
        self.chain = chain
        self.next = next
        self.arguments = arguments
    }

    /// The object the intercepted method was called on.
    @inlinable
    public var receiver: Receiver { chain.receiver }

    /// Runs the rest of the chain, and finally the body, with the arguments this advice got.
    ///
    /// - Returns: What the rest of the chain returned.
    /// - Throws: What the rest of the chain threw.
    @inlinable @inline(__always)
    public func proceed() throws(Failure) -> Result {
        try chain.proceed(from: next, arguments: arguments)
    }

    /// Runs the rest of the chain, and finally the body, with other arguments.
    ///
    /// - Parameter arguments: The arguments the rest of the chain sees.
    /// - Returns: What the rest of the chain returned.
    /// - Throws: What the rest of the chain threw.
    @inlinable @inline(__always)
    public func proceed(with arguments: Arguments) throws(Failure) -> Result {
        try chain.proceed(from: next, arguments: arguments)
    }
}
