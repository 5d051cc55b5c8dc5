import Foundation
import Interpose
import TestSupport
import Testing

/// The cassette for the vault in these tests: deposits and withdrawals, each with a stand-in
/// for calls the file does not hold (neither hook can throw a miss).
func vaultCassette(_ file: URL, mode: CassetteMode = .once, order: CassetteOrder = .inOrder) -> Cassette {
    Cassette(
        file: file, mode: mode, order: order,
        hooks: [.hook(Vault.depositHook, standIn: -1), .hook(Vault.withdrawHook, standIn: -1)],
        onProblem: { _ in })
}

/// Installs `cassette` on a host of its own over `registry`, and returns the host.
@discardableResult
func install(_ cassette: Cassette, on registry: AspectRegistry) throws -> PluginHost {
    let host = PluginHost(registry: registry)
    try host.install(cassette)
    return host
}

@Suite("Cassettes: recording a vault once and replaying it")
struct CassetteTests {
    @Test("the first run records the vault's calls; the next answers them from the file without running a body")
    func recordsOnceThenReplays() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        do {
            let registry = AspectRegistry()
            let vault = Vault(registry: registry, balance: 100)
            let cassette = vaultCassette(file)
            try install(cassette, on: registry)
            #expect(cassette.isRecording)
            #expect(vault.deposit(30) == 130)
            #expect(try vault.withdraw(50) == 80)
            #expect(throws: VaultError.insufficientFunds(requested: 500)) { try vault.withdraw(500) }
            try cassette.save()
            try cassette.verify()
        }
        #expect(FileManager.default.fileExists(atPath: file.path))

        let registry = AspectRegistry()
        let vault = Vault(registry: registry, balance: 0)
        let cassette = vaultCassette(file)
        try install(cassette, on: registry)
        #expect(!cassette.isRecording)
        #expect(vault.deposit(30) == 130)
        #expect(try vault.withdraw(50) == 80)
        #expect(throws: VaultError.insufficientFunds(requested: 500)) { try vault.withdraw(500) }
        #expect(vault.balance == 0, "no body ran")
        try cassette.verify()
    }

    @Test("the README's and the article's example: the file it writes, and the miss a call it does not hold reports")
    func documentedExample() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        do {
            let registry = AspectRegistry()
            let cassette = Cassette(
                file: file, mode: .once, hooks: [.hook(Vault.depositHook), .hook(Vault.withdrawHook)])
            try PluginHost(registry: registry).install(cassette)
            let vault = Vault(registry: registry, balance: 100)
            #expect(vault.deposit(30) == 130)
            #expect(try vault.withdraw(50) == 80)
            #expect(throws: VaultError.insufficientFunds(requested: 500)) { try vault.withdraw(500) }
            try cassette.save()
            try cassette.verify()
        }
        #expect(
            try folder.text("vault.json") == """
                {
                  "version": 1,
                  "calls": [
                    {
                      "hook": "Vault.deposit",
                      "receiver": "Vault",
                      "arguments": 30,
                      "result": 130
                    },
                    {
                      "hook": "Vault.withdraw",
                      "receiver": "Vault",
                      "arguments": 50,
                      "result": 80
                    },
                    {
                      "hook": "Vault.withdraw",
                      "receiver": "Vault",
                      "arguments": 500,
                      "error": {"insufficientFunds": {"requested": 500}}
                    }
                  ]
                }

                """)
        let registry = AspectRegistry()
        let cassette = Cassette(
            file: file, mode: .once, hooks: [.hook(Vault.depositHook), .hook(Vault.withdrawHook)], onProblem: { _ in })
        try PluginHost(registry: registry).install(cassette)
        let vault = Vault(registry: registry, balance: 100)
        #expect(try vault.withdraw(40) == 80, "the nearest recorded call's answer")
        #expect(vault.balance == 100)
        #expect(
            cassette.misses.map(\.description) == [
                "cassette 'vault' does not hold Vault.withdraw(40) on Vault; nearest recorded: call 2, "
                    + "Vault.withdraw(50) on Vault -> 80 (the arguments differ)"
            ])
    }

    @Test("uninstalling a cassette restores the real bodies at once; what it recorded can still be saved")
    func uninstallRestoresBodies() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try folder.write(
            #"{"version": 1, "calls": [{"hook": "Vault.deposit", "receiver": "Vault", "arguments": 5, "result": 500}]}"#,
            to: "vault.json")
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        let cassette = vaultCassette(file, mode: .replay)
        let host = try install(cassette, on: registry)
        #expect(registry.installedAdvice(on: Vault.depositHook).map(\.name) == ["vault"])
        #expect(vault.deposit(5) == 500)
        #expect(vault.balance == 0)

        try host.uninstall(cassette.id)
        #expect(registry.installedAdvice(on: Vault.depositHook).isEmpty)
        #expect(vault.deposit(5) == 5)
        #expect(cassette.calls.count == 1)
    }

    @Test("a call the cassette does not hold runs no body, names the nearest recorded call, and is reported")
    func missNamesNearest() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try record(in: file) { vault in
            _ = vault.deposit(10)
            _ = try? vault.withdraw(50)
        }
        let registry = AspectRegistry()
        let vault = Vault(registry: registry, balance: 1000)
        let reported = Guarded<[CassetteError]>([])
        let cassette = Cassette(
            file: file, mode: .replay, order: .anyOrder,
            hooks: [.hook(Vault.depositHook, standIn: -1), .hook(Vault.withdrawHook, standIn: -1)],
            onProblem: { problem in reported.withLock { $0.append(problem) } })
        try install(cassette, on: registry)

        #expect(try vault.withdraw(40) == -1, "the stand-in answers")
        #expect(vault.balance == 1000, "the body did not run")
        let miss = try #require(cassette.misses.first)
        #expect(
            miss.description
                == "cassette 'vault' does not hold Vault.withdraw(40) on Vault; nearest recorded: call 2, "
                + "Vault.withdraw(50) on Vault throws {\"insufficientFunds\": {\"requested\": 50}} (the arguments differ)"
        )
        #expect(miss.nearestNumber == 2)
        #expect(reported.withLock { $0 } == [.missed(miss)])
        #expect(throws: CassetteError.unfinished(problems: [.missed(miss)], unused: cassette.unusedCalls)) {
            try cassette.verify()
        }
        #expect(
            cassette.unusedCalls.map(\.description) == ["Vault.deposit(10) on Vault -> 10", miss.nearest!.description])
    }

    @Test("a miss on a hook that throws any Error throws the miss to the caller")
    func missThrows() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("feed.json")
        try folder.write(#"{"version": 1, "calls": []}"#, to: "feed.json")
        let registry = AspectRegistry()
        let feed = Feed(registry: registry)
        let cassette = Cassette(file: file, mode: .replay, hooks: [.hook(Feed.loadHook)], onProblem: { _ in })
        try install(cassette, on: registry)
        await #expect(throws: CassetteMiss.self) { try await feed.load("news") }
        #expect(
            cassette.misses.map(\.description) == [
                "cassette 'feed' does not hold Feed.load(\"news\") on Feed; it holds no calls"
            ])
    }

    @Test(
        "a replaying cassette needs its file: a missing one fails the install, naming it, and nothing stays installed")
    func replayNeedsFile() throws {
        let folder = try TemporaryFolder()
        let registry = AspectRegistry()
        let host = PluginHost(registry: registry)
        let file = folder.file("absent.json")
        #expect(
            throws: PluginError.installFailed(
                plugin: "absent", reason: CassetteError.missingFile(file.path).description)
        ) {
            try host.install(vaultCassette(file, mode: .replay))
        }
        #expect(registry.installedAdvice(on: Vault.depositHook).isEmpty)
        #expect(host.installedPlugins.isEmpty)
    }

    @Test("record mode records even when the file exists, and save replaces it")
    func recordReplaces() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try record(in: file) { vault in _ = vault.deposit(1) }
        try record(in: file, mode: .record) { vault in _ = vault.deposit(2) }
        let cassette = vaultCassette(file, mode: .replay)
        try install(cassette, on: AspectRegistry())
        #expect(cassette.calls.map(\.description) == ["Vault.deposit(2) on Vault -> 2"])
    }

    @Test("new episodes replays the calls it holds, records the others by running them, and saves both in call order")
    func newEpisodes() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try record(in: file) { vault in
            _ = vault.deposit(10)
            _ = vault.deposit(30)
        }
        let registry = AspectRegistry()
        let vault = Vault(registry: registry, balance: 500)
        let cassette = vaultCassette(file, mode: .newEpisodes)
        try install(cassette, on: registry)
        #expect(vault.deposit(10) == 10, "replayed")
        #expect(vault.deposit(20) == 520, "recorded: the body ran")
        try cassette.save()
        #expect(cassette.unusedCalls.map(\.description) == ["Vault.deposit(30) on Vault -> 40"])
        let replayed = vaultCassette(file, mode: .replay)
        try install(replayed, on: AspectRegistry())
        #expect(
            replayed.calls.map(\.description) == [
                "Vault.deposit(10) on Vault -> 10", "Vault.deposit(20) on Vault -> 520",
                "Vault.deposit(30) on Vault -> 40",
            ])
    }

    @Test("receivers are named as the test names them, or by type, numbered in the order they are met")
    func receiverNames() throws {
        let folder = try TemporaryFolder()
        let registry = AspectRegistry()
        let cassette = vaultCassette(folder.file("vault.json"))
        try install(cassette, on: registry)
        let (first, second, savings) = (
            Vault(registry: registry), SavingsVault(registry: registry), Vault(registry: registry)
        )
        cassette.name(savings, as: "savings")
        _ = first.deposit(1)
        _ = second.deposit(2)
        _ = savings.deposit(3)
        _ = Vault(registry: registry).deposit(4)
        #expect(cassette.calls.map(\.receiver) == ["Vault", "SavingsVault", "savings", "Vault #2"])
    }

    @Test("a cassette serves one run: installing it again is refused")
    func oneRun() throws {
        let folder = try TemporaryFolder()
        let cassette = vaultCassette(folder.file("vault.json"))
        let host = try install(cassette, on: AspectRegistry())
        try host.uninstall(cassette.id)
        #expect(
            throws: PluginError.installFailed(plugin: "vault", reason: CassetteError.alreadyUsed("vault").description)
        ) {
            try host.install(cassette)
        }
    }

    /// Records the calls `body` makes on a fresh vault holding nothing, and saves them.
    private func record(in file: URL, mode: CassetteMode = .once, _ body: (Vault) throws -> Void) throws {
        let registry = AspectRegistry()
        let cassette = vaultCassette(file, mode: mode)
        try install(cassette, on: registry)
        try body(Vault(registry: registry))
        try cassette.save()
    }
}
