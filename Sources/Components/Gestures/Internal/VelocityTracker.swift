/// Recent samples of a quantity over time (a translation, a scale), and how fast it changes.
///
/// The velocity is the change over about the last tenth of a second: from the newest sample
/// back to the latest one at least that old (or the oldest kept), divided by the time between
/// them. Samples taken at the same time as the newest count as it, so a finger lifted where it
/// last moved keeps the speed it had; one that rested before lifting reports it slowed down.
struct VelocityTracker {
    /// How far back, in seconds, the velocity looks.
    static let window = 0.1

    private var samples: [(time: Double, value: Point)] = []

    /// Adds a sample taken at `time`.
    mutating func add(_ value: Point, at time: Double) {
        samples.append((time, value))
        guard let newest = samples.last?.time else { return }
        if let keep = samples.lastIndex(where: { $0.time <= newest - Self.window * 2 }), keep > 0 {
            samples.removeFirst(keep)
        }
    }

    /// Shifts every sample by `offset`: the quantity was rebased, its speed unchanged.
    mutating func shift(by offset: Point) {
        samples = samples.map { ($0.time, $0.value + offset) }
    }

    /// Forgets every sample.
    mutating func clear() {
        samples = []
    }

    /// The change per second; zero with fewer than two samples at different times.
    var velocity: Point {
        guard let newest = samples.last else { return .zero }
        let base = samples.last { $0.time <= newest.time - Self.window + 1e-9 } ?? samples[0]
        let elapsed = newest.time - base.time
        guard elapsed > 0 else { return .zero }
        let change = newest.value - base.value
        return Point(x: change.x / elapsed, y: change.y / elapsed)
    }
}
