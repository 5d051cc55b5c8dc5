/// Typed, synchronous publish and subscribe.
///
/// Any type can be an event. Subscribers name the type they want, optionally a source and a
/// filter, and are called in subscription order, synchronously, on the publishing thread:
///
/// ```swift
/// let bus = EventBus()
/// let subscription = bus.subscribe(to: ValueChanged.self, from: slider) { change in
///     print("slider now", change.value)
/// }
/// bus.publish(ValueChanged(value: 0.5), from: slider)
/// subscription.cancel()
/// ```
///
/// Publishing takes no lock: like ``AspectRegistry``, the bus swaps an immutable table of an
/// event type's subscriptions in on every change, and delivery reads it with atomic loads,
/// counted in as a reader so that a replaced table is freed (with the handlers it holds) as
/// soon as no delivery is using it. A handler
/// that throws does not stop delivery to the others; its error goes to the bus's error
/// handler, with the subscription that threw.
public final class EventBus: Sendable {
    @usableFromInline let store = ChainStore<EventTypeKey, AnySubscriberNode>(side: { _ in .before })
    @usableFromInline let errorHandler: @Sendable (SubscriberFailure) -> Void

    /// Creates a bus.
    ///
    /// - Parameter onError: Receives every error a subscriber throws. The default writes a line
    ///   to standard error.
    public init(onError: @escaping @Sendable (SubscriberFailure) -> Void = EventBus.writeToStandardError) {
        errorHandler = onError
    }

    /// Tells every remaining subscription that it is gone, so streams read from a bus that
    /// goes away finish rather than wait forever.
    deinit {
        for node in store.read({ state, _ in state.allNodes }) { node.onRemoval?() }
    }

    /// Delivers `event` to every subscription for its type, in subscription order.
    ///
    /// - Parameters:
    ///   - event: The event; its static type selects the subscribers.
    ///   - source: The object the event is about, for subscriptions that filter by source.
    @inlinable
    public func publish<Event>(_ event: Event, from source: AnyObject? = nil) {
        deliver(event, from: source)
    }

    /// Whether any subscription for events of type `type` may be there: one lookup and one
    /// load, for a publisher that would otherwise build an event nobody receives (the
    /// target-action listener, which would read a control's value on every dispatch, and the
    /// recorder, which would build each command with its provenance).
    ///
    /// A `true` answer is conservative: a subscription whose source is gone, or whose filter
    /// would turn the event away, still counts. The answer is a snapshot: a subscription made or
    /// cancelled afterwards on another thread is not seen.
    ///
    /// ```swift
    /// if bus.hasSubscribers(for: CommandRecorded.self) { bus.publish(makeEvent()) }
    /// ```
    ///
    /// - Parameter type: The event type, as ``publish(_:from:)`` would select it.
    /// - Returns: Whether publishing an event of this type might reach a handler.
    @inlinable
    public func hasSubscribers<Event>(for type: Event.Type) -> Bool {
        hasChain(for: type)
    }

    /// Hands a subscriber's error to the error handler.
    @usableFromInline
    func report<Event>(_ error: any Error, from node: AnySubscriberNode, eventType: Event.Type) {
        errorHandler(
            SubscriberFailure(eventType: String(describing: eventType), subscription: node.summary, error: error))
    }

    /// Every subscription, grouped by event type (types sorted by name), in delivery order.
    public func subscriptions() -> [SubscriptionDescription] {
        store.read { state, _ in
            state.lists.values.sorted { $0.name < $1.name }.flatMap { $0.nodes.map(\.summary) }
        }
    }

    /// Cancels every subscription `owner` made; returns how many there were.
    @discardableResult
    public func removeSubscriptions(ownedBy owner: String) -> Int {
        change { state, _ in state.remove { $0.summary.owner == owner } }
    }

    /// Cancels every subscription.
    public func removeAll() {
        change { state, _ in state.remove { _ in true } }
    }

    /// The default error handler: one line on standard error.
    @Sendable
    public static func writeToStandardError(_ failure: SubscriberFailure) {
        StandardError.write("interpose: \(failure)\n")
    }
}
