import Interpose

/// Bus subscriptions written as main-actor code, for events components publish (on the main
/// actor, as every component event is): the bus side of ``MainActorAdvisor``.
///
/// ```swift
/// try context.onMainActor.subscribe(to: ControlEvent.self, named: "counter") { event in
///     counts[event.control.componentName, default: 0] += 1
/// }
/// ```
///
/// The handler checks that it runs on the main actor, as main-actor advice does: an event
/// published from another thread stops the program rather than race.
public struct MainActorSubscriber {
    /// The plugin context the subscriptions belong to.
    public let context: PluginContext

    /// Subscribes main-actor code to events of `type` on the host's bus, owned by the plugin;
    /// see `PluginContext.subscribe(to:from:where:named:_:)`.
    ///
    /// - Throws: `PluginError.contextClosed(plugin:)` once the plugin is gone.
    @discardableResult
    public func subscribe<Event>(
        to type: Event.Type, from source: AnyObject? = nil, named name: String? = nil,
        _ handler: @escaping @MainActor (Event) -> Void
    ) throws(PluginError) -> Subscription {
        try context.subscribe(to: type, from: source, named: name, MainActorEntry.checked(handler))
    }
}

extension PluginContext {
    /// The same context, for bus subscriptions written as main-actor code; see
    /// ``MainActorSubscriber``.
    public var onMainActor: MainActorSubscriber { MainActorSubscriber(context: self) }
}
