import Interpose

/// The hook call path: none, around chains, before/after, instance and type scopes.
///
/// Every benchmark gets its own registry and service, so they can run interleaved.
enum HookBenchmarks {
    static let group = "hooks"

    static func make() throws -> [Benchmark] {
        var benchmarks = [
            Benchmark(group: group, name: "direct call") { [service = Service(registry: AspectRegistry())] in
                loopDirect(service, $0)
            },
            Benchmark(group: group, name: "hook, no advice") { [service = Service(registry: AspectRegistry())] in
                loopHooked(service, $0)
            },
        ]
        for count in [1, 4, 16] {
            let registry = AspectRegistry()
            for _ in 0..<count { try registry.on(Service.workHook).around { $0.proceed() } }
            let service = Service(registry: registry)
            benchmarks.append(
                Benchmark(
                    group: group, name: "hook, \(count) around",
                    peer: count == 1 ? "closure chain, 1 level" : "NIO pipeline, \(count) handlers"
                ) { loopHooked(service, $0) })
        }
        benchmarks.append(try instead())
        benchmarks.append(try beforeAfter())
        benchmarks += try instanceScoped()
        benchmarks.append(try typeScoped())
        return benchmarks
    }

    /// 1 around advice on a hook whose body captures a variable, against the same advice on a
    /// body that captures nothing: the frame stores the body in generic form, and the thunk that
    /// gets it there captures it on the heap. A group of its own (`bodies`): run interleaved
    /// with the hooks group, its allocations slowed the 16-around row several times over.
    static func bodies() throws -> [Benchmark] {
        let registry = AspectRegistry()
        try registry.on(Service.workHook).around { $0.proceed() }
        let service = Service(registry: registry)
        return [
            Benchmark(group: "bodies", name: "1 around, body capturing nothing") { loopHooked(service, $0) },
            Benchmark(
                group: "bodies", name: "1 around, body capturing a variable", peer: "1 around, body capturing nothing"
            ) { loopHookedCapturing(service, $0) },
        ]
    }

    private static func instead() throws -> Benchmark {
        let registry = AspectRegistry()
        try registry.on(Service.workHook).instead { service, value in service.direct(value) }
        let service = Service(registry: registry)
        return Benchmark(group: group, name: "hook, 1 instead") { loopHooked(service, $0) }
    }

    private static func beforeAfter() throws -> Benchmark {
        let registry = AspectRegistry()
        let counter = Counter()
        for _ in 0..<4 { try registry.on(Service.workHook).before { _, _ in counter.value &+= 1 } }
        for _ in 0..<4 { try registry.on(Service.workHook).after { _, _, _ in counter.value &+= 1 } }
        let service = Service(registry: registry)
        return Benchmark(group: group, name: "hook, 4 before + 4 after", peer: "closure arrays, 4 before + 4 after") {
            loopHooked(service, $0)
        }
    }

    private static func instanceScoped() throws -> [Benchmark] {
        let registry = AspectRegistry()
        let services = (0..<100).map { _ in Service(registry: registry) }
        let counter = Counter()
        try registry.on(Service.workHook, scope: .instance(services[42])).before { _, _ in counter.value &+= 1 }
        return [
            Benchmark(group: group, name: "instance advice, other instance") { loopHooked(services[7], $0) },
            Benchmark(group: group, name: "instance advice, its instance") { loopHooked(services[42], $0) },
        ]
    }

    private static func typeScoped() throws -> Benchmark {
        let registry = AspectRegistry()
        let special = SpecialService(registry: registry)
        let counter = Counter()
        try registry.on(Service.workHook, scope: .type(SpecialService.self)).before { _, _ in counter.value &+= 1 }
        return Benchmark(group: group, name: "type advice on a subclass") { loopHooked(special, $0) }
    }
}
