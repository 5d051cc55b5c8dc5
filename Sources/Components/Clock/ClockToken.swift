/// A receipt for work scheduled on a ``VirtualClock``: cancel the work with it.
///
/// ```swift
/// let timeout = clock.schedule(after: 5) { showTimeoutAlert() }
/// timeout.cancel()
/// ```
@MainActor
public final class ClockToken {
    /// When the work is next due, in seconds on the clock.
    public internal(set) var dueTime: Double
    /// For repeating work, the time between runs; otherwise `nil`.
    public let interval: Double?
    /// Whether the work was cancelled.
    public private(set) var isCancelled = false
    /// Whether one-shot work has run.
    public internal(set) var hasRun = false
    let work: @MainActor () -> Void

    init(dueTime: Double, interval: Double?, work: @escaping @MainActor () -> Void) {
        self.dueTime = dueTime
        self.interval = interval
        self.work = work
    }

    /// Whether the work will still run: not cancelled and, unless it repeats, not yet run.
    public var isPending: Bool { !isCancelled && !hasRun }

    /// Cancels the work: it will not run (again). Cancelling twice does nothing.
    public func cancel() {
        isCancelled = true
    }
}
