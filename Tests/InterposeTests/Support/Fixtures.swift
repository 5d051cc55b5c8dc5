import Interpose
import Synchronization

/// A thread-safe list of what happened, in order.
final class Trail: Sendable {
    private let entries = Guarded<[String]>([])

    func note(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] { entries.withLock { $0 } }

    func clear() {
        entries.withLock { $0 = [] }
    }
}

/// A thread-safe counter.
final class Tally: Sendable {
    private let value = Atomic<Int>(0)

    func bump() {
        value.add(1, ordering: .relaxed)
    }

    var count: Int { value.load(ordering: .relaxed) }
}

/// What a vault refuses to do.
enum VaultError: Error, Equatable {
    case insufficientFunds(requested: Int)
    case frozen
}

/// A small service declaring a plain hook and a throwing hook.
class Vault: Interceptable {
    let aspectRegistry: AspectRegistry
    private let state = Guarded(0)

    static let deposit = Hook<Vault, Int, Int>("Vault.deposit")
    static let withdraw = ThrowingHook<Vault, Int, Int, VaultError>("Vault.withdraw")
    static let audit = Hook<Vault, Void, String>("Vault.audit")

    init(registry: AspectRegistry, balance: Int = 0) {
        aspectRegistry = registry
        state.withLock { $0 = balance }
    }

    var balance: Int { state.withLock { $0 } }

    /// Adds `amount`; returns the new balance.
    func deposit(_ amount: Int) -> Int {
        Self.deposit.call(self, amount) { vault, amount in
            vault.state.withLock {
                $0 += amount; return $0
            }
        }
    }

    /// Takes `amount` out; returns the new balance.
    func withdraw(_ amount: Int) throws(VaultError) -> Int {
        try Self.withdraw.call(self, amount) { (vault, amount) throws(VaultError) -> Int in
            try vault.state.withLock { (balance) throws(VaultError) -> Int in
                guard amount <= balance else { throw .insufficientFunds(requested: amount) }
                balance -= amount
                return balance
            }
        }
    }

    /// A line describing the vault.
    func audit() -> String {
        Self.audit.call(self) { vault in "\(type(of: vault)) holding \(vault.balance)" }
    }
}

/// A subclass: advice on `Vault`'s hooks applies to it too.
final class SavingsVault: Vault {}

/// A vault that frees its instance-scoped advice as soon as it goes.
final class TidyVault: Vault {
    deinit {
        aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self))
    }
}

/// An object whose lifetime a test watches (through a ``WeakBox``), or that serves as a source.
final class Witness: Sendable {
    func touch() {}
}

/// A weak reference a `@Sendable` closure can carry.
final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

/// A service with an `async` hook.
final class Feed: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry
    static let load = AsyncHook<Feed, String, [String], any Error>("Feed.load")

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    func load(_ topic: String) async throws -> [String] {
        try await Self.load.call(self, topic) { _, topic in
            await Task.yield()
            guard !topic.isEmpty else { throw VaultError.frozen }
            return ["\(topic)-1", "\(topic)-2"]
        }
    }
}

// Non-final, so the compiler cannot check it; its only mutable state sits behind `Guarded`.
extension Vault: @unchecked Sendable {}

// Restates `Vault`'s conformance; adds no state.
extension SavingsVault: @unchecked Sendable {}

// Restates `Vault`'s conformance; adds no state.
extension TidyVault: @unchecked Sendable {}

// Tests set `object` before any closure that carries the box runs, on the same thread.
extension WeakBox: @unchecked Sendable {}
