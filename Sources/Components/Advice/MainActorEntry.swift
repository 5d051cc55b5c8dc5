import Interpose
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Main-actor closures made callable from advice, which the core runs as plain closures on the
/// thread that calls the hook.
///
/// `MainActor.assumeIsolated` does this job, but costs about a thousand instructions a call: it
/// asks the concurrency runtime for the current executor, and the closure handed to it asks
/// again on entry (the standard library is not compiled in Swift 6 mode, so the closure carries
/// a dynamic isolation check). Advice on a tap's events runs a dozen times per tap, so
/// ``MainActorAdvisor`` and the plugins use this instead: the main-actor closure is converted
/// once, when the advice is installed, and each call checks only that it runs on the main
/// thread, which costs a load and a compare.
///
/// The check is as strict as `assumeIsolated`'s. The first call on a thread asks the runtime
/// (`MainActor.preconditionIsolated()`), which stops the program off the main actor; once a
/// thread passed, it is remembered, and later calls compare the current thread with it. The
/// main actor's executor runs on the main thread, and synchronous code on the main thread is
/// on the main actor (the runtime answers the same when no task is running), so the thread
/// that passed is the main thread, which lives as long as the process.
@usableFromInline
package enum MainActorEntry {
    /// The thread that last passed the runtime's check, or 0.
    private static let mainThread = Atomic<UInt>(0)

    /// Stops the program unless it runs on the main actor.
    @inlinable @inline(__always)
    package static func preconditionIsolated() {
        if !isKnownMainThread() { verifyMainThread() }
    }

    /// `body`, callable from advice: each call checks the main thread, then runs `body`.
    @inlinable
    package static func checked<A, R>(_ body: @escaping @MainActor (A) -> R) -> @Sendable (A) -> R {
        let unchecked = unsafeBitCast(body, to: (@Sendable (A) -> R).self)
        return { a in
            preconditionIsolated()
            return unchecked(a)
        }
    }

    /// `body`, callable from advice: each call checks the main thread, then runs `body`.
    @inlinable
    package static func checked<A, B, R>(_ body: @escaping @MainActor (A, B) -> R) -> @Sendable (A, B) -> R {
        let unchecked = unsafeBitCast(body, to: (@Sendable (A, B) -> R).self)
        return { a, b in
            preconditionIsolated()
            return unchecked(a, b)
        }
    }

    /// `body`, callable from advice: each call checks the main thread, then runs `body`.
    @inlinable
    package static func checked<A, B, C, R>(
        _ body: @escaping @MainActor (A, B, C) -> R
    ) -> @Sendable (A, B, C) -> R {
        let unchecked = unsafeBitCast(body, to: (@Sendable (A, B, C) -> R).self)
        return { a, b, c in
            preconditionIsolated()
            return unchecked(a, b, c)
        }
    }

    /// `body`, callable as around advice: each call checks the main thread, then runs `body`.
    @inlinable
    package static func checked<Receiver, Arguments, Result>(
        _ body: @escaping @MainActor (borrowing Invocation<Receiver, Arguments, Result, Never>) -> Result
    ) -> @Sendable (borrowing Invocation<Receiver, Arguments, Result, Never>) -> Result {
        typealias Around = @Sendable (borrowing Invocation<Receiver, Arguments, Result, Never>) -> Result
        let unchecked = unsafeBitCast(body, to: Around.self)
        return { invocation in
            preconditionIsolated()
            return unchecked(invocation)
        }
    }

    @usableFromInline
    static func isKnownMainThread() -> Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            return mainThread.load(ordering: .relaxed) == currentThread()
        #else
            return false
        #endif
    }

    @usableFromInline @inline(never)
    static func verifyMainThread() {
        MainActor.preconditionIsolated()
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            mainThread.store(currentThread(), ordering: .relaxed)
        #endif
    }

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        private static func currentThread() -> UInt {
            #if canImport(Darwin)
                UInt(bitPattern: pthread_self())
            #else
                UInt(pthread_self())
            #endif
        }
    #endif
}
