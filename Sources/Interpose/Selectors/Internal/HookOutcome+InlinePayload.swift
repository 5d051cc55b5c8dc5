// Unsafe: the payload is moved out of the `Any` in place; a dynamic cast costs several times the rest of the advice.

/// Taking a typed value out of an outcome without a dynamic cast.
extension HookOutcome {
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
}
