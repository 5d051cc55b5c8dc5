// Unsafe: delivery borrows the slot, table and subscribers unretained; a retain per subscriber costs more than it.

/// Delivering an event: the event type's slot found without a lock, and its table run.
extension EventBus {
    /// Delivers `event` to every subscription for its type, in subscription order.
    @inlinable @inline(__always)
    func deliver<Event>(_ event: Event, from source: AnyObject?) {
        guard let slot = slot(for: Event.self) else { return }
        slot._withUnsafeGuaranteedRef { slot in
            let (mark, current) = slot.enter()
            defer { ReaderMarks.end(mark) }
            guard let table = current else { return }
            deliver(event, from: source, to: table)
        }
    }

    /// Whether the slot of events of type `type` has a table of subscriptions now.
    @inlinable @inline(__always)
    func hasChain<Event>(for type: Event.Type) -> Bool {
        guard let slot = slot(for: type) else { return false }
        return slot._withUnsafeGuaranteedRef { $0.loadCurrent() != nil }
    }

    /// The slot of events of type `type`, found without a lock; `nil` when nothing was ever
    /// subscribed to them.
    @inlinable @inline(__always)
    func slot<Event>(for type: Event.Type) -> Unmanaged<ChainSlot<AnySubscriberNode>>? {
        let key = EventTypeKey(type)
        guard let directory = store.published.load() else { return nil }
        return directory._withUnsafeGuaranteedRef { $0.slot(key: key.address, tag: key.tag) }
    }

    /// Calls each subscriber of `table` that accepts `event` from `source`, in order, reporting
    /// what a handler throws.
    @inlinable
    func deliver<Event>(_ event: Event, from source: AnyObject?, to table: Unmanaged<NodeTable<AnySubscriberNode>>) {
        let publisher = source.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
        let (count, nodes, filters) = table._withUnsafeGuaranteedRef { ($0.count, $0.nodes, !$0.isUnconditional) }
        for index in 0..<count {
            Unmanaged<SubscriberNode<Event>>.fromOpaque(nodes[index])._withUnsafeGuaranteedRef { node in
                if filters, !node.accepts(event, from: publisher, source) { return }
                do {
                    try node.handler(event)
                } catch {
                    report(error, from: node, eventType: Event.self)
                }
            }
        }
    }
}
