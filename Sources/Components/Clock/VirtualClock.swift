/// Time that passes only when told to: the run loop of the component model.
///
/// Work is scheduled to run after a delay, or repeatedly. Nothing runs, and no time passes,
/// until ``advance(by:)-(Double)`` (or ``runUntilIdle(limit:)``) is called; then due work runs
/// in time order, work due at the same moment in the order it was scheduled, each at its own
/// due time (``now`` reads that time while it runs). Nothing ever sleeps, so long presses,
/// double-tap windows and timeouts take no real time and always come out the same.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: 0.5) { print("half a second") }
/// clock.schedule(every: 0.2) { print("tick") }
/// clock.advance(by: 0.6)   // tick (0.2), tick (0.4), half a second (0.5)
/// ```
///
/// Time is kept in whole nanoseconds, so advancing by 0.1 ten times is exactly one second.
@MainActor
public final class VirtualClock {
    private var nanoseconds: Int64 = 0
    private var queue: [(due: Int64, order: Int, token: ClockToken)] = []
    private var scheduledCount = 0

    /// Creates a clock at time zero.
    public init() {}

    /// The current time, in seconds since the clock was created.
    public var now: Double { Double(nanoseconds) / 1e9 }

    /// The current time as a duration since the clock was created.
    public var elapsed: Duration { .nanoseconds(nanoseconds) }

    /// How many pieces of work are waiting to run.
    public var pendingCount: Int { queue.count { $0.token.isPending } }

    /// When the next piece of work is due, or `nil` if none is waiting.
    public var nextDueTime: Double? {
        queue.first { $0.token.isPending }.map { Double($0.due) / 1e9 }
    }

    /// Schedules `work` to run once, `delay` seconds from now (now, for a delay of zero or
    /// less, or not a number: at the next advance).
    @discardableResult
    public func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) -> ClockToken {
        enqueue(due: Self.sum(nanoseconds, Self.nanoseconds(delay)), interval: nil, work: work)
    }

    /// Schedules `work` to run once, after `delay`.
    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ClockToken {
        schedule(after: Self.seconds(delay), work)
    }

    /// Schedules `work` to run every `interval` seconds, the first time `interval` from now,
    /// until its token is cancelled. Intervals under a millisecond count as one millisecond.
    @discardableResult
    public func schedule(every interval: Double, _ work: @escaping @MainActor () -> Void) -> ClockToken {
        let step = Swift.max(Self.nanoseconds(interval), 1_000_000)
        return enqueue(due: Self.sum(nanoseconds, step), interval: Double(step) / 1e9, work: work)
    }

    /// Moves time forward by `seconds`, running the work that falls due on the way; a negative
    /// amount, or not a number, moves nothing but runs what is already due.
    public func advance(by seconds: Double) {
        advance(toNanoseconds: Self.sum(nanoseconds, Self.nanoseconds(seconds)))
    }

    /// Moves time forward by `duration`, running the work that falls due on the way.
    public func advance(by duration: Duration) {
        advance(by: Self.seconds(duration))
    }

    /// Moves time forward to `time` seconds, if it is later than now, running the work that
    /// falls due on the way.
    public func advance(to time: Double) {
        advance(by: time - now)
    }

    /// Runs waiting work, moving time to each piece's due time, until none is left or `limit`
    /// pieces have run (repeating work never runs out).
    ///
    /// - Returns: How many pieces of work ran.
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000) -> Int {
        var count = 0
        while count < limit, let next = popPending(dueBy: .max) {
            run(next)
            count += 1
        }
        return count
    }

    private func advance(toNanoseconds target: Int64) {
        let target = Swift.max(target, nanoseconds)
        while let next = popPending(dueBy: target) {
            run(next)
        }
        nanoseconds = target
    }

    private func run(_ entry: (due: Int64, order: Int, token: ClockToken)) {
        nanoseconds = Swift.max(nanoseconds, entry.due)
        let token = entry.token
        if let interval = token.interval {
            let step = Self.nanoseconds(interval)
            token.dueTime = Double(Self.sum(entry.due, step)) / 1e9
            insert((Self.sum(entry.due, step), nextOrder(), token))
        } else {
            token.hasRun = true
        }
        token.work()
    }

    private func enqueue(due: Int64, interval: Double?, work: @escaping @MainActor () -> Void) -> ClockToken {
        let due = Swift.max(due, nanoseconds)
        let token = ClockToken(dueTime: Double(due) / 1e9, interval: interval, work: work)
        insert((due, nextOrder(), token))
        return token
    }

    private func insert(_ entry: (due: Int64, order: Int, token: ClockToken)) {
        let index = queue.firstIndex { ($0.due, $0.order) > (entry.due, entry.order) } ?? queue.count
        queue.insert(entry, at: index)
    }

    private func popPending(dueBy limit: Int64) -> (due: Int64, order: Int, token: ClockToken)? {
        queue.removeAll { !$0.token.isPending }
        guard let first = queue.first, first.due <= limit else { return nil }
        return queue.removeFirst()
    }

    private func nextOrder() -> Int {
        scheduledCount += 1
        return scheduledCount
    }

    private static func nanoseconds(_ seconds: Double) -> Int64 {
        guard seconds > 0 else { return 0 }
        return seconds < 9e9 ? Int64((seconds * 1e9).rounded()) : Int64(9e18)
    }

    private static func sum(_ lhs: Int64, _ rhs: Int64) -> Int64 {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? .max : sum
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
