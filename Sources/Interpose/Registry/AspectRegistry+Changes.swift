import Synchronization

/// The mutation side of the registry: every change runs under the lock, then publishes.
extension AspectRegistry {
    /// Inserts a node built by `makeNode` on the hook with `key`, where `options` place it.
    func insert<Receiver>(
        key: HookKey, hook: String, options: AdviceOptions<Receiver>, kind: AdviceKind,
        makeNode: (UInt64, AdviceDescription, AdviceToken) -> AnyAdviceNode
    ) throws(AdviceError) -> AdviceToken {
        try change { (state, releases) throws(AdviceError) -> AdviceToken in
            let index = try Self.insertionIndex(
                for: options, among: state.nodes(for: key), hook: hook, releases: releases)
            let id = state.takeID()
            let summary = AdviceDescription(
                hook: hook, name: options.name, kind: kind, scope: options.scope.description,
                owner: options.owner, once: options.once)
            let token = AdviceToken(registry: self, id: id, hook: hook, name: options.name)
            let node = makeNode(id, summary, token)
            state.insert(node, at: index, key: key, name: hook)
            if node.instance != nil { instanceScopedCount.add(1, ordering: .relaxed) }
            return token
        }
    }

    /// Where advice placed by `options` goes among `nodes`.
    private static func insertionIndex<Receiver>(
        for options: AdviceOptions<Receiver>, among nodes: [AnyAdviceNode], hook: String,
        releases: DeferredReleases
    ) throws(AdviceError) -> Int {
        let live = nodes.filter { !$0.isOrphaned(releases) }
        if let name = options.name, live.contains(where: { $0.name == name }) {
            throw .duplicateName(name, hook: hook)
        }
        switch options.position {
        case .first: return 0
        case .last: return nodes.count
        case .before(let name), .after(let name):
            guard let found = nodes.firstIndex(where: { $0.name == name && !$0.isOrphaned(releases) }) else {
                throw .unknownPosition(name, hook: hook)
            }
            if case .after = options.position { return found + 1 }
            return found
        }
    }

    /// Removes the advice with `id`, if it is still installed.
    func removeAdvice(id: UInt64) {
        change { state, _ in state.remove { $0.id == id } }
    }

    /// Whether the advice with `id` is installed.
    func containsAdvice(id: UInt64) -> Bool {
        state.withLock { $0.contains(id: id) }
    }

    /// Applies `edit` under the lock, prunes advice whose instance has gone, publishes a new
    /// snapshot if anything changed, and then (outside the lock) frees what can be freed.
    /// `edit` parks the instances it tests in the ``DeferredReleases`` it is given.
    @discardableResult
    func change<Value, Failure: Error>(
        _ edit: (inout NodeLists<HookKey, AnyAdviceNode>, DeferredReleases) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let (value, removed) = try state.withLockDeferringReleases {
            (state, releases) throws(Failure) -> (Value, [AnyAdviceNode]) in
            let value = try edit(&state, releases)
            state.remove { $0.isOrphaned(releases) }
            if let snapshot = state.snapshot() { published.publish(snapshot) }
            return (value, state.takeRemoved())
        }
        release(removed)
        return value
    }

    /// Frees the closures of removed instance-scoped advice whose instance has gone, now or
    /// since an earlier change; the rest waits for a later change (or its instance's
    /// ``removeAdvice(scopedTo:)``).
    private func release(_ removed: [AnyAdviceNode]) {
        guard instanceScopedCount.load(ordering: .relaxed) > 0 else { return }
        let removedScoped = removed.filter { $0.instance != nil }
        let freeable = awaitingRelease.withLockDeferringReleases { waiting, releases in
            waiting += removedScoped
            let (alive, gone) = waiting.partitioned { $0.isOrphaned(releases) }
            waiting = alive
            return gone
        }
        guard !freeable.isEmpty else { return }
        instanceScopedCount.subtract(freeable.count, ordering: .relaxed)
        for node in freeable { node.releasePayload() }
    }

    /// How many snapshots this registry keeps (one per change); for tests and benchmarks.
    var keptSnapshotCount: Int { published.keptCount }
}
