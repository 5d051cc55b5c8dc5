import Interpose
import Testing

@Suite("Aspects under concurrency: selectors, control-flow markers and the change feed while calls run")
struct AspectConcurrencyTests {
    @Test("calls on many threads while selector advice, flow advice and declarations come and go")
    func churn() throws {
        let registry = AspectRegistry()
        let callers = 4
        let callsEach = 5_000
        let selected = Tally()
        let installed = Tally()
        let removed = Tally()
        let observation = registry.observeChanges { change in
            if change.kind == .installed { installed.bump() } else { removed.bump() }
        }
        let gadgets = (0..<callers).map { _ in Gadget(registry: registry) }
        let relay = Relay(registry: registry)
        let callerBodies: [@Sendable () -> Void] = gadgets.map { gadget in
            {
                for round in 0..<callsEach {
                    #expect(gadget.poke(round) == round * 2)
                }
            }
        }
        let changers: [@Sendable () -> Void] = [
            {
                for _ in 0..<300 {
                    let token = try? registry.on(matching: "Gadget.*").around { invocation in
                        selected.bump()
                        return invocation.proceed()
                    }
                    token?.remove()
                }
            },
            {
                for round in 0..<300 {
                    if round.isMultiple(of: 50) { registry.declare(Gadget.self) }
                    let token = try? registry.on(Gadget.pokeHook, flow: .outside(Relay.sendHook)).before { _, _ in }
                    relay.send(1)
                    token?.remove()
                }
            },
        ]
        runOnThreads(callerBodies + changers)
        #expect(registry.isEmpty)
        #expect(installed.count == removed.count)
        #expect(installed.count >= 300 * 2)
        observation.cancel()
        #expect(selected.count <= callers * callsEach)
    }

    @Test("a region on one thread is not seen by calls on another")
    func threadsApart() throws {
        let registry = AspectRegistry()
        let region = FlowRegion("busy")
        let seen = Tally()
        try registry.on(Gadget.pokeHook, flow: .inside(region)).before { _, _ in seen.bump() }
        let gadget = Gadget(registry: registry)
        let inside: @Sendable () -> Void = { region.run { for round in 0..<2_000 { _ = gadget.poke(round) } } }
        let outside: @Sendable () -> Void = { for round in 0..<2_000 { _ = gadget.poke(round) } }
        runOnThreads([inside, outside])
        #expect(seen.count == 2_000)
    }
}
