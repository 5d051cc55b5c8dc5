/// Why a host refused or undid a plugin operation, or a context refused new work.
///
/// Errors compare by case and associated values, so a test can tell a cycle from a missing
/// dependency: `#expect(throws: PluginError.dependencyCycle(["a", "b", "a"])) { … }`.
public enum PluginError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A plugin with this identifier is already installed (or appears twice in one batch).
    case alreadyInstalled(String)
    /// A plugin needs one that is neither installed nor in the batch.
    case missingDependency(plugin: String, dependency: String)
    /// These plugins depend on each other in a circle.
    case dependencyCycle([String])
    /// A plugin's `install(into:)` threw; everything it installed was removed.
    case installFailed(plugin: String, reason: String)
    /// No plugin with this identifier is installed.
    case notInstalled(String)
    /// The plugin cannot go while these installed plugins depend on it.
    case requiredBy(plugin: String, dependents: [String])
    /// The plugin's context refused a subscription: the plugin was uninstalled, or its install
    /// was rolled back. (Advice through a closed context throws
    /// ``AdviceError/ownerUninstalled(_:)`` instead, as ``AdviceInstalling`` requires.)
    case contextClosed(plugin: String)

    /// A sentence naming the plugins involved.
    public var description: String {
        switch self {
        case .alreadyInstalled(let id):
            "plugin '\(id)' is already installed"
        case .missingDependency(let plugin, let dependency):
            "plugin '\(plugin)' needs '\(dependency)', which is not installed"
        case .dependencyCycle(let ids):
            "plugins depend on each other in a cycle: \(ids.joined(separator: " -> "))"
        case .installFailed(let plugin, let reason):
            "plugin '\(plugin)' failed to install and was rolled back: \(reason)"
        case .notInstalled(let id):
            "no plugin '\(id)' is installed"
        case .requiredBy(let plugin, let dependents):
            "plugin '\(plugin)' is needed by \(dependents.map { "'\($0)'" }.joined(separator: ", "))"
        case .contextClosed(let plugin):
            "plugin '\(plugin)' is no longer installed; its context takes no new subscriptions"
        }
    }
}
