import Interpose

/// A teller that pays out of a vault: calls through `Vault.withdraw` made inside `Teller.pay`,
/// for advice that applies only in that control flow.
final class Teller: Interceptable, HookDeclaring, Sendable {
    let aspectRegistry: AspectRegistry
    let vault: Vault

    static let payHook = Hook<Teller, Int, Int>("Teller.pay")
    static let countHook = AsyncHook<Teller, Int, Int, Never>("Teller.count")
    static let closeHook = Hook<Teller, Void, Void>("Teller.close", sealed: true)

    static var declaredHooks: [DeclaredHook] { [payHook.declaration, countHook.declaration, closeHook.declaration] }

    init(registry: AspectRegistry, vault: Vault) {
        aspectRegistry = registry
        self.vault = vault
    }

    /// Withdraws `amount` from the vault, inside `Teller.pay`; returns what is left, or -1.
    func pay(_ amount: Int) -> Int {
        Self.payHook.call(self, amount) { teller, amount in (try? teller.vault.withdraw(amount)) ?? -1 }
    }

    /// Counts to `amount` asynchronously.
    func count(_ amount: Int) async -> Int {
        await Self.countHook.call(self, amount) { _, amount in amount }
    }

    func close() {
        Self.closeHook.call(self) { _ in }
    }
}
