import Components
import Interpose
import Plugins
import SampleApp

/// The studio's redraw: what `interpose-demo studio` does after every event, on the sample
/// app's largest screen (the profile form: three fields, a slider, a switch, a stepper, a
/// segmented control, a picker, a button and labels, under a navigation bar, over a tab bar)
/// in a 200x60 terminal.
///
/// A redraw takes the screen's snapshot, draws it and the script into cells, and writes the
/// escape sequences for what changed since the last frame. Each operation changes the slider,
/// so every frame has something to send, as after a person's drag. The same screen's structural
/// snapshot (`TreeSnapshot`) is taken and compared with the snapshot of it a file would hold,
/// as a script's `VerifySnapshot` does.
@MainActor
enum StudioBenchmarks {
    nonisolated static let group = "studio"
    nonisolated static let redraw = "studio redraw after an event, profile screen, 200x60"
    nonisolated static let snapshot = "profile screen's snapshot, taken and compared"

    static func make() throws -> [Benchmark] {
        let scene = try Scene()
        let expected = try TreeSnapshot(parsing: TreeSnapshot(of: scene.window).text)
        return [
            Benchmark(group: group, name: redraw) { scene.redraws($0) },
            Benchmark(group: group, name: snapshot) { n in
                var matched = 0
                for _ in 0..<n where expected.mismatch(against: TreeSnapshot(of: scene.window)) == nil { matched += 1 }
                return matched
            },
        ]
    }

    /// The sample app on its profile screen, with a short script recorded, the pointer on
    /// it, and a studio that has drawn it once.
    @MainActor
    final class Scene {
        let studio: Studio
        let volume: Slider
        let window: Window

        init() throws {
            studio = try Studio {
                let sample = SampleApp(registry: AspectRegistry())
                let host = PluginHost(registry: sample.registry, bus: EventBus())
                let recorder = Recorder(application: sample.application)
                try host.install(recorder)
                return StudioRig(
                    application: sample.application, recorder: recorder, bus: host.bus, keeping: [sample, host])
            }
            // The settings tab, then its first row, as a person taps them.
            let input = InputSynthesizer(application: studio.application)
            window = try require(studio.application.keyWindow)
            try input.tap(try require(window.views(ofType: TabBar.self).first?.button(titled: "settings")))
            studio.wait(1)
            let rows = try require(window.view(withIdentifier: "settings") as? TableView)
            try input.tapRow(at: IndexPath(row: 0, section: 0), in: rows)
            studio.wait(1)
            volume = try requireSlider(studio.application.view(withIdentifier: "volume"))
            _ = frame()
            // The pointer on the screen, as after a person's move: an SGR motion report.
            studio.read(Array("\u{1B}[<35;31;21M".utf8)) { _ in }
            _ = frame()
        }

        /// The escape sequences of the studio's frame now.
        func frame() -> String {
            studio.frame(columns: 200, rows: 60)
        }

        /// `n` redraws, each after the slider moved; returns the bytes written.
        func redraws(_ n: Int) -> Int {
            var bytes = 0
            for index in 0..<n {
                volume.value = index.isMultiple(of: 2) ? 0.25 : 0.75
                bytes += frame().utf8.count
            }
            return bytes
        }
    }
}

/// `view` as a slider, or an error saying the sample app has none where the benchmark looks.
@MainActor
private func requireSlider(_ view: View?) throws -> Slider {
    guard let slider = view as? Slider else { throw StudioBenchmarkError.noSlider }
    return slider
}

/// `value`, or an error saying the sample app has none where the benchmark looks.
private func require<Value>(_ value: Value?) throws -> Value {
    guard let value else { throw StudioBenchmarkError.noView }
    return value
}

/// The sample app was not where the benchmark expected it.
enum StudioBenchmarkError: Error {
    case noSlider
    case noView
}
