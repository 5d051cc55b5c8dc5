import Interpose
import Synchronization

/// A thread-safe counter.
final class Tally: Sendable {
    private let value = Atomic<Int>(0)

    func bump() {
        value.add(1, ordering: .relaxed)
    }

    var count: Int { value.load(ordering: .relaxed) }
}
