import Components
import Interpose

/// Where a ``Tracer`` reads the time: the wall clock, an application's virtual clock, or any
/// other source of seconds.
///
/// A tracer reads two: its clock, the time the traced program keeps, and its wall clock, real
/// time. A test makes the wall clock deterministic with a clock that advances by fixed steps.
///
/// ```swift
/// let tracer = Tracer(clock: .virtual(app.clock))   // virtual times beside real ones
/// let timing = Tracer()                              // real times only
/// // `ticks` is a thread-safe counter of the test's own: 0, 0.001, 0.002, … a step a reading.
/// let fixed = Tracer(clock: .virtual(app.clock), wallClock: TraceClock(name: "steps") { ticks.next() })
/// ```
public struct TraceClock: Sendable {
    /// The clock's name, as the Chrome export records it.
    public let name: String
    /// The time in seconds, given whether the caller is on the main actor.
    private let read: @Sendable (_ onMainActor: Bool) -> Double

    /// A clock from a source of seconds.
    ///
    /// - Parameters:
    ///   - name: What the export calls it.
    ///   - now: The current time in seconds; it should not go backwards.
    public init(name: String, now: @escaping @Sendable () -> Double) {
        self.name = name
        self.read = { _ in now() }
    }

    private init(name: String, read: @escaping @Sendable (_ onMainActor: Bool) -> Double) {
        self.name = name
        self.read = read
    }

    /// The current time, in seconds, for a call on the main actor or not.
    func now(onMainActor: Bool) -> Double { read(onMainActor) }

    /// Real time from a monotonic clock (`ContinuousClock`), in seconds since the clock was
    /// made: a tracer's default wall clock is made with the tracer, so its trace starts at 0.
    public static var wall: TraceClock {
        let start = ContinuousClock.now
        return TraceClock(name: "wall") {
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
    }

    /// `clock`'s virtual time, read for calls on main-actor receivers (every component is one,
    /// see `MainActorInterceptable`); a call on another receiver is stamped with
    /// the last time read.
    ///
    /// - Parameter clock: An application's clock.
    /// - Returns: The trace clock.
    @MainActor
    public static func virtual(_ clock: VirtualClock) -> TraceClock {
        // The last time read, for calls off the main actor.
        let last = Locked(clock.now)
        let read = MainActorEntry.checked { (_: Void) in clock.now }
        return TraceClock(name: "virtual") { onMainActor in
            guard onMainActor else { return last.withLock { $0 } }
            let now = read(())
            last.withLock { $0 = now }
            return now
        }
    }
}
