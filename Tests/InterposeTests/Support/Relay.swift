import Interpose

/// A receiver whose hooks call each other and themselves, for control-flow scopes.
final class Relay: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry
    let trail: Trail

    static let sendHook = Hook<Relay, Int, Void>("Relay.send")
    static let noteHook = Hook<Relay, String, Void>("Relay.note")
    static let waitHook = AsyncHook<Relay, Int, Void, Never>("Relay.wait")

    init(registry: AspectRegistry, trail: Trail = Trail()) {
        aspectRegistry = registry
        self.trail = trail
    }

    /// Notes `depth`, then sends again one level down until 0.
    func send(_ depth: Int) {
        Self.sendHook.call(self, depth) { relay, depth in
            relay.note("send \(depth)")
            if depth > 0 { relay.send(depth - 1) }
        }
    }

    /// Writes `text` on the trail.
    func note(_ text: String) {
        Self.noteHook.call(self, text) { relay, text in relay.trail.note(text) }
    }

    /// Suspends, then notes, `rounds` times.
    func wait(_ rounds: Int) async {
        await Self.waitHook.call(self, rounds) { relay, rounds in
            for round in 0..<rounds {
                await Task.yield()
                relay.note("waited \(round)")
            }
        }
    }
}
