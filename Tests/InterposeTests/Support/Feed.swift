import Interpose

/// A service with an `async` hook.
final class Feed: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry
    static let loadHook = AsyncHook<Feed, String, [String], any Error>("Feed.load")

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
}
