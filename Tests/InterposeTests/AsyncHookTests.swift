import Interpose
import Testing

@Suite("Async hooks")
struct AsyncHookTests {
    let registry = AspectRegistry()

    @Test("before, around and after advice wrap an async body in order")
    func asyncAdvice() async throws {
        let feed = Feed(registry: registry)
        let trail = Trail()
        try registry.on(Feed.loadHook).before { _, topic in
            await Task.yield()
            trail.note("before \(topic)")
        }
        try registry.on(Feed.loadHook).around { invocation in
            trail.note("around")
            return try await invocation.proceed(with: invocation.arguments.uppercased())
        }
        try registry.on(Feed.loadHook).after { _, topic, items in trail.note("after \(topic) \(items.count)") }
        let items = try await feed.load("news")
        #expect(items == ["NEWS-1", "NEWS-2"])
        #expect(trail.all == ["before news", "around", "after NEWS 2"])
    }

    @Test("a sealed async hook refuses advice, selectors pass it by, and it runs untouched")
    func sealedAsync() async throws {
        let feed = Feed(registry: registry)
        #expect(throws: AdviceError.sealedHook("Feed.verify")) {
            try registry.on(Feed.verifyHook).instead { _, _ in true }
        }
        let trail = Trail()
        try registry.on(matching: .any).aroundAsync { invocation in
            trail.note(invocation.hook.name)
            return await invocation.proceed()
        }
        #expect(await feed.verify("forged") == false)
        #expect(await feed.verify("valid"))
        #expect(trail.all.isEmpty)
        #expect(Feed.verifyHook.isSealed)
    }

    @Test("errors from an async body or async advice reach the caller")
    func asyncErrors() async throws {
        let feed = Feed(registry: registry)
        await #expect(throws: VaultError.frozen) { try await feed.load("") }
        try registry.on(Feed.loadHook, scope: .instance(feed)).before { _, topic in
            if topic == "secret" { throw VaultError.insufficientFunds(requested: 0) }
        }
        await #expect(throws: VaultError.insufficientFunds(requested: 0)) { try await feed.load("secret") }
        #expect(try await feed.load("ok") == ["ok-1", "ok-2"])
    }

    @Test("instead advice on an async hook replaces the body")
    func asyncInstead() async throws {
        let feed = Feed(registry: registry)
        let token = try registry.on(Feed.loadHook).instead { _, _ in ["cached"] }
        #expect(try await feed.load("x") == ["cached"])
        token.remove()
        #expect(try await feed.load("x") == ["x-1", "x-2"])
    }
}
