import Synchronization

/// Where advice lives: for each hook, an ordered chain of advice wrapped around its body.
///
/// ```
///   caller ── hook.call(receiver, arguments) { body }
///                 │
///                 ▼  receiver.aspectRegistry ── directory ── hook's slot (atomic loads, no lock)
///   ┌─────────────────────────── chain for this hook, outermost first ─────────────┐
///   │ before "audit" ─▶ around "retry" ─▶ after "metrics" ─▶ body(receiver, args)  │
///   │   sees args        proceed() 0…n      sees result         the real method    │
///   └──────────────────────────────────────────────────────────────────────────────┘
///                 ▲
///   install / remove (any thread) ── lock ── build the hook's new chain ── swap it in
/// ```
///
/// A registry is a value you can have several of: advice installed in one never runs for
/// receivers of another, so two applications, or two tests running in parallel, stay apart.
/// ``default`` serves types that do not name one, and ``current`` lets code that creates
/// receivers pick one up without passing it around.
///
/// Installing and removing takes a lock, builds a new immutable chain for the hook and swaps it
/// in; calls read the current chain with atomic loads, never take a lock and never run
/// advice under one. A call that is under way when the registry changes finishes with the
/// chain it started with, and what it started with is freed only once it returns.
///
/// ```swift
/// let registry = AspectRegistry()
/// let vault = Vault(aspectRegistry: registry)
/// let audit = try registry.on(Vault.withdrawHook, named: "audit").before { _, amount in log(amount) }
/// _ = try vault.withdraw(20)     // runs "audit", then the body
/// audit.remove()
/// ```
public final class AspectRegistry: Sendable {
    @usableFromInline let store = ChainStore<HookKey, AnyAdviceNode>(side: \.side)
    /// How many instance-scoped advices are installed, so that a `deinit` with nothing to
    /// clean up costs one atomic load.
    let instanceScopedCount = Atomic<Int>(0)
    /// Where each hook name advised here was declared, to refuse a second declaration of it.
    let declarationSites = Locked<[String: HookSite]>([:])
    /// Standing advice and the hooks learned here; see ``AspectState``.
    let aspects = Locked(AspectState())
    /// How many standing advices (selector advice, control-flow markers) are registered, so
    /// that removals in a registry without any take no aspect lock.
    let standingCount = Atomic<Int>(0)
    /// The observers of installs and removals.
    let feed = ChangeFeed()
    /// The introductions made here, which lose a receiver's value when its `deinit` removes
    /// the advice scoped to it.
    let introductions = IntroductionList()
    /// The rules installs must keep (``enforce(_:)``).
    let rules = RuleBook()
    /// The last advice to leave the chains, for explanations.
    let departures = DepartureLog()
    /// Identifiers for advice, tokens and standing advice alike.
    private let ids = Atomic<UInt64>(1)

    /// Creates an empty registry.
    public init() {}

    /// The registry for types that do not keep one of their own.
    public static let `default` = AspectRegistry()

    /// The registry new receivers should use, for code that creates them in a scope.
    ///
    /// ```swift
    /// AspectRegistry.$current.withValue(testRegistry) {
    ///     let app = Application()     // picks up testRegistry
    /// }
    /// ```
    @TaskLocal public static var current: AspectRegistry = .default

    /// Whether any advice at all is installed.
    public var isEmpty: Bool {
        store.read { state, _ in state.lists.isEmpty }
    }

    /// Every installed advice, hook by hook (hooks sorted by name), each chain outermost first.
    public func installedAdvice() -> [AdviceDescription] {
        store.read { state, releases in
            state.lists.values.sorted { $0.name < $1.name }.flatMap { list in
                list.nodes.filter { !$0.isOrphaned(releases) }.map(\.summary)
            }
        }
    }

    /// The advice installed on `hook`, outermost first.
    public func installedAdvice<R, A, Res, F>(on hook: ThrowingHook<R, A, Res, F>) -> [AdviceDescription] {
        installedAdvice(key: hook.key)
    }

    /// The advice installed on an `async` `hook`, outermost first.
    public func installedAdvice<R, A, Res, F>(on hook: AsyncHook<R, A, Res, F>) -> [AdviceDescription] {
        installedAdvice(key: hook.key)
    }

    private func installedAdvice(key: HookKey) -> [AdviceDescription] {
        store.read { state, releases in
            state.nodes(for: key).filter { !$0.isOrphaned(releases) }.map(\.summary)
        }
    }

    /// Removes every advice, as if each token were removed: selector advice and control-flow
    /// markers included.
    public func removeAll() {
        dropStandings { _ in true }
        change { state, _ in state.remove { _ in true } }
    }

    /// Removes every advice `owner` installed; returns how many installs there were (selector
    /// advice counts once, whatever the hooks it joined).
    @discardableResult
    public func removeAdvice(ownedBy owner: String) -> Int {
        let standing = dropStandings { $0.owner == owner }
        let removed = change { state, _ -> Set<UInt64> in
            let groups = Set(state.allNodes.filter { $0.summary.owner == owner }.map(\.group))
            state.remove { $0.summary.owner == owner }
            return groups
        }
        return standing.union(removed).count
    }

    /// A fresh identifier for advice, a token or standing advice.
    func takeID() -> UInt64 {
        ids.add(1, ordering: .relaxed).oldValue
    }

    /// Removes, and frees at once, the advice scoped to the instance with this identifier, and
    /// the instance's values in the introductions made here (``introduce(on:initial:)``).
    ///
    /// Call it from the `deinit` of an ``Interceptable`` type so that instance-scoped advice
    /// (and everything it captured) is freed with its instance rather than at the registry's
    /// next change. It costs two atomic loads when no instance-scoped advice is installed and
    /// no introduction made.
    ///
    /// ```swift
    /// deinit { aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self)) }
    /// ```
    public func removeAdvice(scopedTo instance: ObjectIdentifier) {
        introductions.forget(instance)
        guard instanceScopedCount.load(ordering: .relaxed) > 0 else { return }
        change { state, _ in state.remove { $0.instance?.identifier == instance } }
    }
}
