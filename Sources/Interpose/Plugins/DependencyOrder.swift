/// Orders a batch of plugins so that each comes after everything it depends on.
enum DependencyOrder {
    /// The batch in dependency order; plugins with no order between them keep the batch's.
    ///
    /// - Throws: ``PluginError/missingDependency(plugin:dependency:)`` for a dependency that is
    ///   neither in the batch nor installed, ``PluginError/dependencyCycle(_:)`` for a cycle.
    static func sort(_ plugins: [any Plugin], alreadyInstalled: Set<String>) throws(PluginError) -> [any Plugin] {
        let byID = Dictionary(plugins.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for plugin in plugins {
            for dependency in plugin.dependencies
            where byID[dependency] == nil && !alreadyInstalled.contains(dependency) {
                throw .missingDependency(plugin: plugin.id, dependency: dependency)
            }
        }
        var ordered: [any Plugin] = []
        var placed: Set<String> = []
        var visiting: [String] = []
        func visit(_ plugin: any Plugin) throws(PluginError) {
            if placed.contains(plugin.id) { return }
            if let start = visiting.firstIndex(of: plugin.id) {
                throw .dependencyCycle(Array(visiting[start...]) + [plugin.id])
            }
            visiting.append(plugin.id)
            for dependency in plugin.dependencies {
                if let next = byID[dependency] { try visit(next) }
            }
            visiting.removeLast()
            placed.insert(plugin.id)
            ordered.append(plugin)
        }
        for plugin in plugins { try visit(plugin) }
        return ordered
    }
}
