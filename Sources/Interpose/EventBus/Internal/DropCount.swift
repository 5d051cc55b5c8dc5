import Synchronization

/// The number of events one stream has dropped; streams are fed from any publishing thread.
final class DropCount: Sendable {
    private let count = Atomic<Int>(0)

    /// Counts one more dropped event; returns the total.
    func add() -> Int {
        count.add(1, ordering: .relaxed).newValue
    }
}
