import ComponentTestSupport
import Components
import Interpose
import Plugins

extension PluginTestApp {
    /// Installs a recorder with `rules` and the plugins it needs, wraps the delegates set
    /// before, and returns the recorder.
    func record(rules: RecordingRules = .standard) throws -> Recorder {
        let recorder = Recorder(application: app, rules: rules)
        try host.install(recorder.withDependencies())
        (host.plugin(DelegateForwarding.defaultID) as? DelegateForwarding)?.wrapExistingDelegates(in: app)
        return recorder
    }
}

extension Recorder {
    /// The commands so far, one line each, as `Type identifier Action arg…` (without quoting),
    /// for assertions that read like the script.
    @MainActor var lines: [String] {
        recordedCommands.map { recorded in
            let command = recorded.command
            return ([command.componentType, command.identifier, command.action] + command.arguments)
                .joined(separator: " ")
        }
    }
}
