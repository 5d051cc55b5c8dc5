import Synchronization

/// Standing advice: selector advice and control-flow markers, which join every hook they
/// select as the registry learns of it.
///
/// ```
///   install by selector ─┐                       ┌─▶ plan: standing × known hooks ─▶ nodes on
///   declare hooks ───────┼─▶ aspects lock ───────┤         (each pair claimed once)   each chain
///   advise a new hook ───┘   (standings, hooks)  └─▶ chains' lock: build nodes, insert, queue changes
/// ```
extension AspectRegistry {
    /// Installs selector advice on every hook `selector` matches; see ``AdviceInstalling``.
    @discardableResult
    public func install(
        _ advice: SelectorAdvice, on selector: HookSelector, options: SelectorOptions
    ) throws(AdviceError) -> AdviceToken {
        let flow = try options.flow.compiled()
        let id = takeID()
        let token = AdviceToken(registry: self, id: id, hook: selector.description, name: options.name)
        let standing = StandingAdvice(
            id: id, group: id, selector: selector, content: .advice(advice, flow: flow), name: options.name,
            owner: options.owner, position: options.position, token: token)
        let serving = "[\(selector)]" + (options.name.map { " '\($0)'" } ?? "")
        let markers = flow.markers.map {
            StandingAdvice(marker: $0, id: takeID(), token: token, owner: options.owner, serving: serving)
        }
        try checkRules(for: standing)
        let plan = plan(adding: [standing] + markers, learning: flow.learnedHooks)
        let (own, others) = plan.partitioned { $0.standing.group != id }
        let failure = change { (state, releases) -> AdviceError? in
            materialize(others, into: &state, releases: releases)
            if let name = options.name,
                let taken = own.first(where: { item in
                    item.standing === standing
                        && state.nodes(for: item.hook.record.key).contains {
                            $0.name == name && !$0.isOrphaned(releases)
                        }
                })
            {
                return .duplicateName(name, hook: taken.hook.name)
            }
            materialize(own, into: &state, releases: releases)
            return nil
        }
        if let failure {
            dropStandings { $0.group == id }
            throw failure
        }
        return token
    }

    /// Every hook this registry knows of: those declared in ``HookCatalog``, those declared to
    /// it alone, and those advice was installed on directly; sorted by name.
    ///
    /// ```swift
    /// for hook in registry.knownHooks() where HookSelector.named("View.*").matches(hook) { print(hook) }
    /// ```
    ///
    /// - Returns: The hooks selectors installed here match against.
    public func knownHooks() -> [DeclaredHook] {
        aspects.withLock { knownHooks(in: $0) }.sorted { $0.name < $1.name }
    }

    /// Declares `hooks` to this registry alone: its selectors, installed already or later,
    /// join those they match. ``HookCatalog/declare(_:)-([DeclaredHook])`` declares hooks to
    /// every registry.
    ///
    /// - Parameter hooks: The hooks to declare.
    public func declare(_ hooks: [DeclaredHook]) {
        let plan = plan(adding: [], learning: hooks.map { hook in (hook.record.key, { hook }) })
        guard !plan.isEmpty else { return }
        change { state, releases in materialize(plan, into: &state, releases: releases) }
    }

    /// Declares the hooks `type` publishes to this registry alone; see ``declare(_:)-([DeclaredHook])``.
    ///
    /// - Parameter type: A type that declares hooks.
    public func declare(_ type: any HookDeclaring.Type) {
        declare(type.declaredHooks)
    }

    /// Joins the standing advice here to `hooks`, newly declared in the catalog.
    func reconcile(with hooks: [DeclaredHook]) {
        let plan = aspects.withLock { state in state.reserve(Array(state.standings.values), over: hooks) }
        guard !plan.isEmpty else { return }
        change { state, releases in materialize(plan, into: &state, releases: releases) }
    }

    /// Registers `standings`, learns the hooks among `hooks` this registry has not met, and
    /// claims what must join which chain: the new standings every known hook they match, the
    /// standings already here the newly learned hooks.
    func plan(
        adding standings: [StandingAdvice], learning hooks: [(key: HookKey, make: () -> DeclaredHook)]
    ) -> [Materialization] {
        aspects.withLock { state in
            if !standings.isEmpty, !state.watchesCatalog {
                state.watchesCatalog = true
                HookCatalog.watch(self)
            }
            var learned: [DeclaredHook] = []
            for (key, make) in hooks where state.localHooks[key] == nil && HookCatalog.hook(for: key) == nil {
                let hook = make()
                state.localHooks[key] = hook
                learned.append(hook)
            }
            let existing = Array(state.standings.values)
            for standing in standings { state.standings[standing.id] = standing }
            standingCount.store(state.standings.count, ordering: .releasing)
            var plan = state.reserve(existing, over: learned)
            if !standings.isEmpty { plan += state.reserve(standings, over: knownHooks(in: state)) }
            return plan
        }
    }

    /// The catalog's hooks and this registry's own.
    private func knownHooks(in state: AspectState) -> [DeclaredHook] {
        let declared = HookCatalog.allHooks
        let keys = Set(declared.map(\.record.key))
        return declared + state.localHooks.values.filter { !keys.contains($0.record.key) }
    }

    /// Builds and inserts the node of each planned standing on its hook, unless the standing
    /// was removed meanwhile. A hook where the standing's name is taken, or whose name another
    /// declaration already uses here, is skipped and reported on standard error.
    func materialize(
        _ plan: [Materialization], into state: inout NodeLists<HookKey, AnyAdviceNode>, releases: DeferredReleases
    ) {
        for item in plan where !item.standing.isRemoved.load(ordering: .sequentiallyConsistent) {
            let key = item.hook.record.key
            let nodes = state.nodes(for: key)
            if let name = item.standing.name, nodes.contains(where: { $0.name == name && !$0.isOrphaned(releases) }) {
                StandardError.write("Interpose: '\(name)' skips \(item.hook.name): advice of that name is there\n")
                continue
            }
            guard (try? checkDeclaration(of: item.hook.name, at: item.hook.site)) != nil else {
                StandardError.write(
                    "Interpose: [\(item.standing.selector)] skips \(item.hook.name): its name clashes\n")
                continue
            }
            if !rules.isEmpty,
                let rule = rules.brokenError(
                    by: item.standing.summary(on: item.hook, receivers: item.receivers), on: { item.hook })
            {
                StandardError.write(
                    "Interpose: [\(item.standing.selector)] skips \(item.hook.name): it breaks '\(rule.name)'\n")
                continue
            }
            guard let node = makeNode(for: item) else { continue }
            state.insert(
                node, at: Self.index(for: item.standing.position, among: nodes), key: key, name: item.hook.name)
            feed.enqueue([AdviceChange(.installed, node.summary)])
        }
    }

    /// The node a standing advice puts on one hook; `nil` when its advice does not apply to
    /// that kind of hook.
    private func makeNode(for item: Materialization) -> AnyAdviceNode? {
        let standing = item.standing
        let summary = standing.summary(on: item.hook, receivers: item.receivers)
        switch standing.content {
        case .advice(let advice, let flow):
            let recipe = NodeRecipe(
                id: takeID(), group: standing.group, summary: summary, token: standing.token,
                receivers: item.receivers, flow: flow, record: item.hook.record)
            return item.hook.record.operations.makeNode(advice, recipe)
        case .marker(let region):
            let recipe = NodeRecipe(
                id: takeID(), group: standing.group, summary: summary, token: standing.token, receivers: .always,
                flow: .anywhere, record: item.hook.record, marks: region)
            return item.hook.record.operations.makeMarker(recipe, region)
        }
    }

    /// Where standing advice at `position` goes among `nodes`: relative to named advice where
    /// the hook has it, last where it does not.
    private static func index(for position: AdvicePosition, among nodes: [AnyAdviceNode]) -> Int {
        switch position {
        case .first: 0
        case .last: nodes.count
        case .before(let name): nodes.firstIndex { $0.name == name } ?? nodes.count
        case .after(let name): nodes.firstIndex { $0.name == name }.map { $0 + 1 } ?? nodes.count
        }
    }
}
