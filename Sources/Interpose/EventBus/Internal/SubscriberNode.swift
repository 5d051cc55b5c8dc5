/// The bus's record of one subscription, whatever its event type.
@usableFromInline
class AnySubscriberNode: ListedNode {
    @usableFromInline let id: UInt64
    let summary: SubscriptionDescription
    /// The only source this subscription takes events from, if it filters by source.
    let source: WeakReference?
    /// Runs once the subscription has been removed (streams finish this way).
    let onRemoval: (@Sendable () -> Void)?

    init(
        id: UInt64, summary: SubscriptionDescription, source: WeakReference?,
        onRemoval: (@Sendable () -> Void)?
    ) {
        self.id = id
        self.summary = summary
        self.source = source
        self.onRemoval = onRemoval
    }

    /// Whether every event of the type reaches the handler.
    @usableFromInline var isUnconditional: Bool { source == nil && !hasFilters }
    /// Whether the subscription filters events by content.
    @usableFromInline var hasFilters: Bool { false }
    /// Every delivery goes through the chain; the bus does not prefilter.
    @usableFromInline var filterBits: UInt { .max }

    /// Whether the subscription filters by a source that has gone, so it can never fire again.
    ///
    /// Called under the bus's lock, so the source it loads waits in `releases`.
    @usableFromInline func isOrphaned(_ releases: DeferredReleases) -> Bool {
        guard let source else { return false }
        return source.isGone(deferringReleaseTo: releases)
    }
}

/// One subscription to events of type `Event`: its filters and its handler.
@usableFromInline
final class SubscriberNode<Event>: AnySubscriberNode {
    /// The address of the source to take events from, or 0 for any source.
    @usableFromInline let sourceAddress: UInt
    @usableFromInline let hasFilter: Bool
    @usableFromInline let filter: @Sendable (Event) -> Bool
    @usableFromInline let handler: @Sendable (Event) throws -> Void

    init(
        id: UInt64, summary: SubscriptionDescription, source: AnyObject?,
        filter: (@Sendable (Event) -> Bool)?, onRemoval: (@Sendable () -> Void)?,
        handler: @escaping @Sendable (Event) throws -> Void
    ) {
        sourceAddress = source.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
        hasFilter = filter != nil
        self.filter = filter ?? { _ in true }
        self.handler = handler
        super.init(id: id, summary: summary, source: source.map(WeakReference.init), onRemoval: onRemoval)
    }

    /// Whether this subscription takes `event`, published by the source at `sourceAddress`.
    @inlinable
    func accepts(_ event: Event, from publisher: UInt, _ sourceObject: AnyObject?) -> Bool {
        if sourceAddress != 0 {
            guard sourceAddress == publisher, isSource(sourceObject) else { return false }
        }
        return !hasFilter || filter(event)
    }

    override var hasFilters: Bool { hasFilter }

    /// Tells the subscribed source from a new object at a freed source's address.
    @usableFromInline
    func isSource(_ object: AnyObject?) -> Bool {
        source?.object === object
    }
}

// Immutable after `init`.
extension AnySubscriberNode: @unchecked Sendable {}

// Immutable after `init`.
extension SubscriberNode: @unchecked Sendable {}
