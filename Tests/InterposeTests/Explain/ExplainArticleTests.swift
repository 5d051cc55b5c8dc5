import Interpose
import Testing

@Suite("The article \"Why didn't my advice run?\", as written")
struct ExplainArticleTests {
    @Test("one advice runs and three do not, each with its reason; a selector that matches nothing is a warning")
    func article() throws {
        let registry = AspectRegistry()
        let vault = Vault(registry: registry, balance: 100)
        try registry.on(Vault.withdrawHook, named: "audit").before { _, _ in }
        try registry.on(Vault.withdrawHook, named: "savings", scope: .type(SavingsVault.self)).before { _, _ in }
        try registry.on(Vault.withdrawHook, named: "fraud", flow: .inside(Teller.payHook)).around {
            (invocation) throws(VaultError) in
            try invocation.proceed()
        }
        try registry.on(matching: "Vault.*" && !.named("Vault.withdraw"), named: "trace").before { _ in }
        try registry.on(matching: "Vualt.*", named: "typo").before { _ in }

        let explanation = registry.explain(Vault.withdrawHook, on: vault)
        let address = String(describing: explanation.receiver!.dropFirst("Vault ".count))
        #expect(
            explanation.description == """
                Vault.withdraw on Vault \(address), in the current control flow
                  runs, in this order:
                    1. #1 before 'audit' (all receivers)
                       the body
                  does not run:
                    #2 before 'savings' (SavingsVault and subclasses): the receiver is a Vault, not SavingsVault and subclasses
                    #3 around 'fraud' (all receivers, inside Teller.pay): only inside Teller.pay: no call to Teller.pay is under way
                    before 'trace' (all receivers) via [Vault.* && !Vault.withdraw]: [Vault.* && !Vault.withdraw] does not match: !Vault.withdraw fails
                """)
        #expect(
            registry.adviceWarnings().map(\.description) == [
                "[Vault.* && !Vault.withdraw] 'trace' matches no hook the registry knows (adviceDidNotMatch)",
                "[Vualt.*] 'typo' matches no hook the registry knows (adviceDidNotMatch)",
            ])
        let paying = registry.explain(Vault.withdrawHook, on: vault, inside: [Teller.payHook.declaration])
        #expect(paying.running.map(\.advice.name) == ["audit", "fraud"])
    }
}
