import Interpose
import TestSupport
import Testing

@Suite("Aspect-oriented designs: classic aspects built as plugins")
struct DesignTests {
    let registry = AspectRegistry()
    var host: PluginHost { PluginHost(registry: registry) }

    @Test("memoization looks each price up once per price list, and stops with the plugin")
    func memoization() throws {
        let host = host
        try host.install(MemoizationAspect())
        let (shop, market) = (PriceList(registry: registry), PriceList(registry: registry))
        #expect(
            [shop.price(of: "tea"), shop.price(of: "tea"), shop.price(of: "milk"), market.price(of: "tea")] == [
                30, 30, 40, 30,
            ])
        #expect(shop.lookups.withLock { $0 } == 2)
        #expect(market.lookups.withLock { $0 } == 1)
        try host.uninstall("memoization")
        _ = shop.price(of: "tea")
        #expect(shop.lookups.withLock { $0 } == 3)
    }

    @Test("retry tries again after 100, 200 and 400 ms on the test clock, and gives up after the last attempt")
    func retry() async throws {
        let clock = TestClock()
        try host.install(RetryAspect(attempts: 4, firstDelay: .milliseconds(100)) { await clock.sleep(for: $0) })
        let recovering = Weather(registry: registry, failures: 3)
        #expect(try await recovering.forecast(for: "Oslo") == "sun in Oslo")
        #expect(clock.now.withLock { $0 } == .milliseconds(700))
        let broken = Weather(registry: registry, failures: 10)
        await #expect(throws: VaultError.frozen) { try await broken.forecast(for: "Bergen") }
        #expect(broken.failuresLeft.withLock { $0 } == 6)
    }

    @Test("authorization refuses a withdrawal before it happens when the user may not make it")
    func authorization() throws {
        let user = Guarded("mallory")
        try host.install(AuthorizationAspect(currentUser: user, allowed: ["alice"]))
        let vault = Vault(registry: registry, balance: 100)
        #expect(throws: VaultError.frozen) { try vault.withdraw(10) }
        #expect(vault.balance == 100)
        user.withLock { $0 = "alice" }
        #expect(try vault.withdraw(10) == 90)
    }

    @Test("a reservation that fails half way leaves the stock as it found it")
    func transaction() throws {
        try host.install(TransactionAspect())
        let inventory = Inventory(registry: registry, stock: ["tea": 2, "milk": 1])
        #expect(throws: InventoryError.outOfStock("sugar")) { try inventory.reserve(["tea", "milk", "sugar"]) }
        #expect(inventory.stock.withLock { $0 } == ["tea": 2, "milk": 1])
        try inventory.reserve(["tea", "milk"])
        #expect(inventory.stock.withLock { $0 } == ["tea": 1, "milk": 0])
    }

    @Test("the audit trail publishes every call its selector matches, and nothing else")
    func auditTrail() throws {
        let host = host
        registry.declare([Vault.depositHook.declaration, Vault.withdrawHook.declaration, Vault.auditHook.declaration])
        let trail = Guarded<[Audited]>([])
        let subscription = host.bus.subscribe(to: Audited.self) { event in trail.withLock { $0.append(event) } }
        defer { subscription.cancel() }
        try host.install(AuditTrailAspect(selector: "Vault.*" && .arguments(Int.self)))
        let vault = Vault(registry: registry)
        _ = vault.deposit(50)
        _ = try vault.withdraw(20)
        _ = vault.audit()
        #expect(
            trail.withLock { $0 }
                == [Audited(hook: "Vault.deposit", arguments: "50"), Audited(hook: "Vault.withdraw", arguments: "20")])
    }

    @Test("the validator keeps negative balances from being written and counts the attempts per account")
    func validator() throws {
        let validator = BalanceValidator()
        try host.install(validator)
        let account = Account(registry: registry)
        account.balance = 30
        account.balance -= 50
        account.balance = -1
        #expect(account.balance == 30)
        #expect(try #require(validator.rejections)[account] == 2)
    }
}
