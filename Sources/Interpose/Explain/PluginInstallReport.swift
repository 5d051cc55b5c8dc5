/// What a plugin host's install did: the advice each plugin of the batch wove into the
/// registry, hook by hook, and the warnings about it.
///
/// ```swift
/// let report = try host.install(Recorder(application: app), Tracer(selecting: "Vault.*"))
/// print(report)
/// // Application.sendEvent (Components/Application.swift:31) advised by before 'recorder' (…) owned by recorder
/// // …
/// // warning: [Vault.*] 'tracer' owned by tracer matches no hook the registry knows (adviceDidNotMatch)
/// ```
///
/// The warnings are those of ``AspectRegistry/adviceWarnings()`` that concern the batch's
/// plugins, taken once the whole batch has installed, so a selector that matches a hook a
/// later plugin of the batch declared is not reported. The host also publishes each warning
/// on its bus, as an ``AdviceWarning`` event.
public struct PluginInstallReport: Sendable, CustomStringConvertible {
    /// The plugins installed, in the order they installed.
    public let plugins: [String]
    /// Their advice, hook by hook (hooks sorted by name, each chain outermost first).
    public let woven: [WovenAdvice]
    /// The warnings about their advice.
    public let warnings: [AdviceWarning]

    /// The woven advice one a line, then the warnings, each after `warning: `.
    public var description: String {
        (woven.map(\.description) + warnings.map { "warning: \($0)" }).joined(separator: "\n")
    }
}

extension PluginHost {
    /// The report of a batch of `plugins` that has just installed.
    func report(installing plugins: [String]) -> PluginInstallReport {
        let batch = Set(plugins)
        return PluginInstallReport(
            plugins: plugins,
            woven: registry.wovenAdvice().filter { $0.advice.owner.map(batch.contains) ?? false },
            warnings: registry.adviceWarnings().filter { !batch.isDisjoint(with: $0.owners) })
    }
}
