import Synchronization

/// A receipt for installed advice: remove the advice with it, in any order, at any time.
///
/// ```swift
/// let token = try registry.on(Vault.withdrawHook).before { _, amount in print("withdraw", amount) }
/// token.remove()   // the next call runs without it
/// ```
///
/// Removing advice from inside advice, during a call, is safe: calls already under way finish
/// with the chain they started with, and the next call runs without it. Dropping a token does
/// not remove its advice.
public final class AdviceToken: Sendable, Hashable, CustomStringConvertible {
    private weak let registry: AspectRegistry?
    let id: UInt64
    /// The name of the hook the advice wraps.
    public let hook: String
    /// The advice's name, if it has one.
    public let name: String?

    init(registry: AspectRegistry, id: UInt64, hook: String, name: String?) {
        self.registry = registry
        self.id = id
        self.hook = hook
        self.name = name
    }

    /// Removes the advice. Removing it twice, or after its registry is gone, does nothing.
    public func remove() {
        registry?.removeAdvice(id: id)
    }

    /// Whether the advice is still installed.
    public var isInstalled: Bool {
        registry?.containsAdvice(id: id) ?? false
    }

    /// A line naming the hook and the advice.
    public var description: String {
        "AdviceToken(\(hook)\(name.map { ": \($0)" } ?? ""))"
    }

    /// Tokens are equal when they are the same token.
    public static func == (lhs: AdviceToken, rhs: AdviceToken) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
