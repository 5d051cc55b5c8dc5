/// The verdicts on one hook's advice for one call: the walk a call makes along the chain,
/// made on paper.
///
/// It reads what the registry held when asked (the chain, its standing advice, its recent
/// departures) and tests each advice as the call would, in chain order: whether it can still
/// apply, its scope, then its control flow, where markers earlier in the chain have entered
/// their regions, as they do for the call. Instead advice that runs takes the rest of the
/// chain over. Around advice is assumed to proceed.
struct ChainVerdicts {
    /// One node of the chain, read under the registry's lock.
    struct Entry {
        let node: AnyAdviceNode
        let isOrphaned: Bool
    }

    let hook: DeclaredHook
    /// Whether the registry knows the hook, so that selectors can find it.
    let isKnown: Bool
    let receiver: AnyObject?
    let chain: [Entry]
    let standings: [StandingAdvice]
    let departures: [DepartureLog.Departure]
    let rules: RuleBook
    var probe: FlowProbe

    /// Every verdict: the chain's, then selector advice off it, then departed advice.
    mutating func verdicts() -> (verdicts: [AdviceVerdict], bodyRuns: Bool) {
        let (onChain, bodyRuns) = chainVerdicts()
        let offChain = selectorVerdicts() + departureVerdicts()
        return (onChain + offChain, bodyRuns)
    }

    /// The chain's verdicts, with run steps: advice before the body in chain order, then
    /// after advice innermost first.
    private mutating func chainVerdicts() -> ([AdviceVerdict], Bool) {
        var outcomes: [(summary: AdviceDescription, outcome: AdviceVerdict.Outcome)] = []
        var replacedBy: String?
        for entry in chain where entry.node.summary.form != AspectRegistry.explainerForm {
            let position = outcomes.count + 1
            let outcome = replacedBy.map { .skipped(.replaced(by: $0)) } ?? self.outcome(of: entry)
            if case .runs = outcome {
                if let region = (entry.node as? any ExplainableNode)?.marks { probe.enter(region) }
                if entry.node.summary.form == "instead" { replacedBy = "#\(position) instead" + Self.named(entry) }
            }
            outcomes.append((entry.node.summary, outcome))
        }
        let steps = Self.steps(outcomes.enumerated().filter { $0.element.outcome.isRunning }.map { $0 })
        let verdicts = outcomes.enumerated().map { index, item in
            AdviceVerdict(
                advice: item.summary, position: index + 1,
                outcome: steps[index].map { .runs(step: $0) } ?? item.outcome)
        }
        return (verdicts, replacedBy == nil)
    }

    /// Whether, on its own, the entry's advice runs on the call.
    private func outcome(of entry: Entry) -> AdviceVerdict.Outcome {
        if entry.isOrphaned { return .skipped(.instanceGone(scope: entry.node.summary.scope)) }
        if entry.node.isSpent { return .skipped(.spent) }
        guard let node = entry.node as? any ExplainableNode else { return .runs(step: 0) }
        let flow = node.explainedFlow
        let flowMiss = flow.clause.failure(in: probe).map { AdviceMiss.flow(condition: flow.label, failed: $0) }
        switch node.scopeVerdict(for: receiver) {
        case .miss(let miss): return .skipped(miss)
        case .depends(let scope): return flowMiss.map { .skipped($0) } ?? .dependsOnReceiver(scope)
        case .applies: return flowMiss.map { .skipped($0) } ?? .runs(step: 0)
        }
    }

    /// The step each running entry (by index in the chain) runs at.
    private static func steps(
        _ running: [(offset: Int, element: (summary: AdviceDescription, outcome: AdviceVerdict.Outcome))]
    ) -> [Int: Int] {
        let order =
            running.filter { $0.element.summary.kind != .after }
            + running.filter { $0.element.summary.kind == .after }.reversed()
        return Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element.offset, $0.offset + 1) })
    }

    private static func named(_ entry: Entry) -> String {
        entry.node.summary.name.map { " '\($0)'" } ?? ""
    }

    /// Selector advice with no node on the hook whose selector names it, each with why.
    private func selectorVerdicts() -> [AdviceVerdict] {
        let joined = Set(chain.map(\.node.group))
        let candidates = standings.filter { standing in
            !standing.isMarker && !joined.contains(standing.group) && standing.selector.rule.mentions(hook)
        }
        return candidates.compactMap { standing in
            guard case .advice(let advice, _) = standing.content else { return nil }
            let summary = standing.summary(on: hook, receivers: standing.selector.match(hook))
            let miss =
                AdviceMiss.selectorMiss(
                    standing.selector, form: advice.form, joinsAsync: advice.joinsAsync, hook: hook, isKnown: isKnown)
                ?? .notJoined(reason: joinRefusal(standing, summary: summary))
            return AdviceVerdict(advice: summary, position: nil, outcome: .skipped(miss))
        }
    }

    /// Why selector advice that matches the hook is not on it, as the registry's join decides.
    private func joinRefusal(_ standing: StandingAdvice, summary: AdviceDescription) -> String {
        if let name = standing.name, chain.contains(where: { $0.node.name == name }) {
            return "advice named '\(name)' was on the hook already"
        }
        if let rule = rules.brokenError(by: summary, on: { hook }) { return "it breaks the rule '\(rule.name)'" }
        return "another hook declared here has the name \(hook.name)"
    }

    /// Advice that left the hook lately, unless advice of its name is on the chain again.
    private func departureVerdicts() -> [AdviceVerdict] {
        let names = Set(chain.compactMap(\.node.name))
        return departures.filter { departure in
            departure.advice.form != AspectRegistry.explainerForm
                && !(departure.advice.name.map(names.contains) ?? false)
        }.map { AdviceVerdict(advice: $0.advice, position: nil, outcome: .skipped($0.miss)) }
    }
}

extension AdviceVerdict.Outcome {
    /// Whether the advice runs.
    var isRunning: Bool {
        if case .runs = self { return true }
        return false
    }
}
