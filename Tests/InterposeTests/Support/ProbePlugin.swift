import Interpose

/// A plugin that advises `Vault.depositHook`, subscribes to `Moved`, and can be told to fail.
final class ProbePlugin: Plugin {
    let id: String
    let dependencies: [String]
    let failure: (any Error)?
    let trail: Trail

    init(_ id: String, dependencies: [String] = [], failing failure: (any Error)? = nil, trail: Trail) {
        self.id = id
        self.dependencies = dependencies
        self.failure = failure
        self.trail = trail
    }

    func install(into context: PluginContext) throws {
        trail.note("install \(id)")
        try context.on(Vault.depositHook, named: id).before { [trail, id] _, _ in trail.note("\(id) advice") }
        try context.subscribe(to: Moved.self) { [trail, id] _ in trail.note("\(id) event") }
        context.onUninstall { [trail, id] in trail.note("cleanup \(id)") }
        if let failure { throw failure }
    }

    func uninstall() {
        trail.note("uninstall \(id)")
    }
}
