import Components
import Interpose
import Plugins

/// A small application for one plugin test: its own registry and bus (so tests running in
/// parallel never see each other's advice or events), a plugin host over both, an application
/// with a 320×480 key window, and a synthesizer.
@MainActor
final class PluginTestApp {
    let registry: AspectRegistry
    let bus: EventBus
    let host: PluginHost
    let app: Application
    let window: Window
    let input: InputSynthesizer

    init() {
        let registry = AspectRegistry()
        self.registry = registry
        self.bus = EventBus()
        self.host = PluginHost(registry: registry, bus: bus)
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

    /// Every event of type `type` published on the bus from now on, in order.
    func collect<Event: Sendable>(_ type: Event.Type) -> EventLog<Event> {
        let log = EventLog<Event>()
        bus.subscribe(to: type) { event in MainActor.assumeIsolated { log.events.append(event) } }
        return log
    }
}

/// The events a test collected from the bus.
@MainActor
final class EventLog<Event: Sendable> {
    var events: [Event] = []
}
