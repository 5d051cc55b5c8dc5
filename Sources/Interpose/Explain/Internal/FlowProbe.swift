/// Where an explained call runs: which control-flow regions it is inside.
///
/// A region is entered when the explaining thread or task is really inside it, when the
/// explanation assumes it ("as if inside Checkout.pay"), or when a marker earlier in the
/// explained hook's own chain enters it, as that marker would for the call.
struct FlowProbe {
    /// Hooks a call to which is assumed under way.
    let hooks: [DeclaredHook]
    /// Regions assumed entered.
    let regions: [FlowRegion]
    /// Regions the explained hook's markers have entered so far along its chain.
    private(set) var marked: Set<ObjectIdentifier> = []
    /// The flow in words, when it is not what the assumptions say.
    var heading: String?

    init(hooks: [DeclaredHook] = [], regions: [FlowRegion] = []) {
        self.hooks = hooks
        self.regions = regions
    }

    /// The flow in words, for the explanation's heading.
    var description: String {
        if let heading { return heading }
        let assumed = hooks.map(\.name) + regions.map(\.description)
        return assumed.isEmpty ? "in the current control flow" : "as if inside \(assumed.joined(separator: ", "))"
    }

    /// Records that a marker for `region` runs on the explained call.
    mutating func enter(_ region: RegionGate) {
        marked.insert(ObjectIdentifier(region))
    }

    /// Whether the call is inside `target`, which `region` stands for.
    func isInside(_ target: ControlFlow.Target, region: RegionGate) -> Bool {
        if region.isEntered || marked.contains(ObjectIdentifier(region)) { return true }
        switch target {
        case .hook(let hook): return hooks.contains(hook)
        case .selector(let selector): return hooks.contains { selector.matches($0) }
        case .region(let flowRegion): return regions.contains(flowRegion)
        }
    }
}

extension FlowClause {
    /// Whether the clause holds where `probe` says the call runs.
    func holds(in probe: FlowProbe) -> Bool {
        switch self {
        case .anywhere: true
        case .inside(let target, let region): probe.isInside(target, region: region)
        case .not(let clause): !clause.holds(in: probe)
        case .and(let lhs, let rhs): lhs.holds(in: probe) && rhs.holds(in: probe)
        case .or(let lhs, let rhs): lhs.holds(in: probe) || rhs.holds(in: probe)
        }
    }

    /// Why the clause fails where `probe` says the call runs, naming the part that fails;
    /// `nil` when it holds.
    func failure(in probe: FlowProbe) -> String? {
        guard !holds(in: probe) else { return nil }
        switch self {
        case .anywhere:
            return nil
        case .inside(let target, _):
            return Self.absence(of: target)
        case .not(.inside(let target, _)):
            return Self.presence(of: target)
        case .not:
            return "the condition it negates holds"
        case .and(let lhs, let rhs):
            return lhs.failure(in: probe) ?? rhs.failure(in: probe)
        case .or(let lhs, let rhs):
            return [lhs.failure(in: probe), rhs.failure(in: probe)].compactMap { $0 }.joined(separator: ", and ")
        }
    }

    private static func absence(of target: ControlFlow.Target) -> String {
        switch target {
        case .hook(let hook): "no call to \(hook.name) is under way"
        case .selector(let selector): "no call to a hook [\(selector)] matches is under way"
        case .region(let region): "the call is not inside \(region)"
        }
    }

    private static func presence(of target: ControlFlow.Target) -> String {
        switch target {
        case .hook(let hook): "a call to \(hook.name) is under way"
        case .selector(let selector): "a call to a hook [\(selector)] matches is under way"
        case .region(let region): "the call is inside \(region)"
        }
    }
}
