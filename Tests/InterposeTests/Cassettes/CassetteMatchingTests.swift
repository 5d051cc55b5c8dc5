import Foundation
import Interpose
import TestSupport
import Testing

@Suite("Cassettes: matching calls with recorded ones")
struct CassetteMatchingTests {
    @Test("in order, a call that comes later in the recording is a miss that says which call comes first")
    func inOrder() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try recordVault(in: file) { vault in
            _ = vault.deposit(10)
            _ = vault.deposit(20)
        }
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        let cassette = vaultCassette(file, mode: .replay)
        try install(cassette, on: registry)
        #expect(vault.deposit(20) == -1)
        #expect(
            cassette.misses.map(\.description) == [
                "cassette 'vault' does not hold Vault.deposit(20) on Vault; nearest recorded: call 2, "
                    + "Vault.deposit(20) on Vault -> 30 (calls replay in order, and call 1, Vault.deposit(10) on Vault, "
                    + "comes first)"
            ])
        #expect(vault.deposit(10) == 10)
        #expect(vault.deposit(20) == 30)
    }

    @Test("in any order, each call is answered by the first unused recorded call that matches, once")
    func anyOrder() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try recordVault(in: file) { vault in
            _ = vault.deposit(10)
            _ = vault.deposit(20)
            _ = vault.deposit(10)
        }
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        let cassette = vaultCassette(file, mode: .replay, order: .anyOrder)
        try install(cassette, on: registry)
        #expect(vault.deposit(20) == 30)
        #expect(vault.deposit(10) == 10)
        #expect(vault.deposit(10) == 40)
        #expect(vault.deposit(10) == -1)
        #expect(
            cassette.misses.map(\.reason) == ["it answered an earlier call; each recorded call answers one call"])
    }

    @Test("ignoring a field matches calls that differ only there, such as a timestamp")
    func ignoring() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("quotes.json")
        let hooks: [CassetteHook] = [.hook(Exchange.quoteHook, matching: .ignoring("timestamp"))]
        do {
            let registry = AspectRegistry()
            let cassette = Cassette(file: file, hooks: hooks)
            try install(cassette, on: registry)
            _ = Exchange(registry: registry).quote(.init(from: "EUR", to: "USD", timestamp: 100))
            try cassette.save()
        }
        let registry = AspectRegistry()
        let exchange = Exchange(registry: registry)
        let cassette = Cassette(file: file, hooks: hooks, onProblem: { _ in })
        try install(cassette, on: registry)
        #expect(exchange.quote(.init(from: "EUR", to: "USD", timestamp: 999)).rate == 1.25)
        _ = exchange.quote(.init(from: "EUR", to: "GBP", timestamp: 100))
        #expect(cassette.misses.map(\.reason) == ["the arguments differ"])
        #expect(exchange.bodyRuns("quote") == 0)
    }

    @Test("a custom matcher decides with the recorded arguments and the call's")
    func custom() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try recordVault(in: file) { vault in _ = vault.deposit(100) }
        let seen = Guarded<[[CassetteValue]]>([])
        let matcher = CassetteMatcher.custom { recorded, live in
            seen.withLock { $0.append([recorded, live]) }
            return (recorded.doubleValue ?? 0) <= (live.doubleValue ?? 0)
        }
        let registry = AspectRegistry()
        let cassette = Cassette(
            file: file, mode: .replay, hooks: [.hook(Vault.depositHook, matching: matcher, standIn: -1)])
        try install(cassette, on: registry)
        #expect(Vault(registry: registry).deposit(150) == 100)
        #expect(seen.withLock { $0 } == [[100, 150]])
    }

    @Test("a call on another receiver is a miss that says so")
    func otherReceiver() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try recordVault(in: file) { vault in _ = vault.deposit(10) }
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        let cassette = vaultCassette(file, mode: .replay)
        cassette.name(vault, as: "savings")
        try install(cassette, on: registry)
        #expect(vault.deposit(10) == -1)
        #expect(cassette.misses.map(\.reason) == ["it was made on Vault, not savings"])
    }

    @Test("calls from many threads each take one recorded call, none twice")
    func threads() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try recordVault(in: file) { vault in
            for _ in 0..<200 { _ = vault.deposit(1) }
        }
        let registry = AspectRegistry()
        let cassette = vaultCassette(file, mode: .replay, order: .anyOrder)
        try install(cassette, on: registry)
        let vaults = (0..<4).map { _ in Vault(registry: registry) }
        for vault in vaults { cassette.name(vault, as: "Vault") }
        let answers = Guarded<[Int]>([])
        runOnThreads(
            vaults.map { vault in
                {
                    for _ in 0..<50 {
                        let answer = vault.deposit(1)
                        answers.withLock { $0.append(answer) }
                    }
                }
            })
        #expect(answers.withLock { $0.sorted() } == Array(1...200))
        try cassette.verify()
    }
}

/// Records the calls `body` makes on a fresh vault holding nothing, and saves them.
func recordVault(in file: URL, _ body: (Vault) throws -> Void) throws {
    let registry = AspectRegistry()
    let cassette = vaultCassette(file, mode: .record)
    try install(cassette, on: registry)
    try body(Vault(registry: registry))
    try cassette.save()
}
