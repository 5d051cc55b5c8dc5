import Interpose
import TestSupport
import Testing

/// Faults in plugins: an install that throws halfway, a subscriber that throws, an uninstall
/// that misbehaves. Each leaves the host, the registry and the bus as if the plugin had never
/// been there, and touches no other plugin.
@Suite("Plugin faults")
struct PluginFaultTests {
    let host = PluginHost()
    let trail = Trail()

    @Test("an install that throws halfway leaves no advice, marker, subscription, stream or plugin behind")
    func installThrowsHalfway() async throws {
        let registry = host.registry
        registry.declare([Vault.depositHook.declaration, Vault.auditHook.declaration, Relay.sendHook.declaration])
        let changes = Trail()
        let observation = registry.observeChanges { changes.note("\($0.kind)") }
        let vault = Vault(registry: registry)
        let watched = WeakBox<HalfwayPlugin>(nil)
        let stream: AsyncStream<Moved>
        do {
            let plugin = HalfwayPlugin(vault: vault, trail: trail)
            watched.object = plugin
            #expect(throws: PluginError.installFailed(plugin: "halfway", reason: "now")) { try host.install(plugin) }
            stream = try #require(plugin.stream.withLock { $0 })
        }
        #expect(watched.object == nil, "the host or the registry still holds the plugin")
        #expect(host.installedPlugins.isEmpty)
        #expect(registry.isEmpty)
        #expect(host.bus.subscriptions().isEmpty)
        var events: [Moved] = []
        for await event in stream { events.append(event) }
        #expect(events.isEmpty, "the stream finished when its subscription went")
        _ = vault.deposit(1)
        _ = vault.audit()
        Relay(registry: registry).send(0)
        host.bus.publish(Moved(x: 1))
        #expect(trail.all == ["cleanup"], "nothing the plugin made ran, and its clean-up ran once")
        let kinds = changes.all
        #expect(kinds.filter { $0 == "installed" }.count == kinds.filter { $0 == "removed" }.count)
        observation.cancel()
        try host.install(ProbePlugin("halfway", trail: trail))
        #expect(host.installedPlugins == ["halfway"], "the identifier is free again")
    }

    @Test("a subscriber that throws affects only itself, and every failure names its plugin")
    func subscriberThrows() throws {
        let failures = Guarded<[SubscriberFailure]>([])
        let host = PluginHost(bus: EventBus { failure in failures.withLock { $0.append(failure) } })
        let steady = Tally()
        let faultyCalls = Tally()
        try host.install(
            Hooked("faulty") { context in
                try context.subscribe(to: Moved.self, named: "thrower") { _ in
                    faultyCalls.bump()
                    throw Boom.now
                }
            },
            Hooked("steady") { context in try context.subscribe(to: Moved.self) { _ in steady.bump() } })
        for x in 1...3 { host.bus.publish(Moved(x: x)) }
        #expect(steady.count == 3)
        #expect(faultyCalls.count == 3, "a failing subscriber stays subscribed and hears every event")
        let reported = failures.withLock { $0 }
        #expect(reported.count == 3)
        #expect(reported.allSatisfy { $0.subscription.owner == "faulty" && $0.eventType == "Moved" })
        #expect(reported.first?.description == "subscriber Moved 'thrower' owned by faulty failed on Moved: now")
        #expect(host.installedPlugins == ["faulty", "steady"])
    }

    @Test("a plugin whose uninstall adds advice and subscriptions, or uninstalls itself again, is still fully removed")
    func troubledUninstall() throws {
        let vault = Vault(registry: host.registry)
        let plugin = TroubledPlugin(host: host, trail: trail)
        try host.install(plugin, ProbePlugin("bystander", trail: trail))
        try host.uninstall("troubled")
        trail.clear()
        _ = vault.deposit(1)
        host.bus.publish(Moved(x: 1))
        #expect(trail.all == ["bystander advice", "bystander event"])
        #expect(host.installedPlugins == ["bystander"])
        #expect(host.registry.installedAdvice().map(\.owner) == ["bystander"])
        #expect(host.bus.subscriptions().compactMap(\.owner) == ["bystander"])
        #expect(plugin.refusal.withLock { $0 } == .notInstalled("troubled"))
        #expect(plugin.cleanups.count == 1)
    }
}

/// A plugin whose `uninstall()` misbehaves: it adds advice and a subscription through its
/// context and asks the host to uninstall it a second time.
private final class TroubledPlugin: Plugin {
    let id = "troubled"
    let host: PluginHost
    let trail: Trail
    let context = Guarded<PluginContext?>(nil)
    let refusal = Guarded<PluginError?>(nil)
    let cleanups = Tally()

    init(host: PluginHost, trail: Trail) {
        (self.host, self.trail) = (host, trail)
    }

    func install(into context: PluginContext) throws {
        self.context.withLock { $0 = context }
        try context.on(Vault.depositHook, named: "troubled").before { [trail] _, _ in trail.note("troubled advice") }
        context.onUninstall { [cleanups] in cleanups.bump() }
    }

    func uninstall() {
        guard let context = context.withLock({ $0 }) else { return }
        _ = try? context.on(Vault.depositHook, named: "late").before { [trail] _, _ in trail.note("late advice") }
        _ = try? context.subscribe(to: Moved.self) { [trail] _ in trail.note("late event") }
        do throws(PluginError) { try host.uninstall(id) } catch { refusal.withLock { $0 = error } }
    }
}
