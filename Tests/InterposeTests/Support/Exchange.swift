import Foundation
import Interpose
import TestSupport

/// A currency exchange service with hooks of many shapes, for cassettes: a struct argument with
/// a timestamp, credentials and a session token, a tuple argument with an optional result, an
/// argument that is not `Codable`, and an `async` lookup.
final class Exchange: Interceptable, HookDeclaring, @unchecked Sendable {
    // Its only mutable state sits behind `Guarded`.
    let aspectRegistry: AspectRegistry
    /// How many times a body ran, by hook name: what replaying never adds to.
    private let bodies = Guarded([String: Int]())

    /// A question for a rate, stamped with when it was asked.
    struct Quote: Codable, Equatable, Sendable {
        var from: String
        var to: String
        var timestamp: Double
    }

    /// A rate.
    struct Rate: Codable, Equatable, Sendable {
        var from: String
        var to: String
        var rate: Double
    }

    /// What signing in takes.
    struct Credentials: Codable, Equatable, Sendable {
        var user: String
        var password: String
    }

    /// What signing in gives.
    struct Session: Codable, Equatable, Sendable {
        var user: String
        var token: String
    }

    /// Why the exchange refuses.
    enum Refusal: Error, Codable, Equatable {
        case wrongPassword(user: String)
        case closed
    }

    /// A line to a market: a class that is not `Codable`.
    final class Wire: Sendable {
        let market: String
        init(market: String) { self.market = market }
    }

    static let quoteHook = Hook<Exchange, Quote, Rate>("Exchange.quote")
    static let signInHook = ThrowingHook<Exchange, Credentials, Session, any Error>("Exchange.signIn")
    static let pairHook = Hook<Exchange, (from: String, to: String), Double?>("Exchange.pair")
    static let connectHook = Hook<Exchange, Wire, Void>("Exchange.connect")
    static let marketsHook = AsyncHook<Exchange, String, [String], any Error>("Exchange.markets")
    static let closeHook = ThrowingHook<Exchange, Void, Int, Refusal>("Exchange.close")

    static var declaredHooks: [DeclaredHook] {
        [
            quoteHook.declaration, signInHook.declaration, pairHook.declaration, connectHook.declaration,
            marketsHook.declaration, closeHook.declaration,
        ]
    }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    /// How many times the body of `hook` ran.
    func bodyRuns(_ hook: String) -> Int {
        bodies.withLock { $0[hook, default: 0] }
    }

    private func ran(_ hook: String) {
        bodies.withLock { $0[hook, default: 0] += 1 }
    }

    func quote(_ quote: Quote) -> Rate {
        Self.quoteHook.call(self, quote) { exchange, quote in
            exchange.ran("quote")
            return Rate(from: quote.from, to: quote.to, rate: quote.from == quote.to ? 1 : 1.25)
        }
    }

    func signIn(_ credentials: Credentials) throws -> Session {
        try Self.signInHook.call(self, credentials) { exchange, credentials in
            exchange.ran("signIn")
            guard credentials.password == "hunter2" else { throw Refusal.wrongPassword(user: credentials.user) }
            return Session(user: credentials.user, token: "token-\(credentials.user)-\(credentials.password)")
        }
    }

    func pair(from: String, to: String) -> Double? {
        Self.pairHook.call(self, (from, to)) { exchange, pair in
            exchange.ran("pair")
            return pair.from == "EUR" ? 1.1 : nil
        }
    }

    func connect(_ wire: Wire) {
        Self.connectHook.call(self, wire) { exchange, _ in exchange.ran("connect") }
    }

    func markets(in region: String) async throws -> [String] {
        try await Self.marketsHook.call(self, region) { exchange, region in
            exchange.ran("markets")
            await Task.yield()
            guard !region.isEmpty else { throw Refusal.closed }
            return ["\(region)-1", "\(region)-2"]
        }
    }

    func close() throws(Refusal) -> Int {
        try Self.closeHook.call(self) { (exchange) throws(Refusal) -> Int in
            exchange.ran("close")
            return 3
        }
    }
}
