import Interpose

/// A receiver whose hooked method calls itself: `climb(n)` goes `n` advised calls deep, then
/// calls `rest()`, another hook, at the bottom. It puts a hook's calls deeper on a thread's
/// stack than the reader marks a thread keeps inline.
final class Ladder: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry

    static let climbHook = Hook<Ladder, Int, Int>("Ladder.climb")
    static let restHook = Hook<Ladder, Void, Int>("Ladder.rest")

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    /// Climbs `rungs` rungs, one advised call each, rests at the top; returns the rungs
    /// climbed plus what resting returned.
    func climb(_ rungs: Int) -> Int {
        Self.climbHook.call(self, rungs) { ladder, rungs in
            rungs == 0 ? ladder.rest() : 1 + ladder.climb(rungs - 1)
        }
    }

    /// Rests: returns 0 unless advice says otherwise.
    func rest() -> Int {
        Self.restHook.call(self) { _ in 0 }
    }
}
