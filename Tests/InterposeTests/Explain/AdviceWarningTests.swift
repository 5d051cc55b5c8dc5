import Interpose
import TestSupport
import Testing

@Suite("Weave reports and warnings: what plugins advised, selectors that match nothing, around conflicts")
struct AdviceWarningTests {
    let registry = AspectRegistry()

    @Test("selector advice that matches no known hook is reported as adviceDidNotMatch, and stops being once it joins")
    func didNotMatch() throws {
        try registry.on(matching: "Vualt.*", named: "audit").before { _ in }
        try registry.on(matching: "Vault.dep*" && .async, named: "odd").before { _ in }
        try registry.on(Vault.depositHook).before { _, _ in }
        #expect(
            registry.adviceWarnings().map(\.description) == [
                "[Vualt.*] 'audit' matches no hook the registry knows (adviceDidNotMatch)",
                "[Vault.dep* && async] 'odd' matches no hook the registry knows (adviceDidNotMatch)",
            ])
        try registry.on(matching: "Teller.count", named: "wrap").around { $0.proceed() }
        registry.declare(Teller.self)
        #expect(
            registry.adviceWarnings().last?.description
                == "[Teller.count] 'wrap' matches Teller.count but joined none of them (adviceDidNotMatch)")
    }

    @Test("a plugin host reports what its batch wove, hook by hook with each hook's site, and the batch's warnings")
    func hostReport() throws {
        let bus = EventBus()
        let heard = Guarded<[AdviceWarning]>([])
        _ = bus.subscribe(to: AdviceWarning.self) { warning in heard.withLock { $0.append(warning) } }
        let host = PluginHost(registry: registry, bus: bus)
        try host.install(Hooked("early") { try $0.on(matching: "Nothing.*", named: "old").before { _ in } })
        let report = try host.install(
            Hooked("tracer") { context in
                try context.on(Vault.depositHook, named: "trace").around { $0.proceed() }
                try context.on(matching: "Vualt.*", named: "trace").before { _ in }
            },
            Hooked("retry", dependencies: ["tracer"]) { context in
                try context.on(Vault.depositHook, named: "retry").around { $0.proceed() }
                try context.on(Vault.auditHook, named: "retry").after { _, _, _ in }
            })
        #expect(report.plugins == ["tracer", "retry"])
        #expect(report.woven.map(\.advice.hook) == ["Vault.audit", "Vault.deposit", "Vault.deposit"])
        #expect(report.woven.first?.description.hasPrefix("Vault.audit (InterposeTests/Vault.swift:") == true)
        #expect(
            report.woven.first?.description.hasSuffix(") advised by after 'retry' (all receivers) owned by retry")
                == true)
        #expect(
            report.warnings.map(\.description) == [
                "[Vualt.*] 'trace' owned by tracer matches no hook the registry knows (adviceDidNotMatch)",
                "Vault.deposit is advised around by 2 owners, outermost first: around 'trace' (all receivers) owned by "
                    + "tracer; around 'retry' (all receivers) owned by retry",
            ])
        #expect(heard.withLock { $0.count } == 3)
        #expect(report.description.split(separator: "\n").count == 5)
    }

    @Test("the registry lists the advice each owner wove, hook by hook")
    func woven() throws {
        try registry.on(Vault.depositHook, named: "mine").before { _, _ in }
        let context = PluginHost(registry: registry)
        try context.install(Hooked("theirs") { try $0.on(Vault.auditHook).before { _, _ in } })
        #expect(registry.wovenAdvice().map(\.advice.hook) == ["Vault.audit", "Vault.deposit"])
        #expect(registry.wovenAdvice(ownedBy: "theirs").map(\.advice.form) == ["before"])
        #expect(registry.wovenAdvice().first?.hook == Vault.auditHook.declaration)
    }
}
