import Synchronization

/// Counts the objects it made that are still alive, so a test can check that everything a
/// closure captured was freed.
final class Census: Sendable {
    private let alive = Atomic<Int>(0)
    private let made = Atomic<Int>(0)

    /// A new object this census counts until it is freed.
    func member() -> Member {
        Member(census: self)
    }

    /// How many of its objects are alive now.
    var living: Int { alive.load(ordering: .sequentiallyConsistent) }

    /// How many it ever made.
    var total: Int { made.load(ordering: .sequentiallyConsistent) }

    fileprivate func born() {
        alive.add(1, ordering: .sequentiallyConsistent)
        made.add(1, ordering: .sequentiallyConsistent)
    }

    fileprivate func died() {
        alive.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// An object a census counts; advice and subscribers capture one and touch it.
    final class Member: Sendable {
        private let census: Census

        fileprivate init(census: Census) {
            self.census = census
            census.born()
        }

        deinit { census.died() }

        /// Does nothing, so a closure has a reason to capture the member.
        func touch() {}
    }
}
