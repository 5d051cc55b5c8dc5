import Interpose
import TestSupport

/// Memoization: around advice with a cache per receiver.
final class MemoizationAspect: Plugin {
    let id = "memoization"
    let dependencies: [String] = []

    func install(into context: PluginContext) throws {
        try context.on(PriceList.priceHook).perReceiver { _ in [String: Int]() }.around { invocation, cache in
            if let known = cache.value[invocation.arguments] { return known }
            let price = invocation.proceed()
            cache.update { $0[invocation.arguments] = price }
            return price
        }
    }

    func uninstall() {}
}

/// Retry with exponential backoff on a throwing `async` hook, waiting on a clock it is given.
final class RetryAspect: Plugin {
    let id = "retry"
    let dependencies: [String] = []
    let attempts: Int
    let firstDelay: Duration
    let sleep: @Sendable (Duration) async -> Void

    init(attempts: Int, firstDelay: Duration, sleep: @escaping @Sendable (Duration) async -> Void) {
        (self.attempts, self.firstDelay, self.sleep) = (attempts, firstDelay, sleep)
    }

    func install(into context: PluginContext) throws {
        let (attempts, firstDelay, sleep) = (attempts, firstDelay, sleep)
        try context.on(Weather.forecastHook).around { invocation in
            var delay = firstDelay
            for _ in 1..<attempts {
                do { return try await invocation.proceed() } catch { await sleep(delay) }
                delay *= 2
            }
            return try await invocation.proceed()
        }
    }

    func uninstall() {}
}

/// Authorization: before advice that throws when the current user may not withdraw.
final class AuthorizationAspect: Plugin {
    let id = "authorization"
    let dependencies: [String] = []
    let currentUser: Guarded<String>
    let allowed: Set<String>

    init(currentUser: Guarded<String>, allowed: Set<String>) {
        (self.currentUser, self.allowed) = (currentUser, allowed)
    }

    func install(into context: PluginContext) throws {
        let (currentUser, allowed) = (currentUser, allowed)
        try context.on(Vault.withdrawHook).before { (_, _) throws(VaultError) in
            guard allowed.contains(currentUser.withLock { $0 }) else { throw .frozen }
        }
    }

    func uninstall() {}
}

/// A transaction: the stock as the outermost reservation found it, put back when it throws.
final class TransactionAspect: Plugin {
    let id = "transaction"
    let dependencies: [String] = []

    func install(into context: PluginContext) throws {
        let snapshot = try context.on(Inventory.reserveHook, position: .first).perFlow { inventory, _ in
            inventory.stock.withLock { $0 }
        }
        try context.on(Inventory.reserveHook).afterThrowing { inventory, _, _ in
            guard let saved = snapshot.value else { return }
            inventory.stock.withLock { $0 = saved }
        }
    }

    func uninstall() {}
}

/// An audit trail: every call a selector matches, published on the bus.
final class AuditTrailAspect: Plugin {
    let id = "audit-trail"
    let dependencies: [String] = []
    let selector: HookSelector

    init(selector: HookSelector) { self.selector = selector }

    func install(into context: PluginContext) throws {
        let bus = context.bus
        try context.on(matching: selector).before { call in
            bus.publish(Audited(hook: call.hook.name, arguments: call.arguments.description))
        }
    }

    func uninstall() {}
}

/// A property validator: writes that break a rule never happen, and are counted per account.
final class BalanceValidator: Plugin, @unchecked Sendable {
    let id = "balance-validator"
    let dependencies: [String] = []
    // Set once, by `install(into:)`, before any write is advised.
    var rejections: Introduction<Account, Int>?

    func install(into context: PluginContext) throws {
        let rejections = context.introduce(on: Account.self) { _ in 0 }
        self.rejections = rejections
        try context.on(Account.balanceProperty.setHook).around { invocation in
            guard invocation.arguments >= 0 else { return rejections.update(invocation.receiver) { $0 += 1 } }
            invocation.proceed()
        }
    }

    func uninstall() {}
}
