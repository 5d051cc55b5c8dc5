import Components
import Interpose

/// A small application for one test: its own registry (so tests running in parallel never see
/// each other's advice), an application, a 320×480 key window, and a synthesizer.
@MainActor
final class TestApp {
    let registry: AspectRegistry
    let app: Application
    let window: Window
    let input: InputSynthesizer

    init(registry: AspectRegistry = AspectRegistry()) {
        self.registry = registry
        let (app, window) = AspectRegistry.$current.withValue(registry) { (Application(), Window()) }
        app.addWindow(window)
        self.app = app
        self.window = window
        self.input = InputSynthesizer(application: app)
    }

    /// Builds components that use this application's registry.
    func make<Value>(_ build: () -> Value) -> Value {
        AspectRegistry.$current.withValue(registry, operation: build)
    }

    /// Builds a view with `build`, gives it `identifier`, and adds it to `parent` (the window
    /// by default).
    @discardableResult
    func add<V: View>(_ identifier: String? = nil, to parent: View? = nil, _ build: () -> V) -> V {
        let view = make(build)
        view.accessibilityIdentifier = identifier
        (parent ?? window).addSubview(view)
        return view
    }
}
