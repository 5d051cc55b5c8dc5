import Components
import Interpose
import Synchronization

/// The channel of ``DelegateForwarding``: publishes each call on the bus, typed and in words.
///
/// A call that returns nothing is published before it is forwarded, so subscribers hear of a
/// selection before the app reacts to it (FoneMonkey recorded, then called `orig…`); a question
/// is published once the original has answered, with its answer.
@MainActor
final class BusChannel: DelegateChannel {
    let bus: EventBus
    /// Whether the plugin is still installed; read on every call, cleared from any thread.
    nonisolated let isActive = Atomic<Bool>(true)

    nonisolated init(bus: EventBus) {
        self.bus = bus
    }

    /// Stops publishing: proxies left anywhere only forward from now on.
    nonisolated func deactivate() {
        isActive.store(false, ordering: .releasing)
    }

    func intercept<Event: DelegateCallRecording>(
        _ call: Event.Call, from source: Event.Source, as type: Event.Type, knownAnswer: Event.Answer?,
        forward: () -> Event.Answer
    ) -> Event.Answer {
        guard isActive.load(ordering: .acquiring) else { return forward() }
        let sequence = DelegateCallSequence.next()
        let time = Words.time(of: source)
        if let knownAnswer {
            publish(
                Event(sequence: sequence, time: time, source: source, call: call, answer: knownAnswer), from: source)
            _ = forward()
            return knownAnswer
        }
        let answer = forward()
        publish(Event(sequence: sequence, time: time, source: source, call: call, answer: answer), from: source)
        return answer
    }

    private func publish<Event: DelegateCallEvent>(_ event: Event, from source: Event.Source) {
        bus.publish(event, from: source)
        bus.publish(DelegateCall(event, sourceName: Words.of(source)), from: source)
    }
}
