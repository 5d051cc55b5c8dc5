#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    #error("Unsupported platform: Interpose needs a C library with pthreads (Glibc, Musl or Darwin)")
#endif

/// The only file that imports the platform's C library: a mutex and a write to standard error,
/// so that everything else in the library stays free of platform conditionals.
enum System {
    /// A pthread mutex on the heap (its address must not change while in use).
    ///
    /// `Synchronization.Mutex` would do the job, but on Linux it waits on a futex that
    /// ThreadSanitizer cannot see, so every access it guards shows up as a race and the
    /// sanitizer becomes useless for the rest of the library. A pthread mutex is understood
    /// by the sanitizer and costs the same here.
    final class Mutex {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>

        init() {
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed: \(status)")
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        /// Blocks until the mutex is this thread's.
        func lock() {
            pthread_mutex_lock(mutex)
        }

        /// Lets the mutex go.
        func unlock() {
            pthread_mutex_unlock(mutex)
        }
    }

    /// Writes `bytes` to file descriptor 2, ignoring failures (there is nowhere to report them).
    static func writeToStandardError(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        _ = write(2, base, bytes.count)
    }
}
