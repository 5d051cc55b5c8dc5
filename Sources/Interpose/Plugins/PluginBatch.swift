/// The plugins of one `install` call that have installed so far: what a later plugin of the
/// same batch can reach through its context before the batch lands.
final class PluginBatch: Sendable {
    private let landed = Locked<[String: any Plugin]>([:])

    /// Records that `plugin` installed.
    func add(_ plugin: any Plugin) {
        landed.withLock { $0[plugin.id] = plugin }
    }

    /// The plugin of this batch with identifier `id`, if it has installed.
    func plugin(_ id: String) -> (any Plugin)? {
        landed.withLock { $0[id] }
    }

    /// Forgets every plugin: the batch has landed (the host answers from then on) or is being
    /// rolled back (nothing of it is there to reach).
    func clear() {
        landed.withLock { $0 = [:] }
    }
}
