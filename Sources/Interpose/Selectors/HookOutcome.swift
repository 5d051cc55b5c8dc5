/// How a call ended, as selector advice sees it: the value it returned or the error it threw.
///
/// Around advice gets one from ``AnyInvocation/proceed()`` and returns one: the outcome of its
/// own proceed, or one it made with ``AnyInvocation/returning(_:)`` or
/// ``AnyInvocation/throwing(_:)``, which check the value or error fits the hook.
///
/// ```swift
/// try registry.on("Vault.*").around { invocation in
///     let outcome = invocation.proceed()
///     if let error = outcome.error { print(invocation.hook.name, "threw", error) }
///     return outcome
/// }
/// ```
public struct HookOutcome: CustomStringConvertible {
    /// What the call returned, or `nil` if it threw.
    public let result: HookValue?
    /// What the call threw, or `nil` if it returned.
    public let error: (any Error)?
    /// Which proceed made the outcome (its frame's address plus its count of proceeds), 0 for
    /// outcomes made otherwise: lets the hook take its typed result back without a cast.
    @usableFromInline let origin: UInt

    @inlinable
    init(returned value: Any, origin: UInt) {
        self.result = HookValue(value)
        self.error = nil
        self.origin = origin
    }

    @inlinable
    init(threw error: any Error, origin: UInt) {
        self.result = nil
        self.error = error
        self.origin = origin
    }

    /// Whether the call threw.
    public var didThrow: Bool { error != nil }

    /// `returned VALUE` or `threw ERROR`.
    public var description: String {
        if let error { return "threw \(error)" }
        return "returned \(result?.description ?? "()")"
    }
}
