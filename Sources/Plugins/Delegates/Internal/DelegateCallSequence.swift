import Synchronization

/// The process-wide counter that orders delegate calls across components, spies and plugins.
///
/// Every call a proxy sees takes the next number when it starts, so calls recorded by
/// different spies, or published by different plugins, can be compared. It is separate from
/// the core `Spy`'s counter, which the core keeps to itself.
enum DelegateCallSequence {
    private static let counter = Atomic<UInt64>(0)

    /// The next number: larger than every number handed out before.
    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
