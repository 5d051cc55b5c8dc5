/// A value behind a ``System/Mutex``: the lock for every registry, bus, host and spy state, and
/// for the state of the package's other modules (components and plugins).
///
/// A pthread mutex rather than `Synchronization.Mutex`, which ThreadSanitizer cannot see on
/// Linux (see ``System/Mutex``). Never call user code while holding it: read a snapshot under
/// the lock and call outside it.
///
/// ```swift
/// private let state = Locked(State())
/// let bus = state.withLock { $0.bus }
/// ```
package final class Locked<Value> {
    private var value: Value
    private let mutex = System.Mutex()

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. Never call user code from `body`.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }

    /// Runs `body` like ``withLock(_:)``, with somewhere to park the strong references that
    /// testing weak ones loads, let go only after unlocking (see ``DeferredReleases``).
    func withLockDeferringReleases<Result, Failure: Error>(
        _ body: (inout Value, DeferredReleases) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let releases = DeferredReleases()
        defer { releases.drain() }
        return try withLock { (value) throws(Failure) -> Result in try body(&value, releases) }
    }
}

// The value is only ever reached through `withLock`, which serializes every access with the
// mutex; a `Sendable` value may therefore be shared across threads.
extension Locked: @unchecked Sendable where Value: Sendable {}
