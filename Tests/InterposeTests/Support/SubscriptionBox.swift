import Interpose

/// Holds a subscription for a handler that cancels itself.
final class SubscriptionBox {
    var subscription: Subscription?
}

// Written once before the first publication, read during it on the same thread.
extension SubscriptionBox: @unchecked Sendable {}
