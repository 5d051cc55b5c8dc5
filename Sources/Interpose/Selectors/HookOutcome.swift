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

    @inlinable
    init<Value>(returned value: Value) {
        self.payload = value
        self.didThrow = false
    }

    @inlinable
    init<Failure: Error>(threw error: Failure) {
        self.payload = error
        self.didThrow = true
    }

    /// The outcome of a proceed that produced `result`.
    @inlinable
    init<Value, Failure: Error>(_ result: Swift.Result<Value, Failure>) {
        switch result {
        case .success(let value): self.init(returned: value)
        case .failure(let error): self.init(threw: error)
        }
    }

    /// The outcome's value cast to `Value`, or its error thrown as a `Failure`; `nil` when it
    /// is of neither type (advice returned or threw something the hook cannot), after
    /// reporting that for `record`.
    @inlinable
    func cast<Value, Failure: Error>(
        to _: Value.Type, throwing _: Failure.Type, record: HookRecord
    ) throws(Failure) -> Value? {
        if didThrow {
            if let typed = payload as? Failure { throw typed }
        } else if let value = payload as? Value {
            return value
        }
        reportForeignOutcome(hook: record)
        return nil
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
