import Interpose
import Synchronization

/// Every event of one type published on a bus, in order; safe to read from any thread.
final class BusLog<Event: Sendable>: Sendable {
    private let store = Store()
    let subscription: Subscription

    init(_ bus: EventBus, from source: AnyObject? = nil) {
        let store = store
        subscription = bus.subscribe(to: Event.self, from: source) { event in
            store.events.withLock { $0.append(event) }
        }
    }

    /// The events so far.
    var all: [Event] { store.events.withLock { $0 } }

    private final class Store: Sendable {
        let events = Mutex<[Event]>([])
    }
}
