/// Installs plugins in dependency order into one registry and bus, and removes them again.
///
/// ```swift
/// let host = PluginHost(registry: app.aspectRegistry)
/// try host.install(Recorder(), Analytics())   // order follows their dependencies
/// try host.uninstall("analytics")             // removes all its advice and subscriptions
/// ```
///
/// A batch installs all or nothing: when one plugin's install throws, everything it and
/// the plugins before it in the batch installed is removed, newest first, and the host throws
/// ``PluginError/installFailed(plugin:reason:)``. Cycles, missing dependencies and duplicate
/// identifiers are refused before anything is installed.
public final class PluginHost: Sendable {
    /// The registry plugins install advice into.
    public let registry: AspectRegistry
    /// The bus plugins subscribe to and publish on.
    public let bus: EventBus
    private let state = Locked(State())

    private struct Installed {
        let plugin: any Plugin
        let context: PluginContext
    }

    private struct State {
        /// Installed plugins, in install order.
        var installed: [Installed] = []
        /// The plugins of batches being installed right now, by identifier, with their
        /// dependencies: reserved against a concurrent batch, and kept from losing what they need.
        var reserved: [String: [String]] = [:]

        func contains(_ id: String) -> Bool {
            reserved[id] != nil || installed.contains { $0.plugin.id == id }
        }

        /// The installed plugins, and those of batches under way, that need `id`.
        func dependents(of id: String) -> [String] {
            installed.filter { $0.plugin.dependencies.contains(id) }.map(\.plugin.id)
                + reserved.filter { $0.value.contains(id) }.map(\.key).sorted()
        }

        /// Ends a batch: `landed` (all of it, or nothing) joins the installed plugins.
        mutating func finish(_ batch: [any Plugin], landed: [Installed]) {
            for plugin in batch { reserved[plugin.id] = nil }
            installed += landed
        }
    }

    /// Creates a host over `registry` and `bus`.
    public init(registry: AspectRegistry = AspectRegistry(), bus: EventBus = EventBus()) {
        self.registry = registry
        self.bus = bus
    }

    /// The identifiers of the installed plugins, in install order.
    public var installedPlugins: [String] {
        state.withLock { $0.installed.map(\.plugin.id) }
    }

    /// The installed plugin with identifier `id`.
    public func plugin(_ id: String) -> (any Plugin)? {
        state.withLock { $0.installed.first { $0.plugin.id == id }?.plugin }
    }

    /// Installs plugins, dependencies first; all or nothing.
    ///
    /// - Returns: What the plugins advised, hook by hook, and the warnings about it, which
    ///   are also published on the bus; see ``PluginInstallReport``.
    /// - Throws: ``PluginError`` naming the plugin at fault; nothing of the batch stays installed.
    @discardableResult
    public func install(_ plugins: any Plugin...) throws(PluginError) -> PluginInstallReport {
        try install(plugins)
    }

    /// Installs plugins, dependencies first; all or nothing.
    ///
    /// - Returns: What the plugins advised, hook by hook, and the warnings about it, which
    ///   are also published on the bus; see ``PluginInstallReport``.
    /// - Throws: ``PluginError`` naming the plugin at fault; nothing of the batch stays installed.
    @discardableResult
    public func install(_ plugins: [any Plugin]) throws(PluginError) -> PluginInstallReport {
        let ordered = try reserve(plugins)
        let batch = PluginBatch()
        var done: [Installed] = []
        for plugin in ordered {
            let context = PluginContext(pluginID: plugin.id, registry: registry, bus: bus, host: self, batch: batch)
            do {
                try plugin.install(into: context)
            } catch {
                context.tearDown()
                batch.clear()
                for installed in done.reversed() { Self.remove(installed) }
                state.withLock { $0.finish(ordered, landed: []) }
                throw .installFailed(plugin: plugin.id, reason: String(describing: error))
            }
            done.append(Installed(plugin: plugin, context: context))
            batch.add(plugin)
        }
        state.withLock { $0.finish(ordered, landed: done) }
        batch.clear()
        let report = report(installing: ordered.map(\.id))
        for warning in report.warnings { bus.publish(warning) }
        return report
    }

    /// Uninstalls the plugin with identifier `id`: calls its `uninstall()`, then removes
    /// everything it installed through its context.
    ///
    /// - Throws: ``PluginError/notInstalled(_:)``, or ``PluginError/requiredBy(plugin:dependents:)``
    ///   while other plugins, installed or being installed, depend on it.
    public func uninstall(_ id: String) throws(PluginError) {
        let removed = try state.withLock { (state) throws(PluginError) -> Installed in
            guard let index = state.installed.firstIndex(where: { $0.plugin.id == id }) else {
                throw .notInstalled(id)
            }
            let dependents = state.dependents(of: id)
            guard dependents.isEmpty else { throw .requiredBy(plugin: id, dependents: dependents) }
            return state.installed.remove(at: index)
        }
        Self.remove(removed)
    }

    /// Uninstalls every installed plugin, dependents before what they depend on.
    ///
    /// Meant for shutting down: a batch still being installed on another thread is not
    /// waited for, and keeps what it installs.
    public func uninstallAll() {
        let all = state.withLock { state in
            defer { state.installed = [] }
            return state.installed
        }
        for installed in all.reversed() { Self.remove(installed) }
    }

    private static func remove(_ installed: Installed) {
        installed.plugin.uninstall()
        installed.context.tearDown()
    }

    /// Checks the batch, orders it and reserves its identifiers.
    private func reserve(_ plugins: [any Plugin]) throws(PluginError) -> [any Plugin] {
        try state.withLock { (state) throws(PluginError) -> [any Plugin] in
            var seen: Set<String> = []
            for plugin in plugins {
                guard !state.contains(plugin.id), seen.insert(plugin.id).inserted else {
                    throw .alreadyInstalled(plugin.id)
                }
            }
            let installedIDs = Set(state.installed.map(\.plugin.id))
            let ordered = try DependencyOrder.sort(plugins, alreadyInstalled: installedIDs)
            for plugin in plugins { state.reserved[plugin.id] = plugin.dependencies }
            return ordered
        }
    }
}
