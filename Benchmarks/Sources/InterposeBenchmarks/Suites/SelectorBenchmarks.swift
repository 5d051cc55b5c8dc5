import Interpose

/// Selector advice against the same advice installed directly, hooks a selector does not
/// match, and control-flow checks.
///
/// Every benchmark gets its own registry and probe, so they can run interleaved.
enum SelectorBenchmarks {
    static let group = "selectors"

    static func make() throws -> [Benchmark] {
        var benchmarks = [
            Benchmark(group: group, name: "probe, no advice") { [probe = Probe(registry: AspectRegistry())] in
                loopWork(probe, $0)
            }
        ]
        benchmarks += try around() + before() + unmatched() + flow()
        return benchmarks
    }

    /// A registry that knows the probe's hooks, and a probe using it.
    private static func probe() -> (AspectRegistry, Probe) {
        let registry = AspectRegistry()
        registry.declare(Probe.self)
        return (registry, Probe(registry: registry))
    }

    private static func around() throws -> [Benchmark] {
        let counter = Counter()
        let (direct, directProbe) = probe()
        try direct.on(Probe.workHook).around { invocation in
            counter.value &+= 1
            return invocation.proceed()
        }
        let (selected, selectedProbe) = probe()
        try selected.on(matching: "Probe.work").around { invocation in
            counter.value &+= 1
            return invocation.proceed()
        }
        return [
            Benchmark(group: group, name: "probe, 1 around installed directly") { loopWork(directProbe, $0) },
            Benchmark(
                group: group, name: "probe, 1 around through a selector", peer: "probe, 1 around installed directly"
            ) { loopWork(selectedProbe, $0) },
        ]
    }

    private static func before() throws -> [Benchmark] {
        let counter = Counter()
        let (direct, directProbe) = probe()
        try direct.on(Probe.workHook).before { _, _ in counter.value &+= 1 }
        let (selected, selectedProbe) = probe()
        try selected.on(matching: "Probe.work").before { _ in counter.value &+= 1 }
        return [
            Benchmark(group: group, name: "probe, 1 before installed directly") { loopWork(directProbe, $0) },
            Benchmark(
                group: group, name: "probe, 1 before through a selector", peer: "probe, 1 before installed directly"
            ) { loopWork(selectedProbe, $0) },
        ]
    }

    /// `Probe.rest`, which no advice names, with selector advice on `Probe.work`, with direct
    /// advice on it, and with nothing installed at all. The target compares the same function
    /// with and without the selector advice elsewhere: two different functions (`work` and
    /// `rest`) compile to the same instructions at different addresses and time apart by up to
    /// 30% on this machine, which says nothing about the library.
    private static func unmatched() throws -> [Benchmark] {
        let counter = Counter()
        let (selected, selectedProbe) = probe()
        try selected.on(matching: "Probe.work").before { _ in counter.value &+= 1 }
        let (direct, directProbe) = probe()
        try direct.on(Probe.workHook).before { _, _ in counter.value &+= 1 }
        // `Probe.rest` takes an `Int`: the type rule turns it away, the name admits `work`.
        let (typed, typedProbe) = probe()
        try typed.on(matching: .arguments(including: String.self) || "Probe.work").before { _ in counter.value &+= 1 }
        let (_, emptyProbe) = probe()
        return [
            Benchmark(group: group, name: "probe, unadvised hook, no advice anywhere") { loopRest(emptyProbe, $0) },
            Benchmark(
                group: group, name: "probe, hook the selector does not match",
                peer: "probe, unadvised hook, no advice anywhere"
            ) { loopRest(selectedProbe, $0) },
            Benchmark(
                group: group, name: "probe, hook a type selector does not match",
                peer: "probe, unadvised hook, no advice anywhere"
            ) { loopRest(typedProbe, $0) },
            Benchmark(
                group: group, name: "probe, unadvised hook, direct advice elsewhere",
                peer: "probe, unadvised hook, no advice anywhere"
            ) { loopRest(directProbe, $0) },
        ]
    }

    private static func flow() throws -> [Benchmark] {
        let counter = Counter()
        let region = FlowRegion("benchmark")
        let (passing, passingProbe) = probe()
        try passing.on(Probe.workHook, flow: .outside(region)).before { _, _ in counter.value &+= 1 }
        let (failing, failingProbe) = probe()
        try failing.on(Probe.workHook, flow: .inside(region)).before { _, _ in counter.value &+= 1 }
        return [
            Benchmark(
                group: group, name: "probe, 1 before, flow check passes", peer: "probe, 1 before installed directly"
            ) { loopWork(passingProbe, $0) },
            Benchmark(
                group: group, name: "probe, 1 before, flow check fails", peer: "probe, 1 before installed directly"
            ) { loopWork(failingProbe, $0) },
        ]
    }
}
