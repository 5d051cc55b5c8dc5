import Components
import Foundation
import Interpose
import Plugins
import SampleApp
import TestSupport

/// A sample app with everything that produces output installed: the recorder and its
/// dependencies, analytics, a tracer on every hook with no length limit, and a tap on the bus.
@MainActor
final class WatchedApp {
    let sample = SampleApp(registry: AspectRegistry())
    let host: PluginHost
    let recorder: Recorder
    let analytics: Analytics
    let tracer: Tracer
    let tap: BusTap
    /// The last text of a secure field, read from the field itself when it changed: what the
    /// outputs must not show.
    let secureText = Guarded("")
    private let watch: Subscription

    init() throws {
        host = PluginHost(registry: sample.registry, bus: EventBus())
        recorder = Recorder(application: sample.application)
        analytics = Analytics(application: sample.application)
        tracer = Tracer(selecting: .any, clock: .virtual(sample.application.clock), valueLimit: 1_000_000)
        tap = BusTap(host.bus)
        watch = host.bus.subscribe(to: ControlEvent.self) { [secureText] event in
            MainActor.assumeIsolated {
                guard let field = event.control as? TextField, field.isSecureTextEntry else { return }
                secureText.withLock { $0 = field.text }
            }
        }
        try host.install([TargetActionListener(), recorder, DelegateForwarding(), analytics, tracer])
    }

    /// Every output the plugins make, by name.
    var outputs: [(name: String, text: String)] {
        let script = recorder.script
        return [
            ("script", script.text),
            ("script JSON with provenance", String(decoding: (try? script.jsonData()) ?? Data(), as: UTF8.self)),
            ("provenance", recorder.recordedCommands.map { "\($0.command.provenance?.entries ?? [])" }.joined()),
            ("Swift export", Self.exporter.source(for: script)),
            ("analytics JSON Lines", analytics.jsonLines()),
            ("analytics table", analytics.summary.table),
            ("trace tree", tracer.tree()),
            ("Chrome trace", tracer.chromeTrace()),
            ("bus events", tap.text),
            ("describe", ComponentLocator(application: sample.application).treeDescription()),
            ("state", sample.stateDescription),
        ]
    }

    static let exporter = SwiftTestExporter(
        testName: "session", imports: ["SampleApp"], setup: ["let sample = SampleApp(registry: AspectRegistry())"],
        application: "sample.application")
}
