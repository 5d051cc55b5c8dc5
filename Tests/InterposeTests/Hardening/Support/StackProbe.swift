import Foundation
import TestSupport

/// Runs work on a thread with a stack of a given size, as a program's main thread has, and
/// measures how deep the work went in bytes.
enum StackProbe {
    /// The address of a local in the caller's frame.
    static func here() -> Int {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    }

    /// Runs `body` on a new thread whose stack holds `stackSize` bytes, and waits for it.
    static func run<Result: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> Result) -> Result {
        let result = Guarded<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }
}
