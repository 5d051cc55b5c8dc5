import Interpose

/// A plugin whose install is a closure, for tests that need to act from inside an install.
final class Hooked: Plugin {
    let id: String
    let dependencies: [String]
    let onInstall: @Sendable (PluginContext) throws -> Void

    init(_ id: String, dependencies: [String] = [], _ onInstall: @escaping @Sendable (PluginContext) throws -> Void) {
        self.id = id
        self.dependencies = dependencies
        self.onInstall = onInstall
    }

    func install(into context: PluginContext) throws {
        try onInstall(context)
    }
}
