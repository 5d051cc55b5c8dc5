import Components

/// The channel of a ``DelegateSpy``: records the calls of the spy's event type and answers the
/// stubbed ones; forwards everything else untouched (a table delegate's scroll view calls, for
/// a spy on its table calls), and everything once the spy is gone.
@MainActor
final class SpyChannel<Recorded: DelegateCallEvent>: DelegateChannel {
    weak var spy: DelegateSpy<Recorded>?

    nonisolated init() {}

    func intercept<Event: DelegateCallRecording>(
        _ call: Event.Call, from source: Event.Source, as type: Event.Type, knownAnswer: Event.Answer?,
        forward: () -> Event.Answer
    ) -> Event.Answer {
        guard Event.self == Recorded.self, let spy else { return forward() }
        let sequence = DelegateCallSequence.next()
        let time = Words.time(of: source)
        let stubbed = (call as? Recorded.Call).flatMap { spy.stubbedAnswer(for: $0) }.flatMap { $0 as? Event.Answer }
        let answer = stubbed ?? forward()
        if let event = Event(sequence: sequence, time: time, source: source, call: call, answer: answer) as? Recorded {
            spy.record(event)
        }
        return answer
    }
}
