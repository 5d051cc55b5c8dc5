import Interpose

/// A receiver whose one hook calls itself until it reaches the ground, for deep recursion.
final class Ladder: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry

    static let climbHook = Hook<Ladder, Int, Int>("Ladder.climb")

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    /// Climbs down `rungs` rungs through the hook, one call per rung; returns how many rungs the
    /// bodies saw, which advice may change.
    func climb(_ rungs: Int) -> Int {
        Self.climbHook.call(self, rungs) { ladder, rungs in
            rungs == 0 ? 0 : 1 + ladder.climb(rungs - 1)
        }
    }
}
