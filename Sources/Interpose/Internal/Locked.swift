#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a pthread mutex: the lock for every registry, bus and host state.
///
/// `Synchronization.Mutex` would do the job, but on Linux it waits on a futex that
/// ThreadSanitizer cannot see, so every access it guards shows up as a race and the sanitizer
/// becomes useless for the rest of the library. A pthread mutex is understood by the sanitizer
/// and costs the same here, so the library's own races stay detectable.
final class Locked<Value> {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Never call user code from `body`.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
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
