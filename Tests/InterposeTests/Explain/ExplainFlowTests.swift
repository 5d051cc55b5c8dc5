import Interpose
import TestSupport
import Testing

@Suite("Explaining calls in a control flow, the next real call, and selector advice that did not join")
struct ExplainFlowTests {
    let registry = AspectRegistry()

    @Test("advice inside another hook's flow runs as if inside it, and fails naming the clause otherwise")
    func asIfInside() throws {
        let vault = Vault(registry: registry, balance: 100)
        let region = FlowRegion("quiet")
        try registry.on(Vault.withdrawHook, named: "paying", flow: .inside(Teller.payHook) && .outside(region))
            .before { _, _ in }
        let pay = Teller.payHook.declaration
        #expect(registry.explain(Vault.withdrawHook, on: vault, inside: [pay]).verdict(named: "paying")?.runs == true)
        let quiet = registry.explain(Vault.withdrawHook, on: vault, inside: [pay], insideRegions: [region])
        #expect(
            quiet.verdict(named: "paying")?.miss
                == .flow(
                    condition: "(inside Teller.pay) and (outside region \"quiet\")",
                    failed: "the call is inside region \"quiet\""))
        #expect(quiet.flow == "as if inside Teller.pay, region \"quiet\"")
        let inRegion = region.run { registry.explain(Vault.withdrawHook, on: vault, inside: [pay]) }
        #expect(inRegion.verdict(named: "paying")?.miss == quiet.verdict(named: "paying")?.miss)
    }

    @Test("advice inside its own hook's flow runs, since the marker ahead of it enters the flow for the call")
    func ownMarker() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook, named: "recursive", flow: .inside(Vault.depositHook)).before { _, _ in }
        let explanation = registry.explain(Vault.depositHook, on: vault)
        #expect(explanation.running.map(\.advice.form) == ["marker", "before"])
        #expect(explanation.verdict(named: "recursive")?.step == 2)
    }

    @Test("the next real call is explained from its receiver, its arguments and the flow it runs in")
    func nextCall() throws {
        let vault = Vault(registry: registry, balance: 100)
        let teller = Teller(registry: registry, vault: vault)
        try registry.on(Vault.withdrawHook, named: "paying", flow: .inside(Teller.payHook)).before { _, _ in }
        let explained = Guarded<[CallExplanation]>([])
        let token = try registry.explainNextCall(on: Vault.withdrawHook) { explanation in
            explained.withLock { $0.append(explanation) }
        }
        #expect(registry.installedAdvice(on: Vault.withdrawHook).first?.form == "explainNextCall")
        #expect(teller.pay(30) == 70)
        _ = try vault.withdraw(1)
        let all = explained.withLock { $0 }
        #expect(all.count == 1)
        #expect(all.first?.arguments == "30")
        #expect(all.first?.flow == "in the call's own control flow")
        #expect(all.first?.verdict(named: "paying")?.runs == true)
        #expect(all.first?.verdicts.count == 1)
        #expect(!token.isInstalled)
    }

    @Test("the next call through an async hook, or a hook known only by its declaration, is explained too")
    func nextCallElsewhere() async throws {
        let teller = Teller(registry: registry, vault: Vault(registry: registry))
        try registry.on(Teller.countHook, named: "count").before { _, _ in }
        try registry.on(Vault.withdrawHook, named: "audit").before { _, _ in }
        let explained = Guarded<[CallExplanation]>([])
        try registry.explainNextCall(on: Teller.countHook) { explanation in
            explained.withLock { $0.append(explanation) }
        }
        try registry.explainNextCall(on: Vault.withdrawHook.declaration) { explanation in
            explained.withLock { $0.append(explanation) }
        }
        #expect(await teller.count(3) == 3)
        _ = teller.pay(0)
        _ = teller.pay(0)
        let all = explained.withLock { $0 }
        #expect(all.map(\.hook) == ["Teller.count", "Vault.withdraw"])
        #expect(all.map { $0.running.map(\.advice.name) } == [["count"], ["audit"]])
        #expect(all.last?.arguments == "0")
        #expect(registry.installedAdvice(on: Vault.withdrawHook).map(\.name) == ["audit"])
        #expect(throws: AdviceError.sealedHook("Teller.close")) {
            try registry.explainNextCall(on: Teller.closeHook.declaration) { _ in }
        }
    }

    @Test("selector advice that did not join a hook it names says which clause fails, or why it could not join")
    func selectors() throws {
        let vault = Vault(registry: registry)
        registry.declare(Teller.self)
        try registry.on(Vault.depositHook, named: "direct").before { _, _ in }
        try registry.on(matching: "Vault.*" && !.named("Vault.deposit"), named: "trace").before { _ in }
        try registry.on(matching: "Teller.*", named: "wrap").around { $0.proceed() }
        try registry.on(matching: "Teller.*", named: "direct").before { _ in }
        try registry.on(matching: "Vault.audit", named: "unknown").before { _ in }
        let deposit = registry.explain(Vault.depositHook, on: vault)
        #expect(
            deposit.verdict(named: "trace")?.miss
                == .selectorClause(selector: "Vault.* && !Vault.deposit", clause: "!Vault.deposit"))
        #expect(deposit.verdicts.count == 2)
        let count = registry.explain(Teller.countHook)
        #expect(count.verdict(named: "wrap")?.miss == .formDoesNotFit(form: "around", hookIsAsync: true))
        let pay = registry.explain(Teller.payHook)
        #expect(pay.verdicts.map(\.advice.name) == ["wrap", "direct"])
        let audit = registry.explain(Vault.auditHook, on: vault)
        #expect(audit.verdict(named: "unknown")?.miss == .hookUnknown)
        #expect(audit.verdict(named: "trace")?.miss == .hookUnknown)
    }

    @Test("selector advice that skipped a hook where its name was taken says so")
    func nameTaken() throws {
        try registry.on(matching: "Teller.count", named: "audit").before { _ in }
        try registry.on(matching: .async, named: "audit").before { _ in }
        registry.declare(Teller.self)
        let count = registry.explain(Teller.countHook)
        #expect(count.running.count == 1)
        #expect(
            count.skipped.map(\.miss) == [.notJoined(reason: "advice named 'audit' was on the hook already")])
    }
}
