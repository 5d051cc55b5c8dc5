import Synchronization

/// The storage a registry and a bus share: node lists edited under a lock, and the directory
/// of chain slots that calls read without one.
///
/// Stored inline in its owner (it is noncopyable), so a call reaches its words with one load
/// from the owner. A hook call reads them in this order, each only if the one before let it
/// through:
///
/// ```
/// keys & bit(line) ─▶ published directory ─▶ filter & bit(receiver) ─▶ the hook's slot
///   (0: nothing         (nil: nothing           (all advice here is         (out of line)
///    installed)          installed)              for other instances)
/// ```
///
/// Every change keeps the words conservative for calls racing it: ``keys`` and ``filter`` are
/// widened to cover both the old and the new state before the new directory and tables are
/// published, and narrowed to the new state only after. A call that sees a bit clear can
/// therefore trust that nothing published, before or after, is filed there; a call that sees a
/// bit set only pays the next step to find out.
@usableFromInline
struct ChainStore<Key: ListKey, Node: ListedNode>: ~Copyable, Sendable {
    @usableFromInline let published = PublishedDirectory<Node>()
    /// Every slot's filter together: a call whose receiver it turns away skips the lookup.
    /// When all advice in a registry is instance-scoped, calls on other instances pay only the
    /// directory load, this load and a bit test on top of the no-advice path.
    @usableFromInline let filter = Atomic<UInt>(0)
    /// Every key that has nodes, one bit per key (``ListKey/filterBit``), and so 0
    /// exactly when nothing is installed. It is the first and, for a hook no advice is filed
    /// under, the only word a call reads: such a hook costs its callers the same in a registry
    /// with advice elsewhere as in an empty one, one load and a bit test.
    @usableFromInline let keys = Atomic<UInt>(0)
    let state: Locked<NodeLists<Key, Node>>

    /// An empty store whose chains lay nodes out by `side`.
    init(side: @escaping @Sendable (Node) -> NodeSide) {
        state = Locked(NodeLists(side: side))
    }

    /// Applies `edit` under the lock, drops nodes that can never apply again (their instance
    /// or source has gone), swaps the new tables in and publishes; then, with no lock held,
    /// frees the tables no call is using and hands the removed nodes to `removed`.
    ///
    /// `edit` parks the objects it loads from weak references in the ``DeferredReleases`` it
    /// is given, so that no `deinit` runs under the lock. `finish`, still under the lock, sees
    /// the lists once the orphans are gone (``NodeLists/pendingRemovals`` lists every node the
    /// change removed) and may remove more.
    func change<Value, Failure: Error>(
        _ edit: (inout NodeLists<Key, Node>, DeferredReleases) throws(Failure) -> Value,
        removed: ([Node]) -> Void = { _ in },
        finish: (inout NodeLists<Key, Node>, DeferredReleases) -> Void = { _, _ in }
    ) throws(Failure) -> Value {
        let (value, commit, gone) = try state.withLockDeferringReleases {
            (state, releases) throws(Failure) -> (Value, NodeLists<Key, Node>.Commit, [Node]) in
            let value = try edit(&state, releases)
            state.remove { $0.isOrphaned(releases) }
            finish(&state, releases)
            // Widen first, narrow after (see above), as each slot does with its own filter.
            let union = state.allNodes.reduce(0) { $0 | $1.filterBits }
            let keyUnion = state.keyFilter
            filter.store(filter.load(ordering: .relaxed) | union, ordering: .sequentiallyConsistent)
            keys.store(keys.load(ordering: .relaxed) | keyUnion, ordering: .sequentiallyConsistent)
            let commit = state.commit()
            if let directory = commit.publish { published.publish(directory) }
            filter.store(union, ordering: .sequentiallyConsistent)
            keys.store(keyUnion, ordering: .sequentiallyConsistent)
            return (value, commit, state.takeRemoved())
        }
        for slot in commit.slots { slot.reclaim() }
        removed(gone)
        return value
    }

    /// Whether anything is filed under a key whose bit is `bit` (``ListKey/filterBit``), or
    /// under another key that shares it: one load and a bit test, `false` whenever nothing is
    /// installed.
    @inlinable @inline(__always)
    func admits(keyBit bit: UInt) -> Bool {
        keys.load(ordering: .acquiring) & bit != 0
    }

    /// Whether any advice here may apply to `receiver`: one load and a bit test.
    @inlinable @inline(__always)
    func admits(_ receiver: AnyObject) -> Bool {
        let bit = ChainSlot<Node>.filterBit(for: UInt(bitPattern: ObjectIdentifier(receiver)))
        return filter.load(ordering: .acquiring) & bit != 0
    }

    /// Reads the lists under the lock; weak references loaded by `read` are let go after.
    func read<Value>(_ read: (NodeLists<Key, Node>, DeferredReleases) -> Value) -> Value {
        state.withLockDeferringReleases { state, releases in read(state, releases) }
    }
}
