import Interpose
import TestSupport

/// A thread-safe list of what happened, in order.
final class Trail: Sendable {
    private let entries = Guarded<[String]>([])

    func note(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] { entries.withLock { $0 } }

    func clear() {
        entries.withLock { $0 = [] }
    }
}
