/// Where an application's views stood when a recorder worked something out from them. What was
/// worked out holds while the stamp stays the same.
///
/// The components no longer count changes to their trees, names or places, so every stamp is
/// new (``freshGeneration()``) and nothing worked out is trusted past the read that made it.
struct ViewsStamp: Equatable {
    let treeGeneration: Int
    let revision: Int

    /// A generation no stamp had before.
    @MainActor
    static func freshGeneration() -> Int {
        generations += 1
        return generations
    }

    @MainActor private static var generations = 0
}
