import ComponentTestSupport
import Components
import Interpose
import Plugins

extension PluginTestApp {
    /// Installs a recorder with `vocabulary` and the plugin it needs, and returns the recorder.
    func record(vocabulary: Vocabulary = .standard) throws -> Recorder {
        let recorder = Recorder(application: app, vocabulary: vocabulary)
        try host.install(recorder)
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
