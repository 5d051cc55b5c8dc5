import Foundation
import Interpose
import TestSupport
import Testing

@Suite("Cassettes: async hooks, and hooks chosen by selector")
struct CassetteAsyncTests {
    @Test("an async hook records its results and errors, and replays them without running its body")
    func asyncHook() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("markets.json")
        let hooks: [CassetteHook] = [.hook(Exchange.marketsHook, coding: .errors(Exchange.Refusal.self))]
        do {
            let registry = AspectRegistry()
            let cassette = Cassette(file: file, hooks: hooks)
            try install(cassette, on: registry)
            let exchange = Exchange(registry: registry)
            #expect(try await exchange.markets(in: "EU") == ["EU-1", "EU-2"])
            await #expect(throws: Exchange.Refusal.closed) { try await exchange.markets(in: "") }
            try cassette.save()
        }
        let registry = AspectRegistry()
        let exchange = Exchange(registry: registry)
        let cassette = Cassette(file: file, hooks: hooks, onProblem: { _ in })
        try install(cassette, on: registry)
        #expect(try await exchange.markets(in: "EU") == ["EU-1", "EU-2"])
        await #expect(throws: Exchange.Refusal.closed) { try await exchange.markets(in: "") }
        await #expect(throws: CassetteMiss.self) { try await exchange.markets(in: "US") }
        #expect(exchange.bodyRuns("markets") == 0)
        #expect(cassette.misses.map(\.reason) == ["the arguments differ"])
    }

    @Test("concurrent tasks replay in any order, each answered by its own recorded call")
    func concurrentTasks() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("markets.json")
        let regions = (0..<20).map { "R\($0)" }
        do {
            let registry = AspectRegistry()
            let cassette = Cassette(file: file, hooks: [.hook(Exchange.marketsHook)])
            try install(cassette, on: registry)
            let exchange = Exchange(registry: registry)
            for region in regions { _ = try await exchange.markets(in: region) }
            try cassette.save()
        }
        let registry = AspectRegistry()
        let exchange = Exchange(registry: registry)
        let cassette = Cassette(file: file, order: .anyOrder, hooks: [.hook(Exchange.marketsHook)])
        try install(cassette, on: registry)
        let answers = try await withThrowingTaskGroup(of: (String, [String]).self) { group in
            for region in regions.reversed() { group.addTask { (region, try await exchange.markets(in: region)) } }
            return try await group.reduce(into: [String: [String]]()) { $0[$1.0] = $1.1 }
        }
        #expect(answers.count == 20)
        #expect(answers.allSatisfy { region, markets in markets == ["\(region)-1", "\(region)-2"] })
        #expect(exchange.bodyRuns("markets") == 0)
        try cassette.verify()
    }

    @Test("a selector's hooks record and replay, synchronous and async alike")
    func selector() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("exchange.json")
        let selector: HookSelector = .named("Exchange.quote") || .named("Exchange.markets")
        do {
            let registry = AspectRegistry()
            registry.declare(Exchange.self)
            let cassette = Cassette(file: file, hooks: [.matching(selector)])
            try install(cassette, on: registry)
            let exchange = Exchange(registry: registry)
            _ = exchange.quote(.init(from: "EUR", to: "USD", timestamp: 1))
            _ = try await exchange.markets(in: "EU")
            #expect(cassette.calls.map(\.hook) == ["Exchange.quote", "Exchange.markets"])
            try cassette.save()
        }
        let registry = AspectRegistry()
        registry.declare(Exchange.self)
        let exchange = Exchange(registry: registry)
        let cassette = Cassette(file: file, hooks: [.matching(selector)])
        try install(cassette, on: registry)
        #expect(exchange.quote(.init(from: "EUR", to: "USD", timestamp: 1)).rate == 1.25)
        #expect(try await exchange.markets(in: "EU") == ["EU-1", "EU-2"])
        #expect(exchange.bodyRuns("quote") + exchange.bodyRuns("markets") == 0)
        try cassette.verify()
    }

    @Test("a selector that picks a hook whose types are not Codable is refused, naming the hook and the type")
    func selectorRefusesNonCodable() throws {
        let folder = try TemporaryFolder()
        let registry = AspectRegistry()
        registry.declare(Exchange.self)
        let cassette = Cassette(file: folder.file("exchange.json"), hooks: [.matching("Exchange.*")])
        #expect(
            throws: PluginError.installFailed(
                plugin: "exchange",
                reason: CassetteError.notCodable(hook: "Exchange.connect", part: "arguments", type: "Wire").description)
        ) {
            try install(cassette, on: registry)
        }
        #expect(registry.installedAdvice().isEmpty)
        #expect(
            throws: PluginError.installFailed(
                plugin: "exchange", reason: "the selector Nothing.* matches no hook the registry knows")
        ) {
            try install(Cassette(file: folder.file("exchange.json"), hooks: [.matching("Nothing.*")]), on: registry)
        }
    }

    @Test("a selector's miss throws where the hook can throw it, and answers nil for an optional result")
    func selectorMisses() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"version": 1, "calls": []}"#, to: "exchange.json")
        let registry = AspectRegistry()
        registry.declare(Exchange.self)
        let exchange = Exchange(registry: registry)
        let cassette = Cassette(
            file: folder.file("exchange.json"), mode: .replay,
            hooks: [
                .matching(.named("Exchange.signIn")),
                .hook(Exchange.pairHook, coding: .arguments { [$0.from, $0.to] }),
            ],
            onProblem: { _ in })
        try install(cassette, on: registry)
        #expect(throws: CassetteMiss.self) { try exchange.signIn(.init(user: "ada", password: "hunter2")) }
        #expect(exchange.pair(from: "EUR", to: "USD") == nil)
        #expect(exchange.bodyRuns("signIn") + exchange.bodyRuns("pair") == 0)
        #expect(cassette.misses.count == 2)
    }
}
