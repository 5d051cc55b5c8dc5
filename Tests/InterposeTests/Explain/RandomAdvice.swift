import Interpose
import TestSupport

/// Installs random advice on `Vault.withdraw`, each noting its name in a trail when it runs
/// there (selector advice may join other hooks too, where it notes nothing):
/// random kinds, scopes, control flows, once or not, positions, directly or through random
/// selectors, some of which do not match.
struct RandomAdvice {
    let registry: AspectRegistry
    let vaults: [Vault]
    let region: FlowRegion
    let trail: Trail
    var random: SeededGenerator

    /// Installs `count` advice named `a0`, `a1`, ….
    mutating func install(count: Int) throws {
        for index in 0..<count {
            let name = "a\(index)"
            if Bool.random(using: &random) {
                try installDirect(name)
            } else {
                try installSelector(name)
            }
        }
    }

    private mutating func installDirect(_ name: String) throws {
        let position: AdvicePosition = Bool.random(using: &random) ? .last : .first
        let advisor = registry.on(
            Vault.withdrawHook, named: name, scope: scope(), flow: flow(), position: position,
            once: Int.random(in: 0..<8, using: &random) == 0)
        let trail = trail
        switch Int.random(in: 0..<6, using: &random) {
        case 0: try advisor.before { _, _ in trail.note(name) }
        case 1: try advisor.after { _, _, _ in trail.note(name) }
        case 2:
            try advisor.around { (invocation) throws(VaultError) in
                trail.note(name)
                return try invocation.proceed()
            }
        case 3:
            try advisor.instead { vault, _ in
                trail.note(name)
                return vault.balance
            }
        case 4: try advisor.install(.before(as: SavingsVault.self) { _, _ in trail.note(name) })
        default: try advisor.afterReturning { _, _, _ in trail.note(name) }
        }
    }

    private mutating func installSelector(_ name: String) throws {
        let selectors: [HookSelector] = [
            "Vault.*", "Vault.withdraw", "*.withdraw" && !.named("Vault.withdraw"), .receiver(SavingsVault.self),
            "Teller.*", .throwing && !.named("Vault.deposit"),
        ]
        let selector = selectors[Int.random(in: 0..<selectors.count, using: &random)]
        let advisor = registry.on(matching: selector, named: name, flow: flow())
        let trail = trail
        let note: @Sendable (DeclaredHook) -> Void = { hook in
            if hook == Vault.withdrawHook.declaration { trail.note(name) }
        }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: try advisor.before { call in note(call.hook) }
        case 1: try advisor.after { call, _ in note(call.hook) }
        default:
            try advisor.around { invocation in
                note(invocation.hook)
                return invocation.proceed()
            }
        }
    }

    private mutating func scope() -> AdviceScope<Vault> {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: .type(SavingsVault.self)
        case 1: .type(Vault.self)
        case 2: .instance(vaults[Int.random(in: 0..<vaults.count, using: &random)])
        case 3: .matching("even balance") { $0.balance.isMultiple(of: 2) }
        default: .all
        }
    }

    private mutating func flow() -> ControlFlow {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: .inside(Teller.payHook)
        case 1: .outside(Teller.payHook)
        case 2: .inside(region)
        case 3: .outside(region)
        case 4: .inside(Teller.payHook) && .outside(region)
        case 5: .inside(Vault.withdrawHook) || .inside(region)
        default: .anywhere
        }
    }
}
