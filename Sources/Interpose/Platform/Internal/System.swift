// Unsafe: the pthread mutex and the thread-local storage are C memory, reached through pointers.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    #error("Unsupported platform: Interpose needs a C library with pthreads (Glibc, Musl or Darwin)")
#endif

/// The only file that imports the platform's C library: a mutex, a thread-local slot, a
/// write to standard error and a yield, so that everything else in the library stays free of
/// platform conditionals.
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

    /// A slot each thread has its own value in: a retained object, released when the thread ends.
    ///
    /// Reading it is a `pthread_getspecific`, a few instructions; control-flow scopes keep their
    /// per-thread stacks here.
    final class ThreadLocalSlot: Sendable {
        private let key: pthread_key_t

        init() {
            var key = pthread_key_t()
            let status = pthread_key_create(&key) { value in
                guard let value else { return }
                Unmanaged<AnyObject>.fromOpaque(value).release()
            }
            precondition(status == 0, "pthread_key_create failed: \(status)")
            self.key = key
        }

        /// This thread's object, not retained, or `nil` before the thread stored one.
        func load() -> UnsafeMutableRawPointer? {
            pthread_getspecific(key)
        }

        /// Stores `object` (retained until the thread ends) as this thread's value; call once
        /// per thread.
        func store(_ object: AnyObject) {
            pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
        }
    }

    /// Writes `bytes` to file descriptor 2, ignoring failures (there is nowhere to report them).
    static func writeToStandardError(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        _ = write(2, base, bytes.count)
    }

    /// Gives this thread's CPU to another thread that is ready to run.
    static func yieldThread() {
        _ = sched_yield()
    }
}
