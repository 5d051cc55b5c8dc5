import Foundation
import Interpose
import Testing

@Suite("Cassettes: the types a hook takes and returns")
struct CassetteCodingTests {
    @Test("a hook whose arguments are not Codable is refused at install, naming the hook and the type")
    func argumentsNotCodable() throws {
        let folder = try TemporaryFolder()
        let registry = AspectRegistry()
        let host = PluginHost(registry: registry)
        let cassette = Cassette(
            file: folder.file("exchange.json"), hooks: [.hook(Exchange.quoteHook), .hook(Exchange.connectHook)])
        let refusal = CassetteError.notCodable(hook: "Exchange.connect", part: "arguments", type: "Wire")
        #expect(throws: PluginError.installFailed(plugin: "exchange", reason: refusal.description)) {
            try host.install(cassette)
        }
        #expect(
            refusal.description
                == "Exchange.connect's arguments Wire is not Codable: make it Codable, or give the hook a "
                + "CassetteCoding for it")
        #expect(registry.installedAdvice().isEmpty, "nothing of the cassette stays installed")
    }

    @Test("a tuple of arguments needs a writer; with one, the hook records and replays, and a miss answers nil")
    func tupleArguments() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("pairs.json")
        #expect {
            try install(Cassette(file: file, hooks: [.hook(Exchange.pairHook)]), on: AspectRegistry())
        } throws: { error in
            "\(error)".contains("Exchange.pair's arguments (from: String, to: String) is not Codable")
        }
        let hooks: [CassetteHook] = [.hook(Exchange.pairHook, coding: .arguments { ["from": $0.from, "to": $0.to] })]
        do {
            let registry = AspectRegistry()
            let cassette = Cassette(file: file, hooks: hooks)
            try install(cassette, on: registry)
            #expect(Exchange(registry: registry).pair(from: "EUR", to: "USD") == 1.1)
            #expect(
                cassette.calls.map(\.description) == [
                    #"Exchange.pair({"from": "EUR", "to": "USD"}) on Exchange -> 1.1"#
                ])
            try cassette.save()
        }
        let registry = AspectRegistry()
        let exchange = Exchange(registry: registry)
        let cassette = Cassette(file: file, hooks: hooks, onProblem: { _ in })
        try install(cassette, on: registry)
        #expect(exchange.pair(from: "EUR", to: "USD") == 1.1)
        #expect(exchange.pair(from: "EUR", to: "GBP") == nil, "a miss on an optional result answers nil")
        #expect(exchange.bodyRuns("pair") == 0)
        #expect(cassette.misses.count == 1)
    }

    @Test(
        "a miss on a hook that returns a value and cannot throw gets the nearest recorded call's answer, and is reported"
    )
    func nearestAnswer() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("vault.json")
        try recordVault(in: file) { vault in
            _ = vault.deposit(10)
            _ = vault.deposit(500)
        }
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        let cassette = Cassette(
            file: file, mode: .replay, order: .anyOrder, hooks: [.hook(Vault.depositHook)], onProblem: { _ in })
        try install(cassette, on: registry)
        #expect(vault.deposit(499) == 510, "the answer of deposit(500), the nearest")
        #expect(vault.balance == 0)
        #expect(cassette.misses.map(\.nearestNumber) == [2])
    }

    @Test("with no recorded call of such a hook to answer a miss, replaying it needs a stand-in")
    func needsStandIn() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"version": 1, "calls": []}"#, to: "vault.json")
        let file = folder.file("vault.json")
        let refusal = CassetteError.needsStandIn(hook: "Vault.deposit", result: "Int")
        #expect(
            refusal.description
                == "Vault.deposit returns Int and cannot throw a miss, and the cassette holds no call of it to answer "
                + "one with: give a stand-in (.hook(…, standIn: …))")
        for mode in [CassetteMode.replay, .once] {
            #expect(throws: PluginError.installFailed(plugin: "vault", reason: refusal.description)) {
                try install(Cassette(file: file, mode: mode, hooks: [.hook(Vault.depositHook)]), on: AspectRegistry())
            }
        }
        try install(Cassette(file: file, mode: .newEpisodes, hooks: [.hook(Vault.depositHook)]), on: AspectRegistry())
        try install(
            Cassette(file: file, mode: .replay, hooks: [.hook(Vault.depositHook, standIn: 0)]), on: AspectRegistry())
        // A hook returning nothing answers a miss with nothing; one throwing `any Error` throws it.
        try install(
            Cassette(file: file, mode: .replay, hooks: [.hook(Ledger.postHook), .hook(Exchange.signInHook)]),
            on: AspectRegistry())
    }

    @Test("a result that is not Codable is kept by what matters about it, and a replay makes one from that")
    func customResult() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("wires.json")
        let hooks: [CassetteHook] = [
            .hook(
                Switchboard.dialHook,
                coding: .result(storing: { $0.market }) { _, number, market in
                    Exchange.Wire(market: "\(market)#\(number)")
                })
        ]
        do {
            let registry = AspectRegistry()
            let cassette = Cassette(file: file, hooks: hooks)
            try install(cassette, on: registry)
            #expect(Switchboard(registry: registry).dial(7).market == "market 7")
            try cassette.save()
        }
        #expect(try folder.text("wires.json").contains(#""result": "market 7""#))
        let registry = AspectRegistry()
        try install(Cassette(file: file, hooks: hooks), on: registry)
        #expect(Switchboard(registry: registry).dial(7).market == "market 7#7")
    }

    @Test("errors of a hook that throws any Error read back as themselves when listed, as RecordedError otherwise")
    func anyErrors() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("signin.json")
        do {
            let registry = AspectRegistry()
            let cassette = Cassette(file: file, hooks: [.hook(Exchange.signInHook)])
            try install(cassette, on: registry)
            _ = try? Exchange(registry: registry).signIn(.init(user: "ada", password: "wrong"))
            try cassette.save()
        }
        let listed = AspectRegistry()
        try install(
            Cassette(file: file, hooks: [.hook(Exchange.signInHook, coding: .errors(Exchange.Refusal.self))]),
            on: listed)
        #expect(throws: Exchange.Refusal.wrongPassword(user: "ada")) {
            try Exchange(registry: listed).signIn(.init(user: "ada", password: "wrong"))
        }
        let unlisted = AspectRegistry()
        try install(Cassette(file: file, hooks: [.hook(Exchange.signInHook)]), on: unlisted)
        #expect(throws: RecordedError(type: "Refusal", description: #"{"wrongPassword": {"user": "ada"}}"#)) {
            try Exchange(registry: unlisted).signIn(.init(user: "ada", password: "wrong"))
        }
    }

    @Test("a hook with a typed error and no arguments records and replays its error")
    func typedErrorNoArguments() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("close.json")
        try folder.write(
            #"{"version": 1, "calls": [{"hook": "Exchange.close", "receiver": "Exchange", "error": {"closed": {}}}]}"#,
            to: "close.json")
        let registry = AspectRegistry()
        let exchange = Exchange(registry: registry)
        try install(Cassette(file: file, mode: .replay, hooks: [.hook(Exchange.closeHook, standIn: 0)]), on: registry)
        #expect(throws: Exchange.Refusal.closed) { try exchange.close() }
        #expect(exchange.bodyRuns("close") == 0)
    }

    @Test("a hook chosen twice is refused")
    func duplicate() throws {
        let folder = try TemporaryFolder()
        let cassette = Cassette(
            file: folder.file("x.json"), hooks: [.hook(Exchange.quoteHook), .matching("Exchange.quote")])
        let registry = AspectRegistry()
        registry.declare(Exchange.self)
        #expect(
            throws: PluginError.installFailed(
                plugin: "x", reason: CassetteError.duplicateHook("Exchange.quote").description)
        ) {
            try install(cassette, on: registry)
        }
    }

    @Test("calls a recorded call makes through the cassette's hooks are part of its answer, not recorded apart")
    func nestedCalls() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("switchboard.json")
        let wires = CassetteCoding<Switchboard, Int, Exchange.Wire>.result(storing: { $0.market }) { _, _, market in
            Exchange.Wire(market: market)
        }
        let hooks: [CassetteHook] = [
            .hook(Switchboard.dialHook, coding: wires), .hook(Switchboard.redialHook, coding: wires),
        ]
        /// The same calls in both runs: a redial, whose body dials twice, then a dial.
        func calls(_ registry: AspectRegistry) {
            let board = Switchboard(registry: registry)
            #expect(board.redial(3).market == "market 3")
            #expect(board.dial(4).market == "market 4")
        }
        do {
            let registry = AspectRegistry()
            let cassette = Cassette(file: file, hooks: hooks)
            try install(cassette, on: registry)
            calls(registry)
            #expect(
                cassette.calls.map(\.description) == [
                    #"Switchboard.redial(3) on Switchboard -> "market 3""#,
                    #"Switchboard.dial(4) on Switchboard -> "market 4""#,
                ])
            try cassette.save()
        }
        let registry = AspectRegistry()
        let cassette = Cassette(file: file, hooks: hooks)
        try install(cassette, on: registry)
        calls(registry)
        try cassette.verify()
    }
}

/// A service whose result is a class that is not `Codable`.
final class Switchboard: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry
    static let dialHook = Hook<Switchboard, Int, Exchange.Wire>("Switchboard.dial")
    static let redialHook = Hook<Switchboard, Int, Exchange.Wire>("Switchboard.redial")

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    func dial(_ number: Int) -> Exchange.Wire {
        Self.dialHook.call(self, number) { _, number in Exchange.Wire(market: "market \(number)") }
    }

    /// Dials twice, keeping the second line: a call that makes calls through another hook.
    func redial(_ number: Int) -> Exchange.Wire {
        Self.redialHook.call(self, number) { board, number in
            _ = board.dial(number)
            return board.dial(number)
        }
    }
}
