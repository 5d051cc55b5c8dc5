import Synchronization

/// A hook advice is installed on directly, as the registry needs it.
struct HookEntry {
    let key: HookKey
    let name: String
    let site: HookSite
    let isSealed: Bool
    /// The hook as catalogs list it, made only when the registry has not met the hook yet.
    let declaration: () -> DeclaredHook
    /// Whether advice installed here makes the registry know the hook, so that selectors
    /// join it; advice that only explains a call (``AspectRegistry/explainNextCall(on:_:)``)
    /// must not change what other advice applies.
    var isLearned = true
}

/// The mutation side of the registry: every change runs under the store's lock, then publishes.
extension AspectRegistry {
    /// Inserts a node built by `makeNode` on `hook`, where `options` place it, with the
    /// markers its control-flow condition needs; every direct install comes through here.
    ///
    /// `makeNode` gets the node's scope and the flow its advice must test itself. The test
    /// goes in the advice's closures (``Advice/limited(to:)``), so unconditional advice
    /// keeps its chain flat; once-advice is the exception, its test goes in the scope, so that
    /// a call outside the flow does not use up its single run.
    func insert<Receiver>(
        _ hook: HookEntry, options: AdviceOptions<Receiver>, kind: AdviceKind, form: String?,
        makeNode: (UInt64, AdviceDescription, AdviceToken, AdviceScope<Receiver>, CompiledFlow) -> AnyAdviceNode
    ) throws(AdviceError) -> AdviceToken {
        if hook.isSealed { throw .sealedHook(hook.name) }
        if let type = options.scope.unrelatedType { throw .unrelatedScope(type: type, hook: hook.name) }
        try checkDeclaration(of: hook.name, at: hook.site)
        let flow = try options.flow.compiled()
        let id = takeID()
        let token = AdviceToken(registry: self, id: id, hook: hook.name, name: options.name)
        let limited = flow.isAnywhere ? options.scope : options.scope.limited(to: flow)
        let summary = AdviceDescription(
            hook: hook.name, name: options.name, kind: flow.isAnywhere || options.once ? kind : kind.limited,
            form: form ?? kind.rawValue, scope: limited.description, owner: options.owner, once: options.once)
        try rules.check(summary, on: hook.declaration)
        let node =
            flow.isAnywhere || options.once
            ? makeNode(id, summary, token, limited, .anywhere) : makeNode(id, summary, token, options.scope, flow)
        let markers = flow.markers.map {
            StandingAdvice(
                marker: $0, id: takeID(), token: token, owner: options.owner,
                serving: "\(summary.form) on \(hook.name)" + (options.name.map { " '\($0)'" } ?? ""))
        }
        let plan = plan(
            adding: markers, learning: (hook.isLearned ? [(hook.key, hook.declaration)] : []) + flow.learnedHooks)
        let (own, others) = plan.partitioned { item in !markers.contains { $0 === item.standing } }
        let failure = change { (state, releases) -> AdviceError? in
            materialize(others, into: &state, releases: releases)
            do throws(AdviceError) {
                let index = try Self.insertionIndex(
                    for: options, among: state.nodes(for: hook.key), hook: hook.name, releases: releases)
                state.insert(node, at: index, key: hook.key, name: hook.name)
                if node.instance != nil { instanceScopedCount.add(1, ordering: .relaxed) }
                feed.enqueue([AdviceChange(.installed, summary)])
                materialize(own, into: &state, releases: releases)
                return nil
            } catch {
                return error
            }
        }
        if let failure {
            dropStandings { standing in markers.contains { $0 === standing } }
            throw failure
        }
        return token
    }

    /// Refuses a hook whose name another declaration already uses in this registry.
    func checkDeclaration(of hook: String, at site: HookSite) throws(AdviceError) {
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

    /// Removes the advice with token `id`: a direct advice and its control-flow markers, or
    /// selector advice on every hook it joined.
    func removeAdvice(id: UInt64) {
        dropStandings { $0.group == id }
        change { state, _ in state.remove { $0.group == id } }
    }

    /// Removes the standing advice `shouldDrop` picks; returns the groups it belonged to.
    @discardableResult
    func dropStandings(where shouldDrop: (StandingAdvice) -> Bool) -> Set<UInt64> {
        guard standingCount.load(ordering: .acquiring) > 0 else { return [] }
        return aspects.withLock { state in
            defer { standingCount.store(state.standings.count, ordering: .releasing) }
            return state.drop(where: shouldDrop)
        }
    }

    /// Whether the advice with token `id` is installed and can still apply: advice scoped to an
    /// instance that has gone is not, even before the registry's next change prunes it.
    func containsAdvice(id: UInt64) -> Bool {
        if standingCount.load(ordering: .acquiring) > 0,
            aspects.withLock({ $0.standings[id].map { !$0.isMarker } ?? false })
        {
            return true
        }
        return store.read { state, releases in state.node(id: id).map { !$0.isOrphaned(releases) } ?? false }
    }

    /// Applies `edit` under the lock and publishes the result; see ``ChainStore/change(_:removed:finish:)``.
    /// Removed direct advice takes its control-flow markers with it, every install and removal
    /// is queued for the change feed, and the feed is delivered once the lock is released.
    @discardableResult
    func change<Value, Failure: Error>(
        _ edit: (inout NodeLists<HookKey, AnyAdviceNode>, DeferredReleases) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        defer { feed.deliver() }
        return try store.change(
            edit,
            removed: { removed in
                let scoped = removed.count { $0.instance != nil }
                if scoped > 0 { instanceScopedCount.subtract(scoped, ordering: .relaxed) }
            },
            finish: { state, releases in finishChange(&state, releases: releases) })
    }

    /// Removes the markers of direct advice the change removed, queues every removal and
    /// remembers it for explanations.
    private func finishChange(_ state: inout NodeLists<HookKey, AnyAdviceNode>, releases: DeferredReleases) {
        let primaries = Set(state.pendingRemovals.filter { $0.group == $0.id }.map(\.id))
        if !primaries.isEmpty {
            let groups = dropStandings { $0.isMarker && primaries.contains($0.group) }
            if !groups.isEmpty { state.remove { groups.contains($0.group) && $0.id != $0.group } }
        }
        let removed = state.pendingRemovals
        guard !removed.isEmpty else { return }
        feed.enqueue(removed.map { AdviceChange(.removed, $0.summary) })
        departures.record(removed, releases: releases)
    }
}

extension CompiledFlow {
    /// The hooks the flow names one by one, for the registry to learn of.
    var learnedHooks: [(key: HookKey, make: () -> DeclaredHook)] {
        markers.compactMap { marker in marker.hook.map { hook in (hook.record.key, { hook }) } }
    }
}
