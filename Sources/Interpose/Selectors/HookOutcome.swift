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

    /// Moves the value returned (`threw` false) or the error thrown (`threw` true) out of the
    /// outcome at `outcome` when its payload is exactly a `Value` that an `Any` keeps inline,
    /// leaving `outcome` uninitialized; otherwise returns `nil` and leaves it as it was.
    ///
    /// A dynamic cast from `Any` costs several times the rest of a selector around advice, and
    /// destroying an `Any` goes through its type's value witnesses; this does neither. It reads
    /// the existential where every Swift runtime lays it out (three words of inline value, then
    /// the type the value was stored as), compares that type with `Value` and moves the value.
    /// Whether `Value` is kept inline is decided here, where `Value` is concrete, by the rule
    /// the runtime applies: at most three words, word-aligned and bitwise-takable. Any other
    /// type returns `nil`, and the caller casts.
    @inlinable @inline(__always)
    static func moveInlinePayload<Value>(
        from outcome: UnsafeMutablePointer<HookOutcome>, as _: Value.Type, threw: Bool
    ) -> Value? {
        guard isKeptInline(Value.self), outcome.pointee.didThrow == threw else { return nil }
        // `payload` is the first stored property: the outcome starts with the existential.
        let payload = UnsafeMutableRawPointer(outcome)
        let storedType = payload.load(fromByteOffset: 3 &* MemoryLayout<Int>.size, as: UInt.self)
        guard storedType == UInt(bitPattern: ObjectIdentifier(Value.self)) else { return nil }
        return payload.assumingMemoryBound(to: Value.self).move()
    }

    /// Whether an `Any` keeps a `Value` inline, in its three-word buffer.
    @inlinable @inline(__always)
    static func isKeptInline<Value>(_: Value.Type) -> Bool {
        MemoryLayout<Value>.size <= 3 &* MemoryLayout<Int>.size
            && MemoryLayout<Value>.alignment <= MemoryLayout<Int>.alignment && _isBitwiseTakable(Value.self)
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
