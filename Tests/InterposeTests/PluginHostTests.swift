import Interpose
import Synchronization
import TestSupport
import Testing

@Suite("Plugin host")
struct PluginHostTests {
    let host = PluginHost()
    let trail = Trail()

    @Test("plugins install in dependency order, and their advice is owned by them")
    func dependencyOrder() throws {
        try host.install(
            ProbePlugin("recorder", dependencies: ["listener"], trail: trail),
            ProbePlugin("listener", trail: trail),
            ProbePlugin("analytics", dependencies: ["recorder"], trail: trail))
        #expect(host.installedPlugins == ["listener", "recorder", "analytics"])
        #expect(trail.all == ["install listener", "install recorder", "install analytics"])
        #expect(host.registry.installedAdvice().map(\.owner) == ["listener", "recorder", "analytics"])
        #expect(host.bus.subscriptions().compactMap(\.owner) == ["listener", "recorder", "analytics"])
    }

    @Test("cycles, missing dependencies and duplicates are refused, each by name, before anything installs")
    func refusals() throws {
        #expect(throws: PluginError.dependencyCycle(["a", "b", "a"])) {
            try host.install(
                ProbePlugin("a", dependencies: ["b"], trail: trail), ProbePlugin("b", dependencies: ["a"], trail: trail)
            )
        }
        #expect(throws: PluginError.missingDependency(plugin: "a", dependency: "zzz")) {
            try host.install(ProbePlugin("a", dependencies: ["zzz"], trail: trail))
        }
        #expect(throws: PluginError.alreadyInstalled("twin")) {
            try host.install(ProbePlugin("twin", trail: trail), ProbePlugin("twin", trail: trail))
        }
        #expect(trail.all.isEmpty)
        #expect(host.installedPlugins.isEmpty)
        try host.install(ProbePlugin("a", trail: trail))
        #expect(throws: PluginError.alreadyInstalled("a")) { try host.install(ProbePlugin("a", trail: trail)) }
        #expect(throws: PluginError.dependencyCycle(["x", "y", "x"])) {
            try host.install(
                ProbePlugin("x", dependencies: ["y"], trail: trail), ProbePlugin("y", dependencies: ["x"], trail: trail)
            )
        }
        #expect(trail.all == ["install a"])
        #expect(host.installedPlugins == ["a"])
        #expect(host.registry.installedAdvice().map(\.owner) == ["a"])
    }

    @Test("a refusal says which plugins are at fault")
    func refusalDescriptions() {
        #expect(
            PluginError.dependencyCycle(["x", "y", "x"]).description
                == "plugins depend on each other in a cycle: x -> y -> x")
        #expect(
            PluginError.missingDependency(plugin: "a", dependency: "zzz").description
                == "plugin 'a' needs 'zzz', which is not installed")
        #expect(PluginError.dependencyCycle(["a", "b", "a"]) != PluginError.dependencyCycle(["b", "a", "b"]))
        #expect(
            PluginError.contextClosed(plugin: "gone").description
                == "plugin 'gone' is no longer installed; its context takes no new subscriptions")
    }

    @Test("a plugin whose install fails is rolled back with the rest of its batch")
    func rollback() throws {
        try host.install(ProbePlugin("keeper", trail: trail))
        #expect(throws: PluginError.installFailed(plugin: "broken", reason: "now")) {
            try host.install(
                ProbePlugin("first", trail: trail),
                ProbePlugin("broken", dependencies: ["first"], failing: Boom.now, trail: trail))
        }
        #expect(host.installedPlugins == ["keeper"])
        #expect(host.registry.installedAdvice().map(\.owner) == ["keeper"])
        #expect(host.bus.subscriptions().compactMap(\.owner) == ["keeper"])
        #expect(trail.all.contains("cleanup broken"))
        #expect(trail.all.contains("uninstall first"))
        #expect(!trail.all.contains("uninstall broken"))
        try host.install(ProbePlugin("broken", trail: trail))
        #expect(host.installedPlugins == ["keeper", "broken"])
    }

    @Test("uninstalling removes every advice and subscription the plugin made")
    func uninstall() throws {
        let vault = Vault(registry: host.registry)
        try host.install(ProbePlugin("base", trail: trail), ProbePlugin("top", dependencies: ["base"], trail: trail))
        #expect(throws: PluginError.requiredBy(plugin: "base", dependents: ["top"])) { try host.uninstall("base") }
        try host.uninstall("top")
        trail.clear()
        _ = vault.deposit(1)
        host.bus.publish(Moved(x: 1))
        #expect(trail.all == ["base advice", "base event"])
        host.uninstallAll()
        #expect(host.registry.isEmpty)
        #expect(host.bus.subscriptions().isEmpty)
        #expect(throws: PluginError.notInstalled("top")) { try host.uninstall("top") }
    }

    @Test("a context refuses new work once its plugin is gone")
    func closedContext() throws {
        final class Leaky: Plugin {
            let id = "leaky"
            let saved = Guarded<PluginContext?>(nil)
            func install(into context: PluginContext) throws { saved.withLock { $0 = context } }
        }
        let leaky = Leaky()
        try host.install(leaky)
        try host.uninstall("leaky")
        let context = try #require(leaky.saved.withLock { $0 })
        #expect(throws: AdviceError.ownerUninstalled("leaky")) { try context.on(Vault.depositHook).before { _, _ in } }
        #expect(host.registry.isEmpty)
    }

    @Test("a closed context refuses subscriptions with a plugin error, and leaves none behind")
    func closedContextRefusesSubscriptions() throws {
        let saved = Guarded<PluginContext?>(nil)
        try host.install(Hooked("leaky") { context in saved.withLock { $0 = context } })
        try host.uninstall("leaky")
        let context = try #require(saved.withLock { $0 })
        #expect(throws: PluginError.contextClosed(plugin: "leaky")) { try context.subscribe(to: Moved.self) { _ in } }
        #expect(throws: PluginError.contextClosed(plugin: "leaky")) { try context.events(of: Moved.self) }
        #expect(host.bus.subscriptions().isEmpty)
    }

    @Test("a plugin reaches a dependency installed earlier in the same batch")
    func sameBatchDependency() throws {
        let reached = Guarded<[String]>([])
        try host.install(
            ProbePlugin("base", trail: trail),
            Hooked("top", dependencies: ["base"]) { context in
                reached.withLock { $0.append(context.plugin("base", as: ProbePlugin.self)?.id ?? "none") }
            })
        #expect(reached.withLock { $0 } == ["base"])
        #expect(host.plugin("top") != nil)
    }

    @Test("before a batch lands, only its own later plugins can reach its plugins")
    func otherBatchesCannotReachUnlanded() throws {
        let seen = Guarded<[String]>([])
        let outsider = Hooked("outsider") { context in
            seen.withLock { $0.append("outsider sees base: \(context.plugin("base", as: ProbePlugin.self) != nil)") }
        }
        try host.install(
            ProbePlugin("base", trail: trail),
            Hooked("nested", dependencies: ["base"]) { [host] context in
                try host.install(outsider)
                seen.withLock { $0.append("nested sees base: \(context.plugin("base", as: ProbePlugin.self) != nil)") }
            })
        #expect(seen.withLock { $0 } == ["outsider sees base: false", "nested sees base: true"])
        #expect(host.installedPlugins == ["outsider", "base", "nested"])
    }

    @Test("a dependency cannot be uninstalled while a batch that needs it is being installed")
    func uninstallDuringDependentInstall() throws {
        try host.install(ProbePlugin("base", trail: trail))
        let refusal = Guarded<PluginError?>(nil)
        try host.install(
            Hooked("top", dependencies: ["base"]) { [host] _ in
                do throws(PluginError) { try host.uninstall("base") } catch { refusal.withLock { $0 = error } }
            })
        #expect(refusal.withLock { $0 } == .requiredBy(plugin: "base", dependents: ["top"]))
        #expect(host.installedPlugins == ["base", "top"])
    }

    @Test("cleanups run once the plugin's advice and subscriptions are gone")
    func cleanupOrder() throws {
        let seen = Guarded<[String]>([])
        try host.install(
            Hooked("tidy") { [host] context in
                try context.on(Vault.depositHook).before { _, _ in }
                context.onUninstall {
                    let left = host.registry.installedAdvice().count + host.bus.subscriptions().count
                    seen.withLock { $0.append("left at cleanup: \(left)") }
                }
                try context.subscribe(to: Moved.self) { _ in }
            })
        try host.uninstall("tidy")
        #expect(seen.withLock { $0 } == ["left at cleanup: 0"])
    }

    @Test("a cleanup registered on a closed context runs at once")
    func lateCleanup() throws {
        let saved = Guarded<PluginContext?>(nil)
        try host.install(Hooked("late") { context in saved.withLock { $0 = context } })
        try host.uninstall("late")
        let ran = Guarded(false)
        try #require(saved.withLock { $0 }).onUninstall { ran.withLock { $0 = true } }
        #expect(ran.withLock { $0 })
    }

    @Test("a context a plugin keeps does not keep its host alive")
    func contextDoesNotRetainHost() throws {
        let saved = Guarded<PluginContext?>(nil)
        weak var weakHost: PluginHost?
        do {
            let host = PluginHost()
            weakHost = host
            try host.install(Hooked("keeper") { context in saved.withLock { $0 = context } })
            #expect(try #require(saved.withLock { $0 }).plugin("keeper", as: Hooked.self) != nil)
        }
        #expect(weakHost == nil)
        let context = try #require(saved.withLock { $0 })
        #expect(context.plugin("keeper", as: Hooked.self) == nil)
    }
}
