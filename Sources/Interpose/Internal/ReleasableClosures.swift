/// A holder whose contents can be dropped when the instance an advice is scoped to goes away.
///
/// Instance-scoped advice calls its closures through a holder. Replaced snapshots may keep the
/// node itself alive until the registry goes, but they no longer keep the user's closures (and
/// what they capture): those are released with the instance.
///
/// Dropping is safe without a lock. Only a call on the instance itself gets past the node's
/// scope test, and such a call holds the instance; once the instance is deinitializing, every
/// such call has finished (their releases of the instance happen before its `deinit`) and no
/// new one can start, not even one the `deinit` makes itself, since a weak reference to a
/// deinitializing object reads `nil`.
///
/// The same argument shows no read ever overlaps the write, so the property opts out of
/// Swift's dynamic exclusivity check, which would otherwise cost about 60 instructions on every
/// call of the advice.
final class ReleasableClosures<Value> {
    @exclusivity(unchecked) nonisolated(unsafe) var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    /// Drops the closures; see the type's discussion for why no lock is needed.
    func release() {
        value = nil
    }
}

// `value` is written once, by `release()`, and never while a call can read it (see above).
extension ReleasableClosures: @unchecked Sendable {}
