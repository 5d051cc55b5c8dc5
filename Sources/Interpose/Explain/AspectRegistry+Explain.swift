/// Explaining calls: which advice a call through a hook runs, in order, and why the rest does
/// not. Everything here reads the registry's state and never touches the call path.
extension AspectRegistry {
    /// Explains a call through `hook` on `receiver`: the advice that runs, in the order it
    /// runs, and for every other advice on the hook (or selector advice that could have
    /// joined it) the first of its terms the call fails.
    ///
    /// ```swift
    /// let explanation = registry.explain(Vault.withdrawHook, on: vault, inside: [Checkout.payHook.declaration])
    /// print(explanation)
    /// #expect(explanation.verdict(named: "fraud")?.runs == true)
    /// ```
    ///
    /// The call is explained in the control flow of the thread or task asking, plus the calls
    /// and regions named here: "as if inside" them. Scopes' predicates are asked, as a call
    /// asks them.
    ///
    /// - Parameters:
    ///   - hook: The hook.
    ///   - receiver: The receiver; `nil` for any, and verdicts that depend on it say so.
    ///   - hooks: Hooks a call to which is to be taken as under way.
    ///   - regions: Regions to be taken as entered.
    /// - Returns: The explanation.
    public func explain<H: _AdvisableHook>(
        _ hook: H, on receiver: H.Receiver? = nil, inside hooks: [DeclaredHook] = [],
        insideRegions regions: [FlowRegion] = []
    ) -> CallExplanation {
        explain(hook.declaration, receiver: receiver, probe: FlowProbe(hooks: hooks, regions: regions))
    }

    /// Explains a call through a hook known by its declaration; see
    /// ``explain(_:on:inside:insideRegions:)-(H,_,_,_)``. A receiver that is not of the hook's receiver
    /// type is explained as turned away by every advice.
    ///
    /// - Parameters:
    ///   - hook: The hook, as ``knownHooks()`` lists it.
    ///   - receiver: The receiver; `nil` for any.
    ///   - hooks: Hooks a call to which is to be taken as under way.
    ///   - regions: Regions to be taken as entered.
    /// - Returns: The explanation.
    public func explain(
        _ hook: DeclaredHook, on receiver: AnyObject? = nil, inside hooks: [DeclaredHook] = [],
        insideRegions regions: [FlowRegion] = []
    ) -> CallExplanation {
        explain(hook, receiver: receiver, probe: FlowProbe(hooks: hooks, regions: regions))
    }

    /// Explains a call through every hook this registry knows that `selector` matches, by
    /// name; with a receiver, only the hooks a call on it can go through.
    ///
    /// - Parameters:
    ///   - selector: The hooks.
    ///   - receiver: The receiver; `nil` for any.
    ///   - hooks: Hooks a call to which is to be taken as under way.
    ///   - regions: Regions to be taken as entered.
    /// - Returns: One explanation per hook, sorted by the hooks' names.
    public func explain(
        matching selector: HookSelector, on receiver: AnyObject? = nil, inside hooks: [DeclaredHook] = [],
        insideRegions regions: [FlowRegion] = []
    ) -> [CallExplanation] {
        knownHooks().filter { hook in
            selector.matches(hook) && receiver.map { hook.record.operations.receiverAccepts(type(of: $0)) } ?? true
        }.map { explain($0, receiver: receiver, probe: FlowProbe(hooks: hooks, regions: regions)) }
    }

    /// Explains a call through `hook` on `receiver`, where `probe` says, with its arguments
    /// when it is a real call. Reads the chain, the standing advice and the rules each under
    /// its own lock, then tests the advice with no lock held, since scopes run user code.
    func explain(
        _ hook: DeclaredHook, receiver: AnyObject?, probe: FlowProbe, arguments: String? = nil
    ) -> CallExplanation {
        let key = hook.record.key
        let chain = store.read { state, releases in
            state.nodes(for: key).map { ChainVerdicts.Entry(node: $0, isOrphaned: $0.isOrphaned(releases)) }
        }
        let isLocal = aspects.withLock { $0.localHooks[key] != nil }
        var reading = ChainVerdicts(
            hook: hook, isKnown: isLocal || HookCatalog.hook(for: key) != nil, receiver: receiver, chain: chain,
            standings: standingAdvice(), departures: departures.departures(from: hook.name), rules: rules,
            probe: probe)
        let (verdicts, bodyRuns) = reading.verdicts()
        return CallExplanation(
            hook: hook.name, receiver: receiver.map { WeakReference($0).described }, flow: probe.description,
            arguments: arguments, isSealed: hook.isSealed, verdicts: verdicts, bodyRuns: bodyRuns)
    }
}
