/// A subscriber's handler threw while an event was delivered to it.
///
/// Delivery goes on to the other subscribers; the bus hands this to its error handler.
public struct SubscriberFailure: Error, CustomStringConvertible {
    /// The name of the event type that was being delivered.
    public let eventType: String
    /// The subscription whose handler threw.
    public let subscription: SubscriptionDescription
    /// What the handler threw.
    public let error: any Error

    /// One line naming the event type, the subscription and the error.
    public var description: String {
        "subscriber \(subscription) failed on \(eventType): \(error)"
    }
}
