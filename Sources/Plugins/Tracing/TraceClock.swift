import Components
import Interpose

/// Where a ``Tracer`` reads the time: the wall clock, an application's virtual clock, or any
/// other source of seconds.
///
/// ```swift
/// let tracer = Tracer(clock: .virtual(app.clock))   // times as the components see them
/// let timing = Tracer(clock: .wall)                  // real elapsed time
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

    /// Real time, in seconds since the clock was made.
    public static var wall: TraceClock {
        let start = ContinuousClock.now
        return TraceClock(name: "wall") {
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
    }

    /// `clock`'s virtual time, read for calls on main-actor receivers (every component is one,
    /// see ``Components/MainActorInterceptable``); a call on another receiver is stamped with
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
