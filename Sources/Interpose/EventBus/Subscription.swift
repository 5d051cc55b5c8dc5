/// A receipt for a subscription: cancel it to stop delivery.
///
/// Cancelling from inside a handler is safe: the delivery under way finishes, the next
/// publication skips the handler. Dropping the token does not cancel.
public final class Subscription: Sendable, Hashable, CustomStringConvertible {
    private weak let bus: EventBus?
    let id: UInt64
    /// What the subscription is.
    public let summary: SubscriptionDescription

    init(bus: EventBus, id: UInt64, summary: SubscriptionDescription) {
        self.bus = bus
        self.id = id
        self.summary = summary
    }

    /// Stops delivery. Cancelling twice, or after the bus is gone, does nothing.
    public func cancel() {
        bus?.removeSubscription(id: id)
    }

    /// Whether the subscription still receives events.
    public var isActive: Bool {
        bus?.containsSubscription(id: id) ?? false
    }

    /// The subscription in words.
    public var description: String { "Subscription(\(summary))" }

    /// Subscriptions are equal when they are the same subscription.
    public static func == (lhs: Subscription, rhs: Subscription) -> Bool { lhs === rhs }

    /// Hashes the subscription's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
