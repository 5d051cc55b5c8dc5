import Interpose

/// An object whose lifetime a test watches (through a ``WeakBox``), or that serves as a source.
final class Witness: Sendable {
    func touch() {}
}

extension Witness {
    /// Subscribes a handler that captures a fresh witness to `bus`, publishes once and cancels
    /// the subscription; returns a weak reference to the witness, `nil` once it is freed.
    static func cancelledSubscription(on bus: EventBus) -> WeakBox<Witness> {
        let captured = WeakBox<Witness>(nil)
        let witness = Witness()
        captured.object = witness
        let subscription = bus.subscribe(to: Moved.self) { _ in witness.touch() }
        bus.publish(Moved(x: 1))
        subscription.cancel()
        return captured
    }
}
