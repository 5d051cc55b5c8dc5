import Interpose
import Testing

@Suite("afterReturning and afterThrowing: advice by how the call ended")
struct OutcomeAdviceTests {
    let registry = AspectRegistry()
    let trail = Trail()

    @Test("afterReturning sees the result of a call that returns, and nothing of one that throws")
    func afterReturning() throws {
        let vault = Vault(registry: registry, balance: 10)
        try registry.on(Vault.withdrawHook).afterReturning { [trail] _, amount, balance in
            trail.note("took \(amount), left \(balance)")
        }
        #expect(try vault.withdraw(3) == 7)
        #expect(throws: VaultError.insufficientFunds(requested: 50)) { try vault.withdraw(50) }
        #expect(trail.all == ["took 3, left 7"])
    }

    @Test("afterThrowing sees the typed error and lets it go on; a call that returns passes it by")
    func afterThrowing() throws {
        let vault = Vault(registry: registry, balance: 10)
        try registry.on(Vault.withdrawHook).afterThrowing { [trail] _, amount, error in
            if case .insufficientFunds(let requested) = error { trail.note("refused \(requested) of \(amount)") }
        }
        #expect(try vault.withdraw(4) == 6)
        #expect(throws: VaultError.insufficientFunds(requested: 9)) { try vault.withdraw(9) }
        #expect(trail.all == ["refused 9 of 9"])
    }

    @Test("afterThrowing translates an error into another of the hook's error type")
    func translation() throws {
        let vault = Vault(registry: registry, balance: 1)
        try registry.on(Vault.withdrawHook).afterThrowing { (_, _, error) throws(VaultError) in
            if case .insufficientFunds = error { throw .frozen }
        }
        #expect(throws: VaultError.frozen) { try vault.withdraw(5) }
        #expect(try vault.withdraw(1) == 0)
    }

    @Test("afterReturning and afterThrowing on an async hook")
    func asyncHook() async throws {
        let feed = Feed(registry: registry)
        try registry.on(Feed.loadHook).afterReturning { [trail] _, topic, items in
            trail.note("\(topic): \(items.count)")
        }
        try registry.on(Feed.loadHook).afterThrowing { _, topic, error in
            if error as? VaultError == .frozen { throw Boom.now }
        }
        #expect(try await feed.load("news") == ["news-1", "news-2"])
        await #expect(throws: Boom.now) { try await feed.load("") }
        #expect(trail.all == ["news: 2"])
    }

    @Test("selector afterThrowing replaces an error only with one the hook can throw")
    func selectorTranslation() throws {
        registry.declare(Meter.self)
        let meter = Meter(registry: registry)
        try registry.on(matching: "Meter.read", named: "offline").afterThrowing { call, error in
            guard let channel = call.arguments.value(as: String.self), channel == "down" else { return Boom.now }
            #expect(call.canThrow(MeterError.offline) && !call.canThrow(Boom.now))
            return MeterError.offline
        }
        #expect(throws: MeterError.offline) { try meter.read("down") }
        #expect(throws: MeterError.unknownChannel("x")) { try meter.read("x") }
        #expect(try meter.read("ch7") == 3)
    }

    @Test("selector afterReturning sees each result; listings name the forms as written")
    func selectorReturning() throws {
        registry.declare(Gadget.self)
        try registry.on(matching: "Gadget.poke").afterReturning { [trail] call, result in
            trail.note("\(call.hook.name) -> \(result)")
        }
        try registry.on(Vault.withdrawHook).afterThrowing { _, _, _ in }
        _ = Gadget(registry: registry).poke(4)
        #expect(trail.all == ["Gadget.poke -> 8"])
        #expect(registry.installedAdvice().map(\.form) == ["afterReturning", "afterThrowing"])
        #expect(registry.installedAdvice().map(\.kind) == [.after, .around])
    }
}
