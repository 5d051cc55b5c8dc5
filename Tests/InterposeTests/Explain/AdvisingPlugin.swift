import Interpose

/// A plugin whose install is a closure, for tests of what plugins weave.
final class AdvisingPlugin: Plugin {
    let id: String
    let dependencies: [String]
    private let advise: @Sendable (PluginContext) throws -> Void

    init(_ id: String, dependencies: [String] = [], _ advise: @escaping @Sendable (PluginContext) throws -> Void) {
        self.id = id
        self.dependencies = dependencies
        self.advise = advise
    }

    func install(into context: PluginContext) throws {
        try advise(context)
    }
}
