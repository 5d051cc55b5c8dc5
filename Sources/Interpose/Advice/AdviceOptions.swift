/// How and where advice is installed: its name, scope, position in the chain, whether it runs
/// once, and who owns it.
public struct AdviceOptions<Receiver: AnyObject>: Sendable {
    /// A name unique on the hook, used by listings and by positions of later advice.
    public var name: String?
    /// Which receivers the advice applies to.
    public var scope: AdviceScope<Receiver>
    /// Where it goes in the chain.
    public var position: AdvicePosition
    /// Whether it removes itself after its first run.
    ///
    /// Exactly one call runs it, however many threads race. `before`, `around` and `instead`
    /// advice is claimed by the first call to reach it. `after` advice is claimed by the first
    /// call to return normally, so a call that throws leaves it in place; when the body calls
    /// the same hook again, the inner call returns first and so is the one that runs it.
    public var once: Bool
    /// Who installed it, as listings show; plugin contexts set their plugin's identifier.
    public var owner: String?
    /// Where in the control flow it applies: anywhere by default; see ``ControlFlow``.
    public var flow: ControlFlow

    /// Options with the given values; every one has a default.
    public init(
        name: String? = nil,
        scope: AdviceScope<Receiver> = .all,
        position: AdvicePosition = .last,
        once: Bool = false,
        owner: String? = nil,
        flow: ControlFlow = .anywhere
    ) {
        self.name = name
        self.scope = scope
        self.position = position
        self.once = once
        self.owner = owner
        self.flow = flow
    }
}
