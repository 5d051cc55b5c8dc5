import Components
import Interpose
import Plugins

/// A synthesized tap with a tracer tracing every hook, against the same tap untraced.
///
/// The tracer's spans are dropped after each sample, so its record does not grow over the run.
@MainActor
enum TracingBenchmarks {
    static let group = SelectorBenchmarks.group

    static func make() throws -> [Benchmark] {
        let (bareInput, bareButton, _) = session()
        let (input, button, host) = session()
        let tracer = Tracer(clock: .virtual(input.application.clock))
        try host.install(tracer)
        return [
            Benchmark(group: group, name: "tap, untraced") { taps(bareInput, bareButton, $0) },
            Benchmark(
                group: group, name: "tap, traced (every hook, virtual time)", peer: "tap, untraced",
                finish: tracer.reset
            ) {
                taps(input, button, $0)
            },
        ]
    }

    /// An application with a window and a button, its own registry and a plugin host over it.
    private static func session() -> (InputSynthesizer, Button, PluginHost) {
        let registry = AspectRegistry()
        let app = Application(aspectRegistry: registry)
        let window = Window(aspectRegistry: registry)
        app.addWindow(window)
        let button = Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44), aspectRegistry: registry)
        window.addSubview(button)
        return (InputSynthesizer(application: app), button, PluginHost(registry: registry))
    }

    private static func taps(_ input: InputSynthesizer, _ button: Button, _ n: Int) -> Int {
        var done = 0
        for _ in 0..<n where (try? input.tap(button)) != nil { done += 1 }
        return done
    }
}
