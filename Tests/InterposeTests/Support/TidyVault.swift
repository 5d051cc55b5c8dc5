import Interpose

/// A vault that frees its instance-scoped advice as soon as it goes.
final class TidyVault: Vault {
    deinit {
        aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self))
    }
}

// Restates `Vault`'s conformance; adds no state.
extension TidyVault: @unchecked Sendable {}
