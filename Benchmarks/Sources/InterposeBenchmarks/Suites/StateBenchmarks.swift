import Interpose

/// Advice that reads a value it keeps per receiver, against the same advice keeping nothing;
/// an intercepted property read with no advice, against a hook called with none.
enum StateBenchmarks {
    static let group = "state"
    static let plain = "probe, 1 before"
    static let stateful = "probe, 1 before reading its per-receiver state"
    static let hook = "probe, hook reading a property, no advice"
    static let property = "probe, intercepted property read, no advice"
    static let wrapped = "probe, @Intercepted property read, no advice"

    static func make() throws -> [Benchmark] {
        let counter = Counter()
        let plainRegistry = AspectRegistry()
        try plainRegistry.on(Probe.workHook).before { _, value in counter.value &+= value }
        let statefulRegistry = AspectRegistry()
        try statefulRegistry.on(Probe.workHook).perReceiver { _ in 1 }.before { _, value, state in
            counter.value &+= value &* state.value
        }
        let (plainProbe, statefulProbe) = (Probe(registry: plainRegistry), Probe(registry: statefulRegistry))
        return [
            Benchmark(group: group, name: plain) { loopWork(plainProbe, $0) },
            Benchmark(group: group, name: stateful, peer: plain) { loopWork(statefulProbe, $0) },
            Benchmark(group: group, name: hook) { [probe = Probe(registry: AspectRegistry())] in loopPeek(probe, $0) },
            Benchmark(group: group, name: property, peer: hook) { [probe = Probe(registry: AspectRegistry())] in
                loopDepth(probe, $0)
            },
            Benchmark(group: group, name: wrapped, peer: hook) { [probe = Probe(registry: AspectRegistry())] in
                loopLevel(probe, $0)
            },
        ]
    }
}
