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
        [try tap(recording: false), try tap(recording: true), hitTest(rows: 10), hitTest(rows: 100)]
    }

    /// Hit testing in a window of `rows` × `rows` cells, each row a view of its own (so a hit
    /// walks the rows, then one row's cells), at points spread over the window.
    private static func hitTest(rows: Int) -> Benchmark {
        let window = Window(aspectRegistry: AspectRegistry())
        let (width, height) = (window.bounds.width / Double(rows), window.bounds.height / Double(rows))
        for row in 0..<rows {
            let line = View(frame: Rect(x: 0, y: Double(row) * height, width: window.bounds.width, height: height))
            for column in 0..<rows {
                line.addSubview(View(frame: Rect(x: Double(column) * width, y: 0, width: width, height: height)))
            }
            window.addSubview(line)
        }
        let points = (0..<97).map { (index: Int) -> Point in
            let x = Double(index * 37 % 320) + 0.5
            let y = Double(index * 53 % 480) + 0.5
            return Point(x: x, y: y)
        }
        let name = "hit test, \(rows * rows) views"
        return Benchmark(group: group, name: name, peer: rows == 100 ? "hit test, 100 views" : nil) { n in
            var found = 0
            for index in 0..<n where window.hitTest(points[index % points.count], with: nil) != nil { found += 1 }
            return found
        }
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
