import Interpose
import Testing

@Suite("Rules about advice: errors refuse an install and leave nothing, warnings install and report")
struct AdviceRuleTests {
    let registry = AspectRegistry()

    @Test("only the owner a rule names may advise its hooks; anyone else's install fails naming the rule")
    func onlyOwner() throws {
        let host = PluginHost(registry: registry)
        registry.enforce(.only("recorder", mayAdvise: "Vault.deposit"))
        try host.install(
            Hooked("recorder") { try $0.on(Vault.depositHook, named: "record").before { _, _ in } })
        let intruder = Hooked("analytics") { context in
            try context.on(Vault.auditHook, named: "count").before { _, _ in }
            try context.on(Vault.depositHook, named: "count", flow: .inside(Vault.withdrawHook)).before { _, _ in }
        }
        #expect(
            throws: PluginError.installFailed(
                plugin: "analytics",
                reason:
                    "Vault.deposit: before 'count' (all receivers, inside Vault.withdraw) owned by analytics breaks the rule "
                    + "'only recorder may advise Vault.deposit'; nothing of it was installed")
        ) { try host.install(intruder) }
        #expect(registry.installedAdvice().map(\.name) == ["record"])
        #expect(throws: AdviceError.self) { try registry.on(Vault.depositHook).before { _, _ in } }
    }

    @Test("a rule against a kind refuses selector advice that would join a covered hook, and lets other kinds in")
    func kinds() throws {
        registry.declare([Vault.depositHook.declaration, Vault.withdrawHook.declaration, Vault.auditHook.declaration])
        let rule = AdviceRule.nothing(advises: "Vault.with*", .around, .instead)
        #expect(rule.description == "error: nothing advises Vault.with* around or instead")
        registry.enforce(rule)
        #expect(throws: AdviceError.self) { try registry.on(matching: "Vault.*").around { $0.proceed() } }
        #expect(throws: AdviceError.self) { try registry.on(Vault.withdrawHook).afterThrowing { _, _, _ in } }
        #expect(registry.installedAdvice().isEmpty)
        #expect(registry.adviceWarnings().isEmpty)
        try registry.on(matching: "Vault.*").before { _ in }
        try registry.on(Vault.depositHook).around { $0.proceed() }
        #expect(registry.installedAdvice().count == 4)
    }

    @Test("selector advice that would break an error rule on a hook declared later skips that hook")
    func laterHook() throws {
        registry.enforce(.nothing(advises: "Teller.pay"))
        try registry.on(matching: "Teller.*", named: "trace").before { _ in }
        registry.declare(Teller.self)
        #expect(registry.installedAdvice().map(\.hook) == ["Teller.count"])
        let explanation = registry.explain(Teller.payHook)
        #expect(
            explanation.verdict(named: "trace")?.miss
                == .notJoined(reason: "it breaks the rule 'nothing advises Teller.pay'"))
    }

    @Test("a warning rule installs the advice and reports it; enforcing a rule reports the advice already breaking it")
    func warnings() throws {
        try registry.on(Vault.depositHook, named: "early").before { _, _ in }
        let broken = registry.enforce(.only("metrics", mayAdvise: "Vault.*", severity: .warning))
        #expect(broken.count == 1)
        try registry.on(Vault.withdrawHook, named: "late").before { _, _ in }
        let warnings = registry.adviceWarnings()
        #expect(warnings.count == 2)
        #expect(
            warnings.last?.description
                == "Vault.withdraw: before 'late' (all receivers) breaks the warning rule 'only metrics may advise Vault.*'"
        )
        #expect(registry.enforcedRules.map(\.name) == ["only metrics may advise Vault.*"])
        #expect(registry.stopEnforcing("only metrics may advise Vault.*"))
        #expect(registry.adviceWarnings().isEmpty)
    }

    @Test("rules cover neither control-flow markers nor the advice that explains a call")
    func machinery() throws {
        let vault = Vault(registry: registry)
        registry.enforce(.nothing(advises: "Vault.withdraw"))
        try registry.on(Vault.depositHook, flow: .inside(Vault.withdrawHook)).before { _, _ in }
        try registry.explainNextCall(on: Vault.withdrawHook) { _ in }
        #expect(registry.installedAdvice(on: Vault.withdrawHook).map(\.form) == ["explainNextCall", "marker"])
        _ = try? vault.withdraw(1)
        #expect(registry.adviceWarnings().isEmpty)
    }
}
