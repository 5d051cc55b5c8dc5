/// How and where selector advice is installed: its name, where in the control flow it applies,
/// its position in each chain, and who owns it.
public struct SelectorOptions: Sendable {
    /// A name for listings and positions, unique on each hook the advice joins: a hook where it
    /// is taken already is skipped (at install, the install fails instead).
    public var name: String?
    /// Where in the control flow it applies; see ``ControlFlow``.
    public var flow: ControlFlow
    /// Where it goes in each chain. A position relative to named advice applies on the hooks
    /// that have it; on the others the advice goes last.
    public var position: AdvicePosition
    /// Who installed it, as listings show; plugin contexts set their plugin's identifier.
    public var owner: String?

    /// Options with the given values; every one has a default.
    public init(
        name: String? = nil, flow: ControlFlow = .anywhere, position: AdvicePosition = .last, owner: String? = nil
    ) {
        self.name = name
        self.flow = flow
        self.position = position
        self.owner = owner
    }
}
