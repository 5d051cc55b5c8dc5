// Unsafe: a typed-throws wrapper of the standard library's unretained borrow, for the call path.

extension Unmanaged {
    /// Runs `body` with the referenced object, neither retaining nor releasing it.
    ///
    /// The caller guarantees the object stays alive for the duration (the call path holds the
    /// receiver, and a call marked as a reader of a chain keeps that chain's nodes alive).
    @inlinable @inline(__always)
    func withGuaranteed<Value, Failure: Error>(
        _ body: (Instance) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        do {
            return try _withUnsafeGuaranteedRef(body)
        } catch {
            // `body` throws only `Failure`; the standard library's signature erases it.
            throw error as! Failure
        }
    }
}
