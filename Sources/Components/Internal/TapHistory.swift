/// The taps an application remembers for counting the next one, as the system does.
///
/// A touch that begins within the multi-tap interval after a tap ended, close enough to it on
/// the same window, continues its count: the second tap of a double tap has a tap count of 2.
struct TapHistory {
    struct Entry {
        let location: Point
        let window: ObjectIdentifier
        let time: Double
        let count: Int
    }

    private(set) var entries: [Entry] = []

    /// The tap count for a touch beginning at `location` on `window` at `time`; consumes the
    /// tap it continues.
    mutating func count(at location: Point, window: ObjectIdentifier, time: Double, rules: Rules) -> Int {
        prune(before: time - rules.interval)
        guard let index = match(location, window, time, rules) else { return 1 }
        return entries.remove(at: index).count + 1
    }

    /// Remembers a tap that ended.
    mutating func record(_ entry: Entry) {
        entries.append(entry)
    }

    /// When a tap beginning at `location` on `window` stops continuing an earlier one; `nil`
    /// if it would not continue one at `time`.
    func deadline(at location: Point, window: ObjectIdentifier, time: Double, rules: Rules) -> Double? {
        guard let index = match(location, window, time, rules) else { return nil }
        return entries[index].time + rules.interval
    }

    private func match(_ location: Point, _ window: ObjectIdentifier, _ time: Double, _ rules: Rules) -> Int? {
        entries.lastIndex { entry in
            entry.window == window && time - entry.time <= rules.interval
                && entry.location.distance(to: location) <= rules.distance
        }
    }

    private mutating func prune(before time: Double) {
        entries.removeAll { $0.time < time }
    }

    /// How close in time and space taps must be.
    struct Rules {
        let interval: Double
        let distance: Double
    }
}
