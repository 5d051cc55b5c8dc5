import Interpose
import TestSupport

/// A small service declaring a plain hook and a throwing hook.
class Vault: Interceptable {
    let aspectRegistry: AspectRegistry
    private let state = Guarded(0)

    static let depositHook = Hook<Vault, Int, Int>("Vault.deposit")
    static let withdrawHook = ThrowingHook<Vault, Int, Int, VaultError>("Vault.withdraw")
    static let auditHook = Hook<Vault, Void, String>("Vault.audit")

    init(registry: AspectRegistry, balance: Int = 0) {
        aspectRegistry = registry
        state.withLock { $0 = balance }
    }

    var balance: Int { state.withLock { $0 } }

    /// Adds `amount`; returns the new balance.
    func deposit(_ amount: Int) -> Int {
        Self.depositHook.call(self, amount) { vault, amount in
            vault.state.withLock {
                $0 += amount; return $0
            }
        }
    }

    /// Takes `amount` out; returns the new balance.
    func withdraw(_ amount: Int) throws(VaultError) -> Int {
        try Self.withdrawHook.call(self, amount) { (vault, amount) throws(VaultError) -> Int in
            try vault.state.withLock { (balance) throws(VaultError) -> Int in
                guard amount <= balance else { throw .insufficientFunds(requested: amount) }
                balance -= amount
                return balance
            }
        }
    }

    /// A line describing the vault.
    func audit() -> String {
        Self.auditHook.call(self) { vault in "\(type(of: vault)) holding \(vault.balance)" }
    }
}

// Non-final, so the compiler cannot check it; its only mutable state sits behind `Guarded`.
extension Vault: @unchecked Sendable {}
