import Components
import Interpose
import Plugins
import SampleApp

/// A sample app with a plugin host and the plugins every subcommand uses: the target-action
/// listener, a recorder and analytics.
@MainActor
struct DemoRig {
    let sample: SampleApp
    let host: PluginHost
    let recorder: Recorder
    let analytics: Analytics

    /// Builds a fresh sample app on its own registry and bus, and installs the plugins plus the
    /// ones `extra` makes for the app.
    init(extra: (SampleApp) -> [any Plugin] = { _ in [] }) throws {
        sample = SampleApp(registry: AspectRegistry())
        host = PluginHost(registry: sample.registry, bus: EventBus())
        recorder = Recorder(application: sample.application, vocabulary: .sample)
        analytics = Analytics(application: sample.application)
        try host.install([TargetActionListener(), recorder, analytics] + extra(sample))
    }

    /// Readies the rig for playing a script: pauses the recorder and removes the analytics,
    /// whose histories grow with every command and which nothing play prints reads.
    func quietForPlayback() throws {
        recorder.isPaused = true
        try host.uninstall(Analytics.id)
    }

    /// Performs the built-in session with checkpoints, and returns the script recorded.
    func recordSession() throws -> Script {
        try sample.performSession { try recorder.checkpoint($0) }
        return recorder.script
    }
}
