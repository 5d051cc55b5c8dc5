import Components
import Interpose
import Plugins

/// What recording costs: a synthesized tap with the recorder installed (it needs no other
/// plugin), against the bare tap; and the recorder's memory per raw event it keeps as
/// provenance.
@MainActor
enum RecordingBenchmarks {
    nonisolated static let group = "recording"
    nonisolated static let bare = "synthesized tap, no plugins"
    nonisolated static let recorded = "synthesized tap, recorder"

    static func make() throws -> [Benchmark] {
        let plain = Screen(plugins: false)
        let recording = Screen(plugins: true)
        try recording.install()
        return [
            Benchmark(group: group, name: bare) { plain.taps($0) },
            Benchmark(group: group, name: recorded, peer: bare) { n in
                let done = recording.taps(n)
                recording.recorder.clear()
                return done
            },
        ]
    }

    /// Heap kept per raw event once a recorder recorded 2,000 taps (two touch events and one
    /// control event each), provenance included.
    static func memory() throws -> [Row] {
        let screen = Screen(plugins: true)
        try screen.install()
        _ = screen.taps(100)
        screen.recorder.clear()
        let before = MemoryBenchmarks.heapInUse()
        _ = screen.taps(2_000)
        let after = MemoryBenchmarks.heapInUse()
        let events = screen.recorder.recordedCommands.reduce(0) { $0 + ($1.command.provenance?.entries.count ?? 0) }
        return [
            Row(
                group: group, name: "recorder heap per raw event", nanoseconds: Double(after - before) / Double(events),
                unit: "bytes")
        ]
    }

    /// A window with one button, its own registry, and optionally the recorder's plugins.
    @MainActor
    final class Screen {
        let registry = AspectRegistry()
        let app: Application
        let button: Button
        let input: InputSynthesizer
        let host: PluginHost
        let recorder: Recorder
        let plugins: Bool

        init(plugins: Bool) {
            self.plugins = plugins
            app = Application(aspectRegistry: registry)
            let window = Window(aspectRegistry: registry)
            app.addWindow(window)
            button = Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44), aspectRegistry: registry)
            button.accessibilityIdentifier = "ok"
            window.addSubview(button)
            input = InputSynthesizer(application: app)
            host = PluginHost(registry: registry, bus: EventBus())
            recorder = Recorder(application: app)
        }

        func install() throws {
            try host.install(recorder)
        }

        func taps(_ n: Int) -> Int {
            var done = 0
            for _ in 0..<n where (try? input.tap(button)) != nil { done += 1 }
            return done
        }
    }
}
