import Components
import Interpose

/// A synthesized tap through `Application.sendEvent`, with and without recording advice.
///
/// The tap is what a recorder sees in a real session: a touch event going down, one going
/// up, hit testing, tap counting, the button's tracking and its target-action dispatch.
@MainActor
enum ComponentBenchmarks {
    static let group = "components"

    /// What a recorder keeps of each touch: enough to write a `Tap` command later.
    struct RecordedTouch {
        let phase: TouchPhase
        let component: String
        let location: Point
    }

    static func make() throws -> [Benchmark] {
        [try tap(recording: false), try tap(recording: true)]
    }

    private static func tap(recording: Bool) throws -> Benchmark {
        let registry = AspectRegistry()
        let app = Application(aspectRegistry: registry)
        let window = Window(aspectRegistry: registry)
        app.addWindow(window)
        let button = Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44), aspectRegistry: registry)
        button.accessibilityIdentifier = "ok"
        window.addSubview(button)
        let input = InputSynthesizer(application: app)
        guard recording else {
            return Benchmark(group: group, name: "synthesized tap") { taps(input, button, $0) }
        }
        let recorded = RecordingBuffer()
        try registry.on(Application.sendEventHook, named: "recorder").onMainActor.before { _, event in
            for touch in event.allTouches {
                recorded.touches.append(
                    RecordedTouch(
                        phase: touch.phase, component: touch.view?.componentName ?? "-",
                        location: touch.location(in: nil)))
            }
            if recorded.touches.count > 10_000 { recorded.touches.removeAll(keepingCapacity: true) }
        }
        return Benchmark(group: group, name: "synthesized tap, recording advice", peer: "synthesized tap") {
            taps(input, button, $0)
        }
    }

    private static func taps(_ input: InputSynthesizer, _ button: Button, _ n: Int) -> Int {
        var done = 0
        for _ in 0..<n where (try? input.tap(button)) != nil { done += 1 }
        return done
    }
}

/// Where the recording advice keeps touches; only ever touched on the main actor.
@MainActor
final class RecordingBuffer {
    var touches: [ComponentBenchmarks.RecordedTouch] = []
}
