import Components
import Interpose

/// A small application for one test: its own registry (so tests running in parallel never see
/// each other's advice), an application, a 320×480 key window, and a synthesizer. Shared by the
/// component and plugin tests.
@MainActor
open class TestApp {
    /// The registry every component of the test uses.
    public let registry: AspectRegistry
    /// The application.
    public let app: Application
    /// Its key window, 320×480.
    public let window: Window
    /// A synthesizer over the application.
    public let input: InputSynthesizer

    /// Builds the application and its window on `registry`.
    public init(registry: AspectRegistry = AspectRegistry()) {
        self.registry = registry
        let (app, window) = AspectRegistry.$current.withValue(registry) { (Application(), Window()) }
        app.addWindow(window)
        self.app = app
        self.window = window
        self.input = InputSynthesizer(application: app)
    }

    /// Builds components that use this application's registry.
    public func make<Value>(_ build: () -> Value) -> Value {
        AspectRegistry.$current.withValue(registry, operation: build)
    }

    /// Builds a view with `build`, gives it `identifier`, and adds it to `parent` (the window
    /// by default).
    @discardableResult
    public func add<V: View>(_ identifier: String? = nil, to parent: View? = nil, _ build: () -> V) -> V {
        let view = make(build)
        view.accessibilityIdentifier = identifier
        (parent ?? window).addSubview(view)
        return view
    }
}
