import Interpose
import Testing

@Suite("Event bus")
struct EventBusTests {
    @Test("subscribers of a type get its events synchronously, in subscription order")
    func inOrder() {
        let bus = EventBus()
        let trail = Trail()
        bus.subscribe(to: Moved.self) { trail.note("first \($0.x)") }
        bus.subscribe(to: Moved.self) { trail.note("second \($0.x)") }
        bus.subscribe(to: Pressed.self) { trail.note("pressed \($0.name)") }
        bus.publish(Moved(x: 1))
        bus.publish(Pressed(name: "ok"))
        bus.publish(Moved(x: 2))
        #expect(trail.all == ["first 1", "second 1", "pressed ok", "first 2", "second 2"])
    }

    @Test("subscriptions can filter by source and by predicate")
    func filters() {
        let bus = EventBus()
        let left = Witness()
        let right = Witness()
        let trail = Trail()
        bus.subscribe(to: Moved.self, from: left) { trail.note("left \($0.x)") }
        bus.subscribe(to: Moved.self, where: { $0.x > 5 }) { trail.note("big \($0.x)") }
        bus.publish(Moved(x: 1), from: left)
        bus.publish(Moved(x: 9), from: right)
        bus.publish(Moved(x: 7))
        #expect(trail.all == ["left 1", "big 9", "big 7"])
    }

    @Test("a cancelled subscription gets nothing more, even when cancelled during delivery")
    func cancel() {
        let bus = EventBus()
        let trail = Trail()
        let box = SubscriptionBox()
        box.subscription = bus.subscribe(to: Moved.self) { event in
            trail.note("got \(event.x)")
            box.subscription?.cancel()
        }
        bus.publish(Moved(x: 1))
        bus.publish(Moved(x: 2))
        #expect(trail.all == ["got 1"])
        #expect(box.subscription?.isActive == false)
        #expect(bus.subscriptions().isEmpty)
    }

    @Test("a subscriber that throws does not stop the others, and its error is reported")
    func throwingSubscriber() {
        let failures = Trail()
        let bus = EventBus(onError: { failures.note("\($0.subscription.name ?? "?"): \($0.error)") })
        let trail = Trail()
        bus.subscribe(to: Moved.self) { trail.note("a \($0.x)") }
        bus.subscribe(to: Moved.self, named: "thrower") { _ in throw Boom.now }
        bus.subscribe(to: Moved.self) { trail.note("c \($0.x)") }
        bus.publish(Moved(x: 3))
        #expect(trail.all == ["a 3", "c 3"])
        #expect(failures.all == ["thrower: now"])
    }

    @Test("events arrive as an async sequence, which finishes when its subscription goes")
    func asyncSequence() async {
        let bus = EventBus()
        let stream = bus.events(of: Moved.self, where: { $0.x.isMultiple(of: 2) })
        for x in 1...6 { bus.publish(Moved(x: x)) }
        bus.removeAll()
        var received: [Int] = []
        for await event in stream { received.append(event.x) }
        #expect(received == [2, 4, 6])
    }

    @Test("a subscription whose source is gone is dropped")
    func sourceGone() {
        let bus = EventBus()
        do {
            let source = Witness()
            bus.subscribe(to: Moved.self, from: source) { _ in }
            #expect(bus.subscriptions().count == 1)
        }
        bus.subscribe(to: Pressed.self) { _ in }
        #expect(bus.subscriptions().map(\.eventType) == ["Pressed"])
    }
}

extension EventBusTests {
    @Test("an existential value is opened: it reaches subscribers of its concrete type, not of the protocol")
    func existentialIsOpened() {
        let bus = EventBus()
        let trail = Trail()
        bus.subscribe(to: Moved.self) { trail.note("Moved got \($0.text)") }
        bus.subscribe(to: (any Notice).self) { trail.note("any Notice got \($0.text)") }
        let notice: any Notice = Moved(x: 1)
        bus.publish(notice)
        func relay<Event>(_ event: Event) { bus.publish(event) }
        relay(notice)
        #expect(trail.all == ["Moved got moved 1", "Moved got moved 1"])
    }

    @Test("coercing with `as any P` at the call publishes to subscribers of the protocol only")
    func existentialCoercedAtTheCall() {
        let bus = EventBus()
        let trail = Trail()
        bus.subscribe(to: Moved.self) { trail.note("Moved got \($0.text)") }
        bus.subscribe(to: (any Notice).self) { trail.note("any Notice got \($0.text)") }
        let notice: any Notice = Moved(x: 1)
        bus.publish(notice as any Notice)
        bus.publish(Moved(x: 2) as any Notice)
        #expect(trail.all == ["any Notice got moved 1", "any Notice got moved 2"])
    }
}
