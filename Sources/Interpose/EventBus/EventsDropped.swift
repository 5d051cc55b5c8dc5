/// A stream of bus events dropped an event because its buffer was full.
///
/// Delivery to subscribers is synchronous and never drops anything. A stream from
/// ``EventBus/events(of:from:where:owner:bufferingPolicy:)`` made with a bounded buffering
/// policy keeps only as many unread events as the policy says; each event it drops is reported
/// to the bus's error handler as a ``SubscriberFailure`` of the stream's subscription, carrying
/// this error with the number dropped so far, so nothing is lost silently.
///
/// ```swift
/// let bus = EventBus { failure in print(failure) }
/// let recent = bus.events(of: Moved.self, owner: "minimap", bufferingPolicy: .bufferingNewest(1))
/// bus.publish(Moved(x: 1))
/// bus.publish(Moved(x: 2))
/// // subscriber Moved 'stream' owned by minimap failed on Moved: the stream's buffer was full: 1 event dropped so far
/// ```
public struct EventsDropped: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many events the stream has dropped, this one included.
    public let total: Int

    /// Creates the error for a stream that has dropped `total` events.
    ///
    /// - Parameter total: How many events the stream has dropped so far.
    public init(total: Int) {
        self.total = total
    }

    /// One line: the buffer was full, and how many events were dropped so far.
    public var description: String {
        "the stream's buffer was full: \(total) event\(total == 1 ? "" : "s") dropped so far"
    }
}
