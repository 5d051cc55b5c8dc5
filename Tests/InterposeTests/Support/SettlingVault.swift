import Interpose

/// A vault that settles up in `deinit`, frees its instance-scoped advice, then settles again.
final class SettlingVault: Vault {
    deinit {
        _ = deposit(1)
        aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self))
        _ = deposit(2)
    }
}

// Restates `Vault`'s conformance; adds no state.
extension SettlingVault: @unchecked Sendable {}
