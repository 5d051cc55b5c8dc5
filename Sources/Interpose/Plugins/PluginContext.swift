/// What a plugin installs through: the host's registry and bus, with ownership recorded.
///
/// Advice and subscriptions made through the context are tagged with the plugin's identifier
/// (listings show it) and remembered, so the host can remove them all when the plugin goes or
/// its install fails. A context refuses new work once its plugin is gone: advice with
/// ``AdviceError/ownerUninstalled(_:)``, subscriptions with ``PluginError/contextClosed(plugin:)``.
public final class PluginContext: AdviceInstalling, Sendable {
    /// The identifier of the plugin this context serves.
    public let pluginID: String
    /// The registry advice goes into. Installing through it directly bypasses ownership; use
    /// the context's own methods instead.
    public let registry: AspectRegistry
    /// The bus subscriptions go on.
    public let bus: EventBus
    /// Held weakly: the host holds the context, and a plugin may keep its context.
    private weak let host: PluginHost?
    /// The plugins of the context's own batch that have installed, until the batch lands.
    private let batch: PluginBatch
    private let state = Locked(State())

    private struct State {
        var tokens: [AdviceToken] = []
        var subscriptions: [Subscription] = []
        var cleanups: [@Sendable () -> Void] = []
        var isClosed = false
    }

    init(pluginID: String, registry: AspectRegistry, bus: EventBus, host: PluginHost, batch: PluginBatch) {
        self.pluginID = pluginID
        self.registry = registry
        self.bus = bus
        self.host = host
        self.batch = batch
    }

    /// Installs advice on a synchronous hook, owned by this plugin.
    @discardableResult
    public func install<R, A, Res, F>(
        _ advice: Advice<R, A, Res, F>, on hook: ThrowingHook<R, A, Res, F>, options: AdviceOptions<R>
    ) throws(AdviceError) -> AdviceToken {
        try adopt { () throws(AdviceError) in try registry.install(advice, on: hook, options: owned(options)) }
    }

    /// Installs advice on an `async` hook, owned by this plugin.
    @discardableResult
    public func install<R, A, Res, F>(
        _ advice: AsyncAdvice<R, A, Res, F>, on hook: AsyncHook<R, A, Res, F>, options: AdviceOptions<R>
    ) throws(AdviceError) -> AdviceToken {
        try adopt { () throws(AdviceError) in try registry.install(advice, on: hook, options: owned(options)) }
    }

    /// Installs selector advice, owned by this plugin: it leaves every hook it joined when the
    /// plugin goes.
    @discardableResult
    public func install(
        _ advice: SelectorAdvice, on selector: HookSelector, options: SelectorOptions
    ) throws(AdviceError) -> AdviceToken {
        var options = options
        options.owner = pluginID
        return try adopt { () throws(AdviceError) in try registry.install(advice, on: selector, options: options) }
    }

    /// Subscribes to events on the host's bus, owned by this plugin; see
    /// ``EventBus/subscribe(to:from:where:named:owner:_:)``.
    ///
    /// - Throws: ``PluginError/contextClosed(plugin:)`` once the plugin is uninstalled or its
    ///   install rolled back; no subscription is left behind.
    @discardableResult
    public func subscribe<Event>(
        to type: Event.Type, from source: AnyObject? = nil, where filter: (@Sendable (Event) -> Bool)? = nil,
        named name: String? = nil, _ handler: @escaping @Sendable (Event) throws -> Void
    ) throws(PluginError) -> Subscription {
        guard isOpen else { throw .contextClosed(plugin: pluginID) }
        let subscription = bus.subscribe(to: type, from: source, where: filter, named: name, owner: pluginID, handler)
        return try record(subscription)
    }

    /// Events of type `type` as an asynchronous sequence, owned by this plugin: the stream
    /// finishes when the plugin is uninstalled. See ``EventBus/events(of:from:where:owner:bufferingPolicy:)``.
    ///
    /// - Throws: ``PluginError/contextClosed(plugin:)`` once the plugin is uninstalled or its
    ///   install rolled back; no subscription is left behind.
    public func events<Event: Sendable>(
        of type: Event.Type, from source: AnyObject? = nil, where filter: (@Sendable (Event) -> Bool)? = nil
    ) throws(PluginError) -> AsyncStream<Event> {
        guard isOpen else { throw .contextClosed(plugin: pluginID) }
        let (stream, subscription) = bus.stream(
            of: type, from: source, where: filter, owner: pluginID, bufferingPolicy: .unbounded)
        _ = try record(subscription)
        return stream
    }

    /// Registers work to do when the plugin is uninstalled or its install is rolled back.
    ///
    /// Cleanups run newest first, after the plugin's advice and subscriptions are gone, so
    /// none of them can fire on what a cleanup tears down. On a context whose plugin has
    /// already gone, `cleanup` runs at once.
    public func onUninstall(_ cleanup: @escaping @Sendable () -> Void) {
        _ = keep(undo: cleanup) { $0.cleanups.append(cleanup) }
    }

    /// The plugin with identifier `id` as `type`, to reach a dependency: an installed one, or
    /// one of this plugin's own batch that installed before it.
    public func plugin<P: Plugin>(_ id: String, as type: P.Type = P.self) -> P? {
        (host?.plugin(id) ?? batch.plugin(id)) as? P
    }

    private func owned<R>(_ options: AdviceOptions<R>) -> AdviceOptions<R> {
        var options = options
        options.owner = pluginID
        return options
    }

    /// Whether the plugin is still there to own new work.
    private var isOpen: Bool { !state.withLock { $0.isClosed } }

    private func adopt(_ install: () throws(AdviceError) -> AdviceToken) throws(AdviceError) -> AdviceToken {
        guard isOpen else { throw .ownerUninstalled(pluginID) }
        let token = try install()
        guard keep(undo: token.remove, { $0.tokens.append(token) }) else { throw .ownerUninstalled(pluginID) }
        return token
    }

    private func record(_ subscription: Subscription) throws(PluginError) -> Subscription {
        guard keep(undo: subscription.cancel, { $0.subscriptions.append(subscription) }) else {
            throw .contextClosed(plugin: pluginID)
        }
        return subscription
    }

    /// Records something just made, unless the plugin went meanwhile: then undoes it and
    /// returns `false`, for the caller to throw its own kind of refusal.
    private func keep(undo: () -> Void, _ record: (inout State) -> Void) -> Bool {
        let accepted = state.withLock { state in
            guard !state.isClosed else { return false }
            record(&state)
            return true
        }
        if !accepted { undo() }
        return accepted
    }

    /// Closes the context and removes everything made through it, newest first, then runs
    /// the cleanups (outside any lock).
    func tearDown() {
        let state = state.withLock { state in
            state.isClosed = true
            defer { state = State(isClosed: true) }
            return state
        }
        for subscription in state.subscriptions.reversed() { subscription.cancel() }
        for token in state.tokens.reversed() { token.remove() }
        for cleanup in state.cleanups.reversed() { cleanup() }
    }
}
