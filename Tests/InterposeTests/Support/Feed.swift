import Interpose

/// A service with an `async` hook.
final class Feed: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry
    static let loadHook = AsyncHook<Feed, String, [String], any Error>("Feed.load")
    /// Declared as `AsyncHook`'s documentation declares its sealed example.
    static let verifyHook = AsyncHook<Feed, String, Bool, Never>("Feed.verify", sealed: true)

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    func load(_ topic: String) async throws -> [String] {
        try await Self.loadHook.call(self, topic) { _, topic in
            await Task.yield()
            guard !topic.isEmpty else { throw VaultError.frozen }
            return ["\(topic)-1", "\(topic)-2"]
        }
    }

    func verify(_ token: String) async -> Bool {
        await Self.verifyHook.call(self, token) { _, token in token == "valid" }
    }
}
