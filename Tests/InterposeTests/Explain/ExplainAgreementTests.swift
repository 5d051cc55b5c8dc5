import Interpose
import TestSupport
import Testing

@Suite("An explanation agrees with what the call does, over random scopes, selectors and flows")
struct ExplainAgreementTests {
    /// Where a call is made: on its own, inside `Teller.pay`, inside a region, or both.
    enum Place: CaseIterable {
        case alone, paying, quiet, payingQuietly
    }

    @Test("the advice an explanation says runs is the advice the call runs, in the same order", arguments: 0..<120)
    func agreement(seed: UInt64) throws {
        let registry = AspectRegistry()
        let vaults = [
            Vault(registry: registry, balance: 1_000), Vault(registry: registry, balance: 1_001),
            SavingsVault(registry: registry, balance: 1_000),
        ]
        let region = FlowRegion("quiet")
        let trail = Trail()
        var advice = RandomAdvice(
            registry: registry, vaults: vaults, region: region, trail: trail, random: SeededGenerator(seed: seed))
        try advice.install(count: Int.random(in: 1...8, using: &advice.random))
        for _ in 0..<4 {
            let vault = vaults[Int.random(in: 0..<vaults.count, using: &advice.random)]
            let place = Place.allCases[Int.random(in: 0..<Place.allCases.count, using: &advice.random)]
            let explained = explanation(of: vault, at: place, registry: registry, region: region)
            let next = Guarded<CallExplanation?>(nil)
            try registry.explainNextCall(on: Vault.withdrawHook) { explanation in next.withLock { $0 = explanation } }
            trail.clear()
            call(vault, at: place, region: region)
            let ran = trail.all
            #expect(names(explained) == ran, "seed \(seed), \(place):\n\(explained)")
            #expect(names(next.withLock { $0 }) == ran, "seed \(seed), \(place), next call")
            #expect(explained.conditional.isEmpty)
        }
    }

    /// The explanation of a call on `vault` at `place`: assumed inside `Teller.pay`, really
    /// inside the region.
    private func explanation(
        of vault: Vault, at place: Place, registry: AspectRegistry, region: FlowRegion
    ) -> CallExplanation {
        let paying = place == .paying || place == .payingQuietly ? [Teller.payHook.declaration] : []
        let explain = { registry.explain(Vault.withdrawHook, on: vault, inside: paying) }
        return place == .quiet || place == .payingQuietly ? region.run(explain) : explain()
    }

    private func call(_ vault: Vault, at place: Place, region: FlowRegion) {
        let pay = { _ = Teller(registry: vault.aspectRegistry, vault: vault).pay(1) }
        switch place {
        case .alone: _ = try? vault.withdraw(1)
        case .paying: pay()
        case .quiet: region.run { _ = try? vault.withdraw(1) }
        case .payingQuietly: region.run(pay)
        }
    }

    /// The names of the advice that runs, in order, markers aside.
    private func names(_ explanation: CallExplanation?) -> [String] {
        (explanation?.running ?? []).filter { $0.advice.form != "marker" }.compactMap(\.advice.name)
    }
}
