/// One advice on one hook, with where the hook is declared: a line of a weave report, as
/// AspectJ's `-showWeaveInfo` prints one per advised join point.
///
/// ```swift
/// for woven in registry.wovenAdvice(ownedBy: "recorder") { print(woven) }
/// // Application.sendEvent (Components/Application.swift:31) advised by before 'recorder' (instance Application 0x…) owned by recorder
/// ```
public struct WovenAdvice: Sendable, Hashable, CustomStringConvertible {
    /// The hook the advice is on, as the registry knows it.
    public let hook: DeclaredHook?
    /// The advice.
    public let advice: AdviceDescription
    /// The identifier of the token that removes the advice, to tell selector advice apart.
    let group: UInt64

    /// `HOOK (SITE) advised by ADVICE`.
    public var description: String {
        let site = hook.map { " (\($0.site))" } ?? ""
        return "\(advice.hook)\(site) advised by \(advice.withoutHook)"
    }
}

extension AspectRegistry {
    /// Every advice installed here, hook by hook (hooks sorted by name, each chain outermost
    /// first), with where each hook is declared; only `owner`'s when one is given.
    ///
    /// - Parameter owner: The plugin (or other owner) whose advice to list; every owner's when `nil`.
    /// - Returns: The advice, hook by hook.
    public func wovenAdvice(ownedBy owner: String? = nil) -> [WovenAdvice] {
        woven().filter { owner == nil || $0.advice.owner == owner }
    }

    /// Every advice installed here, with its hook, hooks sorted by name.
    func woven() -> [WovenAdvice] {
        let chains = store.read { state, releases in
            state.lists.sorted { $0.value.name < $1.value.name }.map { key, list in
                (key, list.nodes.filter { !$0.isOrphaned(releases) }.map { ($0.summary, $0.group) })
            }
        }
        return chains.flatMap { key, nodes in
            let hook = declaredHook(for: key)
            return nodes.map { WovenAdvice(hook: hook, advice: $0.0, group: $0.1) }
        }
    }

    /// The hook filed under `key`, as the catalog or this registry knows it.
    func declaredHook(for key: HookKey) -> DeclaredHook? {
        HookCatalog.hook(for: key) ?? aspects.withLock { $0.localHooks[key] }
    }
}
