import Foundation

/// A value behind an `NSLock`, for test doubles shared across threads, in every test target.
///
/// Tests avoid `Synchronization.Mutex` here: on Linux ThreadSanitizer cannot see its futex and
/// would report every guarded access as a race.
public final class Guarded<Value> {
    private var value: Value
    private let lock = NSLock()

    /// Guards `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value, under the lock.
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

// Every access goes through `withLock`.
extension Guarded: @unchecked Sendable {}
