import Interpose

/// A subclass: advice on `Vault`'s hooks applies to it too.
final class SavingsVault: Vault {}

// Restates `Vault`'s conformance; adds no state.
extension SavingsVault: @unchecked Sendable {}
