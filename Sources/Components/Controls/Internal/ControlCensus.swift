import Interpose
import Synchronization

/// How many controls exist per aspect registry: counted up as a control is made and down as
/// it goes (``Control/liveCount(in:)``).
///
/// A registry outlives its controls (each holds it), so its count is back to zero before it
/// goes, and its entry with it: a later registry at the same address starts from nothing.
enum ControlCensus {
    private static let counts = Mutex<[ObjectIdentifier: Int]>([:])

    /// Counts a control made with `registry`.
    static func add(_ registry: AspectRegistry) {
        counts.withLock { $0[ObjectIdentifier(registry), default: 0] += 1 }
    }

    /// Counts a control made with `registry` as gone.
    static func remove(_ registry: AspectRegistry) {
        counts.withLock { counts in
            let key = ObjectIdentifier(registry)
            let left = counts[key, default: 0] - 1
            counts[key] = left > 0 ? left : nil
        }
    }

    /// The controls made with `registry` that still exist.
    static func count(_ registry: AspectRegistry) -> Int {
        counts.withLock { $0[ObjectIdentifier(registry)] ?? 0 }
    }
}
