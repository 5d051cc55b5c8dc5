import Synchronization

/// The process-wide clock that orders calls across spies.
///
/// Every spied call takes the next number when it starts, so calls recorded by different spies
/// (on different hooks, even in different registries) can be compared.
enum SpySequence {
    private static let counter = Atomic<UInt64>(0)

    /// The next number: larger than every number handed out before.
    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
