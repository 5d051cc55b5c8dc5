import Interpose
import Testing

@Suite("Control-flow scopes: advice only inside, or only outside, a call to another hook")
struct ControlFlowTests {
    let registry = AspectRegistry()
    let trail = Trail()

    @Test("advice inside a hook's control flow runs only during calls to it, at every depth of a recursion")
    func inside() throws {
        let relay = Relay(registry: registry)
        try registry.on(Relay.noteHook, flow: .inside(Relay.sendHook)).before { [trail] _, text in
            trail.note("inside: \(text)")
        }
        relay.note("alone")
        relay.send(2)
        #expect(trail.all == ["inside: send 2", "inside: send 1", "inside: send 0"])
        #expect(relay.trail.all == ["alone", "send 2", "send 1", "send 0"])
    }

    @Test("advice outside a hook's control flow runs only while no call to it is under way, re-entered or not")
    func outside() throws {
        let relay = Relay(registry: registry)
        try registry.on(Relay.noteHook, flow: .outside(Relay.sendHook)).before { [trail] _, text in
            trail.note("outside: \(text)")
        }
        relay.note("before")
        relay.send(3)
        relay.note("after")
        #expect(trail.all == ["outside: before", "outside: after"])
    }

    @Test("the control flow of an async hook follows its task across suspensions, and not other tasks")
    func asyncHook() async throws {
        let relay = Relay(registry: registry)
        try registry.on(Relay.noteHook, flow: .inside(Relay.waitHook)).before { [trail] _, text in
            trail.note("inside: \(text)")
        }
        await relay.wait(3)
        relay.note("after")
        await Task.detached { relay.note("other task") }.value
        #expect(trail.all == ["inside: waited 0", "inside: waited 1", "inside: waited 2"])
        #expect(relay.trail.all.suffix(2) == ["after", "other task"])
    }

    @Test("a synchronous hook called from inside an async hook is inside its control flow")
    func syncInsideAsync() async throws {
        let relay = Relay(registry: registry)
        try registry.on(Relay.sendHook, flow: .outside(Relay.waitHook)).before { [trail] _, depth in
            trail.note("outside wait: send \(depth)")
        }
        try registry.on(Relay.noteHook, flow: .inside(Relay.waitHook) && .inside(Relay.sendHook)).before {
            [trail] _, text in trail.note("both: \(text)")
        }
        relay.send(0)
        await relay.wait(1)
        #expect(trail.all == ["outside wait: send 0"])
        try registry.on(Relay.noteHook, named: "resend", flow: .inside(Relay.waitHook) && .outside(Relay.sendHook))
            .before { relay, text in relay.send(0) }
        await relay.wait(1)
        #expect(trail.all == ["outside wait: send 0", "both: send 0"])
    }

    @Test("a region marked by hand scopes advice: work inside it is never seen by advice outside it")
    func region() throws {
        let quiet = FlowRegion("quiet")
        let relay = Relay(registry: registry)
        try registry.on(Relay.noteHook, flow: .outside(quiet)).before { [trail] _, text in
            quiet.run { trail.note("seen: \(text)") }
            quiet.run { relay.note("from the advice") }
        }
        relay.note("one")
        quiet.run { relay.note("hushed") }
        #expect(!quiet.isActive)
        #expect(trail.all == ["seen: one"])
        #expect(relay.trail.all == ["from the advice", "one", "hushed"])
    }

    @Test("an async region covers the task across suspensions")
    func asyncRegion() async throws {
        let region = FlowRegion("loading")
        let meter = Meter(registry: registry)
        registry.declare(Meter.self)
        try registry.on(matching: "Meter.*", flow: .inside(region)).before { [trail] call in trail.note(call.hook.name)
        }
        _ = try await meter.fetch(1)
        let inside = try await region.run { () async throws -> Bool in
            _ = try await meter.fetch(2)
            return region.isActive
        }
        #expect(inside)
        #expect(trail.all == ["Meter.fetch"])
    }

    @Test("a flow over a selector is inside any hook the selector matches")
    func selectorFlow() throws {
        let relay = Relay(registry: registry)
        let gadget = Gadget(registry: registry)
        registry.declare(Gadget.self)
        try registry.on(Gadget.pokeHook, flow: .inside("Relay.*")).before { [trail] _, times in
            trail.note("poke \(times)")
        }
        try registry.on(Relay.noteHook, named: "poker").before { _, text in _ = gadget.poke(text.count) }
        _ = gadget.poke(1)
        relay.note("abc")
        #expect(trail.all == ["poke 3"])
    }

    @Test("markers are listed with the advice they serve, and go with it")
    func markers() throws {
        let token = try registry.on(Relay.noteHook, named: "deep", flow: .inside(Relay.sendHook)).before { _, _ in }
        #expect(
            registry.installedAdvice().map(\.description) == [
                "Relay.note: before 'deep' (all receivers, inside Relay.send)",
                "Relay.send: marker (all receivers, for before on Relay.note 'deep')",
            ])
        token.remove()
        #expect(registry.isEmpty)
    }

    @Test("instance-scoped advice with a flow takes its markers along when its instance goes")
    func instanceMarkers() throws {
        var relay: Relay? = Relay(registry: registry)
        if let relay {
            try registry.on(Relay.noteHook, scope: .instance(relay), flow: .inside(Relay.sendHook)).before { _, _ in }
        }
        #expect(registry.installedAdvice().count == 2)
        relay = nil
        try registry.on(Vault.depositHook).before { _, _ in }
        #expect(registry.installedAdvice().map(\.hook) == ["Vault.deposit"])
    }

    @Test("once-advice with a flow is not used up by calls outside the flow")
    func once() throws {
        let relay = Relay(registry: registry)
        try registry.on(Relay.noteHook, flow: .inside(Relay.sendHook), once: true).before { [trail] _, text in
            trail.note("once: \(text)")
        }
        relay.note("outside")
        relay.send(1)
        relay.send(1)
        #expect(trail.all == ["once: send 1"])
        #expect(registry.isEmpty)
    }

    @Test("instead advice with a flow replaces the call inside the flow and lets it through outside")
    func instead() throws {
        let relay = Relay(registry: registry)
        let quiet = FlowRegion("quiet")
        try registry.on(Relay.noteHook, flow: .inside(quiet)).instead { _, _ in }
        relay.note("heard")
        quiet.run { relay.note("muted") }
        #expect(relay.trail.all == ["heard"])
        let listed = try #require(registry.installedAdvice().first)
        #expect((listed.form, listed.kind) == ("instead", .around))
        #expect(listed.scope == "all receivers, inside region \"quiet\"")
    }

    @Test("a flow that names a sealed hook is refused")
    func sealedTarget() throws {
        #expect(throws: AdviceError.sealedHook("Meter.calibrate")) {
            try registry.on(Meter.readHook, flow: .inside(Meter.calibrateHook)).before { _, _ in }
        }
        #expect(registry.isEmpty)
    }
}
