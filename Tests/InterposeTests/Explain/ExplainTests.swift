import Interpose
import Testing

@Suite("Explaining a call: which advice runs, in order, and why the rest does not")
struct ExplainTests {
    let registry = AspectRegistry()
    let trail = Trail()

    @Test("the advice that runs is listed in the order it runs, with the body between before and after advice")
    func runOrder() throws {
        let vault = Vault(registry: registry, balance: 100)
        try registry.on(Vault.depositHook, named: "outer").after { [trail] _, _, _ in trail.note("outer") }
        try registry.on(Vault.depositHook, named: "log").before { [trail] _, _ in trail.note("log") }
        try registry.on(Vault.depositHook, named: "wrap").around { [trail] invocation in
            trail.note("wrap")
            return invocation.proceed()
        }
        try registry.on(Vault.depositHook, named: "inner").after { [trail] _, _, _ in trail.note("inner") }
        let explanation = registry.explain(Vault.depositHook, on: vault)
        _ = vault.deposit(1)
        #expect(explanation.running.map(\.advice.name) == trail.all)
        #expect(explanation.running.map(\.step) == [1, 2, 3, 4])
        #expect(explanation.running.map(\.position) == [2, 3, 4, 1])
        #expect(explanation.bodyRuns)
        #expect(explanation.skipped.isEmpty)
        let lines = explanation.description.split(separator: "\n").map(String.init)
        #expect(
            lines[1...] == [
                "  runs, in this order:",
                "    1. #2 before 'log' (all receivers)",
                "    2. #3 around 'wrap' (all receivers)",
                "       the body",
                "    3. #4 after 'inner' (all receivers)",
                "    4. #1 after 'outer' (all receivers)",
            ])
    }

    @Test("each advice that does not run names the first of its terms the call fails")
    func reasons() throws {
        let vault = Vault(registry: registry, balance: 100)
        let other = Vault(registry: registry)
        try registry.on(Vault.withdrawHook, named: "savings", scope: .type(SavingsVault.self)).before { _, _ in }
        try registry.on(Vault.withdrawHook, named: "other", scope: .instance(other)).before { _, _ in }
        try registry.on(Vault.withdrawHook, named: "big", scope: .matching("big balance") { $0.balance > 1000 })
            .before { _, _ in }
        try registry.on(Vault.withdrawHook, named: "paying", flow: .inside(Teller.payHook)).before { _, _ in }
        try registry.on(Vault.withdrawHook, named: "narrow", scope: .instance(vault))
            .install(.before(as: SavingsVault.self) { _, _ in })
        let explanation = registry.explain(Vault.withdrawHook, on: vault)
        let misses = explanation.verdicts.compactMap { verdict in verdict.miss.map { (verdict.advice.name, $0) } }
        #expect(misses.map(\.0) == ["savings", "other", "big", "paying", "narrow"])
        #expect(misses[0].1 == .receiverType(scope: "SavingsVault and subclasses", receiverType: "Vault"))
        #expect(misses[2].1 == .predicate(label: "big balance"))
        #expect(misses[3].1 == .flow(condition: "inside Teller.pay", failed: "no call to Teller.pay is under way"))
        #expect(misses[4].1 == .narrowing(type: "SavingsVault", receiverType: "Vault"))
        guard case .otherInstance(let scope, let receiver) = misses[1].1 else {
            Issue.record("expected another instance, got \(misses[1].1)")
            return
        }
        #expect(scope.hasPrefix("instance Vault 0x") && receiver.hasPrefix("Vault 0x") && !scope.hasSuffix(receiver))
        #expect(explanation.running.isEmpty)
        #expect(
            explanation.description.contains(
                "#1 before 'savings' (SavingsVault and subclasses): the receiver is a Vault, not SavingsVault and subclasses"
            ))
    }

    @Test("advice behind instead advice that runs is replaced by it, and so is the body")
    func replaced() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook, named: "first").before { _, _ in }
        try registry.on(Vault.depositHook, named: "stub").instead { _, amount in amount }
        try registry.on(Vault.depositHook, named: "late").before { _, _ in }
        let explanation = registry.explain(Vault.depositHook, on: vault)
        #expect(explanation.running.map(\.advice.name) == ["first", "stub"])
        #expect(explanation.verdict(named: "late")?.miss == .replaced(by: "#2 instead 'stub'"))
        #expect(!explanation.bodyRuns)
        #expect(explanation.description.contains("(not the body: instead advice replaces it)"))
    }

    @Test("once-advice that has run is spent, removed advice is removed, and advice of a gone instance says so")
    func departed() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook, named: "once", once: true).before { _, _ in }
        let token = try registry.on(Vault.depositHook, named: "dropped").before { _, _ in }
        try registry.on(Vault.depositHook, named: "kept").before { _, _ in }
        #expect(registry.explain(Vault.depositHook, on: vault).verdict(named: "once")?.runs == true)
        _ = vault.deposit(1)
        token.remove()
        var gone: Vault? = Vault(registry: registry)
        try registry.on(Vault.depositHook, named: "instance", scope: .instance(gone!)).before { _, _ in }
        gone = nil
        let explanation = registry.explain(Vault.depositHook, on: vault)
        #expect(explanation.verdict(named: "once")?.miss == .spent)
        #expect(explanation.verdict(named: "dropped")?.miss == .removed)
        #expect(explanation.verdict(named: "kept")?.runs == true)
        guard case .instanceGone = explanation.verdict(named: "instance")?.miss else {
            Issue.record("expected a gone instance in \(explanation)")
            return
        }
    }

    @Test("the registry remembers its last 64 removals, oldest first, and forgets older ones")
    func departureLimit() throws {
        for index in 0..<70 { try registry.on(Vault.depositHook, named: "r\(index)").before { _, _ in }.remove() }
        let explanation = registry.explain(Vault.depositHook)
        #expect(explanation.verdicts.map(\.advice.name) == (6..<70).map { "r\($0)" })
        #expect(explanation.verdicts.allSatisfy { $0.miss == .removed && $0.position == nil })
    }

    @Test("without a receiver, advice whose scope decides says so, and unconditional advice runs")
    func anyReceiver() throws {
        try registry.on(Vault.depositHook, named: "all").before { _, _ in }
        try registry.on(Vault.depositHook, named: "savings", scope: .type(SavingsVault.self)).before { _, _ in }
        let explanation = registry.explain(Vault.depositHook)
        #expect(explanation.receiver == nil)
        #expect(explanation.verdict(named: "all")?.runs == true)
        #expect(explanation.verdict(named: "savings")?.outcome == .dependsOnReceiver("SavingsVault and subclasses"))
        #expect(explanation.description.hasPrefix("Vault.deposit on any receiver, in the current control flow"))
    }

    @Test("a hook with no advice, and a sealed hook, say so")
    func emptyAndSealed() throws {
        let teller = Teller(registry: registry, vault: Vault(registry: registry))
        registry.declare(Teller.self)
        try registry.on(matching: "Teller.*", named: "all").before { _ in }
        #expect(registry.explain(Vault.auditHook).description.hasSuffix("no advice: the body runs alone"))
        let sealed = registry.explain(Teller.closeHook, on: teller)
        #expect(sealed.isSealed)
        #expect(sealed.verdict(named: "all")?.miss == .sealedHook)
        #expect(sealed.description.contains("the hook is sealed: it refuses all advice"))
    }
}
