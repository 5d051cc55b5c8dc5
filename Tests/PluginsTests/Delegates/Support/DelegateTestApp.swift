import Components
import Interpose

/// A small application for one delegate test: its own registry (so parallel tests never see
/// each other's advice), a plugin host on it, an application, a 320×480 key window, and a
/// synthesizer.
@MainActor
final class DelegateTestApp {
    let registry = AspectRegistry()
    let host: PluginHost
    let app: Application
    let window: Window
    let input: InputSynthesizer

    init() {
        host = PluginHost(registry: registry)
        let (app, window) = AspectRegistry.$current.withValue(registry) { (Application(), Window()) }
        app.addWindow(window)
        self.app = app
        self.window = window
        input = InputSynthesizer(application: app)
    }

    /// Builds a view with this application's registry, gives it `identifier`, and adds it to
    /// the window.
    @discardableResult
    func add<V: View>(_ identifier: String, _ build: () -> V) -> V {
        let view = AspectRegistry.$current.withValue(registry, operation: build)
        view.accessibilityIdentifier = identifier
        window.addSubview(view)
        return view
    }

    /// Builds anything with this application's registry.
    func make<Value>(_ build: () -> Value) -> Value {
        AspectRegistry.$current.withValue(registry, operation: build)
    }
}
