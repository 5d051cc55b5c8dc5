import Synchronization

/// The mutation side of the registry: every change runs under the store's lock, then publishes.
extension AspectRegistry {
    /// Inserts a node built by `makeNode` on the hook with `key`, where `options` place it.
    func insert<Receiver>(
        key: HookKey, hook: String, site: HookSite, options: AdviceOptions<Receiver>, kind: AdviceKind,
        makeNode: (UInt64, AdviceDescription, AdviceToken) -> AnyAdviceNode
    ) throws(AdviceError) -> AdviceToken {
        if let type = options.scope.unrelatedType { throw .unrelatedScope(type: type, hook: hook) }
        try checkDeclaration(of: hook, at: site)
        return try change { (state, releases) throws(AdviceError) -> AdviceToken in
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

    /// Refuses a hook whose name another declaration already uses in this registry.
    private func checkDeclaration(of hook: String, at site: HookSite) throws(AdviceError) {
        let first = declarationSites.withLock { sites in
            if let first = sites[hook] { return first }
            sites[hook] = site
            return site
        }
        if first != site {
            throw .hookNameClash(hook, first: first.description, second: site.description)
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

    /// Whether the advice with `id` is installed and can still apply: advice scoped to an
    /// instance that has gone is not, even before the registry's next change prunes it.
    func containsAdvice(id: UInt64) -> Bool {
        store.read { state, releases in state.node(id: id).map { !$0.isOrphaned(releases) } ?? false }
    }

    /// Applies `edit` under the lock and publishes the result; see ``ChainStore/change(_:removed:)``.
    @discardableResult
    func change<Value, Failure: Error>(
        _ edit: (inout NodeLists<HookKey, AnyAdviceNode>, DeferredReleases) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try store.change(edit) { removed in
            let scoped = removed.count { $0.instance != nil }
            if scoped > 0 { instanceScopedCount.subtract(scoped, ordering: .relaxed) }
        }
    }
}
