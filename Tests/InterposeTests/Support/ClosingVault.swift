import Interpose

/// A vault that settles up as it goes, the way a `close()` in `deinit` would.
final class ClosingVault: Vault {
    deinit { _ = deposit(1) }
}

// Restates `Vault`'s conformance; adds no state.
extension ClosingVault: @unchecked Sendable {}
