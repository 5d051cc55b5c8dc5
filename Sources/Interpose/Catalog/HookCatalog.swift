/// The hooks declared in this process: what every registry's selectors match against.
///
/// Types publish their hooks here once, typically on first use; a selector installed in any
/// registry applies to every hook declared here that it matches, including hooks declared
/// after the selector was installed. A registry also knows the hooks advice has been installed
/// on directly, and the ones declared to it alone (``AspectRegistry/declare(_:)-([DeclaredHook])``).
///
/// ```swift
/// HookCatalog.declare(Vault.self)
/// for hook in HookCatalog.hooks { print(hook) }
/// ```
///
/// Declaring a hook twice does nothing; declarations are never removed, like the types that
/// make them.
public enum HookCatalog {
    private struct State {
        var hooks: [HookKey: DeclaredHook] = [:]
        /// Registries whose selectors need telling about newly declared hooks.
        var registries: [WeakRegistry] = []
    }

    private static let state = Locked(State())

    /// Every hook declared so far, sorted by name.
    public static var hooks: [DeclaredHook] {
        state.withLock { Array($0.hooks.values) }.sorted { $0.name < $1.name }
    }

    /// Declares `hooks`; those not declared before reach the selectors of every registry.
    ///
    /// - Parameter hooks: The hooks to declare.
    public static func declare(_ hooks: [DeclaredHook]) {
        let (added, registries) = state.withLock { state -> ([DeclaredHook], [AspectRegistry]) in
            let added = hooks.filter { hook in
                guard state.hooks[hook.record.key] == nil else { return false }
                state.hooks[hook.record.key] = hook
                return true
            }
            guard !added.isEmpty else { return ([], []) }
            state.registries.removeAll { $0.registry == nil }
            return (added, state.registries.compactMap(\.registry))
        }
        for registry in registries { registry.reconcile(with: added) }
    }

    /// Declares the hooks `type` publishes.
    ///
    /// - Parameter type: A type that declares hooks.
    public static func declare(_ type: any HookDeclaring.Type) {
        declare(type.declaredHooks)
    }

    /// The declared hook filed under `key`, if any.
    static func hook(for key: HookKey) -> DeclaredHook? {
        state.withLock { $0.hooks[key] }
    }

    /// Every declared hook, unsorted.
    static var allHooks: [DeclaredHook] {
        state.withLock { Array($0.hooks.values) }
    }

    /// Has `registry` told about hooks declared from now on.
    static func watch(_ registry: AspectRegistry) {
        state.withLock { state in
            state.registries.removeAll { $0.registry == nil }
            state.registries.append(WeakRegistry(registry: registry))
        }
    }
}

/// A registry held weakly by the catalog.
private struct WeakRegistry: Sendable {
    weak let registry: AspectRegistry?
}
