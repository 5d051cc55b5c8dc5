import Components
import Interpose

/// A small session to trace: an application with its own registry and plugin host, a key
/// window, a button whose action notes its taps, and a synthesizer.
@MainActor
final class TracedApp {
    let registry = AspectRegistry()
    let host: PluginHost
    let app: Application
    let window: Window
    let button: Button
    let input: InputSynthesizer
    private(set) var taps = 0

    init() {
        host = PluginHost(registry: registry)
        (app, window, button) = AspectRegistry.$current.withValue(registry) {
            (Application(), Window(), Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44)))
        }
        app.addWindow(window)
        button.accessibilityIdentifier = "ok"
        window.addSubview(button)
        input = InputSynthesizer(application: app)
        _ = button.addTarget(self, action: "count", for: .touchUpInside) { session, _, _ in session.taps += 1 }
    }
}
