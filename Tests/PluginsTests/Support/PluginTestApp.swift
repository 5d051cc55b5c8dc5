import ComponentTestSupport
import Components
import Interpose
import Plugins

/// A small application for one plugin test: a ``TestApp`` with its own bus, and a plugin host
/// over the registry and the bus.
@MainActor
final class PluginTestApp: TestApp {
    let bus = EventBus()
    let host: PluginHost

    init() {
        let registry = AspectRegistry()
        host = PluginHost(registry: registry, bus: bus)
        super.init(registry: registry)
    }

    /// A frame for a control in one row of the test's screen: 200 by 40 points at `y`.
    func row(_ y: Double) -> Rect {
        Rect(x: 20, y: y, width: 200, height: 40)
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
