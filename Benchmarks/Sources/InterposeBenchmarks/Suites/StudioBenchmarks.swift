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
/// so every frame has something to send, as after a person's drag.
@MainActor
enum StudioBenchmarks {
    nonisolated static let group = "studio"
    nonisolated static let redraw = "studio redraw after an event, profile screen, 200x60"

    static func make() throws -> [Benchmark] {
        let scene = try Scene()
        return [Benchmark(group: group, name: redraw) { scene.redraws($0) }]
    }

    /// The sample app on its profile screen, with a short script recorded, and a frame writer
    /// that has drawn it once.
    @MainActor
    final class Scene {
        let session: StudioSession
        let volume: Slider
        var writer = TerminalFrameWriter()
        let layout: StudioLayout

        init() throws {
            let session = try StudioSession {
                let sample = SampleApp(registry: AspectRegistry())
                let host = PluginHost(registry: sample.registry, bus: EventBus())
                let recorder = Recorder(application: sample.application)
                try host.install(recorder)
                return StudioRig(
                    application: sample.application, recorder: recorder, bus: host.bus, keeping: [sample, host])
            }
            self.session = session
            let screen = { ScreenSnapshot(application: session.application) }
            for (type, identifier) in [("Button", "settings"), ("TableViewCell", "Profile")] {
                let center = screen().find(type: type, identifier: identifier).first?.center ?? Point(x: 0, y: 0)
                session.press(at: center)
                session.release(at: center)
                session.wait(1)
            }
            volume = try requireSlider(session.application.view(withIdentifier: "volume"))
            layout = StudioLayout(columns: 200, rows: 60, screen: screen().size)
            _ = writer.frame(frame())
        }

        /// The studio's frame now.
        func frame() -> CellGrid {
            let pointer = CellPosition(column: 30, row: 20)
            return StudioFrame(session: session, title: "recording", pointer: pointer, layout: layout).grid(layout)
        }

        /// `n` redraws, each after the slider moved; returns the bytes written.
        func redraws(_ n: Int) -> Int {
            var bytes = 0
            for index in 0..<n {
                volume.value = index.isMultiple(of: 2) ? 0.25 : 0.75
                bytes += writer.frame(frame()).utf8.count
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

/// The sample app was not where the benchmark expected it.
enum StudioBenchmarkError: Error {
    case noSlider
}
