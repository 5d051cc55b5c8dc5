import Interpose
import Synchronization
import Testing

@Suite("The timing aspect of the article, as written")
struct TimingAspectTests {
    @Test("ten lines time every call through the hooks a selector matches, and one token removes them")
    func timingAspect() throws {
        let registry = AspectRegistry()
        registry.declare(Gadget.self)
        registry.declare(Widget.self)
        let widget = Widget(registry: registry)

        let totals = Mutex<[String: Duration]>([:])
        let timing = try registry.on(matching: "Gadget.*" || "Widget.*", named: "timing").around { invocation in
            let started = ContinuousClock.now
            let outcome = invocation.proceed()
            let took = ContinuousClock.now - started
            totals.withLock { $0[invocation.hook.name, default: .zero] += took }
            return outcome
        }

        #expect(widget.poke(2) == 4)
        #expect(widget.spin(1) == "spun at 1.0")
        widget.rename(from: "", to: "dial")
        #expect(totals.withLock { Set($0.keys) } == ["Gadget.poke", "Widget.spin", "Gadget.rename"])
        #expect(totals.withLock { $0.values.allSatisfy { $0 >= .zero } })
        timing.remove()
        #expect(registry.isEmpty)
    }
}
