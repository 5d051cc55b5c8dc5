import Synchronization

/// Advice a registry keeps applying to every hook a selector matches, now and as it learns of
/// more hooks: selector advice, or the marker a control-flow scope puts on the hooks it watches.
final class StandingAdvice: Sendable {
    enum Content: Sendable {
        /// Selector advice, applying where `flow` holds.
        case advice(SelectorAdvice, flow: CompiledFlow)
        /// The marker that enters region `region` for the duration of each call.
        case marker(region: RegionGate)
    }

    /// The standing's own identifier.
    let id: UInt64
    /// The identifier of the token that removes it (its own, for selector advice).
    let group: UInt64
    let selector: HookSelector
    let content: Content
    let name: String?
    let owner: String?
    let position: AdvicePosition
    let token: AdviceToken
    /// The advice a marker serves, in words.
    let serving: String?
    /// Set before its nodes are removed, so a materialization racing the removal skips it.
    let isRemoved = Atomic<Bool>(false)

    init(
        id: UInt64, group: UInt64, selector: HookSelector, content: Content, name: String?, owner: String?,
        position: AdvicePosition, token: AdviceToken, serving: String? = nil
    ) {
        self.id = id
        self.group = group
        self.selector = selector
        self.content = content
        self.name = name
        self.owner = owner
        self.position = position
        self.token = token
        self.serving = serving
    }

    /// The marker standing that enters `marker`'s region on the hooks it selects, for the
    /// advice `token` removes.
    convenience init(marker: FlowMarker, id: UInt64, token: AdviceToken, owner: String?, serving: String) {
        self.init(
            id: id, group: token.id, selector: marker.selector, content: .marker(region: marker.region), name: nil,
            owner: owner, position: .first, token: token, serving: serving)
    }

    /// Whether the standing can join `hook`: around advice only synchronous hooks, `async`
    /// around advice only `async` ones, everything else any hook.
    func applies(to hook: DeclaredHook) -> Bool {
        guard case .advice(let advice, _) = content else { return true }
        return advice.joinsAsync.map { $0 == hook.isAsync } ?? true
    }

    /// Whether this is a control-flow marker rather than selector advice.
    var isMarker: Bool {
        if case .marker = content { return true }
        return false
    }
}

extension StandingAdvice {
    /// The listing of the node this standing puts on `hook`, for `receivers` of it.
    func summary(on hook: DeclaredHook, receivers match: SelectorMatch) -> AdviceDescription {
        let receivers =
            switch match {
            case .when(let label, _): label
            case .always, .never: "all receivers"
            }
        switch content {
        case .advice(let advice, let flow):
            return AdviceDescription(
                hook: hook.name, name: name, kind: advice.kind, form: advice.form,
                scope: flow.isAnywhere ? receivers : "\(receivers), \(flow.label)", owner: owner,
                once: false, selector: selector.description)
        case .marker:
            return AdviceDescription(
                hook: hook.name, name: nil, kind: .around, form: "marker",
                scope: "all receivers, for \(serving ?? "advice")", owner: owner, once: false)
        }
    }
}

/// One hook a standing advice is to join, and for which of its receivers.
struct Materialization: Sendable {
    let standing: StandingAdvice
    let hook: DeclaredHook
    let receivers: SelectorMatch
}

/// What a registry knows beyond its chains: standing advice, and the hooks it learned of
/// itself (advised directly, or declared to it alone). Behind its own lock, which is never
/// held while the chains' lock is taken; the chains' lock may be held while this one is.
struct AspectState {
    var standings: [UInt64: StandingAdvice] = [:]
    /// For each standing, the hooks it has joined or is joining.
    var materialized: [UInt64: Set<HookKey>] = [:]
    var localHooks: [HookKey: DeclaredHook] = [:]
    var watchesCatalog = false

    /// Claims the hooks among `hooks` that each of `standings` matches and has not joined yet.
    mutating func reserve(_ standings: [StandingAdvice], over hooks: [DeclaredHook]) -> [Materialization] {
        var plan: [Materialization] = []
        for standing in standings {
            for hook in hooks where !hook.isSealed && standing.applies(to: hook) {
                let receivers = standing.selector.match(hook)
                if case .never = receivers { continue }
                guard materialized[standing.id, default: []].insert(hook.record.key).inserted else { continue }
                plan.append(Materialization(standing: standing, hook: hook, receivers: receivers))
            }
        }
        return plan
    }

    /// Removes the standings `shouldDrop` picks, flagging each as removed; returns their groups.
    mutating func drop(where shouldDrop: (StandingAdvice) -> Bool) -> Set<UInt64> {
        var groups: Set<UInt64> = []
        for (id, standing) in standings where shouldDrop(standing) {
            standing.isRemoved.store(true, ordering: .sequentiallyConsistent)
            standings[id] = nil
            materialized[id] = nil
            groups.insert(standing.group)
        }
        return groups
    }
}
