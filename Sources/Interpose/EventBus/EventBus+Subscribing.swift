/// Subscribing, cancelling and streaming.
extension EventBus {
    /// Subscribes `handler` to events of type `type`.
    ///
    /// ```swift
    /// bus.subscribe(to: Tapped.self, where: { $0.tapCount == 2 }) { tap in … }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The event type; only events published with exactly this static type arrive.
    ///   - source: When given, only events published `from:` this object arrive. It is held
    ///     weakly; once it is gone nothing reaches the subscription, and the bus drops it (and
    ///     frees its handler) at its next change: subscribing or cancelling anywhere on it.
    ///   - filter: When given, only events it accepts arrive.
    ///   - name: A name for listings and error reports.
    ///   - owner: Who subscribed, for listings and ``removeSubscriptions(ownedBy:)``.
    ///   - handler: Called synchronously on the publishing thread. What it throws goes to the
    ///     bus's error handler; delivery to the others goes on.
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribe<Event>(
        to type: Event.Type, from source: AnyObject? = nil, where filter: (@Sendable (Event) -> Bool)? = nil,
        named name: String? = nil, owner: String? = nil,
        _ handler: @escaping @Sendable (Event) throws -> Void
    ) -> Subscription {
        subscribe(
            to: type, from: source, where: filter, named: name, owner: owner, onRemoval: nil, handler)
    }

    /// Events of type `type` as an asynchronous sequence, for async consumers.
    ///
    /// The stream subscribes at once and buffers what arrives until it is read. It finishes
    /// when its subscription is removed (by the owner, or ``removeAll()``); ending the loop
    /// that reads it cancels the subscription. With a bounded `bufferingPolicy`, every event
    /// the stream drops is reported to the bus's error handler as ``EventsDropped``.
    ///
    /// ```swift
    /// for await change in bus.events(of: ValueChanged.self) { … }
    /// ```
    public func events<Event: Sendable>(
        of type: Event.Type, from source: AnyObject? = nil, where filter: (@Sendable (Event) -> Bool)? = nil,
        owner: String? = nil, bufferingPolicy: AsyncStream<Event>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Event> {
        stream(of: type, from: source, where: filter, owner: owner, bufferingPolicy: bufferingPolicy).stream
    }

    /// A stream of events and the subscription that feeds it.
    func stream<Event: Sendable>(
        of type: Event.Type, from source: AnyObject?, where filter: (@Sendable (Event) -> Bool)?,
        owner: String?, bufferingPolicy: AsyncStream<Event>.Continuation.BufferingPolicy
    ) -> (stream: AsyncStream<Event>, subscription: Subscription) {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: bufferingPolicy)
        let dropped = DropCount()
        let subscription = subscribe(
            to: type, from: source, where: filter, named: "stream", owner: owner,
            onRemoval: { continuation.finish() }
        ) { event in
            if case .dropped = continuation.yield(event) { throw EventsDropped(total: dropped.add()) }
        }
        continuation.onTermination = { _ in subscription.cancel() }
        return (stream, subscription)
    }

    func subscribe<Event>(
        to type: Event.Type, from source: AnyObject?, where filter: (@Sendable (Event) -> Bool)?,
        named name: String?, owner: String?, onRemoval: (@Sendable () -> Void)?,
        _ handler: @escaping @Sendable (Event) throws -> Void
    ) -> Subscription {
        let key = EventTypeKey(type)
        let typeName = String(describing: type)
        let summary = SubscriptionDescription(
            eventType: typeName, name: name, owner: owner, filtersSource: source != nil)
        return change { state, _ in
            let id = state.takeID()
            let node = SubscriberNode(
                id: id, summary: summary, source: source, filter: filter, onRemoval: onRemoval, handler: handler)
            state.insert(node, at: .max, key: key, name: typeName)
            return Subscription(bus: self, id: id, summary: summary)
        }
    }

    /// Cancels the subscription with `id`, if it is still there.
    func removeSubscription(id: UInt64) {
        change { state, _ in state.remove { $0.id == id } }
    }

    /// Whether the subscription with `id` is there.
    func containsSubscription(id: UInt64) -> Bool {
        store.read { state, releases in state.node(id: id).map { !$0.isOrphaned(releases) } ?? false }
    }

    /// Applies `edit` under the lock and publishes the result; then, outside the lock, tells
    /// removed subscriptions they are gone (streams finish this way).
    @discardableResult
    func change<Value>(_ edit: (inout NodeLists<EventTypeKey, AnySubscriberNode>, DeferredReleases) -> Value) -> Value {
        store.change(edit) { removed in
            for node in removed { node.onRemoval?() }
        }
    }
}
