import Interpose
import TestSupport

/// A plugin that makes one of everything a context can make (direct, instance, once, selector
/// and control-flow advice, a subscription, a stream and a clean-up), then fails.
final class HalfwayPlugin: Plugin {
    let id = "halfway"
    let vault: Vault
    let trail: Trail
    /// The stream it opened, for a test to drain.
    let stream = Guarded<AsyncStream<Moved>?>(nil)

    init(vault: Vault, trail: Trail) {
        (self.vault, self.trail) = (vault, trail)
    }

    func install(into context: PluginContext) throws {
        try context.on(Vault.depositHook, named: "direct").before { [self] _, _ in trail.note("direct") }
        try context.on(Vault.depositHook, named: "instance", scope: .instance(vault)).before { [self] _, _ in
            trail.note("instance")
        }
        try context.on(Vault.depositHook, named: "once", once: true).before { [self] _, _ in trail.note("once") }
        try context.on(matching: "Vault.*", named: "selector").before { [self] _ in trail.note("selector") }
        try context.on(Vault.auditHook, named: "flow", flow: .inside(Relay.sendHook)).before { [self] _, _ in
            trail.note("flow")
        }
        try context.subscribe(to: Moved.self) { [self] _ in trail.note("event") }
        let events = try context.events(of: Moved.self)
        stream.withLock { $0 = events }
        context.onUninstall { [self] in trail.note("cleanup") }
        throw Boom.now
    }

    func uninstall() {
        trail.note("uninstall")
    }
}
