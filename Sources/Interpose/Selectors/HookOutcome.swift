/// How a call ended, as selector advice sees it: the value it returned or the error it threw.
///
/// Around advice gets one from ``AnyInvocation/proceed()`` and returns one: the outcome of its
/// own proceed, or one it made with ``AnyInvocation/returning(_:)`` or
/// ``AnyInvocation/throwing(_:)``, which check the value or error fits the hook.
///
/// ```swift
/// try registry.on(matching: "Vault.*").around { invocation in
///     let outcome = invocation.proceed()
///     if let error = outcome.error { print(invocation.hook.name, "threw", error) }
///     return outcome
/// }
/// ```
public struct HookOutcome: CustomStringConvertible {
    /// The value returned, or the error thrown.
    @usableFromInline let payload: Any
    /// Whether `payload` is an error the call threw.
    public let didThrow: Bool
    /// Which proceed made the outcome (its frame's address plus its count of proceeds), 0 for
    /// outcomes made otherwise: lets the hook take its typed result back without a cast.
    @usableFromInline let origin: UInt

    @inlinable
    init<Value>(returned value: Value, origin: UInt) {
        self.payload = value
        self.didThrow = false
        self.origin = origin
    }

    @inlinable
    init<Failure: Error>(threw error: Failure, origin: UInt) {
        self.payload = error
        self.didThrow = true
        self.origin = origin
    }

    /// What the call returned, or `nil` if it threw.
    public var result: HookValue? { didThrow ? nil : HookValue(payload) }

    /// What the call threw, or `nil` if it returned.
    public var error: (any Error)? { didThrow ? payload as? any Error : nil }

    /// `returned VALUE` or `threw ERROR`.
    public var description: String {
        didThrow ? "threw \(payload)" : "returned \(HookValue(payload))"
    }
}
