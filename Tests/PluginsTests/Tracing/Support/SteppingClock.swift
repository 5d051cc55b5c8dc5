import Interpose
import Plugins

/// A wall clock for tests: each reading is one fixed step after the one before, from 0.
final class SteppingClock: Sendable {
    private let readings = Locked(0)
    /// The time between two readings, in seconds.
    let step: Double

    init(step: Double = 0.001) {
        self.step = step
    }

    /// The clock to hand a tracer.
    var clock: TraceClock {
        TraceClock(name: "steps") { [self] in
            Double(
                readings.withLock { count in
                    defer { count += 1 }
                    return count
                }) * step
        }
    }
}
