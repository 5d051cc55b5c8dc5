import Interpose
import TestSupport
import Testing

/// Nothing the bus carries is dropped silently: delivery never drops, and a stream whose
/// bounded buffer overflows reports every event it drops, with a running count and its owner.
@Suite("Streams report what they drop")
struct StreamDropTests {
    @Test("a bounded stream that overflows reports each dropped event with a running count and its owner")
    func boundedStreamReportsDrops() async {
        let failures = Guarded<[SubscriberFailure]>([])
        let bus = EventBus { failure in failures.withLock { $0.append(failure) } }
        let stream = bus.events(of: Moved.self, owner: "minimap", bufferingPolicy: .bufferingNewest(2))
        for x in 1...5 { bus.publish(Moved(x: x)) }
        let reported = failures.withLock { $0 }
        #expect(reported.map { ($0.error as? EventsDropped)?.total } == [1, 2, 3])
        #expect(reported.allSatisfy { $0.subscription.owner == "minimap" })
        #expect(
            reported.last?.description
                == "subscriber Moved 'stream' owned by minimap failed on Moved: "
                + "the stream's buffer was full: 3 events dropped so far")
        bus.removeAll()
        var kept: [Int] = []
        for await event in stream { kept.append(event.x) }
        #expect(kept == [4, 5])
    }

    @Test("an unbounded stream keeps every event and reports nothing")
    func unboundedStreamKeepsAll() async {
        let failures = Tally()
        let bus = EventBus { _ in failures.bump() }
        let stream = bus.events(of: Moved.self)
        for x in 0..<10_000 { bus.publish(Moved(x: x)) }
        bus.removeAll()
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 10_000)
        #expect(failures.count == 0)
    }
}
