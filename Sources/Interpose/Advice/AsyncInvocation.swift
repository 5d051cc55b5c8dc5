/// The intercepted `async` call, as around advice sees it.
///
/// The `async` counterpart of ``Invocation``.
public struct AsyncInvocation<Receiver: Interceptable, Arguments, Result, Failure: Error>: ~Copyable {
    @usableFromInline let chain: AsyncAdviceChain<Receiver, Arguments, Result, Failure>
    @usableFromInline let next: Int
    /// The arguments this advice was called with.
    public let arguments: Arguments

    @inlinable
    init(chain: AsyncAdviceChain<Receiver, Arguments, Result, Failure>, next: Int, arguments: Arguments) {
        self.chain = chain
        self.next = next
        self.arguments = arguments
    }

    /// The object the intercepted method was called on.
    @inlinable
    public var receiver: Receiver { chain.receiver }

    /// Runs the rest of the chain, and finally the body, with the arguments this advice got.
    @inlinable
    public func proceed() async throws(Failure) -> Result {
        try await chain.proceed(from: next, arguments: arguments)
    }

    /// Runs the rest of the chain, and finally the body, with other arguments.
    @inlinable
    public func proceed(with arguments: Arguments) async throws(Failure) -> Result {
        try await chain.proceed(from: next, arguments: arguments)
    }
}
